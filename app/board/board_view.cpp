#include "board_view.h"

#include "field_colours.h"
#include "messages.h"
#include "piece_painter.h"

#include <QEvent>
#include <QHoverEvent>
#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

constexpr qreal BandRatio = 0.4; // the coordinate band, in squares

const QColor LightSquare(238, 216, 182);
const QColor DarkSquare(176, 134, 99);
const QColor ErrorFrame(211, 47, 47);
const QColor WarningFrame(245, 124, 0);
const QColor Highlight(255, 235, 59, 150);
const QColor DropTarget(30, 136, 229, 110);
const QColor CursorFrame(25, 118, 210);

std::size_t cacheIndex(Piece piece)
{
    return static_cast<std::size_t>(index(piece.color) * 6 + static_cast<int>(piece.type) - 1);
}

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

// The teaching view's marks, in the colour the FEN field lights a character with.
QColor taughtTint()
{
    QColor tint = taughtColour();
    tint.setAlpha(70);
    return tint;
}

} // namespace

BoardView::BoardView(PositionDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    connect(document_, &PositionDocument::changed, this, &BoardView::documentChanged);
    new HoverReporter(this);
    layoutBoard();
    retranslate();
}

QSize BoardView::sizeHint() const { return {560, 560}; }
QSize BoardView::minimumSizeHint() const { return {160, 160}; }

void BoardView::setFlipped(bool flipped)
{
    if (flipped_ == flipped)
        return;
    flipped_ = flipped;
    update();
    emit flippedChanged(flipped_);
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
    picked_ = NoSquare;
    moveDragging_ = false;
    dragSource_ = NoSquare;
    moveMode_ = on;
    // The brush does nothing in move mode, so neither does its cursor.
    setCursor(brush_ && !moveMode_ ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
    emit moveModeChanged(moveMode_);
}

void BoardView::documentChanged(PositionDocument::Changes changes)
{
    if (changes == PositionDocument::Notation)
        return; // how the FEN is written shows nowhere on the board
    // A pick belongs to the position it was made in (a move, an undo: start again).
    if (moveMode_) {
        picked_ = NoSquare;
        moveDragging_ = false;
        dragSource_ = NoSquare;
    }
    update();
    updateAccessibleText();
}

// ---- geometry ---------------------------------------------------------------------------

void BoardView::layoutBoard() const
{
    if (layoutSize_ == size())
        return;
    layoutSize_ = size();
    const qreal side = std::min(width(), height());
    const qreal square = side / (8 + BandRatio);
    const qreal band = square * BandRatio;
    // The board and its coordinate band (left and below), centred in the widget.
    const qreal left = (width() - side) / 2 + band;
    const qreal top = (height() - side) / 2;
    for (int i = 0; i <= 8; ++i) {
        columnEdges_[static_cast<std::size_t>(i)] = qRound(left + i * square);
        rowEdges_[static_cast<std::size_t>(i)] = qRound(top + i * square);
    }
    band_ = qRound(band);
}

QPoint BoardView::squareCell(Square square) const
{
    return flipped_ ? QPoint(7 - fileOf(square), rankOf(square)) : QPoint(fileOf(square), 7 - rankOf(square));
}

Square BoardView::squareOfCell(int column, int row) const
{
    return flipped_ ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

QRect BoardView::squareRect(Square square) const
{
    if (square < 0 || square > 63)
        return {};
    layoutBoard();
    const QPoint cell = squareCell(square);
    const auto c = static_cast<std::size_t>(cell.x());
    const auto r = static_cast<std::size_t>(cell.y());
    return QRect(
        QPoint(columnEdges_[c], rowEdges_[r]), QPoint(columnEdges_[c + 1] - 1, rowEdges_[r + 1] - 1));
}

Square BoardView::squareAt(const QPoint& point) const
{
    layoutBoard();
    const auto column
        = std::upper_bound(columnEdges_.begin(), columnEdges_.end(), point.x()) - columnEdges_.begin() - 1;
    const auto row = std::upper_bound(rowEdges_.begin(), rowEdges_.end(), point.y()) - rowEdges_.begin() - 1;
    if (column < 0 || column > 7 || row < 0 || row > 7)
        return NoSquare;
    return squareOfCell(static_cast<int>(column), static_cast<int>(row));
}

// ---- painting ---------------------------------------------------------------------------

const QPixmap& BoardView::cachedPiece(Piece piece)
{
    layoutBoard();
    // Rendered from the paths at the exact device size, so crisp, and drawn as a blit: a
    // full board then costs 32 copies instead of 64 path fills.
    const int side = columnEdges_[1] - columnEdges_[0];
    const qreal ratio = devicePixelRatioF();
    if (side != pieceCacheSide_ || ratio != pieceCacheRatio_) {
        pieceCache_.fill(QPixmap());
        pieceCacheSide_ = side;
        pieceCacheRatio_ = ratio;
    }
    QPixmap& pixmap = pieceCache_[cacheIndex(piece)];
    if (pixmap.isNull())
        pixmap = piecePixmap(piece, side, ratio);
    return pixmap;
}

void BoardView::paintEvent(QPaintEvent*)
{
    layoutBoard();
    QPainter painter(this);
    const Position& position = document_->position();

    Bitboard errors = 0;
    Bitboard warnings = 0;
    for (const Finding& f : document_->findings()) {
        if (f.severity == Severity::Error)
            errors |= f.squares;
        else if (f.severity == Severity::Warning)
            warnings |= f.squares;
    }
    const int side = columnEdges_[1] - columnEdges_[0];
    const qreal frame = std::max(2.0, side * 0.07);

    for (Square s = 0; s < 64; ++s) {
        const QRect rect = squareRect(s);
        painter.fillRect(rect, isLightSquare(s) ? LightSquare : DarkSquare);
        if (highlighted_ & bit(s))
            painter.fillRect(rect, Highlight);
        if (taught_ & bit(s))
            painter.fillRect(rect, taughtTint());
        if (s == dropTarget_)
            painter.fillRect(rect, DropTarget);
        const Piece piece = position.pieceAt(s);
        if (!piece.empty() && s != dragSource_) {
            const QPixmap& pixmap = cachedPiece(piece);
            // Whole pixels: a blit, never a resampling that would blur the piece.
            const QSize size = pixmap.deviceIndependentSize().toSize();
            painter.drawPixmap(rect.x() + (rect.width() - size.width()) / 2,
                rect.y() + (rect.height() - size.height()) / 2, pixmap);
        }
    }

    // Frames go over the pieces so a piece never hides what is said about its square.
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const auto drawFrame = [&](Square s, const QColor& color, qreal width, Qt::PenStyle style) {
        QPen pen(color, width, style);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        // Inside the square, so repainting the square alone wipes it.
        painter.drawRect(QRectF(squareRect(s)).adjusted(width / 2, width / 2, -width / 2, -width / 2));
    };
    for (Bitboard b = errors | warnings; b != 0;) {
        const Square s = popLowest(b);
        drawFrame(s, (errors & bit(s)) ? ErrorFrame : WarningFrame, frame, Qt::SolidLine);
    }
    for (Bitboard b = highlighted_; b != 0;)
        drawFrame(popLowest(b), Qt::black, frame / 2, Qt::SolidLine);
    // Inside the error and warning frames, so a taught square still shows what is wrong.
    for (Bitboard b = taught_; b != 0;) {
        const qreal width = frame * 0.9;
        QPen pen(taughtColour(), width);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        const qreal inset = frame + width / 2;
        painter.drawRect(QRectF(squareRect(popLowest(b))).adjusted(inset, inset, -inset, -inset));
    }
    if (hasFocus())
        drawFrame(cursor_, CursorFrame, frame, Qt::DashLine);

    // Over the frames: a plate hides only a frame's corner, a frame over a plate would hide
    // the letter.
    if (showsLetters_)
        paintLetters(painter);
    paintCoordinates(painter);

    // Move mode (H3): the picked piece's legal targets, and the piece under the mouse.
    if (moveMode_)
        paintMoveMarks(painter);
}

void BoardView::paintLetters(QPainter& painter) const
{
    const Position& position = document_->position();
    const int side = columnEdges_[1] - columnEdges_[0];
    QFont letters = font();
    letters.setBold(true);
    // Readable on a small board too: never under 9 pixels.
    letters.setPixelSize(std::max(9, side / 4));
    painter.setFont(letters);
    const QFontMetrics metrics(letters);
    const int plateHeight = metrics.height();
    const int plateWidth = std::max(plateHeight, metrics.horizontalAdvance(QLatin1Char('W')) + 4);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(s);
        if (piece.empty() || s == dragSource_)
            continue;
        // The top left corner, where a piece's outline leaves the most room; a dark plate
        // under white text reads on both square colours and over both piece colours.
        const QRect rect = squareRect(s);
        const QRectF plate(rect.left() + 2, rect.top() + 2, plateWidth, plateHeight);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 190));
        painter.drawRoundedRect(plate, 3, 3);
        painter.setPen(Qt::white);
        painter.drawText(plate, Qt::AlignCenter, QString(QLatin1Char(pieceLetter(piece))));
    }
    painter.restore();
}

