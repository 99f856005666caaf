// A collection record as a puzzle (docs/PUZZLES.md): the stipulation and key it states, its
// verification by the solver (sound, cooked, no solution, another key), and the problemists'
// computer-tested mark (C+) written into the record.
#pragma once

#include "collection.h"
#include "solver.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

// What a record says about itself as a problem.
struct PuzzleClaim {
    std::optional<Stipulation> stipulation;
    std::vector<Move> keys;      // the key (or keys) it gives, from its position
    bool computerTested = false; // it carries C+
    bool markable = false;       // the record has a place for C+ (EPD, a PGN Stipulation tag)
};

// The claim with only the keys that are legal moves in pos: a record's key no longer fits a
// position edited since, or a ply of its game shown instead of its setup.
PuzzleClaim withLegalKeys(PuzzleClaim claim, const Position& pos);

// A stipulation note: "#2", "h#3 C+", "s#2 Loyd 1890": a stipulation first, then anything;
// a "C+" word marks it computer-tested. nullopt when the text does not start with one.
struct StipulationNote {
    Stipulation stipulation;
    bool computerTested = false;
};
std::optional<StipulationNote> readStipulationNote(std::string_view text);

// Where each format states it (docs/PUZZLES.md §1): EPD a comment (c0-c9) starting with a
// stipulation, else `dm N`, and `bm` (else the first move of `pv`); PGN a Stipulation tag and
// the first move; the Lichess CSV a mateInN theme and the first move of the solution. A FEN
// list or text states nothing.
PuzzleClaim puzzleClaim(const CollectionIndex& index, std::string_view text, std::size_t record);
PuzzleClaim puzzleClaim(const CollectionRecord& record, CollectionFormat format);

// The record's bytes with C+ added (tested) or taken away; nullopt when it has no place for
// the mark (see PuzzleClaim::markable) or, in EPD, no free comment c0-c9 left.
std::optional<std::string> withComputerTested(
    const CollectionIndex& index, std::string_view text, std::size_t record, bool tested);
// The same for one record's bytes as the file would hold them (a record rewritten after an edit).
std::optional<std::string> withComputerTested(CollectionFormat format, std::string_view record, bool tested);

enum class PuzzleVerdict : std::uint8_t {
    Sound,         // one solution, and it is the key given (if one is)
    Cooked,        // more than one key (a helpmate: more than one solution)
    NoSolution,    // proved: nothing solves
    KeyDiffers,    // one key, not the one the record gives
    Unfinished,    // stopped (time limit, cancelled) before a verdict
    NoStipulation, // the record states none
    Illegal,       // the position has errors: not solved
};

// Whether a verdict says something is wrong with the puzzle (Unfinished and NoStipulation
// say nothing either way).
bool isUnsound(PuzzleVerdict verdict);

struct PuzzleCheck {
    PuzzleVerdict verdict = PuzzleVerdict::NoStipulation;
    std::optional<Solution> solution; // when the solver ran
};

// Solves pos for the claim's stipulation and compares with the claim.
PuzzleCheck verifyPuzzle(const Position& pos, const PuzzleClaim& claim, const SolveOptions& options = {});

} // namespace forsyth
