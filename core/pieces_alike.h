// One set of pieces a picture: pieces drawn alike are the same piece, and of one shape, drawn far
// lighter or darker or in the other colour's tone, of the other colour (docs/MODEL.md §4). What the network
// reads square by square is held to what the board shows as a whole, where a set it never saw puts a piece
// between two of its own.
#pragma once

#include "picture_reading.h"

#include <array>

namespace forsyth {

// How the pieces read on a board are drawn, as the vision module measures them, squares
// numbered as the reading's: how much the outlines on two squares overlap (0-1; 0 where either
// holds no piece read), the mean grey inside each outline (fill) and its darkest twentieth (ink),
// 0-255, how far the median colour inside it is from its square's (BGR distance), and the side of
// a square in the picture, in pixels.
struct DrawnPieces {
    std::array<std::array<float, 64>, 64> likeness{};
    std::array<float, 64> fill{};
    std::array<float, 64> ink{};
    std::array<float, 64> insideFromSquare{};
    float squareSide = 0;
};

// Three rules, each taking its view of the squares as read before it, for pieces the network read
// at less than 99.99% (more surely, it is seldom wrong, and a blurred outline more often is):
// - A piece unlike its kind here: read as a kind of which two or more others of its colour are
//   read surely, drawn alike among themselves, and like none of them, while the pieces drawn like
//   it are all read as one other kind. It takes that kind in its own colour (a set never seen: a
//   queen drawn low, read as a pawn, beside the other side's queen read right).
// - A piece drawn like none of the pieces read surely as its kind (of either colour, two or more,
//   drawn alike among themselves) is not of that kind. It takes the likeliest of its alternatives
//   not ruled out in turn (pieces read surely as that kind, one at least, all drawn unlike it),
//   weighed by how likely the network found that kind on the squares of the pieces drawn like it
//   (a queen read as a bishop beside a queen read unsurely and two bishops drawn otherwise), never
//   a king. Read surely (90%), it changes only to the kind of the pieces drawn like it, all of one
//   kind, given at least one chance in ten thousand. Not on squares under 20 pixels, where an
//   outline says too little, and never to a pawn on rank 1 or 8.
// - A piece drawn far lighter or darker than another of its kind and shape read in its colour
//   (their fill 60 apart, their ink within 40: a piece dragged and shown faint is no other
//   colour), and no nearer the other colour's ones of that shape, is of the other colour. A
//   piece drawn hollow (its inside the square's colour, within 10) has no tone of its own: it is
//   neither judged so nor judged by. It is of the other colour when pieces of its shape read
//   surely in the other colour are drawn hollow too, and those read surely in its own are all
//   solid, one at least (a font's characters drawn as text: White's outlines, Black's filled).
// And a fourth, on the colours those leave, for pieces read however surely:
// - A piece in the tone of the other colour is of it: where the board draws its colours in tones
//   far apart (the median fills of the solid pieces read surely in each, two or more, 100 apart),
//   a solid piece whose fill is within 20 of the other colour's, drawn like, within 20 in fill
//   and 40 in ink (a piece being dragged leaves a faint copy), a piece of its kind read in the
//   other colour surely and more surely than it, and like no piece of its kind read in its own
//   colour so, takes the other colour (staunty's grey knights read as White's at 99.99%, beside
//   a black knight read at 100%).
// Kings are left to settleKings. A square changed takes its new piece as takeOption does, and is
// then shown unsure. Returns how many squares changed.
int settleLikeness(std::array<SeenSquare, 64>& shown, const DrawnPieces& drawn);

} // namespace forsyth
