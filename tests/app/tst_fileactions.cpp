// Files: open and save .fen, .epd and .pgn (round trips, the title kept), a failing write that
// leaves the old file intact and says so, Save refusing to write over a file that holds more,
// recent files, the command line's file as the open file (files dropped: tst_droppedfiles). New,
// Quit, the title and the question about unsaved changes are tst_unsavedchanges'.
#include "as_string_view.h"
#include "board_view.h"
#include "file_actions.h"
#include "main_window.h"
#include "position_document.h"
#include "position_files.h"

#include "file_actions_fixture.h"
#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <QtTest>

#include <memory>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#endif
#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace forsyth;

class TestFileActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void menuAndShortcuts();
    void roundTrip_data();
    void roundTrip();
    void titleKept();
    void saveAsAddsExtension();
    void saveAsAddsFiltersExtension_data();
    void saveAsAddsFiltersExtension();
    void openRefusesBadFiles();
    void argumentReadsFilesAsOpenDoes_data();
    void argumentReadsFilesAsOpenDoes();
    void failingWriteKeepsOldFile();
    void saveIntoMissingDirectoryFails();
    void recentFiles();
    void missingRecentFileRemoved();
    void saveRefusesFileHoldingMore_data();
    void saveRefusesFileHoldingMore();
    void saveAsksBeforeWritingOverChanges();
    void openRefusesWhatIsNotAFile();
    void saveAsIntoNamedPipe();
    void argumentIsTheOpenFile();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
};

void TestFileActions::initTestCase()
{
    QVERIFY(settings_.isolate());
    QVERIFY(dir_.isValid());
}

void TestFileActions::init() { clearSettings(); }

void TestFileActions::menuAndShortcuts()
{
    Fixture f;
    QMenu* menu = f.window->menuBar()->findChild<QMenu*>(QStringLiteral("menuFile"));
    QVERIFY(menu);
    QCOMPARE(f.window->menuBar()->actions().front(), menu->menuAction()); // first, as usual
    auto* open = f.window->findChild<QAction*>(QStringLiteral("actionOpen"));
    auto* save = f.window->findChild<QAction*>(QStringLiteral("actionSave"));
    auto* saveAs = f.window->findChild<QAction*>(QStringLiteral("actionSaveAs"));
    QVERIFY(open && save && saveAs);
    QVERIFY(
        menu->actions().contains(open) && menu->actions().contains(save) && menu->actions().contains(saveAs));
    QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
}

void TestFileActions::roundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("fen");
    QTest::newRow("fen") << "a.fen" << RookFen;
    QTest::newRow("epd, clocks kept") << "a.epd" << RookFen;
    QTest::newRow("pgn") << "a.pgn" << KiwipeteFen;
    QTest::newRow("upper-case extension") << "B.PGN" << RookFen;
}

void TestFileActions::roundTrip()
{
    QFETCH(QString, name);
    QFETCH(QString, fen);
    const QString path = dir_.filePath(name);
    {
        Fixture f;
        f.document().setPosition(read(fen), "test");
        f.chosen = path;
        QVERIFY(f.window->findChild<QAction*>(QStringLiteral("actionSaveAs")));
        QVERIFY(f.files->saveAs());
        QCOMPARE(f.files->filePath(), path);
        QVERIFY(!f.files->isModified());
        QVERIFY(f.window->statusBar()->currentMessage().contains("Saved"));
    }
    Fixture g;
    g.document().setPosition(read(fen == StartFen ? RookFen : StartFen), "other");
    const int steps = g.document().undoStack()->count();
    g.chosen = path;
    QVERIFY(g.files->open());
    QCOMPARE(g.document().fen(), fen);
    QCOMPARE(g.files->filePath(), path);
    QVERIFY(!g.files->isModified());
    QCOMPARE(g.document().undoStack()->count(), steps + 1); // opening is one undo step
}

