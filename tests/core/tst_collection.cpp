// Collections of FEN lines, EPD lines, puzzle CSV rows and FENs in text: the records found,
// each read, and the file written back after an edit, an addition, a deletion or a reorder,
// with every byte outside the edited record kept.
#include "collection.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const QByteArray rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";

// Unusual on purpose: a BOM, comments, CRLF and LF mixed, blanks around a line, no final break.
const QByteArray fenList = "\xEF\xBB\xBF# lesson 3\r\n" + kings + "\r\n\r\n% the next one is broken\n"
    + "8/8/9/8/8/8/8/8 w - - 0 1\n  " + rooks + "  \t\r\n; end\n" + StartFen.toUtf8();

const QByteArray epdFile
    = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"Ruy\";\n"
      "# a full FEN is welcome too\n"
    + kings + "\n4k3/8/8/8/8/8/8/4K2R w K - c0 \"a;b\"; hmvc 7; fmvn 30; acd 12;\n";

const QByteArray csvFile
    = "PuzzleId,FEN,Moves,Rating,Themes\n"
      "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 "
      "h6c1,1913,\"crushing, long\"\r\n"
      "\"0aZ\",4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1,e1e2 e8d7,1500,\"multi\nline\"\n";

QString fenAt(const CollectionIndex& index, const QByteArray& text, std::size_t i)
{
    const CollectionRecord record = readRecord(index, view(text), i);
    return record.read.ok() ? fenOf(*record.read.position) : QString("error");
}

// The file with record i replaced by what rewriteRecord gives for `fen`.
QByteArray edited(const CollectionIndex& index, const QByteArray& text, std::size_t i, const QString& fen,
    const QByteArray& title = {})
{
    std::vector<RecordOut> records;
    for (std::size_t r = 0; r < index.records.size(); ++r)
        records.push_back({r, false, {}});
    const auto replacement = rewriteRecord(index, view(text), i, read(fen), view(title));
    if (!replacement)
        return {};
    records[i] = {i, true, *replacement};
    return bytes(writeCollection(index, view(text), records));
}

// Only bytes inside [start, end) of `before` differ in `after`.
bool onlyChanged(const QByteArray& before, const QByteArray& after, std::size_t start, std::size_t end)
{
    const qsizetype tail = before.size() - qsizetype(end);
    return after.startsWith(before.left(qsizetype(start))) && after.endsWith(before.right(tail))
        && after.size() >= qsizetype(start) + tail;
}

} // namespace

class TestCollection : public QObject {
    Q_OBJECT

private slots:
    void fenListRecords();
    void epdRecords();
    void csvRecords();
    void textRecords();
    void untouchedFileIsWrittenByteForByte();
    void editChangesOnlyThatRecord_data();
    void editChangesOnlyThatRecord();
    void csvEditTheOpeningCannotUndo();
    void csvPositionAddedHasNoMoves();
    void addDeleteReorder();
    void formatFromName();
    void scanFollowedAndStopped_data();
    void scanFollowedAndStopped();
};

void TestCollection::fenListRecords()
{
    const CollectionIndex index = indexCollection(CollectionFormat::FenList, view(fenList));
    QCOMPARE(index.records.size(), std::size_t(4));
    QVERIFY(index.crlf); // 4 of 7 line breaks are CRLF: records added get CRLF
    QVERIFY(!index.endsWithBreak);
    QCOMPARE(fenAt(index, fenList, 0), QString(kings));
    QCOMPARE(fenAt(index, fenList, 1), QString("error"));
    const CollectionRecord broken = readRecord(index, view(fenList), 1);
    QCOMPARE(broken.read.errors.front().code, FenErrorCode::BadDigit);
    QCOMPARE(fenList.mid(qsizetype(broken.fenStart), qsizetype(broken.fenEnd - broken.fenStart)),
        QByteArray("8/8/9/8/8/8/8/8 w - - 0 1"));
    QCOMPARE(fenAt(index, fenList, 2), QString(rooks));
    QCOMPARE(fenAt(index, fenList, 3), StartFen);
}

