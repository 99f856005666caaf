#include "uci.h"

#include "moves.h"
#include "san.h"

#include <charconv>

namespace forsyth {

namespace {

// The space-separated words of a line, views into it.
std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' && line[i] != '\n')
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
    return out;
}

template <typename Number> std::optional<Number> number(std::string_view text)
{
    Number n{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return n;
}

} // namespace

std::optional<UciInfo> readUciInfo(std::string_view line)
{
    const std::vector<std::string_view> w = words(line);
    if (w.empty() || w[0] != "info")
        return std::nullopt;
    UciInfo info;
    for (std::size_t i = 1; i < w.size(); ++i) {
        const std::string_view key = w[i];
        const bool hasValue = i + 1 < w.size();
        if (key == "string")
            return std::nullopt; // free text to the end of the line
        if (key == "pv") {
            for (++i; i < w.size(); ++i)
                info.pv.emplace_back(w[i]);
            break;
        }
        if (!hasValue)
            break;
        if (key == "depth") {
            info.depth = number<int>(w[++i]).value_or(0);
        } else if (key == "multipv") {
            info.multipv = number<int>(w[++i]).value_or(1);
        } else if (key == "nodes") {
            info.nodes = number<std::uint64_t>(w[++i]).value_or(0);
        } else if (key == "time") {
            info.timeMs = number<int>(w[++i]).value_or(0);
        } else if (key == "score" && i + 2 < w.size()) {
            const std::optional<int> value = number<int>(w[i + 2]);
            if (value && (w[i + 1] == "cp" || w[i + 1] == "mate"))
                info.score = UciScore{w[i + 1] == "mate", *value, false};
            i += 2;
            if (info.score && i + 1 < w.size() && (w[i + 1] == "lowerbound" || w[i + 1] == "upperbound")) {
                info.score->bound = true;
                ++i;
            }
        }
    }
    if (!info.score || info.pv.empty())
        return std::nullopt;
    return info;
}

UciScore whiteScore(const UciScore& s, Color sideToMove)
{
    UciScore out = s;
    if (sideToMove == Color::Black)
        out.value = -out.value;
    return out;
}

std::vector<std::string> sanLine(const Position& pos, const std::vector<std::string>& pv)
{
    std::vector<std::string> out;
    Position p = pos;
    for (const std::string& uci : pv) {
        const std::optional<Move> m = readUciMove(p, uci);
        if (!m)
            break;
        out.push_back(writeSan(p, *m));
        makeMove(p, *m);
    }
    return out;
}

} // namespace forsyth
