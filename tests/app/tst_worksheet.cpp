// `forsyth worksheet` as a teacher runs it (the real binary, FORSYTH_BINARY), its PDFs read
// back with poppler's tools: pages (pdfinfo), words (pdftotext), fonts embedded (pdffonts),
// and a page drawn (pdftoppm) with its diagrams counted from the pixels.
#include "language.h"
#include "test_support_core.h"

#include <QCoreApplication>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <queue>

namespace {

// Positions with few men, all on light squares, so that every dark square of a diagram stays
// one region of its colour (a king on a dark square of a small diagram can split it in two).
QByteArray epdLines(int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        const int file = 2 * (i % 4); // a8, c8, e8, g8: light
        const QByteArray rank
            = file == 0 ? "k7" : QByteArray::number(file) + "k" + QByteArray::number(7 - file);
        const char side = i % 2 == 0 ? 'w' : 'b';
        out += rank + "/8/8/8/8/8/8/1N3K2 " + side + " - - id \"P" + QByteArray::number(i + 1) + "\";\n";
    }
    return out;
}

struct Tool {
    int exitCode = -1;
    QByteArray out;
};

Tool runTool(const QString& name, const QStringList& args)
{
    QProcess process;
    process.start(name, args);
    if (!process.waitForStarted() || !process.waitForFinished(60000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput()};
}

int pdfPages(const QString& pdf)
{
    const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = pages.match(QString::fromUtf8(runTool("pdfinfo", {pdf}).out));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pdfText(const QString& pdf, int first = 0, int last = 0)
{
    QStringList args;
    if (first > 0)
        args << "-f" << QString::number(first) << "-l" << QString::number(last);
    return QString::fromUtf8(runTool("pdftotext", args << pdf << "-").out);
}

// The fonts pdffonts lists: name and whether embedded (the "emb" column).
QList<QPair<QString, bool>> pdfFonts(const QString& pdf)
{
    QList<QPair<QString, bool>> fonts;
    const QStringList lines = QString::fromUtf8(runTool("pdffonts", {pdf}).out).split('\n');
    for (const QString& line : lines.mid(2)) {
        const QStringList cells = line.split(' ', Qt::SkipEmptyParts);
        if (cells.size() < 6)
            continue;
        // name type [encoding words...] emb sub uni object ID: emb is the fifth from the end.
        fonts.append({cells.front(), cells.at(cells.size() - 5) == QLatin1String("yes")});
    }
    return fonts;
}

// 4-connected regions of the board's dark-square colour, of a few pixels at least (specks of
// anti-aliasing left out). A board shows 32.
int darkSquareRegions(const QImage& image)
{
    const QColor dark(176, 134, 99);
    const auto isDark = [&](int x, int y) {
        const QColor c = image.pixelColor(x, y);
        return std::abs(c.red() - dark.red()) <= 12 && std::abs(c.green() - dark.green()) <= 12
            && std::abs(c.blue() - dark.blue()) <= 12;
    };
    std::vector<char> seen(static_cast<std::size_t>(image.width() * image.height()), 0);
    int regions = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (seen[static_cast<std::size_t>(y * image.width() + x)] || !isDark(x, y))
                continue;
            int area = 0;
            std::queue<QPoint> todo;
            todo.push({x, y});
            seen[static_cast<std::size_t>(y * image.width() + x)] = 1;
            while (!todo.empty()) {
                const QPoint p = todo.front();
                todo.pop();
                ++area;
                for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
                    const QPoint q = p + d;
                    if (q.x() < 0 || q.y() < 0 || q.x() >= image.width() || q.y() >= image.height())
                        continue;
                    char& s = seen[static_cast<std::size_t>(q.y() * image.width() + q.x())];
                    if (!s && isDark(q.x(), q.y())) {
                        s = 1;
                        todo.push(q);
                    }
                }
            }
            if (area >= 6)
                ++regions;
        }
    }
    return regions;
}

