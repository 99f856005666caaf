#include "board_view.h"

#include "board_painter.h"
#include "messages.h"

#include <QEvent>
#include <QHoverEvent>
#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

// Reports the square under the mouse (squareHovered) from hover events: a filter, so the
// gestures' own event handling (board_gestures.cpp) stays as it is.
class HoverReporter : public QObject {
public:
    explicit HoverReporter(BoardView* board)
        : QObject(board)
        , board_(board)
    {
        board->setAttribute(Qt::WA_Hover);
        board->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::HoverMove || event->type() == QEvent::HoverEnter)
            report(board_->squareAt(static_cast<QHoverEvent*>(event)->position().toPoint()));
        else if (event->type() == QEvent::HoverLeave)
            report(NoSquare);
        return false;
    }

private:
    void report(Square square)
    {
        if (square == last_)
            return;
        last_ = square;
        emit board_->squareHovered(square);
    }

    BoardView* board_;
    Square last_ = NoSquare;
};

} // namespace

BoardView::BoardView(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , picker_(*this, *document)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setAccessibleName(tr("Chess board"));
    connect(document_, &PositionDocument::changed, this, &BoardView::documentChanged);
    new HoverReporter(this);
    updateAccessibleText();
}

QSize BoardView::sizeHint() const { return {560, 560}; }
QSize BoardView::minimumSizeHint() const { return {160, 160}; }

void BoardView::setFlipped(bool flipped)
{
    if (geometry_.isFlipped() == flipped)
        return;
    geometry_.setFlipped(flipped);
    update();
    emit flippedChanged(flipped);
}

void BoardView::setBrush(std::optional<Piece> brush)
{
    brush_ = brush;
    setCursor(brush_ ? Qt::CrossCursor : Qt::ArrowCursor);
}

void BoardView::setHighlightedSquares(Bitboard squares)
{
    if (highlighted_ == squares)
        return;
    highlighted_ = squares;
    update();
}

void BoardView::setTaughtSquares(Bitboard squares)
{
    if (taught_ == squares)
        return;
    taught_ = squares;
    update();
}

void BoardView::setShowsLetters(bool shows)
{
    if (showsLetters_ == shows)
        return;
    showsLetters_ = shows;
    update();
}

void BoardView::setMoveMode(bool on)
{
    if (moveMode_ == on)
        return;
    endStroke();
    pressSquare_ = NoSquare;
    dragSource_ = NoSquare;
    picker_.reset();
    moveMode_ = on;
    // The brush does nothing in move mode, so neither does its cursor.
    setCursor(brush_ && !moveMode_ ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
    emit moveModeChanged(moveMode_);
}

Bitboard BoardView::legalTargets() const { return moveMode_ ? picker_.legalTargets() : 0; }

void BoardView::documentChanged(PositionDocument::Changes changes)
{
    if (changes == PositionDocument::Notation)
        return; // how the FEN is written shows nowhere on the board
    if (moveMode_)
        picker_.positionChanged();
    update();
    updateAccessibleText();
}

// ---- geometry ---------------------------------------------------------------------------

const BoardGeometry& BoardView::geometry() const
{
    geometry_.fit(size());
    return geometry_;
}

QRect BoardView::squareRect(Square square) const { return geometry().squareRect(square); }

Square BoardView::squareAt(const QPoint& point) const { return geometry().squareAt(point); }

// ---- painting ---------------------------------------------------------------------------

const QPixmap& BoardView::piecePixmap(Piece piece)
{
    return pieces_.of(piece, geometry().squareSide(), devicePixelRatioF());
}

void BoardView::paintEvent(QPaintEvent*)
{
    BoardPaintState state;
    for (const Finding& f : document_->findings()) {
        if (f.severity == Severity::Error)
            state.errors |= f.squares;
        else if (f.severity == Severity::Warning)
            state.warnings |= f.squares;
    }
    state.highlighted = highlighted_;
    state.taught = taught_;
    state.showsLetters = showsLetters_;
    state.cursor = hasFocus() ? cursor_ : NoSquare;
    state.dropTarget = dropTarget_;
    state.hidden = dragSource_;
    if (moveMode_) {
        state.hidden = picker_.dragSource();
        state.picked = picker_.picked();
        state.targets = picker_.legalTargets();
        state.pickedPieceAt = picker_.draggedPieceAt();
    }
    state.font = font();
    state.coordinateColour = palette().color(QPalette::WindowText);
    QPainter painter(this);
    BoardPainter(painter, geometry(), pieces_, devicePixelRatioF()).paint(document_->position(), state);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    update(squareRect(cursor_));
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    endStroke(); // a popup took the mouse: the stroke's undo step must not stay open
    update(squareRect(cursor_));
    QWidget::focusOutEvent(event);
}

void BoardView::setCursorSquare(Square square)
{
    if (square == cursor_)
        return;
    update(squareRect(cursor_));
    cursor_ = square;
    update(squareRect(cursor_));
    updateAccessibleText();
}

void BoardView::updateAccessibleText()
{
    setAccessibleDescription(
        tr("Cursor on %1: %2").arg(squareText(cursor_), pieceName(document_->position().pieceAt(cursor_))));
}

} // namespace forsyth