void TestFileActions::titleKept()
{
    const QString epd = dir_.filePath("puzzle.epd");
    QVERIFY(writeFile(epd, "4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"Puzzle 12\";\n"));
    Fixture f;
    QVERIFY(f.files->openFile(epd));
    QCOMPARE(f.files->title(), QString("Puzzle 12"));
    QVERIFY(f.window->statusBar()->currentMessage().contains("Puzzle 12"));
    // Saved as PGN, the title is the Event; opened again, it is the title again.
    const QString pgn = dir_.filePath("puzzle.pgn");
    QVERIFY(f.files->saveTo(pgn));
    QVERIFY(readFile(pgn).contains("[Event \"Puzzle 12\"]"));
    QVERIFY(readFile(pgn).contains("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]"));
    Fixture g;
    QVERIFY(g.files->openFile(pgn));
    QCOMPARE(g.files->title(), QString("Puzzle 12"));
    QCOMPARE(g.document().fen(), QString("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));

    // A pasted EPD's id is the title too: saved as the PGN's Event.
    Fixture h;
    QGuiApplication::clipboard()->setText("8/8/8/4k3/8/8/3K4/7R b - - id \"Pasted 7\";");
    action(*h.window, "actionPasteFen")->trigger();
    QCOMPARE(h.files->title(), QString("Pasted 7"));
    const QString pasted = dir_.filePath("pasted.pgn");
    QVERIFY(h.files->saveTo(pasted));
    QVERIFY(readFile(pasted).contains("[Event \"Pasted 7\"]"));
    // A FEN pasted over it has no title: the old one no longer applies.
    QGuiApplication::clipboard()->setText(RookFen);
    action(*h.window, "actionPasteFen")->trigger();
    QVERIFY(h.files->title().isEmpty());
}

void TestFileActions::saveAsAddsExtension()
{
    Fixture f;
    f.chosen = dir_.filePath("noext");
    QVERIFY(f.files->saveAs());
    QCOMPARE(f.files->filePath(), dir_.filePath("noext.fen"));
    QCOMPARE(readFile(dir_.filePath("noext.fen")).trimmed(), StartFen.toUtf8());
}

void TestFileActions::saveAsAddsFiltersExtension_data()
{
    QTest::addColumn<int>("filter"); // index in saveFilters()
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("saved");
    QTest::newRow("EPD") << 1 << "f1"
                         << "f1.epd";
    QTest::newRow("PGN") << 2 << "f2"
                         << "f2.pgn";
    QTest::newRow("FEN") << 0 << "f3"
                         << "f3.fen";
    QTest::newRow("an extension typed wins") << 2 << "f4.epd"
                                             << "f4.epd";
}

void TestFileActions::saveAsAddsFiltersExtension()
{
    QFETCH(int, filter);
    QFETCH(QString, name);
    QFETCH(QString, saved);
    Fixture f;
    f.document().setTitle("Study");
    QString preselected;
    f.files->setSaveChooser([&](const QString&, QString& selected) {
        preselected = selected;
        selected = FileActions::saveFilters().at(filter);
        return dir_.filePath(name);
    });
    QVERIFY(f.files->saveAs());
    QCOMPARE(preselected, FileActions::saveFilters().at(0)); // position.fen suggested
    QCOMPARE(f.files->filePath(), dir_.filePath(saved));
    QVERIFY(QFile::exists(dir_.filePath(saved)));
    if (!saved.endsWith(".fen"))
        QVERIFY(!QFile::exists(dir_.filePath(name + ".fen")));
    if (saved.endsWith(".pgn"))
        QVERIFY(readFile(dir_.filePath(saved)).contains("[Event \"Study\"]"));
    // Saved as again: the open file's format is the one preselected.
    QVERIFY(f.files->saveAs());
    QCOMPARE(preselected,
        FileActions::saveFilters().at(saved.endsWith(".fen") ? 0
                : saved.endsWith(".epd")                     ? 1
                                                             : 2));
}

void TestFileActions::openRefusesBadFiles()
{
    Fixture f;
    f.document().setPosition(read(RookFen), "before");
    const QString bad = dir_.filePath("bad.fen");
    QVERIFY(writeFile(bad, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
    const QString game = dir_.filePath("game.pgn");
    QVERIFY(writeFile(game, "% only an escape line, no game\n"));
    for (const QString& path : {bad, game, dir_.filePath("missing.fen"), dir_.filePath("picture.png")}) {
        f.window->statusBar()->clearMessage();
        QVERIFY2(!f.files->openFile(path), qPrintable(path));
        QCOMPARE(f.document().fen(), RookFen);
        QVERIFY(f.files->filePath().isEmpty());
        QVERIFY2(!f.window->statusBar()->currentMessage().isEmpty(), qPrintable(path));
    }
    // Said in the status bar only: openFile is also the command line's and the tests' way in.
    QVERIFY(f.openAlerts.isEmpty());
    // Chosen in File > Open, the refusal is said in a dialog as well, with the same words.
    f.chosen = bad;
    QVERIFY(!f.files->open());
    QCOMPARE(f.openAlerts.size(), 1);
    QCOMPARE(f.openAlerts.front(), f.window->statusBar()->currentMessage());
    QVERIFY2(f.openAlerts.front().contains("bad.fen"), qPrintable(f.openAlerts.front()));
    // Nothing chosen (the dialog cancelled): nothing to say.
    f.chosen.clear();
    QVERIFY(!f.files->open());
    QCOMPARE(f.openAlerts.size(), 1);
    // A file that opens: no dialog.
    f.chosen = dir_.filePath("good.fen");
    QVERIFY(writeFile(f.chosen, RookFen.toUtf8() + "\n"));
    QVERIFY(f.files->open());
    QCOMPARE(f.openAlerts.size(), 1);
}

void TestFileActions::argumentReadsFilesAsOpenDoes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("fen"); // empty: refused
    QTest::addColumn<QString>("title");
    QTest::newRow("fen, BOM and CRLF")
        << "crlf.fen" << QByteArray("\xEF\xBB\xBF\r\n  " + RookFen.toUtf8() + " \r\n") << RookFen
        << QString();
    QTest::newRow("pgn") << "rooks.pgn"
                         << QByteArray(
                                "[Event \"Rooks\"]\n[SetUp \"1\"]\n[FEN \"" + RookFen.toUtf8() + "\"]\n\n*\n")
                         << RookFen << "Rooks";
    QTest::newRow("epd") << "kiwi.epd"
                         << QByteArray(KiwipeteFen.left(KiwipeteFen.size() - 4).toUtf8() + " id \"Kiwi\";\n")
                         << KiwipeteFen << "Kiwi";
    QTest::newRow("empty fen") << "empty.fen" << QByteArray(" \n\r\n") << QString() << QString();
    QTest::newRow("pgn without FEN: the game's start")
        << "game.pgn" << QByteArray("[Event \"Casual\"]\n\n1. e4 e5 *\n") << StartFen << "Casual";
}

// One reader of position files: the file named on the command line and the file opened with
// File > Open (or dropped) give the same position and title, or the same problem.
void TestFileActions::argumentReadsFilesAsOpenDoes()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, fen);
    QFETCH(QString, title);
    const QString path = dir_.filePath(name);
    QVERIFY(writeFile(path, text));
    Fixture opened;
    Fixture argument;
    QCOMPARE(opened.files->openFile(path), !fen.isEmpty());
    QCOMPARE(argument.window->openArgument(path), !fen.isEmpty());
    if (fen.isEmpty()) {
        QVERIFY(!argument.window->lastProblem().isEmpty());
        QCOMPARE(opened.window->statusBar()->currentMessage(), argument.window->lastProblem());
        return;
    }
    QCOMPARE(opened.document().fen(), fen);
    QCOMPARE(argument.document().fen(), fen);
    QCOMPARE(opened.document().title(), title);
    QCOMPARE(argument.document().title(), title);
}

void TestFileActions::failingWriteKeepsOldFile()
{
#ifdef Q_OS_LINUX
    // A full disk, as near as a test gets (and one that holds for root too): files may grow
    // to no more than a few bytes, so the new, longer content cannot be written.
    const QString path = dir_.filePath("keep.epd");
    const QByteArray old = "4k3/8/8/8/8/8/8/4K2R w K - id \"" + QByteArray(300, 'x') + "\";\n";
    QVERIFY(writeFile(path, old));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    f.document().setPosition(read(KiwipeteFen), "edit");
    QVERIFY(f.files->isModified());
    bool saved = true;
    QVERIFY(withFileSizeLimit(64, [&] { saved = f.files->save(); }));
    QVERIFY(!saved);
    QCOMPARE(readFile(path), old);
    QVERIFY(f.files->isModified());
    QVERIFY(f.window->statusBar()->currentMessage().startsWith("Cannot save"));
    QCOMPARE(f.alerts, QStringList({f.window->statusBar()->currentMessage()})); // and in a dialog
    QCOMPARE(QDir(dir_.path()).entryList({"keep.epd*"}, QDir::Files | QDir::Hidden).size(), 1);
#else
    QSKIP("RLIMIT_FSIZE is Linux's");
#endif
}

void TestFileActions::saveIntoMissingDirectoryFails()
{
    // The parent is a file: nothing can be written there.
    const QString parent = dir_.filePath("plain");
    QVERIFY(writeFile(parent, "not a directory"));
    Fixture f;
    f.chosen = parent + "/x.fen";
    QVERIFY(!f.files->saveAs());
    QVERIFY(f.files->filePath().isEmpty());
    QCOMPARE(readFile(parent), QByteArray("not a directory"));
    QVERIFY(f.window->statusBar()->currentMessage().startsWith("Cannot save"));
    QCOMPARE(f.alerts.size(), 1);
    QVERIFY(f.alerts.front().startsWith("Cannot save"));
}

void TestFileActions::recentFiles()
{
    Fixture f;
    const QString a = dir_.filePath("r1.fen");
    const QString b = dir_.filePath("r2.epd");
    QVERIFY(f.files->saveTo(a));
    QVERIFY(f.files->saveTo(b));
    QVERIFY(f.files->openFile(a));
    QCOMPARE(f.files->recentFiles(), QStringList({a, b}));
    auto* recent = f.window->findChild<QMenu*>(QStringLiteral("menuRecent"));
    QVERIFY(recent);
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 2);
    f.document().setPosition(read(RookFen), "edit"); // unsaved: asked, and Discard opens
    f.answer = FileActions::Unsaved::Discard;
    recent->actions().at(1)->trigger();
    QCOMPARE(f.files->filePath(), b);
    QCOMPARE(f.prompts.size(), 1);
    QCOMPARE(f.document().fen(), StartFen);
    // Kept between runs.
    Fixture g;
    QCOMPARE(g.files->recentFiles(), QStringList({b, a}));
}

