// The FEN writer: castling notations, the ep output rule, and round trips through the reader.
#include "fen.h"
#include "test_support_core.h"
#include "transforms.h"

#include <QtTest>

using namespace forsyth;

namespace {

QString castlingField(const QString& fen) { return fen.split(' ').at(2); }

} // namespace

class TestFenWriter : public QObject {
    Q_OBJECT

private slots:
    void notations_data();
    void notations();
    void epOutput_data();
    void epOutput();
    void roundTrip_data();
    void roundTrip();
    void appendReusesBuffer();
    void letters();
};

void TestFenWriter::notations_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("standard");
    QTest::addColumn<QString>("xfen");
    QTest::addColumn<QString>("shredder");

    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << "KQkq"
                           << "KQkq"
                           << "HAha";
    QTest::newRow("none") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                          << "-"
                          << "-"
                          << "-";
    QTest::newRow("canonical order") << "r3k2r/8/8/8/8/8/8/R3K2R w qQkK - 0 1"
                                     << "KQkq"
                                     << "KQkq"
                                     << "HAha";
    QTest::newRow("960 outermost rooks") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"
                                         << "KQkq"
                                         << "KQkq"
                                         << "GBgb";
    QTest::newRow("inner rook needs its file") << "4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1"
                                               << "KQ"
                                               << "KD"
                                               << "HD";
    QTest::newRow("black inner rook") << "r1r1k3/8/8/8/8/8/8/4K3 b c - 0 1"
                                      << "q"
                                      << "c"
                                      << "c";
    QTest::newRow("right without rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                        << "K"
                                        << "K"
                                        << "H";
    QTest::newRow("king on b1") << "4k3/8/8/8/8/8/8/RK5R w HA - 0 1"
                                << "KQ"
                                << "KQ"
                                << "HA";
}

void TestFenWriter::notations()
{
    QFETCH(QString, fen);
    QFETCH(QString, standard);
    QFETCH(QString, xfen);
    QFETCH(QString, shredder);
    const Position p = read(fen);
    QCOMPARE(castlingField(fenOf(p, {CastlingNotation::Standard})), standard);
    QCOMPARE(castlingField(fenOf(p, {CastlingNotation::XFen})), xfen);
    QCOMPARE(castlingField(fenOf(p, {CastlingNotation::Shredder})), shredder);
}

void TestFenWriter::epOutput_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("always");
    QTest::addColumn<QString>("capturable");

    QTest::newRow("after 1.e4: nothing can take")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        << "e3"
        << "-";
    QTest::newRow("d4 pawn can take") << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
                                      << "e3"
                                      << "e3";
    QTest::newRow("capture would expose the king") << "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1"
                                                   << "d6"
                                                   << "-";
    QTest::newRow("no ep") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                           << "-"
                           << "-";
}

void TestFenWriter::epOutput()
{
    QFETCH(QString, fen);
    QFETCH(QString, always);
    QFETCH(QString, capturable);
    const Position p = read(fen);
    QCOMPARE(fenOf(p, {CastlingNotation::XFen, EpOutput::Always}).split(' ').at(3), always);
    QCOMPARE(fenOf(p, {CastlingNotation::XFen, EpOutput::OnlyCapturable}).split(' ').at(3), capturable);
}

// Writing in any notation and reading back gives the same position (Standard only where
// the rooks stand where KQkq assumes).
void TestFenWriter::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("standardToo");

    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << true;
    QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
                              << true;
    QTest::newRow("ep and counters") << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
                                     << true;
    QTest::newRow("big counters") << "4k3/8/8/8/8/8/8/4K3 b - - 9999 9999" << true;
    QTest::newRow("960") << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << false;
    QTest::newRow("inner rook") << "4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1" << false;
    QTest::newRow("black only") << "r3k2r/8/8/8/8/8/8/4K3 b kq - 5 40" << true;
    QTest::newRow("empty board") << "8/8/8/8/8/8/8/8 w - - 0 1" << true;
}

void TestFenWriter::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(bool, standardToo);
    const Position p = read(fen);
    for (const auto notation :
        {CastlingNotation::Standard, CastlingNotation::XFen, CastlingNotation::Shredder}) {
        if (notation == CastlingNotation::Standard && !standardToo)
            continue;
        const QString written = fenOf(p, {notation});
        QVERIFY2(read(written) == p, qPrintable(written));
    }
    for (int n : {0, 1, 518, 959}) {
        const Position chess960 = *chess960Position(n);
        QVERIFY(read(fenOf(chess960, {CastlingNotation::XFen})) == chess960);
        QVERIFY(read(fenOf(chess960, {CastlingNotation::Shredder})) == chess960);
    }
}

void TestFenWriter::appendReusesBuffer()
{
    std::string buffer = "fen: ";
    appendFen(startPosition(), buffer);
    QCOMPARE(QString::fromStdString(buffer),
        QString("fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
}

// castlingLetter names a right in or out of pos.castling exactly as the writer writes it.
void TestFenWriter::letters()
{
    using enum CastlingNotation;
    constexpr Color W = Color::White;
    constexpr Color B = Color::Black;
    constexpr CastlingSide K = CastlingSide::King;
    constexpr CastlingSide Q = CastlingSide::Queen;
    const Position start = read("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    QCOMPARE(castlingLetter(start, W, K, 7, Standard), 'K');
    QCOMPARE(castlingLetter(start, W, Q, 0, XFen), 'Q');
    QCOMPARE(castlingLetter(start, B, K, 7, XFen), 'k');
    QCOMPARE(castlingLetter(start, W, K, 7, Shredder), 'H');
    QCOMPARE(castlingLetter(start, B, Q, 0, Shredder), 'a');
    // An inner rook: X-FEN names it by its file, Standard cannot and still writes K.
    const Position inner = read("4k3/8/8/8/8/8/8/R3K1RR w - - 0 1");
    QCOMPARE(castlingLetter(inner, W, K, 6, XFen), 'G');
    QCOMPARE(castlingLetter(inner, W, K, 7, XFen), 'K');
    QCOMPARE(castlingLetter(inner, W, K, 6, Standard), 'K');
    // No rook at all on that side: K names the corner, as the reader reads it.
    const Position bare = read("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    QCOMPARE(castlingLetter(bare, W, K, 7, XFen), 'K');
    QCOMPARE(castlingLetter(bare, B, Q, 0, XFen), 'q');
    // The writer says the same for every right it writes.
    for (const QString fen : {"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1",
             "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}) {
        const Position pos = read(fen);
        for (const CastlingNotation n : {Standard, XFen, Shredder}) {
            QString letters;
            for (const Color c : {W, B}) {
                for (const CastlingSide side : {K, Q}) {
                    if (pos.castling.has(c, side))
                        letters += QChar::fromLatin1(
                            castlingLetter(pos, c, side, pos.castling.rookFile(c, side), n));
                }
            }
            QCOMPARE(letters, castlingField(fenOf(pos, {n})));
        }
    }
}

QTEST_APPLESS_MAIN(TestFenWriter)
#include "tst_fenwriter.moc"
