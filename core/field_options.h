// Which castling rights and en-passant squares the current placement allows, and why not:
// the editor offers only these, and says why the others are missing.
#pragma once

#include "position.h"

#include <cstdint>

namespace forsyth {

enum class CastlingBlock : std::uint8_t {
    None,            // the right can be set
    NoKing,          // the colour has no king
    KingOffBackRank, // its king is not on rank 1 (8 for Black)
    NoRook,          // no rook of that colour on the back rank on that side of the king
};

struct CastlingOption {
    CastlingBlock block = CastlingBlock::NoKing;
    Square king = NoSquare;
    // Rooks that could carry the right; more than one only in Chess960-like set-ups, where
    // the user chooses.
    Bitboard rooks = 0;
    // The rook a K/Q letter would name (the outermost), when there is one.
    Square defaultRook = NoSquare;
};

CastlingOption castlingOption(const Position& pos, Color c, CastlingSide side);
// The right is usable as it stands: king on its back rank, its rook on the right's file on
// the right side of the king.
bool castlingRightFits(const Position& pos, Color c, CastlingSide side);

enum class EpBlock : std::uint8_t {
    None,           // plausible: a pawn of the side not to move just passed this square
    WrongRank,      // not rank 6 with White to move / rank 3 with Black to move
    NoPawnInFront,  // no enemy pawn on the square in front of it
    SquareOccupied, // the square itself is occupied
    OriginOccupied, // the square the pawn came from is occupied
};

EpBlock epBlock(const Position& pos, Square ep);
// En passant in the degrees of docs/FEN-RULES.md §8, for the side to move (the third,
// capturable, is epCapturable in moves.h).
inline bool epWellFormed(const Position& pos, Square ep) { return epBlock(pos, ep) != EpBlock::WrongRank; }
inline bool epPlausible(const Position& pos, Square ep) { return epBlock(pos, ep) == EpBlock::None; }
// All plausible ep squares for the side to move (at most 8).
Bitboard plausibleEpSquares(const Position& pos);

// What fitting the fields to a new placement or side changed.
struct FieldFit {
    bool epCleared = false;   // the ep square no longer fit and was removed
    CastlingRights suspended; // wanted rights that do not fit now (they return when they do)
};

// After an edit of the board or of the side to move: keep every field that still fits.
// Castling becomes the wanted rights that fit; the ep square is dropped if no longer plausible.
FieldFit fitFields(Position& pos, const CastlingRights& wanted);

} // namespace forsyth
