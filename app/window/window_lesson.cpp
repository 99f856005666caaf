// The lesson beside the board: Step by step (Ctrl+Shift+L) and Quiz (Ctrl+Shift+Q), each a
// dock shown and hidden from the View menu and kept shown or hidden between runs
// (docs/LESSONS.md). A dock and its panel are made the first time they are shown: hidden, they
// would cost memory at start and work at every edit for nothing.
#include "main_window.h"

#include "board_view.h"
#include "quiz_panel.h"
#include "walk_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>

namespace forsyth {
namespace {

const QString StepByStepKey = QStringLiteral("view/stepByStep");
const QString QuizKey = QStringLiteral("view/quiz");

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
    viewMenu_->addSeparator();
    const auto addToggle = [this](const char* name, QKeySequence keys) {
        auto* toggle = new QAction(this);
        toggle->setObjectName(QLatin1String(name));
        toggle->setCheckable(true);
        toggle->setShortcut(keys);
        toggle->setShortcutContext(Qt::WindowShortcut);
        viewMenu_->addAction(toggle);
        return toggle;
    };
    stepByStep_ = addToggle("actionStepByStep", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    quiz_ = addToggle("actionQuiz", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    connect(stepByStep_, &QAction::toggled, this, [this](bool shown) {
        if (shown && !walkDock_) {
            walkPanel_ = new WalkPanel(document_, this);
            walkPanel_->setObjectName(QStringLiteral("walkPanel"));
            walkPanel_->setFlipped(board_->isFlipped());
            connect(board_, &BoardView::flippedChanged, walkPanel_, &WalkPanel::setFlipped);
            walkDock_ = makeLessonDock(QStringLiteral("walkDock"), walkPanel_, stepByStep_);
        }
        showLessonDock(walkDock_, walkPanel_, shown);
    });
    connect(quiz_, &QAction::toggled, this, [this](bool shown) {
        if (shown && !quizDock_) {
            quizPanel_ = new QuizPanel(document_, this);
            quizPanel_->setObjectName(QStringLiteral("quizPanel"));
            quizPanel_->setFlipped(board_->isFlipped());
            connect(board_, &BoardView::flippedChanged, quizPanel_, &QuizPanel::setFlipped);
            quizDock_ = makeLessonDock(QStringLiteral("quizDock"), quizPanel_, quiz_);
        }
        showLessonDock(quizDock_, quizPanel_, shown);
    });
}

QDockWidget* MainWindow::makeLessonDock(const QString& name, QWidget* panel, QAction* toggle)
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(name); // saveState() needs the name
    dock->setWidget(scrolled(panel, dock));
    // Where the last run had it (restoreState kept its place), else beside the board.
    if (!restoreDockWidget(dock))
        addDockWidget(Qt::RightDockWidgetArea, dock);
    // Closed from its own title bar: the menu's check follows.
    connect(dock, &QDockWidget::visibilityChanged, toggle,
        [dock, toggle] { toggle->setChecked(!dock->isHidden()); });
    dock->setWindowTitle(toggle->text()); // the same words; retranslateLessonViews keeps them so
    return dock;
}

void MainWindow::showLessonDock(QDockWidget* dock, QWidget* panel, bool shown)
{
    if (!dock || shown == !dock->isHidden())
        return;
    dock->setVisible(shown);
    if (shown) {
        makeRoomFor(panel);
        panel->setFocus(); // the keys step through the lesson at once
    }
}

void MainWindow::restoreLessonViews(const QSettings& settings)
{
    stepByStep_->setChecked(settings.value(StepByStepKey, false).toBool());
    quiz_->setChecked(settings.value(QuizKey, false).toBool());
}

void MainWindow::saveLessonViews(QSettings& settings) const
{
    settings.setValue(StepByStepKey, stepByStep_->isChecked());
    settings.setValue(QuizKey, quiz_->isChecked());
}

void MainWindow::retranslateLessonViews()
{
    stepByStep_->setText(tr("Step by step"));
    quiz_->setText(tr("Quiz"));
    if (walkDock_)
        walkDock_->setWindowTitle(tr("Step by step"));
    if (quizDock_)
        quizDock_->setWindowTitle(tr("Quiz"));
}

} // namespace forsyth
