// The board as an image: the painted PNG, the hand-written SVG, `forsyth render` run as a user
// would (FORSYTH_BINARY), and the window's export and copy actions.
#include "as_string_view.h"
#include "board_image.h"
#include "board_view.h"
#include "fen.h"
#include "image_export.h"
#include "main_window.h"
#include "position_document.h"

#include "test_support.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <QTest>
#include <QXmlStreamReader>

#include <atomic>
#include <chrono>
#include <csignal>
#include <memory>
#include <optional>
#include <thread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#endif
#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#endif

using namespace forsyth;

namespace {

const QString KingsFen = QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1");

// Dark pixels in the middle half of rect: a piece's black lines or body, never a square.
int darkPixels(const QImage& image, const QRectF& rect)
{
    const QRect middle
        = rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4, -rect.height() / 4)
              .toAlignedRect();
    return countPixels(image, middle, [](const QColor& c) { return qGray(c.rgb()) < 80; });
}

struct SvgCount {
    QString error; // empty when the XML is well-formed
    int pieces = 0;
    QStringList pieceClasses;
    QString sideToMove;
};

SvgCount readSvg(const QByteArray& svg)
{
    SvgCount result;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringList classes = xml.attributes().value(QStringLiteral("class")).toString().split(u' ');
        if (classes.contains(QStringLiteral("piece"))) {
            ++result.pieces;
            result.pieceClasses << classes.last();
        }
        if (classes.contains(QStringLiteral("side-to-move")))
            result.sideToMove = classes.last();
    }
    if (xml.hasError())
        result.error = xml.errorString();
    return result;
}

// `forsyth render` with args; withoutPlatform, as run where no platform is set and there is no
// display.
ForsythRun render(const QStringList& args, bool withoutPlatform = false)
{
    std::optional<QProcessEnvironment> env;
    if (withoutPlatform) {
        // As in a container or a cron job: no display, and no XDG_RUNTIME_DIR either.
        env = QProcessEnvironment::systemEnvironment();
        env->remove(QStringLiteral("QT_QPA_PLATFORM"));
        env->remove(QStringLiteral("DISPLAY"));
        env->remove(QStringLiteral("WAYLAND_DISPLAY"));
        env->remove(QStringLiteral("XDG_RUNTIME_DIR"));
    }
    return runForsyth(QStringList{QStringLiteral("render")} + args, {}, env);
}

#ifdef Q_OS_UNIX
// What is at path itself, a symbolic link not followed.
mode_t typeAt(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

// The reading end of a named pipe, read on a thread of its own until take(), so that a writer
// never waits on a full pipe.
class PipeReader {
public:
    explicit PipeReader(const QString& fifo)
        : fd_(::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK))
    {
        if (fd_ >= 0)
            thread_ = std::thread([this] { run(); });
    }
    ~PipeReader() { take(); }
    PipeReader(const PipeReader&) = delete;
    PipeReader& operator=(const PipeReader&) = delete;
    bool isOpen() const { return fd_ >= 0; }
    // Once the writer is done: everything it wrote.
    QByteArray take()
    {
        written_ = true;
        if (thread_.joinable())
            thread_.join();
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = -1;
        return data_;
    }

private:
    void run()
    {
        char buffer[4096];
        for (;;) {
            const ssize_t n = ::read(fd_, buffer, sizeof buffer);
            if (n > 0)
                data_.append(buffer, n);
            else if (n == 0 && written_)
                return; // no writer, and the writing is over
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }
    int fd_;
    std::atomic<bool> written_ = false;
    QByteArray data_;
    std::thread thread_;
};
#endif

} // namespace

class TestRender : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pngHasRequestedSize_data();
    void pngHasRequestedSize();
    void pieceSquaresDiffer();
    void flippedPutsWhiteOnTop();
    void coordinatesChangeImage();
    void sideToMoveMarked();
    void svgCountsPieces_data();
    void svgCountsPieces();
    void saveRefusesBadNames();
    void fullDiskKeepsOldImage_data();
    void fullDiskKeepsOldImage();
    void commandWritesPngAndSvg();
    void commandRefusesBadInput_data();
    void commandRefusesBadInput();
    void commandWritesIntoPipesAndDevices();
    void windowExportsAndCopies();
    void windowExportsIntoPipe();

