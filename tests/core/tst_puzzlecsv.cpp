// The Lichess puzzle CSV: cells, the header, the puzzle after the opening move, and that move
// taken back on an edited puzzle.
#include "fen.h"
#include "puzzle_csv.h"
#include "test_support_core.h"

#include <QtTest>

using namespace forsyth;

namespace {

// A row of Lichess's puzzle database (its first puzzle, 00008).
const std::string lichessRow
    = "00008,r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24,f2g3 e6e7 b2b1 b3c1 "
      "b1c1 h6c1,1913,75,95,10069,crushing hangingPiece long "
      "middlegame,https://lichess.org/787zsVup/black#47,\n";

QStringList values(const CsvRecord& record)
{
    QStringList out;
    for (const CsvRecord::Cell& cell : record.cells)
        out << QString::fromStdString(cell.value);
    return out;
}

} // namespace

class TestPuzzleCsv : public QObject {
    Q_OBJECT

private slots:
    void cells_data();
    void cells();
    void cellSpans();
    void header();
    void puzzleIsAfterTheOpeningMove();
    void damagedPuzzles_data();
    void damagedPuzzles();
    void setupBeforeAnEdit_data();
    void setupBeforeAnEdit();
    void csvCellQuotes();
};

void TestPuzzleCsv::cells_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("cells");
    QTest::addColumn<int>("end");
    QTest::newRow("plain") << QByteArray("a,b,c\nnext") << QStringList{"a", "b", "c"} << 6;
    QTest::newRow("crlf") << QByteArray("a,b\r\nnext") << QStringList{"a", "b"} << 5;
    QTest::newRow("empty cells") << QByteArray(",,x,") << QStringList{"", "", "x", ""} << 4;
    QTest::newRow("quoted comma, quote and line break")
        << QByteArray("\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\nz")
        << QStringList{"a,b", "say \"hi\"", "two\nlines"} << 31;
    QTest::newRow("a quote left open runs to the end")
        << QByteArray("x,\"open,\nrest") << QStringList{"x", "open,\nrest"} << 13;
}

void TestPuzzleCsv::cells()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, cells);
    QFETCH(int, end);
    const std::optional<CsvRecord> record = readCsvRecord(view(text), 0);
    QVERIFY(record);
    QCOMPARE(values(*record), cells);
    QCOMPARE(record->end, std::size_t(end));
}

void TestPuzzleCsv::cellSpans()
{
    const std::string text = "first\nid,\"q,x\",z\n";
    const std::optional<CsvRecord> record = readCsvRecord(text, 6);
    QVERIFY(record);
    QCOMPARE(record->start, std::size_t(6));
    QCOMPARE(record->cells.size(), std::size_t(3));
    const auto textOf = [&](const CsvRecord::Cell& c) { return text.substr(c.start, c.end - c.start); };
    QCOMPARE(textOf(record->cells[0]), std::string("id"));
    QCOMPARE(textOf(record->cells[1]), std::string("\"q,x\""));
    QCOMPARE(textOf(record->cells[2]), std::string("z"));
    QVERIFY(!readCsvRecord(text, text.size()));
}

void TestPuzzleCsv::header()
{
    const auto columns = puzzleHeader(*readCsvRecord("PuzzleId,FEN,Moves,Rating,Themes\n", 0));
    QVERIFY(columns);
    QCOMPARE(columns->id, std::size_t(0));
    QCOMPARE(columns->fen, std::size_t(1));
    QCOMPARE(columns->moves, std::size_t(2));
    const auto reordered = puzzleHeader(*readCsvRecord("rating,moves,fen\n", 0));
    QVERIFY(reordered);
    QCOMPARE(reordered->fen, std::size_t(2));
    QCOMPARE(reordered->moves, std::size_t(1));
    QCOMPARE(reordered->id, std::size_t(3)); // no id column: past the last cell
    QVERIFY(!puzzleHeader(*readCsvRecord(lichessRow, 0)));
}

void TestPuzzleCsv::puzzleIsAfterTheOpeningMove()
{
    const CsvRecord row = *readCsvRecord(lichessRow, 0);
    const Puzzle puzzle = readPuzzle(row.cells[1].value, row.cells[2].value);
    QCOMPARE(puzzle.problem, Puzzle::Problem::None);
    QCOMPARE(fenOf(puzzle.setup), QString("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24"));
    // Black's Bxg3 sets the puzzle; White is to move.
    QCOMPARE(fenOf(puzzle.position), QString("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25"));
    QCOMPARE(puzzle.solution.size(), std::size_t(5));
    QCOMPARE(QString::fromStdString(uciLine(puzzle.position, puzzle.solution)),
        QString("e6e7 b2b1 b3c1 b1c1 h6c1"));
}

