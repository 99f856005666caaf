// The window's layout as a user sees it: the FEN large and right under the board, the
// findings as tall as what they say, the palette's pieces never larger than the board's, the
// toolbar whole at the default size in every language, and nothing overlapping or cut at the
// window's minimum size, docks shown or not.
#include "test_support.h"

#include "board_view.h"
#include "fen_field.h"
#include "field_controls.h"
#include "findings_panel.h"
#include "piece_palette.h"
#include "position_document.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolBar>
#include <QToolButton>

using namespace forsyth;

namespace {

QRect inWindow(const QWidget* widget, const QWidget* window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void fenRightUnderTheBoard();
    void laidOutBeforeTheFirstPaint();
    void findingsAsTallAsTheirWords();
    void paletteNoLargerThanSquares_data();
    void paletteNoLargerThanSquares();
    void layoutSettlesAtEveryWidth();
    void toolbarWholeInEveryLanguage_data();
    void toolbarWholeInEveryLanguage();
    void defaultSizeFilledInEveryLanguage_data();
    void defaultSizeFilledInEveryLanguage();
    void minimumSizeStillWorks_data();
    void minimumSizeStillWorks();

private:
    IsolatedSettings settings_;
};

void TestWindowLayout::initTestCase() { QVERIFY(settings_.isolate()); }

void TestWindowLayout::init() { clearSettings(); }

void TestWindowLayout::fenRightUnderTheBoard()
{
    const auto window = openWindow();
    QTRY_VERIFY(window->board()->width() > 300);
    const QRect board = inWindow(window->board(), window.get());
    const QRect fen = inWindow(window->fenField()->lineEdit(), window.get());
    QVERIFY2(fen.top() >= board.bottom() && fen.top() - board.bottom() < 16,
        qPrintable(
            QStringLiteral("board ends at %1, the FEN starts at %2").arg(board.bottom()).arg(fen.top())));
    QVERIFY(fen.width() >= board.width());
    QCOMPARE(fen.left(), board.left());
    // Larger than the window's words: it is what users copy and a class reads.
    QVERIFY(window->fenField()->lineEdit()->font().pointSizeF() >= 1.25 * window->font().pointSizeF());
    // The palette stands beside the board, level with its top.
    const QRect palette = inWindow(window->palette(), window.get());
    QVERIFY(palette.left() > board.right());
    QCOMPARE(palette.top(), board.top());
}

void TestWindowLayout::laidOutBeforeTheFirstPaint()
{
    // What the window first paints is where everything stays: the palette's pieces follow the
    // board's squares, and the two are fitted to each other as the window is shown, not in a
    // second layout after its first paint (which was then painted again, the board 22 pixels
    // smaller).
    MainWindow window;
    window.show(); // no event handled yet: the first paint comes from the event loop
    const auto layout = [&] {
        return QList<QRect>{inWindow(window.board(), &window), inWindow(window.palette(), &window),
            inWindow(window.fenField(), &window)};
    };
    const QList<QRect> shown = layout();
    const QSize pieces = window.palette()->findChildren<QAbstractButton*>().first()->iconSize();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(100);
    QCOMPARE(layout(), shown);
    QCOMPARE(window.palette()->findChildren<QAbstractButton*>().first()->iconSize(), pieces);
}

void TestWindowLayout::findingsAsTallAsTheirWords()
{
    const auto window = openWindow();
    auto* list = window->findingsPanel()->findChild<QListWidget*>();
    QVERIFY(list);
    QTRY_VERIFY(list->count() == 1); // "Nothing to report"
    const int lines = list->fontMetrics().lineSpacing();
    QTRY_VERIFY(list->height() <= 2 * lines + 2 * list->frameWidth() + 4);
    // Five findings: the list grows to show them all, without scrolling.
    window->document()->setPosition(read("8/8/8/8/8/8/8/8 w KQkq e3 0 1"), QString());
    QTRY_VERIFY(list->count() >= 3);
    QTRY_VERIFY(list->height() > 2 * lines);
    QCOMPARE(list->verticalScrollBar()->maximum(), 0);
}

void TestWindowLayout::paletteNoLargerThanSquares_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("minimum") << QSize(1, 1);
    QTest::newRow("default") << QSize(1120, 720);
    QTest::newRow("large") << QSize(1800, 1100);
}

void TestWindowLayout::paletteNoLargerThanSquares()
{
    QFETCH(QSize, size);
    const auto window = openWindow(size);
    QTRY_COMPARE(window->size(), size.expandedTo(window->minimumSize()));
    const int square = window->board()->squareRect(sq("a1")).width();
    for (QAbstractButton* button : window->palette()->findChildren<QAbstractButton*>()) {
        QTRY_VERIFY2(button->iconSize().width() <= square,
            qPrintable(QStringLiteral("%1 px pieces beside %2 px squares")
                           .arg(button->iconSize().width())
                           .arg(square)));
    }
}

