// Where the board lies in its widget: square <-> pixel for a given size and orientation,
// and the coordinate band left of and below the board. Plain arithmetic, no widget.
#pragma once

#include "types.h"

#include <QPoint>
#include <QRect>
#include <QSize>

#include <array>

namespace forsyth {

class BoardGeometry {
public:
    // Lays the board out in a widget of this size: the board and its band centred, square
    // edges on whole pixels. Without the band (coordinates drawn on the squares) the board
    // takes the whole side. Nothing to do when nothing changed since the last layout.
    void fit(QSize size, bool withBand = true);
    // Flipped: Black's side at the bottom (h1 top left).
    void setFlipped(bool flipped) { flipped_ = flipped; }
    bool isFlipped() const { return flipped_; }

    QRect squareRect(Square square) const;      // {} for NoSquare
    Square squareAt(const QPoint& point) const; // NoSquare off the board (the band too)
    // Cells are what the screen shows: column and row, 0-7 from the top left. The keyboard
    // moves in them, so "up" is up whichever side is at the bottom.
    QPoint cellOf(Square square) const;
    Square squareOfCell(int column, int row) const;

    int squareSide() const { return columnEdges_[1] - columnEdges_[0]; }
    QRect boardRect() const; // the 64 squares
    // Where the coordinates go: with the band, a file's letter under each column and a rank's
    // number beside each row; without it, in a corner of the bottom row's and the left
    // column's squares (bottom right and top left).
    QRect fileLabelRect(int column) const;
    QRect rankLabelRect(int row) const;
    bool hasBand() const { return withBand_; }
    int bandWidth() const { return band_; }

private:
    QSize size_;
    bool withBand_ = true;
    bool flipped_ = false;
    // Whole pixels, so squares tile without seams: column c spans
    // [columnEdges_[c], columnEdges_[c + 1]).
    std::array<int, 9> columnEdges_{};
    std::array<int, 9> rowEdges_{};
    int band_ = 0;
};

} // namespace forsyth
