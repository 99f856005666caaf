// PGN files as collections: each game a record with its title, players and setup; an edit
// rewrites the FEN and Event tags' values in place (or adds the tags a game lacks) and keeps
// the movetext as written; "set up from here" writes the moves after that ply anew.
#include "collection.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

// Unusual on purpose: a BOM and a note before the first game, CRLF, an unknown tag, a
// comment between tags, variations, NAGs, an escape line, a game without tags, a damaged one.
const QByteArray pgnFile
    = "\xEF\xBB\xBF; exported by hand\r\n"
      "[Event \"Club \\\"open\\\"\"]\r\n[White \"Kim\"]\r\n[Black \"Li\"]\r\n"
      "[Annotator \"me\"] {a comment among the tags}\r\n\r\n"
      "1. e4 e5 {main} (1... c5 2. Nf3 $14) 2. Nf3 Nc6 1-0\r\n\r\n"
      "[Event \"?\"]\r\n[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\r\n\r\n"
      "1. O-O *\r\n\r\n"
      "1. d4 d5 2. c4 1/2-1/2\r\n"
      "%escape\r\n"
      "[Event \"Broken\"]\r\n\r\n1. e4 e5 2. Ke3 Nc6 *";

const CollectionIndex& index()
{
    static const CollectionIndex i = indexCollection(CollectionFormat::Pgn, view(pgnFile));
    return i;
}

QByteArray recordText(const CollectionIndex& i, const QByteArray& text, std::size_t r)
{
    return text.mid(qsizetype(i.records[r].start), qsizetype(i.records[r].end - i.records[r].start));
}

QByteArray replaced(std::size_t record, const std::string& bytes)
{
    std::vector<RecordOut> records;
    for (std::size_t r = 0; r < index().records.size(); ++r)
        records.push_back({r, r == record, r == record ? bytes : std::string()});
    return ::bytes(writeCollection(index(), view(pgnFile), records));
}

} // namespace

class TestPgnCollection : public QObject {
    Q_OBJECT

private slots:
    void gamesAreRecords();
    void untouchedFileIsWrittenByteForByte();
    void editKeepsEveryOtherByte_data();
    void editKeepsEveryOtherByte();
    void setUpFromAPly();
    void chess960NeedsItsVariant();
    void newGameInTheFilesLineBreaks();
    void unclosedTagsMendedByAnEdit();
};

