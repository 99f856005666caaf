// `forsyth positions FILE... [--ply start|end|N] [--json]`: one FEN for each record of each
// collection file (docs/COLLECTIONS.md §8), for a game the position at the asked ply, so that
// `forsyth positions games.pgn --ply end | forsyth check` works.
#pragma once

namespace forsyth {

// Exit status: 0 when every record of every file was read whole, 1 when a file could not be
// read or a record has a problem, 2 for a usage error, 3 when the output cannot be written.
int runPositions();

} // namespace forsyth
