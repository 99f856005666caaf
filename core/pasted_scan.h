// Internal to the paste path (pasted_text.cpp, pasted_records.cpp): the text scanning both
// share. Not part of the core's interface.
#pragma once

#include "fen_text.h"
#include "pasted_text.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace forsyth::pasted {

using Kind = PastedFen::Kind;

struct Span {
    std::size_t start = 0;
    std::size_t end = 0;
    bool empty() const { return start == end; }
    std::string_view in(std::string_view t) const { return t.substr(start, end - start); }
};

inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isAlnum(char c) { return isDigit(c) || isLetter(c); }
inline bool isLineBreak(char c) { return c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

inline bool isPlacementChar(char c)
{
    return std::string_view("12345678pnbrqkPNBRQK~/").find(c) != std::string_view::npos;
}
inline char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Length of the blank at t[i], or 0: ASCII space and tab, and the Unicode spaces pasting
// brings (NBSP, the typographic spaces, the ideographic space of CJK input, a BOM): the set
// the reader skips, so what is cut here reads there. Other UTF-8 never matches, so Korean or
// Chinese text around a FEN is just "not a blank".
inline std::size_t blankAt(std::string_view t, std::size_t i)
{
    if (t[i] == ' ' || t[i] == '\t')
        return 1;
    return unicodeSpaceAt(t, i);
}

// Between FEN fields: a blank or '_' (the Lichess URL form, which the reader accepts too).
// Never a line break: a FEN in a message does not run on into the next line.
inline std::size_t gapAt(std::string_view t, std::size_t i) { return t[i] == '_' ? 1 : blankAt(t, i); }

enum class Skip : std::uint8_t { Blanks, Gaps, BlanksAndLineBreaks };

inline std::size_t skip(std::string_view t, std::size_t i, Skip what)
{
    while (i < t.size()) {
        std::size_t n = what == Skip::Gaps ? gapAt(t, i) : blankAt(t, i);
        if (n == 0 && what == Skip::BlanksAndLineBreaks && isLineBreak(t[i]))
            n = 1;
        if (n == 0)
            break;
        i += n;
    }
    return i;
}

// Loose: what someone meant as a placement, right or wrong (four ranks or more, letters and
// digits), so that the reader, not "no FEN found", explains what is wrong with it.
inline bool looksLikePlacement(std::string_view token)
{
    int slashes = 0;
    for (const char c : token) {
        if (!isAlnum(c) && c != '/' && c != '~')
            return false;
        slashes += c == '/' ? 1 : 0;
    }
    return slashes >= 3;
}

inline PastedFen makeResult(Kind kind, std::string fen, Span span)
{
    return {kind, std::move(fen), {}, span.start, span.end};
}

} // namespace forsyth::pasted