void TestCollection::epdRecords()
{
    const CollectionIndex index = indexCollection(CollectionFormat::Epd, view(epdFile));
    QCOMPARE(index.records.size(), std::size_t(3));
    const CollectionRecord ruy = readRecord(index, view(epdFile), 0);
    QCOMPARE(QString::fromStdString(ruy.title), QString("Ruy"));
    QCOMPARE(fenAt(index, epdFile, 1), QString(kings));
    QCOMPARE(fenAt(index, epdFile, 2), QString("4k3/8/8/8/8/8/8/4K2R w K - 7 30"));
}

void TestCollection::csvRecords()
{
    const CollectionIndex index = indexCollection(CollectionFormat::PuzzleCsv, view(csvFile));
    QCOMPARE(index.records.size(), std::size_t(2));
    const CollectionRecord first = readRecord(index, view(csvFile), 0);
    QCOMPARE(QString::fromStdString(first.title), QString("00008"));
    QCOMPARE(fenOf(*first.read.position), QString("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25"));
    QCOMPARE(first.puzzle->solution.size(), std::size_t(5));
    const CollectionRecord second = readRecord(index, view(csvFile), 1);
    QCOMPARE(QString::fromStdString(second.title), QString("0aZ"));
    QCOMPARE(fenOf(*second.read.position), QString("4k3/8/8/8/8/8/4K3/R6R b - - 1 1"));

    // Without a header, Lichess's column order.
    const QByteArray bare = csvFile.mid(csvFile.indexOf('\n') + 1);
    const CollectionIndex noHeader = indexCollection(CollectionFormat::PuzzleCsv, view(bare));
    QCOMPARE(noHeader.records.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(readRecord(noHeader, view(bare), 1).title), QString("0aZ"));
}

void TestCollection::textRecords()
{
    const QByteArray text
        = "Lesson: first " + kings + ", then\n" + rooks + " and also " + StartFen.toUtf8() + ".";
    const CollectionIndex index = indexCollection(CollectionFormat::Text, view(text));
    QCOMPARE(index.records.size(), std::size_t(3));
    QCOMPARE(fenAt(index, text, 1), QString(rooks));
    const QByteArray out = edited(index, text, 1, kings);
    QCOMPARE(out, "Lesson: first " + kings + ", then\n" + kings + " and also " + StartFen.toUtf8() + ".");
}

void TestCollection::untouchedFileIsWrittenByteForByte()
{
    for (const auto& [format, text] : {std::pair{CollectionFormat::FenList, fenList},
             {CollectionFormat::Epd, epdFile}, {CollectionFormat::PuzzleCsv, csvFile}}) {
        const CollectionIndex index = indexCollection(format, view(text));
        std::vector<RecordOut> records;
        for (std::size_t r = 0; r < index.records.size(); ++r)
            records.push_back({r, false, {}});
        QCOMPARE(bytes(writeCollection(index, view(text), records)), text);
    }
}

void TestCollection::editChangesOnlyThatRecord_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("record");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("recordAfter"); // the record's bytes, line break included

    QTest::newRow("fen list, blanks and CRLF around it kept")
        << int(CollectionFormat::FenList) << fenList << 2 << QString(kings) << QByteArray()
        << "  " + kings + "  \t\r\n";
    QTest::newRow("fen list, last line without a break")
        << int(CollectionFormat::FenList) << fenList << 3 << QString(rooks) << QByteArray() << rooks;
    QTest::newRow("epd, operations kept, clocks follow")
        << int(CollectionFormat::Epd) << epdFile << 2 << QString("4k3/8/8/8/8/8/8/4K2R b K - 8 30")
        << QByteArray() << QByteArray("4k3/8/8/8/8/8/8/4K2R b K - c0 \"a;b\"; hmvc 8; fmvn 30; acd 12;\n");
    QTest::newRow("epd, a new title on a bare FEN line")
        << int(CollectionFormat::Epd) << epdFile << 1 << QString(kings) << QByteArray("K v K")
        << QByteArray("4k3/8/8/8/8/8/8/4K3 w - - id \"K v K\";\n");
    QTest::newRow("csv, a pawn removed: the setup follows, other cells kept")
        << int(CollectionFormat::PuzzleCsv) << csvFile << 0
        << QString("r6k/1p2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25") << QByteArray("00008")
        << QByteArray("00008,r6k/1p2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 b1c1 "
                      "h6c1,1913,\"crushing, long\"\r\n");
    QTest::newRow("csv, a new id quoted when it must be")
        << int(CollectionFormat::PuzzleCsv) << csvFile << 1 << QString("4k3/8/8/8/8/8/4K3/R6R b - - 1 1")
        << QByteArray("a,b")
        << QByteArray("\"a,b\",4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1,e1e2 e8d7,1500,\"multi\nline\"\n");
}

