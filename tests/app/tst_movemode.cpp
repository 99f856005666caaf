// Move mode: the board plays legal moves only, through real mouse and key events, and each
// move is one undo step whose explanation says what every FEN field did.
#include "board_view.h"
#include "fen.h"
#include "fen_field.h"
#include "main_window.h"
#include "move_explanation.h"
#include "piece_mime.h"
#include "piece_palette.h"
#include "teaching_panel.h"
#include "test_support.h"

#include <QAction>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace forsyth;

namespace {

const QString AfterE4 = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
const QString AfterC5 = QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
const QString AfterNf3 = QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");

// A board in move mode on its own document, shown so that it paints and takes keys.
struct Fixture {
    PositionDocument document;
    BoardView board{&document};
    QStringList lastExplanation; // explainMove's lines for the last move played
    int movesPlayed = 0;

    explicit Fixture(const QString& fen = StartFen)
    {
        document.setPosition(read(fen), QStringLiteral("set up"));
        document.undoStack()->clear(); // the set-up is not part of what the tests undo
        QObject::connect(
            &document, &PositionDocument::movePlayed, &document, [this](const Position& before, Move move) {
                lastExplanation = explainMove(before, move, document.fenOptions());
                ++movesPlayed;
            });
        board.resize(400, 400);
        board.setMoveMode(true);
        board.show();
    }
    QPoint at(const char* square) const { return centre(board, square); }

    // A drag by hand: press, move through the half-way point, release on the target.
    void drag(const char* from, const char* to)
    {
        sweep(&board, {at(from), (at(from) + at(to)) / 2, at(to)});
    }
    void clickClick(const char* from, const char* to)
    {
        clickSquare(board, from);
        clickSquare(board, to);
    }
};

// Drag enter, move and drop of a piece from `from` at `to`, as a platform sends them.
bool dropPiece(BoardView& board, Piece piece, const char* from, const char* to)
{
    const std::unique_ptr<QMimeData> data = makePieceMimeData({piece, sq(from)}, QString());
    return drop(&board, *data, centre(board, to));
}

} // namespace

class TestMoveMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void openingByDragsWithExplanations();
    void dragLooksLikeADrag();
    void illegalMoveIgnored();
    void wrongSideIgnored();
    void clickClick();
    void keyboard();
    void castlingBothWays();
    void promotion();
    void promotionCancelled();
    void enPassant();
    void editingGesturesRestInMoveMode();
    void leavingMoveModeEditsAgain();
    void playMoveLosesRightsForGood();
    void windowActionTogglesBoard();
    void movesInSanFollowUndoAndRedo();
    void changedFenCharactersLightForAMoment();

private:
    IsolatedSettings settings_;
};

void TestMoveMode::initTestCase() { QVERIFY(settings_.isolate()); }

