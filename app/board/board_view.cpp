#include "board_view.h"

#include "board_accessible.h"
#include "board_painter.h"
#include "fen_file.h"
#include "look.h"
#include "messages.h"
#include "paste_text.h"
#include "piece_mime.h"

#include <QEvent>
#include <QHoverEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

// Reports the square under the mouse (squareHovered) from hover events, and from drag events
// while something is dragged over the board (no hover event comes then, not even a leave when
// a piece is dragged off the board and out of the window): a filter, so the routing of mouse
// events to the gestures stays about gestures only.
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
        switch (event->type()) {
        case QEvent::HoverMove:
        case QEvent::HoverEnter:
            report(board_->squareAt(static_cast<QHoverEvent*>(event)->position().toPoint()));
            break;
        case QEvent::DragMove:
            report(board_->squareAt(static_cast<QDragMoveEvent*>(event)->position().toPoint()));
            break;
        case QEvent::HoverLeave:
        case QEvent::DragLeave:
            report(NoSquare);
            break;
        default:
            break;
        }
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
    , edits_(*this, *document)
    , picker_(*this, *document)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    connect(document_, &PositionDocument::changed, this, &BoardView::documentChanged);
    connect(&Look::current(), &Look::changed, this, [this] {
        update();
        reportSquareSide(); // the coordinates moved on or off the squares
    });
    installBoardAccessibility();
    announced_ = document_->position();
    new HoverReporter(this);
    retranslate();
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
    edits_.setBrush(brush);
    setCursor(brush ? Qt::CrossCursor : Qt::ArrowCursor);
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
    edits_.reset();
    picker_.reset();
    moveMode_ = on;
    // The brush does nothing in move mode, so neither does its cursor.
    setCursor(edits_.brush() && !moveMode_ ? Qt::CrossCursor : Qt::ArrowCursor);
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
    // A screen reader hears each square that changed by its new name.
    Bitboard changed = 0;
    const Position& now = document_->position();
    for (Square s = 0; s < 64; ++s) {
        if (now.pieceAt(s) != announced_.pieceAt(s))
            changed |= bit(s);
    }
    announced_ = now;
    announceSquares(this, changed);
}

Bitboard BoardView::doubtfulSquares() const
{
    // A doubt is settled while its square holds something else than was read there.
    const Position& now = document_->position();
    Bitboard marked = 0;
    for (Bitboard d = doubtful_; d != 0;) {
        const Square s = popLowest(d);
        if (now.pieceAt(s) == read_.pieceAt(s))
            marked |= bit(s);
    }
    return marked;
}

void BoardView::setDoubts(
    Bitboard squares, const std::array<std::vector<Piece>, 64>& alternatives, const Position* read)
{
    doubtful_ = squares;
    alternatives_ = alternatives;
    read_ = read ? *read : document_->position();
    update();
}

// ---- geometry ---------------------------------------------------------------------------

const BoardGeometry& BoardView::geometry() const
{
    geometry_.fit(size(), Look::current().coordinates() == CoordinatePlacement::Outside);
    return geometry_;
}

int BoardView::squareSideAt(QSize size) const
{
    BoardGeometry at;
    at.fit(size, Look::current().coordinates() == CoordinatePlacement::Outside);
    return at.squareSide();
}

QRect BoardView::squareRect(Square square) const { return geometry().squareRect(square); }

Square BoardView::squareShownAt(int column, int row) const { return geometry().squareOfCell(column, row); }

QPoint BoardView::cellOf(Square square) const { return geometry().cellOf(square); }

Square BoardView::squareAt(const QPoint& point) const { return geometry().squareAt(point); }

// ---- painting ---------------------------------------------------------------------------

void BoardView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    reportSquareSide();
}

