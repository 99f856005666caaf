#include "pasted_collection.h"

#include "pgn.h"

#include <utility>

namespace forsyth {

std::optional<PastedCollection> pastedCollection(std::string text)
{
    PastedCollection found;
    found.index = indexCollection(CollectionFormat::Pgn, text);
    const CollectionIndex& games = found.index;
    const auto tagged = [&](std::size_t i) { return !readRecord(games, text, i).game->tags.empty(); };
    found.games = games.records.size() >= 2 && tagged(0) && tagged(1);
    if (games.records.size() == 1) {
        const PgnGame game = *readRecord(games, text, 0).game;
        found.oneGameWithMoves = !game.tags.empty() && !game.tag("FEN") && !game.moves.empty();
    }
    if (found.games || found.oneGameWithMoves) {
        found.text = std::move(text);
        return found;
    }
    const CollectionIndex lines = indexCollection(CollectionFormat::Epd, text);
    for (std::size_t i = 0; i < lines.records.size(); ++i) {
        if (!readRecord(lines, text, i).read.ok())
            continue;
        const RecordSpan& line = lines.records[i];
        found.text.append(text, line.start, line.end - line.start);
        if (found.text.back() != '\n')
            found.text += '\n';
    }
    found.index = indexCollection(CollectionFormat::Epd, found.text);
    if (found.index.records.size() < 2)
        return std::nullopt;
    return found;
}

} // namespace forsyth
