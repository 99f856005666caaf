// The vision module's one function (vision_module.h): a picture's bytes in, the board found and
// its squares read out. Built as a module the program loads with QLibrary on first use, so
// OpenCV is never loaded at start.
#include "vision_module.h"
#include "board_finder.h"
#include "square_reader.h"

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <chrono>
#include <memory>
#include <new>
#include <string_view>

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

} // namespace

extern "C" __attribute__((visibility("default"))) void forsythReadBoard(
    const unsigned char* data, std::size_t size, VisionResult* result)
{
    const auto started = std::chrono::steady_clock::now();
    *result = VisionResult{};
    const auto finish = [&] {
        result->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    // Made once, on the first picture: the network is the module's larger part to load.
    static const std::unique_ptr<SquareReader> reader = std::make_unique<SquareReader>();
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
        decoded = cv::imdecode(cv::Mat(1, static_cast<int>(size), CV_8U, const_cast<unsigned char*>(data)),
            cv::IMREAD_UNCHANGED | cv::IMREAD_IGNORE_ORIENTATION);
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
        const std::array<VisionSquare, 64> squares = reader->read(bgr, *box, result->coordinateVote);
        std::copy(squares.begin(), squares.end(), result->squares);
        result->status = VisionStatus::Read;
    } catch (const std::bad_alloc&) {
        result->status = VisionStatus::OutOfMemory;
    } catch (const cv::Exception&) {
        result->status = VisionStatus::NoBoard;
    }
    finish();
}
