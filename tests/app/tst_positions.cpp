// `forsyth positions` as a user runs it: one FEN per record of each file in file order, the
// ply asked for, JSON with the moves and problems, and the exit status.
#include "test_support_core.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QByteArray games = "[Event \"Ruy\"]\n[White \"Kim\"]\n[Black \"Li\"]\n\n"
                         "1. e4 e5 2. Nf3 {develops} Nc6 (2... d6) 3. Bb5 $1 a6 1-0\n\n"
                         "[Event \"?\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 30\"]\n\n30. O-O Kd7 *\n\n"
                         "1. d4 d5 2. Ke3 Nc6 *\n";

QList<QJsonObject> jsonLines(const QByteArray& out)
{
    QList<QJsonObject> objects;
    for (const QByteArray& line : out.split('\n'))
        if (!line.isEmpty())
            objects << QJsonDocument::fromJson(line).object();
    return objects;
}

} // namespace

class TestPositions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void startEndAndPly();
    void jsonSaysMovesAndProblems();
    void everyFormatInFileOrder();
    void damagedFilesAndUsage();

private:
    QString file(const QString& name, const QByteArray& bytes)
    {
        const QString path = dir_.filePath(name);
        if (!writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QTemporaryDir dir_;
};

void TestPositions::startEndAndPly()
{
    const QString path = file("games.pgn", games);
    const ForsythRun start = runForsyth({"positions", path});
    QCOMPARE(start.exitCode, 1); // the third game has an illegal move
    QCOMPARE(start.out, StartFen.toUtf8() + "\n4k3/8/8/8/8/8/8/4K2R w K - 0 30\n" + StartFen.toUtf8() + "\n");
    const ForsythRun end = runForsyth({"positions", "--ply", "end", path});
    QCOMPARE(end.out,
        QByteArray("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4\n"
                   "8/3k4/8/8/8/8/8/5RK1 w - - 2 31\n"
                   "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2\n"));
    const ForsythRun three = runForsyth({"positions", "--ply", "1", path});
    QCOMPARE(three.out.split('\n').value(1), QByteArray("4k3/8/8/8/8/8/8/5RK1 b - - 1 30"));
    // What positions prints, check reads.
    const ForsythRun checked = runForsyth({"check"}, end.out);
    QCOMPARE(checked.exitCode, 0);
    QCOMPARE(checked.out.count("\nOK") + (checked.out.startsWith("OK") ? 1 : 0), 3);
}

void TestPositions::jsonSaysMovesAndProblems()
{
    const QString path = file("games.pgn", games);
    const QList<QJsonObject> lines = jsonLines(runForsyth({"positions", "--json", "--ply", "end", path}).out);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0]["file"].toString(), path);
    QCOMPARE(lines[0]["index"].toInt(), 1);
    QCOMPARE(lines[0]["title"].toString(), QString("Ruy"));
    QCOMPARE(lines[0]["players"].toString(), QString("Kim - Li"));
    QCOMPARE(lines[0]["moves"].toInt(), 6);
    QCOMPARE(lines[0]["ply"].toInt(), 6);
    QCOMPARE(
        lines[0]["san"].toArray().toVariantList(), QVariantList({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
    QVERIFY(lines[0]["problems"].toArray().isEmpty());
    QCOMPARE(lines[1]["title"].toString(), QString());
    QCOMPARE(lines[1]["san"].toArray().toVariantList(), QVariantList({"O-O", "Kd7"}));
    const QJsonObject problem = lines[2]["problems"].toArray().at(0).toObject();
    QCOMPARE(problem["kind"].toString(), QString("illegal_move"));
    QCOMPARE(problem["ply"].toInt(), 2);
    QCOMPARE(games.mid(problem["start"].toInt(), problem["end"].toInt() - problem["start"].toInt()),
        QByteArray("Ke3"));
    QVERIFY(problem["message"].toString().contains("Ke3"));
    // A ply past the end of a game: the last position read, and a problem.
    const QList<QJsonObject> far = jsonLines(runForsyth({"positions", "--json", "--ply", "40", path}).out);
    QCOMPARE(far[1]["ply"].toInt(), 2);
    QCOMPARE(far[1]["problems"].toArray().at(0).toObject()["kind"].toString(), QString("no_such_ply"));
}

void TestPositions::everyFormatInFileOrder()
{
    const QString epd = file("a.epd", "4k3/8/8/8/8/8/8/4K3 w - - id \"kings\";\n8/8/9/8/8/8/8/8 w - -\n");
    const QString csv = file("p.csv",
        "PuzzleId,FEN,Moves,Rating\n00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 "
        "b2b1,1913\n");
    const QString fenList = file("l.fen", "# one\n" + KiwipeteFen.toUtf8() + "\n");
    // Saved by Windows Notepad as "Unicode": UTF-16, little-endian, with its byte order mark.
    QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    const QString windows = file("w.pgn", utf16(QString::fromUtf8("[Event \"숙제\"]\n\n1. d4 *\n")));
    const ForsythRun run = runForsyth({"positions", "--json", epd, csv, fenList, windows});
    QCOMPARE(run.exitCode, 1); // the broken EPD line
    const QList<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[4]["title"].toString(), QString::fromUtf8("숙제"));
    QCOMPARE(lines[4]["san"].toArray().toVariantList(), QVariantList({"d4"}));
    QCOMPARE(lines[0]["title"].toString(), QString("kings"));
    QVERIFY(lines[1]["fen"].isNull());
    QCOMPARE(lines[1]["problems"].toArray().at(0).toObject()["kind"].toString(), QString("unreadable_fen"));
    // The puzzle: the position after the opening move, its solution as the moves.
    QCOMPARE(lines[2]["fen"].toString(), QString("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25"));
    QCOMPARE(lines[2]["san"].toArray().toVariantList(), QVariantList({"Rxe7", "Qb1+"}));
    QCOMPARE(lines[3]["fen"].toString(), KiwipeteFen);
    // Plain: the unreadable record's own text, for check to explain.
    const ForsythRun plain = runForsyth({"positions", epd});
    QCOMPARE(plain.out.split('\n').value(1), QByteArray("8/8/9/8/8/8/8/8 w - -"));
}

void TestPositions::damagedFilesAndUsage()
{
    const QString binary = file("b.pgn", QByteArray("1. e4\0e5", 8));
    const QString good = file("g.fen", StartFen.toUtf8() + "\n");
    const ForsythRun run = runForsyth({"positions", binary, dir_.filePath("missing.pgn"), good});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, StartFen.toUtf8() + "\n"); // the readable file still read
    QVERIFY(run.err.contains("binary"));
    QVERIFY(run.err.contains("missing.pgn"));
    QCOMPARE(runForsyth({"positions", good}).exitCode, 0);
    QCOMPARE(runForsyth({"positions"}).exitCode, 2);
    QCOMPARE(runForsyth({"positions", "--ply", "-1", good}).exitCode, 2);
    QCOMPARE(runForsyth({"positions", "--ply", "last", good}).exitCode, 2);
    // Unclosed comment and variation: the moves before them are read, the problems named.
    const QString damaged = file("d.pgn", "1. e4 (1. d4 e5 {never closed\n");
    const QList<QJsonObject> lines = jsonLines(runForsyth({"positions", "--json", damaged}).out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0]["moves"].toInt(), 1);
    QStringList kinds;
    for (const QJsonValue p : lines[0]["problems"].toArray())
        kinds << p.toObject()["kind"].toString();
    QCOMPARE(kinds, QStringList({"unclosed_variation", "unclosed_comment"}));
    // Plain: a line a record still, the record that does not read as its own text, and why on
    // standard error, named by file and record.
    const QString epd = file("two.epd", "4k3/8/8/8/8/8/8/4K3 w - - id \"a\";\nthis line is no record\n");
    const ForsythRun plain = runForsyth({"positions", epd});
    QCOMPARE(plain.exitCode, 1);
    QCOMPARE(plain.out, QByteArray("4k3/8/8/8/8/8/8/4K3 w - - 0 1\nthis line is no record\n"));
    QVERIFY2(plain.err.contains("two.epd, record 2: the FEN does not read"), plain.err.constData());
    // A file with no position at all is said, and is no whole read.
    const QString notes = file("notes.txt", "Nothing here but words, 1-0 and 8/8.\n");
    const ForsythRun none = runForsyth({"positions", notes, good});
    QCOMPARE(none.exitCode, 1);
    QCOMPARE(none.out, StartFen.toUtf8() + "\n");
    QVERIFY2(none.err.contains("notes.txt holds no position"), none.err.constData());
}

QTEST_GUILESS_MAIN(TestPositions)
#include "tst_positions.moc"
