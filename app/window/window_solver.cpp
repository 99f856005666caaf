// The solver beside the board: a dock shown and hidden from the View menu (Ctrl+Shift+P); it
// searches only when asked (docs/PUZZLES.md).
#include "main_window.h"

#include "solver_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>

namespace forsyth {

void MainWindow::createSolverView()
{
    solverPanel_ = new SolverPanel(document_, this);
    solverDock_ = new QDockWidget(this);
    solverDock_->setObjectName(QStringLiteral("solverDock")); // saveState() needs the name
    // Scrolled: a cooked problem's keys and tries run long.
    auto* scroll = new QScrollArea(solverDock_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(solverPanel_);
    // As wide as the panel asks (a scroll area's own hint is narrower); the height scrolls.
    scroll->setMinimumWidth(
        solverPanel_->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    solverDock_->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, solverDock_);
    solverDock_->hide();
    QAction* toggle = solverDock_->toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionSolver"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    viewMenu_->addAction(toggle);
    connect(toggle, &QAction::triggered, this, [this](bool shown) {
        if (shown)
            makeRoomFor(solverPanel_);
    });
}

void MainWindow::retranslateSolverView() { solverDock_->setWindowTitle(tr("Solver")); }

} // namespace forsyth
