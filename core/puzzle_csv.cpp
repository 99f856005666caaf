// Lichess puzzle rows: CSV cells, the puzzle after the opponent's move, and that move taken
// back on an edited puzzle so the row can be written in its own format.
#include "puzzle_csv.h"

#include "fen.h"
#include "field_options.h"

#include <algorithm>

namespace forsyth {
namespace {

bool isLineBreak(char c) { return c == '\n' || c == '\r'; }

std::string lowerCase(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
}

std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < s.size();) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::size_t end = i;
        while (end < s.size() && s[end] != ' ' && s[end] != '\t')
            ++end;
        if (end > i)
            out.push_back(s.substr(i, end - i));
        i = end;
    }
    return out;
}

} // namespace

std::optional<CsvRecord> readCsvRecord(std::string_view text, std::size_t from)
{
    if (from >= text.size())
        return std::nullopt;
    CsvRecord record;
    record.start = from;
    std::size_t i = from;
    while (true) {
        CsvRecord::Cell cell;
        cell.start = i;
        if (i < text.size() && text[i] == '"') {
            for (++i; i < text.size(); ++i) {
                if (text[i] != '"') {
                    cell.value += text[i];
                } else if (i + 1 < text.size() && text[i + 1] == '"') {
                    cell.value += '"';
                    ++i;
                } else {
                    ++i;
                    break;
                }
            }
        }
        // Unquoted text, or what follows a closing quote before the next ',' (kept, as
        // spreadsheets do, rather than refused).
        while (i < text.size() && text[i] != ',' && !isLineBreak(text[i]))
            cell.value += text[i++];
        cell.end = i;
        record.cells.push_back(std::move(cell));
        if (i < text.size() && text[i] == ',') {
            ++i;
            continue;
        }
        break;
    }
    if (i < text.size() && text[i] == '\r')
        ++i;
    if (i < text.size() && text[i] == '\n')
        ++i;
    record.end = i;
    return record;
}

std::string csvCell(std::string_view value)
{
    if (value.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(value);
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::optional<PuzzleColumns> puzzleHeader(const CsvRecord& row)
{
    std::optional<std::size_t> id;
    std::optional<std::size_t> fen;
    std::optional<std::size_t> moves;
    std::optional<std::size_t> themes;
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
        const std::string name = lowerCase(row.cells[i].value);
        if (name == "puzzleid" && !id)
            id = i;
        else if (name == "fen" && !fen)
            fen = i;
        else if (name == "moves" && !moves)
            moves = i;
        else if (name == "themes" && !themes)
            themes = i;
    }
    if (!fen || !moves)
        return std::nullopt;
    const std::size_t width = row.cells.size(); // a column not named lies past the row
    return PuzzleColumns{id.value_or(width), *fen, *moves, themes.value_or(width), width};
}

Puzzle readPuzzle(std::string_view fen, std::string_view moves)
{
    Puzzle puzzle;
    const FenReadResult read = readFen(fen, FenMode::Lenient);
    if (!read.ok()) {
        puzzle.problem = Puzzle::Problem::BadFen;
        return puzzle;
    }
    puzzle.setup = puzzle.position = *read.position;
    const std::vector<std::string_view> uci = words(moves);
    if (uci.empty()) {
        puzzle.problem = Puzzle::Problem::NoMoves;
        return puzzle;
    }
    Position pos = puzzle.setup;
    for (std::size_t i = 0; i < uci.size(); ++i) {
        const std::optional<Move> m = readUciMove(pos, uci[i]);
        if (!m) {
            puzzle.problem = Puzzle::Problem::IllegalMove;
            puzzle.problemMove = i;
            return puzzle;
        }
        makeMove(pos, *m);
        if (i == 0) {
            puzzle.opening = *m;
            puzzle.position = pos;
        } else {
            puzzle.solution.push_back(*m);
        }
    }
    return puzzle;
}

std::optional<Position> setupBefore(const Position& edited, const Puzzle& original)
{
    if (!original.opening)
        return std::nullopt;
    const Move m = *original.opening;
    const Position& before = original.setup;
    const Position& after = original.position;
    Position candidate = edited;
    // The squares the move changed must be as the move left them; then they go back.
    for (Square s = 0; s < 64; ++s) {
        if (before.pieceAt(s) == after.pieceAt(s))
            continue;
        if (edited.pieceAt(s) != after.pieceAt(s))
            return std::nullopt;
        candidate.setPiece(s, before.pieceAt(s));
    }
    candidate.sideToMove = before.sideToMove;
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (!before.castling.has(c, side) || after.castling.has(c, side))
                continue;
            // The right the move took goes back, unless the edit moved its king or rook away.
            candidate.castling.set(c, side, before.castling.rookFile(c, side));
            if (!castlingRightFits(candidate, c, side))
                candidate.castling.clear(c, side);
        }
    }
    candidate.epSquare = before.epSquare;
    // A move that resets the clock says nothing of the clock before it: the file's stands.
    const bool resets = after.halfmoveClock == 0;
    candidate.halfmoveClock = resets ? before.halfmoveClock : edited.halfmoveClock - 1;
    candidate.fullmoveNumber = edited.fullmoveNumber - (before.sideToMove == Color::Black ? 1 : 0);
    if (candidate.halfmoveClock < 0 || candidate.fullmoveNumber < 1)
        return std::nullopt;
    const MoveList legal = legalMoves(candidate);
    if (std::find(legal.begin(), legal.end(), m) == legal.end() || afterMove(candidate, m) != edited)
        return std::nullopt;
    return candidate;
}

std::string uciLine(const Position& start, const std::vector<Move>& moves)
{
    std::string out;
    Position pos = start;
    for (const Move m : moves) {
        if (!out.empty())
            out += ' ';
        out += moveToUci(pos, m);
        makeMove(pos, m);
    }
    return out;
}

} // namespace forsyth
