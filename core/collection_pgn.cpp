// A PGN game as a collection record. Rewriting changes as few bytes as it can: the Event and
// FEN tags' values in place, SetUp/FEN/Variant tags added after the last tag when the game
// needs them, and the movetext kept as written; only "set up from here" (a ply past the start)
// writes it anew, from that ply's moves that still play.
#include "collection_pgn.h"

#include "epd.h"
#include "field_options.h"
#include "pgn.h"
#include "transforms.h"

#include <algorithm>

namespace forsyth::detail {
namespace {

bool isUnknown(const std::string& value) { return value.empty() || value == "?"; }

struct Edit {
    std::size_t start;
    std::size_t end;
    std::string text;
};

std::string applied(std::string_view text, RecordSpan span, std::vector<Edit> edits)
{
    std::stable_sort(
        edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.start < b.start; });
    std::string out;
    std::size_t at = span.start;
    for (const Edit& e : edits) {
        out.append(text.substr(at, e.start - at));
        out += e.text;
        at = e.end;
    }
    out.append(text.substr(at, span.end - at));
    return out;
}

// The edit that gives `tag` the value `quoted` (quotes included). A tag whose value was never
// closed is written whole, so the rewrite mends it.
Edit valueEdit(const PgnTag& tag, std::string quoted)
{
    if (tag.closed)
        return {tag.raw.start - 1, tag.raw.end + 1, std::move(quoted)};
    return {tag.span.start, tag.span.end, "[" + tag.name + " " + quoted + "]"};
}

// The moves of `game` from `fromPly` on that still play, one after another, from `pos`.
std::vector<PgnMove> movesThatPlay(const PgnGame& game, std::size_t fromPly, Position pos)
{
    std::vector<PgnMove> kept;
    for (std::size_t i = fromPly; i < game.moves.size(); ++i) {
        const MoveList legal = legalMoves(pos);
        if (std::find(legal.begin(), legal.end(), game.moves[i].move) == legal.end())
            break;
        kept.push_back(game.moves[i]);
        makeMove(pos, game.moves[i].move);
    }
    return kept;
}

} // namespace

CollectionRecord readGameRecord(std::string_view text, RecordSpan span)
{
    CollectionRecord out;
    PgnGame game = readPgnGame(text, span);
    if (const PgnTag* event = game.tag("Event"); event && !isUnknown(event->value))
        out.title = event->value;
    const PgnTag* white = game.tag("White");
    const PgnTag* black = game.tag("Black");
    const std::string whiteName = white ? white->value : std::string();
    const std::string blackName = black ? black->value : std::string();
    if (!isUnknown(whiteName) || !isUnknown(blackName))
        out.players
            = (isUnknown(whiteName) ? "?" : whiteName) + " - " + (isUnknown(blackName) ? "?" : blackName);
    if (const PgnTag* fen = game.tag("FEN")) {
        out.fen = fen->value;
        out.fenStart = fen->raw.start;
        out.fenEnd = fen->raw.end;
    } else {
        out.fen = writeFen(*game.setup.position);
        out.fenStart = out.fenEnd = game.movetext.start;
    }
    out.read = game.setup;
    out.game = std::move(game);
    return out;
}

std::optional<std::string> rewriteGame(std::string_view text, RecordSpan span, std::string_view lineBreak,
    const Position& pos, std::string_view title, FenWriteOptions options, std::size_t fromPly)
{
    const PgnGame game = readPgnGame(text, span);
    if (fromPly > game.moves.size() || (fromPly > 0 && !game.setup.ok()))
        return std::nullopt;
    // Readers take X-FEN, not Shredder-FEN, for an ordinary start (writePgn says why).
    if (options.castling == CastlingNotation::Shredder)
        options.castling = CastlingNotation::XFen;
    const std::string br(lineBreak);
    std::vector<Edit> edits;
    std::string added; // tags added after the last one

    const std::string event = title.empty() ? std::string("\"?\"") : epdQuoted(title);
    if (const PgnTag* tag = game.tag("Event")) {
        if (!tag->closed || (tag->value != title && !(title.empty() && isUnknown(tag->value))))
            edits.push_back(valueEdit(*tag, event));
    } else if (!title.empty()) {
        added += "[Event " + event + "]" + br;
    }
    const bool needsFen = game.hasFenTag || !(pos == startPosition());
    if (needsFen) {
        const std::string fen = epdQuoted(writeFen(pos, options));
        if (const PgnTag* tag = game.tag("FEN")) {
            edits.push_back(valueEdit(*tag, fen));
        } else {
            if (const PgnTag* setUp = game.tag("SetUp"))
                edits.push_back(valueEdit(*setUp, "\"1\""));
            else
                added += "[SetUp \"1\"]" + br;
            added += "[FEN " + fen + "]" + br;
        }
    }
    // Every other tag whose value was never closed is written whole too, so the game the edit
    // writes has no problem the edit did not bring.
    for (const PgnTag& tag : game.tags)
        if (!tag.closed && tag.name != "Event" && tag.name != "FEN"
            && !(tag.name == "SetUp" && needsFen && !game.tag("FEN")))
            edits.push_back(valueEdit(tag, epdQuoted(tag.value)));
    if (needsChess960(pos) && !game.chess960)
        added += "[Variant \"Chess960\"]" + br;
    if (!added.empty()) {
        if (game.tags.empty())
            edits.push_back({span.start, span.start, added + br});
        else // after the last tag's line
            edits.push_back({game.tags.back().span.end, game.tags.back().span.end,
                br + added.substr(0, added.size() - br.size())});
    }

    // Set up from the start: the movetext stays as written, every byte of it. Moves that no
    // longer play from the edited setup are kept too; the reader marks where they stop.
    if (fromPly == 0)
        return applied(text, span, edits);
    // Written anew: from the header as edited, without the old movetext, then the moves kept.
    edits.push_back({game.movetext.start, span.end, {}});
    std::string out = applied(text, span, edits);
    const std::vector<PgnMove> kept = movesThatPlay(game, fromPly, pos);
    const bool allKept = fromPly + kept.size() == game.moves.size() && game.problems.empty();
    out += writeMovetext(pos, kept, allKept ? game.result : "*", br);
    out += br;
    return out;
}

} // namespace forsyth::detail
