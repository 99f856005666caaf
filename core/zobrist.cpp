#include "zobrist.h"

#include <array>

namespace forsyth {

namespace {

// Fixed random numbers (splitmix64 from a fixed seed): the same key on every run and machine.
struct Keys {
    std::array<std::array<std::uint64_t, 64>, 14> piece{};  // [colour * 7 + type][square]
    std::array<std::array<std::uint64_t, 9>, 4> castling{}; // [colour * 2 + side][rook file + 1]
    std::array<std::uint64_t, 64> ep{};
    std::uint64_t blackToMove = 0;
};

constexpr std::uint64_t splitmix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

constexpr Keys makeKeys()
{
    Keys keys;
    std::uint64_t state = 0x466F72737974680AULL;
    for (auto& row : keys.piece)
        for (auto& k : row)
            k = splitmix(state);
    for (auto& row : keys.castling)
        for (auto& k : row)
            k = splitmix(state);
    for (auto& k : keys.ep)
        k = splitmix(state);
    keys.blackToMove = splitmix(state);
    return keys;
}

constexpr Keys keys = makeKeys();

} // namespace

std::uint64_t positionKey(const Position& pos)
{
    std::uint64_t key = pos.sideToMove == Color::Black ? keys.blackToMove : 0;
    for (Bitboard occ = pos.occupied(); occ != 0;) {
        const Square s = popLowest(occ);
        const Piece p = pos.pieceAt(s);
        key ^= keys.piece[static_cast<std::size_t>(index(p.color) * 7 + static_cast<int>(p.type))][s];
    }
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            key ^= keys.castling[static_cast<std::size_t>(index(c) * 2 + static_cast<int>(side))]
                                [static_cast<std::size_t>(pos.castling.rookFile(c, side) + 1)];
        }
    }
    if (pos.epSquare != NoSquare)
        key ^= keys.ep[pos.epSquare];
    return key;
}

} // namespace forsyth
