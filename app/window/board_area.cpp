#include "board_area.h"

#include <QEvent>

#include <algorithm>

namespace forsyth {
namespace {

constexpr int Spacing = 6;

int heightAt(const QWidget* widget, int width)
{
    return widget->hasHeightForWidth() ? widget->heightForWidth(width) : widget->sizeHint().height();
}

} // namespace

BoardArea::BoardArea(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardArea::setParts(QWidget* board, QWidget* palette, QList<QWidget*> under)
{
    board_ = board;
    palette_ = palette;
    under_ = std::move(under);
    arrange();
}

int BoardArea::underHeight(int width) const
{
    int height = 0;
    for (const QWidget* widget : under_) {
        if (!widget->isHidden())
            height += Spacing + heightAt(widget, width);
    }
    return height;
}

QSize BoardArea::sizeHint() const
{
    const QSize board = board_->sizeHint();
    const int width = board.width() + Spacing + palette_->sizeHint().width();
    return {width, board.height() + underHeight(width)};
}

QSize BoardArea::minimumSizeHint() const
{
    const QSize board = board_->minimumSize().expandedTo(board_->minimumSizeHint());
    const int width = board.width() + Spacing + palette_->minimumSizeHint().width();
    return {width, std::max(board.height(), palette_->minimumSizeHint().height()) + underHeight(width)};
}

void BoardArea::arrange()
{
    if (!board_)
        return;
    const QSize palette = palette_->sizeHint();
    const int width = this->width();
    const int side = std::max(
        board_->minimumWidth(), std::min(width - Spacing - palette.width(), height() - underHeight(width)));
    board_->setGeometry(0, 0, side, side);
    palette_->setGeometry(side + Spacing, 0, palette.width(), std::min(palette.height(), side));
    // The FEN and the legend as wide as board and palette, right under the board.
    const int below = side + Spacing + palette.width();
    int y = side;
    for (QWidget* widget : under_) {
        if (widget->isHidden())
            continue;
        y += Spacing;
        const int h = heightAt(widget, below);
        widget->setGeometry(0, y, below, h);
        y += h;
    }
}

bool BoardArea::event(QEvent* event)
{
    // A child's size hint changed (the palette's pieces grew with the squares, the FEN field's
    // message, the legend shown or hidden): laid out again, and the window told.
    if (event->type() == QEvent::LayoutRequest) {
        arrange();
        updateGeometry();
    }
    return QWidget::event(event);
}

void BoardArea::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

} // namespace forsyth
