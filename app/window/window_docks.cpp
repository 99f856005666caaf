// The panels docked beside the board, each shown and hidden from the View menu and kept shown
// or hidden between runs, each made the first time it is shown (dock_on_demand.h): the engine
// (Ctrl+Shift+E), which runs only while shown (docs/ENGINE.md); the solver (Ctrl+Shift+P),
// which searches only when asked (docs/PUZZLES.md); the lesson's Step by step (Ctrl+Shift+L)
// and Quiz (Ctrl+Shift+Q) (docs/LESSONS.md).
#include "main_window.h"

#include "board_view.h"
#include "dock_on_demand.h"
#include "engine_panel.h"
#include "quiz_panel.h"
#include "solver_panel.h"
#include "walk_panel.h"

#include <QAction>
#include <QMenu>
#include <QSettings>

namespace forsyth {
namespace {

const QString EngineKey = QStringLiteral("view/engine");
const QString SolverKey = QStringLiteral("view/solver");
const QString StepByStepKey = QStringLiteral("view/stepByStep");
const QString QuizKey = QStringLiteral("view/quiz");

// A lesson panel, its board seen from the side the main board is.
template <typename Panel>
Panel* lessonPanel(PositionDocument* document, BoardView* board, QWidget* parent, const char* name)
{
    auto* panel = new Panel(document, parent);
    panel->setObjectName(QLatin1String(name));
    panel->setFlipped(board->isFlipped());
    QObject::connect(board, &BoardView::flippedChanged, panel, &Panel::setFlipped);
    return panel;
}

} // namespace

void MainWindow::createDockViews()
{
    const auto dockOnDemand = [this](const char* dockName, const char* toggleName, QKeyCombination keys,
                                  DockOnDemand::MakePanel makePanel, DockOnDemand::Frame frame) {
        auto* view = new DockOnDemand(this, QLatin1String(dockName), QLatin1String(toggleName),
            QKeySequence(keys), std::move(makePanel), frame);
        viewMenu_->addAction(view->toggle());
        return view;
    };
    viewMenu_->addSeparator();
    engineView_ = dockOnDemand(
        "engineDock", "actionEngine", Qt::CTRL | Qt::SHIFT | Qt::Key_E,
        [this] { return new EnginePanel(document_, this); }, DockOnDemand::Frame::Plain);
    // Scrolled: a cooked problem's keys and tries run long.
    solverView_ = dockOnDemand(
        "solverDock", "actionSolver", Qt::CTRL | Qt::SHIFT | Qt::Key_P,
        [this] { return new SolverPanel(document_, this); }, DockOnDemand::Frame::Scrolled);

    // The lesson: scrolled, as the words of a step or a reason run long in a short window.
    viewMenu_->addSeparator();
    stepByStep_ = dockOnDemand(
        "walkDock", "actionStepByStep", Qt::CTRL | Qt::SHIFT | Qt::Key_L,
        [this] { return lessonPanel<WalkPanel>(document_, board_, this, "walkPanel"); },
        DockOnDemand::Frame::Scrolled);
    quiz_ = dockOnDemand(
        "quizDock", "actionQuiz", Qt::CTRL | Qt::SHIFT | Qt::Key_Q,
        [this] { return lessonPanel<QuizPanel>(document_, board_, this, "quizPanel"); },
        DockOnDemand::Frame::Scrolled);
    // Shown by the user, the lesson takes the keys: they step through it at once.
    for (DockOnDemand* lesson : {stepByStep_, quiz_})
        connect(lesson, &DockOnDemand::shownByUser, this, [](QWidget* panel) { panel->setFocus(); });
}

void MainWindow::restoreDockViews(const QSettings& settings)
{
    engineView_->restore(settings, EngineKey);
    solverView_->restore(settings, SolverKey);
    stepByStep_->restore(settings, StepByStepKey);
    quiz_->restore(settings, QuizKey);
}

void MainWindow::saveDockViews(QSettings& settings) const
{
    engineView_->save(settings, EngineKey);
    solverView_->save(settings, SolverKey);
    stepByStep_->save(settings, StepByStepKey);
    quiz_->save(settings, QuizKey);
}

void MainWindow::retranslateDockViews()
{
    engineView_->setTitle(tr("Engine"));
    solverView_->setTitle(tr("Solver"));
    stepByStep_->setTitle(tr("Step by step"));
    quiz_->setTitle(tr("Quiz"));
}

} // namespace forsyth
