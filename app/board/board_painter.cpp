#include "board_painter.h"

#include "field_colours.h"
#include "look.h"
#include "piece_painter.h"

#include <QPainter>

#include <algorithm>

namespace forsyth {
namespace {

const QColor ErrorFrame(211, 47, 47);
const QColor WarningFrame(245, 124, 0);
const QColor Highlight(255, 235, 59, 150);
const QColor DropTarget(30, 136, 229, 110);
const QColor CursorFrame(25, 118, 210);
const QColor TargetDot(20, 20, 20, 80);
const QColor PickedSquare(46, 125, 50, 110);
const QColor DoubtFrame(142, 36, 170); // the picture reader's doubts: purple, unlike the findings

// The teaching view's marks, in the colour the FEN field lights a character with.
QColor taughtTint()
{
    QColor tint = taughtColour();
    tint.setAlpha(70);
    return tint;
}

} // namespace

const QPixmap& PiecePixmaps::of(Piece piece, int side, qreal ratio)
{
    // Rendered from the paths at the exact device size, so crisp, and drawn as a blit: a
    // full board then costs 32 copies instead of 64 path fills.
    const int serial = Look::current().serial(); // another piece set chosen
    if (side != side_ || ratio != ratio_ || serial != serial_) {
        pixmaps_.fill(QPixmap());
        side_ = side;
        ratio_ = ratio;
        serial_ = serial;
    }
    QPixmap& pixmap
        = pixmaps_[static_cast<std::size_t>(index(piece.color) * 6 + static_cast<int>(piece.type) - 1)];
    if (pixmap.isNull())
        pixmap = piecePixmap(piece, side, ratio);
    return pixmap;
}

BoardPainter::BoardPainter(
    QPainter& painter, const BoardGeometry& geometry, PiecePixmaps& pieces, qreal ratio)
    : painter_(painter)
    , geometry_(geometry)
    , pieces_(pieces)
    , ratio_(ratio)
    , frame_(std::max(2.0, geometry.squareSide() * 0.07))
{ }

const QPixmap& BoardPainter::pixmap(Piece piece) { return pieces_.of(piece, geometry_.squareSide(), ratio_); }

void BoardPainter::paint(const Position& position, const BoardPaintState& state)
{
    paintSquares(position, state);
    // Frames go over the pieces so a piece never hides what is said about its square.
    paintFrames(state);
    // Over the frames: a plate hides only a frame's corner, a frame over a plate would hide
    // the letter.
    if (state.showsLetters)
        paintLetters(position, state);
    paintCoordinates(state);
    paintDoubts(state);
    // Move mode (H3): the picked piece's legal targets, and the piece under the mouse.
    paintMoveMarks(position, state);
}

void BoardPainter::paintSquares(const Position& position, const BoardPaintState& state)
{
    const BoardTheme& theme = Look::current().theme();
    for (Square s = 0; s < 64; ++s) {
        const QRect rect = geometry_.squareRect(s);
        painter_.fillRect(rect, isLightSquare(s) ? theme.light : theme.dark);
        if (state.highlighted & bit(s))
            painter_.fillRect(rect, Highlight);
        if (state.taught & bit(s))
            painter_.fillRect(rect, taughtTint());
        if (s == state.dropTarget)
            painter_.fillRect(rect, DropTarget);
        const Piece piece = position.pieceAt(s);
        if (!piece.empty() && s != state.hidden) {
            const QPixmap& image = pixmap(piece);
            // Whole pixels: a blit, never a resampling that would blur the piece.
            const QSize size = image.deviceIndependentSize().toSize();
            painter_.drawPixmap(rect.x() + (rect.width() - size.width()) / 2,
                rect.y() + (rect.height() - size.height()) / 2, image);
        }
    }
}

void BoardPainter::paintFrames(const BoardPaintState& state)
{
    painter_.setRenderHint(QPainter::Antialiasing);
    painter_.setBrush(Qt::NoBrush);
    const auto drawFrame = [&](Square s, const QColor& color, qreal width, Qt::PenStyle style) {
        QPen pen(color, width, style);
        pen.setJoinStyle(Qt::MiterJoin);
        painter_.setPen(pen);
        // Inside the square, so repainting the square alone wipes it.
        painter_.drawRect(
            QRectF(geometry_.squareRect(s)).adjusted(width / 2, width / 2, -width / 2, -width / 2));
    };
    for (Bitboard b = state.errors | state.warnings; b != 0;) {
        const Square s = popLowest(b);
        drawFrame(s, (state.errors & bit(s)) ? ErrorFrame : WarningFrame, frame_, Qt::SolidLine);
    }
    for (Bitboard b = state.highlighted; b != 0;)
        drawFrame(popLowest(b), Qt::black, frame_ / 2, Qt::SolidLine);
    // Inside the error and warning frames, so a taught square still shows what is wrong.
    for (Bitboard b = state.taught; b != 0;) {
        const qreal width = frame_ * 0.9;
        QPen pen(taughtColour(), width);
        pen.setJoinStyle(Qt::MiterJoin);
        painter_.setPen(pen);
        const qreal inset = frame_ + width / 2;
        painter_.drawRect(QRectF(geometry_.squareRect(popLowest(b))).adjusted(inset, inset, -inset, -inset));
    }
    if (state.cursor != NoSquare)
        drawFrame(state.cursor, CursorFrame, frame_, Qt::DashLine);
}

// Each piece's FEN letter (teaching).
void BoardPainter::paintLetters(const Position& position, const BoardPaintState& state)
{
    QFont letters = state.font;
    letters.setBold(true);
    // Readable on a small board too: never under 9 pixels.
    letters.setPixelSize(std::max(9, geometry_.squareSide() / 4));
    painter_.setFont(letters);
    const QFontMetrics metrics(letters);
    const int plateHeight = metrics.height();
    const int plateWidth = std::max(plateHeight, metrics.horizontalAdvance(QLatin1Char('W')) + 4);
    painter_.save();
    painter_.setRenderHint(QPainter::Antialiasing);
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = position.pieceAt(s);
        if (piece.empty() || s == state.hidden)
            continue;
        // The top left corner, where a piece's outline leaves the most room; a dark plate
        // under white text reads on both square colours and over both piece colours.
        const QRect rect = geometry_.squareRect(s);
        const QRectF plate(rect.left() + 2, rect.top() + 2, plateWidth, plateHeight);
        painter_.setPen(Qt::NoPen);
        painter_.setBrush(QColor(0, 0, 0, 190));
        painter_.drawRoundedRect(plate, 3, 3);
        painter_.setPen(Qt::white);
        painter_.drawText(plate, Qt::AlignCenter, QString(QLatin1Char(pieceLetter(piece))));
    }
    painter_.restore();
}

