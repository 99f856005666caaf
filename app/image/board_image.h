// The board as a picture to take elsewhere: painted onto any QPainter, as a PNG of N x N
// pixels or as hand-written SVG (one element per piece), in an orientation, with or without
// coordinates, with the side to move marked by a disc beside the mover's edge.
#pragma once

#include "look.h"
#include "position.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;

namespace forsyth {

struct BoardImageOptions {
    bool flipped = false;    // Black at the bottom
    bool coordinates = true; // file letters and rank numbers
    // Below and left of the board, or on its squares: as the boards on screen have them.
    CoordinatePlacement placement = Look::current().coordinates();
};

// Where everything goes in a side x side picture: the board inside a margin that holds the
// coordinates (left and below) and the side-to-move disc (right, level with the mover's
// back rank).
class BoardImageLayout {
public:
    BoardImageLayout(qreal side, const BoardImageOptions& options);

    qreal side() const { return side_; }
    qreal squareSize() const { return square_; }
    QRectF boardRect() const;
    QRectF squareRect(Square square) const; // honours the orientation
    // Below column 0-7 (left to right) and left of row 0-7 (top to bottom); with the
    // coordinates on the squares, the bottom right corner of the bottom row's square and the
    // top left corner of the left column's.
    QRectF fileLabelRect(int column) const;
    QRectF rankLabelRect(int row) const;
    bool labelsInside() const;
    // The labels' colour: ink beside the board, the other square's colour on a square.
    QColor fileLabelColour(int column) const;
    QColor rankLabelColour(int row) const;
    int fileShownIn(int column) const { return options_.flipped ? 7 - column : column; }
    int rankShownIn(int row) const { return options_.flipped ? row : 7 - row; }
    qreal labelPixelSize() const;
    QRectF sideMarkerRect(Color mover) const; // the disc's bounding box
    const BoardImageOptions& options() const { return options_; }

private:
    qreal side_;
    qreal margin_;
    qreal square_;
    BoardImageOptions options_;
};

// The board view's square colours, so an exported board looks like the one on screen.
QColor squareColour(Square square);

// Paints the position into the square (0, 0, side, side) of painter, background included.
void paintBoardImage(
    QPainter& painter, const Position& position, qreal side, const BoardImageOptions& options);

// The position as an image of side x side pixels (for PNG files and the clipboard).
QImage boardImage(const Position& position, int side, const BoardImageOptions& options);

// The position as a standalone SVG document side x side user units: squares as <rect>, each
// piece as <g class="piece white-king"> holding its body and lines as <path>, coordinates as
// <text>, the side-to-move disc as <circle class="side-to-move white">.
QByteArray boardSvg(const Position& position, int side, const BoardImageOptions& options);

enum class BoardImageFormat { Png, Svg };
constexpr int MinImageSide = 16;
constexpr int MaxImageSide = 8192;

// From the file name's extension (.png or .svg, any case); nullopt for anything else.
std::optional<BoardImageFormat> boardImageFormatOf(const QString& path);

// Writes the image (format from the extension) through QSaveFile, so a failed write leaves
// any old file as it was. Returns the problem in words, or an empty string on success.
QString saveBoardImage(
    const QString& path, const Position& position, int side, const BoardImageOptions& options);

} // namespace forsyth
