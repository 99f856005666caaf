// EPD lines: read into fields and operations; written back with every operation's bytes kept
// and only the position, the clocks and the id following the record.
#include "epd.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

const std::string italian = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq -";

QStringList opcodes(const EpdLine& line)
{
    QStringList out;
    for (const EpdOperation& op : line.operations)
        out << QString::fromStdString(op.opcode);
    return out;
}

} // namespace

class TestEpd : public QObject {
    Q_OBJECT

private slots:
    void readsOperations();
    void operationSpansCoverTheirText();
    void notEpd_data();
    void notEpd();
    void writingKeepsOperations_data();
    void writingKeepsOperations();
};

void TestEpd::readsOperations()
{
    const std::string text = "  " + italian
        + " bm Bb5 Bc4; am Nxe5;c0 \"keeps ; and \\\"quotes\\\"\"; acd 24; noop; id \"WAC.001\";";
    const std::optional<EpdLine> line = readEpdLine(text);
    QVERIFY(line);
    QCOMPARE(line->fen, italian);
    QCOMPARE(text.substr(line->fieldsStart, line->fieldsEnd - line->fieldsStart), italian);
    QCOMPARE(opcodes(*line), (QStringList{"bm", "am", "c0", "acd", "noop", "id"}));
    QCOMPARE(line->find("bm")->operands, (std::vector<std::string>{"Bb5", "Bc4"}));
    QCOMPARE(line->operand("c0"), std::string("keeps ; and \"quotes\""));
    QCOMPARE(line->operand("acd"), std::string("24"));
    QVERIFY(line->find("noop")->operands.empty());
    QCOMPARE(line->operand("id"), std::string("WAC.001"));
    QCOMPARE(line->operand("dm"), std::string());
}

void TestEpd::operationSpansCoverTheirText()
{
    const std::string text = italian + " bm Bb5;  c1 \"a;b\" ;id \"x\"";
    const std::optional<EpdLine> line = readEpdLine(text);
    QVERIFY(line);
    QCOMPARE(line->operations.size(), std::size_t(3));
    const auto textOf = [&](const EpdOperation& op) { return text.substr(op.start, op.end - op.start); };
    QCOMPARE(textOf(line->operations[0]), std::string("bm Bb5;"));
    QCOMPARE(textOf(line->operations[1]), std::string("c1 \"a;b\" ;"));
    // The last operation may lack its ';' at the line's end.
    QCOMPARE(textOf(line->operations[2]), std::string("id \"x\""));
}

void TestEpd::notEpd_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("three fields") << QByteArray("8/8/8/8/8/8/8/8 w -");
    QTest::newRow("no placement first") << QByteArray("hello w - - bm e4;");
    QTest::newRow("a full FEN's counters are no opcode") << QByteArray(italian.c_str()) + " 0 1";
    QTest::newRow("an opcode starting with a digit") << QByteArray(italian.c_str()) + " 1bm e4;";
}

void TestEpd::notEpd()
{
    QFETCH(QByteArray, text);
    QVERIFY(!readEpdLine(text.toStdString()));
}

void TestEpd::writingKeepsOperations_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("written");

    const QByteArray it = italian.c_str();
    const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 b - -";
    QTest::newRow("operations copied byte for byte, new position")
        << it + " bm  Bb5 ;c0 \"a;b\";  acd 24;" << kings + " 0 1" << QByteArray()
        << kings + " bm  Bb5 ; c0 \"a;b\"; acd 24;";
    QTest::newRow("clocks rewritten where they stand") << it + " hmvc 3; bm Bb5; fmvn 20;" << kings + " 7 31"
                                                       << QByteArray() << kings + " hmvc 7; bm Bb5; fmvn 31;";
    QTest::newRow("clocks the line lacks, added only when not 0 and 1")
        << it + " bm Bb5;" << kings + " 5 9" << QByteArray() << kings + " bm Bb5; fmvn 9; hmvc 5;";
    QTest::newRow("default clocks not added")
        << it + " bm Bb5;" << kings + " 0 1" << QByteArray() << kings + " bm Bb5;";
    QTest::newRow("id follows the title")
        << it + " id \"old\"; bm Bb5;" << kings + " 0 1" << QByteArray("new \"one\"")
        << kings + " id \"new \\\"one\\\"\"; bm Bb5;";
    QTest::newRow("an emptied title drops id")
        << it + " id \"old\"; bm Bb5;" << kings + " 0 1" << QByteArray() << kings + " bm Bb5;";
    QTest::newRow("a missing final ';' is added")
        << it + " bm Bb5" << kings + " 0 1" << QByteArray() << kings + " bm Bb5;";
    QTest::newRow("no operations at all")
        << QByteArray() << kings + " 0 1" << QByteArray("T") << kings + " id \"T\";";
}

void TestEpd::writingKeepsOperations()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, fen);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, written);
    std::vector<EpdOperation> operations;
    if (!line.isEmpty()) {
        const std::optional<EpdLine> read = readEpdLine(line.toStdString());
        QVERIFY(read);
        operations = read->operations;
    }
    const std::string out
        = writeEpdLine(read(QString::fromUtf8(fen)), title.toStdString(), operations, line.toStdString());
    QCOMPARE(QByteArray::fromStdString(out), written);
    // What is written reads back as the same operations.
    const std::optional<EpdLine> again = readEpdLine(out);
    QVERIFY(again);
}

QTEST_APPLESS_MAIN(TestEpd)
#include "tst_epd.moc"
