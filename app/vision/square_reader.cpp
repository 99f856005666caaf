#include "square_reader.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace forsyth {

// The ONNX file's bytes, built into the module from resources/vision/squares.onnx.
extern const unsigned char SquaresModel[];
extern const std::size_t SquaresModelSize;

namespace {

constexpr int Input = 32; // the network's side, as trained

} // namespace

SquareReader::SquareReader()
{
    try {
        net_ = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(SquaresModel), SquaresModelSize);
        net_.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
        net_.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
    } catch (const cv::Exception&) {
        net_ = {};
    }
}

std::array<VisionSquare, 64> SquareReader::read(const cv::Mat& bgr, const BoardBox& box)
{
    const double square = box.side / 8;
    std::vector<cv::Mat> crops;
    crops.reserve(64);
    const cv::Rect picture(0, 0, bgr.cols, bgr.rows);
    for (int i = 0; i < 64; ++i) {
        const double x = box.x + (i % 8) * square;
        const double y = box.y + (i / 8) * square;
        cv::Rect cell(static_cast<int>(std::lround(x)), static_cast<int>(std::lround(y)),
            std::max(1, static_cast<int>(std::lround(x + square)) - static_cast<int>(std::lround(x))),
            std::max(1, static_cast<int>(std::lround(y + square)) - static_cast<int>(std::lround(y))));
        cell &= picture;
        cv::Mat crop;
        if (cell.empty())
            crop = cv::Mat(Input, Input, CV_8UC3, cv::Scalar(255, 255, 255));
        else
            cv::resize(bgr(cell), crop, cv::Size(Input, Input), 0, 0, cv::INTER_AREA);
        crops.push_back(crop);
    }
    // As trained: RGB, 0-1.
    net_.setInput(
        cv::dnn::blobFromImages(crops, 1.0 / 255, cv::Size(Input, Input), cv::Scalar(), true, false));
    const cv::Mat scores = net_.forward();
    std::array<VisionSquare, 64> squares{};
    for (int i = 0; i < 64; ++i) {
        const float* row = scores.ptr<float>(i);
        const int classes = scores.cols;
        // Softmax: the scores as probabilities.
        const float top = *std::max_element(row, row + classes);
        std::vector<float> p(static_cast<std::size_t>(classes));
        float sum = 0;
        for (int c = 0; c < classes; ++c)
            sum += p[static_cast<std::size_t>(c)] = std::exp(row[c] - top);
        std::vector<int> order(static_cast<std::size_t>(classes));
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
            [&](int a, int b) { return p[static_cast<std::size_t>(a)] > p[static_cast<std::size_t>(b)]; });
        VisionSquare& s = squares[static_cast<std::size_t>(i)];
        s.piece = order[0];
        s.confidence = p[static_cast<std::size_t>(order[0])] / sum;
        for (int k = 0; k < 2; ++k) {
            s.alternatives[k] = order[static_cast<std::size_t>(k + 1)];
            s.alternativeConfidence[k]
                = p[static_cast<std::size_t>(order[static_cast<std::size_t>(k + 1)])] / sum;
        }
    }
    return squares;
}

} // namespace forsyth
