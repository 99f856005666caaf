// The board's mapping, painting and gestures (offscreen): brush clicks and sweeps, right-click,
// keys, and drops sent as events (a real QDrag is tst_boarddrag's business).
#include "board_view.h"
#include "piece_mime.h"
#include "test_support.h"

#include <QDragEnterEvent>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace forsyth;

namespace {

// Counts the paint events a widget gets.
class PaintCounter : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return false;
    }
};

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void mapping_data();
    void mapping();
    void brushClick();
    void brushSweep();
    void brushSweepOnItsPieceErases();
    void eraser();
    void rightClickEmpties();
    void keyboard();
    void keyboardFlipped();
    void dropFenText();
    void dropFenFile();
    void dropBadFen();
    void dropPieceMoves();
    void dropPieceCopiesWithCtrl();
    void dropFromPalette();
    void dropOnBandIgnored();
    void highlightsDropTarget();
    void reportsTheSquarePointedAt();
    void repaintsOnDocumentChange();
    void marksFindings();
    void flipSignal();
};

void TestBoardView::mapping_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("flipped");
    for (const QSize size : {QSize(400, 400), QSize(300, 520), QSize(833, 601), QSize(161, 160)}) {
        const QByteArray name = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
        QTest::newRow(name + " white") << size << false;
        QTest::newRow(name + " flipped") << size << true;
    }
}

void TestBoardView::mapping()
{
    QFETCH(QSize, size);
    QFETCH(bool, flipped);
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(size);
    board.setFlipped(flipped);

    QRect all;
    for (Square s = 0; s < 64; ++s) {
        const QRect r = board.squareRect(s);
        QVERIFY(qAbs(r.width() - r.height()) <= 1); // square
        QCOMPARE(board.squareAt(r.center()), s);
        QCOMPARE(board.squareAt(r.topLeft()), s);
        QCOMPARE(board.squareAt(r.bottomRight()), s);
        all = all.united(r);
    }
    QVERIFY(QRect(QPoint(0, 0), size).contains(all));
    // Centred: the board and its coordinate band (left, below) share the free space.
    QVERIFY(qAbs((all.left() + all.right()) / 2 - size.width() / 2) <= all.width() / 16);
    QVERIFY(qAbs((all.top() + all.bottom()) / 2 - size.height() / 2) <= all.height() / 16);
    QCOMPARE(board.squareAt(all.topLeft() - QPoint(1, 1)), NoSquare);
    QCOMPARE(board.squareAt(all.bottomRight() + QPoint(1, 1)), NoSquare);
    QCOMPARE(board.squareAt(QPoint(-5, -5)), NoSquare);

    // White's a8 (or Black's h1) is at the top left; a1 (or h8) at the bottom left.
    QCOMPARE(board.squareAt(all.topLeft()), flipped ? sq("h1") : sq("a8"));
    QCOMPARE(board.squareAt(all.bottomLeft()), flipped ? sq("h8") : sq("a1"));
    QCOMPARE(board.squareAt(all.topRight()), flipped ? sq("a1") : sq("h8"));
    QVERIFY((board.squareRect(sq("e2")).top() < board.squareRect(sq("e1")).top()) != flipped);
}

void TestBoardView::brushClick()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const Piece queen{PieceType::Queen, Color::Black};
    board.setBrush(queen);
    QCOMPARE(board.brush(), std::optional<Piece>(queen));

    clickSquare(board, "d4");
    QVERIFY(doc.position().pieceAt(sq("d4")).is(Color::Black, PieceType::Queen));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);

    // A click on a square already holding exactly the brush piece empties it.
    clickSquare(board, "d4");
    QCOMPARE(doc.fen(), StartFen);
    QCOMPARE(doc.undoStack()->count(), 2);

    // On a square holding another piece, the brush replaces it.
    clickSquare(board, "d1");
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBqKBNR w KQkq - 0 1"));

    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), StartFen);
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));

    // No brush: a click changes nothing.
    board.setBrush(std::nullopt);
    clickSquare(board, "a3");
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoardView::brushSweep()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    board.setBrush(Piece{PieceType::Knight, Color::White});
    // a3 to h3 in two big mouse moves: the squares in between are painted too.
    sweep(board, {"a3", "d3", "h3"});
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/NNNNNNNN/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1); // one stroke, one step
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), StartFen);
    doc.undoStack()->redo();
    QCOMPARE(doc.position().pieceAt(sq("e3")), (Piece{PieceType::Knight, Color::White}));
}

