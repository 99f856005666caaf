// Which way round a picture shows its board, as `forsyth read-image` (the real binary) tells it:
// screenshots of the editor's board and boards drawn by `forsyth render`, turned a quarter either
// way, upside down, mirrored, flipped top to bottom, coloured the wrong way round, and a photo
// turned by its orientation tag (docs/MODEL.md §2). Boards as drawn: tst_readimage.
#include "read_image_pictures.h"
#include "test_support.h"

#include "look.h"
#include "picture_reader.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>
#include <initializer_list>

using namespace forsyth;

namespace {

// A position drawn by `forsyth render` in a piece set and board colours at each size given,
// without coordinates and, when `withCoordinates`, with them too; each picture changed by
// `change` (mirrored, flipped) and saved in `dir`, its file appended to `files` and the
// position's placement to `wanted`.
struct Rendered {
    const char* pieces;
    const char* board;
    const char* fen;
};
bool renderPictures(const QTemporaryDir& dir, const Rendered& drawing,
    std::initializer_list<const char*> sizes, bool withCoordinates,
    const std::function<QImage(const QImage&)>& change, QStringList& files, QStringList& wanted)
{
    for (const char* size : sizes) {
        for (const bool coordinates : {false, true}) {
            if (coordinates && !withCoordinates)
                continue;
            const QString file = dir.filePath(QStringLiteral("rendered-%1.png").arg(files.size()));
            QStringList args{"render", drawing.fen, "-o", file, "--size", size, "--pieces", drawing.pieces,
                "--board", drawing.board};
            if (!coordinates)
                args << "--no-coordinates";
            if (runForsyth(args).exitCode != 0 || !change(QImage(file)).save(file))
                return false;
            files << file;
            wanted << placementOf(QLatin1String(drawing.fen));
        }
    }
    return true;
}

// The pictures read by `forsyth read-image`: a line for each not read as `wanted`, turned so
// many degrees and mirrored as told; empty when all are.
QString misread(const QStringList& files, const QStringList& wanted, int turned, bool mirrored)
{
    int exitCode = -1;
    const QList<QJsonObject> results = readImages(files, exitCode);
    if (exitCode != 0 || results.size() != files.size())
        return QStringLiteral("read-image exited with %1 and %2 results").arg(exitCode).arg(results.size());
    QStringList wrong;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QJsonObject& r = results[i];
        if (placementOf(r["fen"].toString()) != wanted[i] || r["turned"].toInt() != turned
            || r["mirrored"].toBool() != mirrored)
            wrong << QStringLiteral("%1: %2, turned %3%4, for %5")
                         .arg(QFileInfo(files[i]).fileName(), r["fen"].toString())
                         .arg(r["turned"].toInt())
                         .arg(r["mirrored"].toBool() ? QStringLiteral(", mirrored") : QString(), wanted[i]);
    }
    return wrong.join(QLatin1Char('\n'));
}

} // namespace

class TestReadImageOrientation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void boardTurnedInThePicture();
    void mirroredPicture();
    void sidewaysReadingLosingPieces();
    void flippedReadingFindingLostPieces();
    void fewPiecesOnTheirHeads();
    void boardColouredTheWrongWayRound();
    void photoTurnedByItsOrientationTag();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestReadImageOrientation::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(settings_.isolate());
    useBuildsVisionModule();
}

void TestReadImageOrientation::cleanup() { restoreStartingLook(); }

void TestReadImageOrientation::boardTurnedInThePicture()
{
    // A book photographed sideways, a diagram in a page turned in a viewer: the top left square
    // is dark, and the board was read as nonsense (pieces lying down). It is read turned a
    // quarter either way, and the surer reading kept; Black at the bottom is seen as before.
    // A board upside down has a light top left square, but its pieces are read unsurely: it is
    // read turned half a turn too.
    struct Shot {
        QString fen;
        bool flipped;
        int degrees; // the picture turned clockwise from the screenshot
        CoordinatePlacement coordinates;
    };
    const QList<Shot> shots{
        {Positions[0], false, 90, CoordinatePlacement::Outside},
        {Positions[1], true, 270, CoordinatePlacement::Inside},
        {Positions[3], false, 270, CoordinatePlacement::Inside},
        {Positions[2], true, 0, CoordinatePlacement::Outside},
        {Positions[0], false, 180, CoordinatePlacement::Outside},
        {Positions[1], true, 180, CoordinatePlacement::Inside},
        {Positions[3], false, 180, CoordinatePlacement::Inside},
    };
    QStringList files;
    for (const Shot& shot : shots) {
        Look::current().setCoordinates(shot.coordinates);
        const QString file = dir_.filePath(QStringLiteral("side-%1.png").arg(files.size()));
        QVERIFY(screenshot(shot.fen, shot.flipped, 360)
                    .transformed(QTransform().rotate(shot.degrees))
                    .save(file));
        files << file;
    }
    int exitCode = -1;
    const QList<QJsonObject> results = readImages(files, exitCode);
    QCOMPARE(exitCode, 0);
    for (qsizetype i = 0; i < shots.size(); ++i) {
        QCOMPARE(placementOf(results[i]["fen"].toString()), placementOf(shots[i].fen));
        QCOMPARE(results[i]["flipped"].toBool(), shots[i].flipped);
        QCOMPARE(results[i]["turned"].toInt(), (360 - shots[i].degrees) % 360);
    }
}

