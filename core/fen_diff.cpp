#include "fen_diff.h"

#include <algorithm>

namespace forsyth {
namespace {

struct Piece {
    std::size_t start; // offset in the whole text
    std::string_view text;
};

// The fields of a FEN split at runs of spaces, the first further split at '/' into ranks.
std::vector<Piece> partsOf(std::string_view fen)
{
    std::vector<Piece> parts;
    std::size_t i = 0;
    bool placement = true;
    while (i < fen.size()) {
        while (i < fen.size() && fen[i] == ' ')
            ++i;
        if (i == fen.size())
            break;
        std::size_t end = i;
        while (end < fen.size() && fen[end] != ' ')
            ++end;
        if (placement) {
            std::size_t from = i;
            for (std::size_t j = i; j <= end; ++j) {
                if (j == end || fen[j] == '/') {
                    parts.push_back({from, fen.substr(from, j - from)});
                    from = j + 1;
                }
            }
            placement = false;
        } else {
            parts.push_back({i, fen.substr(i, end - i)});
        }
        i = end;
    }
    return parts;
}

} // namespace

std::vector<std::pair<std::size_t, std::size_t>> changedFenSpans(
    std::string_view before, std::string_view after)
{
    const std::vector<Piece> old = partsOf(before);
    const std::vector<Piece> now = partsOf(after);
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (std::size_t k = 0; k < now.size(); ++k) {
        const std::string_view b = k < old.size() ? old[k].text : std::string_view{};
        const std::string_view a = now[k].text;
        if (a == b || a.empty())
            continue;
        const std::size_t shortest = std::min(a.size(), b.size());
        std::size_t head = 0;
        while (head < shortest && a[head] == b[head])
            ++head;
        std::size_t tail = 0;
        while (tail < shortest - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
            ++tail;
        const std::size_t start = now[k].start;
        if (head + tail >= a.size())
            spans.emplace_back(start, start + a.size()); // only lost characters: show it whole
        else
            spans.emplace_back(start + head, start + a.size() - tail);
    }
    return spans;
}

} // namespace forsyth