void TestMoveMode::openingByDragsWithExplanations()
{
    Fixture f;
    QVERIFY(f.board.isMoveMode());

    f.drag("e2", "e4");
    QCOMPARE(f.document.fen(), AfterE4);
    QCOMPARE(f.lastExplanation,
        QStringList({"e2 to e4: the white pawn moved two squares", "w to b: Black is to move",
            "ep e3: the pawn passed e3", "halfmove back to 0: a pawn moved"}));

    f.drag("c7", "c5");
    QCOMPARE(f.document.fen(), AfterC5);
    QCOMPARE(f.lastExplanation,
        QStringList({"c7 to c5: the black pawn moved two squares", "b to w: White is to move",
            "ep c6: the pawn passed c6", "halfmove back to 0: a pawn moved", "fullmove 2: Black has moved"}));

    f.drag("g1", "f3");
    QCOMPARE(f.document.fen(), AfterNf3);
    QCOMPARE(f.lastExplanation,
        QStringList({"g1 to f3: the white knight moved", "w to b: Black is to move",
            "ep back to -: no pawn has just moved two squares", "halfmove 1: no capture and no pawn move"}));

    // One undo step a move, named by the move; undo walks back one move at a time.
    QUndoStack* stack = f.document.undoStack();
    QCOMPARE(stack->count(), 3);
    QCOMPARE(stack->undoText(), QStringLiteral("Move g1-f3"));
    stack->undo();
    QCOMPARE(f.document.fen(), AfterC5);
    stack->undo();
    QCOMPARE(f.document.fen(), AfterE4);
    stack->undo();
    QCOMPARE(f.document.fen(), StartFen);
    QCOMPARE(f.movesPlayed, 3); // undo plays nothing
    QVERIFY(f.board.isMoveMode());
    // And the board plays on from the position undo left.
    f.drag("d2", "d4");
    QCOMPARE(f.document.fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"));
}

void TestMoveMode::dragLooksLikeADrag()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.board));
    const QImage before = f.board.grab().toImage();
    QTest::mousePress(&f.board, Qt::LeftButton, {}, f.at("e2"));
    QCOMPARE(f.board.pickedSquare(), sq("e2"));
    // The legal targets are marked while the piece is picked.
    QCOMPARE(f.board.legalTargets(), bit(sq("e3")) | bit(sq("e4")));
    const QImage picked = f.board.grab().toImage();
    QVERIFY(picked.pixelColor(f.at("e3")) != before.pixelColor(f.at("e3")));
    QCOMPARE(picked.pixelColor(f.at("e5")), before.pixelColor(f.at("e5"))); // no mark elsewhere

    // Dragging: the piece leaves its square and follows the mouse.
    const QPoint over = f.at("h5");
    QTest::mouseMove(&f.board, (f.at("e2") + over) / 2);
    QTest::mouseMove(&f.board, over);
    const QImage during = f.board.grab().toImage();
    QVERIFY(during.pixelColor(over) != before.pixelColor(over));
    QVERIFY(during.pixelColor(f.at("e2")) != before.pixelColor(f.at("e2")));
    // Released where the pawn cannot go: it snaps back and nothing is played.
    QTest::mouseRelease(&f.board, Qt::LeftButton, {}, over);
    QCOMPARE(f.document.fen(), StartFen);
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    const QImage after = f.board.grab().toImage();
    for (const char* square : {"e2", "e3", "e4", "h5"}) {
        // Inside the square's cursor frame, which moved to e2 with the press.
        const QRect inner = f.board.squareRect(sq(square)).adjusted(8, 8, -8, -8);
        QCOMPARE(after.copy(inner), before.copy(inner));
    }
}

void TestMoveMode::illegalMoveIgnored()
{
    Fixture f;
    f.drag("e2", "e5"); // three squares
    f.drag("a1", "a4"); // through its own pawn
    f.drag("e1", "e2"); // onto its own piece
    f.clickClick("d1", "h5");
    QCOMPARE(f.document.fen(), StartFen);
    QCOMPARE(f.document.undoStack()->count(), 0);
    QCOMPARE(f.movesPlayed, 0);
}

void TestMoveMode::wrongSideIgnored()
{
    Fixture f;
    f.drag("e7", "e5"); // Black's pawn, White to move
    f.clickClick("g8", "f6");
    QCOMPARE(f.document.fen(), StartFen);
    clickSquare(f.board, "e7");
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    QCOMPARE(f.board.legalTargets(), Bitboard(0));
}

void TestMoveMode::clickClick()
{
    Fixture f;
    clickSquare(f.board, "g1");
    QCOMPARE(f.board.pickedSquare(), sq("g1"));
    QCOMPARE(f.board.legalTargets(), bit(sq("f3")) | bit(sq("h3")));
    // A second click on the picked piece puts it down; another piece of the side picks that.
    clickSquare(f.board, "g1");
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    clickSquare(f.board, "g1");
    clickSquare(f.board, "e2");
    QCOMPARE(f.board.pickedSquare(), sq("e2"));
    clickSquare(f.board, "e4");
    QCOMPARE(f.document.fen(), AfterE4);
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    f.clickClick("c7", "c5");
    f.clickClick("g1", "f3");
    QCOMPARE(f.document.fen(), AfterNf3);
}

