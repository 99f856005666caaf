// A read-only picture of a position: the board, its coordinates and the pieces, drawn from
// the chess glyphs of an installed font so they stay crisp at any size.
#pragma once

#include "position.h"

#include <QPainterPath>
#include <QWidget>

#include <array>

namespace forsyth {

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    const Position& position() const { return position_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // One piece type's outlines at a fixed reference size, scaled when painted.
    struct Glyph {
        QPainterPath outline;    // the white glyph: the piece's lines
        QPainterPath solid;      // the black glyph
        QPainterPath silhouette; // everything inside the outer contour, holes filled
    };

    void buildGlyphs();
    void drawPiece(QPainter& painter, Piece piece, const QRectF& square) const;

    Position position_;
    std::array<Glyph, 6> glyphs_; // indexed by PieceType - 1
    qreal glyphHeight_ = 1;       // of the tallest glyph (the king), to scale all alike
};

} // namespace forsyth
