// Files of many positions (docs/COLLECTIONS.md): a fast scan splits the text into records,
// each record is read when asked for, and an edited record is written back as new bytes for
// its span alone, so every other byte of the file stays as it was.
#pragma once

#include "epd.h"
#include "fen.h"
#include "pgn.h"
#include "puzzle_csv.h"
#include "record_span.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

enum class CollectionFormat : std::uint8_t {
    FenList,   // one FEN a line; blank lines and comment lines (# % ;) between
    Epd,       // one EPD line (or a whole FEN) a line, comments as in a FEN list
    PuzzleCsv, // Lichess's puzzle CSV, with or without its header row
    Text,      // any text: each FEN in it is a record
    Pgn,       // PGN games, each a record: its setup (FEN tag or the initial position), its moves
};

// The format a file name's extension names (fen, epd, csv, txt, pgn in any case); nullopt for
// another.
std::optional<CollectionFormat> collectionFormat(std::string_view fileName);

struct CollectionIndex {
    CollectionFormat format = CollectionFormat::FenList;
    std::vector<RecordSpan> records;
    PuzzleColumns columns;     // PuzzleCsv: where id, FEN and moves are
    bool crlf = false;         // most line breaks are \r\n: records added get them too
    bool endsWithBreak = true; // the last line has its line break
};

// Splits text into records in one linear pass; reads no position. With `progress`, the pass
// reports how far it is and stops, with the records found so far, when asked to.
CollectionIndex indexCollection(
    CollectionFormat format, std::string_view text, ScanProgress* progress = nullptr);

struct CollectionRecord {
    std::string title;   // EPD id, CSV puzzle id, PGN Event; empty when the record has none
    std::string players; // PGN: "White - Black", when either is known
    std::string fen;     // the text handed to readFen
    // The FEN's bytes in the file (the four EPD fields; the CSV's FEN cell): where the editor
    // points when the reader refuses it.
    std::size_t fenStart = 0;
    std::size_t fenEnd = 0;
    FenReadResult read;
    // PuzzleCsv: the puzzle as read (its position replaces read.position: the one after the
    // opening move) and the solution after it.
    std::optional<Puzzle> puzzle;
    std::string themes; // PuzzleCsv: the Themes cell
    // Epd: the line as read (its operations: bm, dm, comments), when it reads as EPD.
    std::optional<EpdLine> epd;
    // Pgn: the game, its setup in `read` (the FEN tag's, or the initial position's; for a game
    // without a FEN tag, `fen` is that position's FEN and fenStart = fenEnd = the movetext's start).
    std::optional<PgnGame> game;
};

CollectionRecord readRecord(const CollectionIndex& index, std::string_view text, std::size_t record);

// The bytes that replace record `record` after it was edited to `pos` and `title`, line
// break kept. What the record says beyond the position stays as written (EPD operations,
// the CSV's other cells, the text around a FEN). nullopt when the format cannot hold the
// edit: a CSV puzzle whose opening move cannot be taken back on the edited board
// (setupBefore). Pgn: `pos` becomes the game's setup (SetUp and FEN tags added when needed,
// and Variant for Chess960 castling) and the movetext stays as written; with fromPly > 0 ("set
// up from here") the moves before that ply go and the rest is written anew, as far as it still
// plays from pos (variations dropped); nullopt when the game has fewer moves.
std::optional<std::string> rewriteRecord(const CollectionIndex& index, std::string_view text,
    std::size_t record, const Position& pos, std::string_view title, FenWriteOptions options = {},
    std::size_t fromPly = 0);

// A record added to a file of this format, with the file's line break. PuzzleCsv has no
// opening move for a position made in the editor: nullopt.
std::optional<std::string> newRecord(
    const CollectionIndex& index, const Position& pos, std::string_view title, FenWriteOptions options = {});

// One record of the file being written: an original record, as it was or with new bytes for
// its span (rewriteRecord), or a new record's bytes (newRecord).
struct RecordOut {
    std::optional<std::size_t> original;
    bool replaced = false;
    std::string text;
};

// The file after its records were edited, added, deleted or reordered. What lies before the
// first record (a CSV header, opening comments) stays first and what follows the last stays
// last; the comment and blank lines before each other record go with it, since they are
// usually about it. A record added after a last line without a line break gets one.
std::string writeCollection(
    const CollectionIndex& index, std::string_view text, const std::vector<RecordOut>& records);

} // namespace forsyth
