// Reading each square of a found board: the 64 squares cut out, made 32 x 32 and given to the
// two networks trained by training/train_squares.py (built into the module), which say for each
// how likely each of the 13 things is (docs/MODEL.md §3).
#pragma once

#include "board_finder.h"
#include "vision_module.h"

#include <opencv2/dnn.hpp>

#include <array>

namespace forsyth {

class SquareReader {
public:
    SquareReader(); // loads the networks; ok() says whether it could
    bool ok() const { return !nets_[0].empty() && !nets_[1].empty(); }

    // The squares of the board at `box` in the picture, row by row from the top left, and the
    // coordinates' vote on which way up it is (VisionResult::coordinateVote).
    std::array<VisionSquare, 64> read(const cv::Mat& bgr, const BoardBox& box, int& coordinateVote);

private:
    std::array<cv::dnn::Net, 2> nets_;
};

} // namespace forsyth
