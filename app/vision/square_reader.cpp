#include "square_reader.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace forsyth {

// The ONNX files' bytes, built into the module from resources/vision/squares.onnx and
// squares-more-sets.onnx.
extern const unsigned char SquaresModel[];
extern const std::size_t SquaresModelSize;
extern const unsigned char MoreSetsModel[];
extern const std::size_t MoreSetsModelSize;

namespace {

constexpr int Input = 32; // the network's side, as trained
// The network's classes: 0 empty (or no coordinate), 1-12 the pieces, 13-20 the numbers 1-8,
// 21-28 the letters a-h (training/render_boards.py, CLASSES).
constexpr int PieceClasses = 13;
constexpr int FirstNumber = 13;
constexpr int FirstLetter = 21;
constexpr int AllClasses = 29;
constexpr float LabelSure = 0.8f;
// How much of a rectangle must lie in the picture to be cut (cut()): a square nearly all of it,
// a band of coordinates beside the board half.
constexpr double SquareInside = 0.8;
constexpr double BandInside = 0.5;

// The rectangle of the picture made Input x Input. A board found a pixel off reaches a little
// past a picture cropped to it, and a band of coordinates may be narrower than the half square
// cut for it: when at least `inside` of the rectangle is in the picture, the rest is filled with
// the picture's edge (as if it went on), else nothing is cut (empty).
cv::Mat cut(const cv::Mat& bgr, double x, double y, double w, double h, double inside)
{
    const cv::Rect cell(static_cast<int>(std::lround(x)), static_cast<int>(std::lround(y)),
        std::max(1, static_cast<int>(std::lround(x + w)) - static_cast<int>(std::lround(x))),
        std::max(1, static_cast<int>(std::lround(y + h)) - static_cast<int>(std::lround(y))));
    const cv::Rect shown = cell & cv::Rect(0, 0, bgr.cols, bgr.rows);
    if (shown.area() < inside * cell.area())
        return {};
    cv::Mat whole = bgr(shown);
    if (shown != cell) {
        cv::copyMakeBorder(whole, whole, shown.y - cell.y, cell.br().y - shown.br().y, shown.x - cell.x,
            cell.br().x - shown.br().x, cv::BORDER_REPLICATE);
    }
    cv::Mat crop;
    cv::resize(whole, crop, cv::Size(Input, Input), 0, 0, cv::INTER_AREA);
    return crop;
}

// Softmax over class 0 and the classes `from` to `to` (exclusive), the likeliest first.
std::vector<std::pair<int, float>> ranked(const float* row, int from, int to)
{
    std::vector<std::pair<int, float>> out;
    out.emplace_back(0, row[0]);
    for (int c = from; c < to; ++c)
        out.emplace_back(c, row[c]);
    float top = out[0].second;
    for (const auto& entry : out)
        top = std::max(top, entry.second);
    float sum = 0;
    for (auto& entry : out)
        sum += entry.second = std::exp(entry.second - top);
    for (auto& entry : out)
        entry.second /= sum;
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

cv::dnn::Net loadNetwork(const unsigned char* bytes, std::size_t size)
{
    try {
        cv::dnn::Net net = cv::dnn::readNetFromONNX(reinterpret_cast<const char*>(bytes), size);
        net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
        net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
        // A network of another shape (weights from another version of training) is no network:
        // it would read every board as empty.
        const cv::Mat blank(Input, Input, CV_8UC3, cv::Scalar(255, 255, 255));
        net.setInput(cv::dnn::blobFromImage(blank, 1.0 / 255));
        if (net.forward().cols == AllClasses)
            return net;
    } catch (const cv::Exception&) { }
    return {};
}

} // namespace

SquareReader::SquareReader()
    : nets_{loadNetwork(SquaresModel, SquaresModelSize), loadNetwork(MoreSetsModel, MoreSetsModelSize)}
{ }

std::array<VisionSquare, 64> SquareReader::read(const cv::Mat& bgr, const BoardBox& box, int& coordinateVote)
{
    const double sq = box.side / 8;
    std::vector<cv::Mat> crops;
    crops.reserve(96);
    std::array<bool, 64> outside{}; // too little of the square in the picture to be read
    for (int i = 0; i < 64; ++i) {
        const cv::Mat crop = cut(bgr, box.x + (i % 8) * sq, box.y + (i / 8) * sq, sq, sq, SquareInside);
        outside[static_cast<std::size_t>(i)] = crop.empty();
        crops.push_back(crop.empty() ? cv::Mat(Input, Input, CV_8UC3, cv::Scalar(255, 255, 255)) : crop);
    }
    // Where coordinates may be drawn (as render_boards.label_places cuts them): inside, a file's
    // letter in the bottom right corner of the bottom row's squares and a rank's number in the
    // top left corner of the left column's; outside, beside the board, below and left.
    struct Place {
        bool file;
        int index;
    };
    std::vector<Place> places;
    const double corner = 0.4 * sq;
    for (int i = 0; i < 8; ++i) {
        const std::array<std::pair<Place, cv::Mat>, 4> candidates{{
            {{true, i},
                cut(bgr, box.x + (i + 1) * sq - corner, box.y + 8 * sq - corner, corner, corner,
                    SquareInside)},
            {{false, i}, cut(bgr, box.x, box.y + i * sq, corner, corner, SquareInside)},
            {{true, i}, cut(bgr, box.x + i * sq, box.y + 8 * sq, sq, 0.5 * sq, BandInside)},
            {{false, i}, cut(bgr, box.x - 0.5 * sq, box.y + i * sq, 0.5 * sq, sq, BandInside)},
        }};
        for (const auto& [place, crop] : candidates) {
            if (!crop.empty()) {
                places.push_back(place);
                crops.push_back(crop);
            }
        }
    }
    // As trained: RGB, 0-1. The two networks' scores (logits) are averaged: each trained on its
    // own sets of pieces, they err on different pieces (docs/MODEL.md §3).
    const cv::Mat blob
        = cv::dnn::blobFromImages(crops, 1.0 / 255, cv::Size(Input, Input), cv::Scalar(), true, false);
    cv::Mat scores;
    for (cv::dnn::Net& net : nets_) {
        net.setInput(blob);
        const cv::Mat own = net.forward();
        scores = scores.empty() ? own.clone() : scores + own;
    }
    scores /= static_cast<double>(nets_.size());
    std::array<VisionSquare, 64> squares{};
    coordinateVote = 0;
    for (int i = 0; i < 64; ++i) {
        const auto order = ranked(scores.ptr<float>(i), 1, PieceClasses);
        VisionSquare& s = squares[static_cast<std::size_t>(i)];
        if (outside[static_cast<std::size_t>(i)])
            continue; // empty with no confidence: shown unsure, for the user to set
        s.piece = order[0].first;
        s.confidence = order[0].second;
        for (int k = 0; k < SquareAlternatives; ++k) {
            s.alternatives[k] = order[static_cast<std::size_t>(k + 1)].first;
            s.alternativeConfidence[k] = order[static_cast<std::size_t>(k + 1)].second;
        }
    }
    for (std::size_t k = 0; k < places.size(); ++k) {
        const auto order = ranked(scores.ptr<float>(static_cast<int>(64 + k)), FirstNumber, AllClasses);
        const int label = order[0].first;
        if (label == 0 || order[0].second < LabelSure)
            continue;
        const Place& at = places[k];
        // White at the bottom: files a-h from the left, ranks 8-1 from the top.
        const int normal = at.file ? FirstLetter + at.index : FirstNumber + 7 - at.index;
        const int flipped = at.file ? FirstLetter + 7 - at.index : FirstNumber + at.index;
        coordinateVote += label == normal ? 1 : label == flipped ? -1 : 0;
    }
    return squares;
}

} // namespace forsyth
