// 64-bit square sets and the attack tables that move generation and judging share.
#pragma once

#include "types.h"

#include <array>
#include <bit>
#include <cstdint>

namespace forsyth {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }
constexpr Bitboard rankMask(int rank) { return Bitboard{0xFF} << (8 * rank); }
constexpr Bitboard fileMask(int file) { return Bitboard{0x0101010101010101} << file; }
constexpr Bitboard LightSquares = 0x55AA55AA55AA55AAULL;
// Ranks 1 and 8, where no pawn can stand (docs/FEN-RULES.md §11).
constexpr Bitboard BackRanks = rankMask(0) | rankMask(7);

// A branch-free count rather than std::popcount: without a hardware popcount target (Debian's
// x86-64 baseline has none) that is a library call, and perft counts its last ply with it.
constexpr int popCount(Bitboard b)
{
    b -= (b >> 1) & 0x5555555555555555ULL;
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
}
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

namespace detail {
// The attack tables, built at compile time (bitboard.cpp). The lookups below are inline: move
// generation, perft and judging call them in their innermost loops.
struct AttackTables {
    std::array<Bitboard, 64> knight{};
    std::array<Bitboard, 64> king{};
    std::array<std::array<Bitboard, 64>, 2> pawn{};
    std::array<std::array<Bitboard, 64>, 8> ray{}; // [direction][square], excluding the square
    std::array<std::array<Bitboard, 64>, 64> between{};
    std::array<std::array<Bitboard, 64>, 64> line{};
};
extern const AttackTables attackTables;

// Classical ray attacks: the ray in each direction, cut behind its first blocker. A sentinel
// bit on the far corner (h8 going up, a1 going down, whose onward rays are empty) stands in
// for "no blocker", so there is no branch. Directions: 0 N, 1 NE, 2 E, 3 NW (the square index
// grows), 4 S, 5 SW, 6 W, 7 SE (it shrinks).
template <int Up1, int Up2, int Down1, int Down2> inline Bitboard slide(Square s, Bitboard occupied)
{
    constexpr Bitboard top = bit(63);
    constexpr Bitboard bottom = bit(0);
    const Bitboard* up1 = attackTables.ray[Up1].data();
    const Bitboard* up2 = attackTables.ray[Up2].data();
    const Bitboard* down1 = attackTables.ray[Down1].data();
    const Bitboard* down2 = attackTables.ray[Down2].data();
    return (up1[s] ^ up1[lowest((up1[s] & occupied) | top)])
        | (up2[s] ^ up2[lowest((up2[s] & occupied) | top)])
        | (down1[s] ^ down1[highest((down1[s] & occupied) | bottom)])
        | (down2[s] ^ down2[highest((down2[s] & occupied) | bottom)]);
}
} // namespace detail

inline Bitboard knightAttacks(Square s) { return detail::attackTables.knight[s]; }
inline Bitboard kingAttacks(Square s) { return detail::attackTables.king[s]; }
// Squares a pawn of colour c on s attacks (not where it pushes).
inline Bitboard pawnAttacks(Color c, Square s) { return detail::attackTables.pawn[index(c)][s]; }
inline Bitboard bishopAttacks(Square s, Bitboard occupied) { return detail::slide<1, 3, 5, 7>(s, occupied); }
inline Bitboard rookAttacks(Square s, Bitboard occupied) { return detail::slide<0, 2, 4, 6>(s, occupied); }
// Squares strictly between a and b on a shared line, or empty.
inline Bitboard between(Square a, Square b) { return detail::attackTables.between[a][b]; }
// The whole line through a and b (edge to edge), or empty when they share none.
inline Bitboard lineThrough(Square a, Square b) { return detail::attackTables.line[a][b]; }

} // namespace forsyth
