// Real drag and drop, through QDrag::exec and Qt's own drag machinery (QSimpleDrag), under
// the minimal platform where, unlike offscreen, a drag can finish. The gesture starts with a
// press and a move beyond the drag distance; that move enters exec(), which runs a nested
// event loop until the button is released, so the rest of the gesture is sent from a timer
// armed just before: it fires inside exec()'s loop.
#include "board_view.h"
#include "piece_palette.h"
#include "test_support.h"

#include <QAbstractButton>
#include <QTimer>
#include <QtTest>

using namespace forsyth;

namespace {

// The window under test: the board, the palette and a plain area that takes no drops.
struct Window {
    PositionDocument document; // outlives the board
    QWidget widget;
    BoardView* board = new BoardView(&document, &widget);
    PiecePalette* palette = new PiecePalette(&widget);
    QWidget* elsewhere = new QWidget(&widget);

    Window()
    {
        // Placed by hand: a layout would give the window size constraints, which the minimal
        // platform warns it cannot pass on.
        board->setGeometry(0, 0, 400, 400);
        palette->move(410, 0);
        palette->resize(palette->sizeHint());
        elsewhere->setGeometry(420 + palette->width(), 0, 150, 400);
        widget.resize(elsewhere->geometry().right() + 1, 400);
        widget.move(0, 0);
        widget.show();
    }

    QPoint centre(const char* square) const { return ::centre(*board, square); }
};

// Presses at `from` on source, then moves past the drag distance: the widget starts its drag
// and exec() takes over. The timer sends the moves to `to` on target and the release there.
// Returns once exec() has returned, i.e. once the drag is over.
void dragAndDrop(QWidget* source, QPoint from, QWidget* target, QPoint to, int steps = 4)
{
    bool released = false;
    QTest::mousePress(source, Qt::LeftButton, {}, from);
    QTimer::singleShot(0, target, [&] {
        // Several steps, as a hand would: the drag enters the target, moves over it, drops.
        const QPoint start = target->mapFromGlobal(source->mapToGlobal(from));
        for (int i = 1; i <= steps; ++i)
            QTest::mouseMove(target, start + (to - start) * i / steps);
        QTest::mouseRelease(target, Qt::LeftButton, {}, to);
        released = true;
    });
    const int distance = QApplication::startDragDistance() + 4;
    QTest::mouseMove(source, from + QPoint(distance, 0));
    QVERIFY2(released, "the drag did not start: exec() was never entered");
    QCoreApplication::processEvents(); // the release Qt re-posts after the drag
}

} // namespace

class TestBoardDrag : public QObject {
    Q_OBJECT

private slots:
    void init();
    void boardToBoard();
    void boardToBoardCopyWithCtrl();
    void paletteToBoard();
    void boardToOffTheBoard();
    void escapeOverTheBoardCancels();
    void paletteBelowEntersThroughTheBand();
};

void TestBoardDrag::init()
{
    QVERIFY2(QGuiApplication::platformName() == QLatin1String("minimal"),
        "run with QT_QPA_PLATFORM=minimal: offscreen cannot finish a real drag");
}

void TestBoardDrag::boardToBoard()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    dragAndDrop(w.board, w.centre("e2"), w.board, w.centre("e4"));
    QCOMPARE(w.document.fen(), QString("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(w.document.undoStack()->count(), 1);
    // The board is ready for the next drag: the source square is no longer hidden.
    dragAndDrop(w.board, w.centre("g8"), w.board, w.centre("f6"));
    QCOMPARE(w.document.fen(), QString("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoardDrag::boardToBoardCopyWithCtrl()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    bool released = false;
    const QPoint from = w.centre("d1");
    const QPoint to = w.centre("d4");
    QTest::mousePress(w.board, Qt::LeftButton, {}, from);
    QTimer::singleShot(0, w.board, [&] {
        // Ctrl held while moving and releasing: Qt proposes a copy.
        QTest::mouseEvent(QTest::MouseMove, w.board, Qt::NoButton, Qt::ControlModifier, (from + to) / 2);
        QTest::mouseEvent(QTest::MouseMove, w.board, Qt::NoButton, Qt::ControlModifier, to);
        QTest::mouseRelease(w.board, Qt::LeftButton, Qt::ControlModifier, to);
        released = true;
    });
    QTest::mouseMove(w.board, from + QPoint(0, -(QApplication::startDragDistance() + 4)));
    QVERIFY(released);
    QCOMPARE(w.document.fen(), QString("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

void TestBoardDrag::paletteToBoard()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    auto* queen = w.palette->findChild<QAbstractButton*>("palette_q");
    QVERIFY(queen);
    dragAndDrop(queen, queen->rect().center(), w.board, w.centre("d4"));
    QCOMPARE(w.document.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // A drag is not a click: the brush stays unpicked.
    QCOMPARE(w.palette->brush(), std::nullopt);
    QVERIFY(!queen->isChecked());
}

void TestBoardDrag::boardToOffTheBoard()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    dragAndDrop(w.board, w.centre("b1"), w.elsewhere, w.elsewhere->rect().center());
    QCOMPARE(w.document.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"));
    QCOMPARE(w.document.undoStack()->count(), 1);
    w.document.undoStack()->undo();
    QCOMPARE(w.document.fen(), StartFen);
}

// Qt reports Escape like a drop nowhere, but the button is still down: a cancel, the piece stays.
void TestBoardDrag::escapeOverTheBoardCancels()
{
    Window w;
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    bool cancelled = false;
    const QPoint from = w.centre("g1");
    QTest::mousePress(w.board, Qt::LeftButton, {}, from);
    QTimer::singleShot(0, w.board, [&] {
        QTest::mouseMove(w.board, w.centre("f3"));
        QTest::keyClick(w.board, Qt::Key_Escape);
        cancelled = true;
    });
    QTest::mouseMove(w.board, from + QPoint(0, -(QApplication::startDragDistance() + 4)));
    QVERIFY2(cancelled, "the drag did not start: exec() was never entered");
    QTest::mouseRelease(w.board, Qt::LeftButton, {}, w.centre("f3"));
    QCOMPARE(w.document.fen(), StartFen);
    QCOMPARE(w.document.undoStack()->count(), 0);
}

// The editor's layout: the palette under the board, so a drag enters through the file
// letters' band, where nothing may be dropped but the drag must go on.
void TestBoardDrag::paletteBelowEntersThroughTheBand()
{
    Window w;
    w.palette->move(0, w.board->height() + 10);
    w.widget.resize(w.widget.width(), w.palette->geometry().bottom() + 1);
    QVERIFY(QTest::qWaitForWindowExposed(&w.widget));
    auto* queen = w.palette->findChild<QAbstractButton*>("palette_q");
    QVERIFY(queen);
    const QRect d4 = w.board->squareRect(sq("d4"));
    const QRect a1 = w.board->squareRect(sq("a1"));
    QVERIFY2(a1.bottom() + 5 < w.board->height(), "no band under the squares to enter through");
    // Many small steps: the first ones inside the board land in the band under rank 1.
    dragAndDrop(queen, queen->rect().center(), w.board, d4.center(), 40);
    QCOMPARE(w.document.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

QTEST_MAIN(TestBoardDrag)
#include "tst_boarddrag.moc"
