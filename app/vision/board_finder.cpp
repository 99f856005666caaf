// How the board is found: a board's squares alternate in colour, and a square's corners show
// its colour even when a piece stands on it (pieces keep to the middle). For each square size
// s and each place, the corners' colour of the 64 squares there is compared with the board's
// pattern (+1, -1 alternating): their correlation is near 1 on a board and low anywhere else,
// at half or twice the size, or a square off. Computed for every place at once with box filters
// and shifted sums, first over the whole picture made small, then again on the board made
// large, to place it to a pixel.
#include "board_finder.h"

#include "square_pattern.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace forsyth {
namespace {

constexpr double MinimumScore = 0.72;  // correlation with the pattern
constexpr double MinimumContrast = 10; // between the two colours' corners, of 255
constexpr double SizeStep = 1.05;      // between square sizes tried
constexpr int SmallestSquare = 10;     // pixels, in the picture searched
constexpr int Fine = 32;               // pixels a square, when placing the board exactly
constexpr double Longest = 560;        // pixels, the longer side of the picture searched first
constexpr int MostFields = 3;          // checkered fields that are no board painted over, at most

struct Candidate {
    double x = 0, y = 0, square = 0, score = -1;
};

// The mean of a p x p patch with its top left corner at each pixel (the last p - 1 rows and
// columns cut off: their patches would reach past the picture).
cv::Mat patchMeans(const cv::Mat& gray, int p)
{
    cv::Mat m;
    cv::boxFilter(gray, m, CV_32F, cv::Size(p, p), cv::Point(0, 0), true, cv::BORDER_REPLICATE);
    return m(cv::Rect(0, 0, gray.cols - p + 1, gray.rows - p + 1));
}

// Adds up `count` copies of m shifted by `step` along x (dx = 1) or y, each with the sign +1,
// or alternating from +1 when `alternate`.
cv::Mat shiftedSum(const cv::Mat& m, int step, int count, bool alongX, bool alternate)
{
    const int span = step * (count - 1);
    const int w = alongX ? m.cols - span : m.cols;
    const int h = alongX ? m.rows : m.rows - span;
    if (w <= 0 || h <= 0)
        return {};
    cv::Mat sum = cv::Mat::zeros(h, w, CV_32F);
    for (int i = 0; i < count; ++i) {
        const cv::Mat part = m(cv::Rect(alongX ? i * step : 0, alongX ? 0 : i * step, w, h));
        if (alternate && i % 2)
            sum -= part;
        else
            sum += part;
    }
    return sum;
}

// The square's colour at each place: the median of the means of its four corner patches.
cv::Mat cornerColour(const cv::Mat& gray, int square)
{
    const int p = std::max(2, square / 5);
    const int m = std::max(1, square / 12);
    const cv::Mat means = patchMeans(gray, p);
    const int far = square - m - p;
    const int w = means.cols - far, h = means.rows - far;
    if (w <= 0 || h <= 0 || far <= m)
        return {};
    const cv::Mat a = means(cv::Rect(m, m, w - m, h - m));
    const cv::Mat b = means(cv::Rect(far, m, w - m, h - m));
    const cv::Mat c = means(cv::Rect(m, far, w - m, h - m));
    const cv::Mat d = means(cv::Rect(far, far, w - m, h - m));
    const cv::Mat highAB = cv::max(a, b), highCD = cv::max(c, d);
    const cv::Mat lowAB = cv::min(a, b), lowCD = cv::min(c, d);
    const cv::Mat high = cv::max(highAB, highCD);
    const cv::Mat low = cv::min(lowAB, lowCD);
    return (a + b + c + d - high - low) * 0.5; // at (x, y): the square whose corner is (x - 0, y - 0)
}

// The best 8 x 8 grid of squares `square` pixels wide in the grey picture (float), with its
// top left corner inside `where` (anywhere when empty).
Candidate bestGrid(const cv::Mat& gray, int square, const cv::Rect& where)
{
    Candidate best;
    const cv::Mat colour = cornerColour(gray, square);
    if (colour.empty())
        return best;
    const cv::Mat sx = shiftedSum(colour, square, 8, true, true);
    if (sx.empty())
        return best;
    const cv::Mat x1 = shiftedSum(colour, square, 8, true, false);
    const cv::Mat x2 = shiftedSum(colour.mul(colour), square, 8, true, false);
    const cv::Mat pattern = shiftedSum(sx, square, 8, false, true);
    if (pattern.empty())
        return best;
    const cv::Mat s1 = shiftedSum(x1, square, 8, false, false);
    const cv::Mat s2 = shiftedSum(x2, square, 8, false, false);
    // Correlation with the +1/-1 pattern: |A| / sqrt(64 S2 - S1^2).
    cv::Mat spread = 64 * s2 - s1.mul(s1);
    cv::max(spread, 1e-6, spread);
    cv::sqrt(spread, spread);
    cv::Mat score = cv::abs(pattern) / spread;
    // Too faint a difference between the two colours is no board (a flat area, paper).
    cv::Mat faint = cv::abs(pattern) < MinimumContrast * 32;
    score.setTo(0, faint);
    cv::Rect area(0, 0, score.cols, score.rows);
    if (!where.empty())
        area &= where;
    if (area.empty())
        return best;
    double top = 0;
    cv::Point at;
    cv::minMaxLoc(score(area), nullptr, &top, nullptr, &at);
    best.x = area.x + at.x;
    best.y = area.y + at.y;
    best.square = square;
    best.score = top;
    return best;
}

// One channel of a BGR picture: its grey (-1), or its blue, green or red (0-2).
cv::Mat channelOf(const cv::Mat& bgr, int channel)
{
    cv::Mat one;
    if (channel < 0)
        cv::cvtColor(bgr, one, cv::COLOR_BGR2GRAY);
    else
        cv::extractChannel(bgr, one, channel);
    return one;
}

// How much smaller the picture is searched, its longer side made `longest` (1: as it was).
double searchScale(const cv::Mat& bgr, double longest = Longest)
{
    return std::min(1.0, longest / std::max(bgr.cols, bgr.rows));
}

// The picture's `channel` made searchScale smaller, taken from `shrunk` when given (the colour
// picture made small already). Its edge pixels are carried on for `pad` pixels all round.
cv::Mat greyAt(const cv::Mat& bgr, const cv::Mat& shrunk, int channel, int pad, double longest)
{
    cv::Mat gray;
    if (!shrunk.empty()) {
        gray = channelOf(shrunk, channel);
    } else {
        gray = channelOf(bgr, channel);
        if (const double scale = searchScale(bgr, longest); scale < 1)
            cv::resize(gray, gray, cv::Size(), scale, scale, cv::INTER_AREA);
    }
    if (pad > 0)
        cv::copyMakeBorder(gray, gray, pad, pad, pad, pad, cv::BORDER_REPLICATE);
    gray.convertTo(gray, CV_32F);
    return gray;
}

// The picture's `channel` inside `rect`, its edge pixels carried on where `rect` reaches past
// the picture.
cv::Mat greyRegion(const cv::Mat& bgr, int channel, const cv::Rect& rect)
{
    const cv::Rect inside = rect & cv::Rect(0, 0, bgr.cols, bgr.rows);
    cv::Mat gray = channelOf(bgr(inside), channel);
    cv::copyMakeBorder(gray, gray, inside.y - rect.y, rect.br().y - inside.br().y, inside.x - rect.x,
        rect.br().x - inside.br().x, cv::BORDER_REPLICATE);
    gray.convertTo(gray, CV_32F);
    return gray;
}

// Every square size from SmallestSquare up, as a pyramid: sizes up to twice the smallest on the
// picture, the next ones on the picture halved, and so on, so each size is tried on as few
// pixels as show it well. Boards smaller than `smallestBoard` pixels a side, or larger than
// `largestBoard`, are not tried.
Candidate search(const cv::Mat& gray, double smallestBoard, double largestBoard)
{
    Candidate best;
    cv::Mat level = gray;
    for (double shrink = 1; std::min(level.cols, level.rows) >= 8 * SmallestSquare
         && 8 * SmallestSquare * shrink <= largestBoard;
         shrink *= 2) {
        int last = 0;
        for (double s = SmallestSquare; s < 2 * SmallestSquare; s *= SizeStep) {
            const int square = static_cast<int>(std::lround(s));
            if (square == last || 8 * square > std::min(level.cols, level.rows)
                || 8 * square * shrink < smallestBoard || 8 * square * shrink > largestBoard)
                continue;
            last = square;
            Candidate c = bestGrid(level, square, {});
            if (c.score > best.score + 1e-6) {
                best = c;
                best.x *= shrink;
                best.y *= shrink;
                best.square *= shrink;
            }
        }
        cv::resize(level, level, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
    }
    return best;
}

// The grid's lines pulled onto the edges between squares. The corners' colours stay the same
// while the grid moves or grows by less than their margin, so the grid is placed, and its
// squares sized, to a fraction of a pixel by the seven inner lines each way, where light meets
// dark all along the board (pieces keep inside their squares). `grid` is at `square` pixels a
// square in `gray`; the result's square may be fractional.
Candidate alignToEdges(const cv::Mat& gray, Candidate grid, double square)
{
    // Differences between neighbouring pixels, at the second one's place: where an edge is.
    const cv::Mat across = cv::abs(
        gray(cv::Rect(1, 0, gray.cols - 1, gray.rows)) - gray(cv::Rect(0, 0, gray.cols - 1, gray.rows)));
    const cv::Mat down = cv::abs(
        gray(cv::Rect(0, 1, gray.cols, gray.rows - 1)) - gray(cv::Rect(0, 0, gray.cols, gray.rows - 1)));
    const int side = static_cast<int>(8 * square);
    struct Line {
        double origin;
        double square;
    };
    const auto fit = [&](const cv::Mat& edges, bool vertical) {
        const cv::Rect whole(0, 0, edges.cols, edges.rows);
        const cv::Rect band = vertical ? cv::Rect(0, static_cast<int>(grid.y), edges.cols, side) & whole
                                       : cv::Rect(static_cast<int>(grid.x), 0, side, edges.rows) & whole;
        cv::Mat profile;
        cv::reduce(edges(band), profile, vertical ? 0 : 1, cv::REDUCE_SUM, CV_32F);
        const float* values = profile.ptr<float>();
        const int length = static_cast<int>(profile.total());
        // The profile between pixels, read linearly; +1: the difference at index i is the edge
        // between pixels i and i + 1.
        const auto at = [&](double x) {
            x -= 1;
            const int i = static_cast<int>(std::floor(x));
            if (i < 0 || i + 1 >= length)
                return 0.0;
            const double f = x - i;
            return values[i] * (1 - f) + values[i + 1] * f;
        };
        const double origin = vertical ? grid.x : grid.y;
        const double reach = std::max(2.0, square / 5);
        Line best{origin, square};
        double bestSum = -1;
        for (double size = square * 0.985; size <= square * 1.015; size += 0.05) {
            for (double shift = -reach; shift <= reach; shift += 0.25) {
                double sum = 0;
                for (int i = 1; i <= 7; ++i)
                    sum += at(origin + shift + i * size);
                if (sum > bestSum) {
                    bestSum = sum;
                    best = {origin + shift, size};
                }
            }
        }
        return best;
    };
    const Line columns = fit(across, true);
    const Line rows = fit(down, false);
    grid.x = columns.origin;
    grid.y = rows.origin;
    grid.square = (columns.square + rows.square) / 2;
    return grid;
}

// The grid at `square` (its size in the picture) found again on the region around it, scaled
// so that squares are `Fine` pixels, in zoom steps of `step` within `within` of the guess.
Candidate refine(const cv::Mat& gray, double square, double within, double step, double& zoomFound)
{
    Candidate best;
    for (double k = 1 - within; k <= 1 + within + 1e-9; k += step) {
        const double zoom = Fine / square * k;
        cv::Mat scaled;
        cv::resize(gray, scaled, cv::Size(), zoom, zoom, zoom < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
        const Candidate c = bestGrid(scaled, Fine, {});
        if (c.score > best.score) {
            best = c;
            zoomFound = zoom;
        }
    }
    return best;
}

// The board found in the picture's `channel` (channelOf), its edges carried on for `pastEdges` of
// its longer side; `shrunk` as for greyAt; the picture searched first made `longest` long, and
// in it boards no larger than `largestBoard`. `smallGrey`, when given, is greyAt(bgr, {}, -1, 0,
// Longest), made once for the searches that need it.
std::optional<BoardBox> findBoardIn(const cv::Mat& bgr, const cv::Mat& shrunk, int channel, double pastEdges,
    double longest = Longest, double largestBoard = HUGE_VAL, const cv::Mat* smallGrey = nullptr)
{
    // Over the whole picture, small: where the board is, roughly.
    const double scale = searchScale(bgr, longest);
    const int pad = static_cast<int>(pastEdges * std::min<double>(longest, std::max(bgr.cols, bgr.rows)));
    const bool made
        = smallGrey != nullptr && shrunk.empty() && channel == -1 && pad == 0 && longest == Longest;
    const cv::Mat small = made ? *smallGrey : greyAt(bgr, shrunk, channel, pad, longest);
    // With the edges carried on, only boards that fill most of the picture are looked for: they
    // are what the second search is for, and the smaller sizes would double its time.
    const double smallestBoard = pad > 0 ? 0.75 * (std::min(small.cols, small.rows) - 2 * pad) : 0;
    Candidate rough = search(small, smallestBoard, largestBoard);
    if (rough.score < MinimumScore)
        return std::nullopt;
    rough.x -= pad;
    rough.y -= pad;
    // Again on the board and a margin around it, made large: squares of 32 pixels, the picture
    // scaled in steps of 1.5%, then 0.2% around the best, so the squares' size is found to a
    // fraction of a pixel (an error of one pixel a square would be 8 at the far edge).
    const double square = rough.square / scale;
    const double margin = square * 0.6;
    cv::Rect around(static_cast<int>(rough.x / scale - margin), static_cast<int>(rough.y / scale - margin),
        static_cast<int>(8 * square + 2 * margin), static_cast<int>(8 * square + 2 * margin));
    const int beyond = pad > 0 ? static_cast<int>(margin) : 0;
    around &= cv::Rect(-beyond, -beyond, bgr.cols + 2 * beyond, bgr.rows + 2 * beyond);
    const cv::Mat gray = greyRegion(bgr, channel, around);
    double zoom = 1;
    refine(gray, square, 0.075, 0.015, zoom);
    double fineZoom = zoom;
    Candidate fine = refine(gray, Fine / zoom, 0.008, 0.002, fineZoom);
    if (fine.score >= MinimumScore) {
        cv::Mat scaled;
        cv::resize(
            gray, scaled, cv::Size(), fineZoom, fineZoom, fineZoom < 1 ? cv::INTER_AREA : cv::INTER_LINEAR);
        fine = alignToEdges(scaled, fine, Fine);
    }
    BoardBox box;
    if (fine.score >= MinimumScore) {
        box.x = around.x + fine.x / fineZoom;
        box.y = around.y + fine.y / fineZoom;
        box.side = 8 * fine.square / fineZoom;
        box.score = fine.score;
    } else {
        box.x = rough.x / scale;
        box.y = rough.y / scale;
        box.side = 8 * square;
        box.score = rough.score;
    }
    return box;
}

// A board found reaching past one edge of its picture, by less than a quarter of a square, while
// short of the opposite edge, is moved back in by as much as both allow: such a board fills its
// picture and was placed a little off (alignToEdges can take a row of pieces' bases for the
// squares' edges on a small board of low contrast), where a board cut by the picture's edge
// reaches past it with nothing to spare on the other side (docs/MODEL.md §2).
BoardBox movedIntoPicture(BoardBox box, int width, int height)
{
    const double most = box.side / 8 / 4;
    const auto move = [&](double& origin, int length) {
        const double before = -origin;                   // past the first edge
        const double after = origin + box.side - length; // past the last edge
        if (before > 0 && before < most && after < 0)
            origin += std::min(before, -after);
        else if (after > 0 && after < most && before < 0)
            origin -= std::min(after, -before);
    };
    move(box.x, width);
    move(box.y, height);
    return box;
}

// The most board-like 8 x 8 grid of the picture, which may be part of a larger checkered field;
// `smallGrey` as for findBoardIn.
std::optional<BoardBox> findGrid(const cv::Mat& bgr, const cv::Mat& smallGrey)
{
    // A board that fills the picture to its edges can be missed: the grid of the nearest size
    // tried, a few per cent larger than the board, does not fit inside the picture. So a picture
    // with no board found is searched again with its edge pixels carried on for a sixteenth of
    // its longer side. Only then: with room past the edges the grid may also slide past a
    // board's edge, and some boards found without it were placed worse (docs/MODEL.md §2).
    if (auto box = findBoardIn(bgr, {}, -1, 0, Longest, HUGE_VAL, &smallGrey))
        return movedIntoPicture(*box, bgr.cols, bgr.rows);
    // The board must still be in the picture, but for an eighth of a square: boards that fill
    // their picture were found reaching past its edges by up to 0.11 of a square, while grids of
    // eight squares by seven on a plain margin were found with their eighth row out in the edge
    // carried on, 0.14 of a square past it and more (docs/MODEL.md §2).
    const auto inPicture = [&](const BoardBox& box) {
        const double slack = box.side / 8 / 8;
        return box.x >= -slack && box.y >= -slack && box.x + box.side <= bgr.cols + slack
            && box.y + box.side <= bgr.rows + slack;
    };
    if (const std::optional<BoardBox> box = findBoardIn(bgr, {}, -1, 1.0 / 16); box && inPicture(*box))
        return movedIntoPicture(*box, bgr.cols, bgr.rows);
    // Squares of nearly one grey may differ in one colour (blue-grey on grey, lilac on purple):
    // then in the blue, green and red channels, of the colour picture made small once.
    cv::Mat shrunk = bgr;
    if (searchScale(bgr) < 1)
        cv::resize(bgr, shrunk, cv::Size(), searchScale(bgr), searchScale(bgr), cv::INTER_AREA);
    for (int channel = 0; channel < 3; ++channel) {
        if (const std::optional<BoardBox> box = findBoardIn(bgr, shrunk, channel, 1.0 / 16);
            box && inPicture(*box))
            return movedIntoPicture(*box, bgr.cols, bgr.rows);
    }
    // A board small in a large picture (a diagram of 150-300 pixels in a full screenshot) has
    // squares too small to be seen in the picture made 560 pixels long: searched again at twice
    // that, or at its own size if less, for the boards too small before alone, last, as it takes
    // up to four times as long (docs/MODEL.md §2).
    if (const double longest = std::max(bgr.cols, bgr.rows); longest > Longest) {
        const double searched = std::min(2 * Longest, longest);
        if (const std::optional<BoardBox> box
            = findBoardIn(bgr, {}, -1, 0, searched, 8 * SizeStep * SmallestSquare * searched / Longest))
            return movedIntoPicture(*box, bgr.cols, bgr.rows);
    }
    return std::nullopt;
}

// Whether the picture holds another board beside `box`: the picture made small, the board
// painted over in its mean grey, is searched once more, in grey, for a grid as
// board-like as a board found at first (docs/MODEL.md §2).
bool holdsAnotherBoard(const cv::Mat& bgr, const cv::Mat& smallGrey, const BoardBox& box)
{
    cv::Mat small = smallGrey.clone();
    const double scale = searchScale(bgr);
    const cv::Rect board = cv::Rect(static_cast<int>(box.x * scale), static_cast<int>(box.y * scale),
                               static_cast<int>(std::ceil(box.side * scale)) + 1,
                               static_cast<int>(std::ceil(box.side * scale)) + 1)
        & cv::Rect(0, 0, small.cols, small.rows);
    if (board.empty())
        return false;
    small(board).setTo(cv::mean(small(board)));
    // Diagrams on one page are drawn at much the same size.
    const double side = box.side * scale;
    return search(small, side / 2, side * 2).score >= MinimumScore;
}

} // namespace

std::optional<BoardBox> findBoard(const cv::Mat& bgr)
{
    // A checkered field larger than a board (a draughts board, an image editor's pattern for
    // transparency) holds a grid wherever one is looked for, and may be found before a board
    // beside it: it is painted over, on a copy, and the picture searched again (docs/MODEL.md §2).
    cv::Mat picture = bgr;
    for (int field = 0; field < MostFields; ++field) {
        // A picture too thin to hold the smallest board searched for (a line cut from a web page)
        // holds none, and would be made smaller than a pixel.
        if (picture.empty()
            || std::min(picture.cols, picture.rows) * searchScale(picture, 2 * Longest) < 8 * SmallestSquare)
            return std::nullopt;
        const cv::Mat smallGrey = greyAt(picture, {}, -1, 0, Longest);
        std::optional<BoardBox> box = findGrid(picture, smallGrey);
        if (!box)
            return std::nullopt;
        const std::optional<std::array<cv::Vec3d, 2>> colours = squareColours(picture, *box);
        if (!colours)
            return box; // a board cut by the picture's edge: nothing past it to look at
        if (!patternGoesOn(picture, *box, *colours)) {
            box->darkTopLeft = darkTopLeft(*colours);
            box->anotherBoard = holdsAnotherBoard(picture, smallGrey, *box);
            return box;
        }
        if (picture.data == bgr.data)
            picture = bgr.clone();
        paintOverField(picture, *box, *colours);
    }
    return std::nullopt;
}

} // namespace forsyth
