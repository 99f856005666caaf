// Games split and read with one lexer (pgn_lexer.h); moves read with readSan and played with
// makeMove, so PGN holds no chess rule of its own.
#include "pgn.h"

#include "pgn_lexer.h"
#include "san.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace forsyth {
namespace {

using pgn::Lexer;
using pgn::Token;
using pgn::TokenKind;

std::string_view textOf(std::string_view text, const Token& t)
{
    return text.substr(t.start, t.end - t.start);
}

// Where a game whose first token is at `at` starts: its line's start when only blanks come
// before it there, else the token itself ("1-0 1. e4": the game before ends on that line).
std::size_t gameStart(std::string_view text, std::size_t at, std::size_t from)
{
    std::size_t i = at;
    while (i > from && (text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\r'))
        --i;
    return i == from || text[i - 1] == '\n' ? i : at;
}

bool isMovetext(TokenKind kind)
{
    return kind == TokenKind::Symbol || kind == TokenKind::MoveNumber || kind == TokenKind::Result
        || kind == TokenKind::OpenVariation || kind == TokenKind::CloseVariation || kind == TokenKind::Nag
        || kind == TokenKind::Glyph;
}

// `[Name "value"]` read from a Tag token; nullopt for one with no name or no quote, which is
// skipped. A value whose closing quote is missing runs to the line's end (less a last `]`):
// an unclosed FEN tag still names the position meant, and the game says it is unclosed.
std::optional<PgnTag> readTag(std::string_view text, const Token& t)
{
    std::size_t i = t.start + 1;
    const auto blanks = [&] {
        while (i < t.end && (text[i] == ' ' || text[i] == '\t'))
            ++i;
    };
    blanks();
    PgnTag tag;
    const std::size_t nameStart = i;
    while (i < t.end && (std::isalnum(static_cast<unsigned char>(text[i])) != 0 || text[i] == '_'))
        ++i;
    tag.name = text.substr(nameStart, i - nameStart);
    blanks();
    if (tag.name.empty() || i >= t.end || text[i] != '"')
        return std::nullopt;
    tag.raw.start = ++i;
    for (; i < t.end && text[i] != '"'; ++i)
        if (text[i] == '\\' && i + 1 < t.end)
            ++i;
    if (i >= t.end) {
        tag.closed = false;
        const auto trimmed = [&](std::size_t end) {
            while (end > tag.raw.start
                && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\r'))
                --end;
            return end;
        };
        i = trimmed(t.end);
        if (i > tag.raw.start && text[i - 1] == ']')
            i = trimmed(i - 1);
    }
    tag.raw.end = i;
    for (std::size_t j = tag.raw.start; j < tag.raw.end; ++j) {
        if (text[j] == '\\' && j + 1 < tag.raw.end)
            ++j;
        tag.value += text[j];
    }
    // A broken tag's token runs to the line's end: its \r belongs to the line break.
    tag.span = {t.start, !tag.closed && t.end > t.start && text[t.end - 1] == '\r' ? t.end - 1 : t.end};
    return tag;
}

bool namesChess960(std::string value)
{
    std::transform(value.begin(), value.end(), value.begin(),
        [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
    return value.find("960") != std::string::npos || value.find("fischer") != std::string::npos;
}

PgnProblemKind problemOf(SanError error)
{
    switch (error) {
    case SanError::Illegal:
        return PgnProblemKind::IllegalMove;
    case SanError::Ambiguous:
        return PgnProblemKind::AmbiguousMove;
    default:
        return PgnProblemKind::UnreadableMove;
    }
}

void appendComment(std::string& to, std::string_view comment)
{
    // Line breaks inside a comment are where the writer wrapped it: white space of any length
    // reads as one space, so a comment written in other lines reads back the same.
    std::string flat;
    for (const char c : comment) {
        const bool blank = c == ' ' || c == '\t' || c == '\r' || c == '\n';
        if (!blank)
            flat += c;
        else if (!flat.empty() && flat.back() != ' ')
            flat += ' ';
    }
    const auto first = flat.find_first_not_of(' ');
    if (first == std::string::npos)
        return;
    flat = flat.substr(first, flat.find_last_not_of(' ') - first + 1);
    if (!to.empty())
        to += ' ';
    to += flat;
}

PgnProblem problemAt(std::string_view text, PgnProblemKind kind, RecordSpan span, std::size_t ply)
{
    return {kind, span, ply,
        std::string(text.substr(span.start, std::min<std::size_t>(span.end - span.start, 40)))};
}

} // namespace

std::vector<RecordSpan> indexPgn(std::string_view text, ScanProgress* progress)
{
    std::vector<RecordSpan> games;
    std::size_t from = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    Lexer lexer(text, from, text.size());
    bool open = false;
    bool sawMovetext = false;
    bool sawResult = false;
    int depth = 0;
    for (Token t = lexer.next(); t.kind != TokenKind::End; t = lexer.next()) {
        const bool tagStarts = t.kind == TokenKind::Tag && t.lineStart && (!open || sawMovetext);
        const bool movesStart = isMovetext(t.kind) && depth == 0 && (!open || sawResult);
        if (tagStarts || movesStart) {
            const std::size_t start = gameStart(text, t.start, from);
            if (open)
                games.back().end = start;
            if (!keepScanning(progress, games.size(), start))
                break;
            games.push_back({start, text.size()});
            open = true;
            sawMovetext = false;
            sawResult = false;
            depth = 0;
        }
        if (isMovetext(t.kind))
            sawMovetext = true;
        if (t.kind == TokenKind::OpenVariation)
            ++depth;
        else if (t.kind == TokenKind::CloseVariation && depth > 0)
            --depth;
        else if (t.kind == TokenKind::Result && depth == 0)
            sawResult = true;
    }
    return games;
}

const PgnTag* PgnGame::tag(std::string_view name) const
{
    const auto found
        = std::find_if(tags.begin(), tags.end(), [&](const PgnTag& t) { return t.name == name; });
    return found == tags.end() ? nullptr : &*found;
}

PgnGame readPgnGame(std::string_view text, RecordSpan span)
{
    PgnGame game;
    Lexer lexer(text, span.start, span.end);
    Token t = lexer.next();
    for (; t.kind == TokenKind::Tag || (!isMovetext(t.kind) && t.kind != TokenKind::End); t = lexer.next())
        if (t.kind == TokenKind::Tag)
            if (auto tag = readTag(text, t))
                game.tags.push_back(std::move(*tag));
    game.movetext = {t.kind == TokenKind::End ? span.end : t.start, span.end};
    for (const PgnTag& tag : game.tags)
        if (!tag.closed)
            game.problems.push_back(problemAt(text, PgnProblemKind::UnclosedTag, tag.span, 0));

    if (const PgnTag* fen = game.tag("FEN")) {
        game.hasFenTag = true;
        game.setup = readFen(fen->value);
        if (!game.setup.ok())
            game.problems.push_back(problemAt(text, PgnProblemKind::UnreadableFen, fen->raw, 0));
    } else {
        game.setup = readFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }
    if (const PgnTag* variant = game.tag("Variant"))
        game.chess960 = namesChess960(variant->value);

    std::optional<Position> pos = game.setup.position;
    std::vector<std::size_t> opened; // where each open variation began
    for (; t.kind != TokenKind::End; t = lexer.next()) {
        const std::string_view word = textOf(text, t);
        const bool mainLine = opened.empty();
        switch (t.kind) {
        case TokenKind::Comment:
            if (!t.closed)
                game.problems.push_back(
                    problemAt(text, PgnProblemKind::UnclosedComment, {t.start, t.end}, game.moves.size()));
            if (mainLine && pos)
                appendComment(game.moves.empty() ? game.comment : game.moves.back().comment,
                    word.substr(1, word.size() - (t.closed ? 2 : 1)));
            break;
        case TokenKind::OpenVariation:
            opened.push_back(t.start);
            break;
        case TokenKind::CloseVariation:
            if (mainLine)
                game.problems.push_back(
                    problemAt(text, PgnProblemKind::UnopenedVariation, {t.start, t.end}, game.moves.size()));
            else
                opened.pop_back();
            break;
        case TokenKind::Nag:
        case TokenKind::Glyph:
            if (mainLine && pos && !game.moves.empty()) {
                const int nag = t.kind == TokenKind::Nag ? std::atoi(std::string(word.substr(1)).c_str())
                                                         : pgn::glyphNag(word);
                if (nag > 0)
                    game.moves.back().nags.push_back(nag);
            }
            break;
        case TokenKind::Result:
            if (mainLine && game.result.empty())
                game.result = word;
            break;
        case TokenKind::Symbol:
            if (mainLine && pos && game.result.empty()) {
                const SanRead read = readSan(*pos, word);
                if (!read.move) {
                    game.problems.push_back(
                        problemAt(text, problemOf(read.error), {t.start, t.end}, game.moves.size()));
                    pos.reset();
                } else {
                    game.moves.push_back({*read.move, {t.start, t.end}, {}, {}});
                    makeMove(*pos, *read.move);
                }
            }
            break;
        default:
            break;
        }
    }
    for (const std::size_t start : opened)
        game.problems.push_back(
            problemAt(text, PgnProblemKind::UnclosedVariation, {start, start + 1}, game.moves.size()));
    std::sort(game.problems.begin(), game.problems.end(),
        [](const PgnProblem& a, const PgnProblem& b) { return a.span.start < b.span.start; });
    return game;
}

std::optional<Position> positionAfter(const PgnGame& game, std::size_t ply)
{
    if (!game.setup.position || ply > game.moves.size())
        return std::nullopt;
    Position pos = *game.setup.position;
    for (std::size_t i = 0; i < ply; ++i)
        makeMove(pos, game.moves[i].move);
    return pos;
}

bool isGameResult(std::string_view token)
{
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

std::string writeMovetext(const Position& start, const std::vector<PgnMove>& moves, std::string_view result,
    std::string_view lineBreak)
{
    std::vector<std::string> words;
    Position pos = start;
    bool numberNext = true; // after a comment or NAG, Black's move needs its number again
    for (const PgnMove& m : moves) {
        if (pos.sideToMove == Color::White)
            words.push_back(std::to_string(pos.fullmoveNumber) + ".");
        else if (numberNext)
            words.push_back(std::to_string(pos.fullmoveNumber) + "...");
        words.push_back(writeSan(pos, m.move));
        for (const int nag : m.nags)
            words.push_back(std::string(1, '$').append(std::to_string(nag)));
        numberNext = !m.nags.empty() || !m.comment.empty();
        if (!m.comment.empty()) {
            // Split into words so that long comments wrap; the braces stay on the first and
            // last word.
            std::string comment = "{" + m.comment + "}";
            for (std::size_t at = 0; at < comment.size();) {
                const std::size_t space = comment.find(' ', at);
                const std::size_t end = space == std::string::npos ? comment.size() : space;
                if (end > at)
                    words.push_back(comment.substr(at, end - at));
                at = end + 1;
            }
        }
        makeMove(pos, m.move);
    }
    words.emplace_back(isGameResult(result) ? result : "*");
    std::string out;
    std::size_t lineLength = 0;
    for (const std::string& word : words) {
        // A line that starts with '[' inside a comment would read as the next game's tags.
        if (lineLength > 0 && lineLength + 1 + word.size() > 79 && word.front() != '[') {
            out += lineBreak;
            lineLength = 0;
        } else if (lineLength > 0) {
            out += ' ';
            ++lineLength;
        }
        out += word;
        lineLength += word.size();
    }
    out += lineBreak;
    return out;
}

} // namespace forsyth
