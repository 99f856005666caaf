#include "board_geometry.h"

#include <QtGlobal>

#include <algorithm>

namespace forsyth {
namespace {

constexpr qreal BandRatio = 0.4; // the coordinate band, in squares

} // namespace

void BoardGeometry::fit(QSize size, bool withBand)
{
    if (size_ == size && withBand_ == withBand)
        return;
    size_ = size;
    withBand_ = withBand;
    const qreal ratio = withBand ? BandRatio : 0;
    const qreal side = std::min(size.width(), size.height());
    const qreal square = side / (8 + ratio);
    const qreal band = square * ratio;
    // The board and its coordinate band (left and below), centred in the widget.
    const qreal left = (size.width() - side) / 2 + band;
    const qreal top = (size.height() - side) / 2;
    for (int i = 0; i <= 8; ++i) {
        columnEdges_[static_cast<std::size_t>(i)] = qRound(left + i * square);
        rowEdges_[static_cast<std::size_t>(i)] = qRound(top + i * square);
    }
    band_ = qRound(band);
}

QPoint BoardGeometry::cellOf(Square square) const
{
    return flipped_ ? QPoint(7 - fileOf(square), rankOf(square)) : QPoint(fileOf(square), 7 - rankOf(square));
}

Square BoardGeometry::squareOfCell(int column, int row) const
{
    return flipped_ ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

QRect BoardGeometry::squareRect(Square square) const
{
    if (square < 0 || square > 63)
        return {};
    const QPoint cell = cellOf(square);
    const auto c = static_cast<std::size_t>(cell.x());
    const auto r = static_cast<std::size_t>(cell.y());
    return QRect(
        QPoint(columnEdges_[c], rowEdges_[r]), QPoint(columnEdges_[c + 1] - 1, rowEdges_[r + 1] - 1));
}

Square BoardGeometry::squareAt(const QPoint& point) const
{
    const auto column
        = std::upper_bound(columnEdges_.begin(), columnEdges_.end(), point.x()) - columnEdges_.begin() - 1;
    const auto row = std::upper_bound(rowEdges_.begin(), rowEdges_.end(), point.y()) - rowEdges_.begin() - 1;
    if (column < 0 || column > 7 || row < 0 || row > 7)
        return NoSquare;
    return squareOfCell(static_cast<int>(column), static_cast<int>(row));
}

QRect BoardGeometry::boardRect() const
{
    return QRect(QPoint(columnEdges_[0], rowEdges_[0]), QPoint(columnEdges_[8] - 1, rowEdges_[8] - 1));
}

QRect BoardGeometry::fileLabelRect(int column) const
{
    if (!withBand_) {
        const QRect square = squareRect(squareOfCell(column, 7));
        const int w = square.width() * 3 / 10;
        return {square.right() + 1 - w, square.bottom() + 1 - w, w, w};
    }
    const auto c = static_cast<std::size_t>(column);
    return QRect(
        QPoint(columnEdges_[c], rowEdges_[8]), QPoint(columnEdges_[c + 1] - 1, rowEdges_[8] - 1 + band_));
}

QRect BoardGeometry::rankLabelRect(int row) const
{
    if (!withBand_) {
        const QRect square = squareRect(squareOfCell(0, row));
        const int w = square.width() * 3 / 10;
        return {square.left(), square.top(), w, w};
    }
    const auto r = static_cast<std::size_t>(row);
    return QRect(
        QPoint(columnEdges_[0] - band_, rowEdges_[r]), QPoint(columnEdges_[0] - 1, rowEdges_[r + 1] - 1));
}

} // namespace forsyth
