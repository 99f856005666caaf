// `forsyth render FEN -o out.png|out.svg [--size N] [--flip] [--no-coordinates]`: the board
// as an image file, without a display.
#pragma once

namespace forsyth {

// The whole subcommand; argv[1] is "render". Needs a QGuiApplication (for fonts; the
// offscreen platform will do). Returns the exit status: 0 written, 1 the FEN does not parse
// or the file cannot be written, 2 a usage error (no FEN, no or unknown output, bad size).
int runRender(int argc, char** argv);

} // namespace forsyth
