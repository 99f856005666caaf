// PGN: games split out of a file, read into tags and a main line with comments and NAGs,
// damaged games kept up to their first problem, and movetext written back.
#include "pgn.h"
#include "san.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

std::vector<PgnGame> games(std::string_view text)
{
    std::vector<PgnGame> out;
    for (const RecordSpan span : indexPgn(text))
        out.push_back(readPgnGame(text, span));
    return out;
}

QStringList sanOf(const PgnGame& game)
{
    QStringList out;
    Position pos = *game.setup.position;
    for (const PgnMove& m : game.moves) {
        out << QString::fromStdString(writeSan(pos, m.move));
        makeMove(pos, m.move);
    }
    return out;
}

QStringList problemsOf(const PgnGame& game, std::string_view text)
{
    QStringList out;
    for (const PgnProblem& p : game.problems)
        out << QString("%1 at ply %2: %3")
                   .arg(QString::fromStdString(std::string(problemName(p.kind))))
                   .arg(p.ply)
                   .arg(QString::fromStdString(
                       std::string(text.substr(p.span.start, p.span.end - p.span.start))));
    return out;
}

const std::string twoGames
    = "\xEF\xBB\xBF"
      "[Event \"First\"]\r\n[White \"A \\\"quoted\\\" name\"]\r\n\r\n"
      "1. e4 {best by test} e5 $1 2.Nf3 Nc6!? (2... d6 3. d4 {Philidor}) 3. Bb5 1-0\r\n\r\n"
      "[Event \"Second\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 40\"]\n\n"
      "40. O-O Kd7 ; a line comment\n% an escape line e4\n41. Rd1+ *\n";

} // namespace

class TestPgn : public QObject {
    Q_OBJECT

private slots:
    void splitsGames();
    void gamesWithoutTagsAndDamagedComments();
    void readsTagsMovesCommentsAndNags();
    void chess960Castling();
    void problemsSayWhereAndWhy_data();
    void problemsSayWhereAndWhy();
    void movetextWrittenReadsBackAndWraps();
};

void TestPgn::splitsGames()
{
    const std::vector<RecordSpan> spans = indexPgn(twoGames);
    QCOMPARE(spans.size(), std::size_t{2});
    QCOMPARE(spans[0].start, std::size_t{3}); // after the byte-order mark
    QCOMPARE(spans[0].end, spans[1].start);
    QVERIFY(twoGames.substr(spans[1].start).starts_with("[Event \"Second\"]"));
    QCOMPARE(spans[1].end, twoGames.size());
    QVERIFY(indexPgn("").empty());
    QVERIFY(indexPgn("  \n\n").empty());
}

void TestPgn::gamesWithoutTagsAndDamagedComments()
{
    // A game without tags follows a result; a '[' inside a comment starts nothing; an unclosed
    // comment ends before the next line that starts with a tag.
    const std::string text = "1. d4 d5 1/2-1/2\n1. c4 {see\n[the other line] here} e5 0-1\n"
                             "[Event \"Third\"]\n1. e4 {never closed\n\n[Event \"Fourth\"]\n1. f3 *\n";
    const std::vector<PgnGame> read = games(text);
    QCOMPARE(read.size(), std::size_t{4});
    QCOMPARE(sanOf(read[0]), QStringList({"d4", "d5"}));
    QCOMPARE(QString::fromStdString(read[0].result), QString("1/2-1/2"));
    QCOMPARE(sanOf(read[1]), QStringList({"c4", "e5"}));
    QCOMPARE(QString::fromStdString(read[1].moves[0].comment), QString("see [the other line] here"));
    QCOMPARE(problemsOf(read[2], text), QStringList({"unclosed_comment at ply 1: {never closed\n\n"}));
    QCOMPARE(QString::fromStdString(read[3].tag("Event")->value), QString("Fourth"));
    QCOMPARE(sanOf(read[3]), QStringList({"f3"}));
}

void TestPgn::readsTagsMovesCommentsAndNags()
{
    const std::vector<PgnGame> read = games(twoGames);
    const PgnGame& first = read[0];
    QCOMPARE(first.tags.size(), std::size_t{2});
    QCOMPARE(QString::fromStdString(first.tag("White")->value), QString("A \"quoted\" name"));
    QCOMPARE(QString::fromStdString(std::string(twoGames.substr(first.tag("White")->raw.start,
                 first.tag("White")->raw.end - first.tag("White")->raw.start))),
        QString("A \\\"quoted\\\" name"));
    QVERIFY(!first.hasFenTag);
    QCOMPARE(sanOf(first), QStringList({"e4", "e5", "Nf3", "Nc6", "Bb5"}));
    QCOMPARE(QString::fromStdString(first.moves[0].comment), QString("best by test"));
    QCOMPARE(first.moves[1].nags, std::vector<int>{1});
    QCOMPARE(first.moves[3].nags, std::vector<int>{5}); // !?
    QVERIFY(first.moves[3].comment.empty());            // the variation's comment is its own
    QCOMPARE(QString::fromStdString(first.result), QString("1-0"));
    QVERIFY(first.problems.empty());
    QCOMPARE(
        QString::fromStdString(std::string(twoGames.substr(first.moves[2].span.start, 3))), QString("Nf3"));

    const PgnGame& second = read[1];
    QVERIFY(second.hasFenTag);
    QCOMPARE(sanOf(second), QStringList({"O-O", "Kd7", "Rd1+"}));
    QCOMPARE(fenOf(*positionAfter(second, 3)), QString("8/3k4/8/8/8/8/8/3R2K1 b - - 3 41"));
    QCOMPARE(fenOf(*positionAfter(second, 0)), QString("4k3/8/8/8/8/8/8/4K2R w K - 0 40"));
    QVERIFY(!positionAfter(second, 4));
}