void TestFileActions::missingRecentFileRemoved()
{
    Fixture f;
    const QString a = dir_.filePath("gone1.fen");
    const QString b = dir_.filePath("gone2.fen");
    const QString c = dir_.filePath("kept.fen");
    QVERIFY(f.files->saveTo(a) && f.files->saveTo(b) && f.files->saveTo(c));
    auto* recent = f.window->findChild<QMenu*>(QStringLiteral("menuRecent"));
    QVERIFY(recent);
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 3);
    // Gone while the menu shows it: opening fails, says so, and forgets it.
    QVERIFY(QFile::remove(b));
    recent->actions().at(1)->trigger();
    QCOMPARE(f.files->filePath(), c);
    QVERIFY(f.window->statusBar()->currentMessage().contains("removed from the recent files"));
    QCOMPARE(f.files->recentFiles(), QStringList({c, a}));
    // Gone before the menu is shown: not offered, and forgotten.
    QVERIFY(QFile::remove(a));
    emit recent->aboutToShow();
    QCOMPARE(recent->actions().size(), 1);
    QCOMPARE(recent->actions().at(0)->text(), QDir::toNativeSeparators(c));
    QCOMPARE(f.files->recentFiles(), QStringList({c}));
}

void TestFileActions::saveRefusesFileHoldingMore_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    const QByteArray game = "[Event \"Club championship\"]\n[Site \"Seoul\"]\n[Date \"2024.03.01\"]\n"
                            "[Round \"%1\"]\n[White \"Kim, Anna\"]\n[Black \"Li, Bo\"]\n[Result \"1-0\"]\n"
                            "[SetUp \"1\"]\n[FEN \""
        + RookFen.toUtf8()
        + "\"]\n\n40. Rh8+ { The rook checks } (40. Kd2 Kd7) 40... Kd7 41. Rh7+ Kc6 1-0\n\n";
    QByteArray database;
    for (int round = 1; round <= 200; ++round)
        database += QByteArray(game).replace("%1", QByteArray::number(round));
    QTest::newRow("a PGN of 200 games") << "database.pgn" << database;
    QTest::newRow("a game with moves, comments, variations and players") << "game.pgn" << game;
}

