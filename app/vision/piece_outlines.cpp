#include "piece_outlines.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <vector>

namespace forsyth {
namespace {

constexpr int Side = 32;          // an outline's grid, the square's side
constexpr double Inset = 0.04;    // of a square's side cut from each edge: its neighbours' pixels
constexpr double NearGround = 40; // how far (in BGR) a pixel may be from the square's colour
constexpr double InkShare = 0.05; // the darkest twentieth of an outline: its ink
// An outline filling more of its square than this is the square's edge taken for a piece's.
constexpr double MostOfTheSquare = 0.6;
// The fill is taken this far (of a square's side) inside the outline: a small or blurred piece's
// edge is mixed with its square's colour.
constexpr double FillInside = 0.06;

// A square's outline as 32 rows of 32 bits, the top row first, bit 0 at the left.
using Outline = std::array<std::uint32_t, Side>;

struct Drawn {
    Outline outline{};
    float fill = 0, ink = 0, insideFromSquare = 0;
    bool seen = false;
};

// The median of each channel over the pixels of `crop` where `where` is set: a piece's own
// colour, whatever lines are drawn inside it, or its square's where the square shows through.
cv::Vec3d medianColour(const cv::Mat& crop, const cv::Mat& where)
{
    std::array<std::vector<int>, 3> channels;
    for (int y = 0; y < crop.rows; ++y) {
        for (int x = 0; x < crop.cols; ++x) {
            if (!where.at<std::uint8_t>(y, x))
                continue;
            const cv::Vec3b p = crop.at<cv::Vec3b>(y, x);
            for (std::size_t c = 0; c < 3; ++c)
                channels[c].push_back(p[static_cast<int>(c)]);
        }
    }
    cv::Vec3d colour;
    for (std::size_t c = 0; c < 3; ++c) {
        const auto middle = channels[c].begin() + static_cast<long>(channels[c].size() / 2);
        std::nth_element(channels[c].begin(), middle, channels[c].end());
        colour[static_cast<int>(c)] = *middle;
    }
    return colour;
}

// The square's own colour: the median of each channel along the crop's edge.
cv::Vec3d edgeColour(const cv::Mat& crop)
{
    cv::Mat edge(crop.size(), CV_8U, cv::Scalar(1));
    edge(cv::Rect(1, 1, crop.cols - 2, crop.rows - 2)) = 0;
    return medianColour(crop, edge);
}

// Where a square shows its own colour, `ground`, or one near it (1).
cv::Mat nearGround(const cv::Mat& crop, const cv::Vec3d& ground)
{
    cv::Mat near(crop.size(), CV_8U);
    for (int y = 0; y < crop.rows; ++y) {
        for (int x = 0; x < crop.cols; ++x) {
            const cv::Vec3b p = crop.at<cv::Vec3b>(y, x);
            near.at<std::uint8_t>(y, x)
                = std::hypot(p[0] - ground[0], p[1] - ground[1], p[2] - ground[2]) < NearGround;
        }
    }
    return near;
}

// The piece on a square (255 where it is): everything not joined to the square's edge through
// pixels of the square's own colour (`near`), the largest part of it kept, so that a coordinate
// in a corner is left out. Empty when there is none.
cv::Mat pieceMask(const cv::Mat& near)
{
    cv::Mat parts;
    const int count = cv::connectedComponents(near, parts, 4, CV_32S);
    std::vector<bool> outside(static_cast<std::size_t>(count), false);
    for (int y = 0; y < near.rows; ++y) {
        for (int x = 0; x < near.cols; ++x) {
            if ((y == 0 || y == near.rows - 1 || x == 0 || x == near.cols - 1) && near.at<std::uint8_t>(y, x))
                outside[static_cast<std::size_t>(parts.at<int>(y, x))] = true;
        }
    }
    cv::Mat piece(near.size(), CV_8U);
    for (int y = 0; y < near.rows; ++y) {
        for (int x = 0; x < near.cols; ++x) {
            const bool ground
                = near.at<std::uint8_t>(y, x) && outside[static_cast<std::size_t>(parts.at<int>(y, x))];
            piece.at<std::uint8_t>(y, x) = ground ? 0 : 1;
        }
    }
    cv::Mat pieceParts, stats, centres;
    const int pieces = cv::connectedComponentsWithStats(piece, pieceParts, stats, centres, 8, CV_32S);
    if (pieces <= 1)
        return {};
    int largest = 1;
    for (int k = 2; k < pieces; ++k) {
        if (stats.at<int>(k, cv::CC_STAT_AREA) > stats.at<int>(largest, cv::CC_STAT_AREA))
            largest = k;
    }
    return pieceParts == largest;
}

// How the piece on one square is drawn; nothing seen when the square shows none, or one filling
// most of it.
Drawn drawnOn(const cv::Mat& bgr, const cv::Rect& cell, double squareSide)
{
    Drawn drawn;
    const cv::Rect inside = cell & cv::Rect(0, 0, bgr.cols, bgr.rows);
    if (inside.width < 6 || inside.height < 6)
        return drawn;
    const cv::Mat crop = bgr(inside);
    const cv::Vec3d ground = edgeColour(crop);
    const cv::Mat near = nearGround(crop, ground);
    const cv::Mat mask = pieceMask(near);
    if (mask.empty() || cv::countNonZero(mask) > MostOfTheSquare * static_cast<double>(mask.total()))
        return drawn;
    const int depth = std::max(1, static_cast<int>(std::lround(FillInside * squareSide)));
    cv::Mat core;
    cv::erode(mask, core, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(2 * depth + 1, 2 * depth + 1)));
    if (cv::countNonZero(core) == 0)
        core = mask;
    cv::Mat grey;
    cv::cvtColor(crop, grey, cv::COLOR_BGR2GRAY);
    drawn.fill = static_cast<float>(cv::mean(grey, core)[0]);
    // Where half the inside or more is of about the square's colour, whether it is the square's
    // itself (a piece drawn as an outline alone, lines drawn inside it) or a tone near it.
    const cv::Mat nearInside = near & core;
    const bool mostlyNear = 2 * cv::countNonZero(nearInside) >= cv::countNonZero(core);
    drawn.insideFromSquare
        = static_cast<float>(cv::norm(medianColour(crop, mostlyNear ? nearInside : core) - ground));
    std::vector<int> tones;
    for (int y = 0; y < crop.rows; ++y) {
        for (int x = 0; x < crop.cols; ++x) {
            if (mask.at<std::uint8_t>(y, x))
                tones.push_back(grey.at<std::uint8_t>(y, x));
        }
    }
    const auto darkest = tones.begin() + static_cast<long>(InkShare * static_cast<double>(tones.size() - 1));
    std::nth_element(tones.begin(), darkest, tones.end());
    drawn.ink = static_cast<float>(*darkest);
    cv::Mat small;
    cv::resize(mask, small, cv::Size(Side, Side), 0, 0, cv::INTER_AREA);
    for (int y = 0; y < Side; ++y) {
        for (int x = 0; x < Side; ++x) {
            if (small.at<std::uint8_t>(y, x) > 127)
                drawn.outline[static_cast<std::size_t>(y)] |= std::uint32_t{1} << x;
        }
    }
    drawn.seen = true;
    return drawn;
}

// How much two outlines overlap (shared over either's), the second moved by up to a pixel of the
// grid each way for the best: a piece drawn a pixel off its square's centre is the same piece.
float overlap(const Outline& a, const Outline& b)
{
    float best = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            int shared = 0, either = 0;
            for (int y = 0; y < Side; ++y) {
                const int from = y - dy;
                std::uint32_t moved = from >= 0 && from < Side ? b[static_cast<std::size_t>(from)] : 0;
                moved = dx > 0 ? moved << dx : dx < 0 ? moved >> -dx : moved;
                shared += std::popcount(a[static_cast<std::size_t>(y)] & moved);
                either += std::popcount(a[static_cast<std::size_t>(y)] | moved);
            }
            if (either > 0)
                best = std::max(best, static_cast<float>(shared) / static_cast<float>(either));
        }
    }
    return best;
}

} // namespace

