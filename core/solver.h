// A problem solver that proves (docs/SOLVER.md): direct mate (#N), helpmate (h#N) and selfmate
// (s#N) searched exhaustively, so that every key is found (more than one is a cook), with the
// threats after each key and the tries (first moves refuted by exactly one defence).
#pragma once

#include "moves.h"
#include "position.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

enum class StipulationKind : std::uint8_t {
    Mate,     // #N: the side to move mates in N moves at most, whatever the defence
    Helpmate, // h#N: the side to move starts and is mated by the other's Nth move, both cooperating
    Selfmate, // s#N: the side to move forces the other to mate it in N moves at most
};

struct Stipulation {
    StipulationKind kind = StipulationKind::Mate;
    int moves = 2;
    friend bool operator==(const Stipulation&, const Stipulation&) = default;
};

// The most moves a stipulation may ask for: beyond, no exhaustive search ends.
inline constexpr int MaxStipulationMoves = 8;

// "#2", "h#3", "s#2" (also "H#3", "S#2", "#2." spaces around); nullopt for anything else or
// for N outside 1..MaxStipulationMoves.
std::optional<Stipulation> parseStipulation(std::string_view text);
std::string stipulationText(Stipulation s); // "#2", "h#3", "s#2"

// Shared with another thread: the search looks at `stop` every few thousand nodes and stops,
// and publishes how many nodes it has searched.
struct SolveControl {
    std::atomic<bool> stop{false};
    std::atomic<std::uint64_t> nodes{0};
};

struct SolveOptions {
    double maxSeconds = 0; // 0: no limit
    SolveControl* control = nullptr;
};

struct Try {
    Move move;
    Move refutation; // the one defence that stops it
};

struct KeyThreats {
    Move key;
    std::vector<Move> threats; // what the key threatens to play next; empty when it checks
};

struct Solution {
    Stipulation stipulation;
    std::vector<Move> keys;          // every first move that solves, in legalMoves order
    std::vector<KeyThreats> threats; // #N and s#N with N >= 2: one entry per key
    std::vector<Try> tries;          // #N with N >= 2, s#N
    // h#N: each solution, whole (2N moves); at most MaxHelpmateLines of them.
    std::vector<std::vector<Move>> lines;
    std::uint64_t nodes = 0; // positions made
    double seconds = 0;
    bool complete = true; // false when stopped or out of time: what is listed was proved, the rest unknown
};

inline constexpr std::size_t MaxHelpmateLines = 100;

// What the defender "passing" leaves after the attacker's move: the other side to move, no en
// passant. A key's threats are the attacker's moves from here (docs/SOLVER.md §2).
Position afterPass(const Position& pos);

// Searches pos, which the caller has judged legal (no errors: the search assumes kings
// present and the side not to move not in check). The fifty-move rule and repetitions are
// not considered, as in problem composition.
Solution solve(const Position& pos, Stipulation stipulation, const SolveOptions& options = {});

} // namespace forsyth
