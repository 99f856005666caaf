// The docks beside the board (View > Engine, Solver, Step by step, Quiz): made when first
// shown, with their own shortcuts (no other action shares them), shown and hidden, remembered
// between runs without the window growing; the walk following the window's document and the
// lesson boards its board's side.
#include "dock_on_demand.h"
#include "engine_panel.h"
#include "lesson_board.h"
#include "main_window.h"
#include "position_document.h"
#include "quiz_panel.h"
#include "solver_panel.h"
#include "test_support.h"
#include "walk_panel.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QtTest>

using namespace forsyth;

class TestDockViews : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }
    void docksMadeWhenFirstShown_data();
    void docksMadeWhenFirstShown();
    void roomMadeAndGivenBack();
    void shortcutsShowThemAndClashWithNothing();
    void rememberedBetweenRuns();
    void walkFollowsTheWindowsDocument();
    void boardsSeenFromTheBoardsSide();
    void boardKeepsTheFocusWhenTheQuizFollowsIt();

private:
    IsolatedSettings settings_;
};

void TestDockViews::docksMadeWhenFirstShown_data()
{
    QTest::addColumn<QString>("toggle");
    QTest::addColumn<QString>("dock");
    QTest::addColumn<QString>("title");
    QTest::newRow("engine") << "actionEngine"
                            << "engineDock"
                            << "Engine";
    QTest::newRow("solver") << "actionSolver"
                            << "solverDock"
                            << "Solver";
    QTest::newRow("step by step") << "actionStepByStep"
                                  << "walkDock"
                                  << "Step by step";
    QTest::newRow("quiz") << "actionQuiz"
                          << "quizDock"
                          << "Quiz";
}

void TestDockViews::docksMadeWhenFirstShown()
{
    QFETCH(QString, toggle);
    QFETCH(QString, dock);
    QFETCH(QString, title);
    // Hidden, no dock and no panel exists: no memory and time at start, no engine, walk or
    // quiz following each edit.
    const auto window = openWindow();
    QVERIFY(window->findChildren<QDockWidget*>().size() <= 1); // the collection's, if any
    QVERIFY(!window->findChild<QDockWidget*>(dock));
    QVERIFY(!window->findChild<EnginePanel*>());
    QVERIFY(!window->findChild<SolverPanel*>());
    QVERIFY(!window->findChild<WalkPanel*>());
    QVERIFY(!window->findChild<QuizPanel*>());
    QCOMPARE(action(*window, toggle)->text(), title);
    QVERIFY(!action(*window, toggle)->isChecked());
    action(*window, toggle)->trigger();
    auto* shown = child<QDockWidget>(*window, dock);
    QVERIFY(shown->isVisible());
    QCOMPARE(shown->windowTitle(), title);
    // Closed from its title bar, the menu's check follows; shown again, the same dock.
    shown->close();
    QVERIFY(!action(*window, toggle)->isChecked());
    action(*window, toggle)->trigger();
    QCOMPARE(child<QDockWidget>(*window, dock), shown);
    QVERIFY(shown->isVisible());
}

// Shown, a dock widens the window by what the board lost to it, so the board keeps its size;
// hidden, it gives that back (the window grew at each showing and never shrank, and then came
// back short of the room it had made: found by two outside checks). Not when the user resized
// the window meanwhile, nor when the dock joins another's column, whose room it takes.
void TestDockViews::roomMadeAndGivenBack()
{
    QMainWindow window;
    auto* board = new QLabel("the board");
    board->setMinimumWidth(100);
    window.setCentralWidget(board);
    window.resize(400, 300);
    const auto panel = [] {
        auto* made = new QLabel("a panel");
        made->setMinimumWidth(200);
        return made;
    };
    auto* first = new DockOnDemand(&window, "first", "showFirst", {}, panel, DockOnDemand::Frame::Plain);
    auto* second = new DockOnDemand(&window, "second", "showSecond", {}, panel, DockOnDemand::Frame::Plain);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const int boardWidth = board->width();
    for (int round = 0; round < 3; ++round) {
        first->toggle()->trigger();
        QTRY_VERIFY(window.width() >= 600);
        QTRY_COMPARE(board->width(), boardWidth); // the board as large as before
        first->toggle()->trigger();
        QTRY_COMPARE(window.width(), 400);
    }
    // Closed from its title bar: the same.
    first->toggle()->trigger();
    QTRY_VERIFY(window.width() >= 600);
    window.findChild<QDockWidget*>("first")->close();
    QTRY_COMPARE(window.width(), 400);
    // Joining the first's column: no more room.
    first->toggle()->trigger();
    QTRY_VERIFY(window.width() >= 600);
    const int withFirst = window.width();
    second->toggle()->trigger();
    QTest::qWait(50);
    QCOMPARE(window.width(), withFirst);
    second->toggle()->trigger();
    QTest::qWait(50);
    QCOMPARE(window.width(), withFirst);
    // Resized by the user meanwhile: the width is theirs.
    window.resize(withFirst + 40, 300);
    first->toggle()->trigger();
    QTest::qWait(50);
    QCOMPARE(window.width(), withFirst + 40);
}

