#include "move_effects.h"

namespace forsyth {

bool MoveEffects::castlingChanged() const
{
    for (const auto& colour : castlingLost)
        for (const CastlingLoss loss : colour)
            if (loss != CastlingLoss::Kept)
                return true;
    return false;
}

MoveEffects moveEffects(const Position& before, Move m)
{
    // Every field is read off the two positions: makeMove is the one place that knows what a
    // move does, and this only says which of its facts caused what.
    const Position after = afterMove(before, m);
    const Color us = before.sideToMove;
    const Color them = opposite(us);
    MoveEffects e;

    e.moved = before.pieceAt(m.from);
    e.from = m.from;
    e.to = kingDestination(before, m);
    e.castled = m.kind == MoveKind::Castle;
    e.enPassant = m.kind == MoveKind::EnPassant;
    e.doubleStep = m.kind == MoveKind::DoublePush;
    if (m.kind == MoveKind::Promotion)
        e.promotion = m.promotion;
    for (Square s = 0; s < 64; ++s) {
        const Piece was = before.pieceAt(s);
        if (!was.empty() && was.color == them && !(after.pieceAt(s) == was)) {
            e.captured = was;
            e.captureSquare = s;
        }
    }
    if (e.castled) {
        e.rookFrom = m.to;
        e.rookTo = m.to; // a Chess960 rook may already stand where it castles to
        for (Square s = 0; s < 64; ++s) {
            if (after.pieceAt(s).is(us, PieceType::Rook) && !before.pieceAt(s).is(us, PieceType::Rook))
                e.rookTo = s;
        }
        e.castlingSide = before.castling.rookFile(us, CastlingSide::Queen) == fileOf(m.to)
            ? CastlingSide::Queen
            : CastlingSide::King;
    }

    e.sideBefore = us;
    e.sideAfter = after.sideToMove;

    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const auto ci = static_cast<std::size_t>(index(c));
            const auto si = static_cast<std::size_t>(side);
            e.rightRookSquare[ci][si] = NoSquare;
            if (!before.castling.has(c, side) || after.castling.has(c, side))
                continue;
            const Square rook = makeSquare(before.castling.rookFile(c, side), backRank(c));
            e.rightRookSquare[ci][si] = rook;
            CastlingLoss& loss = e.castlingLost[ci][si];
            if (e.moved.is(c, PieceType::King))
                loss = e.castled ? CastlingLoss::Castled : CastlingLoss::KingMoved;
            else if (m.from == rook)
                loss = CastlingLoss::RookMoved;
            else if (e.captureSquare == rook && e.captured.type == PieceType::Rook)
                loss = CastlingLoss::RookCaptured;
            else
                loss = CastlingLoss::SquareTaken;
        }
    }

    e.epBefore = before.epSquare;
    e.epAfter = after.epSquare;
    if (after.epSquare != NoSquare) {
        e.ep = EpChange::Set;
        e.epPawn = e.to;
    } else {
        e.ep = before.epSquare != NoSquare ? EpChange::Cleared : EpChange::StaysEmpty;
    }

    e.halfmoveBefore = before.halfmoveClock;
    e.halfmoveAfter = after.halfmoveClock;
    if (after.halfmoveClock == 0) {
        e.halfmoveReset.pawnMoved = e.moved.type == PieceType::Pawn;
        e.halfmoveReset.capture = !e.captured.empty();
    }
    e.fullmoveIncremented = after.fullmoveNumber > before.fullmoveNumber;
    e.fullmoveAfter = after.fullmoveNumber;
    return e;
}

} // namespace forsyth
