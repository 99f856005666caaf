// Whole-position transforms: start positions (ordinary and Chess960), swap colours, mirror.
#include "fen.h"
#include "test_support_core.h"
#include "transforms.h"

#include <QtTest>

#include <set>

using namespace forsyth;

class TestTransforms : public QObject {
    Q_OBJECT

private slots:
    void startAndEmpty();
    void chess960_data();
    void chess960();
    void chess960AllDistinctAndValid();
    void swapColours_data();
    void swapColours();
    void mirrorFiles_data();
    void mirrorFiles();
};

void TestTransforms::startAndEmpty()
{
    QCOMPARE(fenOf(startPosition()), QString("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QCOMPARE(fenOf(emptyPosition()), QString("8/8/8/8/8/8/8/8 w - - 0 1"));
}

void TestTransforms::chess960_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("backRank");

    // Scharnagl's table.
    QTest::newRow("0") << 0 << "BBQNNRKR";
    QTest::newRow("1") << 1 << "BQNBNRKR";
    QTest::newRow("518") << 518 << "RNBQKBNR";
    QTest::newRow("959") << 959 << "RKRNNQBB";
    QTest::newRow("-1") << -1 << "";
    QTest::newRow("960") << 960 << "";
}

void TestTransforms::chess960()
{
    QFETCH(int, number);
    QFETCH(QString, backRank);
    const auto p = chess960Position(number);
    QCOMPARE(p.has_value(), !backRank.isEmpty());
    if (!p)
        return;
    QCOMPARE(fenOf(*p).section('/', 7).section(' ', 0, 0), backRank);
    QCOMPARE(fenOf(*p).section('/', 0, 0), backRank.toLower());
    QVERIFY(p->castling.has(Color::White, CastlingSide::King)
        && p->castling.has(Color::Black, CastlingSide::Queen));
}

void TestTransforms::chess960AllDistinctAndValid()
{
    std::set<QString> seen;
    for (int n = 0; n < 960; ++n) {
        const Position p = *chess960Position(n);
        const QString rank = fenOf(p).section('/', 0, 0);
        seen.insert(rank);
        const auto at = [&](QChar c) { return rank.indexOf(c); };
        const int king = at('k');
        QVERIFY(at('r') < king && rank.lastIndexOf('r') > king);
        QVERIFY((at('b') + rank.lastIndexOf('b')) % 2 == 1);
        QCOMPARE(read(fenOf(p)), p);
    }
    QCOMPARE(seen.size(), std::size_t{960});
}

void TestTransforms::swapColours_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");

    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    QTest::newRow("after 1.e4") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
                                << "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1";
    QTest::newRow("one side castles") << "4k3/8/8/8/8/8/3P4/R3K3 w Q - 3 20"
                                      << "r3k3/3p4/8/8/8/8/8/4K3 b q - 3 20";
}

void TestTransforms::swapColours()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    const Position p = read(before);
    QCOMPARE(fenOf(swappedColours(p)), after);
    QCOMPARE(swappedColours(swappedColours(p)), p);
}

void TestTransforms::mirrorFiles_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");

    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1";
    QTest::newRow("ep file") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                             << "3k4/8/8/3Pp3/8/8/8/3K4 w - e6 0 2";
    QTest::newRow("king side right becomes queen side") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                                        << "3k4/8/8/8/8/8/8/R2K4 w Q - 0 1";
}

void TestTransforms::mirrorFiles()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    const Position p = read(before);
    QCOMPARE(fenOf(mirroredFiles(p)), after);
    QCOMPARE(mirroredFiles(mirroredFiles(p)), p);
}

QTEST_APPLESS_MAIN(TestTransforms)
#include "tst_transforms.moc"
