// The board as text for forums, chats and worksheets: a Unicode diagram and an ASCII one.
#pragma once

#include "position.h"

#include <string>

namespace forsyth {

// Eight rows of chess symbols (U+2654-U+265F) with a space between squares, '·' on empty
// squares, rank numbers on the left and file letters underneath when coordinates is set,
// then "White to move" or "Black to move". Every line ends with '\n'.
std::string unicodeDiagram(const Position& pos, bool flipped, bool coordinates);
// The same layout with FEN letters (PNBRQK, pnbrqk) and '.' on empty squares.
std::string asciiDiagram(const Position& pos, bool flipped, bool coordinates);

} // namespace forsyth
