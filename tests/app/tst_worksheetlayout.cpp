// Worksheets without painting: the grid and page count for each choice of diagrams a page,
// where each cell's parts go, and what each record format gives as caption and solution.
#include "collection.h"
#include "worksheet_item.h"
#include "worksheet_layout.h"
#include "worksheet_text.h"

#include <QtTest>

using namespace forsyth;

namespace {

// A4 inside 15 mm margins, in points.
const QSizeF A4Area(595.28 - 2 * 42.52, 841.89 - 2 * 42.52);

std::vector<WorksheetItem> itemsOf(CollectionFormat format, const std::string& text)
{
    const CollectionIndex index = indexCollection(format, text);
    std::vector<WorksheetItem> items;
    for (std::size_t i = 0; i < index.records.size(); ++i)
        if (auto item = worksheetItem(readRecord(index, text, i), format))
            items.push_back(*item);
    return items;
}

bool inside(const QRectF& outer, const QRectF& inner)
{
    return inner.left() >= outer.left() - 1e-6 && inner.top() >= outer.top() - 1e-6
        && inner.right() <= outer.right() + 1e-6 && inner.bottom() <= outer.bottom() + 1e-6;
}

} // namespace

class TestWorksheetLayout : public QObject {
    Q_OBJECT

private slots:
    void gridsAndPages_data();
    void gridsAndPages();
    void cellParts_data();
    void cellParts();
    void recordsAsItems();
};

void TestWorksheetLayout::gridsAndPages_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("1") << 1 << 1 << 1;
    QTest::newRow("2") << 2 << 1 << 2;
    QTest::newRow("4") << 4 << 2 << 2;
    QTest::newRow("6") << 6 << 2 << 3;
    QTest::newRow("9") << 9 << 3 << 3;
    QTest::newRow("12") << 12 << 3 << 4;
}

void TestWorksheetLayout::gridsAndPages()
{
    QFETCH(int, perPage);
    QFETCH(int, columns);
    QFETCH(int, rows);
    const std::optional<WorksheetGrid> grid = worksheetGrid(perPage);
    QVERIFY(grid);
    QCOMPARE(grid->columns, columns);
    QCOMPARE(grid->rows, rows);
    QCOMPARE(worksheetDiagramPages(0, perPage), 0);
    for (const int n : {1, 2, 5, 11, 12, 13, 24, 25, 100}) {
        const int pages = worksheetDiagramPages(n, perPage);
        QVERIFY2(pages * perPage >= n && (pages - 1) * perPage < n, qPrintable(QString::number(n)));
    }
    const WorksheetLayout layout(A4Area, perPage, {});
    QCOMPARE(layout.perPage(), perPage);
    QCOMPARE(layout.pageOf(perPage), 1);
    QCOMPARE(layout.slotOf(perPage + 1), 1 % perPage);
    QVERIFY(!worksheetGrid(perPage + 1) || perPage + 1 == 2); // 3, 5, 7, 10, 13 are not offered
}

void TestWorksheetLayout::cellParts_data()
{
    QTest::addColumn<int>("perPage");
    QTest::addColumn<bool>("fen");
    QTest::addColumn<bool>("lines");
    for (const int n : WorksheetPerPageChoices) {
        QTest::addRow("%d plain", n) << n << false << false;
        QTest::addRow("%d fen and lines", n) << n << true << true;
    }
}

void TestWorksheetLayout::cellParts()
{
    QFETCH(int, perPage);
    QFETCH(bool, fen);
    QFETCH(bool, lines);
    const WorksheetLayout layout(A4Area, perPage, {fen, lines});
    const QRectF page(QPointF(0, 0), A4Area);
    QVERIFY(inside(page, layout.headerRect()));
    QVERIFY(inside(page, layout.footerRect()));
    QVERIFY(layout.headerRect().bottom() <= layout.bodyRect().top());
    QVERIFY(layout.bodyRect().bottom() <= layout.footerRect().top());
    for (int slot = 0; slot < perPage; ++slot) {
        const QRectF cell = layout.cellRect(slot);
        QVERIFY(inside(layout.bodyRect(), cell));
        const QRectF diagram = layout.diagramRect(slot);
        QCOMPARE(diagram.width(), diagram.height());
        // Big enough to read (about 3 cm) at 12 a page, even with the FEN and lines under it.
        QVERIFY2(diagram.width() >= 80, qPrintable(QString::number(diagram.width())));
        QVERIFY(inside(cell, diagram));
        QVERIFY(diagram.bottom() <= layout.captionRect(slot).top());
        QVERIFY(layout.captionRect(slot).bottom() <= layout.fenRect(slot).top() + 1e-6);
        QVERIFY(layout.fenRect(slot).bottom() <= layout.answerRect(slot).top() + 1e-6);
        QVERIFY(inside(cell, layout.answerRect(slot)));
        QVERIFY(inside(cell, layout.captionRect(slot)));
        QVERIFY(layout.captionRect(slot).width() >= diagram.width());
        QCOMPARE(layout.fenRect(slot).height() > 0, fen);
        QCOMPARE(layout.answerLineCount() > 0, lines);
        for (int other = 0; other < slot; ++other)
            QVERIFY(!layout.cellRect(other).intersects(cell));
    }
    // Fewer diagrams a page, bigger diagrams.
    if (perPage > 1) {
        const auto fewer
            = std::find(WorksheetPerPageChoices.begin(), WorksheetPerPageChoices.end(), perPage) - 1;
        QVERIFY(WorksheetLayout(A4Area, *fewer, {fen, lines}).diagramRect(0).width()
            >= layout.diagramRect(0).width());
    }
}

