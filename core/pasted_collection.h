// Pasted or dropped text that holds several positions, to be offered as a collection rather
// than as its first position (docs/COLLECTIONS.md §6).
#pragma once

#include "collection.h"

#include <optional>
#include <string>

namespace forsyth {

struct PastedCollection {
    std::string text; // what the collection holds: the lines that read, for FEN and EPD lines
    CollectionIndex index;
    bool games = false;            // two games with tags at least
    bool oneGameWithMoves = false; // one game with tags and moves from the initial position
};

// Games from a database or a Lichess study export (two with tags at least: chat text with a
// bracket and a "1-0" in it is no database), or one game with tags and moves from the initial
// position (a game copied from Lichess or Chess.com, to go through its moves; one with a FEN tag
// is a puzzle and its solution, taken as its position); else two lines or more that read as
// EPD or whole FENs, one a line, or lines that hold one as a paste of the line alone would find
// it (a numbered list, a caption before it, a link): what a list of puzzles or a lesson pastes
// as. Only those are kept, a line that holds a FEN as that FEN: a sentence or a heading between
// them is no position. Null for anything else (one
// position, chat text with one FEN in it), which is taken as one position.
std::optional<PastedCollection> pastedCollection(std::string text);

} // namespace forsyth
