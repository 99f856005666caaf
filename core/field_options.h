// Which castling rights and en-passant squares the current placement allows, and why not:
// the editor offers only these, and says why the others are missing.
#pragma once

#include "position.h"

#include <cstdint>

namespace forsyth {

// Which castling the editor offers (docs/FEN-RULES.md §7, §13): ordinary chess's (the king on
// e1/e8, the rook in the corner) or Chess960's (a king between b and g, a rook on each side).
enum class CastlingRules : std::uint8_t { Standard, Chess960 };

enum class CastlingBlock : std::uint8_t {
    None,             // the right can be set
    NoKing,           // the colour has no king
    KingOffBackRank,  // its king is not on rank 1 (8 for Black)
    NoRook,           // no rook of that colour on the back rank on that side of the king
    KingNotOnStart,   // ordinary chess: the king is not on e1 (e8)
    NoCornerRook,     // ordinary chess: no rook of that colour in the corner on that side
    KingOnCornerFile, // Chess960: the king is on the a- or h-file, where no start has it
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

CastlingOption castlingOption(
    const Position& pos, Color c, CastlingSide side, CastlingRules rules = CastlingRules::Chess960);
// The right is usable as it stands under `rules`: king on its back rank, its rook on the
// right's file on the right side of the king (and, in ordinary chess, both on their start
// squares).
bool castlingRightFits(
    const Position& pos, Color c, CastlingSide side, CastlingRules rules = CastlingRules::Chess960);
// Whether pos's castling rights need Chess960's rules: a right that ordinary chess would not
// give (a king off e1/e8 or a rook off the corner it names).
bool needsChess960(const Position& pos);

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
// Castling becomes the wanted rights that fit under `rules`; the ep square is dropped if no
// longer plausible.
FieldFit fitFields(
    Position& pos, const CastlingRights& wanted, CastlingRules rules = CastlingRules::Chess960);

} // namespace forsyth
