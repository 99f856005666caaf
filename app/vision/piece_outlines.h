// How the pieces of a read board are drawn, beside what the network says they are: the outline
// of each and how light it is inside, so that the reader can hold pieces drawn alike to one
// reading (docs/MODEL.md §4, one set a picture). Plain OpenCV, no Qt.
#pragma once

#include "board_finder.h"
#include "vision_module.h"

#include <opencv2/core.hpp>

namespace forsyth {

// Fills result->likeness, fill and ink for the squares of the board at `box` in `bgr` (as the
// reading kept shows them: turned or mirrored back) on which `result->squares` read a piece.
void outlinePieces(const cv::Mat& bgr, const BoardBox& box, VisionResult* result);

} // namespace forsyth
