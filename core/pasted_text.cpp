// Unwrapping pasted text: each form is found by its shape alone, in linear passes over at most
// pasteScanLimit bytes; whether the FEN is any good is the reader's call.
#include "pasted_text.h"

#include "unicode_spaces.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace forsyth {
namespace {

using Kind = PastedFen::Kind;

struct Span {
    std::size_t start = 0;
    std::size_t end = 0;
    bool empty() const { return start == end; }
    std::string_view in(std::string_view t) const { return t.substr(start, end - start); }
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isAlnum(char c) { return isDigit(c) || isLetter(c); }
bool isLineBreak(char c) { return c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

bool isPlacementChar(char c)
{
    return std::string_view("12345678pnbrqkPNBRQK~/").find(c) != std::string_view::npos;
}
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Length of the blank at t[i], or 0: ASCII space and tab, and the Unicode spaces pasting
// brings (NBSP, the typographic spaces, the ideographic space of CJK input, a BOM): the set
// the reader skips, so what is cut here reads there. Other UTF-8 never matches, so Korean or
// Chinese text around a FEN is just "not a blank".
std::size_t blankAt(std::string_view t, std::size_t i)
{
    if (t[i] == ' ' || t[i] == '\t')
        return 1;
    return unicodeSpaceAt(t, i);
}

// Between FEN fields: a blank or '_' (the Lichess URL form, which the reader accepts too).
// Never a line break: a FEN in a message does not run on into the next line.
std::size_t gapAt(std::string_view t, std::size_t i) { return t[i] == '_' ? 1 : blankAt(t, i); }

enum class Skip : std::uint8_t { Blanks, Gaps, BlanksAndLineBreaks };

std::size_t skip(std::string_view t, std::size_t i, Skip what)
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

// The text without the blanks and line breaks around it.
Span trimmed(std::string_view t)
{
    Span s{skip(t, 0, Skip::BlanksAndLineBreaks), 0};
    for (std::size_t i = s.start; i < t.size(); i = skip(t, i, Skip::BlanksAndLineBreaks))
        s.end = ++i;
    return {s.start, std::max(s.start, s.end)};
}

// Loose: what someone meant as a placement, right or wrong (four ranks or more, letters and
// digits), so that the reader, not "no FEN found", explains what is wrong with it.
bool looksLikePlacement(std::string_view token)
{
    int slashes = 0;
    for (const char c : token) {
        if (!isAlnum(c) && c != '/' && c != '~')
            return false;
        slashes += c == '/' ? 1 : 0;
    }
    return slashes >= 3;
}

// Strict, for a FEN inside prose: eight non-empty groups of placement characters.
bool hasEightRanks(std::string_view run)
{
    return std::count(run.begin(), run.end(), '/') == 7 && run.front() != '/' && run.back() != '/'
        && run.find("//") == std::string_view::npos;
}

// Length of a token at t[i] shaped like FEN field `field` (2-6), or 0. Shapes only: "e4" as
// an ep square or "KK" as castling pass here, and the reader rejects them with their spans.
std::size_t fieldAt(std::string_view t, std::size_t i, int field)
{
    const auto run = [&](std::string_view set, std::size_t most) {
        std::size_t n = 0;
        while (i + n < t.size() && n < most && set.find(t[i + n]) != std::string_view::npos)
            ++n;
        return n;
    };
    std::size_t n = 0;
    if (field == 2)
        n = run("wbWB", 1);
    else if (field == 3)
        n = t[i] == '-' ? 1 : run("KQkqABCDEFGHabcdefgh", 4);
    else if (field == 4 && t[i] == '-')
        n = 1;
    else if (field == 4)
        n = run("abcdefgh", 1) == 1 && i + 1 < t.size() && t[i + 1] >= '1' && t[i + 1] <= '8' ? 2 : 0;
    else
        n = run("0123456789", t.size());
    // "wins" is no side to move and "b4" no castling: the token must end where the shape does.
    const std::size_t end = i + n;
    const bool glued = end < t.size() && (isAlnum(t[end]) || t[end] == '/' || t[end] == '-');
    return glued ? 0 : n;
}

// Fields 2-6 after a placement ending at `end`: where the last one that fits ends.
std::size_t extendFields(std::string_view t, std::size_t end)
{
    for (int field = 2; field <= 6; ++field) {
        const std::size_t next = skip(t, end, Skip::Gaps);
        const std::size_t n = next > end && next < t.size() ? fieldAt(t, next, field) : 0;
        if (n == 0)
            break;
        end = next + n;
    }
    return end;
}

PastedFen makeResult(Kind kind, std::string fen, Span span)
{
    return {kind, std::move(fen), {}, span.start, span.end};
}

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

// The first game's tag pairs, from the first line that starts with '['. Only that block: a
// later game's FEN is not what a pasted game means, and a game without a FEN tag starts from
// the initial position with its moves the point, which Forsyth cannot show: Kind None.
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
    while (i < t.size() && t[i] == '[') {
        const Span name{i + 1, identifierEnd(t, i + 1)};
        const std::size_t quote = skip(t, name.end, Skip::Blanks);
        if (name.empty() || quote >= t.size() || t[quote] != '"')
            break;
        auto value = quotedString(t, quote + 1);
        if (!value)
            break;
        if (name.in(t) == "FEN" && !result)
            result = makeResult(Kind::Pgn, std::move(value->first), {quote + 1, value->second - 1});
        else if (name.in(t) == "Event")
            event = std::move(value->first);
        i = skip(t, value->second, Skip::Blanks);
        if (i >= t.size() || t[i] != ']')
            break;
        ++pairs;
        i = skip(t, i + 1, Skip::BlanksAndLineBreaks);
    }
    if (!result)
        return pairs > 0 ? std::optional(PastedFen{}) : std::nullopt;
    if (event != "?")
        result->title = std::move(event);
    return result;
}

// An EPD token: up to a blank or the ';' ending an operation.
Span epdToken(std::string_view line, std::size_t from)
{
    Span s{skip(line, from, Skip::Blanks), 0};
    for (s.end = s.start; s.end < line.size() && line[s.end] != ';' && !blankAt(line, s.end);)
        ++s.end;
    return s;
}

// Four fields, then operations: `bm e4; id "Puzzle 12"; hmvc 3;`. The clocks come from hmvc
// and fmvn when given (writeEpd writes them); otherwise the reader's defaults stand.
std::optional<PastedFen> epd(std::string_view line, std::size_t start)
{
    std::array<Span, 5> fields; // the four FEN fields and the first opcode
    for (Span& field : fields) {
        field = epdToken(line, start);
        if (field.empty())
            return std::nullopt;
        start = field.end;
    }
    if (!looksLikePlacement(fields[0].in(line)) || !isLetter(line[fields[4].start])
        || identifierEnd(line, fields[4].start) != fields[4].end
        || line.find(';', fields[4].end) == std::string_view::npos)
        return std::nullopt;

    const Span four{fields[0].start, fields[3].end};
    PastedFen result = makeResult(Kind::Epd, std::string(four.in(line)), four);
    std::string halfmove;
    std::string fullmove;
    for (std::size_t i = four.end; i < line.size(); ++i) {
        const Span name = epdToken(line, i);
        i = skip(line, name.end, Skip::Blanks);
        // The first operand, a string or a token, is the one wanted.
        auto quoted = i < line.size() && line[i] == '"' ? quotedString(line, i + 1) : std::nullopt;
        std::string operand = quoted ? std::move(quoted->first) : std::string(epdToken(line, i).in(line));
        const std::string_view op = name.in(line);
        if (op == "id")
            result.title = std::move(operand);
        else if (op == "hmvc")
            halfmove = std::move(operand);
        else if (op == "fmvn")
            fullmove = std::move(operand);
        while (i < line.size() && line[i] != ';') { // to the operation's end; a string may hold ';'
            quoted = line[i] == '"' ? quotedString(line, i + 1) : std::nullopt;
            i = quoted ? quoted->second : i + 1;
        }
    }
    if (!halfmove.empty() || !fullmove.empty())
        result.fen += ' ' + (halfmove.empty() ? "0" : halfmove) + ' ' + (fullmove.empty() ? "1" : fullmove);
    return result;
}

std::optional<PastedFen> bareFen(std::string_view t, Span whole)
{
    int tokens = 0;
    for (std::size_t i = skip(t, whole.start, Skip::Gaps); i < whole.end; i = skip(t, i, Skip::Gaps)) {
        const std::size_t start = i;
        while (i < whole.end && !gapAt(t, i) && !isLineBreak(t[i]))
            ++i;
        if (i == start || ++tokens > 7 || (tokens == 1 && !looksLikePlacement(t.substr(start, i - start))))
            return std::nullopt; // i == start: a line break
    }
    return makeResult(Kind::BareFen, std::string(whole.in(t)), whole);
}

bool startsWithNoCase(std::string_view t, std::size_t i, std::string_view prefix)
{
    return t.size() - i >= prefix.size()
        && std::equal(prefix.begin(), prefix.end(), t.begin() + static_cast<std::ptrdiff_t>(i),
            [](char a, char b) { return lower(a) == lower(b); });
}

// Whether t[at] starts the host `host` ("lichess.org/") as a whole name, not "xlichess.org/".
bool hostAt(std::string_view t, std::size_t at, std::string_view host)
{
    return startsWithNoCase(t, at, host) && (at == 0 || !(isAlnum(t[at - 1]) || t[at - 1] == '-'));
}

// Where a URL's run of characters from i ends: at one of `stops`, or at what a pasted URL
// cannot hold (white space, quotes and brackets around it in a message, non-ASCII text).
std::size_t urlRunEnd(std::string_view t, std::size_t i, std::string_view stops)
{
    const auto ends = [&](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u <= 0x20 || u >= 0x7F
            || std::string_view("\"'<>()[]{}|\\^`").find(c) != std::string_view::npos
            || stops.find(c) != std::string_view::npos;
    };
    while (i < t.size() && !ends(t[i]))
        ++i;
    return i;
}

// The FEN of a URL: percent-decoded, spaces for '+' (and for '_' in Lichess's form). When the
// URL ends at a blank with a placement alone (a browser copied it unencoded), the fields that
// follow it in the text are its own. Not placement-like: a URL without a FEN, Kind None.
PastedFen fenFromUrl(std::string_view t, Kind kind, Span span, bool underscoreIsSpace)
{
    std::string fen;
    if (!percentDecode(span.in(t), fen, true))
        return {};
    for (char& c : fen)
        c = c == '_' && underscoreIsSpace ? ' ' : c;
    const std::size_t firstSpace = fen.find(' ');
    if (!looksLikePlacement(std::string_view(fen).substr(0, firstSpace)))
        return {};
    if (firstSpace == std::string::npos && (span.end == t.size() || blankAt(t, span.end))) {
        const std::size_t end = extendFields(t, span.end);
        for (std::size_t i = skip(t, span.end, Skip::Gaps); i < end; i = skip(t, i, Skip::Gaps)) {
            fen += ' ';
            for (; i < end && !gapAt(t, i); ++i)
                fen += t[i];
        }
        span.end = end;
    }
    return makeResult(kind, std::move(fen), span);
}

// lichess.org/editor/<fen>, /analysis/<fen>, /analysis/{standard,chess960,fromPosition}/<fen>.
std::optional<PastedFen> lichessUrlAt(std::string_view t, std::size_t i)
{
    i += std::string_view("lichess.org/").size();
    if (startsWithNoCase(t, i, "editor/")) {
        i += 7;
    } else if (startsWithNoCase(t, i, "analysis/")) {
        i += 9;
        for (const std::string_view variant : {"standard/", "chess960/", "fromPosition/"})
            i += startsWithNoCase(t, i, variant) ? variant.size() : 0;
    } else {
        return std::nullopt;
    }
    const Span path{i, urlRunEnd(t, i, "?#")};
    return path.empty() ? std::nullopt : std::optional(fenFromUrl(t, Kind::LichessUrl, path, true));
}

// chess.com/<any path>?...&fen=<percent-encoded FEN>&...
std::optional<PastedFen> chessComUrlAt(std::string_view t, std::size_t i)
{
    i = urlRunEnd(t, i, "?#");
    const std::size_t queryEnd = urlRunEnd(t, i + 1, "#");
    while (i < t.size() && i < queryEnd && (t[i] == '?' || t[i] == '&')) {
        const Span param{i + 1, urlRunEnd(t, i + 1, "&#")};
        if (startsWithNoCase(t, param.start, "fen=")) {
            const Span value{param.start + 4, param.end};
            return value.empty() ? PastedFen{} : fenFromUrl(t, Kind::ChessComUrl, value, false);
        }
        i = param.end;
    }
    return std::nullopt;
}

// The first URL carrying a FEN, of either site; a recognised but broken one gives Kind None.
std::optional<PastedFen> url(std::string_view t)
{
    for (std::size_t i = 0; i < t.size(); ++i) {
        std::optional<PastedFen> result;
        if (hostAt(t, i, "lichess.org/")) {
            result = lichessUrlAt(t, i);
        } else if (hostAt(t, i, "chess.com/")) {
            result = chessComUrlAt(t, i);
            // Past this URL at once: rescanning its query from each later 'c' would make
            // "chess.com/chess.com/..." quadratic. A URL nested in its query is not looked for.
            if (!result)
                i = urlRunEnd(t, i, "#") - 1;
        }
        if (result)
            return result;
    }
    return std::nullopt;
}

// A placement inside prose, not glued to a word on either side, with the fields after it.
std::optional<PastedFen> embeddedFen(std::string_view t)
{
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (!isPlacementChar(t[i]))
            continue;
        Span run{i, i};
        while (run.end < t.size() && isPlacementChar(t[run.end]))
            ++run.end;
        const bool apart = (i == 0 || !isAlnum(t[i - 1])) && (run.end == t.size() || !isAlnum(t[run.end]));
        if (apart && hasEightRanks(run.in(t))) {
            run.end = extendFields(t, run.end);
            return makeResult(Kind::EmbeddedFen, std::string(run.in(t)), run);
        }
        i = run.end; // runs never overlap, so the scan stays linear
    }
    return std::nullopt;
}

} // namespace