private:
    QTemporaryDir dir_;
    IsolatedSettings settings_;
};

void TestRender::initTestCase()
{
    QVERIFY(dir_.isValid());
    QVERIFY(settings_.isolate());
}

void TestRender::pngHasRequestedSize_data()
{
    QTest::addColumn<int>("side");
    QTest::newRow("smallest") << MinImageSide;
    QTest::newRow("odd") << 333;
    QTest::newRow("default") << 512;
}

void TestRender::pngHasRequestedSize()
{
    QFETCH(int, side);
    const QString path = dir_.filePath(QStringLiteral("size-%1.png").arg(side));
    QCOMPARE(saveBoardImage(path, read(StartFen), side, {}), QString());
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    QCOMPARE(image.size(), QSize(side, side));
}

void TestRender::pieceSquaresDiffer()
{
    const QImage image = boardImage(read(StartFen), 400, {});
    const BoardImageLayout layout(400, {});
    // e2 and e4 are both light squares: only the pawn on e2 makes them differ.
    QVERIFY(isLightSquare(sq("e2")) && isLightSquare(sq("e4")));
    QCOMPARE(darkPixels(image, layout.squareRect(sq("e4"))), 0);
    QVERIFY2(darkPixels(image, layout.squareRect(sq("e2"))) > 20, "no pawn drawn on e2");
    // A black piece is mostly dark, a white one mostly light.
    QVERIFY(
        darkPixels(image, layout.squareRect(sq("e7"))) > 2 * darkPixels(image, layout.squareRect(sq("e2"))));
}

void TestRender::flippedPutsWhiteOnTop()
{
    const Position start = read(StartFen);
    const BoardImageOptions flipped{true, true};
    const QImage normal = boardImage(start, 400, {});
    const QImage turned = boardImage(start, 400, flipped);
    const BoardImageLayout normalLayout(400, {});
    const BoardImageLayout turnedLayout(400, flipped);
    // a1 moves from the bottom left to the top right.
    QVERIFY(normalLayout.squareRect(sq("a1")).top() > 300 && normalLayout.squareRect(sq("a1")).left() < 100);
    QVERIFY(turnedLayout.squareRect(sq("a1")).top() < 100 && turnedLayout.squareRect(sq("a1")).left() > 300);
    // The top left cell holds a black rook (a8) unflipped and a white rook (h1) flipped.
    const QRectF topLeft = normalLayout.squareRect(sq("a8"));
    QCOMPARE(turnedLayout.squareRect(sq("h1")), topLeft);
    const int blackRook = darkPixels(normal, topLeft);
    const int whiteRook = darkPixels(turned, topLeft);
    QVERIFY2(blackRook > 2 * whiteRook, qPrintable(QStringLiteral("%1 vs %2").arg(blackRook).arg(whiteRook)));
    // And it is the same white rook that stands on h1 at the bottom right of the unflipped board.
    QVERIFY(qAbs(whiteRook - darkPixels(normal, normalLayout.squareRect(sq("h1")))) <= whiteRook / 10 + 2);
}

void TestRender::coordinatesChangeImage()
{
    const Position start = read(StartFen);
    const QImage with = boardImage(start, 300, {false, true});
    const QImage without = boardImage(start, 300, {false, false});
    QCOMPARE(with.size(), without.size());
    QVERIFY(with != without);
    // The label "a" sits below a1 only with coordinates: dark ink there, plain background without.
    const BoardImageLayout layout(300, {false, true});
    const QRectF label = layout.fileLabelRect(0);
    int ink = 0;
    for (int y = qCeil(label.top()); y < qFloor(label.bottom()); ++y) {
        for (int x = qCeil(label.left()); x < qFloor(label.right()); ++x)
            ink += qGray(with.pixel(x, y)) < 160 ? 1 : 0;
    }
    QVERIFY(ink > 0);
    QVERIFY(!readSvg(boardSvg(start, 300, {false, true})).error.size());
    QVERIFY(boardSvg(start, 300, {false, true}).contains("<text"));
    QVERIFY(!boardSvg(start, 300, {false, false}).contains("<text"));
}

