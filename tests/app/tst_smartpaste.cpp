// Smart paste: every form of text that carries a FEN (a bare FEN, Lichess and Chess.com links,
// a PGN, an EPD line, chat text) accepted through each path (Paste FEN, Ctrl+V on the board,
// a drop), and anything else refused with the position left as it was.
#include "board_view.h"
#include "fen_field.h"
#include "main_window.h"
#include "paste_text.h"
#include "position_document.h"

#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

#include <QtTest>

#include <memory>

using namespace forsyth;

namespace {

const QString RookFen = QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1");

enum class Path { Button, ShortcutCtrlShiftV, CtrlVOnBoard, Drop, DropOnFenField };

// Pastes (or drops) text into the window by one path; returns the status bar's message.
QString paste(MainWindow& window, const QString& text, Path path)
{
    window.statusBar()->clearMessage();
    switch (path) {
    case Path::Button:
        QGuiApplication::clipboard()->setText(text);
        action(window, "actionPasteFen")->trigger();
        break;
    case Path::ShortcutCtrlShiftV:
        QGuiApplication::clipboard()->setText(text);
        QTest::keyClick(window.board(), Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        break;
    case Path::CtrlVOnBoard:
        QGuiApplication::clipboard()->setText(text);
        QTest::keyClick(window.board(), Qt::Key_V, Qt::ControlModifier);
        break;
    case Path::Drop:
    case Path::DropOnFenField: {
        QMimeData data;
        data.setText(text);
        // From another program, on the board or on the FEN field, which hands it to the board.
        if (path == Path::Drop)
            drop(window.board(), data, centre(*window.board(), "e4"), {}, Qt::CopyAction);
        else
            drop(window.fenField(), data, QPoint(5, 5), {}, Qt::CopyAction);
        // A game or several positions are offered as a collection once the drop has ended.
        QCoreApplication::processEvents();
        break;
    }
    }
    return window.statusBar()->currentMessage();
}

} // namespace

class TestSmartPaste : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void titleReturned();
    void longPasteSaysWhatWasSearched();

private:
    IsolatedSettings settings_;
};

void TestSmartPaste::initTestCase() { QVERIFY(settings_.isolate()); }

void TestSmartPaste::init()
{
    clearSettings();
    QGuiApplication::clipboard()->clear();
}

void TestSmartPaste::accepted_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("said"); // the status bar says this much of how it was unwrapped
    struct Form {
        const char* name;
        QString text;
        QString fen;
        QString said;
    };
    const QList<Form> forms = {
        {"bare FEN", RookFen, RookFen, RookFen},
        {"placement only, repaired", "4k3/8/8/8/8/8/8/4K2R", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "repairs"},
        {"Lichess analysis link", "https://lichess.org/analysis/4k3/8/8/8/8/8/8/4K2R_w_K_-_0_1", RookFen,
            "Lichess link: " + RookFen},
        {"Lichess editor link, flipped",
            "https://lichess.org/editor/4k3/8/8/8/8/8/8/4K2R_w_K_-_0_1?color=black", RookFen,
            "Lichess link: "},
        {"Chess.com link",
            "https://www.chess.com/"
            "analysis?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K2R%20w%20K%20-%200%201&flip=true",
            RookFen, "Chess.com link: " + RookFen},
        {"PGN with a FEN tag",
            "[Event \"Study 3\"]\n[Site \"?\"]\n[SetUp \"1\"]\n[FEN \"" + RookFen + "\"]\n\n1. Rh8+ *\n",
            RookFen, "PGN: FEN tag"},
        {"EPD line", "4k3/8/8/8/8/8/8/4K2R w K - bm Rh8+; id \"Puzzle 12\";", RookFen,
            "EPD, id \"Puzzle 12\""},
        {"FEN in chat text", "look at this: " + RookFen + " what is best here?", RookFen,
            "FEN found in the text"},
        {"FEN split over lines", "4k3/8/8/8/8/8/8/4K2R\nw K - 0 1", RookFen, RookFen},
    };
    const QList<std::pair<const char*, Path>> paths = {{"button", Path::Button},
        {"Ctrl+Shift+V", Path::ShortcutCtrlShiftV}, {"Ctrl+V on the board", Path::CtrlVOnBoard},
        {"drop", Path::Drop}, {"drop on the FEN field", Path::DropOnFenField}};
    QTest::addColumn<int>("path");
    for (const Form& form : forms) {
        for (const auto& [pathName, path] : paths)
            QTest::addRow("%s, %s", form.name, pathName)
                << form.text << form.fen << form.said << static_cast<int>(path);
    }
}

void TestSmartPaste::accepted()
{
    QFETCH(QString, text);
    QFETCH(QString, fen);
    QFETCH(QString, said);
    QFETCH(int, path);
    auto window = openWindow();
    bool asked = false;
    window->setCollectionPastePrompt([&](int) { return asked = true; });
    const QString message = paste(*window, text, static_cast<Path>(path));
    QVERIFY(!asked); // a puzzle's PGN (a FEN tag and its solution) is pasted as its position
    QCOMPARE(window->document()->fen(), fen);
    QCOMPARE(window->document()->undoStack()->count(), 1);
    QVERIFY2(message.contains(said), qPrintable(message));
}

