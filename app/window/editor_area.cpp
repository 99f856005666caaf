#include "editor_area.h"

#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace forsyth {
namespace {

constexpr int Spacing = 8;
constexpr int Margin = 8;

} // namespace

EditorArea::EditorArea(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void EditorArea::setParts(QWidget* board, QWidget* palette, QWidget* side, QList<QWidget*> under)
{
    board_ = board;
    palette_ = palette;
    side_ = side;
    under_ = std::move(under);
    sideScroll_ = new QScrollArea(this);
    sideScroll_->setObjectName(QStringLiteral("sideScroll"));
    sideScroll_->setFrameShape(QFrame::NoFrame);
    sideScroll_->setWidgetResizable(true);
    sideScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    sideScroll_->setFocusPolicy(Qt::NoFocus);
    sideScroll_->setWidget(side_);
    arrange();
}

int EditorArea::underHeight() const
{
    int height = 0;
    for (const QWidget* widget : under_) {
        if (!widget->isHidden())
            height += Spacing + underPartHeight(widget);
    }
    return height;
}

// As tall as it will be across the area's width (the FEN's text grows with the width).
int EditorArea::underPartHeight(const QWidget* widget) const
{
    return widget->hasHeightForWidth() ? widget->heightForWidth(width() - 2 * Margin)
                                       : widget->sizeHint().height();
}

int EditorArea::paletteWidth() const { return palette_->sizeHint().width(); }

QSize EditorArea::sizeHint() const
{
    const QSize board = board_->sizeHint();
    const QSize side = side_->sizeHint();
    return {2 * Margin + board.width() + 2 * Spacing + paletteWidth() + side.width(),
        2 * Margin + std::max(board.height(), side.height()) + underHeight()};
}

QSize EditorArea::minimumSizeHint() const
{
    const QSize board = board_->minimumSize().expandedTo(board_->minimumSizeHint());
    const QSize side = side_->minimumSizeHint();
    // The side scrolls, so a few lines of it are enough in height.
    return {2 * Margin + board.width() + 2 * Spacing + palette_->minimumSizeHint().width() + side.width()
            + sideScroll_->verticalScrollBar()->sizeHint().width(),
        2 * Margin + std::max(board.height(), palette_->minimumSizeHint().height()) + underHeight()};
}

void EditorArea::arrange()
{
    if (!board_)
        return;
    const int sideMinimum
        = side_->minimumSizeHint().width() + sideScroll_->verticalScrollBar()->sizeHint().width();
    const int fromHeight = height() - 2 * Margin - underHeight();
    const auto boardSide = [&](int palette) {
        const int fromWidth = width() - 2 * Margin - 2 * Spacing - palette - sideMinimum;
        return std::max(board_->minimumWidth(), std::min(fromWidth, fromHeight));
    };
    // The palette's pieces follow the board's squares: a wider palette leaves a smaller board,
    // whose smaller pieces leave a narrower palette. Two or three rounds settle it.
    int palette = paletteWidth();
    int square = boardSide(palette);
    for (int round = 0; paletteFollows_ && round < 3; ++round) {
        paletteFollows_(square);
        const int followed = paletteWidth();
        if (followed == palette)
            break;
        palette = followed;
        square = boardSide(palette);
    }
    board_->setGeometry(Margin, Margin, square, square);
    const int paletteX = Margin + square + Spacing;
    palette_->setGeometry(paletteX, Margin, palette, std::min(palette_->sizeHint().height(), square));
    const int sideX = paletteX + palette + Spacing;
    sideScroll_->setGeometry(sideX, Margin, std::max(0, width() - Margin - sideX), square);
    // The FEN and the legend across the whole width, right under the board.
    int y = Margin + square;
    for (QWidget* widget : under_) {
        if (widget->isHidden())
            continue;
        y += Spacing;
        const int h = underPartHeight(widget);
        widget->setGeometry(Margin, y, width() - 2 * Margin, h);
        y += h;
    }
}

bool EditorArea::event(QEvent* event)
{
    // A part's size hint changed (the palette's pieces grew with the squares, a message under
    // the FEN, the legend shown or hidden): laid out again, and the window told.
    if (event->type() == QEvent::LayoutRequest) {
        arrange();
        updateGeometry();
    }
    return QWidget::event(event);
}

void EditorArea::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

} // namespace forsyth