void TestRender::sideToMoveMarked()
{
    for (const bool flipped : {false, true}) {
        for (const Color mover : {Color::White, Color::Black}) {
            Position position = read(KingsFen);
            position.sideToMove = mover;
            const BoardImageOptions options{flipped, true};
            const BoardImageLayout layout(256, options);
            const QRectF disc = layout.sideMarkerRect(mover);
            // Beside the board on the right, at the mover's end.
            QVERIFY(disc.left() >= layout.boardRect().right());
            const bool atBottom = (mover == Color::White) != flipped;
            QCOMPARE(disc.center().y() > 128, atBottom);
            const QImage image = boardImage(position, 256, options);
            const int grey = qGray(image.pixel(disc.center().toPoint()));
            QVERIFY2(mover == Color::White ? grey > 200 : grey < 60, qPrintable(QString::number(grey)));
            QCOMPARE(readSvg(boardSvg(position, 256, options)).sideToMove,
                mover == Color::White ? QStringLiteral("white") : QStringLiteral("black"));
        }
    }
}

void TestRender::svgCountsPieces_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("pieces");
    QTest::addColumn<bool>("flipped");
    QTest::newRow("start") << StartFen << 32 << false;
    QTest::newRow("start flipped") << StartFen << 32 << true;
    QTest::newRow("kings") << KingsFen << 2 << false;
    QTest::newRow("empty") << QStringLiteral("8/8/8/8/8/8/8/8 w - - 0 1") << 0 << false;
}

void TestRender::svgCountsPieces()
{
    QFETCH(QString, fen);
    QFETCH(int, pieces);
    QFETCH(bool, flipped);
    const QByteArray svg = boardSvg(read(fen), 512, {flipped, true});
    const SvgCount count = readSvg(svg);
    QCOMPARE(count.error, QString());
    QCOMPARE(count.pieces, pieces);
    QCOMPARE(count.pieceClasses.count(QStringLiteral("white-king")), pieces ? 1 : 0);
    QCOMPARE(count.pieceClasses.count(QStringLiteral("black-pawn")), pieces == 32 ? 8 : 0);
    QVERIFY(svg.contains("viewBox=\"0 0 512 512\""));
    // Each piece is real paths (the set's body and lines), not empty placeholders.
    QVERIFY(svg.count("<path") >= 2 * pieces);
    QCOMPARE(svg.count("<path") == 0, pieces == 0);
    QVERIFY(!svg.contains("d=\"\""));
}

void TestRender::saveRefusesBadNames()
{
    const Position start = read(StartFen);
    QVERIFY(saveBoardImage(dir_.filePath(QStringLiteral("board.gif")), start, 100, {}).contains(".png"));
    QVERIFY(!saveBoardImage(dir_.filePath(QStringLiteral("none/board.png")), start, 100, {}).isEmpty());
    QVERIFY(!saveBoardImage(dir_.filePath(QStringLiteral("tiny.png")), start, 8, {}).isEmpty());
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("tiny.png"))));
    // A failed write leaves the old file as it was.
    const QString kept = dir_.filePath(QStringLiteral("kept.svg"));
    QCOMPARE(saveBoardImage(kept, start, 100, {}), QString());
    const QByteArray before = readFile(kept);
    QVERIFY(!saveBoardImage(kept, start, 1 << 20, {}).isEmpty());
    QCOMPARE(readFile(kept), before);
}

void TestRender::fullDiskKeepsOldImage_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("limit"); // bytes the process may write into one file
    QTest::newRow("svg, cut in the last buffer") << "full.svg" << 4096;
    QTest::newRow("png, cut in the last buffer") << "full.png" << 20480;
    QTest::newRow("png, cut early") << "early.png" << 512;
}

// A full disk, simulated with a file-size limit (root ignores read-only folders): the write
// fails, says so, and the old image is left whole.
void TestRender::fullDiskKeepsOldImage()
{
#ifdef Q_OS_LINUX
    QFETCH(QString, name);
    QFETCH(int, limit);
    const QString path = dir_.filePath(name);
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("OLD");
    }
    QString problem;
    QVERIFY(withFileSizeLimit(
        static_cast<rlim_t>(limit), [&] { problem = saveBoardImage(path, read(StartFen), 300, {}); }));
    QVERIFY2(!problem.isEmpty(), "a cut-off write was reported as a success");
    QVERIFY2(!problem.contains("Unknown error"), qPrintable(problem));
    QCOMPARE(readFile(path), QByteArray("OLD"));
