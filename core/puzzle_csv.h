// The Lichess puzzle CSV (database.lichess.org: PuzzleId,FEN,Moves,Rating,...): the FEN is the
// position before the opponent's move that sets the puzzle, Moves that move then the
// solution, in UCI. docs/COLLECTIONS.md §4 has how a puzzle is read and written back.
#pragma once

#include "moves.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

// One CSV record (RFC 4180): cells split on ',', a cell in double quotes may hold ',', '""'
// and line breaks. Spans are byte offsets into the text read; a quoted cell's span includes
// its quotes.
struct CsvRecord {
    struct Cell {
        std::string value;
        std::size_t start = 0;
        std::size_t end = 0;
    };
    std::vector<Cell> cells;
    std::size_t start = 0;
    std::size_t end = 0; // past the line break (or at the text's end)
};

// The record starting at `from`; nullopt at the text's end. A quote left open runs to the
// end of the text.
std::optional<CsvRecord> readCsvRecord(std::string_view text, std::size_t from);
// A cell as CSV writes it: quoted when it holds ',', '"' or a line break.
std::string csvCell(std::string_view value);

// Which cells hold the puzzle's id, FEN and moves: from a header row naming PuzzleId, FEN and
// Moves (in any letter case), or Lichess's order (0, 1, 2) for a file without a header.
struct PuzzleColumns {
    std::size_t id = 0;
    std::size_t fen = 1;
    std::size_t moves = 2;
    std::size_t themes = 7; // "mateIn2 short ..." (docs/PUZZLES.md: a mate theme is a stipulation)
    std::size_t width = 0;  // the cells of a row: the header's, else the first row's
};
// The columns a header row names; nullopt when the row is no such header (a puzzle row).
std::optional<PuzzleColumns> puzzleHeader(const CsvRecord& row);

struct Puzzle {
    Position setup;              // the FEN cell's position
    std::optional<Move> opening; // the opponent's move that sets the puzzle
    Position position;           // the puzzle: setup after the opening move
    std::vector<Move> solution;  // the moves after it, as far as they are legal
    // Why reading stopped short: empty when the FEN read and every move was legal.
    enum class Problem { None, BadFen, NoMoves, IllegalMove } problem = Problem::None;
    std::size_t problemMove = 0; // with IllegalMove: the index in Moves of the move refused
};

Puzzle readPuzzle(std::string_view fen, std::string_view moves);

// The position that the opening move turns into `edited`, when the puzzle's position was
// edited: the opening move taken back on the edited board (what it captured put back, the
// rights and clocks it changed restored) and checked by playing it again. nullopt when no
// position does (the edit moved the piece that moved, or put something where it came from):
// then the record cannot be written in this format.
std::optional<Position> setupBefore(const Position& edited, const Puzzle& original);

// "e2e4 e7e5": the moves in UCI, from `start`, as the CSV writes them.
std::string uciLine(const Position& start, const std::vector<Move>& moves);

} // namespace forsyth