void TestPgnCollection::gamesAreRecords()
{
    QVERIFY(index().crlf);
    QCOMPARE(index().records.size(), std::size_t{4});
    const CollectionRecord first = readRecord(index(), view(pgnFile), 0);
    QCOMPARE(QString::fromStdString(first.title), QString("Club \"open\""));
    QCOMPARE(QString::fromStdString(first.players), QString("Kim - Li"));
    QCOMPARE(fenOf(*first.read.position), StartFen);
    QCOMPARE(first.game->moves.size(), std::size_t{4});
    const CollectionRecord second = readRecord(index(), view(pgnFile), 1);
    QVERIFY(second.title.empty()); // "?" is no title
    QVERIFY(second.players.empty());
    QCOMPARE(pgnFile.mid(qsizetype(second.fenStart), qsizetype(second.fenEnd - second.fenStart)),
        QByteArray("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
    QCOMPARE(readRecord(index(), view(pgnFile), 2).game->moves.size(), std::size_t{3});
    const CollectionRecord broken = readRecord(index(), view(pgnFile), 3);
    QCOMPARE(broken.game->moves.size(), std::size_t{2});
    QCOMPARE(broken.game->problems.size(), std::size_t{1});
    QCOMPARE(broken.game->problems[0].kind, PgnProblemKind::IllegalMove);
}

void TestPgnCollection::untouchedFileIsWrittenByteForByte()
{
    std::vector<RecordOut> records;
    for (std::size_t r = 0; r < index().records.size(); ++r)
        records.push_back({r, false, {}});
    QCOMPARE(bytes(writeCollection(index(), view(pgnFile), records)), pgnFile);
}

void TestPgnCollection::editKeepsEveryOtherByte_data()
{
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("recordAfter");
    QTest::newRow("FEN tag replaced in place")
        << 1 << "4k3/8/8/8/8/8/8/4K2R w K - 3 9" << QByteArray()
        << QByteArray("[Event \"?\"]\r\n[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/8/"
                      "4K2R w K - 3 9\"]\r\n\r\n1. O-O *\r\n\r\n");
    QTest::newRow("a title given to an unknown Event")
        << 1 << "4k3/8/8/8/8/8/8/4K2R w K - 0 1" << QByteArray("Endgame 1")
        << QByteArray(
               "[Event \"Endgame 1\"]\r\n[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\r\n\r\n"
               "1. O-O *\r\n\r\n");
    QTest::newRow("tags added to a game without them, moves kept as written")
        << 2 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1" << QByteArray("Odds")
        << QByteArray("[Event \"Odds\"]\r\n[SetUp \"1\"]\r\n[FEN "
                      "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 "
                      "1\"]\r\n\r\n1. d4 d5 2. c4 1/2-1/2\r\n%escape\r\n");
    QTest::newRow("SetUp and FEN after the last tag, the rest as it was")
        << 0 << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1" << QByteArray("Club \"open\"")
        << QByteArray("[Event \"Club \\\"open\\\"\"]\r\n[White \"Kim\"]\r\n[Black \"Li\"]\r\n"
                      "[Annotator \"me\"]\r\n[SetUp \"1\"]\r\n[FEN "
                      "\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 "
                      "1\"] {a comment among the tags}\r\n\r\n"
                      "1. e4 e5 {main} (1... c5 2. Nf3 $14) 2. Nf3 Nc6 1-0\r\n\r\n");
}

void TestPgnCollection::editKeepsEveryOtherByte()
{
    QFETCH(int, record);
    QFETCH(QString, fen);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, recordAfter);
    const auto bytes = rewriteRecord(index(), view(pgnFile), std::size_t(record), read(fen), view(title));
    QVERIFY(bytes);
    QCOMPARE(QByteArray::fromStdString(*bytes), recordAfter);
    const QByteArray out = replaced(std::size_t(record), *bytes);
    const CollectionIndex again = indexCollection(CollectionFormat::Pgn, view(out));
    QCOMPARE(again.records.size(), index().records.size());
    for (std::size_t r = 0; r < again.records.size(); ++r)
        if (r != std::size_t(record))
            QCOMPARE(recordText(again, out, r), recordText(index(), pgnFile, r));
    const CollectionRecord read = readRecord(again, view(out), std::size_t(record));
    QCOMPARE(fenOf(*read.read.position), fen);
    QCOMPARE(QByteArray::fromStdString(read.title), title);
}

