// The teaching view: the FEN part under the mouse or caret lights up the board, the square
// under the mouse lights up its FEN character, the fields wear colours that read on light and
// dark themes, and the toggles (teaching view, letters on pieces) work and are remembered.
#include "as_string_view.h"
#include "board_view.h"
#include "fen_field.h"
#include "fen_legend.h"
#include "field_colours.h"
#include "field_controls.h"
#include "field_marks.h"
#include "main_window.h"
#include "position_document.h"
#include "teaching_panel.h"

#include "test_support.h"

#include <QAction>
#include <QApplication>
#include <QHoverEvent>
#include <QLineEdit>
#include <QtTest>

#include <memory>
#include <set>

using namespace forsyth;

namespace {

// Every field, the ep square (d6, made by the pawn now on d5) and counters that are no
// clock's default.
const QString Fen = QStringLiteral("r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");

Bitboard squares(const QStringList& names)
{
    Bitboard b = 0;
    for (const QString& name : names)
        b |= bit(sq(name.toStdString()));
    return b;
}

std::unique_ptr<MainWindow> openTeachingWindow() { return openWindow(QSize(1100, 760)); }

// Where the mouse stands over character `index` of the line edit: the line edit turns a
// point into the nearest gap between characters, so the middle of a character is where the
// gap after it becomes the nearer.
QPoint characterPoint(QLineEdit* edit, int index)
{
    const int y = edit->height() / 2;
    for (int x = 0; x < edit->width(); ++x) {
        if (edit->cursorPositionAt(QPoint(x, y)) == index + 1)
            return {x, y};
    }
    qFatal("character %d is not visible", index);
    return {};
}

void hoverBoard(BoardView* board, const QPoint& point, QEvent::Type type = QEvent::HoverMove)
{
    QHoverEvent event(type, point, board->mapToGlobal(point), QPointF(-1, -1));
    QCoreApplication::sendEvent(board, &event);
}

// The position of the n-th (0-based) occurrence of the text `what` in the FEN after `from`.
int indexIn(const QString& what, int from = 0) { return static_cast<int>(Fen.indexOf(what, from)); }

} // namespace

class TestTeachingView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void fenToBoard_data();
    void fenToBoard();
    void hoverWinsOverCaretAndLeavingFallsBack();
    void partFocusedReachesPanelWithBytes();
    void boardToFen_data();
    void boardToFen();
    void boardHoverLeaveUnlights();
    void boardSquaresAreExplained();
    void fieldColoursDifferAndRead_data();
    void fieldColoursDifferAndRead();
    void fieldColoursFollowTheme();
    void fieldColoursReachTheLineEdit();
    void errorWinsOverFieldColours();
    void legendHasSixEntries();
    void lettersToggleAndRemembered();
    void teachingToggleShowsAndHides();
    void fieldMarksLieUnderTheirFields();

private:
    IsolatedSettings settings_;
    std::unique_ptr<MainWindow> window_;
    QLineEdit* edit_ = nullptr;
};

void TestTeachingView::initTestCase() { QVERIFY(settings_.isolate()); }

void TestTeachingView::init()
{
    clearSettings();
    window_ = openTeachingWindow();
    window_->document()->setPosition(read(Fen), QStringLiteral("test"));
    edit_ = window_->fenField()->lineEdit();
    QCOMPARE(edit_->text(), Fen);
    edit_->setCursorPosition(0);
}

void TestTeachingView::cleanup()
{
    window_.reset();
    clearSettings();
}

void TestTeachingView::fenToBoard_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QStringList>("lit");
    const QStringList none;
    QTest::newRow("piece letter b: c8") << 2 << QStringList{"c8"};
    QTest::newRow("digit 2: its empty squares") << 5 << QStringList{"f8", "g8"};
    QTest::newRow("digit 8: the whole empty rank")
        << indexIn("/8/") + 1 << QStringList{"a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6"};
    QTest::newRow("'/' ends rank 8") << 7 << QStringList{"a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"};
    QTest::newRow("side w: White's pieces")
        << indexIn(" w ") + 1 << QStringList{"a1", "e1", "h1", "a2", "b2", "c2", "f2", "g2", "h2", "e5"};
    QTest::newRow("castling K: king e1, rook h1") << indexIn(" KQkq") + 1 << QStringList{"e1", "h1"};
    QTest::newRow("castling q: king e8, rook a8") << indexIn(" KQkq") + 4 << QStringList{"e8", "a8"};
    QTest::newRow("ep d of d6: d6, the pawn on d5, the pawn beside it on e5")
        << indexIn(" d6 ") + 1 << QStringList{"d6", "d5", "e5"};
    QTest::newRow("ep 6 of d6: the same") << indexIn(" d6 ") + 2 << QStringList{"d6", "d5", "e5"};
    QTest::newRow("halfmove 0: nothing") << indexIn(" 0 ") + 1 << none;
    QTest::newRow("fullmove 12: nothing") << indexIn(" 12") + 2 << none;
}

