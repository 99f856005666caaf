// Move mode's gestures: pick a piece of the side to move and play one of its legal moves by
// two clicks, a drag by hand or the keyboard, asking which piece a pawn promotes to. The
// rules are core's (moveTargets, findMove); this only turns pointer and keys into squares.
#pragma once

#include "bitboard.h"
#include "types.h"

#include <QPoint>

#include <functional>
#include <optional>
#include <utility>

class QKeyEvent;

namespace forsyth {

class BoardView;
class PositionDocument;

class MovePicker {
public:
    // Which piece a pawn promotes to; nullopt cancels the move (BoardView::PromotionPrompt).
    using PromotionPrompt = std::function<std::optional<PieceType>(Square to, Color side)>;

    MovePicker(BoardView& board, PositionDocument& document);

    // Empty: a menu at the square asks.
    void setPromotionPrompt(PromotionPrompt prompt) { promotionPrompt_ = std::move(prompt); }
    Square picked() const { return picked_; }
    // Where the picked piece may go (castling: both the king's destination and its rook's
    // square), 0 with nothing picked.
    Bitboard legalTargets() const;
    // A drag of the picked piece is tracked by hand (no QDrag: the piece can only land on
    // this board): its square shows empty and the piece is drawn under the mouse.
    Square dragSource() const { return dragSource_; }
    std::optional<QPoint> draggedPieceAt() const;

    // The left button only: the other buttons' gestures are for editing.
    void press(const QPoint& point);
    void move(const QPoint& point, Qt::MouseButtons buttons);
    void release(const QPoint& point);
    // Space or Enter picks the piece at the board's cursor, puts it down, or plays it to the
    // cursor; Escape puts it down. True when the key was one of these.
    bool key(const QKeyEvent& event);
    // The keys move mode takes from the window's shortcuts while the board has focus (the
    // arrows aside, which move the cursor in every mode). Piece letters place nothing in
    // move mode, so they are left to the shortcuts.
    static bool takesKey(const QKeyEvent& event);

    // A pick belongs to the position it was made in (a move, an undo: start again).
    void positionChanged();
    // Leaving or entering move mode: nothing picked, pressed or dragged.
    void reset();

private:
    void pick(Square square);
    bool playTo(Square target);
    std::optional<PieceType> askPromotion(Square to, Color side);

    BoardView& board_;
    PositionDocument& document_;
    PromotionPrompt promotionPrompt_;
    Square picked_ = NoSquare;
    bool pickedBeforePress_ = false; // a click on the picked piece puts it down again
    Square pressSquare_ = NoSquare;  // the picked piece a left press may start dragging
    QPoint pressPoint_;
    bool dragging_ = false;
    Square dragSource_ = NoSquare;
    QPoint dragPoint_;
};

} // namespace forsyth