// Save writes one position. Over a file that holds more (another program wrote a database or
// a game over the one-position file opened) it would throw the rest away: it refuses, says so,
// and offers Save As, which writes a new file.
void TestFileActions::saveRefusesFileHoldingMore()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    const QString path = dir_.filePath(name);
    QVERIFY(writeFile(path, QByteArray::fromStdString(writePgn(read(RookFen), "Rooks"))));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(!f.document().hasRecords());
    QVERIFY(writeFile(path, text));
    f.document().movePiece(makeSquare(4, 0), makeSquare(3, 0)); // a piece moved: Ke1-d1
    QVERIFY(f.files->isModified());

    f.action("actionSave")->trigger(); // Ctrl+S
    QCOMPARE(f.holdsMore, QStringList({name}));
    QCOMPARE(readFile(path), text);
    QCOMPARE(f.files->filePath(), path);
    QVERIFY(f.files->isModified());
    QCOMPARE(f.chooserCalls, 0);
    QVERIFY2(f.window->statusBar()->currentMessage().startsWith("Not saved"),
        qPrintable(f.window->statusBar()->currentMessage()));

    // Save in the unsaved-changes question is refused alike: the other file is not opened.
    const QString other = dir_.filePath("other.fen");
    QVERIFY(writeFile(other, KiwipeteFen.toUtf8()));
    f.answer = FileActions::Unsaved::Save;
    f.chosen = other;
    QVERIFY(!f.files->open());
    QCOMPARE(f.holdsMore.size(), 2);
    QCOMPARE(readFile(path), text);
    QCOMPARE(f.files->filePath(), path);

    // Taking the offer: Save As, to a new file; the old one stays whole.
    const QString copy = dir_.filePath("moved-" + name);
    f.saveElsewhere = true;
    f.chosen = copy;
    const QString fen = f.document().fen();
    QVERIFY(f.files->save());
    QCOMPARE(readFile(path), text);
    QCOMPARE(f.files->filePath(), copy);
    QVERIFY(!f.files->isModified());
    Fixture g;
    QVERIFY(g.files->openFile(copy));
    QCOMPARE(g.document().fen(), fen);
    // What Forsyth wrote it saves over again without asking.
    g.document().movePiece(makeSquare(3, 0), makeSquare(2, 0));
    QVERIFY(g.files->save());
    QVERIFY(g.holdsMore.isEmpty());
    QVERIFY(!g.files->isModified());
}

