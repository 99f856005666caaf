// The board and the window for a screen reader: the board a table of 64 named squares in the
// order shown, a change announced on the square's cell, the keyboard cursor's square focused;
// every control of the window named; Tab going through the window as it is laid out.
#include "test_support.h"

#include "board_accessible.h"
#include "board_view.h"
#include "fen_field.h"
#include "piece_palette.h"
#include "position_document.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAccessibleTableInterface>
#include <QRegularExpression>

using namespace forsyth;

namespace {

// What the board told the accessibility layer, as a screen reader would hear it.
struct Heard {
    QAccessible::Event type;
    QString name;
};
QList<Heard>& heard()
{
    static QList<Heard> events;
    return events;
}

void listen(QAccessibleEvent* event)
{
    QAccessibleInterface* iface = event->accessibleInterface();
    heard().append({event->type(), iface ? iface->text(QAccessible::Name) : QString()});
}

bool wasHeard(QAccessible::Event type, const QString& name)
{
    return std::any_of(
        heard().begin(), heard().end(), [&](const Heard& h) { return h.type == type && h.name == name; });
}

} // namespace

class TestBoardAccess : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void boardIsATableOfNamedSquares();
    void changesAreAnnounced();
    void cursorIsTheFocusedSquare();
    void everyControlIsNamed();
    void tabFollowsTheLayout();

private:
    IsolatedSettings settings_;
};

void TestBoardAccess::initTestCase()
{
    QVERIFY(settings_.isolate());
    // What would go to QAccessible::updateAccessibility comes here, built the same way.
    setBoardAnnouncer(listen);
}

void TestBoardAccess::init()
{
    clearSettings();
    heard().clear();
}

void TestBoardAccess::boardIsATableOfNamedSquares()
{
    PositionDocument document;
    document.setPosition(read(StartFen), QString());
    BoardView board(&document);
    board.resize(400, 400);
    board.show();
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Table);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Chess board"));
    QCOMPARE(iface->childCount(), 64);
    QAccessibleTableInterface* table = iface->tableInterface();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 8);
    QCOMPARE(table->columnCount(), 8);
    // Read as shown, White at the bottom: the top left cell is a8.
    QCOMPARE(table->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("a8, black rook"));
    QCOMPARE(table->cellAt(7, 4)->text(QAccessible::Name), QStringLiteral("e1, white king"));
    QCOMPARE(table->cellAt(4, 4)->text(QAccessible::Name), QStringLiteral("e4, empty"));
    QCOMPARE(table->columnDescription(0), QStringLiteral("a"));
    QCOMPARE(table->rowDescription(0), QStringLiteral("8"));
    // Every square named once, each with its place on the screen.
    QSet<QString> squares;
    const QRegularExpression pattern(
        QStringLiteral("^([a-h][1-8]), (empty|(white|black) (pawn|knight|bishop|rook|queen|king))$"));
    for (int i = 0; i < 64; ++i) {
        QAccessibleInterface* cell = iface->child(i);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->parent(), iface);
        QCOMPARE(iface->indexOfChild(cell), i);
        const QRegularExpressionMatch match = pattern.match(cell->text(QAccessible::Name));
        QVERIFY2(match.hasMatch(), qPrintable(cell->text(QAccessible::Name)));
        squares.insert(match.captured(1));
        const QRect rect = cell->rect();
        QCOMPARE(rect.size(), board.squareRect(sq(match.captured(1).toStdString())).size());
        QCOMPARE(iface->childAt(rect.center().x(), rect.center().y()), cell);
    }
    QCOMPARE(squares.size(), 64);
    // Flipped, the table reads from h1.
    board.setFlipped(true);
    QCOMPARE(table->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("h1, white rook"));
    QCOMPARE(table->columnDescription(0), QStringLiteral("h"));
}

