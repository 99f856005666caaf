#include "lesson_board.h"

#include "look.h"

#include <QPainter>

namespace forsyth {
namespace {

// Unread squares: the palette's window colour over the square, so the board's pattern still
// shows faintly and the squares read stand out.
QColor veil(const QPalette& palette)
{
    QColor c = palette.color(QPalette::Window);
    c.setAlpha(200);
    return c;
}

} // namespace

LessonBoard::LessonBoard(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&Look::current(), &Look::changed, this, qOverload<>(&QWidget::update));
}

void LessonBoard::show(const Position& position, Bitboard filled, Bitboard lit)
{
    position_ = position;
    filled_ = filled;
    lit_ = lit;
    update();
}

void LessonBoard::setFlipped(bool flipped)
{
    geometry_.setFlipped(flipped);
    update();
}

QRect LessonBoard::squareRect(Square square) const
{
    geometry_.fit(size(), Look::current().coordinates() == CoordinatePlacement::Outside);
    return geometry_.squareRect(square);
}

void LessonBoard::paintEvent(QPaintEvent*)
{
    geometry_.fit(size(), Look::current().coordinates() == CoordinatePlacement::Outside);
    BoardPaintState state;
    state.taught = lit_;
    state.font = font();
    state.coordinateColour = palette().color(QPalette::WindowText);
    QPainter painter(this);
    BoardPainter(painter, geometry_, pieces_, devicePixelRatioF()).paint(position_, state);
    const QColor cover = veil(palette());
    for (Bitboard unread = ~filled_ & ~lit_; unread != 0;)
        painter.fillRect(geometry_.squareRect(popLowest(unread)), cover);
}

} // namespace forsyth