void TestDockViews::shortcutsShowThemAndClashWithNothing()
{
    const auto window = openWindow();
    for (const char* name : {"actionEngine", "actionSolver", "actionStepByStep", "actionQuiz"}) {
        const QKeySequence keys = action(*window, name)->shortcut();
        QVERIFY(!keys.isEmpty());
        for (const QAction* other : window->findChildren<QAction*>()) {
            if (other->objectName() != QLatin1String(name))
                QVERIFY2(!other->shortcuts().contains(keys), qPrintable(other->objectName()));
        }
    }
    QTest::keyClick(window->board(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(child<QDockWidget>(*window, "walkDock")->isVisible());
    QVERIFY(window->findChild<WalkPanel*>()->hasFocus()); // the arrows step at once
    QTest::keyClick(window->findChild<WalkPanel*>(), Qt::Key_Right);
    QCOMPARE(window->findChild<WalkPanel*>()->step(), 1);
    window->board()->setFocus();
    QTest::keyClick(window->board(), Qt::Key_Q, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(child<QDockWidget>(*window, "quizDock")->isVisible());
    QVERIFY(window->findChild<QuizPanel*>()->answerLine()->hasFocus());
    action(*window, "actionQuiz")->trigger();
    QVERIFY(!child<QDockWidget>(*window, "quizDock")->isVisible());
}

void TestDockViews::rememberedBetweenRuns()
{
    QSize size;
    {
        const auto window = openWindow();
        action(*window, "actionQuiz")->trigger();
        action(*window, "actionSolver")->trigger();
        size = window->size();
        window->saveSettings();
    }
    const auto window = openWindow();
    QVERIFY(child<QDockWidget>(*window, "quizDock")->isVisible());
    QVERIFY(child<QDockWidget>(*window, "solverDock")->isVisible());
    QVERIFY(action(*window, "actionQuiz")->isChecked());
    QVERIFY(action(*window, "actionSolver")->isChecked());
    QVERIFY(!action(*window, "actionStepByStep")->isChecked());
    QVERIFY(!window->findChild<QDockWidget*>(QStringLiteral("walkDock")));
    QVERIFY(!window->findChild<QDockWidget*>(QStringLiteral("engineDock")));
    // The size it had: the room made for the docks when shown is in it already.
    QCOMPARE(window->size(), size);
}

void TestDockViews::walkFollowsTheWindowsDocument()
{
    const auto window = openWindow();
    action(*window, "actionStepByStep")->trigger();
    auto* walk = window->findChild<WalkPanel*>();
    window->loadStartPosition();
    walk->next();
    walk->next();
    window->clearBoard();
    QCOMPARE(walk->step(), 0);
    QCOMPARE(walk->stepCount(), 8 + 7 + 5);
}

void TestDockViews::boardsSeenFromTheBoardsSide()
{
    const auto window = openWindow();
    window->board()->setFlipped(true); // before: each takes the side when made
    action(*window, "actionStepByStep")->trigger();
    window->board()->setFlipped(false); // and after: each follows it
    action(*window, "actionQuiz")->trigger();
    auto* walkBoard = window->findChild<WalkPanel*>()->board();
    auto* quizBoard = window->findChild<QuizPanel*>()->board();
    window->findChild<WalkPanel*>()->resize(300, 700);
    window->board()->setFlipped(true);
    // Flipped, a8 is at the bottom right: below h1.
    QVERIFY(walkBoard->squareRect(sq("a8")).top() > walkBoard->squareRect(sq("h1")).top());
    QVERIFY(quizBoard->squareRect(sq("a8")).left() > quizBoard->squareRect(sq("h1")).left());
}

void TestDockViews::boardKeepsTheFocusWhenTheQuizFollowsIt()
{
    // A quiz not begun starts anew with each edit of the board: hidden or shown, it must not
    // take the focus from the board being edited (the e2e test's Ctrl+L found it did).
    const auto window = openWindow();
    action(*window, "actionQuiz")->trigger();
    action(*window, "actionQuiz")->trigger(); // hidden again
    window->board()->setFocus();
    window->document()->placePiece(sq("e4"), Piece{PieceType::Pawn, Color::White});
    QVERIFY(window->board()->hasFocus());
    action(*window, "actionQuiz")->trigger();
    QVERIFY(window->findChild<QuizPanel*>()->answerLine()->hasFocus());
    window->board()->setFocus();
    window->document()->placePiece(sq("d4"), Piece{PieceType::Pawn, Color::White});
    QVERIFY(window->board()->hasFocus());
}

QTEST_MAIN(TestDockViews)
#include "tst_dockviews.moc"
