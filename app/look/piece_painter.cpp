#include "piece_painter.h"

#include "look.h"

#include <QPainter>

#include <algorithm>

namespace forsyth {

void paintPiece(QPainter& painter, Piece piece, const QRectF& square)
{
    if (!piece.empty())
        Look::current().pieces().paint(painter, piece, square);
}

QPixmap piecePixmap(Piece piece, int side, qreal devicePixelRatio)
{
    const int pixels = std::max(1, qRound(side * devicePixelRatio));
    QPixmap pixmap(pixels, pixels);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paintPiece(painter, piece, QRectF(0, 0, pixels / devicePixelRatio, pixels / devicePixelRatio));
    return pixmap;
}

} // namespace forsyth