void TestPuzzleCsv::damagedPuzzles_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QByteArray>("moves");
    QTest::addColumn<int>("problem");
    QTest::addColumn<int>("problemMove");
    QTest::addColumn<int>("solutionLength");
    const QByteArray start = StartFen.toUtf8();
    QTest::newRow("bad fen") << QByteArray("not a fen") << QByteArray("e2e4") << int(Puzzle::Problem::BadFen)
                             << 0 << 0;
    QTest::newRow("no moves") << start << QByteArray("  ") << int(Puzzle::Problem::NoMoves) << 0 << 0;
    QTest::newRow("illegal opening") << start << QByteArray("e2e5 e7e5") << int(Puzzle::Problem::IllegalMove)
                                     << 0 << 0;
    QTest::newRow("illegal third move, two kept")
        << start << QByteArray("e2e4 e7e5 g1f3 e1e2 b8c6") << int(Puzzle::Problem::IllegalMove) << 3 << 2;
}

void TestPuzzleCsv::damagedPuzzles()
{
    QFETCH(QByteArray, fen);
    QFETCH(QByteArray, moves);
    QFETCH(int, problem);
    QFETCH(int, problemMove);
    QFETCH(int, solutionLength);
    const Puzzle puzzle = readPuzzle(view(fen), view(moves));
    QCOMPARE(int(puzzle.problem), problem);
    QCOMPARE(int(puzzle.problemMove), problemMove);
    QCOMPARE(int(puzzle.solution.size()), solutionLength);
}

void TestPuzzleCsv::setupBeforeAnEdit_data()
{
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QByteArray>("opening");
    QTest::addColumn<QByteArray>("edited");
    QTest::addColumn<QByteArray>("expected"); // empty: none
    QTest::newRow("unedited gives the setup back")
        << QByteArray("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24") << QByteArray("f2g3")
        << QByteArray("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25")
        << QByteArray("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24");
    QTest::newRow("a pawn removed elsewhere, the capture put back")
        << QByteArray("r6k/pp2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24") << QByteArray("f2g3")
        << QByteArray("r6k/1p2r2p/4Rp1Q/3p4/8/1N1P2b1/PqP3PP/7K w - - 0 25")
        << QByteArray("r6k/1p2r2p/4Rp1Q/3p4/8/1N1P2R1/PqP2bPP/7K b - - 0 24");
    QTest::newRow("quiet move, clocks follow the edit")
        << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 4 30") << QByteArray("e1e2")
        << QByteArray("4k3/8/8/8/8/8/4K3/R6R b - - 9 30") << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 8 30");
    QTest::newRow("a rook moved: its right does not come back") // not "R3K1R1 w HQ"
        << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1") << QByteArray("e1e2")
        << QByteArray("4k3/8/8/8/8/8/4K3/R5R1 b - - 1 1") << QByteArray("4k3/8/8/8/8/8/8/R3K1R1 w Q - 0 1");
    QTest::newRow("castling, a knight added")
        << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1") << QByteArray("e1g1")
        << QByteArray("4k3/8/8/8/3N4/8/8/R4RK1 b - - 1 1")
        << QByteArray("4k3/8/8/8/3N4/8/8/R3K2R w KQ - 0 1");
    QTest::newRow("en passant") << QByteArray("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 40") << QByteArray("d5e6")
                                << QByteArray("4k3/8/4P3/8/8/8/8/4K2Q b - - 0 40")
                                << QByteArray("4k3/8/8/3Pp3/8/8/8/4K2Q w - e6 0 40");
    QTest::newRow("the moved piece edited away")
        << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 4 30") << QByteArray("e1e2")
        << QByteArray("4k3/8/8/8/8/8/8/R6R b - - 5 30") << QByteArray();
    QTest::newRow("its square taken") << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 4 30") << QByteArray("e1e2")
                                      << QByteArray("4k3/8/8/8/8/8/4K3/R3N2R b - - 5 30") << QByteArray();
    QTest::newRow("the edit leaves the mover's king in check before it")
        << QByteArray("4k3/8/8/8/8/8/8/R3K2R w KQ - 4 30") << QByteArray("e1e2")
        << QByteArray("4k3/8/8/8/8/8/4K3/R3r2R b - - 5 30") << QByteArray();
}

void TestPuzzleCsv::setupBeforeAnEdit()
{
    QFETCH(QByteArray, setup);
    QFETCH(QByteArray, opening);
    QFETCH(QByteArray, edited);
    QFETCH(QByteArray, expected);
    const Puzzle puzzle = readPuzzle(view(setup), view(opening));
    QCOMPARE(puzzle.problem, Puzzle::Problem::None);
    const std::optional<Position> before = setupBefore(read(QString::fromUtf8(edited)), puzzle);
    if (expected.isEmpty()) {
        if (before)
            QFAIL(qPrintable("a setup was found: " + fenOf(*before)));
        return;
    }
    QVERIFY(before);
    QCOMPARE(fenOf(*before), QString::fromUtf8(expected));
    QCOMPARE(fenOf(afterMove(*before, *puzzle.opening)), QString::fromUtf8(edited));
}

void TestPuzzleCsv::csvCellQuotes()
{
    QCOMPARE(csvCell("plain text"), std::string("plain text"));
    QCOMPARE(csvCell("a,b"), std::string("\"a,b\""));
    QCOMPARE(csvCell("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
    const std::string cell = csvCell("x,\"y\"\nz");
    QCOMPARE(readCsvRecord(cell, 0)->cells.front().value, std::string("x,\"y\"\nz"));
}

QTEST_APPLESS_MAIN(TestPuzzleCsv)
#include "tst_puzzlecsv.moc"
