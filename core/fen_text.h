// The small text rules of FEN shared by the reader, the paste path and the FEN anatomy: what
// separates fields (with the Unicode spaces pasted text brings: NBSP, the typographic spaces,
// the ideographic space of CJK input methods, a byte-order mark) and what a counter is.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace forsyth {

// The length in bytes of the UTF-8 Unicode space starting at text[i], or 0.
inline std::size_t unicodeSpaceAt(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    const std::size_t left = text.size() - i;
    if (c == 0xC2)
        return left >= 2 && byte(i + 1) == 0xA0 ? 2 : 0;
    if ((c != 0xE1 && c != 0xE2 && c != 0xE3 && c != 0xEF) || left < 3)
        return 0;
    const unsigned char b1 = byte(i + 1);
    const unsigned char b2 = byte(i + 2);
    if (c == 0xE1)
        return b1 == 0x9A && b2 == 0x80 ? 3 : 0; // U+1680, the Ogham space mark
    const bool typographic
        = c == 0xE2 && ((b1 == 0x80 && (b2 <= 0x8A || b2 == 0xAF)) || (b1 == 0x81 && b2 == 0x9F));
    const bool ideographic = c == 0xE3 && b1 == 0x80 && b2 == 0x80;
    const bool byteOrderMark = c == 0xEF && b1 == 0xBB && b2 == 0xBF;
    return typographic || ideographic || byteOrderMark ? 3 : 0;
}

namespace detail {
// What each byte starts: a one-byte separator, possibly a multi-byte one, or neither; a table,
// as the reader asks it of every byte.
enum class ByteKind : unsigned char { Other, Separator, MaybeSeparator };
inline constexpr std::array<ByteKind, 256> byteKinds = [] {
    std::array<ByteKind, 256> kinds{};
    for (const unsigned char c : {' ', '\t', '\n', '\r', '\v', '\f', '_'})
        kinds[c] = ByteKind::Separator;
    for (const unsigned char c : {0xC2, 0xE1, 0xE2, 0xE3, 0xEF})
        kinds[c] = ByteKind::MaybeSeparator;
    return kinds;
}();
} // namespace detail

// The length of the field separator starting at text[i], or 0: ASCII white space, the URL
// form's '_', the Unicode spaces, and the Unicode line and paragraph separators (U+2028,
// U+2029), which, like \n, part fields: the white space Lichess splits on (JavaScript's \s).
inline std::size_t fenSeparatorAt(std::string_view text, std::size_t i)
{
    const detail::ByteKind kind = detail::byteKinds[static_cast<unsigned char>(text[i])];
    if (kind != detail::ByteKind::MaybeSeparator)
        return kind == detail::ByteKind::Separator ? 1 : 0;
    if (const std::size_t n = unicodeSpaceAt(text, i))
        return n;
    const bool lineSeparator = text.size() - i >= 3 && static_cast<unsigned char>(text[i]) == 0xE2
        && static_cast<unsigned char>(text[i + 1]) == 0x80
        && (static_cast<unsigned char>(text[i + 2]) == 0xA8
            || static_cast<unsigned char>(text[i + 2]) == 0xA9);
    return lineSeparator ? 3 : 0;
}

// A halfmove or fullmove counter: a whole number 0-9999 (Lichess's range). Longer text is
// refused before any arithmetic, so a 10,000-digit counter cannot overflow.
inline std::optional<int> fenCounter(std::string_view s)
{
    if (s.empty() || s.size() > 4)
        return std::nullopt;
    int value = 0;
    for (const char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    return value;
}

} // namespace forsyth
