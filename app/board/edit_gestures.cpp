#include "edit_gestures.h"

#include "board_view.h"
#include "messages.h"
#include "piece_mime.h"

#include <QApplication>
#include <QCursor>
#include <QDrag>
#include <QDropEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMimeData>

#include <algorithm>
#include <cmath>
#include <utility>

namespace forsyth {
namespace {

bool hasCommandModifier(const QKeyEvent& event)
{
    return event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
}

// The piece a key names, white with Shift: KQRBNP / kqrbnp.
Piece pieceForKey(const QKeyEvent& event)
{
    if (hasCommandModifier(event))
        return {};
    // The typed letter, not the Shift state, is the FEN letter: Caps Lock gives white pieces
    // as the letters it types say.
    const QString text = event.text();
    if (text.size() != 1 || text[0].unicode() > 127)
        return {};
    return pieceFromLetter(static_cast<char>(text[0].unicode()));
}

bool isEraseKey(const QKeyEvent& event)
{
    return (event.key() == Qt::Key_Delete || event.key() == Qt::Key_Backspace) && !hasCommandModifier(event);
}

// Space or Enter: the brush's click on the keyboard's square.
bool isBrushKey(const QKeyEvent& event)
{
    return (event.key() == Qt::Key_Space || event.key() == Qt::Key_Return || event.key() == Qt::Key_Enter)
        && !hasCommandModifier(event);
}

// Ctrl copies, otherwise a piece moves; a drag that offers only one (the palette: copy) gets it.
// Decided here rather than by the platform's proposed action, which without Ctrl is a copy
// for drags Qt did not start itself.
Qt::DropAction pieceDropAction(const QDropEvent& event)
{
    const Qt::DropAction wanted = (event.modifiers() & Qt::ControlModifier) ? Qt::CopyAction : Qt::MoveAction;
    if (event.possibleActions() & wanted)
        return wanted;
    return (event.possibleActions() & Qt::CopyAction) ? Qt::CopyAction : Qt::MoveAction;
}

} // namespace

EditGestures::EditGestures(BoardView& board, PositionDocument& document)
    : board_(board)
    , document_(document)
{ }

void EditGestures::reset()
{
    endStroke();
    pressSquare_ = NoSquare;
    dragSource_ = NoSquare;
}

// ---- mouse: brush strokes, right-click, starting a drag ---------------------------------

bool EditGestures::press(Qt::MouseButton button, const QPoint& point)
{
    const Square square = board_.squareAt(point);
    if (square == NoSquare)
        return false;
    board_.setCursorSquare(square);
    if (button == Qt::RightButton) {
        document_.placePiece(square, Piece{});
    } else if (button == Qt::LeftButton && brush_) {
        // A stroke that starts on the brush piece takes that piece off every square it sweeps
        // (and leaves other pieces alone): the first square decides, as in a paint program.
        strokePiece_ = document_.position().pieceAt(square) == *brush_ ? Piece{} : *brush_;
        strokePoint_ = point;
        // In BoardView's translation context, where these undo texts have always been.
        const QString description = strokePiece_->empty()
            ? QCoreApplication::translate("forsyth::BoardView", "Erase squares")
            : QCoreApplication::translate("forsyth::BoardView", "Paint %1").arg(pieceName(*strokePiece_));
        stroke_.emplace(document_, description);
        paintStroke(square);
    } else if (button == Qt::LeftButton && !document_.position().pieceAt(square).empty()) {
        pressSquare_ = square;
        pressPoint_ = point;
    }
    return true;
}

void EditGestures::move(const QPoint& point, Qt::MouseButtons buttons)
{
    if (strokePiece_ && (buttons & Qt::LeftButton)) {
        strokeTo(point);
    } else if (pressSquare_ != NoSquare && (buttons & Qt::LeftButton)
        && (point - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        const Square from = std::exchange(pressSquare_, NoSquare);
        startDrag(from, pressPoint_);
    }
}

void EditGestures::release(Qt::MouseButton button, const QPoint& point)
{
    if (button != Qt::LeftButton)
        return;
    if (strokePiece_)
        strokeTo(point);
    endStroke();
    pressSquare_ = NoSquare;
}

// Every square on the segment from the last point to this one, so a fast sweep leaves no
// gaps between the mouse events it produced.
void EditGestures::strokeTo(const QPoint& point)
{
    const QPointF from = strokePoint_;
    const QPointF delta = QPointF(point) - from;
    const qreal step = std::max(1, board_.squareRect(0).width() / 4);
    const int steps = std::max(1, static_cast<int>(std::ceil(std::hypot(delta.x(), delta.y()) / step)));
    for (int i = 1; i <= steps; ++i) {
        const Square square = board_.squareAt((from + delta * i / steps).toPoint());
        if (square != NoSquare)
            paintStroke(square);
    }
    strokePoint_ = point;
}

void EditGestures::paintStroke(Square square)
{
    const Piece current = document_.position().pieceAt(square);
    const bool takingOff = strokePiece_->empty() && brush_ && !brush_->empty();
    if (current == *strokePiece_ || (takingOff && !(current == *brush_)))
        return;
    document_.placePiece(square, *strokePiece_);
}

void EditGestures::endStroke()
{
    strokePiece_.reset();
    stroke_.reset();
}

void EditGestures::startDrag(Square from, const QPoint& pressPoint)
{
    const Piece piece = document_.position().pieceAt(from);
    if (piece.empty())
        return;
    auto* drag = new QDrag(&board_);
    drag->setMimeData(makePieceMimeData({piece, from}, document_.fen()).release());
    const QPixmap& pixmap = board_.piecePixmap(piece);
    drag->setPixmap(pixmap);
    const QRect rect = board_.squareRect(from);
    const QSizeF size = pixmap.deviceIndependentSize();
    drag->setHotSpot(pressPoint - rect.topLeft()
        - QPoint(qRound((rect.width() - size.width()) / 2), qRound((rect.height() - size.height()) / 2)));

    dragSource_ = from;
    board_.update(rect);
    const Qt::DropAction action = drag->exec(Qt::MoveAction | Qt::CopyAction, Qt::MoveAction);
    dragSource_ = NoSquare;
    setDropTarget(NoSquare);
    board_.update(rect);
    // Dropped where nothing took it: off the board, so the piece leaves the board. A drop
    // on this board was already applied by dropPiece. Qt reports Escape the same way; two
    // signs tell a cancel apart: the button still down (Qt's simple drag), or the pointer
    // over one of our squares, where a drop would have been taken (X11, whose drag has
    // already forgotten the button).
    const bool cancelled = (QGuiApplication::mouseButtons() & Qt::LeftButton)
        || board_.squareAt(board_.mapFromGlobal(QCursor::pos())) != NoSquare;
    if (action == Qt::IgnoreAction && !cancelled)
        document_.placePiece(from, Piece{});
}

// ---- keyboard: piece letters and Delete at the cursor -----------------------------------

bool EditGestures::takesKey(const QKeyEvent& event)
{
    return isEraseKey(event) || !pieceForKey(event).empty();
}

bool EditGestures::key(const QKeyEvent& event)
{
    if (brush_ && isBrushKey(event)) {
        // As a click: the brush's piece, or nothing on a square that already holds it.
        const Square square = board_.cursorSquare();
        document_.placePiece(square, document_.position().pieceAt(square) == *brush_ ? Piece{} : *brush_);
        return true;
    }
    if (!takesKey(event))
        return false;
    document_.placePiece(board_.cursorSquare(), isEraseKey(event) ? Piece{} : pieceForKey(event));
    return true;
}

// ---- dropping pieces from the board, the palette or another board -----------------------

void EditGestures::setDropTarget(Square square)
{
    if (square == dropTarget_)
        return;
    board_.update(board_.squareRect(dropTarget_));
    dropTarget_ = square;
    board_.update(board_.squareRect(dropTarget_));
}

void EditGestures::dragPieceOver(QDragMoveEvent& event)
{
    // Accepted over the coordinate band too, though a drop there is refused (off the board):
    // a drag that enters through the band and is refused there gets no further move events,
    // so a piece dragged up from the palette below could never land.
    setDropTarget(board_.squareAt(event.position().toPoint()));
    event.setDropAction(pieceDropAction(event));
    event.accept();
}

void EditGestures::dropPiece(QDropEvent& event, const PiecePayload& payload)
{
    const Square target = board_.squareAt(event.position().toPoint());
    if (target == NoSquare) {
        event.ignore();
        return;
    }
    const Qt::DropAction action = pieceDropAction(event);
    const bool copy = action == Qt::CopyAction;
    // A square of this board: the drag started here (no source is known when it comes from
    // outside the application, so the piece must also still stand there).
    const bool fromHere = payload.source != NoSquare
        && (event.source() == &board_ || event.source() == nullptr)
        && document_.position().pieceAt(payload.source) == payload.piece;
    if (!fromHere)
        document_.placePiece(target, payload.piece); // from the palette or another board
    else if (copy)
        document_.copyPiece(payload.source, target);
    else
        document_.movePiece(payload.source, target);
    event.setDropAction(action);
    event.accept();
    board_.setCursorSquare(target);
}

} // namespace forsyth
