// The vision module's one function (vision_module.h): a picture's bytes in, the board found and
// its squares read out. Built as a module the program loads with QLibrary on first use, so
// OpenCV is never loaded at start.
#include "vision_module.h"
#include "board_finder.h"
#include "piece_outlines.h"
#include "square_reader.h"

#include <opencv2/core/utils/logger.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <new>
#include <string_view>
#include <utility>

namespace {

using namespace forsyth;

// A picture of any depth and channels as 8-bit BGR; transparency over white, as the pictures
// a user copies from a web page are seen.
cv::Mat asBgr(const cv::Mat& decoded)
{
    cv::Mat image = decoded;
    if (image.depth() != CV_8U) {
        const double range = image.depth() == CV_16U ? 1.0 / 257 : 255.0;
        image.convertTo(image, CV_8U, range);
    }
    switch (image.channels()) {
    case 1:
        cv::cvtColor(image, image, cv::COLOR_GRAY2BGR);
        break;
    case 4: {
        cv::Mat bgra[4];
        cv::split(image, bgra);
        cv::Mat alpha;
        bgra[3].convertTo(alpha, CV_32F, 1.0 / 255);
        for (int c = 0; c < 3; ++c) {
            cv::Mat channel;
            bgra[c].convertTo(channel, CV_32F);
            channel = channel.mul(alpha) + 255.0 * (1.0 - alpha);
            channel.convertTo(bgra[c], CV_8U);
        }
        cv::merge(bgra, 3, image);
        break;
    }
    default:
        break;
    }
    return image;
}

// How sure the network is of a reading of the 64 squares: the sum of the logarithms of each
// square's probability (a square not read counts as one chance in a million).
double sureness(const std::array<VisionSquare, 64>& squares)
{
    double sum = 0;
    for (const VisionSquare& square : squares)
        sum += std::log(std::max(static_cast<double>(square.confidence), 1e-6));
    return sum;
}

// A reading of a board with a light top left square less sure than this is read upside down
// too, and that reading is kept when its sureness is above UpsideDownShare of this one's (five
// times as sure): pieces upside down are read unsurely, while an upright board is read surely
// (docs/MODEL.md §2).
constexpr double UnsureReading = -1;
constexpr double UpsideDownShare = 0.2;
// Pieces on their heads are also read surely as other pieces, and a board so read then lacks a
// king of one colour or both more often than not, where boards are drawn with theirs: such a
// reading is made the other way up too, and that one kept when it shows both kings, each read
// surely, and is itself not unsure and surer than the reading it replaces (docs/MODEL.md §2): a
// diagram drawn with no king, read on its head, can show kings made up out of other pieces, read
// unsurely or beside squares read unsurely.
enum KingsShown { NoKing = 0, WhiteKing = 1, BlackKing = 2, BothKings = 3 };
constexpr float SureKing = 0.9f; // the editor marks a square read less surely (SureConfidence)
int kingsShown(const std::array<VisionSquare, 64>& squares, float atLeast = 0)
{
    int shown = NoKing;
    for (const VisionSquare& square : squares) { // pieces numbered as vision_module.h says
        if (square.confidence >= atLeast)
            shown |= square.piece == 6 ? WhiteKing : square.piece == 12 ? BlackKing : NoKing;
    }
    return shown;
}
// Turning or flipping a picture moves its pieces but takes none away, while a set's pieces on
// their sides or heads can be read as empty squares, and surely: an outside check's board of 22
// pieces, flipped top to bottom, was read turned a quarter as an empty board (docs/MODEL.md §2).
// A reading made another way round that shows fewer pieces than the one it would replace is
// never kept.
int piecesShown(const std::array<VisionSquare, 64>& squares)
{
    return static_cast<int>(std::count_if(
        squares.begin(), squares.end(), [](const VisionSquare& square) { return square.piece != 0; }));
}
bool losesPieces(const std::array<VisionSquare, 64>& otherWay, const std::array<VisionSquare, 64>& current)
{
    return piecesShown(otherWay) < piecesShown(current);
}
// For the same reason a reading made another way round that shows more pieces, and is surer,
// finds pieces the one it replaces lost.
bool findsLostPieces(const std::array<VisionSquare, 64>& otherWay, double otherWaySure,
    const std::array<VisionSquare, 64>& current, double currentSure)
{
    return piecesShown(otherWay) > piecesShown(current) && otherWaySure > currentSure;
}
// A reading worth making the other way up too: unsure, or without both kings (above).
bool mayBeUpsideDown(const std::array<VisionSquare, 64>& squares, double sure)
{
    return sure < UnsureReading || kingsShown(squares) != BothKings;
}
// Whether the reading of a picture turned or flipped to stand its pieces on their feet, `back`
// (of sureness `backSure`), is kept over the one as drawn (of sureness `asDrawnSure`).
bool upsideDownKept(const std::array<VisionSquare, 64>& asDrawn, double asDrawnSure,
    const std::array<VisionSquare, 64>& back, double backSure)
{
    if (losesPieces(back, asDrawn))
        return false;
    if (asDrawnSure < UnsureReading && backSure > asDrawnSure * UpsideDownShare)
        return true;
    return kingsShown(asDrawn) != BothKings && kingsShown(back, SureKing) == BothKings
        && backSure >= UnsureReading && backSure > asDrawnSure;
}
// A board with a dark top left square read surest upright is read mirrored back too, and that
// reading kept unless the one as drawn is surer by this: a picture mirrored is likelier than a
// board coloured the wrong way round, and its knights, facing the wrong way, are read less
// surely as drawn (docs/MODEL.md §2).
constexpr double SurerAsDrawn = 0.5;
// Unless coordinates tell: a board draws its numbers on the left and its letters at the bottom,
// so the picture the right way round has them read there, while mirrored they stand on the
// wrong side or read as no letters (VisionResult::coordinateVote counts those read where they
// belong). The reading with this many more of them is kept.
constexpr int CoordinatesTell = 2;

// The board and a square all round it (or what of it the picture holds), with the box where it
// then is: all that a reading cuts, as coordinates beside the board lie within half a square of
// it. The readings turned and flipped copy this, not the whole picture (a photo of 50
// megapixels would be copied up to three times).
std::pair<cv::Mat, BoardBox> boardAndMargin(const cv::Mat& bgr, const BoardBox& box)
{
    const double square = box.side / 8;
    const int left = std::max(0, static_cast<int>(std::floor(box.x - square)));
    const int top = std::max(0, static_cast<int>(std::floor(box.y - square)));
    const int right = std::min(bgr.cols, static_cast<int>(std::ceil(box.x + box.side + square)));
    const int bottom = std::min(bgr.rows, static_cast<int>(std::ceil(box.y + box.side + square)));
    BoardBox moved = box;
    moved.x -= left;
    moved.y -= top;
    return {bgr(cv::Range(top, bottom), cv::Range(left, right)), moved};
}

// The picture turned `quarters` quarters clockwise (1, 2 or 3), with the box where it then is.
std::pair<cv::Mat, BoardBox> turned(const cv::Mat& bgr, const BoardBox& box, int quarters)
{
    cv::Mat picture;
    cv::rotate(bgr, picture,
        quarters == 1       ? cv::ROTATE_90_CLOCKWISE
            : quarters == 2 ? cv::ROTATE_180
                            : cv::ROTATE_90_COUNTERCLOCKWISE);
    BoardBox moved = box;
    const double right = bgr.cols - (box.x + box.side);
    const double bottom = bgr.rows - (box.y + box.side);
    moved.x = quarters == 1 ? bottom : quarters == 2 ? right : box.y;
    moved.y = quarters == 1 ? box.x : quarters == 2 ? bottom : right;
    return {picture, moved};
}

// The picture mirrored left to right, or flipped top to bottom (a mirror and a half turn), with
// the box where it then is.
enum class Flip { LeftToRight, TopToBottom };
std::pair<cv::Mat, BoardBox> flipped(const cv::Mat& bgr, const BoardBox& box, Flip flip)
{
    cv::Mat picture;
    BoardBox moved = box;
    if (flip == Flip::LeftToRight) {
        cv::flip(bgr, picture, 1);
        moved.x = bgr.cols - (box.x + box.side);
    } else {
        cv::flip(bgr, picture, 0);
        moved.y = bgr.rows - (box.y + box.side);
    }
    return {picture, moved};
}

} // namespace

