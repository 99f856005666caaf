// `forsyth perft` as a user meets it: the real binary (FORSYTH_BINARY) run with QProcess: its
// counts, the depths it refuses and why, and its progress reports (only when asked).
#include "test_support_core.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

class TestPerftCommand : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void perftDepthRefused_data();
    void perftDepthRefused();
    void perftProgress();
    void perftQuietForScripts();
};

void TestPerftCommand::perft_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("count");
    QTest::newRow("start, depth 3") << QStringList{StartFen, "3"} << QByteArray("8902\n");
    QTest::newRow("start, depth 0") << QStringList{StartFen, "0"} << QByteArray("1\n");
    // Deeper than the pieces core's perft() counts in one go, so counted move by move.
    QTest::newRow("start, depth 5") << QStringList{StartFen, "5"} << QByteArray("4865609\n");
    QTest::newRow("mated, depth 5") << QStringList{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "5"}
                                    << QByteArray("0\n");
    QTest::newRow("--progress, done in well under 2 s")
        << QStringList{"--progress", StartFen, "3"} << QByteArray("8902\n");
    QTest::newRow("unquoted FEN") << (StartFen.split(' ') << "2") << QByteArray("400\n");
    QTest::newRow("kiwipete, depth 2")
        << QStringList{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "2"}
        << QByteArray("2039\n");
}

void TestPerftCommand::perft()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, count);
    const ForsythRun r = runForsyth(QStringList{"perft"} + args);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, count);
    QCOMPARE(r.err, QByteArray());
}

void TestPerftCommand::perftDepthRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("messageParts");
    const QStringList negative{"forsyth perft: the depth is \"-1\"; expected a whole number 0-9\n"};
    QTest::newRow("-1") << QStringList{StartFen, "-1"} << negative;
    QTest::newRow("-1, unquoted FEN") << (StartFen.split(' ') << "-1") << negative;
    QTest::newRow("-1 before an option") << QStringList{StartFen, "-1", "--progress"} << negative;
    QTest::newRow("-1 after --") << QStringList{"--", StartFen, "-1"} << negative;
    QTest::newRow("-12x") << QStringList{StartFen, "-12x"}
                          << QStringList{"the depth is \"-12x\"; expected a whole number 0-9"};
    const QStringList tooDeep{"the depth is \"10\"; at most 9.", "2.4 trillion", "days"};
    QTest::newRow("10") << QStringList{StartFen, "10"} << tooDeep;
    QTest::newRow("a huge number") << QStringList{StartFen, "99999999999999999999"}
                                   << QStringList{"the depth is \"99999999999999999999\"; at most 9.",
                                          "2.4 trillion"};
}

void TestPerftCommand::perftDepthRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, messageParts);
    const ForsythRun r = runForsyth(QStringList{"perft"} + args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QByteArray());
    QVERIFY2(r.err.startsWith("forsyth perft: the depth is "), r.err.constData());
    for (const QString& part : messageParts)
        QVERIFY2(QString::fromUtf8(r.err).contains(part), r.err.constData());
}

// A count that takes a while reports on standard error every 2 s with --progress; the run is
// cut short once the first report is in.
void TestPerftCommand::perftProgress()
{
    QProcess process;
    process.start(qEnvironmentVariable("FORSYTH_BINARY"), {"perft", "--progress", StartFen, "7"});
    QVERIFY(process.waitForStarted());
    process.setReadChannel(QProcess::StandardError);
    QByteArray err;
    while (!err.contains('\n') && process.waitForReadyRead(20000))
        err += process.readAllStandardError();
    process.kill();
    process.waitForFinished();
    static const QRegularExpression report(
        R"(^forsyth perft: \d{1,3}% done, \d{1,3}(,\d{3})* positions so far, \d+:\d\d:\d\d\n)");
    QVERIFY2(report.match(QString::fromUtf8(err)).hasMatch(), err.constData());
}

// Without --progress and with standard error not a terminal (a script's), nothing but the count.
void TestPerftCommand::perftQuietForScripts()
{
    QProcess process;
    process.start(qEnvironmentVariable("FORSYTH_BINARY"), {"perft", StartFen, "7"});
    QVERIFY(process.waitForStarted());
    QVERIFY(!process.waitForFinished(3000)); // longer than the first report would wait
    process.kill();
    process.waitForFinished();
    QCOMPARE(process.readAllStandardError(), QByteArray());
}

QTEST_GUILESS_MAIN(TestPerftCommand)
#include "tst_perftcommand.moc"
