// A game's moves in the collection panel: picking a move shows its position without an undo
// step; an edit there, or "Set up from here", sets the game up from that ply as one undo step,
// and saving writes exactly that game anew; Save As EPD says the moves are lost; pasted games
// are offered as a collection.
#include "file_actions.h"
#include "game_moves_view.h"
#include "position_document.h"
#include "record_list.h"
#include "test_support.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace forsyth;

namespace {

const QByteArray games = "[Event \"Ruy\"]\n[White \"Kim\"]\n[Black \"Li\"]\n\n"
                         "1. e4 e5 2. Nf3 {develops} Nc6 (2... d6) 3. Bb5 $1 a6 1-0\n\n"
                         "[Event \"Broken\"]\n\n1. d4 d5 2. Ke3 *\n";
const QString afterThree = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

struct Fixture {
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    FileActions* files = window->findChild<FileActions*>();
    QString chosen;

    Fixture()
    {
        if (!files)
            qFatal("no FileActions in the window");
        files->setSaveChooser([this](const QString&, QString&) { return chosen; });
        window->show();
    }
    PositionDocument& document() { return *window->document(); }
    // Made with the collection's panel, when the first collection opens.
    GameMovesView* moves() { return child<GameMovesView>(*window, "gameMoves"); }
    QListWidget& list() { return *moves()->list(); }
    QPushButton& setUp() { return *moves()->findChild<QPushButton*>("setUpFromHere"); }
};

} // namespace

class TestGameMoves : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settings_.isolate());
        path_ = dir_.filePath("games.pgn");
    }
    void init()
    {
        clearSettings();
        QVERIFY(writeFile(path_, games));
    }
    void movesListedAndShownWithoutAnUndoStep();
    void altArrowsStepThroughTheMoves();
    void editAtAPlySetsUpFromThereInOneStep();
    void setUpFromHereSavesThatGameAlone();
    void problemsSaid();
    void saveAsEpdSaysTheMovesAreLost();
    void pastedGamesOfferACollection();
    void pastedGameOffersItsMoves();

private:
    IsolatedSettings settings_;
    QTemporaryDir dir_;
    QString path_;
};

void TestGameMoves::movesListedAndShownWithoutAnUndoStep()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    QVERIFY(f.moves()->isVisible());
    QCOMPARE(f.list().count(), 7); // the start and six plies
    QCOMPARE(f.list().item(1)->text(), QString("1. e4"));
    QCOMPARE(f.list().item(3)->text(), QString("2. Nf3\n    develops"));
    QCOMPARE(f.list().item(5)->text(), QString("3. Bb5 !"));
    QCOMPARE(f.list().item(6)->text(), QString("3... a6"));
    QCOMPARE(f.list().currentRow(), 0);
    QVERIFY(!f.setUp().isEnabled());

    f.list().setCurrentRow(3);
    QCOMPARE(f.document().fen(), afterThree);
    QCOMPARE(f.document().viewedPly(), std::size_t{3});
    QCOMPARE(f.document().undoStack()->count(), 0);
    QVERIFY(!f.files->isModified());
    QVERIFY(f.setUp().isEnabled());
    // Another record and back: its start again.
    f.document().selectRecord(1);
    QCOMPARE(f.list().count(), 3);
    f.document().selectRecord(0);
    QCOMPARE(f.list().currentRow(), 0);
    QCOMPARE(f.document().fen(), StartFen);
}

void TestGameMoves::altArrowsStepThroughTheMoves()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
    QWidget* board = f.window->findChild<QWidget*>("board");
    QVERIFY(board);
    board->setFocus();
    QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
    QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
    QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(f.document().viewedPly(), std::size_t{3});
    QCOMPARE(f.document().fen(), afterThree);
    QTest::keyClick(board, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(f.document().viewedPly(), std::size_t{2});
    QCOMPARE(f.list().currentRow(), 2);
    // At the ends the actions are disabled rather than doing nothing.
    f.document().showPly(6);
    QTest::keyClick(board, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(f.document().viewedPly(), std::size_t{6});
    const auto actions = f.moves()->moveActions();
    QVERIFY(!actions[1]->isEnabled());
    actions[2]->trigger(); // Set up from here, from the menu
    QCOMPARE(f.document().viewedPly(), std::size_t{0});
    QCOMPARE(f.list().count(), 1);
    QCOMPARE(f.document().undoStack()->count(), 1);
    QVERIFY(!actions[0]->isEnabled());
    QVERIFY(!actions[1]->isEnabled());
}

void TestGameMoves::editAtAPlySetsUpFromThereInOneStep()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    f.document().showPly(3);
    f.document().placePiece(sq("h5"), {PieceType::Queen, Color::White});
    QCOMPARE(f.document().undoStack()->count(), 1);
    QVERIFY(f.files->isModified());
    // The game now starts at the edited position, with the moves that still play from it.
    QCOMPARE(f.document().viewedPly(), std::size_t{0});
    QCOMPARE(f.document().fen(), QString(afterThree).replace("8/4p3", "8/4p2Q"));
    QCOMPARE(f.list().count(), 4); // the start, Nc6, Bb5, a6
    QCOMPARE(f.list().item(1)->text(), QString("2... Nc6"));
    f.document().undoStack()->undo();
    QCOMPARE(f.document().fen(), StartFen);
    QCOMPARE(f.list().count(), 7);
    QVERIFY(!f.files->isModified());
}

