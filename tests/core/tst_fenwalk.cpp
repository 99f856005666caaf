// The lesson's walk through a FEN: which characters each step reads, which squares it lights
// and has filled, and the position read so far, the way the Korean lesson in the seeds reads
// rank 8 of r1b1k1nr letter by letter.
#include "fen.h"
#include "fen_walk.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

const char* const seedFen = "r1b1k1nr/p2p1pNp/n2B4/1p1NP2P/6P1/3P1Q2/P1P1K3/q5b1 w - - 0 1";

QString stepText(std::string_view fen, const FenWalkStep& s)
{
    return QString::fromUtf8(fen.data() + s.start, static_cast<qsizetype>(s.end - s.start));
}

} // namespace

class TestFenWalk : public QObject {
    Q_OBJECT

private slots:
    void rankEightLetterByLetter();
    void startPositionCounts();
    void fieldsTwoToSix();
    void filledGrowsToTheWholeBoard();
    void positionAtTheEndIsTheFen_data();
    void positionAtTheEndIsTheFen();
    void broken();
    void empty();
};

void TestFenWalk::rankEightLetterByLetter()
{
    const std::vector<FenWalkStep> steps = walkFen(seedFen);
    // r 1 b 1 k 1 n r /: nine steps, one a character.
    const QStringList chars{"r", "1", "b", "1", "k", "1", "n", "r", "/"};
    const QStringList lit{"a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "a8 b8 c8 d8 e8 f8 g8 h8"};
    const QStringList filled{"a8", "a8 b8", "a8 b8 c8", "a8 b8 c8 d8", "a8 b8 c8 d8 e8", "a8 b8 c8 d8 e8 f8",
        "a8 b8 c8 d8 e8 f8 g8", "a8 b8 c8 d8 e8 f8 g8 h8", "a8 b8 c8 d8 e8 f8 g8 h8"};
    for (int i = 0; i < 9; ++i) {
        const FenWalkStep& s = steps[static_cast<std::size_t>(i)];
        QCOMPARE(stepText(seedFen, s), chars[i]);
        QCOMPARE(s.field, 1);
        QCOMPARE(s.rank, 8);
        QCOMPARE(squareNames(s.lit), lit[i]);
        QCOMPARE(squareNames(s.filled), filled[i]);
    }
    QCOMPARE(steps[0].part, FenPart::Piece);
    QCOMPARE(steps[1].part, FenPart::EmptyRun);
    QCOMPARE(steps[8].part, FenPart::RankEnd);
    // The board after "r1b": a black rook on a8 and a black bishop on c8, nothing else.
    QCOMPARE(steps[2].position.occupied(), bit(sq("a8")) | bit(sq("c8")));
    QVERIFY(steps[2].position.pieceAt(sq("c8")).is(Color::Black, PieceType::Bishop));
    // Rank 7 starts at a7 with the next step.
    QCOMPARE(stepText(seedFen, steps[9]), QString("p"));
    QCOMPARE(squareNames(steps[9].lit), QString("a7"));
    QCOMPARE(steps[9].rank, 7);
}

void TestFenWalk::startPositionCounts()
{
    const std::string fen = StartFen.toStdString();
    const std::vector<FenWalkStep> steps = walkFen(fen);
    // 36 characters of ranks and 7 slashes, then fields 2-6 one step each.
    QCOMPARE(steps.size(), std::size_t{43 + 5});
    int placement = 0;
    for (const FenWalkStep& s : steps)
        placement += s.field == 1 ? 1 : 0;
    QCOMPARE(placement, 43);
    // An empty rank is one digit, one step, and fills eight squares at once.
    const FenWalkStep& eight = steps[18];
    QCOMPARE(stepText(fen, eight), QString("8"));
    QCOMPARE(squareNames(eight.lit), QString("a6 b6 c6 d6 e6 f6 g6 h6"));
    QCOMPARE(popCount(eight.filled), 24);
}

void TestFenWalk::fieldsTwoToSix()
{
    const std::string fen = "r3k2r/8/8/8/4pP2/8/8/R3K2R b Kq f3 0 19";
    const std::vector<FenWalkStep> steps = walkFen(fen);
    QCOMPARE(steps.size(), std::size_t{26 + 5});
    const FenWalkStep& side = steps[26];
    QCOMPARE(stepText(fen, side), QString("b"));
    QCOMPARE(side.field, 2);
    QCOMPARE(side.position.sideToMove, Color::Black);
    QCOMPARE(squareNames(side.lit), QString("e4 a8 e8 h8")); // Black's pieces
    // The castling field is one step of two letters; the rights are read at the step.
    const FenWalkStep& castling = steps[27];
    QCOMPARE(stepText(fen, castling), QString("Kq"));
    QCOMPARE(castling.part, FenPart::CastlingLetter);
    QVERIFY(castling.position.castling.has(Color::White, CastlingSide::King));
    QVERIFY(castling.position.castling.has(Color::Black, CastlingSide::Queen));
    QVERIFY(!castling.position.castling.has(Color::White, CastlingSide::Queen));
    QVERIFY(!side.position.castling.any());
    QCOMPARE(squareNames(castling.lit), QString("e1 h1 a8 e8"));
    const FenWalkStep& ep = steps[28];
    QCOMPARE(stepText(fen, ep), QString("f3"));
    QCOMPARE(ep.position.epSquare, sq("f3"));
    QCOMPARE(squareNames(ep.lit), QString("f3 e4 f4")); // the square, the pawn, its taker
    QCOMPARE(stepText(fen, steps[29]), QString("0"));
    QCOMPARE(steps[29].field, 5);
    QCOMPARE(stepText(fen, steps[30]), QString("19"));
    QCOMPARE(steps[30].position.fullmoveNumber, 19);
    QCOMPARE(steps[29].position.fullmoveNumber, 1); // not read yet
}

void TestFenWalk::filledGrowsToTheWholeBoard()
{
    const std::vector<FenWalkStep> steps = walkFen(seedFen);
    Bitboard before = 0;
    for (const FenWalkStep& s : steps) {
        QCOMPARE(s.filled & before, before); // never loses a square
        before = s.filled;
    }
    QCOMPARE(before, ~Bitboard{0});
}

void TestFenWalk::positionAtTheEndIsTheFen_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << StartFen;
    QTest::newRow("seed") << QString(seedFen);
    QTest::newRow("kiwipete") << KiwipeteFen;
    QTest::newRow("shredder") << QString("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    QTest::newRow("seed counters") << QString("k7/8/8/8/8/8/8/6RK b - - 99 49");
}

// The last step's position is the position the FEN describes, field for field.
void TestFenWalk::positionAtTheEndIsTheFen()
{
    QFETCH(QString, fen);
    const std::string text = fen.toStdString();
    const std::vector<FenWalkStep> steps = walkFen(text);
    QVERIFY(!steps.empty());
    QCOMPARE(fenOf(steps.back().position), fenOf(read(fen)));
    QVERIFY(steps.back().position == read(fen));
}

void TestFenWalk::broken()
{
    // Rank 7 cannot be read past "pp": the rest of the rank is one step that fills nothing.
    const std::string fen = "8/ppX5/8/8/8/8/8/4K2k w - - 0 1";
    const std::vector<FenWalkStep> steps = walkFen(fen);
    QCOMPARE(stepText(fen, steps[4]), QString("X5"));
    QCOMPARE(steps[4].part, FenPart::Unknown);
    QCOMPARE(steps[4].filled, steps[3].filled);
    QCOMPARE(stepText(fen, steps[5]), QString("/"));
    // A side letter that is no side: the step is there, and reads nothing.
    const std::vector<FenWalkStep> side = walkFen("8/8/8/8/8/8/8/8 x - - 0 1");
    QCOMPARE(side[15].field, 2);
    QCOMPARE(side[15].part, FenPart::Unknown);
    // Past the sixth field: one step for all of it.
    const std::vector<FenWalkStep> extra = walkFen("8/8/8/8/8/8/8/8 w - - 0 1 and more words");
    QCOMPARE(extra.back().field, 7);
    QCOMPARE(extra.size(), std::size_t{15 + 5 + 1});
}

void TestFenWalk::empty()
{
    QVERIFY(walkFen("").empty());
    QVERIFY(walkFen("   ").empty());
}

QTEST_APPLESS_MAIN(TestFenWalk)
#include "tst_fenwalk.moc"
