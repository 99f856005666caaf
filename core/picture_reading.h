// A position from what a picture of a board shows (docs/MODEL.md §4): the squares as seen,
// each with its likeliest piece and the next ones, become a position. Which way up the board
// was is told by its coordinates when it shows them, else by the pieces (White's pawns and
// king nearer the bottom than Black's); what a
// picture cannot show is set as the placement suggests: White to move unless only Black could
// be (Black's king attacked: the side not to move cannot be in check), castling rights where a king and a
// rook stand on their starting squares, no en passant, the counters at 0 and 1.
#pragma once

#include "bitboard.h"
#include "position.h"

#include <array>
#include <vector>

namespace forsyth {

// One square as a picture shows it: the likeliest piece (or none) with its probability, then the
// next ones, most likely first.
struct SeenSquare {
    Piece piece;
    float confidence = 1;
    std::vector<std::pair<Piece, float>> alternatives;
};

struct PictureReading {
    Position position;
    bool flipped = false; // Black was at the bottom of the picture
    // Squares read with less than `sure` confidence, with the pieces that came next (at most
    // ShownAlternatives, each of 1% or more: the frame shows them small in its corner).
    Bitboard unsure = 0;
    std::array<std::vector<Piece>, 64> alternatives{};
    bool blackToMove = false; // set because Black's king stood attacked
};

// A reading is unsure of a square below this probability.
inline constexpr float SureConfidence = 0.9f;
inline constexpr std::size_t ShownAlternatives = 2;

// A square's options: the piece read, then its alternatives.
std::vector<std::pair<Piece, float>> optionsOf(const SeenSquare& seen);

// The probability the network gave `piece` on a square: 0 when it was not among those kept.
float probabilityOf(const SeenSquare& seen, Piece piece);

// Whether the square shown at `index` (row by row from the top left of the picture) is on rank
// 1 or 8: the top and bottom rows are, whichever way up the board is.
bool onBackRank(std::size_t index);

// Sets a square to `piece`, its probability the network's for it (0 when not offered), the
// piece read and the other alternatives becoming its alternatives, likeliest first.
void takeOption(SeenSquare& seen, Piece piece);

// At most one king of each colour, as every position a board shows has (docs/MODEL.md §4): where
// the squares read show two or more kings of one colour, the likeliest reading among each
// square's piece and its alternatives that keeps one king of each colour read (a colour with none
// may take one of the other's surplus, when the network considered it). A square changed takes
// its new piece with that piece's probability and keeps the others as alternatives. One colour's
// king read and none of the other's: that king was taken for one of its own pieces, and goes on
// the square of its colour where the network offered it most, if it did so at least once in a
// hundred. A board with no king read, a lone piece on a teaching diagram, is left as it is, and
// so is one with two kings of a colour read beyond doubt (every alternative below one in a
// million) beside the other colour's king, as a worksheet on illegal positions draws them.
// Returns how many squares changed.
int settleKings(std::array<SeenSquare, 64>& shown);

// Each side's pieces no more than ordinary chess allows (material.h): at most 8 pawns, and no
// more pieces beyond the initial set than pawns missing, bishops counted together here, not by
// square colour. Where the squares read break this, as when a set never seen has its black pieces
// read as White's, the least unlikely changes that mend it are made, one at a time: each square
// may take its piece or an alternative the network gave at least one chance in a million, never a
// king (settleKings places those, and runs first). A changed square takes its new piece as in
// settleKings. A board the alternatives cannot mend is left as read: a diagram that plainly draws
// nine pawns in a set the network was trained on shows nine (in a set never seen, one of them may
// be changed, and is shown unsure). Returns how many squares changed.
int settleMaterial(std::array<SeenSquare, 64>& shown);

// No pawn on the top or bottom row, ranks 1 and 8 either way up (bitboard.h, BackRanks): a
// pawn read there, as a set never seen can draw its queen or bishop much like a pawn, takes the
// likeliest of its alternatives that is neither a pawn nor a king, given at least one chance in
// a thousand (settleKings runs before it, settleMaterial after). A pawn plainly drawn there in a
// set the network was trained on has no such alternative, and stays as a worksheet on illegal
// positions draws it. Returns how many squares changed.
int settlePawns(std::array<SeenSquare, 64>& shown);

// `shown`: the 64 squares row by row from the top left of the picture.
// `coordinateVote`: what the coordinates drawn with the board said (+ White at the bottom, -
// Black, 0 none): two or more either way decide which way up it is, else the pieces do.
PictureReading readPicturePosition(const std::array<SeenSquare, 64>& shown, int coordinateVote = 0);

// Whether the pieces say Black was at the bottom: White's pawns and king (counted double)
// stand on average nearer the top than Black's, by more than a row and a half. No pieces of one
// colour: not flipped.
bool looksFlipped(const std::array<Piece, 64>& shown);

} // namespace forsyth
