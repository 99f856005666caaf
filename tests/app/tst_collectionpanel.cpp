// The collection panel in the window: shown while a collection is open, the selected row the
// record on the board, filters, the summary, the record actions and their shortcuts, and a
// row dragged to another place.
#include "collection_panel.h"
#include "fen_field.h"
#include "file_actions.h"
#include "position_document.h"
#include "record_list.h"
#include "test_support.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include <QtTest>

using namespace forsyth;

namespace {

const QByteArray kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const QByteArray rooks = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
const QByteArray empty = "8/8/8/8/8/8/8/8 w - - 0 1";      // illegal
const QByteArray noRook = "4k3/8/8/8/8/8/8/4K3 w K - 0 1"; // a warning: the rook is missing

// The panel and its dock are made when the first collection opens.
struct Panel {
    std::unique_ptr<MainWindow> window = openWindow();
    CollectionPanel* panel() { return child<CollectionPanel>(*window, "collectionPanel"); }
    QListView* list() { return child<QListView>(*window, "collectionList"); }
    QDockWidget* dock() { return child<QDockWidget>(*window, "collectionDock"); }
    PositionDocument& document() { return *window->document(); }
    QString fen() { return document().fen(); }
    // The summary is counted in slices from the event loop: waits for the last slice.
    QString summary()
    {
        QDeadlineTimer deadline(10000);
        while (panel()->summary().isEmpty() && !deadline.hasExpired())
            QTest::qWait(10);
        return panel()->summary();
    }
};

} // namespace

class TestCollectionPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(settings_.isolate()); }
    void init() { clearSettings(); }
    void shownWhileACollectionIsOpen();
    void clickingARowShowsItsRecord();
    void arrowKeysShowTheirRecord();
    void filtersByTextAndVerdict();
    void summaryCountsVerdicts();
    void shortcutsStepThroughRecords();
    void nextProblemSkipsLegalRecords();
    void actionsAddDuplicateDelete();
    void dragMovesARow();
    void largeCollectionStaysResponsive();
    void pastedLinesOfferACollection();
    void droppedLinesOfferACollection();
    void pastedInTheFenFieldToo();

private:
    IsolatedSettings settings_;
};

void TestCollectionPanel::shownWhileACollectionIsOpen()
{
    Panel p;
    // Nothing of the collection's is made at start but its menu, hidden.
    QVERIFY(!p.window->findChild<QDockWidget*>(QStringLiteral("collectionDock")));
    QVERIFY(!p.window->findChild<QAction*>(QStringLiteral("actionNextRecord")));
    QVERIFY(!child<QMenu>(*p.window, "menuCollection")->menuAction()->isVisible());
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (kings + "\n" + rooks + "\n").toStdString()));
    QVERIFY(p.dock()->isVisible());
    // Given when first shown, not at start (its icon's lookup would slow the start).
    QVERIFY(child<QLineEdit>(*p.window, "collectionFilter")->isClearButtonEnabled());
    QVERIFY(child<QAction>(*p.window, "actionNextRecord")->isEnabled());
    QCOMPARE(p.list()->model()->rowCount(), 2);
    QCOMPARE(p.list()->currentIndex().row(), 0);
    // No file: the list is named for where it came from (only a paste opens one in no file).
    QCOMPARE(p.window->windowTitle(), QString("Forsyth — Pasted positions (1 of 2)[*]"));
    QVERIFY(child<QMenu>(*p.window, "menuCollection")->menuAction()->isVisible());
    p.document().closeRecords();
    QVERIFY(!p.dock()->isVisible());
    QVERIFY(!child<QAction>(*p.window, "actionNextRecord")->isEnabled());
    QVERIFY(!child<QMenu>(*p.window, "menuCollection")->menuAction()->isVisible());
    // Opened again, the same panel shows.
    CollectionPanel* made = p.panel();
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (rooks + "\n" + kings + "\n").toStdString()));
    QVERIFY(p.dock()->isVisible());
    QCOMPARE(p.panel(), made);
    QCOMPARE(p.list()->currentIndex().data(RecordList::FenRole).toString(), QString(rooks));
}

void TestCollectionPanel::clickingARowShowsItsRecord()
{
    Panel p;
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (kings + "\n" + rooks + "\n").toStdString()));
    const QRect second = p.list()->visualRect(p.list()->model()->index(1, 0));
    QTest::mouseClick(p.list()->viewport(), Qt::LeftButton, {}, second.center());
    QCOMPARE(p.document().currentRecord(), 1);
    QCOMPARE(p.fen(), QString(rooks));
    // And the other way: the document's record selects the row.
    p.document().selectRecord(0);
    QCOMPARE(p.list()->currentIndex().row(), 0);
}

