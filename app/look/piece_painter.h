// Pieces drawn in the look's current set (Look::current()), for every view and image that
// draws one: the board, the palette, drag pixmaps, diagrams, exports and worksheets.
#pragma once

#include "types.h"

#include <QPixmap>
#include <QRectF>

class QPainter;

namespace forsyth {

// Paints piece (not empty) filling square, in the current set.
void paintPiece(QPainter& painter, Piece piece, const QRectF& square);

// The piece drawn into a transparent pixmap side x side logical pixels at devicePixelRatio:
// rendered at the final device size, never scaled up afterwards.
QPixmap piecePixmap(Piece piece, int side, qreal devicePixelRatio);

} // namespace forsyth
