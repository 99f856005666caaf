// The board in move mode: picking a piece of the side to move and playing one of its legal
// moves by a drag, two clicks or the keyboard. The rules are core's (moveTargets, findMove);
// this only turns pointer and keys into squares.
#include "board_view.h"

#include "piece_painter.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

#include <optional>
#include <utility>

namespace forsyth {

namespace {
const QColor TargetDot(20, 20, 20, 80);
const QColor PickedSquare(46, 125, 50, 110);
} // namespace

Bitboard BoardView::legalTargets() const
{
    if (!moveMode_ || picked_ == NoSquare)
        return 0;
    return moveTargets(document_->position(), picked_);
}

void BoardView::pick(Square square)
{
    if (picked_ == square)
        return;
    picked_ = square;
    update(); // the target dots are spread over the board
}

bool BoardView::movePress(const QPoint& point)
{
    pressSquare_ = NoSquare;
    const Square square = squareAt(point);
    if (square == NoSquare) {
        pick(NoSquare);
        return false;
    }
    setCursorSquare(square);
    if (picked_ != NoSquare && square != picked_ && (legalTargets() & bit(square)))
        return playTo(square); // the second click of click-click
    pickedBeforePress_ = square == picked_;
    const Piece piece = document_->position().pieceAt(square);
    if (piece.empty() || piece.color != document_->position().sideToMove) {
        pick(NoSquare);
        return false;
    }
    pick(square);
    pressSquare_ = square;
    pressPoint_ = point;
    moveDragPoint_ = point;
    return true;
}

void BoardView::moveRelease(const QPoint& point)
{
    const Square pressed = std::exchange(pressSquare_, NoSquare);
    const Square target = squareAt(point);
    if (moveDragging_) {
        moveDragging_ = false;
        dragSource_ = NoSquare;
        update();
        if (target != NoSquare && target != picked_ && (legalTargets() & bit(target))) {
            setCursorSquare(target);
            playTo(target);
        } else if (target != picked_) {
            pick(NoSquare); // not a legal target: the piece goes back, and is put down
        }
        // Dropped back on its own square: it stays picked, for a click on its target.
        return;
    }
    // A click on the piece already picked puts it down again.
    if (pressed != NoSquare && pickedBeforePress_ && target == pressed)
        pick(NoSquare);
}

bool BoardView::moveKey(const QKeyEvent* event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        const Piece piece = document_->position().pieceAt(cursor_);
        if (picked_ != NoSquare && cursor_ != picked_ && (legalTargets() & bit(cursor_)))
            playTo(cursor_);
        else if (cursor_ != picked_ && !piece.empty() && piece.color == document_->position().sideToMove)
            pick(cursor_);
        else
            pick(NoSquare);
        return true;
    }
    case Qt::Key_Escape:
        pick(NoSquare);
        return true;
    default:
        return false;
    }
}

bool BoardView::playTo(Square target)
{
    const Position& position = document_->position();
    const Square from = picked_;
    pick(NoSquare);
    std::optional<PieceType> promotion;
    if (needsPromotion(position, from, target)) {
        promotion = askPromotion(target, position.sideToMove);
        if (!promotion)
            return false; // the promotion was cancelled
    }
    const std::optional<Move> move = findMove(position, from, target, promotion);
    if (!move)
        return false; // not a legal target
    document_->playMove(*move);
    return true;
}

std::optional<PieceType> BoardView::askPromotion(Square to, Color side)
{
    if (promotionPrompt_)
        return promotionPrompt_(to, side);
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("promotionMenu"));
    menu.setToolTipsVisible(true);
    const std::pair<PieceType, QString> choices[] = {
        //: promotion choice in move mode
        {PieceType::Queen, tr("Queen")},
        //: promotion choice in move mode
        {PieceType::Rook, tr("Rook")},
        //: promotion choice in move mode
        {PieceType::Bishop, tr("Bishop")},
        //: promotion choice in move mode
        {PieceType::Knight, tr("Knight")},
    };
    for (const auto& [type, name] : choices) {
        QAction* action = menu.addAction(QIcon(cachedPiece(Piece{type, side})), name);
        action->setData(static_cast<int>(type));
    }
    const QAction* chosen = menu.exec(mapToGlobal(squareRect(to).center()));
    if (!chosen)
        return std::nullopt;
    return static_cast<PieceType>(chosen->data().toInt());
}

void BoardView::paintMoveMarks(QPainter& painter)
{
    if (picked_ == NoSquare)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(squareRect(picked_), PickedSquare);
    const Position& position = document_->position();
    for (Bitboard targets = legalTargets(); targets != 0;) {
        const Square s = popLowest(targets);
        const QRectF rect = squareRect(s);
        painter.setPen(Qt::NoPen);
        painter.setBrush(TargetDot);
        if (position.pieceAt(s).empty()) {
            const qreal radius = rect.width() * 0.15;
            painter.drawEllipse(rect.center(), radius, radius);
        } else {
            // A ring round a piece that would be taken (or the rook castling onto it), so
            // the piece stays visible.
            QPen ring(TargetDot, rect.width() * 0.08);
            painter.setPen(ring);
            painter.setBrush(Qt::NoBrush);
            const qreal inset = rect.width() * 0.08;
            painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset));
        }
    }
    if (moveDragging_) {
        // The piece follows the mouse, as a drag does, centred on the pointer.
        const QPixmap& pixmap = cachedPiece(position.pieceAt(picked_));
        const QSize size = pixmap.deviceIndependentSize().toSize();
        painter.drawPixmap(moveDragPoint_ - QPoint(size.width() / 2, size.height() / 2), pixmap);
    }
}

} // namespace forsyth