void TestTeachingView::fenToBoard()
{
    QFETCH(int, index);
    QFETCH(QStringList, lit);
    BoardView* board = window_->board();
    const Bitboard expected = squares(lit);

    // The mouse over the character.
    board->setFocus();
    QTest::mouseMove(edit_, characterPoint(edit_, index));
    QCOMPARE(window_->fenField()->focusedByte(), index); // ASCII: bytes are characters
    QCOMPARE(squareNames(board->taughtSquares()), squareNames(expected));

    // The mouse gone (to the board's edge, off its squares: over a square it would explain
    // that square's character), the caret in the character.
    QTest::mouseMove(board, QPoint(1, 1));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(edit_, &leave);
    QCOMPARE(window_->fenField()->focusedByte(), -1);
    QCOMPARE(board->taughtSquares(), Bitboard(0));
    QVERIFY(giveFocus(edit_));
    edit_->setCursorPosition(index);
    QCOMPARE(window_->fenField()->focusedByte(), index);
    QCOMPARE(squareNames(board->taughtSquares()), squareNames(expected));
    // The caret just after the last character of a field still points into it.
    if (index + 1 == Fen.size() || Fen.at(index + 1) == QLatin1Char(' ')) {
        edit_->setCursorPosition(index + 1);
        QCOMPARE(squareNames(board->taughtSquares()), squareNames(expected));
    }
}

void TestTeachingView::hoverWinsOverCaretAndLeavingFallsBack()
{
    BoardView* board = window_->board();
    QVERIFY(giveFocus(edit_));
    edit_->setCursorPosition(indexIn(" KQkq") + 1); // K: e1 and h1
    QCOMPARE(board->taughtSquares(), squares({"e1", "h1"}));
    QTest::mouseMove(edit_, characterPoint(edit_, 2)); // b: c8
    QCOMPARE(board->taughtSquares(), squares({"c8"}));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(edit_, &leave);
    QCOMPARE(board->taughtSquares(), squares({"e1", "h1"})); // back to the caret
    board->setFocus();
    QTRY_VERIFY(!edit_->hasFocus());
    QCOMPARE(board->taughtSquares(), Bitboard(0)); // nothing when the field has no focus
    QCOMPARE(window_->fenField()->focusedByte(), -1);
}

void TestTeachingView::partFocusedReachesPanelWithBytes()
{
    // A non-ASCII space between fields (the lenient reader takes it): UTF-8 bytes, not
    // characters, go out with partFocused.
    FenField* field = window_->fenField();
    QSignalSpy spy(field, &FenField::partFocused);
    QVERIFY(giveFocus(edit_));
    const QString text = QStringLiteral("8/8/8/8/8/8/8/K6k\u3000w - - 0 1");
    edit_->setText(text);
    edit_->setCursorPosition(static_cast<int>(text.indexOf(QLatin1Char('w'))));
    QVERIFY(!spy.isEmpty());
    const QList<QVariant> last = spy.last();
    QCOMPARE(last.at(0).toString(), text);
    QCOMPARE(last.at(1).toInt(), static_cast<int>(QStringView(text).left(text.indexOf('w')).toUtf8().size()));
    QCOMPARE(last.at(2).value<Bitboard>(), squares({"a1"}));
}

void TestTeachingView::boardToFen_data()
{
    QTest::addColumn<QString>("square");
    QTest::addColumn<QString>("lit");
    QTest::addColumn<int>("start");
    QTest::newRow("e1: the white king") << "e1"
                                        << "K" << indexIn("R3K2R") + 2;
    QTest::newRow("c8: the black bishop") << "c8"
                                          << "b" << 2;
    QTest::newRow("g8: empty, the 2 covering f8 and g8") << "g8"
                                                         << "2" << 5;
    QTest::newRow("b1: empty, the 3 of R3K2R") << "b1"
                                               << "3" << indexIn("R3K2R") + 1;
    QTest::newRow("e4: empty rank, its 8") << "e4"
                                           << "8" << indexIn("/8/8/P") + 1;
}