void TestMoveMode::keyboard()
{
    Fixture f;
    f.board.setFocus();
    QCOMPARE(f.board.cursorSquare(), sq("a1"));
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&f.board, Qt::Key_Right);
    QTest::keyClick(&f.board, Qt::Key_Up);
    QCOMPARE(f.board.cursorSquare(), sq("e2"));
    QTest::keyClick(&f.board, Qt::Key_Space);
    QCOMPARE(f.board.pickedSquare(), sq("e2"));
    QTest::keyClick(&f.board, Qt::Key_Up);
    QTest::keyClick(&f.board, Qt::Key_Up);
    QTest::keyClick(&f.board, Qt::Key_Return);
    QCOMPARE(f.document.fen(), AfterE4);
    // Piece letters and Delete place and erase nothing in move mode.
    QTest::keyClick(&f.board, Qt::Key_Q);
    QTest::keyClick(&f.board, Qt::Key_Delete);
    QCOMPARE(f.document.fen(), AfterE4);
    // Escape puts a picked piece down.
    QTest::keyClick(&f.board, Qt::Key_Up);
    QTest::keyClick(&f.board, Qt::Key_Up);
    QTest::keyClick(&f.board, Qt::Key_Up);
    QCOMPARE(f.board.cursorSquare(), sq("e7"));
    QTest::keyClick(&f.board, Qt::Key_Enter);
    QCOMPARE(f.board.pickedSquare(), sq("e7"));
    QTest::keyClick(&f.board, Qt::Key_Escape);
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    QCOMPARE(f.document.fen(), AfterE4);
}

