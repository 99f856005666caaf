// The solver panel in the window: a record solved and checked against what it states, C+
// marked, saved into the file and taken away by an edit; an illegal position refused with
// why; a long search stopped, and one overtaken by an edit; Verify all listing the records
// that are not sound, and stopped.
#include "main_window.h"
#include "position_document.h"
#include "solver_panel.h"
#include "test_support.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QtTest>

using namespace forsyth;

namespace {

constexpr int SolveMs = 60000; // bounds for a loaded machine under ASan; each takes milliseconds

const QByteArray puzzles = "1Q6/8/8/8/8/k2K4/8/8 w - - bm Kc3; c0 \"#2\"; id \"Queen and king\";\n"
                           "R7/8/2K5/8/8/8/R7/7k w - - bm Rb2; dm 2; id \"Two rooks\";\n"
                           "1Q6/8/8/8/8/k2K4/8/8 w - - bm Qb5; c0 \"#2\"; id \"Wrong key\";\n"
                           "4k3/8/8/8/8/8/8/4K3 w - - c0 \"#2\"; id \"Bare kings\";\n"
                           "6k1/5ppp/8/8/8/8/8/R5K1 w - - c0 \"#1 C+\"; id \"Back rank\";\n"
                           "4k3/8/8/8/8/8/8/4K3 w - - id \"No stipulation\";\n";

struct Fixture {
    std::unique_ptr<MainWindow> window = openWindow();
    SolverPanel* panel = nullptr;

    Fixture()
    {
        action(*window, "actionSolver")->trigger(); // View > Solver makes the panel
        panel = window->findChild<SolverPanel*>();
        if (!panel || !window->findChild<QDockWidget*>("solverDock"))
            qFatal("no solver panel in the window");
        document().openRecords(CollectionFormat::Epd, puzzles.toStdString());
    }
    PositionDocument& document() { return *window->document(); }
    bool solve()
    {
        QSignalSpy solved(panel, &SolverPanel::solved);
        panel->solve();
        return solved.wait(SolveMs);
    }
    QByteArray saved() { return QByteArray::fromStdString(*document().records()->write({})); }
};

} // namespace

class TestSolverPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }

    void recordVerifiedAndMarked()
    {
        Fixture f;
        QCOMPARE(stipulationText(f.panel->stipulation()), std::string("#2")); // the record's
        QVERIFY(f.solve());
        QCOMPARE(f.panel->verdictText(), QString("Sound: Kc3 is the only key."));
        QVERIFY(f.panel->linesText().contains("1. Kc3! (2. Qa7#, Qb3#, Qa8#)"));
        QVERIFY(f.panel->linesText().contains("1. Qb3+? Kxb3!"));
        QVERIFY(f.panel->linesText().contains("Proved: 1,556 positions"));

        f.panel->markTested();
        QVERIFY(f.document().puzzleClaim().computerTested);
        QVERIFY(f.saved().startsWith(
            "1Q6/8/8/8/8/k2K4/8/8 w - - bm Kc3; c0 \"#2 C+\"; id \"Queen and king\";\n"));
        f.document().undoStack()->undo();
        QCOMPARE(f.saved(), puzzles);
    }

    // The key the record gives is not the solver's: not sound, and C+ cannot be earned.
    void anotherKeyCannotBeMarked()
    {
        Fixture f;
        f.document().selectRecord(2);
        QVERIFY(f.solve());
        QCOMPARE(f.panel->verdictText(), QString("The key is Kc3, not Qb5 as the record says."));
        f.panel->markTested(); // the panel's button is disabled; the document would still take it
        QVERIFY(f.document().puzzleClaim().computerTested);
    }

    // A marked record whose position is edited loses its C+ in the file.
    void editTakesTheMarkAway()
    {
        Fixture f;
        f.document().selectRecord(4);
        QVERIFY(f.document().puzzleClaim().computerTested);
        f.document().placePiece(sq("a2"), Piece{PieceType::Pawn, Color::White});
        QVERIFY(!f.document().puzzleClaim().computerTested);
        QVERIFY(f.saved().contains("c0 \"#1\"; id \"Back rank\";"));
        QVERIFY(!f.saved().contains("C+"));
        f.document().setTitle("Renamed"); // not the position: the mark would stay
        f.document().undoStack()->undo();
        f.document().undoStack()->undo();
        QVERIFY(f.document().puzzleClaim().computerTested);
        QCOMPARE(f.saved(), puzzles);
    }

    void illegalPositionSaysWhy()
    {
        Fixture f;
        f.document().placePiece(sq("d3"), Piece{}); // the white king
        QVERIFY(f.solve());
        QVERIFY2(f.panel->verdictText().startsWith("Not solved: the position is illegal."),
            qPrintable(f.panel->verdictText()));
        QVERIFY2(f.panel->verdictText().contains("king"), qPrintable(f.panel->verdictText()));
        QVERIFY(f.panel->linesText().isEmpty());
    }

    // The start position has no #7; proving it takes far longer than the test waits (#5 is proved
    // in 0.2 s by a Release build, so the test was stopping a search already over).
    void longSearchStopped()
    {
        Fixture f;
        f.document().setPosition(read(StartFen), "start");
        f.panel->setStipulation({StipulationKind::Mate, 7});
        QSignalSpy solved(f.panel, &SolverPanel::solved);
        f.panel->solve();
        QVERIFY(f.panel->isSolving());
        QTest::qWait(200); // the window answers meanwhile: this loop runs
        f.panel->stop();
        QVERIFY(solved.wait(SolveMs));
        QCOMPARE(f.panel->verdictText(), QString("Not finished: the search stopped before a verdict."));
        QVERIFY(f.panel->linesText().startsWith("Stopped after"));
    }

    // An edit during a search stops it, and its result about the old position is not shown.
    void editOvertakesSearch()
    {
        Fixture f;
        f.document().setPosition(read(StartFen), "start");
        f.panel->setStipulation({StipulationKind::Mate, 7});
        QSignalSpy solved(f.panel, &SolverPanel::solved);
        f.panel->solve();
        f.document().placePiece(sq("e4"), Piece{PieceType::Pawn, Color::White});
        QTRY_VERIFY_WITH_TIMEOUT(!f.panel->isSolving(), SolveMs);
        QCOMPARE(solved.count(), 0);
        QVERIFY(f.panel->verdictText().isEmpty());
    }

    void verifyAllListsTheUnsound()
    {
        Fixture f;
        QSignalSpy verified(f.panel, &SolverPanel::verified);
        f.panel->verifyAll();
        QVERIFY(verified.wait(SolveMs));
        QCOMPARE(f.panel->unsoundRows(),
            (QStringList{"2. Two rooks: Cooked: 7 keys (Rb2, Rc2, Rd2, Re2, Rb8, Rd8, Re8).",
                "3. Wrong key: The key is Kc3, not Qb5 as the record says.",
                "4. Bare kings: No solution: proved that nothing solves mate in 2."}));
        QCOMPARE(f.panel->summaryText(),
            QString("6 records verified. Sound: 2, Cooked: 1, No solution: 1, Another key: 1, No "
                    "stipulation: 1"));
    }

    // Rows deleted, or another file opened during a run: the list would point at the wrong
    // records, so it goes, and a run's late end does not bring it back.
    void verifyAllForgottenWhenRecordsChange()
    {
        Fixture f;
        QSignalSpy verified(f.panel, &SolverPanel::verified);
        f.panel->verifyAll();
        QVERIFY(verified.wait(SolveMs));
        QCOMPARE(f.panel->unsoundRows().size(), 3);
        f.document().selectRecord(0);
        f.document().deleteRecord();
        QVERIFY(f.panel->unsoundRows().isEmpty() && f.panel->summaryText().isEmpty());

        f.document().openRecords(CollectionFormat::Epd,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 \"#7\";\n" + puzzles.toStdString());
        f.panel->verifyAll();
        QVERIFY(f.panel->isVerifying());
        f.document().openRecords(CollectionFormat::Epd, puzzles.toStdString());
        QTRY_VERIFY_WITH_TIMEOUT(!f.panel->isVerifying(), SolveMs);
        QVERIFY(f.panel->unsoundRows().isEmpty() && f.panel->summaryText().isEmpty());
    }

    void verifyAllStopped()
    {
        Fixture f;
        QByteArray slow;
        for (int i = 0; i < 3; ++i)
            slow += "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 \"#7\";\n";
        f.document().openRecords(CollectionFormat::Epd, slow.toStdString());
        QSignalSpy verified(f.panel, &SolverPanel::verified);
        f.panel->verifyAll();
        QVERIFY(f.panel->isVerifying());
        QTest::qWait(200);
        f.panel->stop();
        QVERIFY(verified.wait(SolveMs));
        QCOMPARE(f.panel->summaryText(), QString("Stopped after 0 of 3 records. "));
        QVERIFY(f.panel->unsoundRows().isEmpty());
    }

private:
    IsolatedSettings settings_;
};

QTEST_MAIN(TestSolverPanel)
#include "tst_solverpanel.moc"
