// Must not build: the command line (Qt Core only, so it runs without a display) reaching for
// a widget. forsyth_cli does not link Qt Widgets, so its headers are not on the path;
// tests/CMakeLists.txt checks that the compiler says so (forsyth_layering_probe: the test passes
// only on that message, so a probe that builds fails).
#include <QWidget>

// Reached only when the include above resolved, that is when the arrow is broken: the build
// fails here too, with a message that says so (and the test, which wants "not found", fails).
static_assert(sizeof(QWidget) == 0, "layering broken: forsyth_cli can see Qt Widgets' headers");
