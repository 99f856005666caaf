// Unwrapping pasted text: each form is found by its shape alone, in linear passes over at most
// pasteScanLimit bytes; whether the FEN is any good is the reader's call.
#include "pasted_text.h"

#include "pasted_records.h"
#include "pasted_scan.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace forsyth {
namespace {

using namespace pasted;

bool isPlacementChar(char c)
{
    return std::string_view("12345678pnbrqkPNBRQK~/").find(c) != std::string_view::npos;
}
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The text without the blanks and line breaks around it.
Span trimmed(std::string_view t)
{
    Span s{skip(t, 0, Skip::BlanksAndLineBreaks), 0};
    for (std::size_t i = s.start; i < t.size(); i = skip(t, i, Skip::BlanksAndLineBreaks))
        s.end = ++i;
    return {s.start, std::max(s.start, s.end)};
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

// The value of the query parameter `name` ("color") in the query starting at t[i] ('?'), up to
// the URL's end or '#'; nullopt when the query lacks it.
std::optional<std::string_view> queryValue(std::string_view t, std::size_t i, std::string_view name)
{
    const std::size_t end = urlRunEnd(t, i + 1, "#");
    while (i < end && (t[i] == '?' || t[i] == '&')) {
        const Span param{i + 1, urlRunEnd(t, i + 1, "&#")};
        const std::string_view text = param.in(t);
        if (text.size() > name.size() && text[name.size()] == '='
            && std::equal(
                name.begin(), name.end(), text.begin(), [](char a, char b) { return lower(a) == lower(b); }))
            return text.substr(name.size() + 1);
        i = param.end;
    }
    return std::nullopt;
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
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
    if (path.empty())
        return std::nullopt;
    PastedFen found = fenFromUrl(t, Kind::LichessUrl, path, true);
    if (found.found() && path.end < t.size() && t[path.end] == '?') {
        if (const auto color = queryValue(t, path.end, "color")) {
            if (equalsNoCase(*color, "black"))
                found.bottom = PastedFen::Bottom::Black;
            else if (equalsNoCase(*color, "white"))
                found.bottom = PastedFen::Bottom::White;
        }
    }
    return found;
}

// chess.com/<any path>?...&fen=<percent-encoded FEN>&...; flip=true shows Black at the bottom.
std::optional<PastedFen> chessComUrlAt(std::string_view t, std::size_t i)
{
    const std::size_t query = urlRunEnd(t, i, "?#");
    if (query >= t.size() || t[query] != '?')
        return std::nullopt;
    const std::optional<std::string_view> value = queryValue(t, query, "fen");
    if (!value)
        return std::nullopt;
    if (value->empty())
        return PastedFen{};
    const auto start = static_cast<std::size_t>(value->data() - t.data());
    PastedFen found = fenFromUrl(t, Kind::ChessComUrl, {start, start + value->size()}, false);
    const std::optional<std::string_view> flip = queryValue(t, query, "flip");
    if (found.found() && flip && equalsNoCase(*flip, "true"))
        found.bottom = PastedFen::Bottom::Black;
    return found;
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
std::optional<PastedFen> embeddedFen(std::string_view t, std::size_t from = 0)
{
    for (std::size_t i = from; i < t.size(); ++i) {
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

PastedFen nextFenInText(std::string_view text, std::size_t from)
{
    return embeddedFen(text, from).value_or(PastedFen{});
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
    const std::optional<PastedFen> game = pgn(t);
    if (game && game->found())
        return *game;
    if (auto result = epd(t.substr(0, lineEnd), whole.start))
        return *result;
    if (auto result = bareFen(t, whole))
        return *result;
    // A PGN header without a FEN: a URL or a FEN around it still counts, but not one inside
    // a tag (a later game's [FEN], a [Site] URL), so the tags are blanked out, in place.
    std::string untagged;
    std::string_view rest = t;
    if (game) {
        untagged = withoutTagPairs(t);
        rest = untagged;
    }
    if (auto result = url(rest))
        return *result;
    return embeddedFen(rest).value_or(PastedFen{});
}

std::string_view kindName(PastedFen::Kind kind)
{
    constexpr std::string_view names[]
        = {"BareFen", "LichessUrl", "ChessComUrl", "Pgn", "Epd", "EmbeddedFen", "None"};
    return names[static_cast<int>(kind)];
}

} // namespace forsyth
