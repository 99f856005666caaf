// The board in move mode: picking a piece of the side to move and playing one of its legal
// moves by a drag, two clicks or the keyboard. The rules are core's (legalMoves); this only
// maps squares to the moves core offers.
#include "board_view.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>

#include <optional>
#include <utility>
#include <vector>

namespace forsyth {

Bitboard BoardView::legalTargets() const
{
    if (!moveMode_ || picked_ == NoSquare)
        return 0;
    const Position& position = document_->position();
    Bitboard targets = 0;
    for (const Move& m : legalMoves(position)) {
        // A castling move lands the king on g1/c1 but is written to the rook's square: both
        // are ways to ask for it.
        if (m.from == picked_)
            targets |= bit(m.to) | bit(kingDestination(position, m));
    }
    return targets;
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
    document_->playMove(*chosen);
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

} // namespace forsyth
