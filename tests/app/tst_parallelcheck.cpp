// `forsyth check` on worker threads (parallel_check.h) against the same check on one thread:
// the same answers, in the input's order, and the same exit status, for input that spans many
// batches and mixes canonical FENs, FENs to repair, broken ones and lines too long to read.
#include "check_command.h"
#include "line_reader.h"
#include "output.h"
#include "parallel_check.h"

#include <QTemporaryFile>
#include <QtTest>

#include <string>

using namespace forsyth;

namespace {

// Line i of a varied input, so that every answer differs from its neighbours'.
std::string line(int i, std::size_t maxLine)
{
    switch (i % 7) {
    case 0:
        return "8/8/8/4k3/8/8/8/4K2R w K - " + std::to_string(i % 100) + " " + std::to_string(1 + i % 900);
    case 1:
        return "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 " + std::to_string(1 + i);
    case 2:
        return "8/8/8/8/8/8/8/" + std::to_string(i % 9) + " w - - 0 1"; // broken ranks
    case 3:
        return "4k3/8/8/8/8/8/8/44 W - - 0 " + std::to_string(i); // repairs, fullmove 0 too
    case 4:
        return std::string(maxLine + 1 + static_cast<std::size_t>(i % 5), 'p'); // too long
    case 5:
        return "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 " + std::to_string(i); // Shredder letters
    default:
        return "kk6/8/8/8/8/8/8/K7 w - - 0 " + std::to_string(i); // two kings: illegal
    }
}

std::string readAll(QTemporaryFile& file)
{
    file.seek(0);
    return file.readAll().toStdString();
}

} // namespace

class TestParallelCheck : public QObject {
    Q_OBJECT

private slots:
    void sameAnswersInOrder_data();
    void sameAnswersInOrder();
    void everyLineParsedGivesZero();
    void unwritableOutputStops();
};

void TestParallelCheck::sameAnswersInOrder_data()
{
    QTest::addColumn<bool>("json");
    QTest::addColumn<unsigned>("workers");
    QTest::addColumn<int>("lines");
    QTest::newRow("plain, 2 workers, many batches") << false << 2u << 20000;
    QTest::newRow("json, 2 workers, many batches") << true << 2u << 9000;
    QTest::newRow("plain, 1 worker") << false << 1u << 5000;
    QTest::newRow("plain, 3 workers") << false << 3u << 5000;
    QTest::newRow("fewer lines than a batch") << false << 2u << 3;
    QTest::newRow("no lines") << false << 2u << 0;
}

void TestParallelCheck::sameAnswersInOrder()
{
    QFETCH(bool, json);
    QFETCH(unsigned, workers);
    QFETCH(int, lines);
    CheckOptions options;
    options.json = json;
    options.maxLine = 300;
    std::string input;
    for (int i = 0; i < lines; ++i)
        input += line(i, options.maxLine) + (i % 11 == 0 ? "\r\n" : "\n");

    std::string expected;
    LineReader oneReader(input, options.maxLine);
    const int expectedStatus = checkStream(oneReader, options, expected);

    QTemporaryFile file;
    QVERIFY(file.open());
    Output out(file.handle());
    LineReader reader(input, options.maxLine);
    QCOMPARE(checkStreamInParallel(reader, options, out, workers), expectedStatus);
    QVERIFY(!out.failed());
    const std::string answers = readAll(file);
    QCOMPARE(std::count(answers.begin(), answers.end(), '\n'), lines);
    QVERIFY(answers == expected);
    QCOMPARE(expectedStatus, lines > 2 ? 1 : 0);
}

void TestParallelCheck::everyLineParsedGivesZero()
{
    std::string input;
    for (int i = 0; i < 3000; ++i)
        input += line(7 * i, 300) + "\n"; // always the first kind
    QTemporaryFile file;
    QVERIFY(file.open());
    Output out(file.handle());
    LineReader reader(input);
    QCOMPARE(checkStreamInParallel(reader, {}, out, 2), 0);
    const std::string answers = readAll(file);
    QCOMPARE(std::count(answers.begin(), answers.end(), '\n'), 3000);
    QVERIFY(answers.find("OK  8/8/8/4k3/8/8/8/4K2R w K - 0 1\n") == 0);
}

void TestParallelCheck::unwritableOutputStops()
{
    std::string input;
    for (int i = 0; i < 20000; ++i)
        input += line(i, 300) + "\n";
    Output out(-1); // every write fails (EBADF)
    LineReader reader(input, 300);
    checkStreamInParallel(reader, {}, out, 2);
    QVERIFY(out.failed());
}

QTEST_GUILESS_MAIN(TestParallelCheck)
#include "tst_parallelcheck.moc"
