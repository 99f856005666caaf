// Pasted or dropped text offered as a collection (docs/COLLECTIONS.md §6): several FEN or EPD
// lines, with only the lines that read kept; several games with tags; one game with its moves.
// Anything else is one position, or none.
#include "pasted_collection.h"
#include "test_support_core.h"

#include <QtTest>

#include <string>

using namespace forsyth;

namespace {

const std::string kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const std::string rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
const std::string game = "[Event \"Club\"]\n[White \"Kim\"]\n[Black \"Li\"]\n\n1. e4 e5 2. Nf3 *\n\n";

} // namespace

class TestPastedCollection : public QObject {
    Q_OBJECT

private slots:
    void offered_data();
    void offered();
    void notOffered_data();
    void notOffered();
};

void TestPastedCollection::offered_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("records");
    QTest::addColumn<bool>("games");
    QTest::addColumn<bool>("oneGameWithMoves");
    QTest::addColumn<QByteArray>("kept"); // the collection's text, when it is not the paste's
    const auto bytes = [](const std::string& s) { return QByteArray::fromStdString(s); };
    QTest::newRow("two FENs") << bytes(kings + "\n" + rooks + "\n") << 2 << false << false << QByteArray();
    QTest::newRow("EPD lines with ids")
        << bytes("4k3/8/8/8/8/8/8/4K3 w - - id \"a\";\n4k3/8/8/8/8/8/8/R3K3 w Q - bm Ra8+; id \"b\";\n") << 2
        << false << false << QByteArray();
    QTest::newRow("a sentence and a heading between them")
        << bytes("Puzzles for Monday\n" + kings + "\nthen this one:\n" + rooks) << 2 << false << false
        << bytes(kings + "\n" + rooks + "\n");
    QTest::newRow("a numbered list") << bytes("1. " + kings + "\n2. " + rooks + "\n3) " + kings + "\n") << 3
                                     << false << false << bytes(kings + "\n" + rooks + "\n" + kings + "\n");
    QTest::newRow("captions and a link") << bytes("Black to play: " + kings
        + " (draw?)\nhttps://lichess.org/analysis/4k3/8/8/8/8/8/8/R3K2R_w_KQ_-_0_1\n")
                                         << 2 << false << false << bytes(kings + "\n" + rooks + "\n");
    QTest::newRow("Windows line breaks")
        << bytes(kings + "\r\n" + rooks + "\r\n") << 2 << false << false << QByteArray();
    QTest::newRow("two games") << bytes(game + game) << 2 << true << false << QByteArray();
    QTest::newRow("one game from the start, with moves") << bytes(game) << 1 << false << true << QByteArray();
}

void TestPastedCollection::offered()
{
    QFETCH(QByteArray, text);
    QFETCH(int, records);
    QFETCH(bool, games);
    QFETCH(bool, oneGameWithMoves);
    QFETCH(QByteArray, kept);
    const std::optional<PastedCollection> found = pastedCollection(text.toStdString());
    QVERIFY(found);
    QCOMPARE(static_cast<int>(found->index.records.size()), records);
    QCOMPARE(found->games, games);
    QCOMPARE(found->oneGameWithMoves, oneGameWithMoves);
    QCOMPARE(QByteArray::fromStdString(found->text), kept.isEmpty() ? text : kept);
    for (std::size_t i = 0; i < found->index.records.size(); ++i)
        QVERIFY(readRecord(found->index, found->text, i).read.ok());
}

void TestPastedCollection::notOffered_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("one FEN") << QByteArray::fromStdString(kings);
    QTest::newRow("one FEN in chat") << QByteArray::fromStdString(
        "look at this:\n" + kings + "\nnice, isn't it?\n[1-0] gg");
    QTest::newRow("prose") << QByteArray("hello\nworld\n");
    QTest::newRow("a puzzle: a game from a FEN tag")
        << QByteArray::fromStdString("[Event \"Puzzle\"]\n[FEN \"" + rooks + "\"]\n\n1. O-O *\n");
    QTest::newRow("a game's tags without moves") << QByteArray("[Event \"Club\"]\n[White \"Kim\"]\n\n*\n");
}

void TestPastedCollection::notOffered()
{
    QFETCH(QByteArray, text);
    QVERIFY(!pastedCollection(text.toStdString()));
}

QTEST_MAIN(TestPastedCollection)
#include "tst_pastedcollection.moc"