#else
    QSKIP("RLIMIT_FSIZE is Linux's");
#endif
}

void TestRender::commandWritesPngAndSvg()
{
    const QString png = dir_.filePath(QStringLiteral("cli.png"));
    const QString svg = dir_.filePath(QStringLiteral("cli.svg"));
    // No platform given and no display: the command picks offscreen on its own, and says
    // nothing (Qt's "XDG_RUNTIME_DIR not set" is no problem of the command's).
    ForsythRun run = render(
        {StartFen, QStringLiteral("-o"), png, QStringLiteral("--size"), QStringLiteral("200")}, true);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.err, QByteArray());
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QCOMPARE(image.size(), QSize(200, 200));
    QCOMPARE(image.convertToFormat(QImage::Format_ARGB32_Premultiplied), boardImage(read(StartFen), 200, {}));

    // An unquoted FEN (six arguments), flipped, without coordinates.
    QStringList args = StartFen.split(u' ');
    args << QStringLiteral("--flip") << QStringLiteral("--no-coordinates") << QStringLiteral("-o") << svg;
    run = render(args);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QByteArray text = readFile(svg);
    const SvgCount count = readSvg(text);
    QCOMPARE(count.error, QString());
    QCOMPARE(count.pieces, 32);
    QVERIFY(!text.contains("<text"));
    QCOMPARE(text, boardSvg(read(StartFen), 512, {true, false}));
}

void TestRender::commandRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("refused.png");
    QTest::newRow("bad FEN") << QStringList{
        QStringLiteral("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), QStringLiteral("-o"),
        out} << 1 << QStringLiteral("cannot read the FEN");
    QTest::newRow("unwritable") << QStringList{StartFen, QStringLiteral("-o"),
        QStringLiteral("no/such/dir/x.png")}
                                << 1 << QStringLiteral("cannot write");
    QTest::newRow("unknown type") << QStringList{StartFen, QStringLiteral("-o"), QStringLiteral("x.gif")} << 2
                                  << QStringLiteral("unknown image type");
    QTest::newRow("no output") << QStringList{StartFen} << 2 << QStringLiteral("output file");
    QTest::newRow("no FEN") << QStringList{QStringLiteral("-o"), out} << 2 << QStringLiteral("give a FEN");
    QTest::newRow("size too big") << QStringList{StartFen, QStringLiteral("-o"), out,
        QStringLiteral("--size"), QStringLiteral("9000")}
                                  << 2 << QStringLiteral("the size is");
    QTest::newRow("size not a number")
        << QStringList{StartFen, QStringLiteral("-o"), out, QStringLiteral("--size"), QStringLiteral("12px")}
        << 2 << QStringLiteral("the size is");
}

void TestRender::commandRefusesBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    for (QString& arg : args) {
        if (arg.endsWith(QLatin1String(".png")) || arg.endsWith(QLatin1String(".gif")))
            arg = dir_.filePath(arg);
    }
    const ForsythRun run = render(args);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("refused.png"))));
}

// `render -o` never replaces what is not a regular file: a named pipe is written to as a
// stream (or refused when no program reads it), and a device is written to where it is, even
// through a link (x.png -> a device, which a root's render once replaced by a PNG). The
// devices are made in the test's folder, so a failure never touches /dev.
void TestRender::commandWritesIntoPipesAndDevices()
{
#ifdef Q_OS_UNIX
    const QStringList small{StartFen, QStringLiteral("--size"), QStringLiteral("64"), QStringLiteral("-o")};
    const QString fifo = dir_.filePath(QStringLiteral("pipe.png"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    PipeReader reader(fifo);
    QVERIFY(reader.isOpen());
    ForsythRun run = render(small + QStringList{fifo});
    const QByteArray streamed = reader.take();
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QImage image;
    QVERIFY(image.loadFromData(streamed, "PNG"));
    QCOMPARE(image.size(), QSize(64, 64));
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));

    // Nobody reads it now: refused at once, not waited on, and still a pipe.
    run = render(small + QStringList{fifo});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no program is reading"), run.err.constData());
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));

    const QString full = dir_.filePath(QStringLiteral("full"));
    if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0600, makedev(1, 7)) != 0)
        QSKIP("making a device node (as /dev/full) takes root");
    const QString link = dir_.filePath(QStringLiteral("x.png"));
    QVERIFY(QFile::link(full, link));
    run = render(small + QStringList{link});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("space"), run.err.constData());
    QCOMPARE(typeAt(full), mode_t(S_IFCHR));
    QCOMPARE(typeAt(link), mode_t(S_IFLNK));
