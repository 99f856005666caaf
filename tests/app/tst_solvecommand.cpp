// `forsyth solve` as a user runs it: keys, threats and tries in plain text and JSON, helpmate
// solutions, an illegal position refused, usage errors, --max-seconds ending the search
// with exit status 4 and "complete": false, and one position a line of standard input.
#include "test_support_core.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

const QString queenMate = "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1";

QStringList strings(const QJsonValue& array)
{
    QStringList out;
    for (const QJsonValue& v : array.toArray())
        out << v.toString();
    return out;
}

} // namespace

class TestSolveCommand : public QObject {
    Q_OBJECT

private slots:
    void plainKeysThreatsAndTries();
    void json();
    void helpmateSolutions();
    void selfmate();
    void illegalPositionRefused();
    void usageErrors_data();
    void usageErrors();
    void timeLimitSaysIncomplete();
    void linesOfStandardInput();
};

void TestSolveCommand::plainKeysThreatsAndTries()
{
    const ForsythRun run = runForsyth({"solve", queenMate, "--mate", "2"});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.split('\n');
    QCOMPARE(lines.at(0), QByteArray("key: Kc3"));
    QCOMPARE(lines.at(1), QByteArray("  threat: Qa7# Qb3# Qa8#"));
    QVERIFY(run.out.contains("try: Qb3+ refuted by Kxb3\n"));
    QVERIFY(lines.at(lines.size() - 2).startsWith("proved, "));
    // An unquoted FEN works as in check and perft (the same lines but the time).
    const QByteArray unquoted
        = runForsyth({"solve", "1Q6/8/8/8/8/k2K4/8/8", "w", "-", "-", "0", "1", "--mate", "2"}).out;
    QCOMPARE(unquoted.left(unquoted.indexOf("proved")), run.out.left(run.out.indexOf("proved")));
}

void TestSolveCommand::json()
{
    const ForsythRun run = runForsyth({"solve", queenMate, "--mate", "2", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o["stipulation"].toString(), QString("#2"));
    QCOMPARE(strings(o["keys"]), QStringList{"Kc3"});
    QCOMPARE(strings(o["keys_uci"]), QStringList{"d3c3"});
    QCOMPARE(o["threats"].toArray().at(0).toObject()["key"].toString(), QString("Kc3"));
    QCOMPARE(
        strings(o["threats"].toArray().at(0).toObject()["moves"]), (QStringList{"Qa7#", "Qb3#", "Qa8#"}));
    QCOMPARE(o["tries"].toArray().size(), 5);
    const QJsonObject firstTry = o["tries"].toArray().at(0).toObject();
    QCOMPARE(firstTry["move"].toString(), QString("Kc2"));
    QCOMPARE(firstTry["refutation"].toString(), QString("Ka4"));
    QVERIFY(o["nodes"].toInteger() > 0);
    QVERIFY(o["seconds"].isDouble());
    QCOMPARE(o["complete"].toBool(), true);
}

void TestSolveCommand::helpmateSolutions()
{
    // h#1: Black moves, White mates: the king has one step, and the rook one mate after it.
    const ForsythRun run = runForsyth({"solve", "k7/8/1K6/8/8/8/8/7R b - - 0 1", "--helpmate", "1"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("key: Kb8\nsolution: 1. Kb8 Rh8#\n"), run.out.constData());
    const QJsonObject o = QJsonDocument::fromJson(
        runForsyth({"solve", "k7/8/1K6/8/8/8/8/7R b - - 0 1", "--helpmate", "1", "--json"}).out)
                              .object();
    QCOMPARE(o["stipulation"].toString(), QString("h#1"));
    QCOMPARE(o["solutions"].toArray().at(0).toArray().at(1).toString(), QString("Rh8#"));
}

void TestSolveCommand::selfmate()
{
    const ForsythRun run
        = runForsyth({"solve", "4r3/4Q3/8/7r/4Q3/8/kr4PP/7K w - - 0 1", "--selfmate", "2", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o["stipulation"].toString(), QString("s#2"));
    QVERIFY(!o["keys"].toArray().isEmpty());
}

void TestSolveCommand::illegalPositionRefused()
{
    const ForsythRun run = runForsyth({"solve", "8/8/8/8/8/8/8/4K3 w - - 0 1", "--mate", "2"});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.contains("only a legal position can be solved"), run.err.constData());
    QCOMPARE(runForsyth({"solve", "not a fen", "--mate", "2"}).exitCode, 1);
}

void TestSolveCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("said");
    QTest::newRow("no stipulation") << QStringList{"solve", queenMate} << "give one of --mate N";
    QTest::newRow("two stipulations")
        << QStringList{"solve", queenMate, "--mate", "2", "--selfmate", "2"} << "give one of --mate N";
    QTest::newRow("too many moves") << QStringList{"solve", queenMate, "--mate", "9"} << "1-8";
    QTest::newRow("no number") << QStringList{"solve", queenMate, "--helpmate", "x"} << "1-8";
    QTest::newRow("bad seconds") << QStringList{"solve", queenMate, "--mate", "2", "--max-seconds", "-1"}
                                 << "--max-seconds";
}

void TestSolveCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, said);
    const ForsythRun run = runForsyth(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(said.toUtf8()), run.err.constData());
}

void TestSolveCommand::timeLimitSaysIncomplete()
{
    const ForsythRun run
        = runForsyth({"solve", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8", "--mate",
            "6", "--max-seconds", "0.2", "--json"});
    QCOMPARE(run.exitCode, 4);
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(o["complete"].toBool(), false);
    QVERIFY(o["seconds"].toDouble() < 5);
}

void TestSolveCommand::linesOfStandardInput()
{
    // One answer a line, in input order, each as soon as its line is solved; blank lines
    // skipped; a line that cannot be solved answered with why, and the status says so.
    const QByteArray input = queenMate.toUtf8() + "\n\nnot a fen\n4k3/8/8/8/8/8/8/4K2K w - - 0 1\r\n"
        + "k7/8/1K6/8/8/8/8/7R w - - 0 1\n";
    const ForsythRun run = runForsyth({"solve", "--mate", "1", "--json"}, input);
    QCOMPARE(run.exitCode, 1);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(first["stipulation"].toString(), QString("#1"));
    QVERIFY(strings(first["keys"]).isEmpty()); // no mate in 1 there
    const QJsonObject unreadable = QJsonDocument::fromJson(lines[1]).object();
    QCOMPARE(unreadable["input"].toString(), QString("not a fen"));
    QVERIFY(unreadable["error"].toString().startsWith("cannot read the FEN"));
    const QJsonObject illegal = QJsonDocument::fromJson(lines[2]).object();
    QVERIFY2(
        illegal["error"].toString().startsWith("only a legal position can be solved"), lines[2].constData());
    QCOMPARE(strings(QJsonDocument::fromJson(lines[3]).object()["keys"]), QStringList{"Rh8#"});

    // Plain, every line solved: status 0, the answers one after another.
    const ForsythRun plain
        = runForsyth({"solve", "--mate", "2"}, queenMate.toUtf8() + "\n" + queenMate.toUtf8());
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out.count("key: Kc3\n"), 2);
    // Nothing in, nothing out.
    const ForsythRun none = runForsyth({"solve", "--helpmate", "2"});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.out, QByteArray());
}

QTEST_APPLESS_MAIN(TestSolveCommand)
#include "tst_solvecommand.moc"