void BoardView::reportSquareSide()
{
    const int side = geometry().squareSide();
    if (side != squareSide_) {
        squareSide_ = side;
        emit squareSideChanged(side);
    }
}

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
    state.doubtful = doubtfulSquares();
    state.alternatives = &alternatives_;
    state.showsLetters = showsLetters_;
    state.cursor = hasFocus() ? cursor_ : NoSquare;
    state.dropTarget = edits_.dropTarget();
    state.hidden = moveMode_ ? picker_.dragSource() : edits_.dragSource();
    if (moveMode_) {
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
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    update(squareRect(cursor_));
    QWidget::focusInEvent(event);
    announceCursor(this);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    edits_.endStroke(); // a popup took the mouse: the stroke's undo step must not stay open
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
    announceCursor(this);
    // The keyboard points at squares as the mouse does: the teaching view lights and explains
    // the FEN character of the square.
    if (hasFocus())
        emit squareHovered(cursor_);
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

// ---- events: to the gestures of the mode the board is in -------------------------------

namespace {

// The arrows step the keyboard cursor in either mode, in screen directions: "up" is towards
// the top of the screen, whichever side is there.
std::optional<QPoint> cursorStep(const QKeyEvent& event)
{
    if (event.modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return std::nullopt;
    switch (event.key()) {
    case Qt::Key_Left:
        return QPoint(-1, 0);
    case Qt::Key_Right:
        return QPoint(1, 0);
    case Qt::Key_Up:
        return QPoint(0, -1);
    case Qt::Key_Down:
        return QPoint(0, 1);
    default:
        return std::nullopt;
    }
}

} // namespace

bool BoardView::event(QEvent* event)
{
    // The board's keys belong to it while it has focus, even when a window shortcut uses the
    // same key.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto& key = *static_cast<QKeyEvent*>(event);
        if (cursorStep(key) || (moveMode_ ? MovePicker::takesKey(key) : EditGestures::takesKey(key))) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    edits_.endStroke(); // in case the release of the last one never came
    const QPoint point = event->position().toPoint();
    if (moveMode_) {
        // Only the left button plays; the brush and right-click delete are editing gestures.
        if (event->button() == Qt::LeftButton)
            picker_.press(point);
    } else if (!edits_.press(event->button(), point)) {
        QWidget::mousePressEvent(event); // off the board
        return;
    }
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint point = event->position().toPoint();
    if (moveMode_)
        picker_.move(point, event->buttons());
    else
        edits_.move(point, event->buttons());
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const QPoint point = event->position().toPoint();
    if (!moveMode_)
        edits_.release(event->button(), point);
    else if (event->button() == Qt::LeftButton)
        picker_.release(point);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Paste)) {
        emit pasteRequested(); // the window's Paste FEN: one path for every paste
        event->accept();
        return;
    }
    if (const std::optional<QPoint> step = cursorStep(*event)) {
        const QPoint cell = geometry().cellOf(cursor_) + *step;
        setCursorSquare(geometry().squareOfCell(std::clamp(cell.x(), 0, 7), std::clamp(cell.y(), 0, 7)));
        event->accept();
    } else if (moveMode_ ? picker_.key(*event) : edits_.key(*event)) {
        event->accept();
    } else if (!moveMode_ && event->key() == Qt::Key_Escape && edits_.brush()) {
        emit brushPutDown();
        event->accept();
    } else {
        QWidget::keyPressEvent(event);
    }
}

// Pieces are the edit gestures' (and refused in move mode, where a piece lands only by a
// legal move); FEN text and position files are taken in either mode, as a paste is.
void BoardView::dragEnterEvent(QDragEnterEvent* event)
{
    if (readPiecePayload(event->mimeData())) {
        if (moveMode_)
            event->ignore();
        else
            edits_.dragPieceOver(*event);
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
    if (readPiecePayload(event->mimeData())) {
        edits_.dragPieceOver(*event);
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent* event)
{
    edits_.clearDropTarget();
    QWidget::dragLeaveEvent(event);
}

void BoardView::dropEvent(QDropEvent* event)
{
    edits_.clearDropTarget();
    if (const std::optional<PiecePayload> payload = readPiecePayload(event->mimeData())) {
        if (moveMode_)
            event->ignore();
        else
            edits_.dropPiece(*event, *payload);
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    takeDrop(event->mimeData());
}

void BoardView::takeDrop(const QMimeData* data)
{
    if (const QStringList paths = positionFilesOf(data); !paths.isEmpty()) {
        emit filesDropped(paths);
        return;
    }
    if (data->hasImage() && !data->hasFormat(QStringLiteral("text/plain"))) {
        emit pictureDropped(pictureBytesOf(data));
        return;
    }
    const DroppedFen dropped = fenFromMimeData(data);
    if (!dropped.problem.isEmpty()) {
        emit statusMessage(dropped.problem);
        return;
    }
    if (!textDropHandler_ || !textDropHandler_(dropped.text))
        readDroppedText(dropped.text);
}

void BoardView::readDroppedText(const QByteArray& text)
{
    const PasteResult pasted = pasteText(*document_, text, tr("Drop FEN"));
    if (!pasted.ok) {
        emit statusMessage(tr("Dropped text is not a FEN: %1").arg(pasted.message));
        return;
    }
    if (const std::optional<bool> flipped = flippedFor(pasted))
        setFlipped(*flipped);
    emit statusMessage(pasted.message);
}

} // namespace forsyth
