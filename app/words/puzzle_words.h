// The words of a chess problem (docs/PUZZLES.md): a solver's verdict on a record, and what it
// proved (keys with their threats, tries with their refutation, helpmate solutions) written
// in SAN as problemists write it.
#pragma once

#include "puzzle.h"

#include <QString>

namespace forsyth {

// "#2" stays "#2"; the words around it: "mate in 2", "helpmate in 3", "selfmate in 2".
QString stipulationWords(Stipulation stipulation);
// "Sound", "Cooked", "No solution", ...: one or two words, for lists.
QString verdictName(PuzzleVerdict verdict);
// One sentence: what the verdict means for this record ("Sound: Kc3 is the only key.").
QString verdictSentence(const PuzzleCheck& check, const Position& pos, const PuzzleClaim& claim);
// What the solver proved, one line each: "1. Kc3! (2. Qa7#, Qa8#, Qb3#)", "1. Kc2? Ka4!",
// "1. Kb8 Rh8#" for a helpmate; then "proved: 1,556 positions in 0.002 s", or that the search
// stopped and what was proved so far.
QString solutionLines(const Position& pos, const Solution& solution);

} // namespace forsyth
