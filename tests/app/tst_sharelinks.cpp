// Sharing: the Lichess and Chess.com links (the encoding of `/`, spaces and the flipped
// board), the question asked before Lichess would refuse or change the position, and the
// text diagrams copied in the board's orientation.
#include "as_string_view.h"
#include "board_view.h"
#include "diagram.h"
#include "fen_field.h"
#include "main_window.h"
#include "position_document.h"
#include "share_actions.h"
#include "share_links.h"

#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QToolBar>
#include <QUrl>
#include <QUrlQuery>

#include <QtTest>

#include <memory>

using namespace forsyth;

namespace {

const QString StartPath = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1");
const QString StartQuery
    = QStringLiteral("rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR%20w%20KQkq%20-%200%201");

// A window whose share actions open nothing and ask nobody: they record instead.
struct Fixture {
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    ShareActions* share = window->findChild<ShareActions*>();
    QList<QUrl> opened;
    QStringList questions;
    bool answer = true;

    Fixture()
    {
        if (!share)
            qFatal("no ShareActions in the window");
        share->setLinkOpener([this](const QUrl& url) {
            opened << url;
            return true;
        });
        share->setConfirmation([this](const QString& question) {
            questions << question;
            return answer;
        });
    }
};

} // namespace

class TestShareLinks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void links_data();
    void links();
    void linksAreValidUrls();
    void actionsInMenuAndToolbar();
    void openActions_data();
    void openActions();
    void copyLinks();
    void lichessAskedFirst_data();
    void lichessAskedFirst();
    void chessComNotAsked();
    void epLeftOutIsNoQuestion();
    void diagrams_data();
    void diagrams();
    void chess960OpensOnChess960Board();
    void pastedLinkTurnsTheBoard_data();
    void pastedLinkTurnsTheBoard();

private:
    IsolatedSettings settings_;
};

void TestShareLinks::initTestCase() { QVERIFY(settings_.isolate()); }

void TestShareLinks::init()
{
    clearSettings();
    QGuiApplication::clipboard()->clear();
}

void TestShareLinks::links_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QString>("analysis");
    QTest::addColumn<QString>("editor");
    QTest::addColumn<QString>("chessCom");
    QTest::newRow("start") << StartFen << false << "https://lichess.org/analysis/" + StartPath
                           << "https://lichess.org/editor/" + StartPath
                           << "https://www.chess.com/analysis?fen=" + StartQuery;
    QTest::newRow("start, flipped") << StartFen << true
                                    << "https://lichess.org/analysis/" + StartPath + "?color=black"
                                    << "https://lichess.org/editor/" + StartPath + "?color=black"
                                    << "https://www.chess.com/analysis?fen=" + StartQuery + "&flip=true";
    QTest::newRow("black to move, ep, no castling")
        << "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 3" << false
        << "https://lichess.org/analysis/4k3/8/8/8/3pP3/8/8/4K3_b_-_e3_0_3"
        << "https://lichess.org/editor/4k3/8/8/8/3pP3/8/8/4K3_b_-_e3_0_3"
        << "https://www.chess.com/analysis?fen=4k3%2F8%2F8%2F8%2F3pP3%2F8%2F8%2F4K3%20b%20-%20e3%200%203";
    QTest::newRow("Shredder castling")
        << "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1" << true
        << "https://lichess.org/analysis/rk5r/8/8/8/8/8/8/RK5R_w_HAha_-_0_1?color=black"
        << "https://lichess.org/editor/rk5r/8/8/8/8/8/8/RK5R_w_HAha_-_0_1?color=black"
        << "https://www.chess.com/"
           "analysis?fen=rk5r%2F8%2F8%2F8%2F8%2F8%2F8%2FRK5R%20w%20HAha%20-%200%201&flip=true";
}

