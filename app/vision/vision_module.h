// What the program and the vision module (libforsyth_vision, loaded on first use) agree on:
// the module's name, its one function and the plain structs it fills. OpenCV lives in the
// module only, so the editor and the other commands never load it (docs/MODEL.md).
#pragma once

#include <cstddef>

namespace forsyth {

// One square of the board as the picture shows it: the most likely thing on it and the next
// ones, each with its probability. Pieces are numbered 0 empty, 1-6 white P N B R Q K,
// 7-12 black p n b r q k (the model's classes).
inline constexpr int SquareAlternatives = 4;
struct VisionSquare {
    int piece = 0;
    float confidence = 0;
    int alternatives[SquareAlternatives] = {};
    float alternativeConfidence[SquareAlternatives] = {};
};

// TooManyPixels: more than OpenCV's limit, which the program sets (OPENCV_IO_MAX_IMAGE_PIXELS).
enum class VisionStatus : int {
    Read = 0,
    NoBoard = 1,
    NotAPicture = 2,
    ModelMissing = 3,
    OutOfMemory = 4,
    TooManyPixels = 5
};

struct VisionResult {
    VisionStatus status = VisionStatus::NotAPicture;
    int width = 0, height = 0; // the picture's, in pixels
    double boxX = 0, boxY = 0; // the board's top left corner in the picture
    double boxSide = 0;        // and its side, in the picture's pixels
    double boardScore = 0;     // how surely a board was found there (0-1)
    VisionSquare squares[64];  // row by row from the top left, as shown
    // What the coordinates drawn with the board say: each letter or number read where a board
    // shows one counts +1 when it is where White at the bottom puts it, -1 when Black at the
    // bottom does; 0 when none was read.
    int coordinateVote = 0;
    // A board on its side or upside down is read in the picture turned this many quarters
    // clockwise (1, 2 or 3), and squares and coordinateVote are as the turned picture shows them;
    // the box stays as the picture shows it. 0: read as it is.
    int quarterTurns = 0;
    // The board's top left square is plainly the darker, which a chess board's never is.
    bool darkTopLeft = false;
    // Such a board, its pieces upright, was read in the picture mirrored left to right: squares
    // and coordinateVote are as the mirrored picture shows them. With quarterTurns 2 as well,
    // the picture was flipped top to bottom.
    bool mirroredBack = false;
    bool anotherBoard = false; // the picture holds a second board, not read (BoardBox)
    double seconds = 0;        // decoding, finding and reading together
    // How the pieces read are drawn, for the rule that pieces drawn alike are alike (docs/MODEL.md
    // §4): likeness[i][j] how much the outlines on squares i and j overlap (0-1; 0 where either
    // holds no piece read); fill and ink the mean grey inside a square's outline and its darkest
    // twentieth (0-255); insideFromSquare how far the colour inside it is from its square's
    // (BGR, the median of the pixels near the square's colour where they are half the inside:
    // near 0 where the square shows through a piece drawn as an outline alone). Squares
    // numbered as `squares`.
    float likeness[64][64] = {};
    float fill[64] = {};
    float ink[64] = {};
    float insideFromSquare[64] = {};
};

// Reads a picture (PNG, JPEG, WebP, BMP, TIFF, ... as encoded in a file) of `size` bytes.
using ReadBoardFunction = void (*)(const unsigned char* data, std::size_t size, VisionResult* result);

inline constexpr const char* VisionModuleName = "forsyth_vision";
inline constexpr const char* ReadBoardSymbol = "forsythReadBoard";

} // namespace forsyth
