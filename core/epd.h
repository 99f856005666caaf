// EPD lines (PGN standard §16.2): four FEN fields, then operations such as `bm Nf3; id "x";`.
// Every operation is kept as written, so a record whose position changed is written back
// with its analysis, comments and ids untouched (docs/COLLECTIONS.md §3).
#pragma once

#include "fen.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

struct EpdOperation {
    std::string opcode;                // "bm", "id", "c0", "acd", ...
    std::vector<std::string> operands; // strings unquoted and unescaped
    // The operation's bytes in the line, from its opcode up to and including the ';' (up to
    // the line's end when the ';' is missing).
    std::size_t start = 0;
    std::size_t end = 0;
};

struct EpdLine {
    // The four fields, with the clocks from hmvc and fmvn appended when the line has them:
    // the text for readFen.
    std::string fen;
    std::size_t fieldsStart = 0; // the four fields' bytes in the line
    std::size_t fieldsEnd = 0;
    std::vector<EpdOperation> operations;

    const EpdOperation* find(std::string_view opcode) const;
    // The first operand of `opcode`, empty when it is missing.
    std::string operand(std::string_view opcode) const;
};

// Reads a line of four blank-separated fields whose first looks like a placement, followed by
// zero or more operations. An operation is an opcode (a letter, then letters, digits and '_')
// and its operands up to ';': tokens, or strings in double quotes that may hold ';' and
// blanks. A string left open runs to the line's end. nullopt when the line is not EPD.
std::optional<EpdLine> readEpdLine(std::string_view line);

// The line for `pos` with these operations: the four fields as writeFen writes them, then the
// operations as `line` holds them (their bytes copied), except hmvc, fmvn and id, which
// follow pos's clocks and `title` (added, rewritten or removed). `line` is the text the
// operations' spans point into; with no operations it may be empty. No line break.
std::string writeEpdLine(const Position& pos, std::string_view title,
    const std::vector<EpdOperation>& operations, std::string_view line, FenWriteOptions options = {});

// A string operand as EPD writes it: in double quotes, with '"' and '\' escaped.
std::string epdQuoted(std::string_view text);

} // namespace forsyth
