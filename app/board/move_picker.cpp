#include "move_picker.h"

#include "board_view.h"
#include "position_document.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>

#include <optional>
#include <utility>

namespace forsyth {

MovePicker::MovePicker(BoardView& board, PositionDocument& document)
    : board_(board)
    , document_(document)
{ }

Bitboard MovePicker::legalTargets() const
{
    if (picked_ == NoSquare)
        return 0;
    return moveTargets(document_.position(), picked_);
}

std::optional<QPoint> MovePicker::draggedPieceAt() const
{
    if (!dragging_)
        return std::nullopt;
    return dragPoint_;
}

void MovePicker::positionChanged()
{
    picked_ = NoSquare;
    dragging_ = false;
    dragSource_ = NoSquare;
}

void MovePicker::reset()
{
    positionChanged();
    pressSquare_ = NoSquare;
}

void MovePicker::pick(Square square)
{
    if (picked_ == square)
        return;
    picked_ = square;
    board_.update(); // the target dots are spread over the board
}

void MovePicker::press(const QPoint& point)
{
    pressSquare_ = NoSquare;
    const Square square = board_.squareAt(point);
    if (square == NoSquare) {
        pick(NoSquare);
        return;
    }
    board_.setCursorSquare(square);
    if (picked_ != NoSquare && square != picked_ && (legalTargets() & bit(square))) {
        playTo(square); // the second click of click-click
        return;
    }
    pickedBeforePress_ = square == picked_;
    const Piece piece = document_.position().pieceAt(square);
    if (piece.empty() || piece.color != document_.position().sideToMove) {
        pick(NoSquare);
        return;
    }
    pick(square);
    pressSquare_ = square;
    pressPoint_ = point;
    dragPoint_ = point;
}

void MovePicker::move(const QPoint& point, Qt::MouseButtons buttons)
{
    if (pressSquare_ == NoSquare || pressSquare_ != picked_ || !(buttons & Qt::LeftButton))
        return;
    if (!dragging_ && (point - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        dragging_ = true;
        dragSource_ = picked_; // its square shows empty while the piece follows the mouse
    }
    if (dragging_) {
        dragPoint_ = point;
        board_.update();
    }
}

void MovePicker::release(const QPoint& point)
{
    const Square pressed = std::exchange(pressSquare_, NoSquare);
    const Square target = board_.squareAt(point);
    if (dragging_) {
        dragging_ = false;
        dragSource_ = NoSquare;
        board_.update();
        if (target != NoSquare && target != picked_ && (legalTargets() & bit(target))) {
            board_.setCursorSquare(target);
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

bool MovePicker::takesKey(const QKeyEvent& event)
{
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    switch (event.key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

bool MovePicker::key(const QKeyEvent& event)
{
    if (!takesKey(event))
        return false;
    const Square cursor = board_.cursorSquare();
    if (event.key() == Qt::Key_Escape) {
        pick(NoSquare);
        return true;
    }
    const Piece piece = document_.position().pieceAt(cursor);
    if (picked_ != NoSquare && cursor != picked_ && (legalTargets() & bit(cursor)))
        playTo(cursor);
    else if (cursor != picked_ && !piece.empty() && piece.color == document_.position().sideToMove)
        pick(cursor);
    else
        pick(NoSquare);
    return true;
}

bool MovePicker::playTo(Square target)
{
    const Position& position = document_.position();
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
    document_.playMove(*move);
    return true;
}

std::optional<PieceType> MovePicker::askPromotion(Square to, Color side)
{
    if (promotionPrompt_)
        return promotionPrompt_(to, side);
    QMenu menu(&board_);
    menu.setObjectName(QStringLiteral("promotionMenu"));
    menu.setToolTipsVisible(true);
    // In BoardView's translation context, where these strings have always been.
    const std::pair<PieceType, QString> choices[] = {
        //: promotion choice in move mode
        {PieceType::Queen, QCoreApplication::translate("forsyth::BoardView", "Queen")},
        //: promotion choice in move mode
        {PieceType::Rook, QCoreApplication::translate("forsyth::BoardView", "Rook")},
        //: promotion choice in move mode
        {PieceType::Bishop, QCoreApplication::translate("forsyth::BoardView", "Bishop")},
        //: promotion choice in move mode
        {PieceType::Knight, QCoreApplication::translate("forsyth::BoardView", "Knight")},
    };
    for (const auto& [type, name] : choices) {
        QAction* action = menu.addAction(QIcon(board_.piecePixmap(Piece{type, side})), name);
        action->setData(static_cast<int>(type));
    }
    const QAction* chosen = menu.exec(board_.mapToGlobal(board_.squareRect(to).center()));
    if (!chosen)
        return std::nullopt;
    return static_cast<PieceType>(chosen->data().toInt());
}

} // namespace forsyth