void TestCollectionPanel::arrowKeysShowTheirRecord()
{
    // The keys move the list's highlight, and the board follows it: Delete then deletes the
    // record highlighted, not the one shown before (found by an outside check).
    Panel p;
    QVERIFY(p.document().openRecords(
        CollectionFormat::FenList, (kings + "\n" + rooks + "\n" + noRook + "\n").toStdString()));
    p.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(p.window.get()));
    p.list()->setFocus();
    QTest::keyClick(p.list(), Qt::Key_Down);
    QTRY_COMPARE(p.document().currentRecord(), 1);
    QCOMPARE(p.fen(), QString(rooks));
    QTest::keyClick(p.list(), Qt::Key_End);
    QTRY_COMPARE(p.document().currentRecord(), 2);
    // A record deleted from the list: the document shows the record it chose, and the list
    // follows it, not the other way round.
    p.document().selectRecord(1);
    p.list()->setFocus();
    action(*p.window, "actionDeleteRecord")->trigger();
    QCOMPARE(p.document().records()->rowCount(), 2);
    const int shown = p.document().currentRecord();
    QTest::qWait(20);
    QCOMPARE(p.document().currentRecord(), shown);
    QCOMPARE(p.list()->currentIndex().row(), shown);
}

void TestCollectionPanel::filtersByTextAndVerdict()
{
    Panel p;
    const QByteArray epd = "4k3/8/8/8/8/8/8/4K3 w - - id \"Kings only\";\n"
                           "4k3/8/8/8/8/8/8/R3K2R w KQ - id \"Rooks\";\n"
                           "8/8/8/8/8/8/8/8 w - - id \"Empty\";\n";
    QVERIFY(p.document().openRecords(CollectionFormat::Epd, epd.toStdString()));
    auto* text = child<QLineEdit>(*p.window, "collectionFilter");
    auto* verdict = child<QComboBox>(*p.window, "collectionVerdict");
    text->setText("rook");
    QCOMPARE(p.list()->model()->rowCount(), 1);
    QCOMPARE(p.list()->model()->index(0, 0).data(RecordList::TitleRole).toString(), QString("Rooks"));
    text->setText("R3K2R"); // the FEN too
    QCOMPARE(p.list()->model()->rowCount(), 1);
    text->clear();
    verdict->setCurrentIndex(int(RecordList::Verdict::Illegal) + 1);
    QCOMPARE(p.list()->model()->rowCount(), 1);
    QCOMPARE(p.list()->model()->index(0, 0).data(RecordList::NumberRole).toInt(), 3);
    // Stepping goes through what the filter shows.
    p.document().selectRecord(0);
    p.panel()->selectNext();
    QCOMPARE(p.document().currentRecord(), 2);
    verdict->setCurrentIndex(0);
    QCOMPARE(p.list()->model()->rowCount(), 3);
    // Delete under a filter shows the next record the list shows, not one it hides.
    text->setText("y");
    QCOMPARE(p.list()->model()->rowCount(), 2); // Kings only, Empty
    p.document().selectRecord(0);
    child<QAction>(*p.window, "actionDeleteRecord")->trigger();
    QCOMPARE(p.document().title(), QString("Empty"));
    QCOMPARE(p.list()->currentIndex().data(RecordList::TitleRole).toString(), QString("Empty"));
    // The record on the board hidden by the filter: not deleted unseen, and no row highlighted.
    text->setText("Rooks");
    QCOMPARE(p.list()->model()->rowCount(), 1);
    QVERIFY(!p.list()->currentIndex().isValid());
    child<QAction>(*p.window, "actionDeleteRecord")->trigger();
    QCOMPARE(p.document().records()->rowCount(), 2);
    QCOMPARE(p.document().title(), QString("Empty"));
}

void TestCollectionPanel::summaryCountsVerdicts()
{
    Panel p;
    const QByteArray list
        = kings + "\n" + empty + "\n" + noRook + "\n8/9/8/8/8/8/8/8 w - - 0 1\n" + rooks + "\n";
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, list.toStdString()));
    QCOMPARE(p.summary(), QString("5 positions: 2 legal, 1 with warnings, 1 illegal, 1 that cannot be read"));
    // An edit that makes the empty board legal is counted again.
    p.document().selectRecord(1);
    p.document().placePiece(sq("e1"), {PieceType::King, Color::White});
    p.document().placePiece(sq("e8"), {PieceType::King, Color::Black});
    QCOMPARE(p.summary(), QString("5 positions: 3 legal, 1 with warnings, 0 illegal, 1 that cannot be read"));
    // One record (a one-game PGN, a one-row CSV): not "1 positions".
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (kings + "\n").toStdString()));
    QCOMPARE(p.summary(), QString("1 position: 1 legal, 0 with warnings, 0 illegal"));
}

