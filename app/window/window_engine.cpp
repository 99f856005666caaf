// The engine beside the board: a dock shown and hidden from the View menu (Ctrl+Shift+E); the
// engine runs only while it is shown (docs/ENGINE.md).
#include "main_window.h"

#include "engine_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QScreen>

#include <algorithm>

namespace forsyth {

void MainWindow::createEngineView()
{
    enginePanel_ = new EnginePanel(document_, this);
    engineDock_ = new QDockWidget(this);
    engineDock_->setObjectName(QStringLiteral("engineDock")); // saveState() needs the name
    engineDock_->setWidget(enginePanel_);
    addDockWidget(Qt::RightDockWidgetArea, engineDock_);
    engineDock_->hide();
    QAction* toggle = engineDock_->toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionEngine"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    viewMenu_->addSeparator();
    viewMenu_->addAction(toggle);
    connect(toggle, &QAction::triggered, this, [this](bool shown) {
        if (shown)
            makeRoomFor(enginePanel_);
    });
}

// Room for a panel docked beside the board: the window grows by the panel's width where the
// screen allows, rather than the board shrinking (as for the collection).
void MainWindow::makeRoomFor(QWidget* panel)
{
    if (isMaximized() || isFullScreen() || !screen())
        return;
    resize(std::min(width() + panel->sizeHint().width(), screen()->availableGeometry().width()), height());
}

void MainWindow::retranslateEngineView() { engineDock_->setWindowTitle(tr("Engine")); }

} // namespace forsyth
