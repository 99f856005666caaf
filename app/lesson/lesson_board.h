// A board that only shows: the lessons' own picture of a position, with the squares not yet
// read veiled and the squares a step or a question is about lit. No gestures, no document.
#pragma once

#include "bitboard.h"
#include "board_geometry.h"
#include "board_painter.h"
#include "position.h"

#include <QWidget>

namespace forsyth {

class LessonBoard : public QWidget {
    Q_OBJECT

public:
    explicit LessonBoard(QWidget* parent = nullptr);

    // filled: the squares shown as read (the others veiled); lit: the squares in the
    // teaching view's colour.
    void show(const Position& position, Bitboard filled, Bitboard lit);
    const Position& position() const { return position_; }
    Bitboard filled() const { return filled_; }
    Bitboard lit() const { return lit_; }
    void setFlipped(bool flipped);
    QRect squareRect(Square square) const;

    QSize sizeHint() const override { return {320, 320}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    mutable BoardGeometry geometry_;
    PiecePixmaps pieces_;
    Position position_;
    Bitboard filled_ = ~Bitboard{0};
    Bitboard lit_ = 0;
};

} // namespace forsyth