void TestCollectionPanel::shortcutsStepThroughRecords()
{
    Panel p;
    QVERIFY(p.document().openRecords(
        CollectionFormat::FenList, (kings + "\n" + rooks + "\n" + empty + "\n").toStdString()));
    QTest::keyClick(p.window->board(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(p.document().currentRecord(), 1);
    QTest::keyClick(p.window->board(), Qt::Key_PageDown, Qt::ControlModifier);
    QTest::keyClick(p.window->board(), Qt::Key_PageDown, Qt::ControlModifier); // stays at the last
    QCOMPARE(p.document().currentRecord(), 2);
    QTest::keyClick(p.window->board(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(p.document().currentRecord(), 1);
    QCOMPARE(p.fen(), QString(rooks));
}

void TestCollectionPanel::nextProblemSkipsLegalRecords()
{
    Panel p;
    QVERIFY(p.document().openRecords(CollectionFormat::FenList,
        (kings + "\n" + rooks + "\n" + noRook + "\n" + kings + "\n" + empty + "\n").toStdString()));
    QTest::keyClick(p.window->board(), Qt::Key_F8);
    QCOMPARE(p.document().currentRecord(), 2);
    QTest::keyClick(p.window->board(), Qt::Key_F8);
    QCOMPARE(p.document().currentRecord(), 4);
    QTest::keyClick(p.window->board(), Qt::Key_F8); // round to the start
    QCOMPARE(p.document().currentRecord(), 2);

    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (kings + "\n" + rooks + "\n").toStdString()));
    QTest::keyClick(p.window->board(), Qt::Key_F8);
    QCOMPARE(p.document().currentRecord(), 0);
    QVERIFY(p.window->statusBar()->currentMessage().contains("legal"));
}

void TestCollectionPanel::actionsAddDuplicateDelete()
{
    Panel p;
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, (kings + "\n" + rooks + "\n").toStdString()));
    auto* menu = child<QMenu>(*p.window, "menuCollection");
    QVERIFY(menu->actions().contains(child<QAction>(*p.window, "actionDuplicateRecord")));
    child<QAction>(*p.window, "actionDuplicateRecord")->trigger();
    QCOMPARE(p.list()->model()->rowCount(), 3);
    QCOMPARE(p.list()->currentIndex().row(), 1);
    child<QAction>(*p.window, "actionAddRecord")->trigger();
    QCOMPARE(p.list()->model()->rowCount(), 4);
    QCOMPARE(p.fen(), StartFen);
    child<QAction>(*p.window, "actionDeleteRecord")->trigger();
    QCOMPARE(p.list()->model()->rowCount(), 3);
    QTest::keyClick(p.window->board(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(p.list()->model()->rowCount(), 4);
    QCOMPARE(p.list()->currentIndex().row(), 2);
}

void TestCollectionPanel::dragMovesARow()
{
    Panel p;
    QVERIFY(p.document().openRecords(
        CollectionFormat::FenList, (kings + "\n" + rooks + "\n" + empty + "\n").toStdString()));
    QWidget* viewport = p.list()->viewport();
    const QPoint from = p.list()->visualRect(p.list()->model()->index(0, 0)).center();
    const QPoint to = p.list()->visualRect(p.list()->model()->index(2, 0)).center();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QMouseEvent move(
        QEvent::MouseMove, to, viewport->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    QCOMPARE(p.document().currentRecord(), 2);
    QCOMPARE(p.fen(), QString(kings));
    QCOMPARE(QByteArray::fromStdString(*p.document().records()->write(p.document().fenOptions())),
        rooks + "\n" + empty + "\n" + kings + "\n");
    p.document().undoStack()->undo();
    QCOMPARE(p.list()->model()->index(0, 0).data(RecordList::FenRole).toString(), QString(kings));
}

void TestCollectionPanel::largeCollectionStaysResponsive()
{
    Panel p;
    std::string text;
    for (int i = 0; i < 20000; ++i)
        text += (i % 2 ? rooks : kings).toStdString() + "\n";
    QVERIFY(p.document().openRecords(CollectionFormat::FenList, text));
    QCOMPARE(p.list()->model()->rowCount(), 20000);
    // Counting goes in slices: the event loop runs between them and the summary says how far.
    QVERIFY(p.panel()->summary().isEmpty());
    QCOMPARE(p.summary(), QString("20000 positions: 20000 legal, 0 with warnings, 0 illegal"));
}

// Several FEN or EPD lines pasted: offered as a collection; declined, the first is pasted
// alone; a chat line with one FEN is no list and asks nothing.
void TestCollectionPanel::pastedLinesOfferACollection()
{
    Panel p;
    QList<int> asked; // the question's stand-in: each count it was asked with
    bool answer = true;
    p.window->setCollectionPastePrompt([&](int positions) { return asked << positions, answer; });
    const QString lines
        = QString(kings) + "\n" + QString(rooks) + "\n4k3/8/8/8/8/8/8/R3K3 w Q - id \"third\";\n";
    QGuiApplication::clipboard()->setText(lines);
    child<QAction>(*p.window, "actionPasteFen")->trigger();
    QCOMPARE(asked, QList<int>{3});
    QVERIFY(p.document().hasRecords());
    QCOMPARE(p.list()->model()->rowCount(), 3);
    QVERIFY(p.dock()->isVisible());
    QCOMPARE(p.fen(), QString(kings));

    p.document().closeRecords();
    answer = false;
    child<QAction>(*p.window, "actionPasteFen")->trigger();
    QCOMPARE(asked.size(), 2);
    QVERIFY(!p.document().hasRecords());
    QCOMPARE(p.fen(), QString(kings)); // the first line, pasted alone

    QGuiApplication::clipboard()->setText("look at this: " + QString(rooks) + " nice?");
    child<QAction>(*p.window, "actionPasteFen")->trigger();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(p.fen(), QString(rooks));

    // The question itself: Esc (as the title bar's close) pastes nothing at all; it pasted the
    // first line, as No does.
    p.window->setCollectionPastePrompt({});
    QGuiApplication::clipboard()->setText(lines);
    QString asking;
    QTimer::singleShot(0, p.window.get(), [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asking = box->text();
            QTest::keyClick(box, Qt::Key_Escape);
        }
    });
    child<QAction>(*p.window, "actionPasteFen")->trigger();
    QVERIFY2(
        asking == "The text holds 3 positions, one a line. Open them as a collection?", qPrintable(asking));
    QVERIFY(!p.document().hasRecords());
    QCOMPARE(p.fen(), QString(rooks));
}

// The same lines dropped on the board: the same offer, once the drop has ended (a question
// asked during it would hold the program the text was dragged from).
void TestCollectionPanel::droppedLinesOfferACollection()
{
    Panel p;
    QList<int> asked; // the question's stand-in: each count it was asked with
    bool answer = true;
    p.window->setCollectionPastePrompt([&](int positions) { return asked << positions, answer; });
    QMimeData lines;
    lines.setText(QString(kings) + "\n" + QString(rooks) + "\n4k3/8/8/8/8/8/8/R3K3 w Q - id \"third\";\n");
    QWidget* board = p.window->board();
    QVERIFY(drop(board, lines, QPoint(5, 5), {}, Qt::CopyAction));
    QVERIFY(asked.isEmpty());
    QTRY_COMPARE(asked, QList<int>{3});
    QVERIFY(p.document().hasRecords());
    QCOMPARE(p.list()->model()->rowCount(), 3);
    QCOMPARE(p.fen(), QString(kings));

    // Declined: the first position alone, as a drop of it.
    p.document().closeRecords();
    p.document().setPosition(read(QString(rooks)), "edit");
    answer = false;
    QVERIFY(drop(board, lines, QPoint(5, 5), {}, Qt::CopyAction));
    QTRY_COMPARE(asked.size(), 2);
    QVERIFY(!p.document().hasRecords());
    QCOMPARE(p.fen(), QString(kings));
    QCOMPARE(p.document().undoStack()->undoText(), QString("Drop FEN"));

    // One FEN in chat text: taken at once, nothing asked.
    QMimeData chat;
    chat.setText("look at this: " + QString(rooks) + " nice?");
    QVERIFY(drop(board, chat, QPoint(5, 5), {}, Qt::CopyAction));
    QCOMPARE(p.fen(), QString(rooks));
    QCOMPARE(asked.size(), 2);
}

// Ctrl+V in the FEN field: the same offer (the field took the first line alone).
void TestCollectionPanel::pastedInTheFenFieldToo()
{
    Panel p;
    QList<int> asked;
    p.window->setCollectionPastePrompt([&](int positions) { return asked << positions, true; });
    QGuiApplication::clipboard()->setText(QString(kings) + "\n" + QString(rooks) + "\n");
    QLineEdit* field = p.window->fenField()->lineEdit();
    field->setFocus();
    QTest::keyClick(field, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(asked, QList<int>{2});
    QVERIFY(p.document().hasRecords());
    // One FEN is pasted into the field as before.
    p.document().closeRecords();
    QGuiApplication::clipboard()->setText(QString(rooks));
    field->selectAll();
    QTest::keyClick(field, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(field->text(), QString(rooks));
}

QTEST_MAIN(TestCollectionPanel)
#include "tst_collectionpanel.moc"
