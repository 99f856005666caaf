#include "dock_room.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>

#include <algorithm>

namespace forsyth {

void DockRoom::make(QMainWindow& window, QDockWidget& dock, int width)
{
    made_ = 0;
    if (window.isMaximized() || window.isFullScreen() || !window.screen() || dock.isFloating())
        return;
    const Qt::DockWidgetArea area = window.dockWidgetArea(&dock);
    for (QDockWidget* other : window.findChildren<QDockWidget*>()) {
        if (other != &dock && !other->isHidden() && !other->isFloating()
            && window.dockWidgetArea(other) == area)
            return;
    }
    const int before = window.width();
    window.resize(std::min(before + width, window.screen()->availableGeometry().width()), window.height());
    widthWithRoom_ = window.width();
    made_ = widthWithRoom_ - before;
}

void DockRoom::giveBack(QMainWindow& window)
{
    if (made_ > 0 && window.width() == widthWithRoom_ && !window.isMaximized() && !window.isFullScreen())
        window.resize(window.width() - made_, window.height());
    made_ = 0;
}

} // namespace forsyth