void TestPgn::chess960Castling()
{
    const std::string text
        = "[Variant \"Chess960\"]\n[FEN \"bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1\"]\n"
          "1. Nd3 Nd6 2. Nf3 Nf6 3. O-O O-O-O *\n";
    const PgnGame game = games(text).at(0);
    QVERIFY(game.chess960);
    QCOMPARE(sanOf(game), QStringList({"Nd3", "Nd6", "Nf3", "Nf6", "O-O", "O-O-O"}));
    QCOMPARE(fenOf(*positionAfter(game, 6)),
        QString("bqkr1r1b/pppppppp/3n1n2/8/8/3N1N2/PPPPPPPP/BQ1R1RKB w - - 6 4"));
}

void TestPgn::problemsSayWhereAndWhy_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("moves");
    QTest::addColumn<QStringList>("problems");
    QTest::newRow("illegal move") << "1. e4 e5 2. Ke3 Nc6 *" << 2
                                  << QStringList{"illegal_move at ply 2: Ke3"};
    QTest::newRow("unreadable move") << "1. e4 hello e5 *" << 1
                                     << QStringList{"unreadable_move at ply 1: hello"};
    QTest::newRow("ambiguous move") << "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *" << 0
                                    << QStringList{"ambiguous_move at ply 0: Rd1"};
    QTest::newRow("unreadable FEN") << "[FEN \"8/8/9/8 w\"]\n1. e4 *" << 0
                                    << QStringList{"unreadable_fen at ply 0: 8/8/9/8 w"};
    QTest::newRow("unclosed FEN tag read to the line's end")
        << "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1]\n1. O-O *" << 1
        << QStringList{"unclosed_tag at ply 0: [FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1]"};
    QTest::newRow("unclosed FEN tag that does not read")
        << "[FEN \"8/8/9/8 w \r\n1. e4 *" << 0
        << QStringList{"unclosed_tag at ply 0: [FEN \"8/8/9/8 w ", "unreadable_fen at ply 0: 8/8/9/8 w"};
    QTest::newRow("unclosed variation")
        << "1. e4 (1. d4 d5 2. c4 e5 *" << 1 << QStringList{"unclosed_variation at ply 1: ("};
    QTest::newRow("unopened variation")
        << "1. e4 e5 ) 2. Nf3 *" << 3 << QStringList{"unopened_variation at ply 2: )"};
    QTest::newRow("a move after the result is not read") << "1. e4 1-0 e5" << 1 << QStringList{};
}

void TestPgn::problemsSayWhereAndWhy()
{
    QFETCH(QString, pgn);
    QFETCH(int, moves);
    QFETCH(QStringList, problems);
    const std::string text = pgn.toStdString();
    const PgnGame game = readPgnGame(text, {0, text.size()});
    QCOMPARE(static_cast<int>(game.moves.size()), moves);
    QCOMPARE(problemsOf(game, text), problems);
}

void TestPgn::movetextWrittenReadsBackAndWraps()
{
    const PgnGame first = games(twoGames).at(0);
    std::vector<PgnMove> moves = first.moves;
    moves[4].comment = std::string(120, 'x') + " and a long comment that has to wrap over the line's end";
    const std::string written = writeMovetext(*first.setup.position, moves, "1-0", "\r\n");
    QCOMPARE(QString::fromStdString(written.substr(0, 36)), QString("1. e4 {best by test} 1... e5 $1 2. N"));
    for (std::size_t at = 0; at < written.size();) {
        const std::size_t end = written.find("\r\n", at);
        QVERIFY(end != std::string::npos);
        const std::string line = written.substr(at, end - at);
        QVERIFY2(line.size() <= 79 || line.find(' ') == std::string::npos, line.c_str());
        at = end + 2;
    }
    const PgnGame back = readPgnGame(written, {0, written.size()});
    QCOMPARE(sanOf(back), sanOf(first));
    QCOMPARE(back.moves[4].comment, moves[4].comment);
    QCOMPARE(back.moves[1].nags, first.moves[1].nags);
    QCOMPARE(QString::fromStdString(back.result), QString("1-0"));
}

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
