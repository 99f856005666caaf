// PGN tag pairs and EPD lines in pasted text, in linear passes like the other forms.
#include "pasted_records.h"

#include "epd.h"
#include "pasted_scan.h"

#include <array>

namespace forsyth::pasted {
namespace {

// A quoted PGN or EPD string whose opening quote is just before i: its unescaped value and
// the index past the closing quote; nullopt when the line ends first.
std::optional<std::pair<std::string, std::size_t>> quotedString(std::string_view t, std::size_t i)
{
    std::string value;
    for (; i < t.size() && !isLineBreak(t[i]); ++i) {
        if (t[i] == '"')
            return std::pair{std::move(value), i + 1};
        if (t[i] == '\\' && i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\'))
            ++i;
        value += t[i];
    }
    return std::nullopt;
}

std::size_t identifierEnd(std::string_view t, std::size_t i)
{
    while (i < t.size() && (isAlnum(t[i]) || t[i] == '_'))
        ++i;
    return i;
}

// Past the PGN comments and blanks at i: `{...}` (over lines) and `;` to the line's end.
// An unterminated `{` runs to the end.
std::size_t skipComments(std::string_view t, std::size_t i)
{
    for (i = skip(t, i, Skip::BlanksAndLineBreaks); i < t.size() && (t[i] == '{' || t[i] == ';');
         i = skip(t, i, Skip::BlanksAndLineBreaks)) {
        const std::size_t end = t.find(t[i] == '{' ? '}' : '\n', i);
        i = end == std::string_view::npos ? t.size() : end + 1;
    }
    return i;
}

// A tag pair `[Name "value"]` at t[i]: its name, its value's span and where it ends.
struct TagPair {
    Span name;
    Span value; // between the quotes, escapes and all
    std::string unescaped;
    std::size_t end = 0;
};

std::optional<TagPair> tagPairAt(std::string_view t, std::size_t i)
{
    if (i >= t.size() || t[i] != '[')
        return std::nullopt;
    TagPair pair;
    pair.name = {i + 1, identifierEnd(t, i + 1)};
    const std::size_t quote = skip(t, pair.name.end, Skip::Blanks);
    if (pair.name.empty() || quote >= t.size() || t[quote] != '"')
        return std::nullopt;
    auto value = quotedString(t, quote + 1);
    if (!value)
        return std::nullopt;
    pair.value = {quote + 1, value->second - 1};
    pair.unescaped = std::move(value->first);
    const std::size_t close = skip(t, value->second, Skip::Blanks);
    if (close >= t.size() || t[close] != ']')
        return std::nullopt;
    pair.end = close + 1;
    return pair;
}

} // namespace

std::optional<PastedFen> pgn(std::string_view t)
{
    std::size_t i = skip(t, 0, Skip::Blanks);
    while (i < t.size() && t[i] != '[') {
        const std::size_t lineEnd = t.find('\n', i);
        i = lineEnd == std::string_view::npos ? t.size() : skip(t, lineEnd + 1, Skip::Blanks);
    }
    std::optional<PastedFen> result;
    std::string event;
    int pairs = 0;
    for (auto pair = tagPairAt(t, i); pair; pair = tagPairAt(t, i)) {
        if (pair->name.in(t) == "FEN" && !result)
            result = makeResult(Kind::Pgn, std::move(pair->unescaped), pair->value);
        else if (pair->name.in(t) == "Event")
            event = std::move(pair->unescaped);
        ++pairs;
        i = skipComments(t, pair->end);
    }
    if (!result)
        return pairs > 0 ? std::optional(PastedFen{}) : std::nullopt;
    if (event != "?")
        result->title = std::move(event);
    return result;
}
std::optional<PastedFen> epd(std::string_view line, std::size_t start)
{
    const std::string_view rest = line.substr(start);
    std::optional<EpdLine> read = readEpdLine(rest);
    // Without an operation ended by ';' it is a FEN (and the bare-FEN form's to judge).
    if (!read || read->operations.empty() || rest[read->operations.front().end - 1] != ';')
        return std::nullopt;
    PastedFen result
        = makeResult(Kind::Epd, std::move(read->fen), {start + read->fieldsStart, start + read->fieldsEnd});
    result.title = read->operand("id");
    return result;
}
std::string withoutTagPairs(std::string_view t)
{
    std::string out(t);
    for (std::size_t i = 0; i < t.size();) {
        const auto pair = tagPairAt(t, i);
        if (!pair) {
            ++i;
            continue;
        }
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(i),
            out.begin() + static_cast<std::ptrdiff_t>(pair->end), ' ');
        i = pair->end;
    }
    return out;
}

} // namespace forsyth::pasted