void TestMoveMode::castlingBothWays()
{
    Fixture f(QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    f.drag("e1", "g1"); // the king to its destination
    QCOMPARE(f.document.fen(), QStringLiteral("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"));
    QCOMPARE(f.lastExplanation,
        QStringList({"e1 to g1: the white king castled on the king's side, the rook went from h1 to f1",
            "w to b: Black is to move", "K and Q gone: the white king castled",
            "halfmove 1: no capture and no pawn move"}));
    f.drag("e8", "a8"); // the king onto its own rook
    QCOMPARE(f.document.fen(), QStringLiteral("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"));
    QVERIFY(f.lastExplanation.contains("k and q gone: the black king castled"));
    QVERIFY(f.lastExplanation.contains(
        "e8 to c8: the black king castled on the queen's side, the rook went from a8 to d8"));

    // A king that steps loses both rights too, and a rook taken on its square loses one.
    Fixture g(QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    g.drag("a1", "a8");
    QCOMPARE(g.document.fen(), QStringLiteral("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"));
    QVERIFY(g.lastExplanation.contains("Q gone: the rook on a1 moved"));
    QVERIFY(g.lastExplanation.contains("q gone: the rook on a8 was captured"));
    QVERIFY(g.lastExplanation.contains("halfmove back to 0: a piece was captured"));
    g.clickClick("e8", "d7");
    QVERIFY(g.lastExplanation.contains("k gone: the black king moved"));

    // In Shredder-FEN the lines name the letters that FEN showed.
    Fixture h(QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    h.document.setCastlingNotation(CastlingNotation::Shredder);
    h.drag("e1", "e2");
    QVERIFY(h.lastExplanation.contains("H and A gone: the white king moved"));
    h.drag("a8", "a1");
    QVERIFY(h.lastExplanation.contains("a gone: the rook on a8 moved"));
}

void TestMoveMode::promotion()
{
    Fixture f(QStringLiteral("1r5k/P7/8/8/8/8/8/K7 w - - 4 40"));
    QList<std::pair<Square, Color>> asked;
    f.board.setPromotionPrompt([&](Square to, Color side) -> std::optional<PieceType> {
        asked.append({to, side});
        return PieceType::Knight;
    });
    f.drag("a7", "a8");
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.front().first, sq("a8"));
    QCOMPARE(asked.front().second, Color::White);
    QCOMPARE(f.document.fen(), QStringLiteral("Nr5k/8/8/8/8/8/8/K7 b - - 0 40"));
    QCOMPARE(f.lastExplanation.front(),
        QStringLiteral("a7 to a8: the white pawn reached the last rank and became a knight"));
    QCOMPARE(f.document.undoStack()->undoText(), QStringLiteral("Move a7-a8=N"));
    f.document.undoStack()->undo();

    // Taking as it promotes.
    f.board.setPromotionPrompt([](Square, Color) { return std::optional<PieceType>(PieceType::Queen); });
    f.clickClick("a7", "b8");
    QCOMPARE(f.document.fen(), QStringLiteral("1Q5k/8/8/8/8/8/8/K7 b - - 0 40"));
    QCOMPARE(f.lastExplanation.front(),
        QStringLiteral("a7 to b8: the white pawn took the black rook and became a queen"));
    QVERIFY(f.lastExplanation.contains("halfmove back to 0: a pawn moved and captured"));
}

void TestMoveMode::promotionCancelled()
{
    Fixture f(QStringLiteral("7k/P7/8/8/8/8/8/K7 w - - 0 1"));
    int asked = 0;
    f.board.setPromotionPrompt([&](Square, Color) -> std::optional<PieceType> {
        ++asked;
        return std::nullopt;
    });
    f.drag("a7", "a8");
    QCOMPARE(asked, 1);
    QCOMPARE(f.document.fen(), QStringLiteral("7k/P7/8/8/8/8/8/K7 w - - 0 1"));
    QCOMPARE(f.document.undoStack()->count(), 0);
    QCOMPARE(f.movesPlayed, 0);
}

void TestMoveMode::enPassant()
{
    Fixture f(QStringLiteral("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    f.drag("d7", "d5");
    QCOMPARE(f.document.fen(), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"));
    f.drag("e5", "d6");
    QCOMPARE(f.document.fen(), QStringLiteral("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"));
    QCOMPARE(f.lastExplanation,
        QStringList({"e5 to d6: the white pawn took the black pawn on d5 en passant",
            "w to b: Black is to move", "ep back to -: no pawn has just moved two squares",
            "halfmove back to 0: a pawn moved and captured"}));
}

void TestMoveMode::editingGesturesRestInMoveMode()
{
    Fixture f;
    clickSquare(f.board, "e2", Qt::RightButton); // would empty the square
    f.board.setBrush(Piece{PieceType::Queen, Color::White});
    clickSquare(f.board, "e4"); // would paint a queen
    f.board.setBrush(std::nullopt);
    QVERIFY(!dropPiece(f.board, Piece{PieceType::Pawn, Color::Black}, "e7", "e5"));
    QVERIFY(!dropPiece(f.board, Piece{PieceType::Queen, Color::White}, "d1", "d4"));
    QCOMPARE(f.document.fen(), StartFen);
    QCOMPARE(f.document.undoStack()->count(), 0);
}

void TestMoveMode::leavingMoveModeEditsAgain()
{
    Fixture f;
    QSignalSpy modes(&f.board, &BoardView::moveModeChanged);
    f.drag("e2", "e4");
    clickSquare(f.board, "g8"); // nothing picked for Black yet
    f.board.setMoveMode(false);
    QCOMPARE(modes.count(), 1);
    QCOMPARE(modes.first().first().toBool(), false);
    f.board.setMoveMode(false); // no change, no signal
    QCOMPARE(modes.count(), 1);
    // The position as it stands, edited freely: a drop moves any piece anywhere.
    QVERIFY(dropPiece(f.board, Piece{PieceType::Pawn, Color::Black}, "e7", "e3"));
    QCOMPARE(
        f.document.fen(), QStringLiteral("rnbqkbnr/pppp1ppp/8/8/4P3/4p3/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    clickSquare(f.board, "e4", Qt::RightButton);
    QCOMPARE(f.document.position().pieceAt(sq("e4")), Piece{});
    // The mouse press on a piece arms an editing drag again, not a move.
    QTest::mousePress(&f.board, Qt::LeftButton, {}, f.at("a1"));
    QCOMPARE(f.board.pickedSquare(), NoSquare);
    QTest::mouseRelease(&f.board, Qt::LeftButton, {}, f.at("a1"));
    f.board.setMoveMode(true);
    QCOMPARE(modes.count(), 2);
    QCOMPARE(modes.last().first().toBool(), true);
}

void TestMoveMode::playMoveLosesRightsForGood()
{
    // A right set aside by an edit (the h1 rook lifted) does not come back after a move.
    PositionDocument document;
    document.placePiece(sq("h1"), Piece{});
    QVERIFY(document.wantedCastling().has(Color::White, CastlingSide::King));
    const Position before = document.position();
    const Move e4 = legalMove(before, "e2e4");
    QSignalSpy played(&document, &PositionDocument::movePlayed);
    document.playMove(e4);
    QCOMPARE(played.count(), 1);
    QCOMPARE(document.wantedCastling(), document.position().castling);
    QVERIFY(!document.wantedCastling().has(Color::White, CastlingSide::King));
    // An illegal move is refused outright.
    const QString fen = document.fen();
    document.playMove(Move{sq("e7"), sq("e3"), MoveKind::Normal, PieceType::None});
    QCOMPARE(document.fen(), fen);
    QCOMPARE(played.count(), 1);
}

void TestMoveMode::windowActionTogglesBoard()
{
    MainWindow window;
    auto* action = window.findChild<QAction*>(QStringLiteral("actionMoveMode"));
    QVERIFY(action);
    QVERIFY(action->isCheckable());
    QVERIFY(!action->isChecked());
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
    QVERIFY(action->toolTip().contains("FEN changes"));
    QVERIFY(!window.board()->isMoveMode());
    action->trigger();
    QVERIFY(window.board()->isMoveMode());
    QVERIFY(!window.palette()->isEnabled());
    window.board()->setMoveMode(false);
    QVERIFY(!action->isChecked());
    QVERIFY(window.palette()->isEnabled());
    // Ctrl+M from the board, where the focus starts.
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(window.board(), Qt::Key_M, Qt::ControlModifier);
    QVERIFY(window.board()->isMoveMode());
    QVERIFY(action->isChecked());
    QTest::keyClick(window.board(), Qt::Key_M, Qt::ControlModifier);
    QVERIFY(!window.board()->isMoveMode());
}

void TestMoveMode::movesInSanFollowUndoAndRedo()
{
    PositionDocument document;
    TeachingPanel panel(&document);
    QCOMPARE(panel.movesText(), QString());
    const auto play = [&](const char* uci) { document.playMove(legalMove(document.position(), uci)); };
    play("e2e4");
    play("c7c5");
    play("g1f3");
    QCOMPARE(panel.movesText(), QStringLiteral("1. e4 c5 2. Nf3"));
    document.undoStack()->undo();
    QCOMPARE(panel.movesText(), QStringLiteral("1. e4 c5"));
    document.undoStack()->redo();
    QCOMPARE(panel.movesText(), QStringLiteral("1. e4 c5 2. Nf3"));
    // Another move after an undo takes the undone one's place.
    document.undoStack()->undo();
    play("b1c3");
    QCOMPARE(panel.movesText(), QStringLiteral("1. e4 c5 2. Nc3"));
    // An edit of the board leaves the line: no move led to this position.
    document.placePiece(sq("a8"), Piece{});
    QCOMPARE(panel.movesText(), QString());
    // From Black's move, numbered as games are.
    document.setPosition(read(AfterE4), QStringLiteral("set up"));
    play("e7e5");
    play("g1f3");
    QCOMPARE(panel.movesText(), QStringLiteral("1... e5 2. Nf3"));
}

void TestMoveMode::changedFenCharactersLightForAMoment()
{
    PositionDocument document;
    FenField field(&document);
    document.playMove(legalMove(document.position(), "e2e4"));
    const QString text = field.lineEdit()->text();
    QCOMPARE(text, AfterE4);
    QStringList lit;
    for (const auto& [from, to] : field.changedRanges())
        lit << text.mid(from, to - from);
    // Rank 4 gains the pawn, rank 2 loses it, Black is to move and e3 may be taken en passant.
    QCOMPARE(lit, (QStringList{"4P3", "1", "b", "e3"}));
    QTRY_VERIFY_WITH_TIMEOUT(field.changedRanges().empty(), FenField::ChangedShownMs * 3);
    // An edit is no move: nothing lights up.
    document.placePiece(sq("a8"), Piece{});
    QVERIFY(field.changedRanges().empty());
}

QTEST_MAIN(TestMoveMode)
#include "tst_movemode.moc"
