// The editing gestures: brush strokes (a click or a sweep), right-click to empty a square,
// dragging a piece to move or copy it, dropping pieces from the board or the palette, and
// piece letters or Delete at the keyboard cursor. Each gesture is one edit of the document.
#pragma once

#include "position_document.h"

#include <QPoint>

#include <optional>

class QDragMoveEvent;
class QDropEvent;
class QKeyEvent;

namespace forsyth {

class BoardView;
struct PiecePayload;

class EditGestures {
public:
    EditGestures(BoardView& board, PositionDocument& document);

    // nullopt = no brush (a left press drags the piece); an empty Piece{} = the eraser.
    void setBrush(std::optional<Piece> brush) { brush_ = brush; }
    std::optional<Piece> brush() const { return brush_; }
    Square dragSource() const { return dragSource_; } // shown empty while its piece is dragged
    Square dropTarget() const { return dropTarget_; } // lit while a dragged piece is over it

    // False off the board (the coordinate band, the margins): the press is not the board's.
    bool press(Qt::MouseButton button, const QPoint& point);
    void move(const QPoint& point, Qt::MouseButtons buttons);
    void release(Qt::MouseButton button, const QPoint& point);
    // Closes a stroke's undo step: on release, and whenever its release may never come.
    void endStroke();
    // A piece letter or Delete at the board's cursor; true when taken.
    bool key(const QKeyEvent& event);
    // The keys editing takes from the window's shortcuts while the board has focus (the
    // arrows aside, which move the cursor in every mode).
    static bool takesKey(const QKeyEvent& event);

    // A piece dragged over the board, from it, the palette or another board.
    void dragPieceOver(QDragMoveEvent& event);
    void dropPiece(QDropEvent& event, const PiecePayload& payload);
    void clearDropTarget() { setDropTarget(NoSquare); }

    // Move mode begins or ends: no stroke, press or drag carries over.
    void reset();

private:
    void strokeTo(const QPoint& point);
    void paintStroke(Square square);
    void startDrag(Square from, const QPoint& pressPoint);
    void setDropTarget(Square square);

    BoardView& board_;
    PositionDocument& document_;
    std::optional<Piece> brush_;
    Square pressSquare_ = NoSquare; // the piece a left press may start dragging
    QPoint pressPoint_;
    // A brush stroke (click or sweep) in progress: what it puts on each square it crosses
    // (the brush, or nothing when it began on a square already holding the brush piece).
    std::optional<Piece> strokePiece_;
    QPoint strokePoint_;
    std::optional<PositionDocument::EditGroup> stroke_; // the stroke's edits are one undo step
    Square dragSource_ = NoSquare;
    Square dropTarget_ = NoSquare;
};

} // namespace forsyth