void TestTeachingView::boardToFen()
{
    QFETCH(QString, square);
    QFETCH(QString, lit);
    QFETCH(int, start);
    BoardView* board = window_->board();
    hoverBoard(board, centre(*board, square.toStdString()));
    const auto range = window_->fenField()->litRange();
    QCOMPARE(range, std::make_pair(start, start + 1));
    QCOMPARE(edit_->text().mid(range.first, range.second - range.first), lit);
}

void TestTeachingView::boardHoverLeaveUnlights()
{
    BoardView* board = window_->board();
    hoverBoard(board, centre(*board, "e1"), QEvent::HoverEnter);
    QVERIFY(window_->fenField()->litRange().first >= 0);
    // Off the board (the coordinate band) and leaving the widget both put the light out.
    hoverBoard(board, QPoint(1, 1));
    QCOMPARE(window_->fenField()->litRange(), std::make_pair(-1, -1));
    hoverBoard(board, centre(*board, "a8"));
    QCOMPARE(window_->fenField()->litRange(), std::make_pair(0, 1));
    hoverBoard(board, QPoint(-1, -1), QEvent::HoverLeave);
    QCOMPARE(window_->fenField()->litRange(), std::make_pair(-1, -1));
}

// The square under the mouse or the keyboard cursor: its FEN character lit and explained in
// the panel, as pointing at the character in the field does.
void TestTeachingView::boardSquaresAreExplained()
{
    BoardView* board = window_->board();
    auto* panel = window_->teachingPanel();
    QVERIFY(giveFocus(board));
    board->setCursorSquare(sq("a1"));
    QTest::keyClick(board, Qt::Key_Up); // a2: the white pawn
    QCOMPARE(board->cursorSquare(), sq("a2"));
    const auto pawn = window_->fenField()->litRange();
    QCOMPARE(edit_->text().mid(pawn.first, pawn.second - pawn.first), QString("P"));
    QVERIFY2(panel->text().contains("white pawn"), qPrintable(panel->text()));
    QVERIFY2(panel->text().contains("a2"), qPrintable(panel->text()));
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClick(board, Qt::Key_Up); // b4: on an empty rank
    QCOMPARE(board->cursorSquare(), sq("b4"));
    QVERIFY2(panel->text().contains("empty squares"), qPrintable(panel->text()));
    // The mouse does the same.
    hoverBoard(board, centre(*board, "e8"));
    QVERIFY2(panel->text().contains("black king"), qPrintable(panel->text()));
}

void TestTeachingView::fieldColoursDifferAndRead_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

namespace {

QPalette themePalette(bool dark)
{
    QPalette p;
    const QColor window = dark ? QColor(0x35, 0x35, 0x35) : QColor(0xef, 0xef, 0xef);
    const QColor base = dark ? QColor(0x2a, 0x2a, 0x2a) : Qt::white;
    const QColor text = dark ? QColor(0xee, 0xee, 0xee) : Qt::black;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::WindowText, text);
    return p;
}

double hueDistance(const QColor& a, const QColor& b)
{
    const int d = std::abs(a.hslHue() - b.hslHue()) % 360;
    return std::min(d, 360 - d);
}

} // namespace

