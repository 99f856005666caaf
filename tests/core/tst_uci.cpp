// A UCI engine's info lines as Stockfish writes them (and damaged ones), scores turned to
// White's view, and a variation written as SAN, cut at the first move that does not play.
#include "test_support_core.h"
#include "uci.h"

#include <QtTest>

using namespace forsyth;

class TestUci : public QObject {
    Q_OBJECT

private slots:
    void stockfishLines();
    void otherLinesAreNone_data();
    void otherLinesAreNone();
    void scoresFromWhitesView();
    void variationAsSan();
};

void TestUci::stockfishLines()
{
    const auto info = readUciInfo("info depth 22 seldepth 30 multipv 2 score cp -35 nodes 1234567 nps 900000 "
                                  "hashfull 12 tbhits 0 time 1370 pv e7e5 g1f3 b8c6");
    QVERIFY(info);
    QCOMPARE(info->depth, 22);
    QCOMPARE(info->multipv, 2);
    QVERIFY(!info->score->mate);
    QCOMPARE(info->score->value, -35);
    QCOMPARE(info->nodes, std::uint64_t{1234567});
    QCOMPARE(info->timeMs, 1370);
    QCOMPARE(info->pv, (std::vector<std::string>{"e7e5", "g1f3", "b8c6"}));

    const auto mate = readUciInfo("info depth 8 score mate 2 lowerbound nodes 20 pv d3c3 a3a2 b8b2\r\n");
    QVERIFY(mate);
    QVERIFY(mate->score->mate);
    QCOMPARE(mate->score->value, 2);
    QVERIFY(mate->score->bound);
    QCOMPARE(mate->multipv, 1);
    QCOMPARE(mate->pv.back(), std::string("b8b2"));
}

void TestUci::otherLinesAreNone_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("info string") << "info string NNUE evaluation using nn-ad9b42354671.nnue enabled";
    QTest::newRow("currmove") << "info depth 5 currmove e2e4 currmovenumber 1";
    QTest::newRow("no pv") << "info depth 1 score cp 20 nodes 20";
    QTest::newRow("bestmove") << "bestmove e2e4 ponder e7e5";
    QTest::newRow("bad score") << "info depth 3 score cp x pv e2e4";
    QTest::newRow("score cut short") << "info depth 3 score mate";
    QTest::newRow("empty") << "";
}

void TestUci::otherLinesAreNone()
{
    QFETCH(QString, line);
    QVERIFY(!readUciInfo(line.toStdString()));
}

void TestUci::scoresFromWhitesView()
{
    QCOMPARE(whiteScore({false, 35, false}, Color::White).value, 35);
    QCOMPARE(whiteScore({false, 35, false}, Color::Black).value, -35);
    // Black to move is mated in 3: White mates in 3.
    const UciScore s = whiteScore({true, -3, false}, Color::Black);
    QVERIFY(s.mate);
    QCOMPARE(s.value, 3);
}

void TestUci::variationAsSan()
{
    const Position start = read(StartFen);
    QCOMPARE(sanLine(start, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}),
        (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5"}));
    // An answer to the position before: cut where it stops playing.
    QCOMPARE(sanLine(start, {"e2e4", "e2e4"}), std::vector<std::string>{"e4"});
    QCOMPARE(sanLine(read("1Q6/8/8/8/8/k2K4/8/8 w - - 0 1"), {"d3c3", "a3a2", "b8b2"}),
        (std::vector<std::string>{"Kc3", "Ka2", "Qb2#"}));
}

QTEST_APPLESS_MAIN(TestUci)
#include "tst_uci.moc"
