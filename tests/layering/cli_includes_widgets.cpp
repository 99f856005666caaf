// Must not build: the command line (Qt Core only, so it runs without a display) reaching for
// a widget. forsyth_cli does not link Qt Widgets, so its headers are not on the path;
// tests/CMakeLists.txt checks that the compiler says so (forsyth_layering_probe: the test passes
// only on that message, so a probe that builds fails).
#include <QWidget>
