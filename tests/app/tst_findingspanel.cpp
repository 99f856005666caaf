// The findings panel: the status line, every finding in words with its severity, the Lichess
// line, and the squares of the selected or hovered finding.
#include "as_string_view.h"
#include "collection.h"
#include "findings_panel.h"
#include "position_document.h"
#include "test_support.h"

#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QtTest>

using namespace forsyth;

Q_DECLARE_METATYPE(forsyth::Bitboard)

class TestFindingsPanel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void lines_data();
    void lines();
    void severityIsMoreThanColour();
    void selectionHighlightsSquares();
    void hoverHighlightsSquares();
    void selectionSurvivesEdits();
    void castlingLetterFollowsNotation();
    void castlingKingFindings();
    void aTabStopOnlyWithFindings();
    void wrappedFindingsShowWhole();
    void unreadRecordIsNotJudged();

private:
    QStringList items() const;
    QListWidgetItem* itemContaining(const QString& text) const;

    PositionDocument* doc_ = nullptr;
    FindingsPanel* panel_ = nullptr;
    QListWidget* list_ = nullptr;
};

void TestFindingsPanel::init()
{
    doc_ = new PositionDocument;
    panel_ = new FindingsPanel(doc_);
    panel_->resize(400, 300);
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_));
    list_ = panel_->findChild<QListWidget*>(QStringLiteral("findingsList"));
    QVERIFY(list_);
}

void TestFindingsPanel::cleanup()
{
    delete panel_;
    delete doc_;
}

void TestFindingsPanel::aTabStopOnlyWithFindings()
{
    QCOMPARE(items(), QStringList{"Nothing to report: a legal position"});
    QCOMPARE(list_->focusPolicy(), Qt::NoFocus);
    doc_->setPosition(read("8/8/8/8/8/8/8/4K3 w - - 0 1"), "no black king");
    QVERIFY(list_->focusPolicy() & Qt::TabFocus);
    doc_->setPosition(read("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), "mended");
    QCOMPARE(list_->focusPolicy(), Qt::NoFocus);
}

// A finding longer than the panel is wide wraps, and the list grows to show every line of it:
// a clipped line under a scroll bar, as Chinese text showed, reads as half a sentence.
void TestFindingsPanel::wrappedFindingsShowWhole()
{
    doc_->setPosition(read(QStringLiteral("rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2")),
        QStringLiteral("test"));
    for (const int width : {400, 160, 110}) {
        panel_->resize(width, 400);
        QTRY_COMPARE(list_->width(), width);
        QCoreApplication::processEvents(); // the list takes its new height after the resize
        QCoreApplication::processEvents();
        const QRect view = list_->viewport()->rect();
        int lines = 0;
        for (int row = 0; row < list_->count(); ++row) {
            const QRect item = list_->visualItemRect(list_->item(row));
            QVERIFY2(view.contains(item),
                qPrintable(QStringLiteral("width %1, row %2: %3 px tall, view %4")
                               .arg(width)
                               .arg(row)
                               .arg(item.height())
                               .arg(view.height())));
            lines += item.height() / list_->fontMetrics().lineSpacing();
        }
        if (width == 110)
            QVERIFY2(lines > list_->count(), "the finding wraps at 110 pixels");
        QCOMPARE(list_->verticalScrollBar()->maximum(), 0);
    }
}

// A line of a collection that does not read shows an empty board as a stand-in: the panel says
// the line does not read, not that the position is illegal for an empty board; once mended, the
// position is judged.
void TestFindingsPanel::unreadRecordIsNotJudged()
{
    QVERIFY(
        doc_->openRecords(CollectionFormat::Epd, "4k3/8/8/8/8/8/8/4K3 x - -\n4k3/8/8/8/8/8/8/4K3 w - -\n"));
    const auto* status = panel_->findChild<QLabel*>(QStringLiteral("positionStatus"));
    const auto* lichess = panel_->findChild<QLabel*>(QStringLiteral("lichessVerdict"));
    doc_->selectRecord(0);
    QVERIFY(doc_->showsUnreadRecord());
    QCOMPARE(status->text(), QStringLiteral("This line of the file does not read as a FEN"));
    QCOMPARE(items().size(), 1);
    QVERIFY2(
        items().front().contains("the FEN under the board says what is wrong"), qPrintable(items().front()));
    QVERIFY(lichess->isHidden());
    doc_->selectRecord(1);
    QCOMPARE(status->text(), QStringLiteral("White to move"));
    QVERIFY(!lichess->isHidden());
    // Mended: judged as any position (here Black has no king).
    doc_->selectRecord(0);
    doc_->setPosition(read(QStringLiteral("8/8/8/8/8/8/8/4K3 w - - 0 1")), QStringLiteral("mended"));
    QVERIFY(!doc_->showsUnreadRecord());
    QVERIFY2(items().join(' ').contains("Black has no king"), qPrintable(items().join(' ')));
}

// A right is named by the letter the FEN shows: h in Shredder-FEN, not k.
void TestFindingsPanel::castlingLetterFollowsNotation()
{
    doc_->setPosition(read("4k3/8/8/8/8/8/8/4K2R w Kk - 0 1"), QStringLiteral("test"));
    QVERIFY2(
        items().join('\n').contains("Castling right k: no black rook on h8"), qPrintable(items().join('\n')));
    doc_->setCastlingNotation(CastlingNotation::Shredder);
    QVERIFY(doc_->fen().contains(" Hh "));
    QVERIFY2(
        items().join('\n').contains("Castling right h: no black rook on h8"), qPrintable(items().join('\n')));
}

// The two castling-king findings, each in its own words.
void TestFindingsPanel::castlingKingFindings()
{
    doc_->setPosition(read("4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1"), QStringLiteral("test"));
    QVERIFY2(items().join('\n').contains("White may castle but its king is not on rank 1: e2"),
        qPrintable(items().join('\n')));
    Position wrongSide = read("4k3/8/8/8/8/8/8/5RK1 w - - 0 1");
    wrongSide.castling.set(Color::White, CastlingSide::King, 5);
    doc_->setPosition(wrongSide, QStringLiteral("test"));
    QVERIFY2(items().join('\n').contains("White's castling rook is on the wrong side of its king: f1, g1"),
        qPrintable(items().join('\n')));
}

QStringList TestFindingsPanel::items() const
{
    QStringList texts;
    for (int i = 0; i < list_->count(); ++i)
        texts << list_->item(i)->text();
    return texts;
}

QListWidgetItem* TestFindingsPanel::itemContaining(const QString& text) const
{
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->text().contains(text))
            return list_->item(i);
    }
    return nullptr;
}