void TestTeachingView::fieldColoursDifferAndRead()
{
    QFETCH(bool, dark);
    const QPalette palette = themePalette(dark);
    const QColor base = palette.color(QPalette::Base);
    std::set<QRgb> inks;
    std::set<int> styles;
    for (int field = 1; field <= FenFieldCount; ++field) {
        const QColor ink = fieldColour(field, palette);
        const QColor tint = fieldTint(field, palette);
        QVERIFY(ink.isValid() && tint.isValid());
        inks.insert(ink.rgb());
        styles.insert(fieldUnderline(field));
        QVERIFY(fieldUnderline(field) != QTextCharFormat::NoUnderline);
        // The underline and badge stand out from the base (WCAG's 3:1 for graphics); the text
        // over the tint keeps the 4.5:1 of body text.
        QVERIFY2(contrastRatio(ink, base) >= 3.0, qPrintable(QString::number(field)));
        QVERIFY2(contrastRatio(palette.color(QPalette::Text), over(tint, base)) >= 4.5,
            qPrintable(QString::number(field)));
        // The tint shows at all.
        QVERIFY(contrastRatio(over(tint, base), base) > 1.1);
        // Neighbouring fields are far apart in hue, so they are told apart at their border.
        if (field > 1)
            QVERIFY2(
                hueDistance(ink, fieldColour(field - 1, palette)) >= 40, qPrintable(QString::number(field)));
    }
    QCOMPARE(inks.size(), std::size_t(FenFieldCount));
    QCOMPARE(styles.size(), std::size_t(FenFieldCount)); // the second cue: six line styles
    QVERIFY(!fieldColour(0, palette).isValid());
    QVERIFY(!fieldColour(7, palette).isValid());
}

void TestTeachingView::fieldColoursFollowTheme()
{
    const QPalette light = themePalette(false);
    const QPalette dark = themePalette(true);
    QVERIFY(!isDarkPalette(light));
    QVERIFY(isDarkPalette(dark));
    int adjusted = 0;
    for (int field = 1; field <= FenFieldCount; ++field) {
        // Never darker inks on dark (lighter where the hue alone would not stand out), stronger
        // tints on dark: the same hue family either way.
        QVERIFY(fieldColour(field, dark).lightness() >= fieldColour(field, light).lightness());
        QVERIFY(fieldTint(field, dark).alpha() > fieldTint(field, light).alpha());
        QCOMPARE(fieldTint(field, dark).rgb(), fieldTint(field, light).rgb());
        QVERIFY(hueDistance(fieldColour(field, dark), fieldColour(field, light)) <= 10);
        if (fieldColour(field, dark) != fieldColour(field, light))
            ++adjusted;
    }
    QVERIFY(adjusted >= 2); // the blue and the orange at least are not the same ink on both
}

void TestTeachingView::fieldColoursReachTheLineEdit()
{
    // Blue-ish pixels (the placement's tint and underline) only with the teaching view.
    const auto bluePixels = [this] {
        return countPixels(edit_, [](const QColor& c) { return c.blue() - c.red() > 25 && c.blue() > 150; });
    };
    QVERIFY(!window_->fenField()->fieldColoursShown());
    const int plain = bluePixels();
    action(*window_, "actionTeachingView")->setChecked(true);
    QVERIFY(window_->fenField()->fieldColoursShown());
    QVERIFY2(bluePixels() > plain + 100, qPrintable(QStringLiteral("%1 vs %2").arg(bluePixels()).arg(plain)));
}

void TestTeachingView::errorWinsOverFieldColours()
{
    action(*window_, "actionTeachingView")->setChecked(true);
    FenField* field = window_->fenField();
    QVERIFY(giveFocus(edit_));
    edit_->selectAll();
    const QString broken = QStringLiteral("r1b1k2r/pp3ppp/8/3pX3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12");
    QTest::keyClicks(edit_, broken);
    QVERIFY(field->showsError());
    const int x = static_cast<int>(broken.indexOf(QLatin1Char('X')));
    QCOMPARE(field->underlinedRange(), std::make_pair(x, x + 1));
    // The board stays where it was; a hover on it still finds the FEN's e5 as read then.
    QVERIFY(!window_->document()->position().pieceAt(sq("e5")).empty());
}

void TestTeachingView::legendHasSixEntries()
{
    auto* legend = window_->findChild<FenLegend*>(QStringLiteral("fenLegend"));
    QVERIFY(legend);
    QCOMPARE(legend->entries(),
        QStringList({"1 Placement", "2 Side to move", "3 Castling", "4 En passant", "5 Halfmove clock",
            "6 Fullmove number"}));
    // Each control wears its field's number: side, castling, ep, halfmove, fullmove.
    action(*window_, "actionTeachingView")->setChecked(true);
    for (int f = 2; f <= FenFieldCount; ++f) {
        auto* badge = window_->fieldControls()->findChild<FieldBadge*>(QStringLiteral("fieldBadge%1").arg(f));
        QVERIFY(badge);
        QCOMPARE(badge->field(), f);
        QVERIFY(badge->isVisible());
    }
    action(*window_, "actionTeachingView")->setChecked(false);
    QVERIFY(!window_->fieldControls()->findChild<FieldBadge*>(QStringLiteral("fieldBadge2"))->isVisible());
}

