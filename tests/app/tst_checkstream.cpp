// `forsyth check` reading standard input and writing its answers, as a user's pipe meets them:
// lines of every ending, answers at once, huge lines and arguments, output that cannot be
// written or is closed, lines cut short. The real binary (FORSYTH_BINARY) run with QProcess.
#include "check_output.h"
#include "test_support_core.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace check_output;

class TestCheckStream : public QObject {
    Q_OBJECT

private slots:
    void stdinLines_data();
    void stdinLines();
    void answersEachLineAtOnce();
    void megabyteLineOnStdin();
    void hugeArguments();
    void hugeCounters_data();
    void hugeCounters();
    void unwritableOutput_data();
    void unwritableOutput();
    void closedPipeEndsQuietly_data();
    void closedPipeEndsQuietly();
    void tooLongLineCutAtCharacter();
};

void TestCheckStream::stdinLines_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("inputs"); // what each output line's "input" holds
    QTest::addColumn<QList<bool>>("oks");
    const QByteArray fen = StartFen.toUtf8();
    QTest::newRow("CRLF") << QByteArray(fen + "\r\n" + fen + "\r\n") << QStringList{StartFen, StartFen}
                          << QList<bool>{true, true};
    QTest::newRow("empty lines") << QByteArray("\n" + fen + "\n\n") << QStringList{"", StartFen, ""}
                                 << QList<bool>{false, true, false};
    QTest::newRow("no final newline") << QByteArray(fen + "\n8/8/8/8/8/8/8/8")
                                      << QStringList{StartFen, "8/8/8/8/8/8/8/8"} << QList<bool>{true, true};
    QTest::newRow("NUL bytes") << QByteArray("8/8/8/8/8/8/8/8 w\0 - - 0 1\n\0\n",
        29) << QStringList{QString::fromUtf8("8/8/8/8/8/8/8/8 w\0 - - 0 1", 26), QString(QChar(0))}
                               << QList<bool>{false, false};
    QTest::newRow("invalid UTF-8") << QByteArray("\xff\xfe"
                                                 "8/8\n8/8/8/8/8/8/8/8 w \xc3\n\xed\xa0\x80")
                                   << QStringList{QString::fromUtf8("\uFFFD\uFFFD8/8"),
                                          QString::fromUtf8("8/8/8/8/8/8/8/8 w \uFFFD"),
                                          QString::fromUtf8("\uFFFD\uFFFD\uFFFD")}
                                   << QList<bool>{false, false, false};
    QTest::newRow("only a newline") << QByteArray("\n") << QStringList{""} << QList<bool>{false};
}

void TestCheckStream::stdinLines()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, inputs);
    QFETCH(QList<bool>, oks);
    for (const bool json : {true, false}) {
        const ForsythRun r = runForsyth(json ? QStringList{"check", "--json"} : QStringList{"check"}, input);
        QCOMPARE(r.out.count('\n'), inputs.size());
        QVERIFY(r.out.endsWith('\n'));
        QVERIFY(QString::fromUtf8(r.out).toUtf8() == r.out); // valid UTF-8
        QVERIFY(!r.out.contains('\0'));
        if (!json)
            continue;
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), inputs.size());
        for (int i = 0; i < lines.size(); ++i) {
            QCOMPARE(lines[i]["input"].toString(), inputs[i]);
            QCOMPARE(lines[i]["ok"].toBool(), oks[i]);
        }
    }
}

// A program may feed one line and wait for its answer before writing the next.
void TestCheckStream::answersEachLineAtOnce()
{
    QProcess process;
    process.start(qEnvironmentVariable("FORSYTH_BINARY"), {"check", "--json"});
    QVERIFY(process.waitForStarted());
    for (int i = 0; i < 3; ++i) {
        process.write(StartFen.toUtf8() + '\n');
        QByteArray answer;
        while (!answer.endsWith('\n') && process.waitForReadyRead(10000))
            answer += process.readAllStandardOutput();
        QVERIFY2(answer.endsWith('\n'), "no answer before the input ended");
        QCOMPARE(jsonLines(answer).size(), 1);
    }
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitCode(), 0);
}

void TestCheckStream::megabyteLineOnStdin()
{
    QByteArray input(1024 * 1024, 'x');
    input += "\r\n" + StartFen.toUtf8() + '\n';
    const ForsythRun r = runForsyth({"check", "--json"}, input);
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 2);
    const QJsonObject error = lines[0]["errors"].toArray()[0].toObject();
    QCOMPARE(error["code"].toString(), "line_too_long");
    // The span covers all of "input", which shows only the line's first 64 bytes; the message
    // has the whole line's length.
    QCOMPARE(lines[0]["input"].toString(), QString(64, QChar(u'x')));
    QCOMPARE(error["start"].toInt(), 0);
    QCOMPARE(error["end"].toInt(), 64);
    QVERIFY(error["message"].toString().contains("1048576 bytes"));
    QCOMPARE(lines[1]["ok"].toBool(), true);
    QVERIFY(r.out.size() < 2000);
    const ForsythRun plain = runForsyth({"check"}, input);
    QVERIFY(plain.out.startsWith("ERROR line too long: 1048576 bytes"));
}

