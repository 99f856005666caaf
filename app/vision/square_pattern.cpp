#include "square_pattern.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace forsyth {
namespace {

// The two colours must differ by this much (of 255, as a distance between colours) to be told
// apart, as the finder asks; and in grey, for the top left square to be called the darker.
constexpr double MinimumContrast = 10;
// A square past the board goes on with the pattern when each of its corners is this near the
// colour the pattern gives it, as a share of the distance between the two colours.
constexpr double Fits = 0.3;
// The row or column of eight past an edge goes on with the pattern when this many of its squares
// do: a mark or a cursor may cover one.
constexpr int RowFits = 7;

// The means of the four corner patches of the square at `row` and `column` of the box's grid,
// which may lie past the board, as the finder reads a square's colour (corners stay clear of
// pieces); nullopt when a patch is outside the picture.
std::optional<std::array<cv::Vec3d, 4>> cornerColours(
    const cv::Mat& bgr, const BoardBox& box, int row, int column)
{
    const double square = box.side / 8;
    const int patch = std::max(2, static_cast<int>(square / 5));
    const int margin = std::max(1, static_cast<int>(square / 12));
    const double x = box.x + column * square, y = box.y + row * square;
    const cv::Rect picture(0, 0, bgr.cols, bgr.rows);
    std::array<cv::Vec3d, 4> corners;
    for (std::size_t k = 0; k < corners.size(); ++k) {
        const double left = k % 2 ? x + square - margin - patch : x + margin;
        const double top = k / 2 ? y + square - margin - patch : y + margin;
        const cv::Rect rect(
            static_cast<int>(std::lround(left)), static_cast<int>(std::lround(top)), patch, patch);
        if ((rect & picture) != rect)
            return std::nullopt;
        const cv::Scalar mean = cv::mean(bgr(rect));
        corners[k] = {mean[0], mean[1], mean[2]};
    }
    return corners;
}

// A square's colour: per channel, the median of its corners' (a piece may reach one).
cv::Vec3d medianOf(const std::array<cv::Vec3d, 4>& corners)
{
    cv::Vec3d median;
    for (int c = 0; c < 3; ++c) {
        const auto [low, high] = std::minmax({corners[0][c], corners[1][c], corners[2][c], corners[3][c]});
        median[c] = (corners[0][c] + corners[1][c] + corners[2][c] + corners[3][c] - low - high) / 2;
    }
    return median;
}

// Whether the square at `row` and `column` of the box's grid, past the board, goes on with its
// pattern: each of its four corners near the colour the pattern gives it. Each corner, not their
// median as for the board's own squares: beside a board on a page, a light margin and lines of
// text give corners of both colours, whose median can fall on either.
bool goesOn(
    const cv::Mat& bgr, const BoardBox& box, const std::array<cv::Vec3d, 2>& colours, int row, int column)
{
    const auto corners = cornerColours(bgr, box, row, column);
    const cv::Vec3d& expected = colours[static_cast<std::size_t>((row + column) % 2 != 0)];
    const double near = Fits * cv::norm(colours[0] - colours[1]);
    return corners && std::all_of(corners->begin(), corners->end(), [&](const cv::Vec3d& corner) {
        return cv::norm(corner - expected) < near;
    });
}

} // namespace

std::optional<std::array<cv::Vec3d, 2>> squareColours(const cv::Mat& bgr, const BoardBox& box)
{
    std::array<cv::Vec3d, 2> sums{};
    std::array<int, 2> counts{};
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            if (const auto corners = cornerColours(bgr, box, row, column)) {
                sums[static_cast<std::size_t>((row + column) % 2)] += medianOf(*corners);
                ++counts[static_cast<std::size_t>((row + column) % 2)];
            }
        }
    }
    // A board cut by the picture's edge by more than a few squares: nothing to go by.
    if (counts[0] < 16 || counts[1] < 16)
        return std::nullopt;
    const std::array<cv::Vec3d, 2> colours{sums[0] / counts[0], sums[1] / counts[1]};
    if (cv::norm(colours[0] - colours[1]) < MinimumContrast)
        return std::nullopt;
    return colours;
}

bool darkTopLeft(const std::array<cv::Vec3d, 2>& colours)
{
    const auto grey = [](const cv::Vec3d& bgr) { return 0.114 * bgr[0] + 0.587 * bgr[1] + 0.299 * bgr[2]; };
    return grey(colours[0]) + MinimumContrast < grey(colours[1]);
}

bool patternGoesOn(const cv::Mat& bgr, const BoardBox& box, const std::array<cv::Vec3d, 2>& colours)
{
    // The row or column next to each edge: `at(i)` is the row and column of its i-th square.
    const auto line = [&](auto at) {
        int fitting = 0;
        for (int i = 0; i < 8; ++i) {
            const auto [row, column] = at(i);
            fitting += goesOn(bgr, box, colours, row, column) ? 1 : 0;
        }
        return fitting >= RowFits;
    };
    return line([](int i) {
        return std::pair{i, -1};
    }) || line([](int i) {
        return std::pair{i, 8};
    }) || line([](int i) {
        return std::pair{-1, i};
    }) || line([](int i) {
        return std::pair{8, i};
    });
}

void paintOverField(cv::Mat& bgr, const BoardBox& box, const std::array<cv::Vec3d, 2>& colours)
{
    // The squares of the field: the box's, and from them every square next to one taken that goes
    // on with the pattern, however far the field reaches and whatever its shape (it may lie
    // around a board).
    const double side = box.side / 8;
    const int firstRow = -static_cast<int>(std::ceil(box.y / side)) - 1;
    const int firstColumn = -static_cast<int>(std::ceil(box.x / side)) - 1;
    const int rows = static_cast<int>(std::ceil(bgr.rows / side)) + 3;
    const int columns = static_cast<int>(std::ceil(bgr.cols / side)) + 3;
    std::vector<char> taken(static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns), 0);
    const auto cell = [&](int row, int column) -> char* {
        const int r = row - firstRow, c = column - firstColumn;
        if (r < 0 || c < 0 || r >= rows || c >= columns)
            return nullptr;
        return &taken[static_cast<std::size_t>(r) * static_cast<std::size_t>(columns)
            + static_cast<std::size_t>(c)];
    };
    std::vector<std::pair<int, int>> field;
    for (int row = 0; row < 8; ++row) {
        for (int column = 0; column < 8; ++column) {
            if (char* c = cell(row, column)) {
                *c = 1;
                field.emplace_back(row, column);
            }
        }
    }
    for (std::size_t next = 0; next < field.size(); ++next) {
        const auto [row, column] = field[next];
        for (const auto& [r, c] : {std::pair{row - 1, column}, std::pair{row + 1, column},
                 std::pair{row, column - 1}, std::pair{row, column + 1}}) {
            char* square = cell(r, c);
            if (square && !*square && goesOn(bgr, box, colours, r, c)) {
                *square = 1;
                field.emplace_back(r, c);
            }
        }
    }
    // Painted once all are found: a painted square's edge would change its neighbours' corners.
    const cv::Scalar between = (colours[0] + colours[1]) / 2;
    const cv::Rect picture(0, 0, bgr.cols, bgr.rows);
    for (const auto& [row, column] : field) {
        const cv::Rect rect(static_cast<int>(std::floor(box.x + column * side)),
            static_cast<int>(std::floor(box.y + row * side)), static_cast<int>(std::ceil(side)) + 1,
            static_cast<int>(std::ceil(side)) + 1);
        if (const cv::Rect inside = rect & picture; !inside.empty())
            bgr(inside).setTo(between);
    }
}

} // namespace forsyth
