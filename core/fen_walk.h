// The step-by-step lesson's walk through a FEN: the placement one character at a time, as a
// board fills in square by square from a8, then fields 2-6 one field at a time. The steps are
// read off the FEN anatomy, so the walk reads exactly what the reader and the teaching view
// read, a broken FEN as far as it goes.
#pragma once

#include "bitboard.h"
#include "fen_anatomy.h"
#include "position.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace forsyth {

struct FenWalkStep {
    // The bytes of the FEN this step reads, [start, end): one placement character (or the
    // unreadable rest of a rank), or a whole field from 2 on.
    std::size_t start = 0;
    std::size_t end = 0;
    int field = 0; // 1-6; 7 for text past the sixth field
    // Field 1: the character's part. Fields 2-6: the part of the field's first run of bytes
    // (Unknown when any of it cannot be read).
    FenPart part = FenPart::Unknown;
    int rank = 0;        // field 1: the rank (1-8) the character is in; 0 otherwise
    Bitboard lit = 0;    // the squares this step describes (a piece's, an empty run's, a rank...)
    Bitboard filled = 0; // the squares read so far, this step's included
    // What has been read up to and including this step: the pieces on `filled`, and fields 2-6
    // as far as they are read (those not yet read as a new position has them: w - - 0 1).
    Position position;
};

// Every step, in reading order; separators are no step. Empty for text with nothing in it.
std::vector<FenWalkStep> walkFen(std::string_view fen);

} // namespace forsyth