bool percentDecode(std::string_view in, std::string& out, bool plusIsSpace)
{
    const auto hexValue = [](char c) {
        const char lower = static_cast<char>(c | 0x20);
        return isDigit(c) ? c - '0' : lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    };
    out.clear();
    for (std::size_t i = 0; i < in.size(); ++i) {
        char c = in[i] == '+' && plusIsSpace ? ' ' : in[i];
        if (c == '%') {
            if (in.size() - i < 3 || hexValue(in[i + 1]) < 0 || hexValue(in[i + 2]) < 0)
                return false;
            c = static_cast<char>(hexValue(in[i + 1]) * 16 + hexValue(in[i + 2]));
            i += 2;
        }
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return false;
        out += c;
    }
    return true;
}

PastedFen unwrapPastedText(std::string_view text)
{
    const std::string_view t = text.substr(0, pasteScanLimit);
    const Span whole = trimmed(t);
    if (whole.empty())
        return {};
    std::size_t lineEnd = whole.start;
    while (lineEnd < whole.end && !isLineBreak(t[lineEnd]))
        ++lineEnd;
    if (auto result = pgn(t))
        return *result;
    if (auto result = epd(t.substr(0, lineEnd), whole.start))
        return *result;
    if (auto result = bareFen(t, whole))
        return *result;
    if (auto result = url(t))
        return *result;
    return embeddedFen(t).value_or(PastedFen{});
}

std::string_view kindName(PastedFen::Kind kind)
{
    constexpr std::string_view names[]
        = {"BareFen", "LichessUrl", "ChessComUrl", "Pgn", "Epd", "EmbeddedFen", "None"};
    return names[static_cast<int>(kind)];
}

} // namespace forsyth