void TestBoardView::brushSweepOnItsPieceErases()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    board.setBrush(Piece{PieceType::Pawn, Color::White});
    sweep(board, {"a2", "c2"});
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/3PPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
    // Taking the brush piece off leaves other pieces alone: d2 down to d1 keeps the queen.
    sweep(board, {"d2", "d1"});
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/4PPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestBoardView::eraser()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    board.setBrush(Piece{});
    clickSquare(board, "e2");
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
    // An empty square stays empty, and leaves no step to undo.
    clickSquare(board, "e4");
    QCOMPARE(doc.undoStack()->count(), 1);
    // A sweep empties every square it crosses.
    sweep(board, {"a7", "a8", "b8"});
    QCOMPARE(doc.fen(), QString("2bqkbnr/1ppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQk - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestBoardView::rightClickEmpties()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    clickSquare(board, "d8", Qt::RightButton);
    QCOMPARE(doc.fen(), QString("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
    // Also with a brush picked: right-click always empties.
    board.setBrush(Piece{PieceType::Rook, Color::White});
    clickSquare(board, "d1", Qt::RightButton);
    QCOMPARE(doc.fen(), QString("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), StartFen);
}

void TestBoardView::keyboard()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    QCOMPARE(board.cursorSquare(), sq("a1"));
    QCOMPARE(board.focusPolicy(), Qt::StrongFocus);

    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&board, Qt::Key_Up);
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.cursorSquare(), sq("e4"));
    QVERIFY(board.accessibleDescription().contains("e4"));

    // The typed letter decides the colour: 'Q' with Shift or with Caps Lock alike.
    QTest::keyClick(&board, 'Q');
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/4Q3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QVERIFY(board.accessibleDescription().contains("white queen"));
    QTest::keyClick(&board, 'n');
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/4n3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QTest::keyClick(&board, Qt::Key_Delete);
    QCOMPARE(doc.fen(), StartFen);
    QTest::keyClick(&board, Qt::Key_Down);
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.cursorSquare(), sq("e2"));
    QTest::keyClick(&board, Qt::Key_Backspace);
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 4);

    // F is the window's flip shortcut, not a piece: the board leaves it alone.
    QTest::keyClick(&board, Qt::Key_F);
    QCOMPARE(doc.undoStack()->count(), 4);
    // The cursor stops at the edge.
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&board, Qt::Key_Left);
    QCOMPARE(board.cursorSquare(), sq("a2"));

    // Space or Enter is the brush's click on the cursor's square: its piece, or nothing where
    // it stands already. Without a brush they do nothing.
    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(doc.undoStack()->count(), 4);
    board.setBrush(Piece{PieceType::Knight, Color::Black});
    QTest::keyClick(&board, Qt::Key_Space);
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/nPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QTest::keyClick(&board, Qt::Key_Return);
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/1PPP1PPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoardView::keyboardFlipped()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    board.setFlipped(true);
    // Up is towards the top of the screen, where rank 1 is now; right goes towards file a.
    QTest::keyClick(&board, Qt::Key_Up);
    QCOMPARE(board.cursorSquare(), sq("a1"));
    QTest::keyClick(&board, Qt::Key_Down);
    QCOMPARE(board.cursorSquare(), sq("a2"));
    QTest::keyClick(&board, Qt::Key_Left);
    QCOMPARE(board.cursorSquare(), sq("b2"));
    QTest::keyClick(&board, Qt::Key_Right);
    QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.cursorSquare(), sq("a2"));
    QTest::keyClick(&board, Qt::Key_K);
    QCOMPARE(doc.position().pieceAt(sq("a2")), (Piece{PieceType::King, Color::Black}));
}

void TestBoardView::dropFenText()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    QMimeData data;
    data.setText("\n  \n8/8/8/4k3/8/8/8/4K3 b - - 3 40\nsecond line is ignored");
    QVERIFY(drop(&board, data, centre(board, "c6")));
    QCOMPARE(doc.fen(), QString("8/8/8/4k3/8/8/8/4K3 b - - 3 40"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->text(0), QString("Drop FEN"));
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), StartFen);
    // Lenient: the URL form with underscores is read too.
    data.setText("8/8/8/4k3/8/8/8/4K3_w_-_-_0_1");
    QVERIFY(drop(&board, data, centre(board, "c6")));
    QCOMPARE(doc.fen(), QString("8/8/8/4k3/8/8/8/4K3 w - - 0 1"));
}

