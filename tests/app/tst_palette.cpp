// The piece palette: picking and dropping the brush, the eraser, and what it tells the board.
#include "board_view.h"
#include "piece_palette.h"
#include "test_support.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

using namespace forsyth;

namespace {

QAbstractButton* button(PiecePalette& palette, const QString& name)
{
    return child<QAbstractButton>(palette, QStringLiteral("palette_") + name);
}

std::optional<Piece> brushOf(const QSignalSpy& spy, int i)
{
    return spy.at(i).at(0).value<std::optional<Piece>>();
}

const QStringList Names = {"K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "eraser"};

} // namespace

class TestPalette : public QObject {
    Q_OBJECT

private slots:
    void hasThirteenButtons();
    void selectAndDeselect_data();
    void selectAndDeselect();
    void switchBrush();
    void setBrushFromCode();
    void eraser();
    void drivesTheBoard();
    void focusIsRinged();
};

void TestPalette::hasThirteenButtons()
{
    PiecePalette palette;
    for (const QString& name : Names) {
        QAbstractButton* b = button(palette, name);
        QVERIFY(b->isCheckable());
        QVERIFY(!b->isChecked());
        QVERIFY(!b->accessibleName().isEmpty());
        QVERIFY(!b->toolTip().isEmpty());
    }
    QCOMPARE(button(palette, "q")->accessibleName(), QString("black queen"));
    QCOMPARE(palette.brush(), std::nullopt);
}

void TestPalette::selectAndDeselect_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("color");
    for (const QString& name : Names.mid(0, 12)) {
        const Piece p = pieceFromLetter(name.at(0).toLatin1());
        QTest::newRow(qPrintable(name)) << name << static_cast<int>(p.type) << static_cast<int>(p.color);
    }
}

void TestPalette::selectAndDeselect()
{
    QFETCH(QString, name);
    QFETCH(int, type);
    QFETCH(int, color);
    const Piece piece{static_cast<PieceType>(type), static_cast<Color>(color)};
    PiecePalette palette;
    QSignalSpy spy(&palette, &PiecePalette::brushChanged);
    QAbstractButton* b = button(palette, name);

    QTest::mouseClick(b, Qt::LeftButton);
    QCOMPARE(palette.brush(), std::optional<Piece>(piece));
    QVERIFY(b->isChecked());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(brushOf(spy, 0), std::optional<Piece>(piece));

    // Clicking the selected one again drops the brush.
    QTest::mouseClick(b, Qt::LeftButton);
    QCOMPARE(palette.brush(), std::nullopt);
    QVERIFY(!b->isChecked());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(brushOf(spy, 1), std::nullopt);
}

void TestPalette::switchBrush()
{
    PiecePalette palette;
    QSignalSpy spy(&palette, &PiecePalette::brushChanged);
    QTest::mouseClick(button(palette, "N"), Qt::LeftButton);
    QTest::mouseClick(button(palette, "n"), Qt::LeftButton);
    QCOMPARE(palette.brush(), std::optional<Piece>(Piece{PieceType::Knight, Color::Black}));
    // Only the selected one shows checked.
    for (const QString& name : Names)
        QCOMPARE(button(palette, name)->isChecked(), name == "n");
    QCOMPARE(spy.count(), 2);
}

void TestPalette::setBrushFromCode()
{
    PiecePalette palette;
    QSignalSpy spy(&palette, &PiecePalette::brushChanged);
    palette.setBrush(Piece{PieceType::Rook, Color::White});
    QVERIFY(button(palette, "R")->isChecked());
    QCOMPARE(spy.count(), 1);
    palette.setBrush(Piece{PieceType::Rook, Color::White}); // no change, no signal
    QCOMPARE(spy.count(), 1);
    palette.setBrush(std::nullopt);
    QVERIFY(!button(palette, "R")->isChecked());
    QCOMPARE(spy.count(), 2);
}

void TestPalette::eraser()
{
    PiecePalette palette;
    QSignalSpy spy(&palette, &PiecePalette::brushChanged);
    QTest::mouseClick(button(palette, "eraser"), Qt::LeftButton);
    QVERIFY(palette.brush().has_value());
    QVERIFY(palette.brush()->empty());
    QVERIFY(button(palette, "eraser")->isChecked());
    QCOMPARE(spy.count(), 1);
    QVERIFY(brushOf(spy, 0)->empty());
    QTest::mouseClick(button(palette, "eraser"), Qt::LeftButton);
    QCOMPARE(palette.brush(), std::nullopt);
    QCOMPARE(spy.count(), 2);
}

void TestPalette::drivesTheBoard()
{
    // The window connects palette to board like this; the brush then paints the board.
    PositionDocument doc;
    BoardView board(&doc);
    board.resize(400, 400);
    PiecePalette palette;
    connect(&palette, &PiecePalette::brushChanged, &board, &BoardView::setBrush);
    QTest::mouseClick(button(palette, "q"), Qt::LeftButton);
    QCOMPARE(board.brush(), std::optional<Piece>(Piece{PieceType::Queen, Color::Black}));
    clickSquare(board, "d4");
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/3q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QTest::mouseClick(button(palette, "eraser"), Qt::LeftButton);
    clickSquare(board, "d4");
    QCOMPARE(doc.fen(), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QTest::mouseClick(button(palette, "eraser"), Qt::LeftButton);
    QCOMPARE(board.brush(), std::nullopt);
}

// The piece the keyboard is on is ringed in the highlight colour, all round: the style's own
// focus frame was one faint pixel.
void TestPalette::focusIsRinged()
{
    QWidget window;
    auto* palette = new PiecePalette(&window);
    auto* elsewhere = new QLineEdit(&window);
    elsewhere->move(0, palette->sizeHint().height());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    elsewhere->setFocus();
    QTRY_VERIFY(elsewhere->hasFocus());
    QAbstractButton* king = button(*palette, "K");
    const QColor highlight = palette->palette().color(QPalette::Highlight);
    const auto ringed = [&] {
        const QImage image = king->grab().toImage();
        return countPixels(image, image.rect(), [&](QColor c) { return c == highlight; });
    };
    QCOMPARE(ringed(), 0);
    king->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(king->hasFocus());
    QVERIFY2(ringed() >= 2 * (king->width() + king->height()), qPrintable(QString::number(ringed())));
}

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
