// What a UCI engine says (docs/ENGINE.md): its "info" lines read into depth, score and
// principal variation, and a variation of UCI moves written as SAN from a position. Plain
// text in, plain values out: the process itself is app/engine's.
#pragma once

#include "position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

struct UciScore {
    bool mate = false;  // true: `value` is moves to mate (negative: the side to move is mated)
    int value = 0;      // centipawns, or moves to mate
    bool bound = false; // a lowerbound or upperbound, not an exact score
};

struct UciInfo {
    int depth = 0;
    int multipv = 1; // which line, from 1
    std::optional<UciScore> score;
    std::uint64_t nodes = 0;
    int timeMs = 0;
    std::vector<std::string> pv; // UCI moves, "e2e4", "e7e8q"
};

// An "info ..." line with a score and a pv; nullopt for any other line (the engine's
// "info string", "info currmove", "bestmove", "readyok", ...). Unknown tokens are skipped.
std::optional<UciInfo> readUciInfo(std::string_view line);

// The score from White's point of view (the engine gives it for the side to move).
UciScore whiteScore(const UciScore& s, Color sideToMove);

// The moves of pv that are legal one after another from pos, as SAN; it stops at the first
// that is not (an engine answering a position it was sent before this one).
std::vector<std::string> sanLine(const Position& pos, const std::vector<std::string>& pv);

} // namespace forsyth
