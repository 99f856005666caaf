// The words of a PGN game as people read them: moves with their numbers, annotation glyphs, and
// what stopped a game's moves (docs/COLLECTIONS.md §7).
#pragma once

#include "pgn.h"

#include <QString>

#include <string_view>

namespace forsyth {

// "12. Nf3" for White's move, "12... Nf3" for Black's; `before` is the position it is played in.
QString moveLabel(const Position& before, Move m);
// The label of the game's move at `index` (replays the moves before it).
QString moveLabel(const PgnGame& game, std::size_t index);
// "!", "?", "!!", "??", "!?", "?!" for NAGs 1-6; "$n" for the others.
QString nagText(int nag);
// What went wrong, quoting the bytes the problem names: "Illegal move \"Ke3\": the moves stop
// after 1... d5".
QString describe(const PgnProblem& problem, const PgnGame& game);

} // namespace forsyth