void TestCollection::editChangesOnlyThatRecord()
{
    QFETCH(int, format);
    QFETCH(QByteArray, text);
    QFETCH(int, record);
    QFETCH(QString, fen);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, recordAfter);
    const CollectionIndex index = indexCollection(CollectionFormat(format), view(text));
    const RecordSpan span = index.records[std::size_t(record)];
    const QByteArray out = edited(index, text, std::size_t(record), fen, title);
    QVERIFY(!out.isEmpty());
    QVERIFY2(onlyChanged(text, out, span.start, span.end), out.constData());
    QCOMPARE(out.mid(qsizetype(span.start),
                 out.size() - (text.size() - qsizetype(span.end)) - qsizetype(span.start)),
        recordAfter);
    // Read back, the record is the edited position.
    const CollectionIndex again = indexCollection(CollectionFormat(format), view(out));
    QCOMPARE(again.records.size(), index.records.size());
    QCOMPARE(fenAt(again, out, std::size_t(record)), fen);
}

void TestCollection::csvEditTheOpeningCannotUndo()
{
    const CollectionIndex index = indexCollection(CollectionFormat::PuzzleCsv, view(csvFile));
    // The king that made the opening move e1e2 is taken off the board: no setup leads here.
    QVERIFY(!rewriteRecord(index, view(csvFile), 1, read("4k3/8/8/8/8/8/8/R6R b - - 1 1"), "0aZ"));
}

void TestCollection::csvPositionAddedHasNoMoves()
{
    // No move sets a position made in the editor: its row holds it in the FEN cell, as wide as
    // the header, with Moves empty, and reads back as a puzzle without moves that an edit
    // rewrites as it is.
    const CollectionIndex index = indexCollection(CollectionFormat::PuzzleCsv, view(csvFile));
    const auto added = newRecord(index, read(kings), "new, one");
    QVERIFY(added);
    QCOMPARE(QByteArray::fromStdString(*added), "\"new, one\"," + kings + ",,,\n");
    const QByteArray out
        = bytes(writeCollection(index, view(csvFile), {{0, false, {}}, {std::nullopt, true, *added}}));
    const CollectionIndex again = indexCollection(CollectionFormat::PuzzleCsv, view(out));
    QCOMPARE(again.records.size(), std::size_t(2));
    const CollectionRecord row = readRecord(again, view(out), 1);
    QCOMPARE(QString::fromStdString(row.title), QString("new, one"));
    QCOMPARE(fenOf(*row.read.position), QString(kings));
    QCOMPARE(row.puzzle->problem, Puzzle::Problem::NoMoves);
    QCOMPARE(edited(again, out, 1, rooks, "new, one"), out.left(out.indexOf(kings)) + rooks + ",,,\n");

    // Without a header, as wide as the first row; an unreadable FEN without moves is mended.
    const QByteArray bare = "p1," + rooks + ",e1e2 e8d7,1500\np2,8/9/8 w,\n";
    const CollectionIndex noHeader = indexCollection(CollectionFormat::PuzzleCsv, view(bare));
    QCOMPARE(QByteArray::fromStdString(*newRecord(noHeader, read(kings), "p3")), "p3," + kings + ",,\n");
    QCOMPARE(edited(noHeader, bare, 1, kings, "p2"), "p1," + rooks + ",e1e2 e8d7,1500\np2," + kings + ",\n");
    // With moves, the mended FEN is the cell's, before them: the editor showed the cell as the
    // file has it (an outside check could not save such a row).
    const QByteArray broken = "p1,4k3/8/8/8/8/8/8/R3K2R x KQ - 0 1,e1e2 e8d7,1500\n";
    const CollectionIndex brokenIndex = indexCollection(CollectionFormat::PuzzleCsv, view(broken));
    QVERIFY(!readRecord(brokenIndex, view(broken), 0).read.ok());
    const QByteArray mended = edited(brokenIndex, broken, 0, rooks, "p1");
    QCOMPARE(mended, "p1," + rooks + ",e1e2 e8d7,1500\n");
    const CollectionIndex mendedIndex = indexCollection(CollectionFormat::PuzzleCsv, view(mended));
    QVERIFY(readRecord(mendedIndex, view(mended), 0).puzzle.has_value()); // reads as a puzzle now
}