void TestGameMoves::setUpFromHereSavesThatGameAlone()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    f.list().setCurrentRow(3);
    QTest::mouseClick(&f.setUp(), Qt::LeftButton);
    QCOMPARE(f.document().undoStack()->count(), 1);
    QCOMPARE(f.document().undoStack()->undoText(), QString("Set up after 2. Nf3"));
    QCOMPARE(f.document().fen(), afterThree);
    QVERIFY(f.files->save());
    const QByteArray saved = readFile(path_);
    QCOMPARE(saved,
        "[Event \"Ruy\"]\n[White \"Kim\"]\n[Black \"Li\"]\n[SetUp \"1\"]\n[FEN \"" + afterThree.toUtf8()
            + "\"]\n\n2... Nc6 3. Bb5 $1 3... a6 1-0\n\n[Event \"Broken\"]\n\n1. d4 d5 2. Ke3 *\n");
    Fixture again;
    QVERIFY(again.files->openFile(path_));
    QCOMPARE(again.document().fen(), afterThree);
    QCOMPARE(again.list().count(), 4);
}

void TestGameMoves::problemsSaid()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    f.document().selectRecord(1);
    const QLabel* problems = f.moves()->findChild<QLabel*>("gameProblems");
    QVERIFY(problems->isVisible());
    QCOMPARE(problems->text(), QString("Illegal move \"Ke3\": the moves stop after 1... d5"));
    QCOMPARE(f.document().records()->data(f.document().records()->index(0), Qt::DisplayRole).toString(),
        QString("Ruy: Kim - Li"));
}

void TestGameMoves::saveAsEpdSaysTheMovesAreLost()
{
    Fixture f;
    QVERIFY(f.files->openFile(path_));
    f.chosen = dir_.filePath("starts.epd");
    QVERIFY(f.files->saveAs());
    QCOMPARE(readFile(f.chosen).count('\n'), 2);
    const QString status = f.window->statusBar()->currentMessage();
    QVERIFY2(status.contains("moves"), qPrintable(status));
    QCOMPARE(readFile(path_), games); // the PGN itself untouched
}

void TestGameMoves::pastedGamesOfferACollection()
{
    Fixture f;
    QList<int> asked;
    f.window->setCollectionPastePrompt([&](int count) {
        asked << count;
        return true;
    });
    QGuiApplication::clipboard()->setText(QString::fromUtf8(games));
    child<QAction>(*f.window, "actionPasteFen")->trigger();
    QCOMPARE(asked, QList<int>{2});
    QVERIFY(f.document().hasRecords());
    QCOMPARE(f.document().records()->format(), CollectionFormat::Pgn);
    QCOMPARE(f.list().count(), 7);
}

void TestGameMoves::pastedGameOffersItsMoves()
{
    Fixture f;
    QList<int> asked;
    f.window->setCollectionPastePrompt([&](int count) {
        asked << count;
        return true;
    });
    // As Lichess copies a game: tags, no FEN tag, the moves with clock comments.
    const QString lichess = "[Event \"Rated blitz game\"]\n[Site \"https://lichess.org/abcd1234\"]\n"
                            "[White \"kim\"]\n[Black \"li\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 Nc6 3. Bb5 1-0\n";
    QGuiApplication::clipboard()->setText(lichess);
    child<QAction>(*f.window, "actionPasteFen")->trigger();
    QCOMPARE(asked, QList<int>{1});
    QVERIFY(f.document().hasRecords());
    QCOMPARE(f.list().count(), 6); // the start and five plies
    QVERIFY(f.window->statusBar()->currentMessage().contains("pick a move"));
    f.list().setCurrentRow(3);
    QCOMPARE(f.document().fen(), afterThree);

    // A game with a FEN tag is a puzzle and its solution: pasted as its position, nothing asked.
    f.document().closeRecords();
    QGuiApplication::clipboard()->setText(
        "[Event \"Study\"]\n[SetUp \"1\"]\n[FEN \"" + afterThree + "\"]\n\n2... Nc6 *\n");
    child<QAction>(*f.window, "actionPasteFen")->trigger();
    QCOMPARE(asked, QList<int>{1});
    QVERIFY(!f.document().hasRecords());
    QCOMPARE(f.document().fen(), afterThree);
}

QTEST_MAIN(TestGameMoves)
#include "tst_gamemoves.moc"
