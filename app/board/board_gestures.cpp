// The board's gestures: brush strokes, right-click, dragging pieces, keys and drops, each
// turned into one edit of the document. In move mode they go to board_move_mode.cpp instead.
#include "board_view.h"

#include "fen.h"
#include "messages.h"
#include "paste_text.h"
#include "piece_mime.h"
#include "piece_painter.h"

#include <QApplication>
#include <QCursor>
#include <QDrag>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace forsyth {

// ---- mouse: brush strokes, right-click, starting a drag ---------------------------------

void BoardView::mousePressEvent(QMouseEvent* event)
{
    endStroke(); // in case the release of the last one never came
    const QPoint point = event->position().toPoint();
    if (moveMode_) {
        // Only the left button plays; the brush and right-click delete are editing gestures.
        if (event->button() == Qt::LeftButton)
            picker_.press(point);
        event->accept();
        return;
    }
    const Square square = squareAt(point);
    if (square == NoSquare) {
        QWidget::mousePressEvent(event);
        return;
    }
    setCursorSquare(square);
    if (event->button() == Qt::RightButton) {
        document_->placePiece(square, Piece{});
    } else if (event->button() == Qt::LeftButton && brush_) {
        // A stroke that starts on the brush piece takes that piece off every square it sweeps
        // (and leaves other pieces alone): the first square decides, as in a paint program.
        strokePiece_ = document_->position().pieceAt(square) == *brush_ ? Piece{} : *brush_;
        strokePoint_ = point;
        stroke_.emplace(*document_,
            strokePiece_->empty() ? tr("Erase squares") : tr("Paint %1").arg(pieceName(*strokePiece_)));
        paintStroke(square);
    } else if (event->button() == Qt::LeftButton && !document_->position().pieceAt(square).empty()) {
        pressSquare_ = square;
        pressPoint_ = point;
    }
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint point = event->position().toPoint();
    if (moveMode_) {
        picker_.move(point, event->buttons());
        return;
    }
    if (strokePiece_ && (event->buttons() & Qt::LeftButton)) {
        strokeTo(point);
    } else if (pressSquare_ != NoSquare && (event->buttons() & Qt::LeftButton)
        && (point - pressPoint_).manhattanLength() >= QApplication::startDragDistance()) {
        const Square from = std::exchange(pressSquare_, NoSquare);
        startDrag(from, pressPoint_);
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (moveMode_ && event->button() == Qt::LeftButton) {
        picker_.release(event->position().toPoint());
        return;
    }
    if (event->button() == Qt::LeftButton) {
        if (strokePiece_)
            strokeTo(event->position().toPoint());
        endStroke();
        pressSquare_ = NoSquare;
    }
}

// Every square on the segment from the last point to this one, so a fast sweep leaves no
// gaps between the mouse events it produced.
void BoardView::strokeTo(const QPoint& point)
{
    const QPointF from = strokePoint_;
    const QPointF delta = QPointF(point) - from;
    const qreal step = std::max(1, squareRect(0).width() / 4);
    const int steps = std::max(1, static_cast<int>(std::ceil(std::hypot(delta.x(), delta.y()) / step)));
    for (int i = 1; i <= steps; ++i) {
        const Square square = squareAt((from + delta * i / steps).toPoint());
        if (square != NoSquare)
            paintStroke(square);
    }
    strokePoint_ = point;
}

void BoardView::paintStroke(Square square)
{
    const Piece current = document_->position().pieceAt(square);
    const bool takingOff = strokePiece_->empty() && brush_ && !brush_->empty();
    if (current == *strokePiece_ || (takingOff && !(current == *brush_)))
        return;
    document_->placePiece(square, *strokePiece_);
}

void BoardView::endStroke()
{
    strokePiece_.reset();
    stroke_.reset();
}

void BoardView::startDrag(Square from, const QPoint& pressPoint)
{
    const Piece piece = document_->position().pieceAt(from);
    if (piece.empty())
        return;
    auto* drag = new QDrag(this);
    drag->setMimeData(makePieceMimeData({piece, from}, document_->fen()).release());
    const QPixmap& pixmap = piecePixmap(piece);
    drag->setPixmap(pixmap);
    const QRect rect = squareRect(from);
    const QSizeF size = pixmap.deviceIndependentSize();
    drag->setHotSpot(pressPoint - rect.topLeft()
        - QPoint(qRound((rect.width() - size.width()) / 2), qRound((rect.height() - size.height()) / 2)));

    dragSource_ = from;
    update(rect);
    const Qt::DropAction action = drag->exec(Qt::MoveAction | Qt::CopyAction, Qt::MoveAction);
    dragSource_ = NoSquare;
    setDropTarget(NoSquare);
    update(rect);
    // Dropped where nothing took it: off the board, so the piece leaves the board. A drop
    // on this board was already applied by dropEvent. Qt reports Escape the same way; two
    // signs tell a cancel apart: the button still down (Qt's simple drag), or the pointer
    // over one of our squares, where a drop would have been taken (X11, whose drag has
    // already forgotten the button).
    const bool cancelled = (QGuiApplication::mouseButtons() & Qt::LeftButton)
        || squareAt(mapFromGlobal(QCursor::pos())) != NoSquare;
    if (action == Qt::IgnoreAction && !cancelled)
        document_->placePiece(from, Piece{});
}

// ---- keyboard ---------------------------------------------------------------------------

namespace {

// The piece a key names, white with Shift: KQRBNP / kqrbnp.
Piece pieceForKey(const QKeyEvent* event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return {};
    // The typed letter, not the Shift state, is the FEN letter: Caps Lock gives white pieces
    // as the letters it types say.
    const QString text = event->text();
    if (text.size() != 1 || text[0].unicode() > 127)
        return {};
    return pieceFromLetter(static_cast<char>(text[0].unicode()));
}

bool isBoardKey(const QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        return !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    default:
        return !pieceForKey(event).empty();
    }
}

// Move mode's keys: the arrows, and the picker's.
bool isMoveModeKey(const QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    default:
        return MovePicker::takesKey(*event);
    }
}

} // namespace

