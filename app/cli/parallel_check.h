// `forsyth check` on standard input with worker threads: the lines are checked a batch at a
// time on the workers and the answers written in the order the lines came, in constant memory
// (docs/ARCHITECTURE.md, "The command line").
#pragma once

#include "check_command.h"
#include "line_reader.h"
#include "output.h"

namespace forsyth {

// The same answers and exit status as checkStream(in, options, out), from `workers` threads
// (at least 1). Before a read that would wait for input every answer so far is written, so a
// program talking to check line by line still gets each answer at once.
int checkStreamInParallel(LineReader& in, const CheckOptions& options, Output& out, unsigned workers);

} // namespace forsyth
