#include "worksheet_layout.h"

#include <algorithm>

namespace forsyth {
namespace {

constexpr qreal HeaderHeight = 30;
constexpr qreal FooterHeight = 20;
constexpr qreal Gap = 12;           // between cells, and between a diagram and its caption
constexpr qreal MinTextWidth = 150; // a caption's two lines and a FEN's at 8 pt

int offeredAtMost(int perPage)
{
    int offered = WorksheetPerPageChoices.front();
    for (const int n : WorksheetPerPageChoices)
        if (n <= perPage)
            offered = n;
    return offered;
}

} // namespace

std::optional<WorksheetGrid> worksheetGrid(int perPage)
{
    switch (perPage) {
    case 1:
        return WorksheetGrid{1, 1};
    case 2:
        return WorksheetGrid{1, 2};
    case 4:
        return WorksheetGrid{2, 2};
    case 6:
        return WorksheetGrid{2, 3};
    case 9:
        return WorksheetGrid{3, 3};
    case 12:
        return WorksheetGrid{3, 4};
    default:
        return std::nullopt;
    }
}

int worksheetDiagramPages(int items, int perPage)
{
    if (items <= 0 || perPage <= 0)
        return 0;
    return (items + perPage - 1) / perPage;
}

WorksheetLayout::WorksheetLayout(QSizeF page, int perPage, WorksheetCellText text)
    : page_(page)
    , grid_(*worksheetGrid(offeredAtMost(perPage)))
    , text_(text)
{
    // Bigger cells get bigger words and more room to write; a 12-a-page sheet still reads at
    // 8 pt. A page of 2 (1x2) and one of 6 (2x3) have cells as tall as 4 and 9: the same words,
    // or their text would leave them smaller diagrams than the denser sheet.
    switch (this->perPage()) {
    case 1:
        captionSize_ = 14, answerLines_ = 5, answerSpacing_ = 26;
        break;
    case 2:
    case 4:
        captionSize_ = 11, answerLines_ = 3, answerSpacing_ = 20;
        break;
    case 6:
    case 9:
        captionSize_ = 9, answerLines_ = 2, answerSpacing_ = 17;
        break;
    default:
        captionSize_ = 8, answerLines_ = 2, answerSpacing_ = 14;
        break;
    }
}

QRectF WorksheetLayout::headerRect() const { return {0, 0, page_.width(), HeaderHeight}; }

QRectF WorksheetLayout::footerRect() const
{
    return {0, page_.height() - FooterHeight, page_.width(), FooterHeight};
}

QRectF WorksheetLayout::bodyRect() const
{
    return {0, HeaderHeight, page_.width(), std::max<qreal>(0, page_.height() - HeaderHeight - FooterHeight)};
}

QRectF WorksheetLayout::cellRect(int slot) const
{
    const QRectF body = bodyRect();
    const qreal width = body.width() / grid_.columns;
    const qreal height = body.height() / grid_.rows;
    const int column = slot % grid_.columns;
    const int row = slot / grid_.columns;
    return {body.left() + column * width, body.top() + row * height, width, height};
}

qreal WorksheetLayout::textHeight() const
{
    qreal height = 2 * lineHeight(captionSize_);
    if (text_.fen)
        height += 2 * lineHeight(fenPointSize());
    if (text_.answerLines)
        height += answerLines_ * answerSpacing_;
    return height;
}

qreal WorksheetLayout::diagramSide() const
{
    const QRectF cell = cellRect(0);
    return std::max<qreal>(0, std::min(cell.width() - Gap, cell.height() - 2 * Gap - textHeight()));
}

QRectF WorksheetLayout::diagramRect(int slot) const
{
    const QRectF cell = cellRect(slot);
    const qreal side = diagramSide();
    return {cell.left() + (cell.width() - side) / 2, cell.top() + Gap / 2, side, side};
}

QRectF WorksheetLayout::captionRect(int slot) const
{
    // As wide as the diagram, from its left edge; a small diagram's caption and FEN need more
    // room, up to the cell's right edge.
    const QRectF diagram = diagramRect(slot);
    const qreal room = cellRect(slot).right() - Gap / 2 - diagram.left();
    const qreal width = std::max(diagram.width(), std::min(MinTextWidth, room));
    return {diagram.left(), diagram.bottom() + Gap / 2, width, 2 * lineHeight(captionSize_)};
}

QRectF WorksheetLayout::fenRect(int slot) const
{
    const QRectF caption = captionRect(slot);
    if (!text_.fen)
        return {caption.left(), caption.bottom(), caption.width(), 0};
    return {caption.left(), caption.bottom(), caption.width(), 2 * lineHeight(fenPointSize())};
}

QRectF WorksheetLayout::answerRect(int slot) const
{
    const QRectF fen = fenRect(slot);
    return {fen.left(), fen.bottom(), fen.width(), answerLineCount() * answerSpacing_};
}

} // namespace forsyth
