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

constexpr detail::AttackTables makeTables()
{
    detail::AttackTables t;
    constexpr Step knightSteps[] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    constexpr Step kingSteps[] = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    constexpr Step whitePawnSteps[] = {{-1, 1}, {1, 1}};
    constexpr Step blackPawnSteps[] = {{-1, -1}, {1, -1}};
    for (Square s = 0; s < 64; ++s) {
        t.knight[s] = leaperAttacks(s, knightSteps, 8);
        t.king[s] = leaperAttacks(s, kingSteps, 8);
        t.pawn[0][s] = leaperAttacks(s, whitePawnSteps, 2);
        t.pawn[1][s] = leaperAttacks(s, blackPawnSteps, 2);
        for (int d = 0; d < 8; ++d) {
            Bitboard b = 0;
            int f = fileOf(s) + RayDirections[d].df;
            int r = rankOf(s) + RayDirections[d].dr;
            while (onBoard(f, r)) {
                b |= bit(makeSquare(f, r));
                f += RayDirections[d].df;
                r += RayDirections[d].dr;
            }
            t.ray[d][s] = b;
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
                t.between[a][b] = walked;
                t.line[a][b] = t.ray[d][a] | t.ray[back][a] | bit(a);
                walked |= bit(b);
                f += RayDirections[d].df;
                r += RayDirections[d].dr;
            }
        }
    }
    return t;
}

} // namespace

// Computed at compile time, so lookups need no initialisation guard.
constinit const detail::AttackTables detail::attackTables = makeTables();

} // namespace forsyth
