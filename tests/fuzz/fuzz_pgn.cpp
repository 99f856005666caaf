// libFuzzer target: PGN games on arbitrary bytes. Every span a game, move or problem names
// lies inside its game; the moves read play from the setup; and movetext written for them
// reads back as the same moves with their comments and NAGs (SAN writer and reader agree).
#include "pgn.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace forsyth;

namespace {

[[noreturn]] void fail(const char* what, std::size_t game)
{
    std::fprintf(stderr, "fuzz_pgn: %s (game %zu)\n", what, game);
    std::abort();
}

bool inside(RecordSpan inner, RecordSpan outer)
{
    return inner.start >= outer.start && inner.end <= outer.end && inner.start <= inner.end;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::vector<RecordSpan> games = indexPgn(text);
    std::size_t previousEnd = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        if (games[g].start < previousEnd || !inside(games[g], {0, text.size()}))
            fail("game spans out of order or outside the text", g);
        previousEnd = games[g].end;
        const PgnGame game = readPgnGame(text, games[g]);
        for (const PgnMove& m : game.moves)
            if (!inside(m.span, games[g]))
                fail("a move outside its game", g);
        for (const PgnProblem& p : game.problems)
            if (!inside(p.span, games[g]) || p.ply > game.moves.size())
                fail("a problem outside its game", g);
        if (!game.setup.ok()) {
            if (!game.moves.empty())
                fail("moves read without a setup", g);
            continue;
        }
        if (!positionAfter(game, game.moves.size()))
            fail("the moves read do not play", g);
        const std::string written = writeMovetext(*game.setup.position, game.moves, game.result, "\n");
        std::string withSetup = "[FEN \"" + writeFen(*game.setup.position) + "\"]\n\n" + written;
        const PgnGame back = readPgnGame(withSetup, {0, withSetup.size()});
        if (back.moves.size() != game.moves.size() || !back.problems.empty())
            fail("written movetext does not read back", g);
        for (std::size_t i = 0; i < back.moves.size(); ++i)
            if (!(back.moves[i].move == game.moves[i].move) || back.moves[i].nags != game.moves[i].nags
                || back.moves[i].comment != game.moves[i].comment)
                fail("written movetext reads back as other moves", g);
    }
    return 0;
}
