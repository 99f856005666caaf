// 64-bit square sets and the attack tables that move generation and judging share.
#pragma once

#include "types.h"

#include <bit>
#include <cstdint>

namespace forsyth {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }
constexpr Bitboard rankMask(int rank) { return Bitboard{0xFF} << (8 * rank); }
constexpr Bitboard fileMask(int file) { return Bitboard{0x0101010101010101} << file; }
constexpr Bitboard LightSquares = 0x55AA55AA55AA55AAULL;

inline int popCount(Bitboard b) { return std::popcount(b); }
// More than one square in b. A bit trick rather than popCount: without a hardware popcount
// target std::popcount is a library call, and move generation and judge() ask this often.
constexpr bool severalBits(Bitboard b) { return (b & (b - 1)) != 0; }
inline Square lowest(Bitboard b) { return std::countr_zero(b); }
inline Square highest(Bitboard b) { return 63 - std::countl_zero(b); }
inline Square popLowest(Bitboard& b)
{
    const Square s = lowest(b);
    b &= b - 1;
    return s;
}

Bitboard knightAttacks(Square s);
Bitboard kingAttacks(Square s);
// Squares a pawn of colour c on s attacks (not where it pushes).
Bitboard pawnAttacks(Color c, Square s);
Bitboard bishopAttacks(Square s, Bitboard occupied);
Bitboard rookAttacks(Square s, Bitboard occupied);
// Squares strictly between a and b on a shared line, or empty.
Bitboard between(Square a, Square b);
// The whole line through a and b (edge to edge), or empty when they share none.
Bitboard lineThrough(Square a, Square b);

} // namespace forsyth
