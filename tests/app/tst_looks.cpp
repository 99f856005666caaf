// Piece sets and board themes: every set (ours, the font's, installed ones in both namings)
// draws every piece in every theme, in the board's images and on the board on screen; a set
// with a damaged file still draws all twelve; installed sets are found; coordinates go on the
// squares when asked; --pieces and --board on the command line; actions' icons come from the
// desktop's icon theme, and none are looked up in hicolor alone.
#include "test_support.h"

#include "board_image.h"
#include "field_colours.h"
#include "look.h"
#include "piece_painter.h"
#include "piece_set_catalogue.h"
#include "themed_icon.h"

#include <QDir>
#include <QFile>
#include <QPainter>
#include <QSvgRenderer>

using namespace forsyth;

namespace {

const QString Start = StartFen;

// Pixels of rect that differ clearly from the square's own colour: what a piece put there.
int inked(const QImage& image, const QRect& rect, const QColor& square)
{
    return countPixels(image, rect, [&](const QColor& c) {
        return std::abs(c.red() - square.red()) + std::abs(c.green() - square.green())
            + std::abs(c.blue() - square.blue())
            > 24;
    });
}

// Copies our Staunton set into folder under the given file names (pieceIndex order).
bool copyStaunton(const QString& folder, const std::function<QString(int)>& name)
{
    if (!QDir().mkpath(folder))
        return false;
    const PieceSetEntry staunton = findPieceSets({}).front();
    for (int i = 0; i < 12; ++i) {
        if (!QFile::copy(staunton.files[static_cast<std::size_t>(i)], folder + QLatin1Char('/') + name(i)))
            return false;
        QFile::setPermissions(folder + QLatin1Char('/') + name(i), QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

} // namespace

class TestLooks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void ownSetsAreSvgThatLoads();
    void everySetDrawsEveryPieceInEveryTheme_data();
    void everySetDrawsEveryPieceInEveryTheme();
    void installedSetsAreFound();
    void damagedSetStillDrawsEveryPiece();
    void boardOnScreenFollowsTheLook();
    void coordinatesOnTheSquares();
    void svgExportHoldsTheSetsShapes();
    void commandLineLook();
    void actionIconsFromTheDesktopsTheme();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestLooks::initTestCase()
{
    QVERIFY(settings_.isolate());
    QVERIFY(dir_.isValid());
    // Two installed sets, one in each naming, found through FORSYTH_PIECE_PATH.
    QVERIFY(copyStaunton(dir_.filePath("root/letters"),
        [](int i) { return QStringLiteral("%1%2.svg").arg(i < 6 ? 'w' : 'b').arg(QChar("PNBRQK"[i % 6])); }));
    QVERIFY(copyStaunton(dir_.filePath("root/xboard-named"), [](int i) {
        const char* names[] = {"Pawn", "Knight", "Bishop", "Rook", "Queen", "King"};
        return QStringLiteral("%1%2.svg").arg(i < 6 ? "White" : "Black", names[i % 6]);
    }));
    QVERIFY(QDir().mkpath(dir_.filePath("root/incomplete")));
    QFile lone(dir_.filePath("root/incomplete/wK.svg"));
    QVERIFY(lone.open(QIODevice::WriteOnly));
    qputenv("FORSYTH_PIECE_PATH", dir_.filePath("root").toUtf8());
}

void TestLooks::cleanup()
{
    Look& look = Look::current();
    look.setPieceSet(QString::fromLatin1(DefaultPieceSetId));
    look.setTheme(QStringLiteral("brown"));
    look.setCoordinates(CoordinatePlacement::Outside);
}

void TestLooks::ownSetsAreSvgThatLoads()
{
    const std::vector<PieceSetEntry> sets = findPieceSets({});
    QCOMPARE(sets.size(), std::size_t{3});
    QCOMPARE(sets[0].id, QStringLiteral("staunton"));
    QCOMPARE(sets[1].id, QStringLiteral("modern"));
    QCOMPARE(sets[2].origin, PieceSetEntry::Origin::Font);
    for (const PieceSetEntry& set : {sets[0], sets[1]}) {
        for (const QString& file : set.files) {
            QSvgRenderer svg(file);
            QVERIFY2(svg.isValid(), qPrintable(file));
            QCOMPARE(svg.viewBoxF(), QRectF(0, 0, 100, 100));
        }
    }
}

void TestLooks::everySetDrawsEveryPieceInEveryTheme_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("theme");
    QTest::addColumn<int>("side");
    for (const PieceSetEntry& set : findPieceSets()) {
        for (const BoardTheme& theme : boardThemes()) {
            for (const int side : {20 * 8, 200 * 8}) {
                QTest::addRow("%s %s %d", qPrintable(set.name), qPrintable(theme.id), side / 8)
                    << set.id << theme.id << side;
            }
        }
    }
}

void TestLooks::everySetDrawsEveryPieceInEveryTheme()
{
    QFETCH(QString, set);
    QFETCH(QString, theme);
    QFETCH(int, side);
    Look& look = Look::current();
    QVERIFY(look.setPieceSet(set));
    look.setTheme(theme);
    // All twelve pieces, each on both square colours.
    const Position position = read(Start);
    BoardImageOptions options;
    options.coordinates = false;
    const QImage image = boardImage(position, side, options);
    const BoardImageLayout layout(side, options);
    const qreal area = layout.squareSize() * layout.squareSize();
    for (Square s = 0; s < 64; ++s) {
        const QRect rect = layout.squareRect(s).toAlignedRect().adjusted(1, 1, -1, -1);
        const int ink = inked(image, rect, squareColour(s));
        if (position.pieceAt(s).empty()) {
            QVERIFY2(ink == 0, qPrintable(QString::fromStdString(squareName(s))));
        } else {
            // A piece marks a good part of its square (a white one on a white square by its
            // outline alone): no empty square where a piece should be.
            QVERIFY2(ink > area * 0.05,
                qPrintable(QStringLiteral("%1: %2 of %3 pixels inked")
                               .arg(QString::fromStdString(squareName(s)))
                               .arg(ink)
                               .arg(area)));
        }
    }
    // A white and a black piece of the same kind look different.
    const QImage whiteKing = piecePixmap(Piece{PieceType::King, Color::White}, 40, 1).toImage();
    const QImage blackKing = piecePixmap(Piece{PieceType::King, Color::Black}, 40, 1).toImage();
    QVERIFY(whiteKing != blackKing);
}

void TestLooks::installedSetsAreFound()
{
    const QStringList roots = installedPieceSetRoots();
    QCOMPARE(roots.first(), dir_.filePath("root"));
    QVERIFY(roots.contains(QStringLiteral("/usr/share/games/xboard/themes")));
    QStringList names;
    for (const PieceSetEntry& set : findPieceSets()) {
        if (set.origin == PieceSetEntry::Origin::Installed)
            names << set.name;
    }
    QVERIFY2(names.contains(QStringLiteral("letters")), qPrintable(names.join(", ")));
    QVERIFY2(names.contains(QStringLiteral("xboard-named")), qPrintable(names.join(", ")));
    QVERIFY(!names.contains(QStringLiteral("incomplete"))); // one piece of twelve is no set
    // Chosen by id, and remembered as a folder, it comes back.
    const QString id = QStringLiteral("folder:") + QDir(dir_.filePath("root/letters")).canonicalPath();
    QVERIFY(Look::current().setPieceSet(id));
    QCOMPARE(Look::current().pieceSetId(), id);
    QVERIFY(!Look::current().setPieceSet(QStringLiteral("folder:/nowhere")));
    QCOMPARE(Look::current().pieceSetId(), id);
}

void TestLooks::damagedSetStillDrawsEveryPiece()
{
    const QString folder = dir_.filePath("damaged");
    QVERIFY(copyStaunton(folder,
        [](int i) { return QStringLiteral("%1%2.svg").arg(i < 6 ? 'w' : 'b').arg(QChar("PNBRQK"[i % 6])); }));
    QFile broken(folder + QStringLiteral("/wQ.svg"));
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("<svg this is not");
    broken.close();
    QVERIFY(Look::current().setPieceSet(QStringLiteral("folder:") + QDir(folder).canonicalPath()));
    const QImage queen = piecePixmap(Piece{PieceType::Queen, Color::White}, 60, 1).toImage();
    const int drawn = countPixels(queen, queen.rect(), [](const QColor& c) { return c.alpha() > 128; });
    QVERIFY2(drawn > 60 * 60 / 10, qPrintable(QString::number(drawn)));
}

void TestLooks::boardOnScreenFollowsTheLook()
{
    PositionDocument document;
    document.setPosition(read(Start), {});
    BoardView board(&document);
    board.resize(480, 480);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const auto e4 = [&] { return board.grab().toImage().pixelColor(board.squareRect(sq("e4")).center()); };
    Look& look = Look::current();
    look.setTheme(QStringLiteral("blue"));
    QTRY_COMPARE(e4(), boardTheme(QStringLiteral("blue")).light);
    look.setTheme(QStringLiteral("green"));
    QTRY_COMPARE(e4(), boardTheme(QStringLiteral("green")).light);
    // Another set draws another knight: the pixels of g1 change.
    const QRect g1 = board.squareRect(sq("g1"));
    const QImage staunton = board.grab().toImage().copy(g1);
    look.setPieceSet(QStringLiteral("modern"));
    QTRY_VERIFY(board.grab().toImage().copy(g1) != staunton);
}

void TestLooks::coordinatesOnTheSquares()
{
    PositionDocument document;
    BoardView board(&document);
    board.resize(400, 400);
    const QRect outside = board.squareRect(sq("a1"));
    Look::current().setCoordinates(CoordinatePlacement::Inside);
    const QRect inside = board.squareRect(sq("a1"));
    // Without the band the squares grow and the board reaches the widget's edges.
    QVERIFY(inside.width() > outside.width());
    QCOMPARE(board.squareRect(sq("a8")).top(), 0);
    // Images too: the labels sit in the corners of the edge squares, in the other square colour.
    BoardImageOptions options;
    QCOMPARE(options.placement, CoordinatePlacement::Inside);
    const BoardImageLayout layout(400, options);
    QVERIFY(layout.squareRect(sq("a1")).contains(layout.fileLabelRect(0)));
    QVERIFY(layout.squareRect(sq("a8")).contains(layout.rankLabelRect(0)));
    QCOMPARE(layout.fileLabelColour(0), Look::current().theme().light); // a1 is dark
    QCOMPARE(layout.rankLabelColour(0), Look::current().theme().dark);  // a8 is light
    const QImage image = boardImage(Position(), 400, options);
    QVERIFY(inked(image, layout.fileLabelRect(0).toAlignedRect(), squareColour(sq("a1"))) > 5);
    // The high-contrast scheme's labels read at 4.5:1 on both squares (the other square's grey
    // on white was 3.3:1), on the screen and in images.
    Look::current().setTheme(QStringLiteral("contrast"));
    const BoardTheme& contrast = Look::current().theme();
    for (const bool light : {true, false})
        QVERIFY(contrastRatio(coordinateInkOn(contrast, light), light ? contrast.light : contrast.dark) >= 4.5);
    QCOMPARE(BoardImageLayout(400, options).fileLabelColour(0), coordinateInkOn(contrast, false));
}

void TestLooks::svgExportHoldsTheSetsShapes()
{
    Look::current().setPieceSet(QStringLiteral("modern"));
    const QByteArray svg = boardSvg(read(Start), 400, BoardImageOptions{});
    QSvgRenderer reader(svg);
    QVERIFY(reader.isValid());
    QCOMPARE(svg.count("<g class=\"piece "), 32);
    // Each piece is the set's own drawing, placed by a transform: vector paths, never a picture.
    QCOMPARE(svg.count("transform=\"translate("), 32);
    QVERIFY(svg.count("<path ") >= 32 * 2);
    QVERIFY(!svg.contains("<image"));
    // And it looks as the PNG does: the knight on g1 inks its square the same way.
    QImage fromSvg(400, 400, QImage::Format_ARGB32_Premultiplied);
    fromSvg.fill(Qt::white);
    QPainter painter(&fromSvg);
    reader.render(&painter);
    painter.end();
    const QImage png = boardImage(read(Start), 400, BoardImageOptions{});
    const BoardImageLayout layout(400, BoardImageOptions{});
    const QRect g1 = layout.squareRect(sq("g1")).toAlignedRect().adjusted(2, 2, -2, -2);
    const int a = inked(fromSvg, g1, squareColour(sq("g1")));
    const int b = inked(png, g1, squareColour(sq("g1")));
    QVERIFY2(std::abs(a - b) < b / 10, qPrintable(QStringLiteral("%1 vs %2").arg(a).arg(b)));
}

void TestLooks::commandLineLook()
{
    const QString out = dir_.filePath("modern.png");
    ForsythRun run = runForsyth({"render", Start, "-o", out, "--pieces", "modern", "--board", "blue"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QImage image(out);
    const BoardImageLayout layout(512, BoardImageOptions{});
    QCOMPARE(image.pixelColor(layout.squareRect(sq("e4")).center().toPoint()),
        boardTheme(QStringLiteral("blue")).light);

    run = runForsyth({"render", Start, "-o", out, "--board", "purple"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("no board theme \"purple\""), run.err.constData());
    run = runForsyth({"render", Start, "-o", out, "--pieces", "nonesuch"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("no piece set"), run.err.constData());
    run = runForsyth({"render", Start, "-o", out, "--pieces", dir_.path()}); // a folder, but no set
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("does not hold a piece set"), run.err.constData());
    // An installed set by the name the menu shows, and one by its folder.
    run = runForsyth({"render", Start, "-o", out, "--pieces", dir_.filePath("root/xboard-named")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
}

void TestLooks::actionIconsFromTheDesktopsTheme()
{
    // Two themes in a folder of our own, each with an action's icon: a desktop's theme is used,
    // hicolor (the theme of applications' own icons, Qt's when the desktop names none) is not.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QImage pixel(16, 16, QImage::Format_ARGB32);
    pixel.fill(Qt::red);
    for (const QString& theme : {QStringLiteral("Desk"), QStringLiteral("hicolor")}) {
        QVERIFY(QDir().mkpath(dir.filePath(theme + "/16x16/actions")));
        QVERIFY(writeFile(dir.filePath(theme + "/index.theme"),
            "[Icon Theme]\nName=" + theme.toUtf8()
                + "\nDirectories=16x16/actions\n\n[16x16/actions]\nSize=16\nType=Fixed\n"));
        QVERIFY(pixel.save(dir.filePath(theme + "/16x16/actions/document-new.png")));
    }
    const QStringList paths = QIcon::themeSearchPaths();
    const QString name = QIcon::themeName();
    QIcon::setThemeSearchPaths({dir.path()});
    QIcon::setThemeName(QStringLiteral("Desk"));
    const bool desk = !themedIcon(QStringLiteral("document-new")).isNull();
    const bool missing = themedIcon(QStringLiteral("no-such-action")).isNull();
    QIcon::setThemeName(QStringLiteral("hicolor"));
    const bool hicolor = themedIcon(QStringLiteral("document-new")).isNull();
    QIcon::setThemeName(name);
    QIcon::setThemeSearchPaths(paths);
    QVERIFY(desk);
    QVERIFY(missing);
    QVERIFY(hicolor);
}

QTEST_MAIN(TestLooks)
#include "tst_looks.moc"