void BoardPainter::paintCoordinates(const BoardPaintState& state)
{
    painter_.setRenderHint(QPainter::Antialiasing, false);
    painter_.setPen(state.coordinateColour);
    painter_.drawRect(geometry_.boardRect().adjusted(-1, -1, 0, 0));

    QFont coordinates = state.font;
    const bool band = geometry_.hasBand();
    const int size = band ? geometry_.bandWidth() : geometry_.fileLabelRect(0).height();
    coordinates.setPixelSize(std::max(7, static_cast<int>(size * (band ? 0.7 : 0.8))));
    if (!band)
        coordinates.setBold(true);
    painter_.setFont(coordinates);
    const BoardTheme& theme = Look::current().theme();
    const auto ink = [&](Square square) {
        return band ? state.coordinateColour : coordinateInkOn(theme, isLightSquare(square));
    };
    for (int i = 0; i < 8; ++i) {
        const Square bottom = geometry_.squareOfCell(i, 7); // the file shown in column i
        const Square left = geometry_.squareOfCell(0, i);   // the rank shown in row i
        painter_.setPen(ink(bottom));
        painter_.drawText(geometry_.fileLabelRect(i), Qt::AlignCenter, QString(QChar(u'a' + fileOf(bottom))));
        painter_.setPen(ink(left));
        painter_.drawText(geometry_.rankLabelRect(i), Qt::AlignCenter, QString::number(rankOf(left) + 1));
    }
}

// A square the picture reader was unsure of: a dashed frame, and in its top right corner the
// pieces it thought next, small, on a plate, so the user checks it and only it.
void BoardPainter::paintDoubts(const BoardPaintState& state)
{
    if (state.doubtful == 0)
        return;
    painter_.save();
    painter_.setRenderHint(QPainter::Antialiasing);
    for (Bitboard doubtful = state.doubtful; doubtful != 0;) {
        const Square s = popLowest(doubtful);
        const QRectF rect
            = QRectF(geometry_.squareRect(s)).adjusted(frame_ / 2, frame_ / 2, -frame_ / 2, -frame_ / 2);
        QPen pen(DoubtFrame, frame_ * 0.8, Qt::DashLine);
        painter_.setPen(pen);
        painter_.setBrush(Qt::NoBrush);
        painter_.drawRect(rect);
        if (!state.alternatives)
            continue;
        const std::vector<Piece>& next = (*state.alternatives)[static_cast<std::size_t>(s)];
        const qreal side = rect.width() * 0.36;
        qreal x = rect.right() - side;
        for (std::size_t i = 0; i < next.size() && i < 2; ++i, x -= side) {
            const QRectF plate(x, rect.top(), side, side);
            painter_.setPen(Qt::NoPen);
            painter_.setBrush(QColor(255, 255, 255, 220));
            painter_.drawRoundedRect(plate, side / 6, side / 6);
            if (next[i].empty()) { // "maybe empty": a struck-through square
                painter_.setPen(QPen(DoubtFrame, std::max<qreal>(1, side / 10)));
                painter_.drawLine(plate.bottomLeft() + QPointF(side / 5, -side / 5),
                    plate.topRight() + QPointF(-side / 5, side / 5));
            } else {
                paintPiece(painter_, next[i], plate);
            }
        }
    }
    painter_.restore();
}

void BoardPainter::paintMoveMarks(const Position& position, const BoardPaintState& state)
{
    if (state.picked == NoSquare)
        return;
    painter_.setRenderHint(QPainter::Antialiasing);
    painter_.fillRect(geometry_.squareRect(state.picked), PickedSquare);
    for (Bitboard targets = state.targets; targets != 0;) {
        const Square s = popLowest(targets);
        const QRectF rect = geometry_.squareRect(s);
        painter_.setPen(Qt::NoPen);
        painter_.setBrush(TargetDot);
        if (position.pieceAt(s).empty()) {
            const qreal radius = rect.width() * 0.15;
            painter_.drawEllipse(rect.center(), radius, radius);
        } else {
            // A ring round a piece that would be taken (or the rook castling onto it), so
            // the piece stays visible.
            QPen ring(TargetDot, rect.width() * 0.08);
            painter_.setPen(ring);
            painter_.setBrush(Qt::NoBrush);
            const qreal inset = rect.width() * 0.08;
            painter_.drawEllipse(rect.adjusted(inset, inset, -inset, -inset));
        }
    }
    if (state.pickedPieceAt) {
        // The piece follows the mouse, as a drag does, centred on the pointer.
        const QPixmap& image = pixmap(position.pieceAt(state.picked));
        const QSize size = image.deviceIndependentSize().toSize();
        painter_.drawPixmap(*state.pickedPieceAt - QPoint(size.width() / 2, size.height() / 2), image);
    }
}

} // namespace forsyth
