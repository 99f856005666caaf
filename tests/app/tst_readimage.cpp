// Reading a board from a picture, as a user meets it: screenshots of the editor's own board in
// each of our piece sets and board colours, either way up, with the coordinates beside it or on
// it, read by `forsyth read-image` (the real binary, one run for all the pictures); a board on a
// page, beside a checkered field that is no board. Boards on their side, upside down, mirrored
// and flipped: tst_readimageorientation; the pictures it cannot read: tst_readimageerrors; in the
// window: tst_picturewindow.
#include "read_image_pictures.h"
#include "test_support.h"

#include "look.h"
#include "picture_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace forsyth;

namespace {

// `columns` by `rows` squares of `side` pixels from `origin`, light and dark alternating as on
// a board (light at the top left).
void paintSquares(
    QPainter& painter, QPointF origin, int columns, int rows, double side, QColor light, QColor dark)
{
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            painter.fillRect(QRectF(origin.x() + column * side, origin.y() + row * side, side, side),
                (row + column) % 2 ? dark : light);
        }
    }
}

// A picture of `columns` by `rows` squares of `side` pixels and nothing else, saved as the PNG
// `path`; its path, or empty when it could not be saved.
QString squaresPicture(const QString& path, int columns, int rows, int side, QColor light, QColor dark)
{
    QImage picture(columns * side, rows * side, QImage::Format_RGB32);
    QPainter painter(&picture);
    paintSquares(painter, {0, 0}, columns, rows, side, light, dark);
    painter.end();
    return picture.save(path) ? path : QString();
}

// Lines of "words" over `area`, one a `step` along and down, as a page of text looks.
void drawWords(QPainter& painter, const QRect& area, const QSize& step)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(40, 40, 40));
    for (int y = area.top(); y < area.bottom(); y += step.height()) {
        for (int x = area.left(); x < area.right(); x += step.width())
            painter.drawRect(x, y, step.width() * 2 / 3 + (x * 7 + y) % 25, 9);
    }
}

} // namespace

class TestReadImage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void editorScreenshotsInEveryLook();
    void boardOnAPage();
    void twoBoardsOnAPage();
    void smallBoardInALargePicture_data();
    void smallBoardInALargePicture();
    void boardFillingThePicture();
    void boardOfOneGrey();
    void boardPlacedOffIsMovedIn();
    void checkeredFieldsAreNoBoards();
    void hollowGlyphsKeepTheirColour();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestReadImage::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(settings_.isolate());
    useBuildsVisionModule();
}

void TestReadImage::cleanup() { restoreStartingLook(); }

void TestReadImage::editorScreenshotsInEveryLook()
{
    struct Shot {
        QString file;
        QString fen;
        bool flipped;
    };
    QList<Shot> shots;
    int k = 0;
    for (const char* set : {"staunton", "modern", "font"}) {
        for (const BoardTheme& theme : boardThemes()) {
            for (const CoordinatePlacement coordinates :
                {CoordinatePlacement::Outside, CoordinatePlacement::Inside}) {
                Look::current().setPieceSet(QLatin1String(set));
                Look::current().setTheme(theme.id);
                Look::current().setCoordinates(coordinates);
                const bool flipped = k % 3 == 1;
                const QString fen = Positions[k % Positions.size()];
                const QString file
                    = dir_.filePath(QStringLiteral("%1-%2-%3.png").arg(QLatin1String(set), theme.id).arg(k));
                QVERIFY(screenshot(fen, flipped, 320 + 40 * (k % 5)).save(file));
                shots.append({file, fen, flipped});
                ++k;
            }
        }
    }
    QStringList files;
    for (const Shot& s : shots)
        files << s.file;
    int exitCode = -1;
    const QList<QJsonObject> results = readImages(files, exitCode);
    QCOMPARE(results.size(), shots.size());
    int right = 0;
    QStringList wrong;
    for (int i = 0; i < shots.size(); ++i) {
        const QJsonObject& r = results[i];
        QCOMPARE(r["file"].toString(), shots[i].file);
        QCOMPARE(r["squares"].toArray().size(), 64);
        if (placementOf(r["fen"].toString()) == placementOf(shots[i].fen)
            && r["flipped"].toBool() == shots[i].flipped)
            ++right;
        else
            wrong << QStringLiteral("%1: %2 (flipped %3)")
                         .arg(QFileInfo(shots[i].file).fileName(), r["fen"].toString())
                         .arg(r["flipped"].toBool());
    }
    // Every screenshot of our own board is read exactly: anything less is a fault to mend.
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
    QCOMPARE(right, shots.size());
    QCOMPARE(exitCode, 0);
}