void TestWindowLayout::layoutSettlesAtEveryWidth()
{
    // The palette's pieces follow the board's squares, and the board takes the room the palette
    // leaves: at some widths a pixel went back and forth between them for ever, the board
    // flickering and the processor busy (an outside check: a collection opened at the first
    // start). At each width the layout settles, and nothing moves after.
    const auto window = openWindow(QSize(900, 700));
    QVERIFY(window->document()->openRecords(
        CollectionFormat::FenList, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\n"));
    QSignalSpy moved(window->board(), &BoardView::squareSideChanged);
    for (int width = 900; width <= 1300; width += 3) {
        window->resize(width, 700);
        QTest::qWait(5);
        moved.clear();
        QTest::qWait(15);
        QVERIFY2(moved.isEmpty(), qPrintable(QStringLiteral("still moving at %1 px").arg(width)));
    }
}

void TestWindowLayout::defaultSizeFilledInEveryLanguage_data() { toolbarWholeInEveryLanguage_data(); }

void TestWindowLayout::defaultSizeFilledInEveryLanguage()
{
    // A first run's window is as wide as lets the board take its whole height: at 1000 x 720 the
    // controls beside it left the board narrower, and a band of 90 empty pixels lay under the FEN.
    QFETCH(QString, language);
    const auto window = openWindow();
    window->setLanguage(language);
    const QWidget* area = window->centralWidget();
    const auto below = [&] {
        return area->height()
            - (window->fenField()->mapTo(area, QPoint(0, 0)).y() + window->fenField()->height());
    };
    QTRY_VERIFY2(below() <= 10, qPrintable(QStringLiteral("%1 px empty under the FEN").arg(below())));
    window->setLanguage("en");
}

void TestWindowLayout::toolbarWholeInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("ko") << "ko";
    QTest::newRow("zh_CN") << "zh_CN";
}

void TestWindowLayout::toolbarWholeInEveryLanguage()
{
    QFETCH(QString, language);
    const auto window = openWindow(); // the default size of a first run
    window->setLanguage(language);
    auto* toolBar = window->findChild<QToolBar*>("mainToolBar");
    QVERIFY(toolBar);
    QTRY_VERIFY2(toolBar->sizeHint().width() <= toolBar->width(),
        qPrintable(QStringLiteral("%1 px of buttons in a %2 px toolbar")
                       .arg(toolBar->sizeHint().width())
                       .arg(toolBar->width())));
    const auto* more = toolBar->findChild<QToolButton*>("qt_toolbar_ext_button");
    QVERIFY(!more || !more->isVisible());
    window->setLanguage("en");
}

void TestWindowLayout::minimumSizeStillWorks_data()
{
    QTest::addColumn<QStringList>("docks");
    QTest::newRow("no dock") << QStringList{};
    QTest::newRow("solver") << QStringList{"actionSolver"};
    QTest::newRow("teaching view") << QStringList{"actionTeachingView"};
}

void TestWindowLayout::minimumSizeStillWorks()
{
    QFETCH(QStringList, docks);
    const auto window = openWindow();
    for (const QString& dock : docks)
        action(*window, dock)->trigger();
    const QSize smallest = window->minimumSizeHint();
    if (docks.isEmpty()) // a small laptop's screen holds it
        QVERIFY2(smallest.width() <= 900 && smallest.height() <= 600,
            qPrintable(QStringLiteral("%1x%2").arg(smallest.width()).arg(smallest.height())));
    window->resize(1, 1); // as small as the window lets itself be made
    QTRY_COMPARE(window->size(), window->minimumSizeHint());
    QWidget* central = window->centralWidget();
    // The board can still be played on, the FEN still read, and the fields and the findings
    // lie beside the board, not over it, and inside the window (scrolling when they are
    // taller than the board).
    QTRY_VERIFY(window->board()->squareRect(sq("a1")).width() >= 20);
    const QRect board = inWindow(window->board(), window.get());
    const QRect fen = inWindow(window->fenField()->lineEdit(), window.get());
    QVERIFY(fen.height() >= window->fenField()->lineEdit()->minimumSizeHint().height());
    const QRect window_ = QRect(QPoint(0, 0), window->size());
    const auto* side = child<QScrollArea>(*window, "sideScroll");
    QVERIFY(side->isAncestorOf(window->fieldControls()) && side->isAncestorOf(window->findingsPanel()));
    QVERIFY(window->fieldControls()->width() >= window->fieldControls()->minimumSizeHint().width());
    for (const QWidget* part :
        {static_cast<const QWidget*>(side), static_cast<const QWidget*>(window->palette())}) {
        const QRect rect = inWindow(part, window.get());
        QVERIFY2(!rect.intersects(board), part->metaObject()->className());
        QVERIFY2(!rect.intersects(fen), part->metaObject()->className());
        QVERIFY2(window_.contains(rect),
            qPrintable(QStringLiteral("%1 cut: %2,%3 %4x%5")
                           .arg(QLatin1String(part->metaObject()->className()))
                           .arg(rect.x())
                           .arg(rect.y())
                           .arg(rect.width())
                           .arg(rect.height())));
    }
    QVERIFY(central->isVisible());
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