void TestShareLinks::links()
{
    QFETCH(QString, fen);
    QFETCH(bool, flipped);
    QFETCH(QString, analysis);
    QFETCH(QString, editor);
    QFETCH(QString, chessCom);
    QCOMPARE(lichessAnalysisLink(fen, flipped), analysis);
    QCOMPARE(lichessEditorLink(fen, flipped), editor);
    QCOMPARE(chessComAnalysisLink(fen, flipped), chessCom);
}

void TestShareLinks::linksAreValidUrls()
{
    // What the browser is given: the same text, `/` still %2F in Chess.com's query, and the
    // FEN back when the query is decoded.
    const QUrl lichess(lichessAnalysisLink(StartFen, true), QUrl::StrictMode);
    QVERIFY(lichess.isValid());
    QCOMPARE(lichess.toString(QUrl::FullyEncoded), lichessAnalysisLink(StartFen, true));
    QCOMPARE(lichess.path(), "/analysis/" + StartPath);
    const QUrl chessCom(chessComAnalysisLink(StartFen, false), QUrl::StrictMode);
    QVERIFY(chessCom.isValid());
    QCOMPARE(chessCom.toString(QUrl::FullyEncoded), chessComAnalysisLink(StartFen, false));
    QCOMPARE(QUrlQuery(chessCom).queryItemValue("fen", QUrl::FullyDecoded), StartFen);
}

void TestShareLinks::actionsInMenuAndToolbar()
{
    Fixture f;
    QMenu* menu = f.window->menuBar()->findChild<QMenu*>(QStringLiteral("menuShare"));
    QVERIFY(menu);
    for (const char* name : {"actionOpenLichessAnalysis", "actionOpenLichessEditor", "actionOpenChessCom",
             "actionCopyLichessLink", "actionCopyChessComLink", "actionCopyUnicodeDiagram",
             "actionCopyAsciiDiagram"}) {
        QVERIFY2(menu->actions().contains(action(*f.window, name)), name);
        QVERIFY2(!action(*f.window, name)->text().isEmpty(), name);
    }
    auto* bar = f.window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(bar);
    for (const char* name : {"actionOpenLichessAnalysis", "actionOpenLichessEditor", "actionOpenChessCom"})
        QVERIFY2(bar->actions().contains(action(*f.window, name)), name);
}

void TestShareLinks::openActions_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("flipped");
    QTest::addColumn<QString>("url");
    QTest::newRow("Lichess analysis")
        << "actionOpenLichessAnalysis" << false << "https://lichess.org/analysis/" + StartPath;
    QTest::newRow("Lichess editor, flipped")
        << "actionOpenLichessEditor" << true << "https://lichess.org/editor/" + StartPath + "?color=black";
    QTest::newRow("Chess.com, flipped")
        << "actionOpenChessCom" << true << "https://www.chess.com/analysis?fen=" + StartQuery + "&flip=true";
}

void TestShareLinks::openActions()
{
    QFETCH(QString, name);
    QFETCH(bool, flipped);
    QFETCH(QString, url);
    Fixture f;
    f.window->document()->setPosition(read(StartFen), "start");
    f.window->board()->setFlipped(flipped);
    action(*f.window, name)->trigger();
    QCOMPARE(f.opened.size(), 1);
    QCOMPARE(f.opened.front().toString(QUrl::FullyEncoded), url);
    QVERIFY(f.questions.isEmpty()); // the start position goes to Lichess unchanged
    QVERIFY(f.window->statusBar()->currentMessage().contains("Opened"));
}

void TestShareLinks::copyLinks()
{
    Fixture f;
    f.window->document()->setPosition(read(StartFen), "start");
    action(*f.window, "actionCopyLichessLink")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), "https://lichess.org/analysis/" + StartPath);
    f.window->board()->setFlipped(true);
    action(*f.window, "actionCopyChessComLink")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(),
        "https://www.chess.com/analysis?fen=" + StartQuery + "&flip=true");
    QVERIFY(f.opened.isEmpty());
}

