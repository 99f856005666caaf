// The engine panel with the real Stockfish (installed by the test command): a mate in 2 shows
// "#2" and its key first; a position with errors leaves the engine idle and says why; a killed
// engine is reported and restarted; a missing engine says how to install one; hiding the panel
// stops the search.
#include "engine_panel.h"
#include "position_document.h"
#include "test_support.h"

#include <QDockWidget>
#include <QPushButton>
#include <QtTest>

#include <csignal>

using namespace forsyth;

namespace {

const QString mateInTwo = "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1";
constexpr int EngineMs = 30000; // a generous bound for a loaded machine; it takes well under 1 s

// The panel made (View > Engine) and hidden again: each test shows it when it wants it.
struct Fixture {
    std::unique_ptr<MainWindow> window = openWindow();
    EnginePanel* panel = nullptr;
    QDockWidget* dock = nullptr;

    Fixture()
    {
        action(*window, "actionEngine")->trigger();
        panel = window->findChild<EnginePanel*>();
        dock = window->findChild<QDockWidget*>("engineDock");
        if (!panel || !dock)
            qFatal("no engine panel in the window");
        dock->hide();
    }
    PositionDocument& document() { return *window->document(); }
    UciEngine::State state() { return panel->engine()->state(); }
};

} // namespace

class TestEnginePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settings_.isolate());
        if (UciEngine::defaultProgram().isEmpty())
            QFAIL("Stockfish is not installed: scripts/install-deps.sh installs it");
    }
    void init() { clearSettings(); }
    void mateInTwoShowsMateAndKey();
    void positionWithErrorsLeavesEngineIdle();
    void killedEngineReportedAndRestarted();
    void missingEngineSaysHowToInstall();
    void hiddenPanelStopsTheEngine();

private:
    IsolatedSettings settings_;
};

void TestEnginePanel::mateInTwoShowsMateAndKey()
{
    Fixture f;
    f.document().setPosition(read(mateInTwo), "set up");
    f.dock->show();
    QTRY_VERIFY_WITH_TIMEOUT(f.panel->lineText(0).startsWith("#2"), EngineMs);
    QVERIFY2(f.panel->lineText(0).contains("1. Kc3 "), qPrintable(f.panel->lineText(0)));
    QVERIFY2(f.panel->statusText().contains("Stockfish"), qPrintable(f.panel->statusText()));
    QVERIFY(f.panel->statusText().contains("evidence, not proof"));
    // An edit: the lines follow the new position (a rook's mate takes more than two moves).
    f.document().setPosition(read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "edit");
    QTRY_VERIFY_WITH_TIMEOUT(
        f.panel->lineText(0).startsWith("#") && !f.panel->lineText(0).startsWith("#2 "), EngineMs);
}

void TestEnginePanel::positionWithErrorsLeavesEngineIdle()
{
    Fixture f;
    f.document().setPosition(read("8/8/8/8/8/8/8/4K3 w - - 0 1"), "no black king");
    f.dock->show();
    QTRY_VERIFY(f.panel->statusText().contains("Idle"));
    QVERIFY(f.state() != UciEngine::State::Analysing);
    QVERIFY(f.panel->lineText(0).isEmpty());
    // Mended, it is analysed.
    f.document().setPosition(read(mateInTwo), "mended");
    QTRY_VERIFY_WITH_TIMEOUT(!f.panel->lineText(0).isEmpty(), EngineMs);
    QVERIFY(!f.panel->statusText().contains("Idle"));
}

void TestEnginePanel::killedEngineReportedAndRestarted()
{
    Fixture f;
    f.document().setPosition(read(mateInTwo), "set up");
    f.dock->show();
    QTRY_VERIFY_WITH_TIMEOUT(!f.panel->lineText(0).isEmpty(), EngineMs);
    const qint64 pid = f.panel->engine()->processId();
    QVERIFY(pid > 0);
    ::kill(static_cast<pid_t>(pid), SIGKILL);
    QTRY_COMPARE_WITH_TIMEOUT(f.state(), UciEngine::State::Failed, EngineMs);
    QVERIFY2(f.panel->statusText().contains("crashed"), qPrintable(f.panel->statusText()));
    auto* restart = f.panel->findChild<QPushButton*>("engineRestart");
    QVERIFY(restart->isVisible());
    restart->click();
    QTRY_VERIFY_WITH_TIMEOUT(f.panel->lineText(0).startsWith("#2"), EngineMs);
    QVERIFY(f.panel->engine()->processId() != pid);
    QVERIFY(!restart->isVisible());
}

void TestEnginePanel::missingEngineSaysHowToInstall()
{
    Fixture f;
    f.panel->setProgramChooser([] { return QString("/nonexistent/stockfish"); });
    f.dock->show();
    f.panel->findChild<QPushButton*>("engineChoose")->click();
    QTRY_COMPARE(f.state(), UciEngine::State::Missing);
    QVERIFY2(f.panel->statusText().contains("apt install stockfish"), qPrintable(f.panel->statusText()));
    // The choice is remembered for the next run.
    QCOMPARE(storedSettings().value("engine/program").toString(), QString("/nonexistent/stockfish"));
}

void TestEnginePanel::hiddenPanelStopsTheEngine()
{
    Fixture f;
    f.document().setPosition(read(mateInTwo), "set up");
    f.dock->show();
    QTRY_COMPARE_WITH_TIMEOUT(f.state(), UciEngine::State::Analysing, EngineMs);
    f.dock->hide();
    QCOMPARE(f.state(), UciEngine::State::Stopped);
    // Edits while hidden send nothing.
    f.document().setPosition(read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "edit");
    QTest::qWait(300);
    QCOMPARE(f.state(), UciEngine::State::Stopped);
}

QTEST_MAIN(TestEnginePanel)
#include "tst_enginepanel.moc"
