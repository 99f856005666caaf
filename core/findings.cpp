// Judging a position (docs/FEN-RULES.md §11). judge() sits on the benchmark path, so it
// works on bitboards, collects into a fixed array on the stack, and allocates at most once.
#include "findings.h"

#include "material.h"
#include "moves.h"

#include <array>

namespace forsyth {
namespace {

constexpr PieceType Pawn = PieceType::Pawn;
constexpr PieceType King = PieceType::King;

// Like severalBits (bitboard.h), a bit trick instead of popCount: judge() runs on every keystroke.
constexpr bool moreThanTwoBits(Bitboard b) { return severalBits(b & (b - 1)); }

constexpr Severity severityOf(FindingCode code)
{
    if (code <= FindingCode::OppositeCheck)
        return Severity::Error;
    return code <= FindingCode::HalfmoveTooLarge ? Severity::Warning : Severity::Info;
}

// The codes are emitted in enum order, which groups them errors, warnings, info: the order of
// the result is stable without sorting. 32 exceeds the most findings one position can raise.
class Collector {
public:
    void add(FindingCode code, Bitboard squares = 0, Color color = Color::White)
    {
        if (count_ < items_.size())
            items_[count_++] = Item{code, squares, color};
    }
    bool hasErrors() const { return count_ > 0 && severityOf(items_[0].code) == Severity::Error; }
    std::vector<Finding> take() const
    {
        std::vector<Finding> out;
        out.reserve(count_);
        for (std::size_t i = 0; i < count_; ++i)
            out.push_back(
                Finding{items_[i].code, severityOf(items_[i].code), items_[i].squares, items_[i].color});
        return out;
    }

private:
    // Unlike Finding, trivially constructible: the array costs nothing until used.
    struct Item {
        FindingCode code;
        Bitboard squares;
        Color color;
    };
    std::array<Item, 32> items_;
    std::size_t count_ = 0;
};

// The square the double push started from, for an ep square of the side to move.
Square pushOrigin(const Position& pos, Square ep) { return pos.sideToMove == Color::White ? ep + 8 : ep - 8; }
Square pushTarget(const Position& pos, Square ep) { return pos.sideToMove == Color::White ? ep - 8 : ep + 8; }

void judgeBoard(const Position& pos, Collector& out)
{
    const Bitboard occupied = pos.occupied();
    if (!occupied) {
        // "No kings" would only restate that the board is empty.
        out.add(FindingCode::EmptyBoard);
        return;
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (!pos.pieces(c, King))
            out.add(FindingCode::MissingKing, 0, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        const Bitboard kings = pos.pieces(c, King);
        if (severalBits(kings))
            out.add(FindingCode::TooManyKings, kings, c);
    }
    if (const Bitboard pawns = pos.pieces(Pawn) & BackRanks)
        out.add(FindingCode::PawnOnBackRank, pawns);

    // Every king of the side not to move counts: with two kings, either one being attacked
    // would let the side to move capture a king.
    const Color them = opposite(pos.sideToMove);
    Bitboard marked = 0;
    for (Bitboard kings = pos.pieces(them, King); kings;) {
        const Square k = popLowest(kings);
        if (const Bitboard attackers = pos.attackersTo(k, pos.sideToMove, occupied))
            marked |= bit(k) | attackers;
    }
    if (marked)
        out.add(FindingCode::OppositeCheck, marked, them);
}

// Pieces beyond the initial set must be promoted pawns (material.h). Bishops are counted per
// square colour, as a promoted bishop may share its colour.
int promotedCount(const Position& pos, Color c)
{
    const Bitboard bishops = pos.pieces(c, PieceType::Bishop);
    // The usual case, with nothing beyond the initial set, needs no counting.
    if (!severalBits(pos.pieces(c, PieceType::Queen)) && !moreThanTwoBits(pos.pieces(c, PieceType::Rook))
        && !moreThanTwoBits(pos.pieces(c, PieceType::Knight)) && !severalBits(bishops & LightSquares)
        && !severalBits(bishops & ~LightSquares))
        return 0;
    const auto beyond
        = [&](PieceType t) { return beyondInitial(popCount(pos.pieces(c, t)), initialCount(t)); };
    const auto bishopsBeyond = [&](Bitboard squares) { // the initial set has one on each colour
        return beyondInitial(popCount(bishops & squares), initialCount(PieceType::Bishop) / 2);
    };
    return beyond(PieceType::Queen) + beyond(PieceType::Rook) + beyond(PieceType::Knight)
        + bishopsBeyond(LightSquares) + bishopsBeyond(~LightSquares);
}

void judgeMaterial(const Position& pos, Collector& out)
{
    for (const Color c : {Color::White, Color::Black}) {
        if (popCount(pos.pieces(c, Pawn)) > MaxPawns)
            out.add(FindingCode::TooManyPawns, pos.pieces(c, Pawn), c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (popCount(pos.pieces(c)) > MaxPieces)
            out.add(FindingCode::TooManyPieces, 0, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        // With more than 8 pawns TooManyPawns already speaks, and any promoted piece is one
        // too many as well.
        const int promoted = promotedCount(pos, c);
        if (promoted > 0 && pawnsOverspent(popCount(pos.pieces(c, Pawn)), promoted) > 0)
            out.add(FindingCode::TooManyPromoted, 0, c);
    }
}

// A check the last move cannot have given. A single move gives check with the moved piece,
// by uncovering a slider, or both (double check), and so:
// - three checkers are impossible;
// - two checkers need one slider uncovered by the other piece's move, so two pawns or knights
//   (pawn + knight too) cannot check together;
// - two checkers on one line through the king (necessarily on both sides of it) are
//   impossible: the piece that moved left the uncovered slider's line, so it cannot check
//   along that same line; no move (a knight's jump excepted, which checks off lines) gets
//   from between the slider and the king to the far side. python-chess and chessops's
//   isImpossibleCheck apply these same three rules.
// Returns true when the check is impossible whatever the last move was.
bool impossibleCheck(Square king, Bitboard checkers)
{
    if (moreThanTwoBits(checkers))
        return true;
    if (!severalBits(checkers))
        return false;
    const Square a = lowest(checkers);
    const Square b = highest(checkers);
    return (lineThrough(a, b) & bit(king)) != 0;
}

bool twoSteppers(const Position& pos, Bitboard checkers)
{
    const Bitboard steppers = pos.pieces(Pawn) | pos.pieces(PieceType::Knight) | pos.pieces(King);
    return severalBits(checkers & steppers);
}

// Returns the checkers of the side to move's king (none without exactly one king).
Bitboard judgeChecks(const Position& pos, Collector& out)
{
    const Color us = pos.sideToMove;
    const Color them = opposite(us);
    const Bitboard kings = pos.pieces(us, King);
    if (!kings || severalBits(kings))
        return 0;
    const Square king = lowest(kings);
    const Bitboard occupied = pos.occupied();
    const Bitboard checkers = pos.attackersTo(king, them, occupied);
    if (!checkers)
        return 0;
    if (impossibleCheck(king, checkers) || twoSteppers(pos, checkers)) {
        out.add(FindingCode::ImpossibleCheck, bit(king) | checkers, us);
        return checkers; // an impossible check needs no second finding about the ep square
    }
    // A plausible ep square says the last move was that double push, so the check must come
    // from the pushed pawn or be uncovered by it leaving its origin square. A double check
    // cannot come from a double push (no slider line through the origin reaches a king the
    // pawn attacks). Not plausible: EpNotPlausible speaks instead, and the square proves nothing.
    const Square ep = pos.epSquare;
    if (ep == NoSquare || !epPlausible(pos, ep))
        return checkers;
    const Square to = pushTarget(pos, ep);
    const Square from = pushOrigin(pos, ep);
    const Bitboard before = (occupied & ~bit(to)) | bit(from);
    const bool explained
        = !severalBits(checkers) && (checkers == bit(to) || !pos.attackersTo(king, them, before));
    if (!explained)
        out.add(FindingCode::CheckNotExplainedByEp, bit(king) | checkers | bit(ep), us);
    return checkers;
}

// What the castling rights of one colour look like against its king and rooks.
struct CastlingShape {
    Bitboard missingRooks[2] = {0, 0}; // per CastlingSide: the empty rook square
    bool kingMisplaced = false;        // no king on the back rank: CastlingKingMisplaced
    Bitboard kingsAway = 0;            // its squares: the colour's kings, if any
    Bitboard wrongSide = 0;            // king and rooks of rights on the wrong side of it
    Bitboard chess960 = 0;             // king and rooks of rights that only Chess960 allows
    Bitboard cornerKing = 0;           // king and rooks of rights whose king is on file a or h
};

CastlingShape castlingShape(const Position& pos, Color c)
{
    CastlingShape shape;
    const int rank = backRank(c);
    const Bitboard rooks = pos.pieces(c, PieceType::Rook);
    const Square king = castlingKing(pos, c);
    const int kingFile = king == NoSquare ? -1 : fileOf(king);
    if (king == NoSquare) {
        shape.kingMisplaced = true;
        shape.kingsAway = pos.pieces(c, King);
    }
    for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const int file = pos.castling.rookFile(c, side);
        if (file == CastlingRights::None)
            continue;
        const Square rookSquare = makeSquare(file, rank);
        if (!(rooks & bit(rookSquare))) {
            shape.missingRooks[static_cast<int>(side)] = bit(rookSquare);
            continue;
        }
        if (kingFile < 0)
            continue;
        // The king must stand between its rooks: a king-side rook beyond the king, a
        // queen-side rook before it. Otherwise no rule of castling, Chess960's included, fits.
        const bool between = side == CastlingSide::King ? file > kingFile : file < kingFile;
        if (!between) {
            shape.wrongSide |= bit(makeSquare(kingFile, rank)) | bit(rookSquare);
        } else if (kingFile == 0 || kingFile == 7) {
            shape.cornerKing |= bit(makeSquare(kingFile, rank)) | bit(rookSquare);
        } else if (kingFile != 4 || file != (side == CastlingSide::King ? 7 : 0)) {
            shape.chess960 |= bit(makeSquare(kingFile, rank)) | bit(rookSquare);
        }
    }
    return shape;
}

void judgeFields(const Position& pos, Collector& out, std::array<CastlingShape, 2>& shapes)
{
    for (const Color c : {Color::White, Color::Black}) {
        if (pos.castling.any(c))
            shapes[index(c)] = castlingShape(pos, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        for (const Bitboard missing : shapes[index(c)].missingRooks) {
            if (missing)
                out.add(FindingCode::CastlingRookMissing, missing, c);
        }
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (shapes[index(c)].kingMisplaced)
            out.add(FindingCode::CastlingKingMisplaced, shapes[index(c)].kingsAway, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (shapes[index(c)].wrongSide)
            out.add(FindingCode::CastlingRookWrongSide, shapes[index(c)].wrongSide, c);
    }
    for (const Color c : {Color::White, Color::Black}) {
        if (shapes[index(c)].cornerKing)
            out.add(FindingCode::CastlingKingOnCornerFile, shapes[index(c)].cornerKing, c);
    }

    const Square ep = pos.epSquare;
    if (ep != NoSquare && !epPlausible(pos, ep))
        out.add(FindingCode::EpNotPlausible, bit(ep));
    // A double push resets the clock, so the ply it implies leaves the clock at 0.
    if (ep != NoSquare && pos.halfmoveClock > 0)
        out.add(FindingCode::HalfmoveWithEp, bit(ep));
    // Fullmove n with White to move means 2(n-1) plies have been played; one more with Black.
    const long long plies = 2LL * (pos.fullmoveNumber - 1) + (pos.sideToMove == Color::Black ? 1 : 0);
    if (pos.halfmoveClock > plies)
        out.add(FindingCode::HalfmoveTooLarge);
}

void judgeStatus(
    const Position& pos, Collector& out, const std::array<CastlingShape, 2>& shapes, Bitboard checkers)
{
    const Square ep = pos.epSquare;
    if (ep != NoSquare && epPlausible(pos, ep) && !epCapturable(pos))
        out.add(FindingCode::EpNotCapturable, bit(ep));
    // The 75-move draw is automatic and so includes the claimable 50-move draw: reporting both
    // would say one thing twice.
    if (pos.halfmoveClock >= SeventyFiveMoveRulePlies)
        out.add(FindingCode::SeventyFiveMoveRule);
    else if (pos.halfmoveClock >= FiftyMoveRulePlies)
        out.add(FindingCode::FiftyMoveRule);
    for (const Color c : {Color::White, Color::Black}) {
        if (shapes[index(c)].chess960)
            out.add(FindingCode::Chess960Castling, shapes[index(c)].chess960, c);
    }
    // Check, mate, stalemate and dead material presume a legal position: on a board without a
    // king, or with the side not to move in check, they would mislead, so errors silence them.
    if (out.hasErrors())
        return;
    // gameStatus(pos), reusing the checkers judgeChecks found (no errors: exactly one king).
    const Color us = pos.sideToMove;
    const Bitboard king = pos.pieces(us, King);
    if (!hasLegalMove(pos))
        out.add(checkers ? FindingCode::Checkmate : FindingCode::Stalemate, king | checkers, us);
    else if (checkers)
        out.add(FindingCode::Check, king | checkers, us);
    if (insufficientMaterial(pos))
        out.add(FindingCode::InsufficientMaterial);
}

} // namespace

std::vector<Finding> judge(const Position& pos)
{
    Collector out;
    std::array<CastlingShape, 2> shapes{};
    judgeBoard(pos, out);
    judgeMaterial(pos, out);
    const Bitboard checkers = judgeChecks(pos, out);
    judgeFields(pos, out, shapes);
    judgeStatus(pos, out, shapes, checkers);
    return out.take();
}

GameStatus gameStatus(const Position& pos, const std::vector<Finding>& findings)
{
    if (hasErrors(findings))
        return gameStatus(pos);
    for (const Finding& f : findings) {
        switch (f.code) {
        case FindingCode::Checkmate:
            return GameStatus::Checkmate;
        case FindingCode::Stalemate:
            return GameStatus::Stalemate;
        case FindingCode::Check:
            return GameStatus::Check;
        default:
            break;
        }
    }
    return GameStatus::Normal;
}

bool hasErrors(const std::vector<Finding>& findings)
{
    // Errors come first in judge()'s order, but callers may build lists of their own.
    for (const Finding& f : findings) {
        if (f.severity == Severity::Error)
            return true;
    }
    return false;
}

} // namespace forsyth
