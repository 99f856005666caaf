#include "move_picker.h"

#include "board_view.h"
#include "position_document.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>

#include <utility>
#include <vector>

namespace forsyth {

MovePicker::MovePicker(BoardView& board, PositionDocument& document)
    : board_(board)
    , document_(document)
{ }

Bitboard MovePicker::legalTargets() const
{
    if (picked_ == NoSquare)
        return 0;
    const Position& position = document_.position();
    Bitboard targets = 0;
    for (const Move& m : legalMoves(position)) {
        // A castling move lands the king on g1/c1 but is written to the rook's square: both
        // are ways to ask for it.
        if (m.from == picked_)
            targets |= bit(m.to) | bit(kingDestination(position, m));
    }
    return targets;
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
    std::vector<Move> ordinary;
    std::vector<Move> castling;
    for (const Move& m : legalMoves(position)) {
        if (m.from != from)
            continue;
        if (m.kind != MoveKind::Castle && m.to == target)
            ordinary.push_back(m);
        else if (m.kind == MoveKind::Castle && (m.to == target || kingDestination(position, m) == target))
            castling.push_back(m);
    }
    pick(NoSquare);
    // An ordinary king step wins over castling onto the same square (Chess960: a king on f1
    // may step to g1 or castle there); the rook's square still asks for castling.
    std::optional<Move> chosen;
    if (!ordinary.empty() && ordinary.front().kind == MoveKind::Promotion) {
        const std::optional<PieceType> type = askPromotion(target, position.sideToMove);
        for (const Move& m : ordinary)
            if (type && m.promotion == *type)
                chosen = m;
    } else if (!ordinary.empty()) {
        chosen = ordinary.front();
    } else if (!castling.empty()) {
        chosen = castling.front();
    }
    if (!chosen)
        return false; // not a legal target, or the promotion was cancelled
    document_.playMove(*chosen);
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
