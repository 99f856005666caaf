#include "dock_room.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QRect>
#include <QScreen>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace forsyth {

void DockRoom::aboutToShow(const QMainWindow& window)
{
    before_ = window.width();
    boardBefore_ = window.centralWidget() ? window.centralWidget()->width() : 0;
}

namespace {

// Not maximised, on a screen, the dock beside the board and alone in its column (one that joins
// another takes that one's room).
bool mayWiden(QMainWindow& window, QDockWidget& dock)
{
    if (window.isMaximized() || window.isFullScreen() || !window.screen() || dock.isFloating())
        return false;
    const Qt::DockWidgetArea area = window.dockWidgetArea(&dock);
    for (QDockWidget* other : window.findChildren<QDockWidget*>()) {
        if (other != &dock && !other->isHidden() && !other->isFloating()
            && window.dockWidgetArea(other) == area)
            return false;
    }
    return true;
}

// Wider by `by` as far as the screen allows, and moved left as far as it would pass the
// screen's right edge (a window near it, a further window of one command stepped there).
void widen(QMainWindow& window, int by)
{
    const QRect room = window.screen()->availableGeometry();
    window.resize(std::min(window.width() + by, room.width()), window.height());
    const int frame = window.frameGeometry().width() - window.width(); // none before it is shown
    if (const int past = window.x() + window.width() + frame - (room.x() + room.width()); past > 0)
        window.move(std::max(room.x(), window.x() - past), window.y());
}

} // namespace

void DockRoom::make(QMainWindow& window, QDockWidget& dock, int width)
{
    made_ = 0;
    if (!mayWiden(window, dock))
        return;
    const int before = window.width();
    widen(window, width);
    widthWithRoom_ = window.width();
    made_ = widthWithRoom_ - before;
}

void DockRoom::make(QMainWindow& window, QDockWidget& dock)
{
    made_ = 0;
    if (!mayWiden(window, dock))
        return;
    // The dock's width is the layout's to choose: once the layout has placed the dock, the
    // window widens by what the board lost, and gives back later all it grew by (the layout
    // itself may have widened it to hold the dock's minimum).
    QTimer::singleShot(0, &window, [this, &window] {
        window.layout()->activate();
        const QWidget* board = window.centralWidget();
        if (const int lost = board ? boardBefore_ - board->width() : 0; lost > 0)
            widen(window, lost);
        widthWithRoom_ = window.width();
        made_ = widthWithRoom_ - before_;
    });
}

void DockRoom::giveBack(QMainWindow& window)
{
    // Once the layout has let the dock go: until then the window's minimum still holds its room
    // (a solver's room came back 107 px short).
    QTimer::singleShot(0, &window, [this, &window] {
        window.layout()->activate();
        if (made_ > 0 && window.width() == widthWithRoom_ && !window.isMaximized() && !window.isFullScreen())
            window.resize(window.width() - made_, window.height());
        made_ = 0;
    });
}

} // namespace forsyth
