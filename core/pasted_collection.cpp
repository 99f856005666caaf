#include "pasted_collection.h"

#include "fen.h"
#include "pasted_text.h"
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
        const RecordSpan& line = lines.records[i];
        if (readRecord(lines, text, i).read.ok()) {
            found.text.append(text, line.start, line.end - line.start);
            if (found.text.back() != '\n')
                found.text += '\n';
            continue;
        }
        // A FEN within the line, as a paste of it alone would find it: a numbered list
        // ("1. FEN"), a caption before it, a link to a board.
        const PastedFen within
            = unwrapPastedText(std::string_view(text).substr(line.start, line.end - line.start));
        if (within.found() && readFen(within.fen, FenMode::Lenient).ok())
            found.text += within.fen + '\n';
    }
    found.index = indexCollection(CollectionFormat::Epd, found.text);
    if (found.index.records.size() < 2)
        return std::nullopt;
    return found;
}

} // namespace forsyth