void TestCollection::addDeleteReorder()
{
    const CollectionIndex index = indexCollection(CollectionFormat::FenList, view(fenList));
    // Reversed, the second deleted, one added at the end: the BOM and opening comment stay
    // first, each record takes the comment before it, the last line gets its break (CRLF, as
    // most of the file's).
    const auto added = newRecord(index, read(rooks), {});
    QVERIFY(added);
    const std::vector<RecordOut> records{
        {3, false, {}}, {2, false, {}}, {0, false, {}}, {std::nullopt, false, *added}};
    const QByteArray out = bytes(writeCollection(index, view(fenList), records));
    QCOMPARE(out,
        "\xEF\xBB\xBF# lesson 3\r\n; end\n" + StartFen.toUtf8() + "\r\n  " + rooks + "  \t\r\n" + kings
            + "\r\n" + rooks + "\r\n");
}

void TestCollection::formatFromName()
{
    QCOMPARE(collectionFormat("a.FEN"), std::optional(CollectionFormat::FenList));
    QCOMPARE(collectionFormat("lichess_db_puzzle.csv"), std::optional(CollectionFormat::PuzzleCsv));
    QCOMPARE(collectionFormat("x.epd"), std::optional(CollectionFormat::Epd));
    QCOMPARE(collectionFormat("notes.txt"), std::optional(CollectionFormat::Text));
    QCOMPARE(collectionFormat("game.PGN"), std::optional(CollectionFormat::Pgn));
    QCOMPARE(collectionFormat("notes.doc"), std::nullopt);
}

void TestCollection::scanFollowedAndStopped_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<std::string>("record");
    QTest::newRow("fen list") << int(CollectionFormat::FenList)
                              << std::string("8/8/8/8/8/8/8/K6k w - - 0 1\n");
    QTest::newRow("epd") << int(CollectionFormat::Epd) << std::string("8/8/8/8/8/8/8/K6k w - - id \"x\";\n");
    QTest::newRow("csv") << int(CollectionFormat::PuzzleCsv)
                         << std::string("a,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2\n");
    QTest::newRow("text") << int(CollectionFormat::Text) << std::string("see 8/8/8/8/8/8/8/K6k w - - 0 1\n");
    QTest::newRow("pgn") << int(CollectionFormat::Pgn) << std::string("[Event \"x\"]\n\n1. e4 *\n\n");
}

void TestCollection::scanFollowedAndStopped()
{
    QFETCH(int, format);
    QFETCH(std::string, record);
    std::string text;
    for (int i = 0; i < 5000; ++i)
        text += record;
    const auto f = static_cast<CollectionFormat>(format);
    ScanProgress followed;
    QCOMPARE(indexCollection(f, text, &followed).records.size(), std::size_t{5000});
    // Looked at every 1024 records: the last look was at record 4096.
    QVERIFY(followed.done >= 4096 * record.size());
    QVERIFY(followed.done < 4097 * record.size());
    ScanProgress stopped;
    stopped.stop = true;
    QCOMPARE(indexCollection(f, text, &stopped).records.size(), std::size_t{0});
}

QTEST_APPLESS_MAIN(TestCollection)
#include "tst_collection.moc"