// Castling only Chess960 allows opens on Lichess's Chess960 analysis board, flipped or not; a
// Chess960 start whose rights are ordinary chess's stays on the standard board.
void TestShareLinks::chess960OpensOnChess960Board()
{
    Fixture f;
    f.answer = true;
    const QString bn = "bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN w KQkq - 0 1";
    f.window->document()->setPosition(read(bn), "Chess960");
    f.window->board()->setFlipped(true);
    action(*f.window, "actionOpenLichessAnalysis")->trigger();
    QCOMPARE(f.opened.size(), 1);
    QCOMPARE(f.opened.front().toString(QUrl::FullyEncoded),
        QString(
            "https://lichess.org/analysis/chess960/bnrbkrqn/pppppppp/8/8/8/8/PPPPPPPP/BNRBKRQN_w_KQkq_-_0_1"
            "?color=black"));
    action(*f.window, "actionCopyLichessLink")->trigger();
    QVERIFY2(QGuiApplication::clipboard()->text().startsWith("https://lichess.org/analysis/chess960/"),
        qPrintable(QGuiApplication::clipboard()->text()));
    // Rooks on a and h, king on e: ordinary castling, the standard board.
    f.window->document()->setPosition(
        read("nrbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"), "not 960");
    f.window->board()->setFlipped(false);
    action(*f.window, "actionOpenLichessAnalysis")->trigger();
    QVERIFY2(f.opened.back().toString().startsWith("https://lichess.org/analysis/nrbqkbrn"),
        qPrintable(f.opened.back().toString()));
}

void TestShareLinks::pastedLinkTurnsTheBoard_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("before");
    QTest::addColumn<bool>("after");
    const QString link = "https://lichess.org/analysis/" + StartPath;
    QTest::newRow("color=black flips") << link + "?color=black" << false << true;
    QTest::newRow("color=white turns back") << link + "?color=white" << true << false;
    QTest::newRow("no color leaves it") << link << true << true;
    QTest::newRow("chess.com flip=true")
        << "https://www.chess.com/analysis?fen=" + StartQuery + "&flip=true" << false << true;
}

// The three ways in: Paste FEN, Ctrl+V in the FEN field, text dropped on the board.
void TestShareLinks::pastedLinkTurnsTheBoard()
{
    QFETCH(QString, text);
    QFETCH(bool, before);
    QFETCH(bool, after);
    Fixture f;
    BoardView* board = f.window->board();
    QGuiApplication::clipboard()->setText(text);

    board->setFlipped(before);
    action(*f.window, "actionPasteFen")->trigger();
    QCOMPARE(board->isFlipped(), after);

    board->setFlipped(before);
    QLineEdit* field = f.window->fenField()->lineEdit();
    field->setFocus();
    field->selectAll();
    QTest::keyClick(field, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(board->isFlipped(), after);

    board->setFlipped(before);
    QMimeData data;
    data.setText(text);
    QVERIFY(drop(board, data, board->rect().center(), {}, Qt::CopyAction));
    QCOMPARE(board->isFlipped(), after);
    QCOMPARE(f.window->document()->fen(), StartFen);
}

void TestShareLinks::lichessAskedFirst_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("said"); // a word the question must hold
    // An ep square no pawn can use: Lichess accepts the position without it.
    QTest::newRow("changes en passant") << "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"
                                        << "en passant";
    // Castling rights without a rook to castle with.
    QTest::newRow("changes castling") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                      << "castling";
    QTest::newRow("refuses: no kings") << "8/8/8/8/8/8/8/8 w - - 0 1"
                                       << "refuses";
}

