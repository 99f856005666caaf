// Must not build: a view (here the board) that reaches up into the window. The board's
// library sees only the headers of what it links (app/CMakeLists.txt), so main_window.h is
// not found; tests/CMakeLists.txt checks that the compiler says so (forsyth_layering_probe: the
// test passes only on that message, so a probe that builds fails).
#include "main_window.h"

// Reached only when the include above resolved, that is when the arrow is broken: the build
// fails here too, with a message that says so (and the test, which wants "not found", fails).
static_assert(sizeof(forsyth::MainWindow) == 0, "layering broken: forsyth_board can see the main window");