// A named pipe called x.fen would wait for a writer for ever; a folder is no file either.
// A collection is written back from the text read at its opening: another window's save, or
// a line another program added since, would be lost. Save asks first (an outside check lost
// both without a word).
void TestFileActions::saveAsksBeforeWritingOverChanges()
{
    const QString path = dir_.filePath("shared.epd");
    const QByteArray two = "4k3/8/8/8/8/8/8/4K3 w - - id \"one\";\n4k3/8/8/8/8/8/8/R3K3 w Q - id \"two\";\n";
    QVERIFY(writeFile(path, two));
    Fixture f;
    QVERIFY(f.files->openFile(path));
    QVERIFY(f.document().hasRecords());
    const QByteArray added = two + "4k3/8/8/8/8/8/8/4K2R w K - id \"added elsewhere\";\n";
    QVERIFY(writeFile(path, added));
    f.document().movePiece(makeSquare(4, 0), makeSquare(3, 0)); // record 1: Ke1-d1
    f.action("actionSave")->trigger();
    QCOMPARE(f.changedOnDisk, QStringList({"shared.epd"}));
    QCOMPARE(readFile(path), added);
    QVERIFY(f.files->isModified());
    QVERIFY2(f.window->statusBar()->currentMessage().startsWith("Not saved"),
        qPrintable(f.window->statusBar()->currentMessage()));
    // Told to, it writes over them; saved since, it asks no more.
    f.writeOver = true;
    f.action("actionSave")->trigger();
    QCOMPARE(f.changedOnDisk.size(), 2);
    QVERIFY(!f.files->isModified());
    QVERIFY(!readFile(path).contains("added elsewhere"));
    f.document().movePiece(makeSquare(3, 0), makeSquare(4, 0));
    f.action("actionSave")->trigger();
    QCOMPARE(f.changedOnDisk.size(), 2);
    QVERIFY(!f.files->isModified());
}

