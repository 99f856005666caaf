// Projector mode (F11): a second, full-screen window on the same document, made when first
// asked for, so the editor starts without it (docs/CLASSROOM.md §1).
#include "main_window.h"

#include "board_view.h"
#include "projector_window.h"
#include "themed_icon.h"

#include <QAction>
#include <QMenu>
#include <QScreen>

namespace forsyth {

void MainWindow::createProjectorView()
{
    projectorMode_ = new QAction(this);
    projectorMode_->setObjectName(QStringLiteral("actionProjectorMode"));
    projectorMode_->setCheckable(true);
    projectorMode_->setShortcut(QKeySequence(Qt::Key_F11));
    projectorMode_->setIcon(themedIcon(QStringLiteral("view-fullscreen")));
    viewMenu_->insertAction(showLetters_, projectorMode_);
    connect(projectorMode_, &QAction::toggled, this, &MainWindow::setProjectorMode);
}

void MainWindow::retranslateProjectorView()
{
    projectorMode_->setText(tr("P&rojector mode"));
    projectorMode_->setToolTip(tr(
        "Show the board and a large FEN with numbered fields full screen, for a class (F11 or Esc to leave; "
        "Ctrl++ and Ctrl+- zoom)"));
}

void MainWindow::setProjectorMode(bool on)
{
    if (!on) {
        if (projectorWindow_ && projectorWindow_->isVisible())
            projectorWindow_->close();
        return;
    }
    if (!projectorWindow_) {
        projectorWindow_ = new ProjectorWindow(document_, this);
        connect(projectorWindow_, &ProjectorWindow::closed, projectorMode_,
            [action = projectorMode_] { action->setChecked(false); });
    }
    // The class sees the board as the teacher has it.
    projectorWindow_->board()->setFlipped(board_->isFlipped());
    projectorWindow_->board()->setMoveMode(board_->isMoveMode());
    // The whole screen the window is on: a desktop without a window manager (a classroom
    // kiosk) would otherwise keep the last size.
    if (QScreen* screen = this->screen())
        projectorWindow_->setGeometry(screen->geometry());
    projectorWindow_->showFullScreen();
    projectorWindow_->activateWindow();
}

} // namespace forsyth