void TestFindingsPanel::lines_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<QString>("lichess");
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                           << "White to move" << QStringList{"Nothing to report: a legal position"}
                           << "Lichess: accepts";
    QTest::newRow("missing king") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                  << "Not a legal chess position" << QStringList{"Black has no king"}
                                  << "Lichess: refuses it. Black has no king";
    QTest::newRow("check") << "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"
                           << "White to move, in check" << QStringList{"White is in check"}
                           << "Lichess: accepts";
    QTest::newRow("checkmate") << "4k3/8/8/8/8/8/5PPP/3r2K1 w - - 0 1"
                               << "Checkmate: White is mated" << QStringList{"White is checkmated"}
                               << "Lichess: accepts";
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
                               << "Stalemate: Black to move has no legal move"
                               << QStringList{"Stalemate: Black has no legal move"} << "Lichess: accepts";
    QTest::newRow("ep dropped") << "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2"
                                << "White to move"
                                << QStringList{"En-passant square d6: no legal en-passant capture"}
                                << "Lichess: accepts but would change en passant d6 → -";
    QTest::newRow("castling dropped")
        << "4k3/8/8/8/8/8/8/4K2R w Kk - 0 1"
        << "White to move" << QStringList{"Castling right k: no black rook on h8"}
        << "Lichess: accepts but would change castling Kk → K";
    QTest::newRow("halfmove capped") << "4k3/8/8/8/8/8/8/R3K3 w - - 200 150"
                                     << "White to move" << QStringList{"75-move rule: the game is drawn"}
                                     << "Lichess: accepts but would change halfmove clock 200 → 150";
    QTest::newRow("two refusals") << "4k2P/8/8/8/8/8/8/8 w - - 0 1"
                                  << "Not a legal chess position"
                                  << QStringList{"White has no king", "Pawn on a back rank: h8"}
                                  << "Lichess: refuses it. White has no king; Pawn on a back rank: h8";
}

