#include "bitboard.h"

#include <array>

namespace forsyth {
namespace {

// The eight ray directions as (file, rank) steps. The first four grow the square index, the
// last four shrink it: that decides whether the nearest blocker is the lowest or highest bit.
struct Step {
    int df;
    int dr;
};
constexpr std::array<Step, 8> RayDirections{{
    {0, 1}, {1, 1}, {1, 0}, {-1, 1},     // N, NE, E, NW: index increases
    {0, -1}, {-1, -1}, {-1, 0}, {1, -1}, // S, SW, W, SE: index decreases
}};

constexpr Bitboard leaperAttacks(Square s, const Step* steps, int count)
{
    Bitboard b = 0;
    for (int i = 0; i < count; ++i) {
        const int f = fileOf(s) + steps[i].df;
        const int r = rankOf(s) + steps[i].dr;
        if (onBoard(f, r))
            b |= bit(makeSquare(f, r));
    }
    return b;
}

// Everything is computed once at compile time, so lookups need no initialisation guard.
struct Tables {
    std::array<Bitboard, 64> knight{};
    std::array<Bitboard, 64> king{};
    std::array<std::array<Bitboard, 64>, 2> pawn{};
    std::array<std::array<Bitboard, 64>, 8> ray{}; // [direction][square], excluding the square
    std::array<std::array<Bitboard, 64>, 64> between{};
    std::array<std::array<Bitboard, 64>, 64> line{};

    constexpr Tables()
    {
        constexpr Step knightSteps[]
            = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        constexpr Step kingSteps[] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
        constexpr Step whitePawnSteps[] = {{-1, 1}, {1, 1}};
        constexpr Step blackPawnSteps[] = {{-1, -1}, {1, -1}};
        for (Square s = 0; s < 64; ++s) {
            knight[s] = leaperAttacks(s, knightSteps, 8);
            king[s] = leaperAttacks(s, kingSteps, 8);
            pawn[0][s] = leaperAttacks(s, whitePawnSteps, 2);
            pawn[1][s] = leaperAttacks(s, blackPawnSteps, 2);
            for (int d = 0; d < 8; ++d) {
                Bitboard b = 0;
                int f = fileOf(s) + RayDirections[d].df;
                int r = rankOf(s) + RayDirections[d].dr;
                while (onBoard(f, r)) {
                    b |= bit(makeSquare(f, r));
                    f += RayDirections[d].df;
                    r += RayDirections[d].dr;
                }
                ray[d][s] = b;
            }
        }
        for (Square a = 0; a < 64; ++a) {
            for (int d = 0; d < 8; ++d) {
                // Each direction has an opposite four entries away in RayDirections.
                const int back = (d + 4) % 8;
                Bitboard walked = 0;
                int f = fileOf(a) + RayDirections[d].df;
                int r = rankOf(a) + RayDirections[d].dr;
                while (onBoard(f, r)) {
                    const Square b = makeSquare(f, r);
                    between[a][b] = walked;
                    line[a][b] = ray[d][a] | ray[back][a] | bit(a);
                    walked |= bit(b);
                    f += RayDirections[d].df;
                    r += RayDirections[d].dr;
                }
            }
        }
    }
};

constexpr Tables T{};

// Classical ray attacks: the ray in each direction, cut behind its first blocker. A sentinel
// bit on the far corner (h8 going up, a1 going down, whose onward rays are empty) stands in
// for "no blocker", so there is no branch.
template <int Up1, int Up2, int Down1, int Down2> inline Bitboard slide(Square s, Bitboard occupied)
{
    constexpr Bitboard top = bit(63);
    constexpr Bitboard bottom = bit(0);
    const Bitboard* up1 = T.ray[Up1].data();
    const Bitboard* up2 = T.ray[Up2].data();
    const Bitboard* down1 = T.ray[Down1].data();
    const Bitboard* down2 = T.ray[Down2].data();
    return (up1[s] ^ up1[lowest((up1[s] & occupied) | top)])
        | (up2[s] ^ up2[lowest((up2[s] & occupied) | top)])
        | (down1[s] ^ down1[highest((down1[s] & occupied) | bottom)])
        | (down2[s] ^ down2[highest((down2[s] & occupied) | bottom)]);
}

} // namespace

Bitboard knightAttacks(Square s) { return T.knight[s]; }
Bitboard kingAttacks(Square s) { return T.king[s]; }
Bitboard pawnAttacks(Color c, Square s) { return T.pawn[index(c)][s]; }
// Direction numbers index RayDirections: 0 N, 1 NE, 2 E, 3 NW, 4 S, 5 SW, 6 W, 7 SE.
Bitboard bishopAttacks(Square s, Bitboard occupied) { return slide<1, 3, 5, 7>(s, occupied); }
Bitboard rookAttacks(Square s, Bitboard occupied) { return slide<0, 2, 4, 6>(s, occupied); }
Bitboard between(Square a, Square b) { return T.between[a][b]; }
Bitboard lineThrough(Square a, Square b) { return T.line[a][b]; }

} // namespace forsyth