void TestBoardView::dropFenFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("endgame.fen");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\r\n6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1\r\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "
               "KQkq - 0 1\n");
    file.close();

    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    // A position file is taken, but opened as a file (File > Open, in the window), not
    // read as pasted text here.
    QSignalSpy files(&board, &BoardView::filesDropped);
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QVERIFY(drop(&board, data, centre(board, "a1")));
    QCOMPARE(files.count(), 1);
    QCOMPARE(files.at(0).at(0).toStringList(), QStringList{path});
    QCOMPARE(doc.fen(), StartFen);
    QCOMPARE(doc.undoStack()->count(), 0);
    QMimeData epd; // .epd and .pgn too, in any letter case
    epd.setUrls({QUrl::fromLocalFile(dir.filePath("puzzles.EPD"))});
    QVERIFY(drop(&board, epd, centre(board, "a1")));
    QCOMPARE(files.count(), 2);
    QCOMPARE(files.at(1).at(0).toStringList(), QStringList{dir.filePath("puzzles.EPD")});
    // Several: each, in their order, without what opens as no file.
    QMimeData several;
    several.setUrls({QUrl::fromLocalFile(dir.filePath("notes.doc")), QUrl::fromLocalFile(path),
        QUrl::fromLocalFile(dir.filePath("games.pgn"))});
    QVERIFY(drop(&board, several, centre(board, "a1")));
    QCOMPARE(files.count(), 3);
    QCOMPARE(files.at(2).at(0).toStringList(), QStringList({path, dir.filePath("games.pgn")}));

    // A picture's file too, to be read as File > Open reads it (docs/MODEL.md).
    QMimeData picture;
    picture.setUrls({QUrl::fromLocalFile(dir.filePath("board.PNG"))});
    QVERIFY(drop(&board, picture, centre(board, "a1")));
    QCOMPARE(files.count(), 4);
    QCOMPARE(files.at(3).at(0).toStringList(), QStringList{dir.filePath("board.PNG")});

    // Other files are not taken at all.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(dir.filePath("notes.odt"))});
    QVERIFY(!drop(&board, other, centre(board, "a1")));
    QCOMPARE(files.count(), 4);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestBoardView::dropBadFen()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    QSignalSpy messages(&board, &BoardView::statusMessage);
    QMimeData data;
    data.setText("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    drop(&board, data, centre(board, "e4"));
    QCOMPARE(doc.fen(), StartFen);
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(messages.count(), 1);
    QVERIFY(messages.at(0).at(0).toString().startsWith("Dropped text is not a FEN: "));

    // Text that is empty is said so too.
    QMimeData empty;
    empty.setText("  \n");
    drop(&board, empty, centre(board, "e4"));
    QCOMPARE(messages.count(), 2);
    QVERIFY2(messages.at(1).at(0).toString().contains("empty"), qPrintable(messages.at(1).at(0).toString()));
    QCOMPARE(doc.fen(), StartFen);
}

void TestBoardView::dropPieceMoves()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const auto data = makePieceMimeData({{PieceType::Pawn, Color::White}, sq("e2")}, doc.fen());
    QCOMPARE(data->text(), StartFen); // text/plain is the FEN, for drops outside the window
    QVERIFY(drop(&board, *data, centre(board, "e4")));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.fen(), StartFen);
}

void TestBoardView::dropPieceCopiesWithCtrl()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const auto data = makePieceMimeData({{PieceType::Knight, Color::Black}, sq("g8")}, doc.fen());
    QVERIFY(drop(&board, *data, centre(board, "f6"), Qt::ControlModifier));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestBoardView::dropFromPalette()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const auto data = makePieceMimeData({{PieceType::Queen, Color::Black}, NoSquare}, QString());
    QVERIFY(drop(&board, *data, centre(board, "d4"), {}, Qt::CopyAction));
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoardView::dropOnBandIgnored()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const auto data = makePieceMimeData({{PieceType::Pawn, Color::White}, sq("e2")}, doc.fen());
    const QRect a1 = board.squareRect(sq("a1"));
    // The coordinate band is not the board: a drop there is refused (and so the drag,
    // ending with no action taken, deletes the piece at its source).
    QVERIFY(!drop(&board, *data, QPoint(a1.left() - 3, a1.center().y())));
    QCOMPARE(doc.fen(), StartFen);
    // A malformed payload is refused too.
    QMimeData bad;
    bad.setData(PieceMimeType, "nonsense");
    QVERIFY(!readPiecePayload(&bad));
}

