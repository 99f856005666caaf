// What one side's pieces can number in ordinary chess (docs/FEN-RULES.md §11: too_many_pawns,
// too_many_pieces, too_many_promoted): the findings warn where a position breaks it, and a
// picture's reading mends it where the network offered the pieces to (docs/MODEL.md §4).
#pragma once

#include "types.h"

#include <algorithm>

namespace forsyth {

inline constexpr int MaxPawns = 8;
inline constexpr int MaxPieces = 16; // the king included

// How many of a kind one side's initial set has: 8 pawns, 2 knights, 2 bishops (one on each
// square colour), 2 rooks, 1 queen, 1 king.
constexpr int initialCount(PieceType t)
{
    constexpr int count[7] = {0, 8, 2, 2, 2, 1, 1}; // by static_cast<int>(PieceType)
    return count[static_cast<int>(t)];
}

// Pieces of a kind beyond the `initial` ones: each of them must be a promoted pawn.
constexpr int beyondInitial(int count, int initial) { return count > initial ? count - initial : 0; }

// How far a side's pawns and its promoted pieces, each of which used up a pawn, go beyond 8.
constexpr int pawnsOverspent(int pawns, int promoted) { return std::max(0, pawns + promoted - MaxPawns); }

} // namespace forsyth