bool BoardView::event(QEvent* event)
{
    // Piece letters and arrows belong to the board while it has focus, even when a window
    // shortcut uses the same key.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (moveMode_ ? isMoveModeKey(key) : isBoardKey(key)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    // Screen directions: "up" is towards the top of the screen, whichever side is there.
    const QPoint cell = geometry().cellOf(cursor_);
    const auto moveCursor = [&](int dx, int dy) {
        setCursorSquare(
            geometry().squareOfCell(std::clamp(cell.x() + dx, 0, 7), std::clamp(cell.y() + dy, 0, 7)));
    };
    if (event->matches(QKeySequence::Paste)) {
        emit pasteRequested(); // the window's Paste FEN: one path for every paste
        event->accept();
        return;
    }
    if (moveMode_ && picker_.key(*event)) {
        event->accept();
        return;
    }
    if (moveMode_ ? !isMoveModeKey(event) : !isBoardKey(event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        document_->placePiece(cursor_, Piece{});
        break;
    default:
        document_->placePiece(cursor_, pieceForKey(event));
        break;
    }
    event->accept();
}

// ---- dropping: pieces from the board or the palette, FEN text and files -----------------

namespace {

// Ctrl copies, otherwise a piece moves; a drag that offers only one (the palette: copy) gets it.
// Decided here rather than by the platform's proposed action, which without Ctrl is a copy
// for drags Qt did not start itself.
Qt::DropAction pieceDropAction(const QDropEvent* event)
{
    const Qt::DropAction wanted
        = (event->modifiers() & Qt::ControlModifier) ? Qt::CopyAction : Qt::MoveAction;
    if (event->possibleActions() & wanted)
        return wanted;
    return (event->possibleActions() & Qt::CopyAction) ? Qt::CopyAction : Qt::MoveAction;
}

} // namespace

void BoardView::setDropTarget(Square square)
{
    if (square == dropTarget_)
        return;
    update(squareRect(dropTarget_));
    dropTarget_ = square;
    update(squareRect(dropTarget_));
}

void BoardView::dragEnterEvent(QDragEnterEvent* event)
{
    if (moveMode_ && readPiecePayload(event->mimeData())) {
        event->ignore(); // a piece lands only by a legal move in move mode
        return;
    }
    if (readPiecePayload(event->mimeData())) {
        dragMoveEvent(event);
    } else if (mayHoldFen(event->mimeData())) {
        // Text from elsewhere is read, never taken: copy it.
        event->setDropAction(Qt::CopyAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void BoardView::dragMoveEvent(QDragMoveEvent* event)
{
    if (!readPiecePayload(event->mimeData())) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
        return;
    }
    // Accepted over the coordinate band too, though a drop there is refused (off the board):
    // a drag that enters through the band and is refused there gets no further move events,
    // so a piece dragged up from the palette below could never land.
    setDropTarget(squareAt(event->position().toPoint()));
    event->setDropAction(pieceDropAction(event));
    event->accept();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent* event)
{
    setDropTarget(NoSquare);
    QWidget::dragLeaveEvent(event);
}

void BoardView::dropEvent(QDropEvent* event)
{
    setDropTarget(NoSquare);
    const std::optional<PiecePayload> payload = readPiecePayload(event->mimeData());
    if (!payload) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
        if (const QString path = positionFileOf(event->mimeData()); !path.isEmpty()) {
            emit fileDropped(path);
            return;
        }
        dropFen(event->mimeData());
        return;
    }
    const Square target = squareAt(event->position().toPoint());
    if (target == NoSquare || moveMode_) {
        event->ignore();
        return;
    }
    const Qt::DropAction action = pieceDropAction(event);
    const bool copy = action == Qt::CopyAction;
    // A square of this board: the drag started here (no source is known when it comes from
    // outside the application, so the piece must also still stand there).
    const bool fromHere = payload->source != NoSquare
        && (event->source() == this || event->source() == nullptr)
        && document_->position().pieceAt(payload->source) == payload->piece;
    if (!fromHere)
        document_->placePiece(target, payload->piece); // from the palette or another board
    else if (copy)
        document_->copyPiece(payload->source, target);
    else
        document_->movePiece(payload->source, target);
    event->setDropAction(action);
    event->accept();
    setCursorSquare(target);
}

void BoardView::dropFen(const QMimeData* data)
{
    const DroppedFen dropped = fenFromMimeData(data);
    if (!dropped.problem.isEmpty()) {
        emit statusMessage(dropped.problem);
        return;
    }
    const PasteResult pasted = pasteText(*document_, dropped.text, tr("Drop FEN"));
    if (!pasted.ok) {
        emit statusMessage(tr("Dropped text is not a FEN: %1").arg(pasted.message));
        return;
    }
    emit statusMessage(pasted.message);
}

} // namespace forsyth
