// `forsyth perft FEN DEPTH`: counts the leaf nodes of the legal-move tree, for checking
// move generation against other programs.
#pragma once

namespace forsyth {

// The whole subcommand; argv[1] is "perft". Needs a QCoreApplication. Returns the exit
// status: 0 done, 1 the FEN does not parse, 2 a usage error (missing argument, bad depth),
// 3 the count could not be written (quietly when the reader closed the pipe).
int runPerft(int argc, char** argv);

} // namespace forsyth