void TestFindingsPanel::lines()
{
    QFETCH(QString, fen);
    QFETCH(QString, status);
    QFETCH(QStringList, findings);
    QFETCH(QString, lichess);
    doc_->setPosition(read(fen), QStringLiteral("test"));
    QCOMPARE(panel_->findChild<QLabel*>(QStringLiteral("positionStatus"))->text(), status);
    const QString all = items().join(QLatin1Char('\n'));
    for (const QString& finding : findings)
        QVERIFY2(all.contains(finding), qPrintable(all));
    QCOMPARE(list_->count(), static_cast<int>(std::max<std::size_t>(1, doc_->findings().size())));
    QCOMPARE(panel_->findChild<QLabel*>(QStringLiteral("lichessVerdict"))->text(), lichess);
}

void TestFindingsPanel::severityIsMoreThanColour()
{
    doc_->setPosition(read(QStringLiteral("4k2P/8/8/8/8/8/8/8 w - - 0 1")), QStringLiteral("test"));
    for (int i = 0; i < list_->count(); ++i) {
        QVERIFY(!list_->item(i)->icon().isNull()); // a shape, not only a colour
        QVERIFY(!list_->item(i)->toolTip().isEmpty());
    }
    QCOMPARE(itemContaining(QStringLiteral("no king"))->toolTip(), QStringLiteral("error"));
}

void TestFindingsPanel::selectionHighlightsSquares()
{
    QSignalSpy spy(panel_, &FindingsPanel::squaresHighlighted);
    doc_->setPosition(read(QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")), QStringLiteral("test"));
    QListWidgetItem* check = itemContaining(QStringLiteral("White is in check"));
    QVERIFY(check);
    QTest::mouseClick(list_->viewport(), Qt::LeftButton, {}, list_->visualItemRect(check).center());
    QVERIFY(check->isSelected());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(0).value<Bitboard>(), bit(sq("e1")) | bit(sq("e2")));
    list_->clearSelection();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.last().at(0).value<Bitboard>(), Bitboard{0});
}

void TestFindingsPanel::hoverHighlightsSquares()
{
    doc_->setPosition(read(QStringLiteral("4k2P/8/8/8/8/8/8/8 w - - 0 1")), QStringLiteral("test"));
    QSignalSpy spy(panel_, &FindingsPanel::squaresHighlighted);
    QListWidgetItem* pawn = itemContaining(QStringLiteral("back rank"));
    QCoreApplication::processEvents(); // the list takes its new height: the layout settles
    QTest::mouseMove(list_->viewport(), list_->visualItemRect(pawn).center());
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(0).value<Bitboard>(), bit(sq("h8")));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(list_->viewport(), &leave);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.last().at(0).value<Bitboard>(), Bitboard{0}); // nothing selected
}

void TestFindingsPanel::selectionSurvivesEdits()
{
    QSignalSpy spy(panel_, &FindingsPanel::squaresHighlighted);
    doc_->setPosition(read(QStringLiteral("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")), QStringLiteral("test"));
    list_->setCurrentItem(itemContaining(QStringLiteral("in check")));
    QCOMPARE(spy.last().at(0).value<Bitboard>(), bit(sq("e1")) | bit(sq("e2")));
    // The rook moves but still checks: the finding stays selected, with its new squares.
    doc_->movePiece(sq("e2"), sq("e5"));
    QVERIFY(list_->currentItem() && list_->currentItem()->isSelected());
    QCOMPARE(spy.last().at(0).value<Bitboard>(), bit(sq("e1")) | bit(sq("e5")));
    // The check is gone: nothing selected, nothing highlighted.
    doc_->movePiece(sq("e5"), sq("a5"));
    QCOMPARE(spy.last().at(0).value<Bitboard>(), Bitboard{0});
}

QTEST_MAIN(TestFindingsPanel)
#include "tst_findingspanel.moc"
