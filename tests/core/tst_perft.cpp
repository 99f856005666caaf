// perft against the published counts (docs/FEN-RULES.md §18), and against Stockfish's divide
// when it is installed: fixed positions and the ends of random games.
#include "fen.h"
#include "moves.h"
#include "test_support_core.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QtTest>

#include <map>

using namespace forsyth;

namespace {

QString stockfishPath() { return QStandardPaths::findExecutable("stockfish", {"/usr/games", "/usr/bin"}); }

// Stockfish's "go perft" divide: move -> nodes below it.
std::map<QString, quint64> stockfishDivide(const QString& exe, const QString& fen, int depth)
{
    QProcess sf;
    sf.start(exe, {});
    sf.waitForStarted();
    sf.write(QStringLiteral("setoption name UCI_Chess960 value true\nposition fen %1\ngo perft %2\nquit\n")
                 .arg(fen)
                 .arg(depth)
                 .toUtf8());
    sf.closeWriteChannel();
    sf.waitForFinished(60000);
    std::map<QString, quint64> divide;
    const QStringList lines = QString::fromUtf8(sf.readAllStandardOutput()).split('\n');
    for (const QString& line : lines) {
        const QStringList parts = line.trimmed().split(QStringLiteral(": "));
        if (parts.size() == 2 && parts[0].size() >= 4 && parts[0].size() <= 5 && !parts[0].contains(' '))
            divide[parts[0]] = parts[1].toULongLong();
    }
    return divide;
}

const char* const Endgame = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const char* const Promotions = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const char* const Talkchess = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const char* const Middlegame = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
const char* const Chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

} // namespace

class TestPerft : public QObject {
    Q_OBJECT

private slots:
    void perftCounts_data();
    void perftCounts();
    void perftAgainstStockfish_data();
    void perftAgainstStockfish();
    void playoutsAgainstStockfish_data();
    void playoutsAgainstStockfish();
};

void TestPerft::perftCounts_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("nodes");
    // docs/FEN-RULES.md §18, every depth listed (about 16 million nodes in all).
    const struct {
        const char* name;
        QString fen;
        std::initializer_list<quint64> counts;
    } table[] = {
        {"start", StartFen, {20, 400, 8902, 197281, 4865609}},
        {"kiwipete", KiwipeteFen, {48, 2039, 97862, 4085603}},
        {"endgame", Endgame, {14, 191, 2812, 43238, 674624}},
        {"promotions", Promotions, {6, 264, 9467, 422333}},
        {"talkchess", Talkchess, {44, 1486, 62379, 2103487}},
        {"middlegame", Middlegame, {46, 2079, 89890, 3894594}},
        {"chess960", Chess960, {21, 528, 12189, 326672}},
    };
    for (const auto& row : table) {
        int depth = 0;
        for (quint64 count : row.counts) {
            ++depth;
            QTest::addRow("%s-%d", row.name, depth) << row.fen << depth << count;
        }
    }
}

void TestPerft::perftCounts()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(quint64, nodes);
    QCOMPARE(quint64(perft(read(fen), depth)), nodes);
}

void TestPerft::perftAgainstStockfish_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    // Legal positions only: Stockfish crashes on broken ones.
    QTest::newRow("kiwipete") << KiwipeteFen << 3;
    QTest::newRow("ep-pins") << QString("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1") << 4;
    QTest::newRow("960-queen-side") << QString("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAgb - 0 1") << 3;
    QTest::newRow("960-corner-king") << QString("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1") << 3;
    QTest::newRow("chess960") << QString(Chess960) << 3;
}

void TestPerft::perftAgainstStockfish()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const QString exe = stockfishPath();
    if (exe.isEmpty())
        QSKIP("stockfish is not installed");
    const Position pos = read(fen);
    std::map<QString, quint64> ours;
    for (const Move& m : legalMoves(pos))
        ours[QString::fromStdString(moveToUci(pos, m, true))] = perft(afterMove(pos, m), depth - 1);
    // As text, so a failure shows which move's subtree differs.
    const auto text = [](const std::map<QString, quint64>& divide) {
        QStringList lines;
        for (const auto& [move, nodes] : divide)
            lines << move + ' ' + QString::number(nodes);
        return lines;
    };
    QCOMPARE(text(ours), text(stockfishDivide(exe, fen, depth)));
}

void TestPerft::playoutsAgainstStockfish_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("seed");
    // Random games reach positions no table lists: promotions, lost rights, ep after checks.
    const QString starts[] = {
        StartFen, KiwipeteFen, Chess960, QStringLiteral("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1")};
    for (int s = 0; s < 4; ++s)
        for (int seed = 1; seed <= 3; ++seed)
            QTest::addRow("start%d-seed%d", s, seed) << starts[s] << seed;
}

void TestPerft::playoutsAgainstStockfish()
{
    QFETCH(QString, start);
    QFETCH(int, seed);
    const QString exe = stockfishPath();
    if (exe.isEmpty())
        QSKIP("stockfish is not installed");
    QRandomGenerator rng{quint32(seed)};
    Position pos = read(start);
    for (int ply = 0, plies = int(rng.bounded(10, 60)); ply < plies; ++ply) {
        const MoveList moves = legalMoves(pos);
        if (moves.empty())
            break;
        makeMove(pos, moves[rng.bounded(quint32(moves.size()))]);
    }
    const QString fen = fenOf(pos, {CastlingNotation::Shredder});
    QStringList ours;
    for (const Move& m : legalMoves(pos))
        ours << QString::fromStdString(moveToUci(pos, m, true)) + ' '
                + QString::number(perft(afterMove(pos, m), 2));
    ours.sort();
    QStringList theirs;
    for (const auto& [move, nodes] : stockfishDivide(exe, fen, 3))
        theirs << move + ' ' + QString::number(nodes);
    QVERIFY2(ours == theirs, qPrintable(fen));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