// What the interface's translation of a worksheet word is in `language` (the source text
// itself until it is translated).
QString translated(const QString& language, const char* text)
{
    forsyth::applyLanguage(language);
    const QString words = QCoreApplication::translate("Worksheet", text);
    forsyth::applyLanguage(QStringLiteral("en"));
    return words;
}

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pageCount_data();
    void pageCount();
    void captionsAndFens();
    void languagesEmbedTheirFonts_data();
    void languagesEmbedTheirFonts();
    void diagramsOnAPage_data();
    void diagramsOnAPage();
    void answerKey();
    void answerKeyKeepsNumbersWithMoves();
    void errors();

private:
    QString file(const QString& name, const QByteArray& bytes) { return testFile(dir_.path(), name, bytes); }
    QTemporaryDir dir_;
};

void TestWorksheet::initTestCase()
{
    QVERIFY(dir_.isValid());
    for (const char* tool : {"pdfinfo", "pdftotext", "pdffonts", "pdftoppm"})
        QVERIFY2(!QStandardPaths::findExecutable(tool).isEmpty(),
            qPrintable(QString("%1 not found: install poppler-utils (scripts/install-deps.sh)").arg(tool)));
}

void TestWorksheet::pageCount_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("records");
    for (const int n : {1, 2, 4, 6, 9, 12}) {
        QTest::addRow("%d a page, 1", n) << n << 1;
        QTest::addRow("%d a page, 13", n) << n << 13;
        QTest::addRow("%d a page, %d", n, 2 * n) << n << 2 * n;
    }
}