void TestBoardAccess::changesAreAnnounced()
{
    PositionDocument document;
    document.setPosition(read(StartFen), QString());
    BoardView board(&document);
    board.show();
    QAccessible::queryAccessibleInterface(&board);
    heard().clear();
    document.movePiece(sq("e2"), sq("e4"));
    QVERIFY(wasHeard(QAccessible::NameChanged, QStringLiteral("e4, white pawn")));
    QVERIFY(wasHeard(QAccessible::NameChanged, QStringLiteral("e2, empty")));
    QCOMPARE(std::count_if(heard().begin(), heard().end(),
                 [](const Heard& h) { return h.type == QAccessible::NameChanged && h.name.contains(", "); }),
        2); // only what changed
    heard().clear();
    document.undoStack()->undo();
    QVERIFY(wasHeard(QAccessible::NameChanged, QStringLiteral("e2, white pawn")));
}

void TestBoardAccess::cursorIsTheFocusedSquare()
{
    const auto window = openWindow();
    BoardView* board = window->board();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
    heard().clear();
    QTest::keyClick(board, Qt::Key_Up); // a1 -> a2
    QVERIFY(wasHeard(QAccessible::Focus, QStringLiteral("a2, white pawn")));
    QAccessibleInterface* a2 = table->tableInterface()->cellAt(6, 0);
    QVERIFY(a2->state().focused);
    QVERIFY(!table->tableInterface()->cellAt(7, 0)->state().focused);
    // Typed on the keyboard, a piece is heard where it lands.
    heard().clear();
    QTest::keyClick(board, Qt::Key_Up); // a3
    QTest::keyClick(board, 'q');
    QVERIFY(wasHeard(QAccessible::NameChanged, QStringLiteral("a3, black queen")));
}

void TestBoardAccess::everyControlIsNamed()
{
    const auto window = openWindow();
    action(*window, "actionTeachingView")->trigger();
    QStringList named;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus) || !w->isEnabled())
            continue;
        // A spin box's line edit stands in for it: the spin box is what is named.
        if (w->focusProxy())
            w = w->focusProxy();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        QVERIFY(iface);
        const QString name = iface->text(QAccessible::Name);
        QVERIFY2(!name.trimmed().isEmpty(),
            qPrintable(QStringLiteral("%1 %2 has no name")
                           .arg(QLatin1String(w->metaObject()->className()), w->objectName())));
        named << w->objectName();
    }
    for (const char* control :
        {"board", "fenEdit", "sideWhite", "sideBlack", "castlingK", "castlingNotation"})
        QVERIFY2(named.contains(QLatin1String(control)), qPrintable(named.join(", ")));
    // The palette's buttons, focusable or not, say which piece they are.
    for (QAbstractButton* button : window->palette()->findChildren<QAbstractButton*>())
        QVERIFY(!QAccessible::queryAccessibleInterface(button)->text(QAccessible::Name).isEmpty());
}

void TestBoardAccess::tabFollowsTheLayout()
{
    const auto window = openWindow();
    // From the board, Tab reaches the FEN field, then the side to move, then on down the
    // controls: each next stop lies below or to the right of the one before, never back up
    // the column it is in.
    QWidget* stop = window->board();
    QStringList path;
    QPoint last = stop->mapTo(window.get(), QPoint(0, 0));
    for (int i = 0; i < 12; ++i) {
        stop = stop->nextInFocusChain();
        while (!(stop->isVisible() && stop->isEnabled() && (stop->focusPolicy() & Qt::TabFocus)))
            stop = stop->nextInFocusChain();
        if (stop == window->board())
            break;
        const QPoint at = stop->mapTo(window.get(), QPoint(0, 0));
        path << QStringLiteral("%1 (%2,%3)").arg(stop->objectName()).arg(at.x()).arg(at.y());
        QVERIFY2(at.x() > last.x() + 20 || at.y() >= last.y() - 4, qPrintable(path.join(" > ")));
        last = at;
    }
    QVERIFY2(path.first().startsWith("fenEdit") || path.first().startsWith("palette"),
        qPrintable(path.join(" > ")));
}

QTEST_MAIN(TestBoardAccess)
#include "tst_boardaccess.moc"