void TestWorksheetLayout::recordsAsItems()
{
    const std::vector<WorksheetItem> epd = itemsOf(CollectionFormat::Epd,
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"Scholar\"; c0 "
        "\"#1\";\n"
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - pv Ra8#; id \"Back rank\";\n"
        "not a position\n"
        "8/8/8/8/8/8/8/k6K b - -\n");
    QCOMPARE(epd.size(), std::size_t(3));
    QCOMPARE(epd[0].title, QString("Scholar"));
    QCOMPARE(epd[0].solution, QString("1. Qxf7#"));
    QVERIFY(epd[0].stipulation);
    QCOMPARE(QString::fromStdString(stipulationText(*epd[0].stipulation)), QString("#1"));
    QCOMPARE(answerText(epd[0]), QString("Scholar · #1: 1.\u00a0Qxf7#")); // the number kept with its move
    QCOMPARE(captionTitle(epd[0], 7), QString("7. Scholar"));
    const QString fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4");
    QCOMPARE(fen.left(fenBreak(fen)), QString("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/"));
    QCOMPARE(epd[1].solution, QString("1. Ra8#"));
    QVERIFY(!epd[1].stipulation);
    QCOMPARE(epd[2].solution, QString());
    QCOMPARE(captionTitle(epd[2], 3), QString("3."));
    // A pv that stops being legal is shown as far as it plays, and says where it stopped.
    const std::vector<WorksheetItem> cut
        = itemsOf(CollectionFormat::Epd, "6k1/5ppp/8/8/8/8/8/R5K1 w - - pv Ra7 Qb1 Ra8#;\n");
    QCOMPARE(cut.size(), std::size_t(1));
    QCOMPARE(cut[0].solution, QString("1. Ra7 (the pv stops here: Qb1 is not a legal move)"));
    QCOMPARE(pieceCountText(epd[0].position), QString("(16+16)"));
    QCOMPARE(pieceCountText(epd[2].position), QString("(1+1)"));

    std::vector<WorksheetItem> pgn = itemsOf(CollectionFormat::Pgn,
        "[Event \"Mate\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1\"]\n[Stipulation \"h#1\"]\n\n1... Kh8 2. "
        "Ra8# *\n");
    QCOMPARE(pgn.size(), std::size_t(1));
    QCOMPARE(pgn[0].solution, QString("1. Kh8 Ra8#"));
    // In the key each number is kept with its move, Black's "1..." too; a title's is not.
    QCOMPARE(
        movesKeptWhole("1. e4 e5 2. Nf3 Nc6 10. Bb5"), QString("1.\u00a0e4 e5 2.\u00a0Nf3 Nc6 10.\u00a0Bb5"));
    QCOMPARE(movesKeptWhole("1... Kh8 2. Ra8#"), QString("1...\u00a0Kh8 2.\u00a0Ra8#"));
    QCOMPARE(movesKeptWhole("1. Qg4, 1. Qh5"), QString("1.\u00a0Qg4, 1.\u00a0Qh5"));
    // Castling is not broken at its hyphens; a game's result keeps its own.
    QCOMPARE(movesKeptWhole("12. O-O-O Rd8 13. O-O 1-0"),
        QString("12.\u00a0O\u2011O\u2011O Rd8 13.\u00a0O\u2011O 1-0"));
    pgn[0].title = QStringLiteral("Round 2. Mate");
    QCOMPARE(answerText(pgn[0]), QString("Round 2. Mate · h#1: 1.\u00a0Kh8 Ra8#"));
    QCOMPARE(QString::fromStdString(stipulationText(*pgn[0].stipulation)), QString("h#1"));

    const std::vector<WorksheetItem> csv = itemsOf(CollectionFormat::PuzzleCsv,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n"
        "00abc,6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,g8h8 a1a8,1000,80,90,100,mateIn1 short,,\n");
    QCOMPARE(csv.size(), std::size_t(1));
    QCOMPARE(csv[0].title, QString("00abc"));
    QCOMPARE(csv[0].position.sideToMove, Color::White);
    QCOMPARE(csv[0].solution, QString("1. Ra8#"));
    QCOMPARE(QString::fromStdString(stipulationText(*csv[0].stipulation)), QString("#1"));
}

QTEST_GUILESS_MAIN(TestWorksheetLayout)
#include "tst_worksheetlayout.moc"
