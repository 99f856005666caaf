// SAN written as the PGN standard asks and read as people write it: known cases, the lenient
// forms, and every legal move of random games written and read back to itself.
#include "san.h"
#include "test_support_core.h"

#include <QtTest>

#include <random>

using namespace forsyth;

namespace {

// uci names castling as king takes rook.
QString san(const QString& fen, const QString& uci)
{
    const Position pos = read(fen);
    const std::optional<Move> m = findUciMove(pos, uci, true);
    return m ? QString::fromStdString(writeSan(pos, *m)) : "no such move";
}

QString readBack(const QString& fen, const QString& text)
{
    const Position pos = read(fen);
    const SanRead r = readSan(pos, text.toStdString());
    switch (r.error) {
    case SanError::None:
        return QString::fromStdString(moveToUci(pos, *r.move, true));
    case SanError::Unreadable:
        return "unreadable";
    case SanError::Illegal:
        return "illegal";
    case SanError::Ambiguous:
        return "ambiguous";
    }
    return {};
}

} // namespace

class TestSan : public QObject {
    Q_OBJECT

private slots:
    void writes_data();
    void writes();
    void reads_data();
    void reads();
    void everyMoveOfRandomGamesReadsBack();
    void gameLineNumbersFromItsStart();
};

void TestSan::writes_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("expected");
    QTest::newRow("pawn push") << StartFen << "e2e4"
                               << "e4";
    QTest::newRow("knight") << StartFen << "g1f3"
                            << "Nf3";
    QTest::newRow("castle king side") << KiwipeteFen << "e1h1"
                                      << "O-O";
    QTest::newRow("castle queen side") << KiwipeteFen << "e1a1"
                                       << "O-O-O";
    QTest::newRow("pawn capture") << KiwipeteFen << "d5e6"
                                  << "dxe6";
    QTest::newRow("capture by piece") << KiwipeteFen << "e5f7"
                                      << "Nxf7";
    QTest::newRow("file disambiguation") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
                                         << "a1d1"
                                         << "Rad1";
    QTest::newRow("rank disambiguation") << "R7/8/8/7k/8/8/8/R3K3 w - - 0 1"
                                         << "a1a4"
                                         << "R1a4";
    QTest::newRow("file and rank") << "1k6/8/8/8/Q6Q/8/8/4K2Q w - - 0 1"
                                   << "h4e4"
                                   << "Qh4e4";
    QTest::newRow("blocked rook needs none") << "4k3/8/8/8/8/8/8/R3K2R w - - 0 1"
                                             << "h1g1"
                                             << "Rg1";
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                << "e5d6"
                                << "exd6";
    QTest::newRow("promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                               << "b7b8n"
                               << "b8=N";
    QTest::newRow("promotion with check") << "8/1P6/8/8/8/8/7k/4K3 w - - 0 1"
                                          << "b7b8q"
                                          << "b8=Q+";
    QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                          << "a1a8"
                          << "Ra8#";
    QTest::newRow("check") << QString("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") << "a1a8"
                           << "Ra8+";
    // Chess960: the king on b1 with rooks on a1 and h1; O-O toward the h-side rook.
    QTest::newRow("960 O-O") << "1k6/8/8/8/8/8/8/RK5R w HA - 0 1"
                             << "b1h1"
                             << "O-O";
    QTest::newRow("960 O-O-O") << "1k6/8/8/8/8/8/8/RK5R w HA - 0 1"
                               << "b1a1"
                               << "O-O-O";
}

void TestSan::writes()
{
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, expected);
    QCOMPARE(san(fen, uci), expected);
}

void TestSan::reads_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // UCI in the king-takes-rook form, or the error
    QTest::newRow("plain") << StartFen << "e4"
                           << "e2e4";
    QTest::newRow("zero castling") << KiwipeteFen << "0-0"
                                   << "e1h1";
    QTest::newRow("lower-case castling") << KiwipeteFen << "o-o-o"
                                         << "e1a1";
    QTest::newRow("annotated") << StartFen << "Nf3!?"
                               << "g1f3";
    QTest::newRow("check mark on a quiet move") << StartFen << "e4+"
                                                << "e2e4";
    QTest::newRow("promotion without =") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                         << "b8Q"
                                         << "b7b8q";
    QTest::newRow("lower-case promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                          << "b8=r"
                                          << "b7b8r";
    QTest::newRow("promotion missing") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                       << "b8"
                                       << "illegal";
    QTest::newRow("capture without x") << KiwipeteFen << "Ne5f7"
                                       << "e5f7";
    QTest::newRow("capture with colon") << KiwipeteFen << "N:f7"
                                        << "e5f7";
    QTest::newRow("over-disambiguated") << StartFen << "Ng1f3"
                                        << "g1f3";
    QTest::newRow("long algebraic") << StartFen << "e2-e4"
                                    << "e2e4";
    QTest::newRow("pawn with P") << StartFen << "Pe4"
                                 << "e2e4";
    QTest::newRow("ambiguous") << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
                               << "Rd1"
                               << "ambiguous";
    QTest::newRow("illegal") << StartFen << "e5"
                             << "illegal";
    QTest::newRow("no such piece") << StartFen << "Qh5"
                                   << "illegal";
    QTest::newRow("unreadable") << StartFen << "hello"
                                << "unreadable";
    QTest::newRow("empty") << StartFen << ""
                           << "unreadable";
    QTest::newRow("castling not allowed") << StartFen << "O-O"
                                          << "illegal";
    QTest::newRow("bishop, not b-pawn") << "4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1"
                                        << "Bb2"
                                        << "illegal";
}

void TestSan::reads()
{
    QFETCH(QString, fen);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(readBack(fen, text), expected);
}

void TestSan::everyMoveOfRandomGamesReadsBack()
{
    std::mt19937 random(20261125);
    int written = 0;
    for (const QString& start :
        {StartFen, KiwipeteFen, QString("bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1")}) {
        for (int game = 0; game < 20; ++game) {
            Position pos = read(start);
            for (int ply = 0; ply < 150; ++ply) {
                const MoveList moves = legalMoves(pos);
                if (moves.empty())
                    break;
                for (const Move m : moves) {
                    const std::string text = writeSan(pos, m);
                    const SanRead r = readSan(pos, text);
                    QVERIFY2(r.error == SanError::None && *r.move == m,
                        qPrintable(fenOf(pos) + " " + QString::fromStdString(text)));
                    ++written;
                }
                makeMove(pos, moves[random() % moves.size()]);
            }
        }
    }
    QVERIFY(written > 100000);
}

void TestSan::gameLineNumbersFromItsStart()
{
    const Position start = *readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").position;
    QCOMPARE(gameLine(start, {"e4", "c5", "Nf3"}), std::string("1. e4 c5 2. Nf3"));
    const Position black = *readFen("8/8/8/8/8/8/8/K6k b - - 0 23").position;
    QCOMPARE(gameLine(black, {"Rxe4", "Qd8+", "Kh7"}), std::string("23... Rxe4 24. Qd8+ Kh7"));
    QCOMPARE(gameLine(black, {}), std::string());
}

QTEST_APPLESS_MAIN(TestSan)
#include "tst_san.moc"