void outlinePieces(const cv::Mat& bgr, const BoardBox& box, VisionResult* result)
{
    const double sq = box.side / 8;
    std::array<Drawn, 64> drawn;
    for (int i = 0; i < 64; ++i) {
        if (result->squares[i].piece == 0)
            continue;
        const double x = box.x + (i % 8 + Inset) * sq, y = box.y + (i / 8 + Inset) * sq;
        const double side = (1 - 2 * Inset) * sq;
        const cv::Rect cell(static_cast<int>(std::lround(x)), static_cast<int>(std::lround(y)),
            static_cast<int>(std::lround(x + side) - std::lround(x)),
            static_cast<int>(std::lround(y + side) - std::lround(y)));
        drawn[static_cast<std::size_t>(i)] = drawnOn(bgr, cell, sq);
    }
    for (int i = 0; i < 64; ++i) {
        const Drawn& a = drawn[static_cast<std::size_t>(i)];
        result->fill[i] = a.fill;
        result->ink[i] = a.ink;
        result->insideFromSquare[i] = a.insideFromSquare;
        result->likeness[i][i] = a.seen ? 1 : 0;
        for (int j = i + 1; j < 64; ++j) {
            const Drawn& b = drawn[static_cast<std::size_t>(j)];
            result->likeness[i][j] = result->likeness[j][i]
                = a.seen && b.seen ? overlap(a.outline, b.outline) : 0;
        }
    }
}

} // namespace forsyth