void BoardView::paintCoordinates(QPainter& painter) const
{
    const QRect board(QPoint(columnEdges_[0], rowEdges_[0]), QPoint(columnEdges_[8] - 1, rowEdges_[8] - 1));
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawRect(board.adjusted(-1, -1, 0, 0));

    QFont coordinates = font();
    coordinates.setPixelSize(std::max(7, static_cast<int>(band_ * 0.7)));
    painter.setFont(coordinates);
    for (int i = 0; i < 8; ++i) {
        const auto c = static_cast<std::size_t>(i);
        const int file = flipped_ ? 7 - i : i; // the file shown in column i
        const int rank = flipped_ ? i : 7 - i; // the rank shown in row i
        const QRect fileLabel(QPoint(columnEdges_[c], board.bottom() + 1),
            QPoint(columnEdges_[c + 1] - 1, board.bottom() + band_));
        const QRect rankLabel(
            QPoint(board.left() - band_, rowEdges_[c]), QPoint(board.left() - 1, rowEdges_[c + 1] - 1));
        painter.drawText(fileLabel, Qt::AlignCenter, QString(QChar(u'a' + file)));
        painter.drawText(rankLabel, Qt::AlignCenter, QString::number(rank + 1));
    }
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        update();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
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

void BoardView::retranslate()
{
    setAccessibleName(tr("Chess board"));
    updateAccessibleText();
}

void BoardView::updateAccessibleText()
{
    setAccessibleDescription(
        tr("Cursor on %1: %2").arg(squareText(cursor_), pieceName(document_->position().pieceAt(cursor_))));
}

} // namespace forsyth
