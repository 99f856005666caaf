#include "picture_reading.h"

#include "field_options.h"
#include "moves.h"

#include <cstdlib>

namespace forsyth {
namespace {

// The square shown at row (0 top) and column (0 left).
Square squareShown(int row, int column, bool flipped)
{
    return flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

} // namespace

bool looksFlipped(const std::array<Piece, 64>& shown)
{
    // Rows counted from the top; each colour's mean row, its king and pawns weighing double
    // (they say most about which side a player sits on).
    double sum[2] = {0, 0};
    double weight[2] = {0, 0};
    for (int i = 0; i < 64; ++i) {
        const Piece p = shown[static_cast<std::size_t>(i)];
        if (p.empty())
            continue;
        const double w = p.type == PieceType::Pawn || p.type == PieceType::King ? 2 : 1;
        sum[index(p.color)] += w * (i / 8);
        weight[index(p.color)] += w;
    }
    if (weight[0] == 0 || weight[1] == 0)
        return false;
    // White's mean row above Black's by more than a row and a half. Most pictures show White at
    // the bottom, and a board in play says so by rows more (docs/MODEL.md §4); an ending with a
    // few pieces anywhere says little, and is taken as White at the bottom.
    return sum[0] / weight[0] + 1.5 < sum[1] / weight[1];
}

PictureReading readPicturePosition(const std::array<SeenSquare, 64>& shown, int coordinateVote)
{
    std::array<Piece, 64> pieces{};
    for (std::size_t i = 0; i < 64; ++i)
        pieces[i] = shown[i].piece;
    PictureReading reading;
    reading.flipped = std::abs(coordinateVote) >= 2 ? coordinateVote < 0 : looksFlipped(pieces);
    Position& pos = reading.position;
    for (int i = 0; i < 64; ++i) {
        const SeenSquare& seen = shown[static_cast<std::size_t>(i)];
        const Square s = squareShown(i / 8, i % 8, reading.flipped);
        pos.setPiece(s, seen.piece);
        if (seen.confidence < SureConfidence) {
            reading.unsure |= bit(s);
            for (const auto& [piece, p] : seen.alternatives) {
                if (p > 0.01f)
                    reading.alternatives[static_cast<std::size_t>(s)].push_back(piece);
            }
        }
    }
    // White to move, unless Black's king is attacked and White's is not: then it must be Black's
    // move (the side not to move cannot be in check).
    pos.sideToMove = Color::White;
    const bool whiteAttacked = inCheck(pos);
    pos.sideToMove = Color::Black;
    const bool blackAttacked = inCheck(pos);
    reading.blackToMove = blackAttacked && !whiteAttacked;
    pos.sideToMove = reading.blackToMove ? Color::Black : Color::White;
    // Every right that ordinary chess's starting squares allow.
    CastlingRights all;
    for (const Color c : {Color::White, Color::Black}) {
        all.set(c, CastlingSide::King, 7);
        all.set(c, CastlingSide::Queen, 0);
    }
    fitFields(pos, all, CastlingRules::Standard);
    return reading;
}

} // namespace forsyth
