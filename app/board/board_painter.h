// Painting the board: a position and the marks on it, drawn from a paint state that the view
// fills in afresh for each paint, so nothing here has to follow the gestures as they change.
#pragma once

#include "bitboard.h"
#include "board_geometry.h"
#include "position.h"

#include <QColor>
#include <QFont>
#include <QPixmap>
#include <QPoint>

#include <array>
#include <optional>
#include <vector>

class QPainter;

namespace forsyth {

// The twelve pieces rendered for one square size, device pixel ratio and piece set, each on
// first use.
// Shared by the painting, a drag's image and the promotion menu's icons, so they all match.
class PiecePixmaps {
public:
    const QPixmap& of(Piece piece, int side, qreal ratio); // piece not empty

private:
    std::array<QPixmap, 12> pixmaps_;
    int side_ = 0;
    qreal ratio_ = 0;
    int serial_ = -1; // Look::serial() when drawn
};

// What the board shows besides the pieces where they stand.
struct BoardPaintState {
    Bitboard errors = 0;      // framed in red (findings)
    Bitboard warnings = 0;    // framed in orange
    Bitboard highlighted = 0; // a finding selected in the panel
    Bitboard taught = 0;      // the teaching view's squares
    // A picture's squares read unsurely, each with the pieces that came next (docs/MODEL.md).
    Bitboard doubtful = 0;
    const std::array<std::vector<Piece>, 64>* alternatives = nullptr;
    bool showsLetters = false;
    Square cursor = NoSquare;     // the keyboard cursor; NoSquare while the board lacks focus
    Square dropTarget = NoSquare; // the square a dragged piece would land on
    Square hidden = NoSquare;     // shown empty: its piece is being dragged
    // Move mode: the picked piece, its legal targets and, while it is dragged, the point it
    // is drawn centred on.
    Square picked = NoSquare;
    Bitboard targets = 0;
    std::optional<QPoint> pickedPieceAt;
    QFont font;              // the widget's, for the letters and coordinates
    QColor coordinateColour; // the coordinates and the line round the board
};

// Paints one frame of the board onto a painter; lives for that one paint.
class BoardPainter {
public:
    BoardPainter(QPainter& painter, const BoardGeometry& geometry, PiecePixmaps& pieces, qreal ratio);
    void paint(const Position& position, const BoardPaintState& state);

private:
    void paintSquares(const Position& position, const BoardPaintState& state);
    void paintFrames(const BoardPaintState& state);
    void paintLetters(const Position& position, const BoardPaintState& state);
    void paintCoordinates(const BoardPaintState& state);
    void paintMoveMarks(const Position& position, const BoardPaintState& state);
    void paintDoubts(const BoardPaintState& state);
    const QPixmap& pixmap(Piece piece);

    QPainter& painter_;
    const BoardGeometry& geometry_;
    PiecePixmaps& pieces_;
    qreal ratio_;
    qreal frame_; // the findings' frame width, from the square size
};

} // namespace forsyth
