// PGN games (docs/COLLECTIONS.md §7): a file split into games in one pass, a game read into
// its tags and the moves of its main line, played with core, and movetext written back.
// Damaged games keep what can be kept: the moves up to the first that cannot be played,
// with a problem that says where and why.
#pragma once

#include "fen.h"
#include "moves.h"
#include "record_span.h"
#include "scan_progress.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

// The games of a PGN text, in order. A game runs from its first tag (or, for a game without
// tags, its first move) to where the next one starts, the blank lines after it included;
// text before the first game (a byte-order mark, a note) belongs to none. With `progress`,
// the scan reports how far it is and stops, with the games found so far, when asked to.
std::vector<RecordSpan> indexPgn(std::string_view text, ScanProgress* progress = nullptr);

struct PgnTag {
    std::string name;
    std::string value;  // unescaped
    RecordSpan span;    // from '[' to past ']'
    RecordSpan raw;     // the value's bytes between the quotes, escapes and all
    bool closed = true; // false: no closing quote, the value runs to the line's end
};

enum class PgnProblemKind : std::uint8_t {
    UnreadableFen,     // the FEN tag does not read: no moves are played
    UnreadableMove,    // a token in the movetext that is no move
    IllegalMove,       // a move no legal move fits
    AmbiguousMove,     // a move more than one legal move fits
    UnclosedComment,   // '{' without '}' before the game ends
    UnclosedVariation, // '(' without ')'
    UnopenedVariation, // ')' without '('
    UnclosedTag,       // a tag's value without its closing quote: read to the line's end
};
// "unreadable_fen", "illegal_move", ...: the fixed words of the CLI's JSON (names.cpp).
std::string_view problemName(PgnProblemKind kind);

struct PgnProblem {
    PgnProblemKind kind;
    RecordSpan span;   // in the file's text
    std::size_t ply;   // the moves read before it
    std::string quote; // the bytes of span, at most 40 of them: what a message quotes
};

struct PgnMove {
    Move move;
    RecordSpan span;       // the move as written
    std::vector<int> nags; // $1, and the glyphs !, ?, !!, ??, !?, ?! as 1-6
    std::string comment;   // the comments after it, joined by a space
};

struct PgnGame {
    std::vector<PgnTag> tags;
    bool hasFenTag = false;
    bool chess960 = false;      // a Variant tag that names Chess960 (or Fischerandom)
    FenReadResult setup;        // the FEN tag read, or the initial position
    std::string comment;        // comments before the first move
    std::vector<PgnMove> moves; // the main line, up to the first problem with a move
    std::vector<PgnProblem> problems;
    std::string result;  // "1-0", "0-1", "1/2-1/2", "*", or empty when the movetext has none
    RecordSpan movetext; // from the first token after the tags to the game's end

    const PgnTag* tag(std::string_view name) const;
};

PgnGame readPgnGame(std::string_view text, RecordSpan game);

// The position after the first `ply` moves; nullopt when the setup does not read or the game
// has fewer moves.
std::optional<Position> positionAfter(const PgnGame& game, std::size_t ply);

// Movetext for `moves` played from `start`, with their comments and NAGs, ended by `result`
// (or "*"), in lines of at most 79 characters (a longer word stands alone) each ended by
// `lineBreak`.
std::string writeMovetext(const Position& start, const std::vector<PgnMove>& moves, std::string_view result,
    std::string_view lineBreak);

bool isGameResult(std::string_view token);

} // namespace forsyth
