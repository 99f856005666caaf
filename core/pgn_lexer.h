// Internal to the PGN reader: the tokens of PGN text (the PGN standard §7-§8), shared by the
// game splitter and the game reader so both see the same comments and results.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace forsyth::pgn {

enum class TokenKind : std::uint8_t {
    End,
    Tag,            // [Name "value"], on one line
    Comment,        // {...}; `closed` false when the game's text ends first
    LineComment,    // ; to the line's end
    Escape,         // % at a line's start, to its end
    OpenVariation,  // (
    CloseVariation, // )
    Nag,            // $12
    Glyph,          // ! ? !! ?? !? ?!
    MoveNumber,     // 12. or 12...
    Result,         // 1-0 0-1 1/2-1/2 *
    Symbol,         // a move, or something that should have been one
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::size_t start = 0;
    std::size_t end = 0;
    bool closed = true;     // Comment: its '}' was found
    bool lineStart = false; // Tag and Escape: only blanks before it on its line
};

class Lexer {
public:
    Lexer(std::string_view text, std::size_t from, std::size_t to)
        : text_(text)
        , from_(from)
        , at_(from)
        , end_(to)
    { }
    Token next();

private:
    bool startsTag(std::size_t at) const;
    std::size_t commentEnd(std::size_t from, bool& closed) const;
    std::size_t symbolEnd(std::size_t from) const;

    std::string_view text_;
    std::size_t from_; // where a line starts, whatever is before it (a byte-order mark)
    std::size_t at_;
    std::size_t end_;
};

// The glyph's NAG number (! = 1 ... ?! = 6), or 0.
int glyphNag(std::string_view glyph);

} // namespace forsyth::pgn
