// The walk is the anatomy's tokens regrouped: placement tokens one by one, the tokens of each
// later field together; the partial position is filled in as the steps go.
#include "fen_walk.h"

#include "types.h"

namespace forsyth {
namespace {

// What one token of fields 2-6 adds to the position read so far.
void readInto(Position& pos, const CharMeaning& m)
{
    switch (m.part) {
    case FenPart::Side:
        pos.sideToMove = m.color;
        break;
    case FenPart::CastlingLetter:
        pos.castling.set(m.color, m.castlingSide, fileOf(m.rook));
        break;
    case FenPart::EpSquare:
        pos.epSquare = m.epSquare;
        break;
    case FenPart::Halfmove:
        pos.halfmoveClock = m.counter;
        break;
    case FenPart::Fullmove:
        // A fullmove of 0 is read as 1, as the reader reads it.
        pos.fullmoveNumber = m.counter < 1 ? 1 : m.counter;
        break;
    default:
        break;
    }
}

void placementStep(std::string_view fen, const FenToken& t, FenWalkStep& step)
{
    step.rank = t.meaning.rank;
    step.lit = t.meaning.squares;
    switch (t.meaning.part) {
    case FenPart::Piece:
        step.position.setPiece(lowest(t.meaning.squares), pieceFromLetter(fen[t.start]));
        step.filled |= t.meaning.squares;
        break;
    case FenPart::EmptyRun:
        step.filled |= t.meaning.squares;
        break;
    default: // a '/', a '~' or what cannot be read fills no square
        break;
    }
}

} // namespace

std::vector<FenWalkStep> walkFen(std::string_view fen)
{
    const FenAnatomy anatomy = anatomize(fen);
    std::vector<FenWalkStep> steps;
    FenWalkStep current; // the state after the last step
    for (const FenToken& t : anatomy.tokens()) {
        const CharMeaning& m = t.meaning;
        if (m.part == FenPart::Separator)
            continue;
        const bool sameField = !steps.empty() && m.field > 1 && steps.back().field == m.field;
        if (sameField) {
            // Another run of bytes of the field this step reads: the step grows over it.
            FenWalkStep& step = steps.back();
            step.end = t.end;
            step.lit |= m.squares;
            if (m.part == FenPart::Unknown)
                step.part = FenPart::Unknown;
            readInto(step.position, m);
            current = step;
            continue;
        }
        FenWalkStep step = current;
        step.start = t.start;
        step.end = t.end;
        step.field = m.field;
        step.part = m.part;
        step.rank = 0;
        step.lit = 0;
        if (m.field == 1) {
            placementStep(fen, t, step);
        } else {
            step.lit = m.squares;
            readInto(step.position, m);
        }
        steps.push_back(step);
        current = step;
    }
    return steps;
}

} // namespace forsyth