void TestTeachingView::lettersToggleAndRemembered()
{
    QAction* letters = action(*window_, "actionShowLetters");
    QVERIFY(letters->isCheckable());
    QVERIFY(!window_->board()->showsLetters());
    const QImage before = window_->board()->grab().toImage();
    letters->trigger();
    QVERIFY(window_->board()->showsLetters());
    QVERIFY(window_->board()->grab().toImage() != before); // really painted
    window_->close();
    window_ = openTeachingWindow();
    QVERIFY(action(*window_, "actionShowLetters")->isChecked());
    QVERIFY(window_->board()->showsLetters());
    action(*window_, "actionShowLetters")->trigger();
    QVERIFY(!window_->board()->showsLetters());
}

void TestTeachingView::teachingToggleShowsAndHides()
{
    QAction* teaching = action(*window_, "actionTeachingView");
    QVERIFY(teaching->isCheckable());
    auto* legend = window_->findChild<QWidget*>(QStringLiteral("fenLegend"));
    auto* panel = window_->findChild<QWidget*>(QStringLiteral("teachingPanel"));
    QVERIFY(legend && panel);
    // Off for a first run: those who only edit see the editor as it was.
    QVERIFY(!teaching->isChecked());
    QVERIFY(!legend->isVisible() && !panel->isVisible());
    teaching->trigger();
    QVERIFY(legend->isVisible() && panel->isVisible());
    QVERIFY(window_->fenField()->fieldColoursShown());
    window_->close();
    window_ = openTeachingWindow();
    teaching = action(*window_, "actionTeachingView");
    QVERIFY(teaching->isChecked());
    QVERIFY(window_->findChild<QWidget*>(QStringLiteral("fenLegend"))->isVisible());
    QVERIFY(window_->findChild<QWidget*>(QStringLiteral("teachingPanel"))->isVisible());
    teaching->trigger();
    QVERIFY(!window_->findChild<QWidget*>(QStringLiteral("fenLegend"))->isVisible());
    QVERIFY(!window_->findChild<QWidget*>(QStringLiteral("teachingPanel"))->isVisible());
    QVERIFY(!window_->fenField()->fieldColoursShown());
}

void TestTeachingView::fieldMarksLieUnderTheirFields()
{
    const FieldMarks* marks = window_->fenField()->fieldMarks();
    QVERIFY(!marks->isVisible()); // outside the teaching view the field is plain
    action(*window_, "actionTeachingView")->trigger();
    QVERIFY(marks->isVisible());
    QVERIFY(marks->height() >= 4);
    // One mark a field, in order, each under its own characters: the first and the last
    // character of the field stand over it, the separators' gaps between marks.
    std::vector<int> fields;
    for (const FieldMarks::Mark& m : marks->marks())
        fields.push_back(m.field);
    QCOMPARE(fields, (std::vector<int>{1, 2, 3, 4, 5, 6}));
    const QStringList parts = Fen.split(QLatin1Char(' '));
    int start = 0;
    for (int field = 1; field <= 6; ++field) {
        const FieldMarks::Mark& m = marks->marks()[static_cast<std::size_t>(field - 1)];
        const int end = start + static_cast<int>(parts[field - 1].size()) - 1;
        const int first = edit_->mapTo(marks->parentWidget(), characterPoint(edit_, start)).x() - marks->x();
        const int last = edit_->mapTo(marks->parentWidget(), characterPoint(edit_, end)).x() - marks->x();
        QVERIFY2(m.left <= first && last <= m.right,
            qPrintable(QStringLiteral("field %1: mark %2-%3, characters at %4-%5")
                           .arg(field)
                           .arg(m.left)
                           .arg(m.right)
                           .arg(first)
                           .arg(last)));
        start = end + 2;
    }
    // A new text lays them out again: with fewer fields, fewer marks.
    window_->fenField()->showText(QStringLiteral("8/8/8/8/8/8/8/K6k w"));
    QCOMPARE(marks->marks().size(), std::size_t(2));
}

QTEST_MAIN(TestTeachingView)
#include "tst_teachingview.moc"
