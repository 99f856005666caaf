// The pattern of a board's squares in a picture: its two colours, which of them the top left
// square has, and whether it goes on past the board's edges. A checkered field larger than a
// board (a draughts board, an image editor's pattern for transparency, a floor of tiles) holds
// an 8 x 8 grid wherever one looks, so the board finder finds one; a chess board's pattern stops
// at its edges. And a chess board has a light square in each player's right-hand corner, so
// its top left square is light either way up: dark, the board was turned a quarter
// (docs/MODEL.md §2). Plain OpenCV, no Qt.
#pragma once

#include "board_finder.h"

#include <opencv2/core.hpp>

#include <array>
#include <optional>

namespace forsyth {

// The colours (BGR) of the box's squares: the top left square's and the other's, each the mean
// over its 32 squares of the squares' corners; nullopt when too few squares are in the picture or
// the two colours differ too little to be told apart.
std::optional<std::array<cv::Vec3d, 2>> squareColours(const cv::Mat& bgr, const BoardBox& box);

// Whether the top left square is plainly the darker (in grey): the board was turned a quarter,
// or is drawn mirrored.
bool darkTopLeft(const std::array<cv::Vec3d, 2>& colours);

// Whether the pattern of the box's squares, whose colours are `colours`, goes on past an edge:
// seven or more of the eight squares next to it go on alternating (a mark or a cursor may cover
// one).
bool patternGoesOn(const cv::Mat& bgr, const BoardBox& box, const std::array<cv::Vec3d, 2>& colours);

// Paints the field the box is part of (its squares, and every square joined to them that goes
// on with the pattern) in one colour, between its two, so that no grid is found in it again.
void paintOverField(cv::Mat& bgr, const BoardBox& box, const std::array<cv::Vec3d, 2>& colours);

} // namespace forsyth