void TestWorksheet::pageCount()
{
    QFETCH(int, perPage);
    QFETCH(int, records);
    const QString epd = file(QString("n%1.epd").arg(records), epdLines(records));
    const QString pdf = dir_.filePath(QString("pages-%1-%2.pdf").arg(perPage).arg(records));
    const ForsythRun run = runForsyth({"worksheet", epd, "-o", pdf, "--per-page", QString::number(perPage)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(pdfPages(pdf), (records + perPage - 1) / perPage);
    // The footer counts them too.
    const int pages = pdfPages(pdf);
    QVERIFY(pdfText(pdf, pages, pages).contains(QString("Page %1 of %1").arg(pages)));
}

void TestWorksheet::captionsAndFens()
{
    const QString epd = file("captions.epd",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"Back rank\"; c0 \"#1\";\n"
        "8/8/8/8/8/5k2/8/5K2 b - - id \"Opposition\";\n");
    const QString pdf = dir_.filePath("captions.pdf");
    const ForsythRun run = runForsyth(
        {"worksheet", epd, "-o", pdf, "--per-page", "4", "--fen", "--piece-count", "--title", "Homework 3"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(pdfPages(pdf), 1);
    const QString text = pdfText(pdf);
    for (const char* words :
        {"Homework 3", "1. Back rank", "2. Opposition", "White to move", "Black to move", "#1", "(2+4)",
            "(1+1)", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "8/8/8/8/8/5k2/8/5K2 b - - 0 1", "Page 1 of 1"})
        QVERIFY2(text.contains(QString::fromUtf8(words)), words);
    QVERIFY(!text.contains("Answers"));
    // Without --fen, no FEN; without --piece-count, no count.
    const QString plain = dir_.filePath("plain.pdf");
    QCOMPARE(runForsyth({"worksheet", epd, "-o", plain}).exitCode, 0);
    QVERIFY(!pdfText(plain).contains("R5K1"));
    QVERIFY(!pdfText(plain).contains("(2+4)"));
    QVERIFY(pdfText(plain).contains("captions")); // the title: the file's name
}

void TestWorksheet::languagesEmbedTheirFonts_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::newRow("en") << "en"
                        << "Mate in one";
    QTest::newRow("ko") << "ko" << QString::fromUtf8("한 수 메이트 문제");
    QTest::newRow("zh_CN") << "zh_CN" << QString::fromUtf8("一步杀练习");
}

void TestWorksheet::languagesEmbedTheirFonts()
{
    QFETCH(QString, language);
    QFETCH(QString, title);
    const QString epd = file("lang.epd",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - pv Ra8#; id \"" + title.toUtf8()
            + "\"; c0 \"#1\";\n"
              "8/8/8/8/8/5k2/8/5K2 b - -\n");
    const QString pdf = dir_.filePath("lang-" + language + ".pdf");
    const ForsythRun run
        = runForsyth({"worksheet", epd, "-o", pdf, "--lang", language, "--answers", "--title", title});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(title), qPrintable(text));
    for (const char* words : {"White to move", "Black to move", "Answers"})
        QVERIFY2(text.contains(translated(language, words)), words);
    QVERIFY(text.contains(translated(language, "Page %1 of %2").arg(1).arg(2)));
    const QList<QPair<QString, bool>> fonts = pdfFonts(pdf);
    QVERIFY(!fonts.isEmpty());
    for (const auto& [name, embedded] : fonts)
        QVERIFY2(embedded, qPrintable(name + " is not embedded"));
    if (language != "en") {
        const bool cjk = std::any_of(fonts.begin(), fonts.end(),
            [](const auto& f) { return f.first.contains("WenQuanYi") || f.first.contains("MicroHei"); });
        QVERIFY2(cjk, "no CJK font in the PDF");
    }
}

void TestWorksheet::diagramsOnAPage_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("diagrams");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("1 a page") << 1 << 3 << 1 << QStringList();
    QTest::newRow("4 a page, 3 records") << 4 << 3 << 3 << QStringList{"--fen"};
    QTest::newRow("6 a page, lines") << 6 << 8 << 6 << QStringList{"--lines"};
    QTest::newRow("12 a page, everything")
        << 12 << 14 << 12 << QStringList{"--fen", "--lines", "--piece-count"};
}

void TestWorksheet::diagramsOnAPage()
{
    QFETCH(int, perPage);
    QFETCH(int, records);
    QFETCH(int, diagrams);
    QFETCH(QStringList, options);
    const QString epd = file("count.epd", epdLines(records));
    const QString pdf = dir_.filePath("count.pdf");
    const ForsythRun run = runForsyth(
        QStringList{"worksheet", epd, "-o", pdf, "--per-page", QString::number(perPage)} + options);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString png = dir_.filePath("count");
    QCOMPARE(
        runTool("pdftoppm", {"-r", "100", "-f", "1", "-l", "1", "-singlefile", "-png", pdf, png}).exitCode,
        0);
    const QImage page(png + ".png");
    QVERIFY(!page.isNull());
    QCOMPARE(darkSquareRegions(page), diagrams * 32);
}

void TestWorksheet::answerKey()
{
    QByteArray lines;
    for (int i = 0; i < 7; ++i)
        lines += "6k1/5ppp/8/8/8/8/8/R5K1 w - - pv Ra8#; id \"Mate " + QByteArray::number(i + 1)
            + "\"; c0 \"#1\";\n";
    lines += "8/8/8/8/8/5k2/8/5K2 b - -\n";
    const QString epd = file("key.epd", lines);
    const QString pdf = dir_.filePath("key.pdf");
    QCOMPARE(runForsyth({"worksheet", epd, "-o", pdf, "--per-page", "4", "--answers"}).exitCode, 0);
    QCOMPARE(pdfPages(pdf), 3); // two of diagrams, one of answers
    const QString key = pdfText(pdf, 3, 3);
    QVERIFY(key.contains("Answers"));
    QVERIFY2(key.contains("Mate 7 · #1: 1. Ra8#"), qPrintable(key));
    QVERIFY(key.contains("(no solution given)"));
    QVERIFY(key.contains("Page 3 of 3"));
    QVERIFY(!pdfText(pdf, 1, 2).contains("Ra8#")); // the solutions stay off the sheets
}

// A game's line wraps between moves, never between a move's number and the move ("8." at a
// line's end, "Nc3" at the next one's start): Morphy's Opera game under titles of growing
// length, so that its lines wrap at a different place each time.
void TestWorksheet::answerKeyKeepsNumbersWithMoves()
{
    const QByteArray moves = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 "
                             "8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 "
                             "14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";
    QByteArray pgn;
    QByteArray title = "Opera";
    for (int i = 0; i < 16; ++i) {
        pgn += "[Event \"" + title + "\"]\n[Result \"1-0\"]\n\n" + moves + "\n\n";
        title += i % 2 == 0 ? " ab" : " c";
    }
    const QString games = file("opera.pgn", pgn);
    const QString pdf = dir_.filePath("opera.pdf");
    QCOMPARE(runForsyth({"worksheet", games, "-o", pdf, "--per-page", "12", "--answers"}).exitCode, 0);
    const int pages = pdfPages(pdf);
    QString key = pdfText(pdf, 3, pages);
    QVERIFY2(key.contains("Answers"), qPrintable(key));
    key.replace(QChar(QChar::Nbsp), QLatin1Char(' '));
    QVERIFY2(key.contains(QStringLiteral("O\u2011O\u2011O")), qPrintable(key)); // castling kept whole
    key.replace(QChar(0x2011), QLatin1Char('-'));
    static const QRegularExpression numberAtTheEnd(QStringLiteral("(^|\\s)\\d+\\.+$"));
    static const QRegularExpression numberFirst(
        QStringLiteral("^\\d+\\. ([a-h][1-8x]|[KQRBN][a-h1-8x]|O-O)"));
    int wrappedAtANumber = 0;
    for (const QString& line : key.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QVERIFY2(!numberAtTheEnd.match(line.trimmed()).hasMatch(), qPrintable(line));
        QVERIFY2(!line.trimmed().endsWith(QLatin1String("O-")), qPrintable(line));
        wrappedAtANumber += numberFirst.match(line).hasMatch() ? 1 : 0;
    }
    QVERIFY2(wrappedAtANumber > 0, qPrintable(key)); // the number went to the next line with its move
    QVERIFY2(key.simplified().contains("Opera: 1. e4 e5 2. Nf3"), qPrintable(key));
}

void TestWorksheet::errors()
{
    const QString epd = file("ok.epd", epdLines(2));
    const QString old = file("old.pdf", "an old PDF");
    // A file that cannot be read: nothing written, the old PDF as it was.
    ForsythRun run = runForsyth({"worksheet", epd, dir_.filePath("missing.epd"), "-o", old});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("missing.epd"), run.err.constData());
    QCOMPARE(readFile(old), QByteArray("an old PDF"));
    // No record that reads.
    run = runForsyth({"worksheet", file("empty.epd", "# nothing\nnot a fen\n"), "-o", old});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no position"), run.err.constData());
    QCOMPARE(readFile(old), QByteArray("an old PDF"));
    // Usage errors: status 2, with the way to --help.
    for (const QStringList& args : {QStringList{"--per-page", "5"}, QStringList{"--per-page", "x"},
             QStringList{"--paper", "a3"}, QStringList{"--lang", "fr"}}) {
        run = runForsyth(QStringList{"worksheet", epd, "-o", old} + args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--help"), run.err.constData());
    }
    QCOMPARE(runForsyth({"worksheet", epd}).exitCode, 2);
    QCOMPARE(runForsyth({"worksheet", "-o", old}).exitCode, 2);
    QCOMPARE(runForsyth({"worksheet", epd, "-o", dir_.filePath("sheet.epd")}).exitCode, 2);
    QCOMPARE(readFile(old), QByteArray("an old PDF"));
    // An output that cannot be written.
    run = runForsyth({"worksheet", epd, "-o", dir_.filePath("no/such/folder/sheet.pdf")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("cannot write"), run.err.constData());
    QVERIFY(QDir(dir_.path()).mkdir("folder.pdf"));
    QCOMPARE(runForsyth({"worksheet", epd, "-o", dir_.filePath("folder.pdf")}).exitCode, 1);
    QVERIFY(QFileInfo(dir_.filePath("folder.pdf")).isDir());
    // --help says the exit statuses.
    run = runForsyth({"worksheet", "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("Exit status"));
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