void TestPgnCollection::setUpFromAPly()
{
    // From ply 2 of the first game: its FEN is the position there, the moves after it are
    // written anew (the variation goes), and the result stays.
    const Position afterTwo = read("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
    const auto bytes = rewriteRecord(index(), view(pgnFile), 0, afterTwo, "Club \"open\"", {}, 2);
    QVERIFY(bytes);
    QVERIFY2(
        bytes->ends_with("0 2\"] {a comment among the tags}\r\n\r\n2. Nf3 Nc6 1-0\r\n\r\n"), bytes->c_str());
    const CollectionIndex again = indexCollection(CollectionFormat::Pgn, *bytes);
    const CollectionRecord read = readRecord(again, *bytes, 0);
    QCOMPARE(read.game->moves.size(), std::size_t{2});
    QCOMPARE(fenOf(*read.read.position), fenOf(afterTwo));
    // Edited there too: the moves that no longer play are dropped, and the result with them.
    const Position edited = ::read("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKB1R w KQkq e6 0 2");
    const auto fewer = rewriteRecord(index(), view(pgnFile), 0, edited, "x", {}, 2);
    QVERIFY(fewer && fewer->ends_with("\r\n\r\n*\r\n\r\n"));
    QVERIFY(!rewriteRecord(index(), view(pgnFile), 0, afterTwo, "x", {}, 5));
}

void TestPgnCollection::chess960NeedsItsVariant()
{
    const QByteArray text = "[Event \"960\"]\n\n*\n";
    const CollectionIndex i = indexCollection(CollectionFormat::Pgn, view(text));
    const auto bytes = rewriteRecord(i, view(text), 0, read("1k6/8/8/8/8/8/8/RK5R w HA - 0 1"), "960",
        {CastlingNotation::Shredder, EpOutput::Always});
    QVERIFY(bytes);
    QCOMPARE(QByteArray::fromStdString(*bytes),
        QByteArray("[Event \"960\"]\n[SetUp \"1\"]\n[FEN \"1k6/8/8/8/8/8/8/RK5R w KQ - 0 1\"]\n[Variant "
                   "\"Chess960\"]\n\n*\n"));
}

void TestPgnCollection::newGameInTheFilesLineBreaks()
{
    const auto game = newRecord(index(), read(StartFen), "New");
    QVERIFY(game);
    QVERIFY(game->starts_with("[Event \"New\"]\r\n"));
    QVERIFY(game->ends_with("\r\n\r\n*\r\n\r\n"));
    QCOMPARE(std::count(game->begin(), game->end(), '\n'), std::count(game->begin(), game->end(), '\r'));
    std::vector<RecordOut> records{{0, false, {}}, {std::nullopt, false, *game}};
    const std::string out = writeCollection(index(), view(pgnFile), records);
    const CollectionIndex again = indexCollection(CollectionFormat::Pgn, out);
    QCOMPARE(again.records.size(), std::size_t{2});
    QCOMPARE(QString::fromStdString(readRecord(again, out, 1).title), QString("New"));
}

void TestPgnCollection::unclosedTagsMendedByAnEdit()
{
    // Closing quotes lost: the values run to their lines' ends, and an edit writes the tags whole.
    const QByteArray file = "[Event \"Lost quote]\n[Round \"1]\n[SetUp \"1\"]\n"
                            "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\n\n1. O-O *\n";
    const CollectionIndex i = indexCollection(CollectionFormat::Pgn, view(file));
    QCOMPARE(i.records.size(), std::size_t(1));
    const CollectionRecord before = readRecord(i, view(file), 0);
    QVERIFY(before.read.ok());
    QCOMPARE(QByteArray::fromStdString(before.title), QByteArray("Lost quote"));
    QCOMPARE(before.game->moves.size(), std::size_t(1));
    QCOMPARE(before.game->problems.size(), std::size_t(3));
    const auto bytes = rewriteRecord(i, view(file), 0, read("4k3/8/8/8/8/8/8/4K2R w K - 3 9"), "Lost quote");
    QVERIFY(bytes);
    QCOMPARE(QByteArray::fromStdString(*bytes),
        QByteArray("[Event \"Lost quote\"]\n[Round \"1\"]\n[SetUp \"1\"]\n"
                   "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 3 9\"]\n\n1. O-O *\n"));
    const QByteArray after = QByteArray::fromStdString(*bytes);
    const CollectionRecord mended
        = readRecord(indexCollection(CollectionFormat::Pgn, view(after)), view(after), 0);
    QVERIFY(mended.game->problems.empty());
    QCOMPARE(mended.game->moves.size(), std::size_t(1));

    // With CRLF, the line breaks stay CRLF.
    const QByteArray crlf = "[Event \"x]\r\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\r\n\r\n1. O-O *\r\n";
    const CollectionIndex ci = indexCollection(CollectionFormat::Pgn, view(crlf));
    const auto crlfBytes = rewriteRecord(ci, view(crlf), 0, read("4k3/8/8/8/8/8/8/4K2R w K - 3 9"), "x");
    QVERIFY(crlfBytes);
    QCOMPARE(QByteArray::fromStdString(*crlfBytes),
        QByteArray("[Event \"x\"]\r\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 3 9\"]\r\n\r\n1. O-O *\r\n"));
}

QTEST_APPLESS_MAIN(TestPgnCollection)
#include "tst_pgncollection.moc"
