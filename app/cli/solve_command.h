// `forsyth solve FEN --mate N|--helpmate N|--selfmate N [--json] [--max-seconds S]`: the keys,
// threats and tries of a problem, proved by core's solver (docs/SOLVER.md §4).
#pragma once

namespace forsyth {

// Exit status: 0 when the search completed, 1 when the FEN does not read or the position is
// not legal, 2 for a usage error, 3 when the output cannot be written, 4 when --max-seconds
// stopped the search (what was printed was proved; the rest is unknown).
int runSolve();

} // namespace forsyth