void TestFileActions::openRefusesWhatIsNotAFile()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath("waiting.fen");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QVERIFY(QDir(dir_.path()).mkdir("folder.pgn"));
    Fixture f;
    f.document().setPosition(read(RookFen), "before");
    for (const QString& path : {fifo, dir_.filePath("folder.pgn")}) {
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!f.files->openFile(path));
        QVERIFY(timer.elapsed() < 5000);
        QVERIFY2(f.window->statusBar()->currentMessage().contains("not a regular file"),
            qPrintable(f.window->statusBar()->currentMessage()));
        QCOMPARE(f.document().fen(), RookFen);
        QVERIFY(f.files->filePath().isEmpty());
    }
    // From the command line too, and the pipe is left as it was.
    QVERIFY(!f.window->openArgument(fifo));
    QVERIFY(f.window->lastProblem().contains("not a regular file"));
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    // A folder named on the command line is said to be one (it was read as a FEN).
    QVERIFY(!f.window->openArgument(dir_.path()));
    QVERIFY2(f.window->lastProblem().endsWith("it is a folder"), qPrintable(f.window->lastProblem()));
    QCOMPARE(f.document().fen(), RookFen);
#else
    QSKIP("named pipes as Unix has them");
#endif
}

// Save As into a named pipe writes into it as a stream; the pipe stays a pipe.
void TestFileActions::saveAsIntoNamedPipe()
{
#ifdef Q_OS_UNIX
    const QString fifo = dir_.filePath("stream.fen");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    Fixture f;
    f.document().setPosition(read(RookFen), "edit");
    f.chosen = fifo;
    const bool saved = f.files->saveAs();
    QByteArray streamed(4096, '\0');
    const ssize_t n = ::read(reader, streamed.data(), static_cast<size_t>(streamed.size()));
    ::close(reader);
    QVERIFY(saved);
    QCOMPARE(streamed.left(n > 0 ? n : 0), RookFen.toUtf8() + "\n");
    struct stat st { };
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &st), 0);
    QVERIFY(S_ISFIFO(st.st_mode));
    QVERIFY(f.alerts.isEmpty());
#else
    QSKIP("named pipes as Unix has them");
#endif
}

// `forsyth game.pgn`: the file is the open file, as if opened with File > Open.
void TestFileActions::argumentIsTheOpenFile()
{
    const QString path = dir_.filePath("game.pgn");
    QVERIFY(writeFile(
        path, QByteArray::fromStdString(writePositionFile(PositionFileFormat::Pgn, read(RookFen), "Rooks"))));
    Fixture f;
    QVERIFY(f.window->openArgument(path));
    f.document().startSession(); // as main() does
    QCOMPARE(f.files->filePath(), path);
    QCOMPARE(f.files->title(), QString("Rooks"));
    QVERIFY(f.window->windowTitle().contains("game.pgn"));
    QCOMPARE(f.files->recentFiles().value(0), path);
    f.document().setPosition(read(KiwipeteFen), "edit");
    f.action("actionSave")->trigger(); // Ctrl+S writes the file, asks for no name
    QCOMPARE(f.chooserCalls, 0);
    QVERIFY(!f.files->isModified());
    QVERIFY(readFile(path).contains("[FEN \"" + KiwipeteFen.toUtf8() + "\"]"));
    QVERIFY(readFile(path).contains("[Event \"Rooks\"]"));
}

QTEST_MAIN(TestFileActions)
#include "tst_fileactions.moc"