// While a piece is dragged over a square, that square is highlighted; leaving clears it.
void TestBoardView::highlightsDropTarget()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    const QRect e4 = board.squareRect(sq("e4"));
    const QImage before = board.grab().toImage();
    const auto data = makePieceMimeData({{PieceType::Pawn, Color::White}, sq("e2")}, doc.fen());
    const Qt::DropActions actions = Qt::MoveAction | Qt::CopyAction;
    QDragEnterEvent enter(e4.center(), actions, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(&board, &enter);
    QDragMoveEvent move(e4.center(), actions, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(&board, &move);
    QVERIFY(move.isAccepted());
    const QImage during = board.grab().toImage();
    QVERIFY(during.copy(e4) != before.copy(e4));
    const QRect e5 = board.squareRect(sq("e5"));
    QCOMPARE(during.copy(e5), before.copy(e5)); // only the target square
    QDragLeaveEvent leave;
    QApplication::sendEvent(&board, &leave);
    QCOMPARE(board.grab().toImage().copy(e4), before.copy(e4));
    QCOMPARE(doc.fen(), StartFen); // hovering is no edit
}

// The square under the mouse goes to the FEN field, which lights up its character: while a
// piece is dragged over the board too, and none once it is dragged off (no hover leave comes
// then: the highlight stayed on after a piece was dragged off the board and out of the window).
void TestBoardView::reportsTheSquarePointedAt()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    QSignalSpy pointed(&board, &BoardView::squareHovered);
    const auto last = [&] { return pointed.isEmpty() ? NoSquare : pointed.last().at(0).value<Square>(); };
    QHoverEvent hover(QEvent::HoverMove, board.squareRect(sq("c3")).center(), QPointF(), QPointF());
    QApplication::sendEvent(&board, &hover);
    QCOMPARE(last(), sq("c3"));
    const auto data = makePieceMimeData({{PieceType::Pawn, Color::White}, sq("e2")}, doc.fen());
    const Qt::DropActions actions = Qt::MoveAction | Qt::CopyAction;
    QDragEnterEvent enter(board.squareRect(sq("e2")).center(), actions, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(&board, &enter);
    QDragMoveEvent move(board.squareRect(sq("e4")).center(), actions, data.get(), Qt::LeftButton, {});
    QApplication::sendEvent(&board, &move);
    QCOMPARE(last(), sq("e4"));
    QDragLeaveEvent leave;
    QApplication::sendEvent(&board, &leave);
    QCOMPARE(last(), NoSquare);
}

void TestBoardView::repaintsOnDocumentChange()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QRect e4 = board.squareRect(sq("e4"));
    const QImage before = board.grab().toImage();

    PaintCounter counter;
    board.installEventFilter(&counter);
    QCoreApplication::processEvents();
    const int paints = counter.count;
    doc.movePiece(sq("e2"), sq("e4")); // not through the board: the board follows the document
    QTRY_VERIFY(counter.count > paints);
    const QImage after = board.grab().toImage();
    QVERIFY(before.copy(e4) != after.copy(e4));

    // A notation change shows nowhere on the board: no repaint.
    QCoreApplication::processEvents();
    const int settled = counter.count;
    doc.setCastlingNotation(CastlingNotation::Shredder);
    QCoreApplication::processEvents();
    QCOMPARE(counter.count, settled);
}

void TestBoardView::marksFindings()
{
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    // A pawn on the back rank is an error: its square gets a red frame.
    doc.placePiece(sq("c8"), {PieceType::Pawn, Color::White});
    const QImage image = board.grab().toImage();
    const QRect c8 = board.squareRect(sq("c8"));
    const QColor edge = image.pixelColor(c8.left() + 2, c8.center().y());
    QVERIFY2(edge.red() > 180 && edge.green() < 90, qPrintable(edge.name()));
    const QColor plain = image.pixelColor(board.squareRect(sq("a8")).left() + 2, c8.center().y());
    QVERIFY2(plain.green() > 120, qPrintable(plain.name()));

    board.setHighlightedSquares(bit(sq("a8")));
    const QImage highlighted = board.grab().toImage();
    QVERIFY(highlighted.pixelColor(board.squareRect(sq("a8")).left() + 1, c8.center().y()) != plain);
}

void TestBoardView::flipSignal()
{
    PositionDocument doc;
    BoardView board(&doc);
    QSignalSpy spy(&board, &BoardView::flippedChanged);
    board.setFlipped(true);
    board.setFlipped(true);
    QVERIFY(board.isFlipped());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), true);
    board.setFlipped(false);
    QCOMPARE(spy.count(), 2);
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