void TestReadImageOrientation::mirroredPicture()
{
    // A picture mirrored left to right has a dark top left square, which no chess board has,
    // while its pieces stand upright. Read as drawn, its knights face the wrong way and were read
    // as bishops; it is read mirrored back, as the position it shows, and said to be mirrored.
    // With coordinates, their letters run h to a once mirrored: no turn for Black is read in them.
    for (const CoordinatePlacement coordinates :
        {CoordinatePlacement::Outside, CoordinatePlacement::Inside}) {
        Look::current().setCoordinates(coordinates);
        const QString fen = Positions[3];
        const QString mirrored = dir_.filePath("mirrored.png");
        QVERIFY(screenshot(fen, false, 360).mirrored(true, false).save(mirrored));
        const QString upright = dir_.filePath("upright.png");
        QVERIFY(screenshot(fen, false, 360).save(upright));
        int exitCode = -1;
        const QList<QJsonObject> results = readImages({mirrored, upright}, exitCode);
        QCOMPARE(exitCode, 0);
        QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(fen));
        QVERIFY(results[0]["mirrored"].toBool());
        QVERIFY(!results[0]["flipped"].toBool());
        QVERIFY(!results[0]["colours_swapped"].toBool());
        QCOMPARE(results[0]["turned"].toInt(), 0);
        QCOMPARE(placementOf(results[1]["fen"].toString()), placementOf(fen));
        QVERIFY(!results[1]["mirrored"].toBool());
        QVERIFY(!results[1]["colours_swapped"].toBool());
    }
    // Flipped top to bottom (a mirror and a half turn): its pieces stand on their heads, read
    // unsurely every other way, and it is read flipped back.
    const QString flipped = dir_.filePath("top-to-bottom.png");
    QVERIFY(screenshot(Positions[0], false, 360).mirrored(false, true).save(flipped));
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({flipped}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(Positions[0]));
    QVERIFY(results[0]["mirrored"].toBool());
    QCOMPARE(results[0]["turned"].toInt(), 180);
    QVERIFY(!results[0]["flipped"].toBool());
}