void TestShareLinks::lichessAskedFirst()
{
    QFETCH(QString, fen);
    QFETCH(QString, said);
    Fixture f;
    f.window->document()->setPosition(read(fen), "test");
    const QString link = lichessAnalysisLink(f.window->document()->fen(), false);
    for (const char* name : {"actionOpenLichessAnalysis", "actionCopyLichessLink"}) {
        // Cancelled: nothing opened or copied.
        f.answer = false;
        f.questions.clear();
        const qsizetype opened = f.opened.size();
        QGuiApplication::clipboard()->setText("before");
        action(*f.window, name)->trigger();
        QCOMPARE(f.questions.size(), 1);
        QVERIFY2(f.questions.front().contains(said), qPrintable(f.questions.front()));
        QCOMPARE(f.opened.size(), opened);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("before"));
        // Continued: the user's FEN goes, not the one Lichess would keep.
        f.answer = true;
        action(*f.window, name)->trigger();
        QCOMPARE(f.questions.size(), 2);
    }
    QCOMPARE(f.opened.size(), 1);
    // The board editor takes any placement: it opens without a question.
    f.questions.clear();
    action(*f.window, "actionOpenLichessEditor")->trigger();
    QVERIFY(f.questions.isEmpty());
    QCOMPARE(f.opened.size(), 2);
    QCOMPARE(f.opened.front().toString(QUrl::FullyEncoded), link);
    QCOMPARE(QGuiApplication::clipboard()->text(), link);
}

void TestShareLinks::chessComNotAsked()
{
    Fixture f;
    f.window->document()->setPosition(read("8/8/8/8/8/8/8/8 w - - 0 1"), "empty");
    action(*f.window, "actionOpenChessCom")->trigger();
    QVERIFY(f.questions.isEmpty());
    QCOMPARE(f.opened.size(), 1);
}

void TestShareLinks::diagrams_data()
{
    QTest::addColumn<bool>("flipped");
    QTest::newRow("white's side") << false;
    QTest::newRow("black's side") << true;
}

void TestShareLinks::diagrams()
{
    QFETCH(bool, flipped);
    Fixture f;
    const Position pos = read("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1");
    f.window->document()->setPosition(pos, "kiwipete");
    f.window->board()->setFlipped(flipped);
    action(*f.window, "actionCopyUnicodeDiagram")->trigger();
    QCOMPARE(
        QGuiApplication::clipboard()->text(), QString::fromStdString(unicodeDiagram(pos, flipped, true)));
    QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("♚")));
    action(*f.window, "actionCopyAsciiDiagram")->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(asciiDiagram(pos, flipped, true)));
    QVERIFY(
        QGuiApplication::clipboard()->text() != QString::fromStdString(asciiDiagram(pos, !flipped, true)));
}

void TestShareLinks::epLeftOutIsNoQuestion()
{
    // After 1.e4 e5 no pawn can take on e6. Written "only when capturable", the FEN already
    // has "-": Lichess gets nothing to drop, so there is nothing to ask.
    Fixture f;
    f.window->document()->setEpOutput(EpOutput::OnlyCapturable);
    f.window->document()->setPosition(
        read("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"), "test");
    QVERIFY2(f.window->document()->fen().contains(" KQkq - 0 2"), qPrintable(f.window->document()->fen()));
    QCOMPARE(f.share->lichessQuestion(), QString());
    action(*f.window, "actionOpenLichessAnalysis")->trigger();
    QVERIFY(f.questions.isEmpty());
    auto* verdict = f.window->findChild<QLabel*>(QStringLiteral("lichessVerdict"));
    QVERIFY(verdict);
    QCOMPARE(verdict->text(), QString("Lichess: accepts"));
    // Written always, the FEN carries e6, which Lichess drops: that is worth a question.
    f.window->document()->setEpOutput(EpOutput::Always);
    QVERIFY2(f.share->lichessQuestion().contains("en passant"), qPrintable(f.share->lichessQuestion()));
    QVERIFY2(verdict->text().contains("e6"), qPrintable(verdict->text()));
}

QTEST_MAIN(TestShareLinks)
#include "tst_sharelinks.moc"
