// Finding the board in a picture: the 8 x 8 squares of two alternating colours, axis-aligned as
// screenshots, scans and diagrams show them (docs/MODEL.md §2). Plain OpenCV, no Qt.
#pragma once

#include <opencv2/core.hpp>

#include <optional>

namespace forsyth {

struct BoardBox {
    double x = 0, y = 0; // the top left corner of the top left square, in the picture's pixels
    double side = 0;     // the board's side (8 squares)
    double score = 0;    // 0-1: how closely the squares' colours alternate as a board's do
    // The top left square plainly the darker: a board turned a quarter, or drawn mirrored
    // (square_pattern.h).
    bool darkTopLeft = false;
    // The picture holds a second grid as board-like beside it (a page of diagrams): this one is
    // read, the other is not.
    bool anotherBoard = false;
};

// The most board-like 8 x 8 grid of the picture (BGR, 8 bits), or nullopt when nothing in it
// alternates like a board's squares.
std::optional<BoardBox> findBoard(const cv::Mat& bgr);

} // namespace forsyth