void TestReadImage::boardOnAPage()
{
    // A page of "text" with the board somewhere in it, the way a forum post or a scan shows it.
    const QString fen = Positions[3];
    const QImage board = screenshot(fen, false, 360);
    QImage page(1400, 1000, QImage::Format_RGB32);
    page.fill(QColor(250, 250, 246));
    QPainter painter(&page);
    drawWords(painter, QRect(40, 30, 1320, 970), QSize(90, 26));
    const QPoint at(610, 330);
    painter.drawImage(at, board);
    painter.end();
    const QString file = dir_.filePath("page.jpg");
    QVERIFY(page.save(file, "JPG", 80));
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({file}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(fen));
    const QJsonObject box = results[0]["box"].toObject();
    QVERIFY(box["x"].toDouble() > at.x() && box["x"].toDouble() < at.x() + 40);
    QVERIFY(box["width"].toDouble() > 300 && box["width"].toDouble() < 360);
    QVERIFY(!results[0]["another_board"].toBool());
}

void TestReadImage::twoBoardsOnAPage()
{
    // A worksheet's page of two diagrams, side by side and one above the other, at different
    // sizes: one is read, and the reading says there is another (docs/MODEL.md §2).
    int exitCode = -1;
    QStringList files;
    for (const bool sideBySide : {true, false}) {
        QImage page(sideBySide ? 1400 : 800, sideBySide ? 700 : 1300, QImage::Format_RGB32);
        page.fill(Qt::white);
        QPainter painter(&page);
        painter.drawImage(QPoint(40, 40), screenshot(Positions[3], false, 300));
        painter.drawImage(
            sideBySide ? QPoint(700, 60) : QPoint(60, 420), screenshot(Positions[0], false, 460));
        painter.end();
        files << dir_.filePath(sideBySide ? "two-across.png" : "two-down.png");
        QVERIFY(page.save(files.back()));
    }
    const QList<QJsonObject> results = readImages(files, exitCode);
    QCOMPARE(exitCode, 0);
    for (const QJsonObject& result : results) {
        const QString placement = placementOf(result["fen"].toString());
        QVERIFY2(placement == placementOf(Positions[3]) || placement == placementOf(Positions[0]),
            qPrintable(placement));
        QVERIFY2(result["another_board"].toBool(), qPrintable(result["file"].toString()));
    }
}

void TestReadImage::smallBoardInALargePicture_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("side");
    QTest::addColumn<QPoint>("at");
    QTest::addColumn<bool>("browserBar");
    QTest::addColumn<QString>("fen");
    // A full-screen screenshot with a 200 pixel diagram in it: made 560 pixels long to be
    // searched, its squares are 7 pixels, smaller than any searched at first; it is found by the
    // search at twice that size.
    QTest::newRow("screenshot") << QSize(1920, 1080) << 200 << QPoint(860, 420) << true << Positions[2];
    // A 135 pixel diagram on a page of 1,100 x 850, squares of 8.6 pixels at 560: the page is
    // searched again at its own size, less than twice 560 (docs/MODEL.md §2).
    QTest::newRow("page") << QSize(1100, 850) << 135 << QPoint(700, 330) << false << Positions[1];
}

void TestReadImage::smallBoardInALargePicture()
{
    QFETCH(QSize, size);
    QFETCH(int, side);
    QFETCH(QPoint, at);
    QFETCH(bool, browserBar);
    QFETCH(QString, fen);
    QImage picture(size, QImage::Format_RGB32);
    picture.fill(QColor(245, 245, 245));
    QPainter painter(&picture);
    if (browserBar)
        painter.fillRect(0, 0, size.width(), 90, QColor(60, 64, 72));
    drawWords(painter, QRect(QPoint(40, 140), size - QSize(80, 180)), QSize(100, 24));
    painter.fillRect(QRect(at, QSize(side, side)).adjusted(-18, -18, 18, 18), Qt::white);
    painter.drawImage(at, screenshot(fen, false, side));
    painter.end();
    const QString file = dir_.filePath(QStringLiteral("small-%1.png").arg(side));
    QVERIFY(picture.save(file));
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({file}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(fen));
    const QJsonObject box = results[0]["box"].toObject();
    QVERIFY(box["x"].toDouble() >= at.x() - 2 && box["x"].toDouble() < at.x() + side / 8);
}

