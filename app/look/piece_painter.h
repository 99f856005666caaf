// How a piece looks and what it is called: drawn from the chess glyphs of an installed font
// as paths, so the board, the palette and drag pixmaps stay crisp at any size and DPI.
#pragma once

#include "types.h"

#include <QPainterPath>
#include <QPixmap>
#include <QRectF>

class QPainter;

namespace forsyth {

// Paints piece (not empty) centred in square, scaled to the square's height.
void paintPiece(QPainter& painter, Piece piece, const QRectF& square);

// The two shapes paintPiece fills, fitted into square: the body, filled white, then the
// lines over it, filled black. The SVG export writes them as paths.
struct PieceShapes {
    QPainterPath body;
    QPainterPath lines;
};
PieceShapes pieceShapes(Piece piece, const QRectF& square);

// The piece drawn into a transparent pixmap side x side logical pixels at devicePixelRatio:
// rendered from the paths at the final device size, never scaled up afterwards.
QPixmap piecePixmap(Piece piece, int side, qreal devicePixelRatio);

} // namespace forsyth
