// The Unicode spaces pasted text brings between FEN fields, in one list for the reader and
// the paste path: NBSP, the typographic spaces, the ideographic space of CJK input methods,
// and a byte-order mark.
#pragma once

#include <cstddef>
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
    if ((c != 0xE2 && c != 0xE3 && c != 0xEF) || left < 3)
        return 0;
    const unsigned char b1 = byte(i + 1);
    const unsigned char b2 = byte(i + 2);
    const bool typographic
        = c == 0xE2 && ((b1 == 0x80 && (b2 <= 0x8A || b2 == 0xAF)) || (b1 == 0x81 && b2 == 0x9F));
    const bool ideographic = c == 0xE3 && b1 == 0x80 && b2 == 0x80;
    const bool byteOrderMark = c == 0xEF && b1 == 0xBB && b2 == 0xBF;
    return typographic || ideographic || byteOrderMark ? 3 : 0;
}

} // namespace forsyth
