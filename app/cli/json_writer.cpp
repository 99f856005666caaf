#include "json_writer.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <charconv>
#include <cmath>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace forsyth {
namespace {

// Where the bytes from `from` that JSON takes as they are (printable ASCII but '"' and '\\')
// end, sixteen at a time; the caller looks at the last few one by one.
std::size_t plainRunEnd(std::string_view text, std::size_t from)
{
#if defined(__SSE2__)
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (from + 16 <= text.size()) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + from));
        // Signed, bytes from 0x80 up are below 0x20 too: control characters and UTF-8 at once.
        const __m128i special = _mm_or_si128(_mm_cmplt_epi8(bytes, space),
            _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)));
        if (const int mask = _mm_movemask_epi8(special))
            return from + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(mask)));
        from += 16;
    }
#endif
    return from;
}

// Where the ASCII bytes at the start of text end, sixteen at a time: all of a FEN, mostly.
std::size_t asciiRunEnd(std::string_view text)
{
    std::size_t i = 0;
#if defined(__SSE2__)
    while (i + 16 <= text.size()) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + i));
        if (const int high = _mm_movemask_epi8(bytes)) // a byte from 0x80 up
            return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(high)));
        i += 16;
    }
#endif
    while (i < text.size() && static_cast<unsigned char>(text[i]) < 0x80)
        ++i;
    return i;
}

constexpr std::string_view ReplacementCharacter = "\xEF\xBF\xBD";

// Length of the well-formed UTF-8 sequence at text[i], or 0 when it is not one; then
// `skip` says how many bytes the bad sequence spans (its maximal subpart, as Unicode
// recommends, so each broken character becomes exactly one U+FFFD).
std::size_t sequenceAt(std::string_view text, std::size_t i, std::size_t& skip)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    std::size_t length;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead < 0x80) {
        return 1;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0)
            low = 0xA0; // overlong
        else if (lead == 0xED)
            high = 0x9F; // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0)
            low = 0x90; // overlong
        else if (lead == 0xF4)
            high = 0x8F; // beyond U+10FFFF
    } else {
        skip = 1;
        return 0;
    }
    for (std::size_t k = 1; k < length; ++k) {
        const std::size_t at = i + k;
        const bool inRange
            = at < text.size() && byte(at) >= (k == 1 ? low : 0x80) && byte(at) <= (k == 1 ? high : 0xBF);
        if (!inRange) {
            skip = k;
            return 0;
        }
    }
    return length;
}

} // namespace

bool isValidUtf8(std::string_view text)
{
    std::size_t i = asciiRunEnd(text);
    while (i < text.size()) {
        std::size_t skip = 0;
        const std::size_t length = sequenceAt(text, i, skip);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

void appendValidUtf8(std::string& out, std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t skip = 0;
        if (const std::size_t length = sequenceAt(text, i, skip)) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out.append(ReplacementCharacter);
            i += skip;
        }
    }
}

std::size_t validUtf8Offset(std::string_view text, std::size_t offset, bool after)
{
    std::size_t i = 0;
    std::size_t mapped = 0;
    while (i < text.size()) {
        std::size_t skip = 0;
        if (const std::size_t length = sequenceAt(text, i, skip)) {
            if (offset < i + length)
                return mapped + (offset - i); // valid bytes keep their distances
            i += length;
            mapped += length;
        } else {
            if (offset < i + skip)
                return offset > i && after ? mapped + ReplacementCharacter.size() : mapped;
            i += skip;
            mapped += ReplacementCharacter.size();
        }
    }
    return mapped + (offset - i); // at or past the end
}

std::size_t wholeCharactersLength(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t skip = 0;
        if (const std::size_t length = sequenceAt(text, i, skip))
            i += length;
        else if (i + skip == text.size())
            return i; // a sequence that might have been whole, had the text gone on
        else
            i += skip;
    }
    return text.size();
}

void appendJsonString(std::string& out, std::string_view text)
{
    static constexpr char Hex[] = "0123456789abcdef";
    out.push_back('"');
    std::size_t i = 0;
    while (i < text.size()) {
        // Copy the run of characters that need no escaping in one go: almost all of a FEN.
        std::size_t run = plainRunEnd(text, i);
        while (run < text.size()) {
            const auto c = static_cast<unsigned char>(text[run]);
            if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')
                break;
            ++run;
        }
        out.append(text.substr(i, run - i));
        i = run;
        if (i == text.size())
            break;
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            std::size_t skip = 0;
            if (const std::size_t length = sequenceAt(text, i, skip)) {
                out.append(text.substr(i, length));
                i += length;
            } else {
                out.append(ReplacementCharacter);
                i += skip;
            }
            continue;
        }
        out.push_back('\\');
        switch (c) {
        case '"':
            out.push_back('"');
            break;
        case '\\':
            out.push_back('\\');
            break;
        case '\n':
            out.push_back('n');
            break;
        case '\r':
            out.push_back('r');
            break;
        case '\t':
            out.push_back('t');
            break;
        case '\b':
            out.push_back('b');
            break;
        case '\f':
            out.push_back('f');
            break;
        default:
            out.append("u00");
            out.push_back(Hex[c >> 4]);
            out.push_back(Hex[c & 0xF]);
        }
        ++i;
    }
    out.push_back('"');
}

void JsonWriter::separate()
{
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (depth_ > 0 && depth_ <= MaxDepth) {
        if (!first_[depth_ - 1])
            out_.push_back(',');
        first_[depth_ - 1] = false;
    }
}

void JsonWriter::open(char bracket)
{
    separate();
    out_.push_back(bracket);
    if (depth_ < MaxDepth)
        first_[depth_] = true;
    ++depth_;
}

void JsonWriter::close(char bracket)
{
    out_.push_back(bracket);
    --depth_;
}

void JsonWriter::key(std::string_view name)
{
    // (Signed, a byte from 0x80 up is below 0x20 too.)
    assert(std::none_of(name.begin(), name.end(), [](char c) { return c < 0x20 || c == '"' || c == '\\'; }));
    separate();
    out_.push_back('"');
    out_.append(name);
    out_.append("\":");
    afterKey_ = true;
}

void JsonWriter::value(std::string_view text)
{
    separate();
    appendJsonString(out_, text);
}

void JsonWriter::value(bool b)
{
    separate();
    out_.append(b ? "true" : "false");
}

void JsonWriter::value(std::int64_t n)
{
    separate();
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, n);
    out_.append(digits, result.ptr);
}

void JsonWriter::value(double x)
{
    if (!std::isfinite(x)) {
        null();
        return;
    }
    separate();
    char digits[32];
    const auto result = std::to_chars(digits, digits + sizeof digits, x);
    out_.append(digits, result.ptr);
}

void JsonWriter::null()
{
    separate();
    out_.append("null");
}

} // namespace forsyth
