// The editor window's memory: settings kept between two windows, and opening a FEN or a .fen
// file given on the command line.
#include "board_view.h"
#include "collection.h"
#include "fen_field.h"
#include "field_controls.h"
#include "main_window.h"
#include "piece_palette.h"
#include "position_document.h"
#include "transforms.h"

#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QScreen>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using namespace forsyth;

class TestWindowSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void settingsPersist();
    void noSavedPositionStartsFresh();
    void furtherWindowsStepAside();
    void roomForADockStaysOnTheScreen();
    void openArgument_data();
    void openArgument();

private:
    IsolatedSettings settings_;
};

void TestWindowSettings::initTestCase() { QVERIFY(settings_.isolate()); }

void TestWindowSettings::init() { clearSettings(); }

void TestWindowSettings::settingsPersist()
{
    {
        auto first = openWindow();
        first->resize(900, 700);
        first->document()->movePiece(sq("e2"), sq("e4"));
        first->document()->setCastlingNotation(CastlingNotation::Shredder);
        first->document()->setEpOutput(EpOutput::OnlyCapturable);
        QTest::keyClick(first->board(), Qt::Key_F);
        QVERIFY(first->board()->isFlipped());
        first->close();
    }
    auto second = openWindow();
    QVERIFY(second->board()->isFlipped());
    QVERIFY(action(*second, "actionFlip")->isChecked());
    QCOMPARE(second->document()->fenOptions().castling, CastlingNotation::Shredder);
    QCOMPARE(second->document()->fenOptions().ep, EpOutput::OnlyCapturable);
    QCOMPARE(
        second->document()->fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w HAha - 0 1"));
    QCOMPARE(second->fenField()->lineEdit()->text(), second->document()->fen());
    QCOMPARE(second->size(), QSize(900, 700));
    // A session starts with nothing to undo, not with the previous run's start position.
    QVERIFY(!second->document()->undoStack()->canUndo());
}

// A file manager opening three files starts three windows: each further one steps down and
// right of the last run's place, within the screen, rather than hiding the one before.
void TestWindowSettings::furtherWindowsStepAside()
{
    {
        auto first = openWindow(QSize(700, 500));
        first->move(40, 30);
        first->close();
    }
    QList<QPoint> places;
    for (int n = 0; n <= 12; ++n) {
        MainWindow window;
        window.placeAsFurtherWindow(n);
        places.append(window.pos());
        // Whole on the screen (the test's is small: past its edge, on from the top left).
        QVERIFY2(window.screen()->availableGeometry().contains(window.frameGeometry()),
            qPrintable(QString::number(n)));
    }
    QVERIFY((places[0] - QPoint(40, 30)).manhattanLength() < 10); // where the last run's was
    QVERIFY(places[1].x() > places[0].x() && places[1].y() > places[0].y());
    // None exactly over another.
    for (int n = 0; n < places.size(); ++n)
        QVERIFY2(places.indexOf(places[n]) == n, qPrintable(QString::number(n)));
    // Far down the list, still whole on the screen.
    MainWindow far;
    far.placeAsFurtherWindow(500);
    QVERIFY(far.screen()->availableGeometry().contains(far.frameGeometry()));
    // No place saved: the window manager places the window, as it places any.
    clearSettings();
    MainWindow placed;
    placed.placeAsFurtherWindow(1);
    QVERIFY(!placed.testAttribute(Qt::WA_Moved));
}

// A collection's panel widens the window; near the screen's right edge (a window placed there,
// a further window stepped there) the window moves left rather than run past it.
void TestWindowSettings::roomForADockStaysOnTheScreen()
{
    auto window = openWindow(QSize(500, 400));
    const QRect room = window->screen()->availableGeometry();
    window->move(room.x() + room.width() - window->frameGeometry().width() - 5, room.y() + 10);
    QTRY_VERIFY(room.contains(window->frameGeometry()));
    const int before = window->width();
    QVERIFY(window->document()->openRecords(
        CollectionFormat::FenList, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n"));
    QTRY_VERIFY(window->width() > before);
    // Whole on the screen, or, wider than it (the test's screen is 800 wide), at its left edge.
    const auto onScreen = [&] {
        const QRect frame = window->frameGeometry();
        return frame.x() >= room.x() && (frame.right() <= room.right() || frame.x() == room.x());
    };
    QTRY_VERIFY2(onScreen(),
        qPrintable(QStringLiteral("at %1, %2 wide").arg(window->frameGeometry().x()).arg(window->width())));
}

void TestWindowSettings::noSavedPositionStartsFresh()
{
    storedSettings().setValue("position/last", "not a fen");
    auto window = openWindow();
    QCOMPARE(window->document()->fen(), StartFen);
}

void TestWindowSettings::openArgument_data()
{
    QTest::addColumn<QString>("fileText"); // empty: the argument is the FEN itself
    QTest::addColumn<QString>("argument");
    QTest::addColumn<bool>("opens");
    QTest::addColumn<QString>("fen");         // the document's FEN afterwards
    QTest::addColumn<QString>("messagePart"); // in the status bar and lastProblem()
    QTest::addColumn<QString>("title");       // the document's title afterwards
    QTest::newRow("FEN") << "" << KiwipeteFen << true << KiwipeteFen << "" << QString();
    QTest::newRow("FEN, lenient") << ""
                                  << "4k3/8/8/8/8/8/8/4K3 W" << true << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                  << "" << QString();
    QTest::newRow(".fen file") << KiwipeteFen + "\n"
                               << "position.fen" << true << KiwipeteFen << "" << QString();
    QTest::newRow("file, blank first lines") << "\n   \n" + E4Fen + "\r\n"
                                             << "position.fen" << true << E4Fen << "" << QString();
    // A text file is a collection of the FENs in it: opened as a new session, not an undo step.
    QTest::newRow("text file, FENs in prose") << "Lesson 3\nFirst " + E4Fen + ", then\n" + KiwipeteFen + ".\n"
                                              << "lesson.txt" << true << E4Fen << "" << QString();
    QTest::newRow("missing file") << ""
                                  << "missing.fen" << false << StartFen << "missing.fen" << QString();
    QTest::newRow("empty file") << "\n\n"
                                << "empty.fen" << false << StartFen << "no FEN" << QString();
    QTest::newRow("broken FEN") << ""
                                << "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false
                                << StartFen << "9" << QString();
    QTest::newRow("broken FEN in a file") << "hello\n"
                                          << "hello.fen" << false << StartFen << "hello" << QString();
    // Files Forsyth saves: read as File > Open reads them, not as a first-line FEN.
    QTest::newRow(".epd file, id and clocks")
        << "4k3/8/8/8/8/8/8/4K2R w K - fmvn 40; hmvc 3; id \"Puzzle\";\n"
        << "p.epd" << true << "4k3/8/8/8/8/8/8/4K2R w K - 3 40"
        << ""
        << "Puzzle";
    QTest::newRow(".pgn file with FEN")
        << "[Event \"Game\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
           "[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \""
            + KiwipeteFen + "\"]\n\n*\n"
        << "game.PGN" << true << KiwipeteFen << ""
        << "Game";
    QTest::newRow(".pgn file without a game")
        << "% only an escape line\n"
        << "nogame.pgn" << false << StartFen << "no position" << QString();
}

void TestWindowSettings::openArgument()
{
    QFETCH(QString, fileText);
    QFETCH(QString, argument);
    QFETCH(bool, opens);
    QFETCH(QString, fen);
    QFETCH(QString, messagePart);
    QFETCH(QString, title);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = argument;
    if (argument.contains(
            QRegularExpression("\\.(fen|txt|epd|pgn)$", QRegularExpression::CaseInsensitiveOption))) {
        path = dir.filePath(argument);
        if (!fileText.isEmpty()) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(fileText.toUtf8());
        }
    }
    auto window = openWindow();
    QCOMPARE(window->openArgument(path), opens);
    QCOMPARE(window->document()->fen(), fen);
    QCOMPARE(window->fenField()->lineEdit()->text(), fen);
    // Opening a position is an undo step; a collection starts a new session.
    const bool collection = window->document()->hasRecords();
    QCOMPARE(collection, argument.endsWith(".txt"));
    QCOMPARE(window->document()->undoStack()->count(), opens && !collection ? 1 : 0);
    QCOMPARE(window->document()->title(), title);
    if (opens) {
        QVERIFY(window->lastProblem().isEmpty());
    } else {
        QVERIFY2(window->lastProblem().contains(messagePart), qPrintable(window->lastProblem()));
        QCOMPARE(window->statusBar()->currentMessage(), window->lastProblem());
    }
}

QTEST_MAIN(TestWindowSettings)
#include "tst_windowsettings.moc"