void TestReadImageOrientation::sidewaysReadingLosingPieces()
{
    // A mirrored picture (its top left square dark) is also read turned a quarter either way, and
    // the surest reading kept. Small, its pieces lying on their sides were read as empty squares,
    // surely, and that reading won: five of these pictures read as a few pieces or as rooks down
    // two files. Turning a picture takes no piece away, so a reading made another way round that
    // shows fewer pieces is never kept.
    QStringList files;
    QStringList wanted;
    const auto mirrored = [](const QImage& picture) { return picture.mirrored(true, false); };
    for (const Rendered& drawing : {
             Rendered{"font", "blue", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
             Rendered{"staunton", "grey", "8/2p5/3k4/8/5N2/8/3K4/8 w - - 0 1"},
             Rendered{"font", "grey", "8/2p5/3k4/8/5N2/8/3K4/8 w - - 0 1"},
         })
        QVERIFY(renderPictures(dir_, drawing, {"240", "320", "480"}, true, mirrored, files, wanted));
    const QString wrong = misread(files, wanted, 0, true);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestReadImageOrientation::flippedReadingFindingLostPieces()
{
    // Flipped top to bottom, a board of the font set without coordinates had its knight, on its
    // head, read as an empty square, and the rest surely, kings included: that reading was kept
    // as drawn and mirrored back, and the picture was not read flipped back. A board with a dark
    // top left square is read flipped back too, and that reading kept when it shows more pieces
    // and is surer.
    QStringList files;
    QStringList wanted;
    const auto flipped = [](const QImage& picture) { return picture.mirrored(false, true); };
    for (const char* board : {"brown", "blue", "grey"}) {
        QVERIFY(renderPictures(dir_, Rendered{"font", board, "8/2p5/3k4/8/5N2/8/3K4/8 w - - 0 1"},
            {"240", "360"}, false, flipped, files, wanted));
    }
    const QString wrong = misread(files, wanted, 180, true);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestReadImageOrientation::fewPiecesOnTheirHeads()
{
    // A board of few pieces upside down (or flipped top to bottom) has its pieces read surely
    // enough as other pieces, mostly not as kings, and was read as it is: nonsense (11 of these
    // 12 pictures). A reading without both kings is made the other way up too, and kept when it
    // shows both, surely. (In the font set, kings on their heads can be read as kings, and such a board
    // as Black's view of the position; its third position had its white king read as a pawn.)
    const QStringList fens{
        QStringLiteral("8/8/4k3/8/8/3K4/8/8 w - - 0 1"),
        QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1"),
        QStringLiteral("r3k3/8/8/8/8/8/8/4K2R w KQq - 0 1"),
    };
    QStringList files;
    QStringList wanted;
    QList<bool> flippedTopToBottom;
    for (const char* set : {"staunton", "modern"}) {
        Look::current().setPieceSet(QLatin1String(set));
        for (const QString& fen : fens) {
            const QImage shot = screenshot(fen, false, 360);
            for (const bool topToBottom : {false, true}) {
                const QString file = dir_.filePath(QStringLiteral("heads-%1.png").arg(files.size()));
                QVERIFY(
                    (topToBottom ? shot.mirrored(false, true) : shot.transformed(QTransform().rotate(180)))
                        .save(file));
                files << file;
                wanted << placementOf(fen);
                flippedTopToBottom << topToBottom;
            }
        }
    }
    int exitCode = -1;
    const QList<QJsonObject> results = readImages(files, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(results.size(), files.size());
    QStringList wrong;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QJsonObject& r = results[i];
        if (placementOf(r["fen"].toString()) != wanted[i] || r["turned"].toInt() != 180
            || r["mirrored"].toBool() != flippedTopToBottom[i] || r["flipped"].toBool())
            wrong << QStringLiteral("%1: %2 for %3")
                         .arg(QFileInfo(files[i]).fileName(), r["fen"].toString(), wanted[i]);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
}

void TestReadImageOrientation::boardColouredTheWrongWayRound()
{
    // A diagram whose squares are coloured the wrong way round (a dark square in each player's
    // right-hand corner) has a dark top left square, as a mirrored picture has, and our own set's
    // pieces read as surely mirrored as not. Its coordinates are where a board draws them, which
    // mirrored they are not: it is read as drawn, and said to be coloured the wrong way round.
    const BoardTheme& theme = Look::current().theme();
    const QRgb light = theme.light.rgb();
    const QRgb dark = theme.dark.rgb();
    for (const CoordinatePlacement coordinates :
        {CoordinatePlacement::Outside, CoordinatePlacement::Inside}) {
        Look::current().setCoordinates(coordinates);
        QImage picture = screenshot(Positions[3], false, 360).convertToFormat(QImage::Format_RGB32);
        int swapped = 0;
        for (int y = 0; y < picture.height(); ++y) {
            auto* line = reinterpret_cast<QRgb*>(picture.scanLine(y));
            for (int x = 0; x < picture.width(); ++x) {
                if (line[x] == light || line[x] == dark) {
                    line[x] = line[x] == light ? dark : light;
                    ++swapped;
                }
            }
        }
        QVERIFY(swapped > 300 * 300 / 2); // the theme's colours are the squares'
        const QString file = dir_.filePath("swapped.png");
        QVERIFY(picture.save(file));
        int exitCode = -1;
        const QList<QJsonObject> results = readImages({file}, exitCode);
        QCOMPARE(exitCode, 0);
        QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(Positions[3]));
        QVERIFY(results[0]["colours_swapped"].toBool());
        QVERIFY(!results[0]["mirrored"].toBool());
        QCOMPARE(results[0]["turned"].toInt(), 0);
    }
}

void TestReadImageOrientation::photoTurnedByItsOrientationTag()
{
    // A phone held upright stores its photo sideways, with an EXIF tag saying to turn it a
    // quarter clockwise (orientation 6), as every viewer does: the board is read as shown, not
    // found on its side.
    QByteArray jpeg;
    {
        QBuffer buffer(&jpeg);
        QVERIFY(buffer.open(QIODevice::WriteOnly)
            && screenshot(Positions[1], false, 360)
                   .transformed(QTransform().rotate(-90))
                   .save(&buffer, "JPG", 92));
    }
    // An APP1 segment after the JFIF one: "Exif", a big-endian TIFF header, one entry.
    const QByteArray exif = QByteArray::fromHex("ffe10022"
                                                "457869660000"
                                                "4d4d002a00000008"
                                                "0001"
                                                "011200030000000100060000"
                                                "00000000");
    const int afterJfif
        = 4 + ((static_cast<unsigned char>(jpeg[4]) << 8) | static_cast<unsigned char>(jpeg[5]));
    jpeg.insert(afterJfif, exif);
    const QString file = testFile(dir_.path(), "photo.jpg", jpeg);
    int exitCode = -1;
    const QList<QJsonObject> results = readImages({file}, exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(placementOf(results[0]["fen"].toString()), placementOf(Positions[1]));
    QCOMPARE(results[0]["turned"].toInt(), 0);
    QVERIFY(results[0]["box"].toObject()["width"].toDouble() > 300); // in the picture as shown
}

QTEST_MAIN(TestReadImageOrientation)
#include "tst_readimageorientation.moc"
