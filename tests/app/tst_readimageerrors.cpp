// Pictures `forsyth read-image` cannot read, each with its reason, and the other pictures of
// the same run still read: not a picture, a PNG cut short, a JPEG cut short, an empty file, a
// BMP's header alone, none with a board, a huge one, one too thin for a board, a header claiming
// 400 megapixels, a missing file; the plain output's line a picture.
#include "read_image_pictures.h"
#include "test_support.h"

#include "picture_reader.h"

#include <QBuffer>
#include <QJsonObject>

using namespace forsyth;

class TestReadImageErrors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void errors();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestReadImageErrors::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(settings_.isolate());
    useBuildsVisionModule();
}

void TestReadImageErrors::errors()
{
    const QString text
        = testFile(dir_.path(), "not-a-picture.png", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    QImage whole = screenshot(Positions[0], false);
    QByteArray png;
    {
        QBuffer buffer(&png);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && whole.save(&buffer, "PNG"));
    }
    const QString damaged = testFile(dir_.path(), "damaged.png", png.left(png.size() / 3));
    const QString board = dir_.filePath("board.png");
    QVERIFY(screenshot(Positions[3], false, 360).save(board));
    QImage plain(900, 700, QImage::Format_RGB32);
    plain.fill(QColor(200, 220, 240));
    const QString noBoard = dir_.filePath("no-board.png");
    QVERIFY(plain.save(noBoard));
    // 48 megapixels of one colour: a small file, a large picture, read in bounded time and memory.
    QImage huge(8000, 6000, QImage::Format_RGB32);
    huge.fill(QColor(120, 120, 120));
    const QString large = dir_.filePath("huge.png");
    QVERIFY(huge.save(large));
    huge = QImage();
    const QString missing = dir_.filePath("missing.png");
    // Pictures too thin to hold a board: a line cut from a web page, either way round. They used
    // to be shrunk for the search to less than a pixel, and OpenCV threw out of the module.
    const QString wide = dir_.filePath("line-across.png");
    QImage line(1200, 1, QImage::Format_RGB32);
    line.fill(Qt::black);
    QVERIFY(line.save(wide));
    const QString tall = dir_.filePath("line-down.png");
    QVERIFY(line.transformed(QTransform().rotate(90)).scaled(1, 2000).save(tall));
    // A small file that says its picture is 20,000 x 20,000 (a BMP header: 54 bytes and a row):
    // refused before its 400 megapixels are decoded.
    QByteArray bmp("BM");
    const auto append32 = [&bmp](quint32 v) {
        for (int i = 0; i < 4; ++i)
            bmp.append(static_cast<char>((v >> (8 * i)) & 0xff));
    };
    append32(54 + 60000); // the file's size as its header gives it
    append32(0);
    append32(54); // where the pixels start
    append32(40); // the second header's size
    append32(20000);
    append32(20000);
    bmp.append("\x01\x00\x18\x00", 4); // one plane, 24 bits a pixel
    for (int i = 0; i < 6; ++i)
        append32(0); // no compression, and the rest left to their defaults
    bmp.append(QByteArray(60000, '\x7f'));
    const QString vast = testFile(dir_.path(), "vast.bmp", bmp);
    // A JPEG cut short, as a download that stopped: libjpeg fills the rest in grey, and no board
    // is found in it; the file, not the picture, is at fault. A whole JPEG with no board in it is
    // told apart.
    QByteArray jpeg;
    {
        QBuffer buffer(&jpeg);
        QVERIFY(buffer.open(QIODevice::WriteOnly) && whole.save(&buffer, "JPG", 90));
    }
    const QString cut = testFile(dir_.path(), "cut.jpg", jpeg.left(jpeg.size() / 3));
    // Cut near its end, the board is still found; its lost squares are grey, read as empty, and
    // the reading says the file was cut short.
    const QString cutLate = testFile(dir_.path(), "cut-late.jpg", jpeg.left(jpeg.size() * 9 / 10));
    int lateExit = -1;
    const QList<QJsonObject> late = readImages({cutLate, board}, lateExit);
    QCOMPARE(lateExit, 0);
    QVERIFY(late[0]["truncated"].toBool());
    QVERIFY(!late[1]["truncated"].toBool());
    const QString plainJpeg = dir_.filePath("plain.jpg");
    QVERIFY(plain.save(plainJpeg, "JPG"));
    int exitCode = -1;
    const QString empty = testFile(dir_.path(), "empty.png", QByteArray());
    const QString badBmp = testFile(dir_.path(), "bad.bmp", QByteArray("BM") + QByteArray(40, '\x7f'));
    const QList<QJsonObject> r = readImages(
        {text, damaged, noBoard, large, missing, wide, tall, vast, cut, plainJpeg, empty, badBmp}, exitCode);
    QCOMPARE(exitCode, 1);
    QCOMPARE(r.size(), 12);
    for (const QJsonObject& o : r) {
        QVERIFY(o["fen"].isNull());
        QVERIFY(!o["error"].toString().isEmpty());
    }
    QVERIFY2(r[0]["error"].toString().contains("not a picture"), qPrintable(r[0]["error"].toString()));
    // Why each is no picture: a PNG cut short, an empty file, a BMP's header and nothing more.
    QVERIFY2(r[1]["error"].toString().contains("its file ends before the picture does"),
        qPrintable(r[1]["error"].toString()));
    QVERIFY2(r[10]["error"].toString().contains("empty"), qPrintable(r[10]["error"].toString()));
    QVERIFY2(
        r[11]["error"].toString().contains("begins as a BMP file"), qPrintable(r[11]["error"].toString()));
    QVERIFY2(r[2]["error"].toString().contains("No chess board"), qPrintable(r[2]["error"].toString()));
    QVERIFY2(r[3]["error"].toString().contains("No chess board"), qPrintable(r[3]["error"].toString()));
    // The file is named once, in its own member (and once on standard error: "FILE: why").
    QCOMPARE(r[4]["file"].toString(), missing);
    QVERIFY2(!r[4]["error"].toString().contains("missing.png"), qPrintable(r[4]["error"].toString()));
    QVERIFY2(r[5]["error"].toString().contains("No chess board"), qPrintable(r[5]["error"].toString()));
    QVERIFY2(r[6]["error"].toString().contains("No chess board"), qPrintable(r[6]["error"].toString()));
    QVERIFY2(r[7]["error"].toString().contains("too many pixels"), qPrintable(r[7]["error"].toString()));
    QVERIFY2(r[8]["error"].toString().contains("damaged"), qPrintable(r[8]["error"].toString()));
    QVERIFY2(r[9]["error"].toString().contains("No chess board"), qPrintable(r[9]["error"].toString()));
    // Plain: a line a picture on standard output, empty for a picture not read, whose reason goes
    // to standard error; so line N is the Nth picture's.
    const ForsythRun words = runForsyth({"read-image", noBoard, board, missing});
    QVERIFY2(words.exitCode == 1, words.err.right(3000).constData());
    QVERIFY(words.err.contains("no-board.png: No chess board"));
    const QStringList lines = QString::fromUtf8(words.out).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4); // three lines and the empty rest after the last newline
    QVERIFY(lines[0].isEmpty());
    QCOMPARE(placementOf(lines[1]), placementOf(Positions[3]));
    QVERIFY(lines[2].isEmpty());
    const ForsythRun gone = runForsyth({"read-image", missing});
    QCOMPARE(gone.err.count("missing.png"), 1);
    QCOMPARE(runForsyth({"read-image"}).exitCode, 2);
}

QTEST_MAIN(TestReadImageErrors)
#include "tst_readimageerrors.moc"
