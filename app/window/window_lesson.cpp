// The lesson beside the board: Step by step (Ctrl+Shift+L) and Quiz (Ctrl+Shift+Q), each a
// dock shown and hidden from the View menu, kept shown or hidden between runs with the
// window's state like the engine and solver docks (docs/LESSONS.md).
#include "main_window.h"

#include "board_view.h"
#include "quiz_panel.h"
#include "walk_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>

namespace forsyth {
namespace {

// Scrolled: the words of a step or a reason run long in a short window.
QScrollArea* scrolled(QWidget* panel, QWidget* parent)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(panel);
    scroll->setMinimumWidth(panel->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

} // namespace

void MainWindow::createLessonViews()
{
    walkPanel_ = new WalkPanel(document_, this);
    walkPanel_->setObjectName(QStringLiteral("walkPanel"));
    walkDock_ = new QDockWidget(this);
    walkDock_->setObjectName(QStringLiteral("walkDock")); // saveState() needs the name
    walkDock_->setWidget(scrolled(walkPanel_, walkDock_));
    addDockWidget(Qt::RightDockWidgetArea, walkDock_);
    walkDock_->hide();

    quizPanel_ = new QuizPanel(document_, this);
    quizPanel_->setObjectName(QStringLiteral("quizPanel"));
    quizDock_ = new QDockWidget(this);
    quizDock_->setObjectName(QStringLiteral("quizDock"));
    quizDock_->setWidget(scrolled(quizPanel_, quizDock_));
    addDockWidget(Qt::RightDockWidgetArea, quizDock_);
    quizDock_->hide();

    viewMenu_->addSeparator();
    const auto addToggle = [this](QDockWidget* dock, const char* name, QKeySequence keys, QWidget* panel) {
        QAction* toggle = dock->toggleViewAction();
        toggle->setObjectName(QLatin1String(name));
        toggle->setShortcut(keys);
        toggle->setShortcutContext(Qt::WindowShortcut);
        viewMenu_->addAction(toggle);
        connect(toggle, &QAction::triggered, this, [this, panel](bool shown) {
            if (!shown)
                return;
            makeRoomFor(panel);
            panel->setFocus(); // the keys step through the lesson at once
        });
    };
    addToggle(walkDock_, "actionStepByStep", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), walkPanel_);
    addToggle(quizDock_, "actionQuiz", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q), quizPanel_);
    // The lesson's boards are seen from the side the main board is.
    connect(board_, &BoardView::flippedChanged, walkPanel_, &WalkPanel::setFlipped);
    connect(board_, &BoardView::flippedChanged, quizPanel_, &QuizPanel::setFlipped);
}

void MainWindow::retranslateLessonViews()
{
    walkDock_->setWindowTitle(tr("Step by step"));
    quizDock_->setWindowTitle(tr("Quiz"));
}

} // namespace forsyth