void TestReadImage::boardFillingThePicture()
{
    // A board cut out to its edges, as a cropped screenshot or a diagram copied alone is, at
    // every size from 160 to 400 pixels in steps of 3. The search tries square sizes 5% apart;
    // a board a little smaller than eight of the next size up is missed by the grid of the size
    // below (173, 190, 346, 349 and 380 pixels were) unless the picture's edges are carried on
    // (docs/MODEL.md §2).
    Look::current().setCoordinates(CoordinatePlacement::Inside);
    const QString fen = Positions[0];
    PositionDocument document;
    document.setPosition(read(fen), QString());
    BoardView board(&document);
    board.resize(480, 480);
    const QRect squares = board.squareRect(sq("a8")).united(board.squareRect(sq("h1")));
    const QImage cut = board.grab().toImage().copy(squares);
    QStringList files;
    for (int side = 160; side <= 400; side += 3) {
        const QString file = dir_.filePath(QStringLiteral("edges-%1.png").arg(side));
        QVERIFY(cut.scaled(side, side, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).save(file));
        files << file;
    }
    // Not every grid that fits once the edges are carried on is a board: eight squares by seven
    // on a white margin, an eighth row fitted into the carried-on edge, is none.
    QImage grid(8 * 30 + 40, 7 * 30 + 40, QImage::Format_RGB32);
    grid.fill(Qt::white);
    QPainter painter(&grid);
    paintSquares(painter, {20, 20}, 8, 7, 30, QColor(238, 216, 182), QColor(176, 134, 99));
    painter.end();
    const QString notABoard = dir_.filePath("grid-8x7.png");
    QVERIFY(grid.save(notABoard));
    int exitCode = -1;
    QList<QJsonObject> results = readImages(files + QStringList{notABoard}, exitCode);
    QCOMPARE(results.size(), files.size() + 1);
    QCOMPARE(exitCode, 1);
    const QJsonObject grid8x7 = results.takeLast();
    QVERIFY2(grid8x7["fen"].isNull(), qPrintable(grid8x7["fen"].toString()));
    QStringList wrong;
    for (const QJsonObject& r : results) {
        if (placementOf(r["fen"].toString()) != placementOf(fen))
            wrong << QStringLiteral("%1: %2").arg(QFileInfo(r["file"].toString()).fileName(),
                r["fen"].isNull() ? r["error"].toString() : r["fen"].toString());
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
}

void TestReadImage::boardPlacedOffIsMovedIn()
{
    // A board that fills its picture, with a dark line across each row an eighth of a square
    // below its top, as the bases of a row of small pieces are: the edges between squares are
    // weaker, and the grid was placed on the lines, past the picture's bottom edge by an eighth
    // of a square and short of its top. Such a board is moved back in (docs/MODEL.md §2).
    QStringList files;
    QList<int> sides;
    for (const auto& [light, dark] : {std::pair{QColor(232, 232, 232), QColor(200, 200, 200)},
             std::pair{QColor(240, 217, 181), QColor(181, 136, 99)}}) {
        for (const int side : {128, 160}) {
            const double square = side / 8.0;
            QImage board(side, side, QImage::Format_RGB32);
            QPainter painter(&board);
            paintSquares(painter, {0, 0}, 8, 8, square, light, dark);
            painter.setPen(QPen(QColor(40, 40, 40), std::max(1.0, std::round(square / 10))));
            for (int row = 0; row < 8; ++row) {
                const double y = std::round((row + 0.12) * square);
                painter.drawLine(QPointF(0, y), QPointF(side, y));
            }
            painter.end();
            files << dir_.filePath(QStringLiteral("lines-%1-%2.png").arg(light.green()).arg(side));
            QVERIFY(board.save(files.last()));
            sides << side;
        }
    }
    int exitCode = -1;
    const QList<QJsonObject> results = readImages(files, exitCode);
    QCOMPARE(results.size(), files.size());
    for (qsizetype i = 0; i < results.size(); ++i) {
        const QJsonObject box = results[i]["box"].toObject();
        const double square = sides[i] / 8.0;
        QVERIFY2(std::abs(box["x"].toDouble()) < square / 16 && std::abs(box["y"].toDouble()) < square / 16
                && std::abs(box["width"].toDouble() - sides[i]) < square / 16,
            qPrintable(QStringLiteral("%1: box %2, %3, side %4")
                           .arg(QFileInfo(files[i]).fileName())
                           .arg(box["x"].toDouble())
                           .arg(box["y"].toDouble())
                           .arg(box["width"].toDouble())));
    }
}

void TestReadImage::boardOfOneGrey()
{
    // Squares that differ in colour only, not in grey (0.299 R + 0.587 G + 0.114 B is 173.9
    // and 173.7): found in the red or blue channel, as the grey shows nothing (docs/MODEL.md §2).
    const QString file = squaresPicture(
        dir_.filePath("one-grey.png"), 8, 8, 50, QColor(230, 150, 150), QColor(150, 170, 255));
    QVERIFY(!file.isEmpty());
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({file}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), QStringLiteral("8/8/8/8/8/8/8/8"));
    const QJsonObject box = results[0]["box"].toObject();
    QVERIFY2(std::abs(box["x"].toDouble()) < 3 && std::abs(box["width"].toDouble() - 400) < 6,
        qPrintable(QJsonDocument(box).toJson(QJsonDocument::Compact)));
}

