#include "board_accessible.h"

#include "bitboard.h"
#include "board_view.h"
#include "messages.h"

#include <QAccessibleTableInterface>
#include <QCoreApplication>
#include <QWindow>

namespace forsyth {
namespace {

class BoardAccessible;

// One square: a cell of the board's table, at a column and row as shown.
class SquareAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    SquareAccessible(BoardAccessible* table, int cell)
        : table_(table)
        , cell_(cell)
    { }

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override { }
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface*>(this)
                                                       : nullptr;
    }

    // QAccessibleTableCellInterface
    int columnIndex() const override { return cell_ % 8; }
    int rowIndex() const override { return cell_ / 8; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    bool isSelected() const override { return false; }
    QAccessibleInterface* table() const override;

private:
    Square square() const;

    BoardAccessible* table_;
    int cell_; // row * 8 + column, from the top left as shown
};

class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    explicit BoardAccessible(BoardView* board)
        : QAccessibleWidget(board, QAccessible::Table)
    {
        for (int i = 0; i < 64; ++i) {
            // Registered, so events can name a cell; Qt's cache deletes them with the board's
            // interface (which it owns too).
            cells_[static_cast<std::size_t>(i)] = new SquareAccessible(this, i);
            QAccessible::registerAccessibleInterface(cells_[static_cast<std::size_t>(i)]);
        }
    }
    ~BoardAccessible() override
    {
        for (SquareAccessible* cell : cells_)
            QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(cell));
    }

    BoardView* board() const { return static_cast<BoardView*>(widget()); }
    SquareAccessible* cell(int i) const { return cells_[static_cast<std::size_t>(i)]; }

    int childCount() const override { return 64; }
    QAccessibleInterface* child(int index) const override
    {
        return index >= 0 && index < 64 ? cell(index) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (int i = 0; i < 64; ++i) {
            if (cell(i) == child)
                return i;
        }
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const Square s = board()->squareAt(board()->mapFromGlobal(QPoint(x, y)));
        if (s == NoSquare)
            return nullptr;
        const QPoint shown = board()->cellOf(s);
        return cell(shown.y() * 8 + shown.x());
    }
    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleWidget::interface_cast(type);
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override
    {
        return row >= 0 && row < 8 && column >= 0 && column < 8 ? cell(row * 8 + column) : nullptr;
    }
    int columnCount() const override { return 8; }
    int rowCount() const override { return 8; }
    QString columnDescription(int column) const override
    {
        return QString(QChar(u'a' + fileOf(board()->squareShownAt(column, 0))));
    }
    QString rowDescription(int row) const override
    {
        return QString::number(rankOf(board()->squareShownAt(0, row)) + 1);
    }
    int selectedCellCount() const override { return 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<QAccessibleInterface*> selectedCells() const override { return {}; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override { }

private:
    std::array<SquareAccessible*, 64> cells_{};
};

bool SquareAccessible::isValid() const { return table_->isValid(); }
QWindow* SquareAccessible::window() const { return table_->window(); }
QAccessibleInterface* SquareAccessible::parent() const { return table_; }
QAccessibleInterface* SquareAccessible::table() const { return table_; }

Square SquareAccessible::square() const { return table_->board()->squareShownAt(cell_ % 8, cell_ / 8); }

QString SquareAccessible::text(QAccessible::Text t) const
{
    if (t != QAccessible::Name)
        return {};
    const Piece piece = table_->board()->document()->position().pieceAt(square());
    //: A board square for a screen reader: %1 the square, %2 what stands on it
    return QCoreApplication::translate("BoardView", "%1, %2")
        .arg(squareText(square()),
            piece.empty() ? QCoreApplication::translate("BoardView", "empty") : pieceName(piece));
}

QRect SquareAccessible::rect() const
{
    const BoardView* board = table_->board();
    const QRect local = board->squareRect(square());
    return QRect(board->mapToGlobal(local.topLeft()), local.size());
}

QAccessible::State SquareAccessible::state() const
{
    QAccessible::State state;
    state.focusable = true;
    state.selectable = true;
    const BoardView* board = table_->board();
    state.focused = board->hasFocus() && board->cursorSquare() == square();
    state.invisible = !board->isVisible();
    return state;
}

QAccessibleInterface* boardFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("forsyth::BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView*>(object));
    return nullptr;
}

Announcer& announcer()
{
    static Announcer sendTo = &QAccessible::updateAccessibility;
    return sendTo;
}

// Made on first use and kept by Qt's cache for the board's life (64 small cells): asked for
// whether or not a screen reader is running, as Qt's own widgets do, since updateAccessibility
// decides who hears it.
BoardAccessible* accessibleOf(BoardView* board)
{
    return dynamic_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(board));
}

} // namespace

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void announceSquares(BoardView* board, Bitboard squares)
{
    BoardAccessible* table = accessibleOf(board);
    if (!table)
        return;
    while (squares != 0) {
        const QPoint shown = board->cellOf(popLowest(squares));
        QAccessibleEvent event(table->cell(shown.y() * 8 + shown.x()), QAccessible::NameChanged);
        announcer()(&event);
    }
}

void announceCursor(BoardView* board)
{
    BoardAccessible* table = accessibleOf(board);
    if (!table || !board->hasFocus())
        return;
    const QPoint shown = board->cellOf(board->cursorSquare());
    QAccessibleEvent event(table->cell(shown.y() * 8 + shown.x()), QAccessible::Focus);
    announcer()(&event);
}

void setBoardAnnouncer(Announcer sendTo) { announcer() = sendTo; }

} // namespace forsyth
