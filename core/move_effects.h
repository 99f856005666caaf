// What a move did to each FEN field and why, as codes (move mode explains them in words).
// Read off the position before and after makeMove, so the rules live in moves.cpp alone.
#pragma once

#include "moves.h"
#include "position.h"

#include <array>
#include <cstdint>

namespace forsyth {

// Why a castling right went.
enum class CastlingLoss : std::uint8_t {
    Kept,         // not lost (or never held)
    KingMoved,    // its king moved (not castling)
    Castled,      // its king castled
    RookMoved,    // its rook left the square
    RookCaptured, // its rook was taken on its square
    SquareTaken,  // a piece landed on the rook's square, which held no rook (broken positions)
};

enum class EpChange : std::uint8_t {
    StaysEmpty, // "-" before and after
    Set,        // a double step: the square the pawn passed
    Cleared,    // was set, and this move is no double step
};

// Why the halfmove clock went back to 0 (both flags for a pawn capture), or neither: it
// counted one more.
struct HalfmoveReset {
    bool pawnMoved = false;
    bool capture = false;
    bool any() const { return pawnMoved || capture; }
};

struct MoveEffects {
    // Placement.
    Piece moved;                     // the piece that moved (a pawn when it promotes)
    Square from = NoSquare;          //
    Square to = NoSquare;            // where it ended (the king's square when castling)
    Piece captured;                  // empty when nothing was taken
    Square captureSquare = NoSquare; // differs from `to` for en passant
    bool enPassant = false;
    PieceType promotion = PieceType::None;
    bool castled = false;
    CastlingSide castlingSide = CastlingSide::King;
    Square rookFrom = NoSquare; // castling only; rookFrom == rookTo when the rook stays put (960)
    Square rookTo = NoSquare;
    bool doubleStep = false;

    // Side to move: always changes.
    Color sideBefore = Color::White;
    Color sideAfter = Color::Black;

    // Castling: indexed [colour][side]; the rook square the right belonged to.
    std::array<std::array<CastlingLoss, 2>, 2> castlingLost{};
    std::array<std::array<Square, 2>, 2> rightRookSquare{};
    CastlingLoss lost(Color c, CastlingSide s) const
    {
        return castlingLost[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(s)];
    }
    Square rookSquareOf(Color c, CastlingSide s) const
    {
        return rightRookSquare[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(s)];
    }
    bool castlingChanged() const;

    // En passant.
    EpChange ep = EpChange::StaysEmpty;
    Square epBefore = NoSquare;
    Square epAfter = NoSquare; // the square passed, when set
    Square epPawn = NoSquare;  // the pawn that passed it, when set

    // Counters.
    HalfmoveReset halfmoveReset; // none of the flags: incremented
    int halfmoveBefore = 0;
    int halfmoveAfter = 0;
    bool fullmoveIncremented = false; // Black moved
    int fullmoveAfter = 1;
};

// m must be a move from legalMoves(before).
MoveEffects moveEffects(const Position& before, Move m);

} // namespace forsyth