void TestSmartPaste::refused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("path");
    const QList<std::pair<const char*, QString>> texts = {
        {"prose", "hello world"},
        {"a broken placement", "rnbqkbnr/ppp"},
        {"a bad rank", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {"PGN without a FEN tag", "[Event \"Casual\"]\n[Site \"?\"]\n\n1. e4 e5 *\n"},
        {"Lichess link to a game", "https://lichess.org/abcdefgh"},
        {"Lichess link with a bad FEN", "https://lichess.org/analysis/4k3/8/9/8/8/8/8/4K3_w_-_-_0_1"},
    };
    for (const auto& [name, text] : texts) {
        QTest::addRow("%s, button", name) << text << static_cast<int>(Path::Button);
        QTest::addRow("%s, Ctrl+V", name) << text << static_cast<int>(Path::CtrlVOnBoard);
        QTest::addRow("%s, drop", name) << text << static_cast<int>(Path::Drop);
        QTest::addRow("%s, drop on the FEN field", name) << text << static_cast<int>(Path::DropOnFenField);
    }
}

void TestSmartPaste::refused()
{
    QFETCH(QString, text);
    QFETCH(int, path);
    auto window = openWindow();
    // A game from the start is offered to be opened for its moves (tst_gamemoves): declined,
    // it is refused as before.
    window->setCollectionPastePrompt([](int) { return false; });
    window->document()->setPosition(read("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), "before");
    const QString message = paste(*window, text, static_cast<Path>(path));
    QCOMPARE(window->document()->fen(), RookFen);
    QCOMPARE(window->document()->undoStack()->count(), 1);
    QVERIFY2(message.contains("not a FEN") || message.contains("Cannot paste"), qPrintable(message));
}

void TestSmartPaste::titleReturned()
{
    PositionDocument document;
    const PasteResult epd = pasteText(document, "4k3/8/8/8/8/8/8/4K2R w K - id \"Puzzle 12\";", "paste");
    QVERIFY(epd.ok);
    QCOMPARE(epd.title, QString("Puzzle 12"));
    QCOMPARE(document.title(), QString("Puzzle 12"));
    QCOMPARE(document.fen(), RookFen);
    const PasteResult pgn
        = pasteText(document, "[Event \"Study 3\"]\n[FEN \"" + StartFen.toUtf8() + "\"]\n", "paste");
    QVERIFY(pgn.ok);
    QCOMPARE(pgn.title, QString("Study 3"));
    QCOMPARE(document.title(), QString("Study 3"));
    QCOMPARE(document.fen(), StartFen);
    const PasteResult none = pasteText(document, "nothing here", "paste");
    QVERIFY(!none.ok);
    QVERIFY(!none.message.isEmpty());
    QCOMPARE(document.title(), QString("Study 3")); // refused: nothing changed
    QCOMPARE(document.fen(), StartFen);
    QCOMPARE(document.undoStack()->count(), 2);
    // A bare FEN brings no title: a lone position has none after it, a collection's record
    // keeps its own (its name in the file).
    QVERIFY(pasteText(document, RookFen.toUtf8(), "paste").ok);
    QCOMPARE(document.title(), QString());
    QVERIFY(document.openRecords(CollectionFormat::Epd, "4k3/8/8/8/8/8/8/4K3 w - - id \"0000D\";\n"));
    QVERIFY(pasteText(document, RookFen.toUtf8(), "paste").ok);
    QCOMPARE(document.fen(), RookFen);
    QCOMPARE(document.title(), QString("0000D"));
    QVERIFY(pasteText(document, "4k3/8/8/8/8/8/8/4K3 w - - id \"Other\";", "paste").ok);
    QCOMPARE(document.title(), QString("Other"));
}

void TestSmartPaste::longPasteSaysWhatWasSearched()
{
    // A 2 MB log whose only FEN comes after the part that is searched.
    QByteArray text;
    while (text.size() < 2 * 1024 * 1024)
        text += "line of a log that holds nothing of chess at all\n";
    text += StartFen.toUtf8() + "\n";
    PositionDocument document;
    const PasteResult result = pasteText(document, text, "paste");
    QVERIFY(!result.ok);
    QVERIFY2(result.message.contains("The first 64 KiB"), qPrintable(result.message));
    QVERIFY2(result.message.contains("not searched"), qPrintable(result.message));
    QVERIFY2(!result.message.contains("\\x0A"), qPrintable(result.message));
    QCOMPARE(document.undoStack()->count(), 0);
    // A short text that holds no FEN shows its line breaks as such, not as escapes.
    const PasteResult shortOne = pasteText(document, "no\nchess", "paste");
    QVERIFY2(shortOne.message.contains(QString::fromUtf8("no↵chess")), qPrintable(shortOne.message));
}

QTEST_MAIN(TestSmartPaste)
#include "tst_smartpaste.moc"