// Linux caps one argument at 128 KiB, so a megabyte arrives as several arguments.
void TestCheckStream::hugeArguments()
{
    QStringList args{"check", "--json"};
    for (int i = 0; i < 8; ++i)
        args << QString(128 * 1024 - 1, QChar(u'A' + i));
    args << QString(1000, QChar(u'9'));
    const ForsythRun r = runForsyth(args);
    QCOMPARE(r.exitCode, 1);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 9);
    QCOMPARE(codes(lines[0]["errors"]), QStringList{"line_too_long"});
    QCOMPARE(codes(lines[8]["errors"]), QStringList{"bad_digit"});
    QVERIFY(r.out.size() < 20000);
}

void TestCheckStream::hugeCounters_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("code");
    const QString digits(10000, QChar(u'7'));
    QTest::newRow("halfmove") << "8/8/8/8/8/8/8/K6k w - - " + digits + " 1"
                              << "bad_halfmove";
    QTest::newRow("fullmove") << "8/8/8/8/8/8/8/K6k w - - 0 " + digits << "bad_fullmove";
}

void TestCheckStream::hugeCounters()
{
    QFETCH(QString, input);
    QFETCH(QString, code);
    const ForsythRun r = runForsyth({"check", "--json", input});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject error = jsonLines(r.out).front()["errors"].toArray()[0].toObject();
    QCOMPARE(error["code"].toString(), code);
    QCOMPARE(error["end"].toInt() - error["start"].toInt(), 10000);
    QVERIFY2(error["message"].toString().contains("(10000 bytes)"), qPrintable(error["message"].toString()));
    QVERIFY(error["message"].toString().size() < 200);
}

// /dev/full fails every write with ENOSPC, as a full disk does.
void TestCheckStream::unwritableOutput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("check, arguments") << QStringList{"check", StartFen} << QByteArray();
    QTest::newRow("check, 10,000 lines of input") << QStringList{"check"} << manyLines(10000);
    QTest::newRow("check --json, 10,000 lines of input")
        << QStringList{"check", "--json"} << manyLines(10000);
    QTest::newRow("perft") << QStringList{"perft", StartFen, "2"} << QByteArray();
    QTest::newRow("check --help") << QStringList{"check", "--help"} << QByteArray();
    QTest::newRow("perft --help") << QStringList{"perft", "--help"} << QByteArray();
}

void TestCheckStream::unwritableOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    if (!QFile::exists("/dev/full"))
        QSKIP("no /dev/full here");
    QTemporaryDir dir;
    const QString inputFile = dir.filePath("input.txt");
    QFile file(inputFile);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(input) == input.size());
    file.close();
    const ForsythRun r = runForsyth(args, {}, std::nullopt, 60000, [&](QProcess& process) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LC_ALL", "C"); // strerror in English
        process.setProcessEnvironment(env);
        process.setStandardInputFile(inputFile);
        process.setStandardOutputFile("/dev/full");
    });
    QCOMPARE(r.exitCode, 3);
    QCOMPARE(
        r.err, "forsyth " + args.front().toUtf8() + ": cannot write the output: No space left on device\n");
}

// `forsyth check < many.txt | head -n 1`: the reader goes away after one line. The command
// must neither die of SIGPIPE (status 141 in the shell) nor say anything: it stops, status 3.
void TestCheckStream::closedPipeEndsQuietly_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("standard input") << QStringList{"check", "--json"} << manyLines(10000);
    QStringList manyArguments{"check", "--json"};
    for (int i = 0; i < 10000; ++i)
        manyArguments << StartFen;
    QTest::newRow("arguments") << manyArguments << QByteArray();
}

void TestCheckStream::closedPipeEndsQuietly()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QTemporaryDir dir;
    QFile file(dir.filePath("input.txt"));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(input) == input.size());
    file.close();
    QProcess shell;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("FORSYTH_INPUT", file.fileName());
    env.insert("FORSYTH_STATUS", dir.filePath("status"));
    shell.setProcessEnvironment(env);
    shell.start("sh",
        QStringList{"-c", R"({ "$0" "$@" < "$FORSYTH_INPUT"; echo "$?" > "$FORSYTH_STATUS"; } | head -n 1)",
            qEnvironmentVariable("FORSYTH_BINARY")}
            + args);
    QVERIFY(shell.waitForFinished(60000));
    QCOMPARE(shell.readAllStandardError(), QByteArray());
    QCOMPARE(jsonLines(shell.readAllStandardOutput()).size(), 1);
    QFile status(dir.filePath("status"));
    QVERIFY(status.open(QIODevice::ReadOnly));
    QCOMPARE(status.readAll(), QByteArray("3\n"));
}

// A line too long to read shows its first 64 bytes, cut before a character they would split.
void TestCheckStream::tooLongLineCutAtCharacter()
{
    const QString king = QString::fromUtf8("王"); // 3 bytes: 64 bytes are 21 and a third
    const ForsythRun r = runForsyth({"check", "--json"}, king.repeated(30000).toUtf8() + '\n');
    const QList<QJsonObject> lines = jsonLines(r.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0]["input"].toString(), king.repeated(21));
    const QJsonObject error = lines[0]["errors"].toArray()[0].toObject();
    QCOMPARE(error["code"].toString(), "line_too_long");
    QCOMPARE(error["start"].toInt(), 0);
    QCOMPARE(error["end"].toInt(), 63);
    QVERIFY(error["message"].toString().contains("90000 bytes"));
}

QTEST_GUILESS_MAIN(TestCheckStream)
#include "tst_checkstream.moc"
