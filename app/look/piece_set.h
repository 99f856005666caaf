// A piece set: one way of drawing the twelve pieces, on screen, into images and as SVG.
// Forsyth's own sets are SVG files in its resources, the font set is a font's chess glyphs,
// and sets installed on the machine are folders of SVG files (docs/LOOK.md §1).
#pragma once

#include "types.h"

#include <QString>

#include <array>
#include <memory>

class QPainter;
class QRectF;
class QXmlStreamWriter;

namespace forsyth {

class PieceSet {
public:
    virtual ~PieceSet() = default;

    // Paints piece (not empty) filling square, centred, as large as the set draws it.
    virtual void paint(QPainter& painter, Piece piece, const QRectF& square) const = 0;
    // The same drawing as SVG elements inside the current element (a <g> of the caller's),
    // at the same place: vector shapes, never a picture.
    virtual void writeSvg(QXmlStreamWriter& xml, Piece piece, const QRectF& square) const = 0;
};

// The chess glyphs of DejaVu Sans (or whichever installed font has them), as paths.
std::unique_ptr<PieceSet> fontPieceSet();

// Twelve SVG files, indexed as pieceIndex() says. A file that does not load is drawn with the
// font's glyph instead, so a damaged set never leaves a square empty.
std::unique_ptr<PieceSet> svgPieceSet(const std::array<QString, 12>& files);

// 0-5 the white pawn, knight, bishop, rook, queen, king (PieceType's order); 6-11 the black.
int pieceIndex(Piece piece);
Piece pieceAtIndex(int index);

} // namespace forsyth
