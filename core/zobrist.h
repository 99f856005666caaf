// A 64-bit key per position for the solver's transposition table: the same board, side to
// move, castling rights and en-passant square give the same key (the counters are left out:
// a problem's solution does not depend on them).
#pragma once

#include "position.h"

#include <cstdint>

namespace forsyth {

std::uint64_t positionKey(const Position& pos);

} // namespace forsyth
