// Must not build: the command line (Qt Core only, so it runs without a display) reaching for
// a widget. forsyth_cli does not link Qt Widgets, so its headers are not on the path.
#include <QWidget>