void TestReadImage::checkeredFieldsAreNoBoards()
{
    // A field of squares larger than a board has an 8 x 8 grid wherever one looks: it was read as
    // an empty board, and chosen over a smaller board beside it. Its pattern goes on past the
    // grid's edges, where a board's stops (docs/MODEL.md §2).
    const QString alone = squaresPicture(
        dir_.filePath("draughts.png"), 10, 10, 50, QColor(240, 217, 181), QColor(181, 136, 99));
    QVERIFY(!alone.isEmpty());
    // An image editor's window: its pattern for transparency, 12 x 12 squares of 40 pixels, and
    // a board of 320 pixels beside it.
    const QString fen = Positions[1];
    QImage screen(1600, 900, QImage::Format_RGB32);
    screen.fill(QColor(245, 245, 245));
    QPainter painter(&screen);
    paintSquares(painter, {40, 40}, 12, 12, 40, QColor(204, 204, 204), QColor(153, 153, 153));
    const QPoint at(1150, 300);
    painter.drawImage(at, screenshot(fen, false, 320));
    painter.end();
    const QString beside = dir_.filePath("field-and-board.png");
    QVERIFY(screen.save(beside));
    // A board on that pattern, with squares of 24 pixels all round it: the field is painted over
    // whole, whatever its shape, and the board found inside it.
    QImage viewer(1200, 900, QImage::Format_RGB32);
    painter.begin(&viewer);
    paintSquares(painter, {0, 0}, 50, 38, 24, QColor(204, 204, 204), QColor(153, 153, 153));
    const QPoint inside(400, 250);
    painter.drawImage(inside, screenshot(Positions[0], false, 400));
    painter.end();
    const QString around = dir_.filePath("board-in-field.png");
    QVERIFY(viewer.save(around));
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({alone, beside, around}, exitCode);
    QCOMPARE(exitCode, 1);
    QVERIFY2(results[0]["error"].toString().contains("No chess board"),
        qPrintable(results[0]["error"].toString()));
    QCOMPARE(placementOf(results[1]["fen"].toString()), placementOf(fen));
    const QJsonObject box = results[1]["box"].toObject();
    QVERIFY(box["x"].toDouble() >= at.x() && box["x"].toDouble() < at.x() + 30);
    QCOMPARE(placementOf(results[2]["fen"].toString()), placementOf(Positions[0]));
    QVERIFY(results[2]["box"].toObject()["x"].toDouble() >= inside.x());
    // A field painted over is no second board.
    QVERIFY(!results[1]["another_board"].toBool());
    QVERIFY(!results[2]["another_board"].toBool());
}

QTEST_MAIN(TestReadImage)
void TestReadImage::hollowGlyphsKeepTheirColour()
{
    // A font's chess characters drawn as text (a forum post, a web page) draw White's pieces as
    // outlines the square shows through, dark inside on a dark square: no reason to take them
    // for Black's (docs/MODEL.md §4, the rule of colour). The build before read the pawns and a
    // knight on dark squares as Black's.
    const QString fen = QStringLiteral("4k3/8/8/8/8/2N2N2/PPPPPPPP/4K3 w - - 0 1");
    const Position position = read(fen);
    constexpr int Side = 64;
    QImage picture(8 * Side + 40, 8 * Side + 40, QImage::Format_RGB32);
    picture.fill(Qt::white);
    QPainter painter(&picture);
    paintSquares(painter, {20, 20}, 8, 8, Side, QColor(200, 200, 200), QColor(110, 110, 110));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(Side * 4 / 5);
    painter.setFont(font);
    painter.setPen(Qt::black);
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            const Piece piece = position.pieceAt(makeSquare(column, 7 - row));
            if (piece.empty())
                continue;
            // U+2654 to U+2659 White's K Q R B N P, Black's the six after.
            const char16_t glyph = static_cast<char16_t>(
                0x2654 + 6 - static_cast<int>(piece.type) + (piece.color == Color::Black ? 6 : 0));
            painter.drawText(QRect(20 + column * Side, 20 + row * Side, Side, Side), Qt::AlignCenter,
                QString(QChar(glyph)));
        }
    }
    painter.end();
    const QString file = dir_.filePath("hollow.png");
    QVERIFY(picture.save(file));
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({file}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(fen));
}

#include "tst_readimage.moc"