extern "C" __attribute__((visibility("default"))) void forsythReadBoard(
    const unsigned char* data, std::size_t size, VisionResult* result)
{
    const auto started = std::chrono::steady_clock::now();
    *result = VisionResult{};
    const auto finish = [&] {
        result->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    // Made once, on the first picture: the network is the module's larger part to load. OpenCV's
    // own warnings (a damaged TIFF's strip, a decoder's complaint) would reach the user's terminal
    // beside the message that says what went wrong in their words: errors only.
    static const std::unique_ptr<SquareReader> reader = [] {
        cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_ERROR);
        return std::make_unique<SquareReader>();
    }();
    if (!reader->ok()) {
        result->status = VisionStatus::ModelMissing;
        return finish();
    }
    if (size == 0 || size > static_cast<std::size_t>(INT32_MAX)) {
        result->status = VisionStatus::NotAPicture;
        return finish();
    }
    cv::Mat decoded;
    try {
        // A JPEG (a photo) is turned as its EXIF orientation says, as every viewer shows it: a
        // phone held upright stores its picture sideways. IMREAD_UNCHANGED, which keeps other
        // pictures' transparency, would ignore it, and a JPEG has none.
        const bool jpeg = size >= 2 && data[0] == 0xFF && data[1] == 0xD8;
        decoded = cv::imdecode(cv::Mat(1, static_cast<int>(size), CV_8U, const_cast<unsigned char*>(data)),
            jpeg ? cv::IMREAD_COLOR : cv::IMREAD_UNCHANGED);
    } catch (const cv::Exception& e) {
        // imdecode answers a damaged picture with nothing; it throws when the size its header
        // gives fails its checks (CV_IO_MAX_IMAGE_PIXELS, _WIDTH, _HEIGHT) before decoding.
        result->status = std::string_view(e.err).find("CV_IO_MAX_IMAGE") != std::string_view::npos
            ? VisionStatus::TooManyPixels
            : VisionStatus::NotAPicture;
        return finish();
    } catch (const std::bad_alloc&) {
        result->status = VisionStatus::OutOfMemory;
        return finish();
    }
    if (decoded.empty()) {
        result->status = VisionStatus::NotAPicture;
        return finish();
    }
    result->width = decoded.cols;
    result->height = decoded.rows;
    // Nothing may leave this C function: OpenCV's checks on a picture of a shape no search
    // expected, or memory running out, end the reading of this picture only.
    try {
        const cv::Mat bgr = asBgr(decoded);
        decoded.release();
        const std::optional<BoardBox> box = findBoard(bgr);
        if (!box) {
            result->status = VisionStatus::NoBoard;
            return finish();
        }
        result->boxX = box->x;
        result->boxY = box->y;
        result->boxSide = box->side;
        result->boardScore = box->score;
        result->darkTopLeft = box->darkTopLeft;
        result->anotherBoard = box->anotherBoard;
        const auto [board, boxOnBoard] = boardAndMargin(bgr, *box);
        std::array<VisionSquare, 64> squares = reader->read(board, boxOnBoard, result->coordinateVote);
        // The picture as the reading kept shows the board, for the pieces' outlines.
        cv::Mat keptPicture = board;
        BoardBox keptBox = boxOnBoard;
        const auto keep = [&](const cv::Mat& picture, const BoardBox& moved) {
            keptPicture = picture;
            keptBox = moved;
        };
        // A board on its side (its top left square dark) is read turned a quarter either way too,
        // and the reading the network is surest of is kept: pieces standing up are read surely,
        // pieces lying down are not. Read surest as it is, it is a picture mirrored (read back
        // below). A board read unsurely, or without both kings, may be upside down (docs/MODEL.md §2).
        double surest = sureness(squares);
        if (box->darkTopLeft) {
            for (const int quarters : {1, 3}) { // clockwise
                const auto [picture, moved] = turned(board, boxOnBoard, quarters);
                int vote = 0;
                const std::array<VisionSquare, 64> upright = reader->read(picture, moved, vote);
                if (const double sure = sureness(upright); sure > surest && !losesPieces(upright, squares)) {
                    surest = sure;
                    squares = upright;
                    keep(picture, moved);
                    result->coordinateVote = vote;
                    result->quarterTurns = quarters;
                }
            }
        } else if (mayBeUpsideDown(squares, surest)) {
            const auto [picture, moved] = turned(board, boxOnBoard, 2);
            int vote = 0;
            const std::array<VisionSquare, 64> upright = reader->read(picture, moved, vote);
            if (const double sure = sureness(upright); upsideDownKept(squares, surest, upright, sure)) {
                surest = sure;
                squares = upright;
                keep(picture, moved);
                result->coordinateVote = vote;
                result->quarterTurns = 2;
            }
        }
        if (box->darkTopLeft && result->quarterTurns == 0) {
            const auto [picture, moved] = flipped(board, boxOnBoard, Flip::LeftToRight);
            int vote = 0;
            const std::array<VisionSquare, 64> back = reader->read(picture, moved, vote);
            const double backSure = sureness(back);
            const int asDrawnCoordinates = std::abs(result->coordinateVote);
            const int backCoordinates = std::abs(vote);
            const bool readBack = std::abs(backCoordinates - asDrawnCoordinates) >= CoordinatesTell
                ? backCoordinates > asDrawnCoordinates
                : backSure + SurerAsDrawn >= surest;
            if (readBack && !losesPieces(back, squares)) {
                squares = back;
                keep(picture, moved);
                surest = backSure;
                result->coordinateVote = vote;
                result->mirroredBack = true;
            }
        }
        // A dark top left square may also be a picture flipped top to bottom (a mirror and a half
        // turn), its pieces on their heads: read flipped back too, and kept as upside down when
        // the reading so far is unsure or without both kings, or when it finds pieces that one lost.
        if (box->darkTopLeft) {
            const auto [picture, moved] = flipped(board, boxOnBoard, Flip::TopToBottom);
            int vote = 0;
            const std::array<VisionSquare, 64> back = reader->read(picture, moved, vote);
            const double backSure = sureness(back);
            if ((mayBeUpsideDown(squares, surest) && upsideDownKept(squares, surest, back, backSure))
                || findsLostPieces(back, backSure, squares, surest)) {
                squares = back;
                keep(picture, moved);
                result->coordinateVote = vote;
                result->quarterTurns = 2;
                result->mirroredBack = true;
            }
        }
        std::copy(squares.begin(), squares.end(), result->squares);
        outlinePieces(keptPicture, keptBox, result);
        result->status = VisionStatus::Read;
    } catch (const std::bad_alloc&) {
        result->status = VisionStatus::OutOfMemory;
    } catch (const cv::Exception&) {
        result->status = VisionStatus::NoBoard;
    }
    finish();
}