#else
    QSKIP("named pipes and devices as Unix has them");
#endif
}

void TestRender::windowExportsAndCopies()
{
    clearSettings();
    auto window = std::make_unique<MainWindow>();
    window->resize(900, 700);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    window->loadStartPosition();
    auto* exporter = window->findChild<ImageExport*>();
    QVERIFY(exporter);
    for (const char* name :
        {"actionExportPng", "actionExportSvg", "actionCopyImage", "actionImageCoordinates"})
        QVERIFY2(window->findChild<QAction*>(QLatin1String(name)), name);
    // Export in the File menu, Copy Board Image in Edit beside Copy FEN.
    auto* file = window->menuBar()->findChild<QMenu*>(QStringLiteral("menuFile"));
    QVERIFY(file);
    QVERIFY(file->actions().contains(action(*window, "actionExportPng")));
    QVERIFY(file->actions().contains(action(*window, "actionExportSvg")));
    auto* copyFen = window->findChild<QAction*>(QStringLiteral("actionCopyFen"));
    auto* copyImage = window->findChild<QAction*>(QStringLiteral("actionCopyImage"));
    QVERIFY(copyFen && copyImage);
    QCOMPARE(copyImage->associatedObjects().size(), 1);
    QVERIFY(copyFen->associatedObjects().contains(copyImage->associatedObjects().constFirst()));

    const QString png = dir_.filePath(QStringLiteral("window.png"));
    QVERIFY(exporter->exportPng(png, 240));
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QCOMPARE(image.size(), QSize(240, 240));
    QVERIFY(!exporter->exportPng(dir_.filePath(QStringLiteral("window.svg")), 240)); // wrong type
    QVERIFY(!exporter->lastProblem().isEmpty());

    // The current orientation and the coordinates option reach the file.
    window->board()->setFlipped(true);
    action(*window, "actionImageCoordinates")->setChecked(false);
    QVERIFY(exporter->currentOptions().flipped);
    QVERIFY(!exporter->currentOptions().coordinates);
    const QString svg = dir_.filePath(QStringLiteral("window.svg"));
    QVERIFY(exporter->exportSvg(svg));
    const QByteArray text = readFile(svg);
    QCOMPARE(readSvg(text).pieces, 32);
    QVERIFY(!text.contains("<text"));

    QGuiApplication::clipboard()->clear();
    action(*window, "actionCopyImage")->trigger();
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QCOMPARE(copied.width(), exporter->defaultSide());
    QCOMPARE(copied.convertToFormat(QImage::Format_ARGB32_Premultiplied),
        boardImage(window->document()->position(), exporter->defaultSide(), {true, false}));
}

// File > Export Image into a named pipe: streamed into it, and the pipe stays a pipe.
void TestRender::windowExportsIntoPipe()
{
#ifdef Q_OS_UNIX
    auto window = std::make_unique<MainWindow>();
    auto* exporter = window->findChild<ImageExport*>();
    QVERIFY(exporter);
    const QString fifo = dir_.filePath(QStringLiteral("export.svg"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    PipeReader reader(fifo);
    QVERIFY(reader.isOpen());
    const bool exported = exporter->exportSvg(fifo);
    const QByteArray streamed = reader.take();
    QVERIFY2(exported, qPrintable(exporter->lastProblem()));
    QCOMPARE(readSvg(streamed).pieces, 32);
    QCOMPARE(typeAt(fifo), mode_t(S_IFIFO));
#else
    QSKIP("named pipes as Unix has them");
#endif
}

QTEST_MAIN(TestRender)
#include "tst_render.moc"
