// Questions from the position's FEN (its anatomy) and its legal moves (moves.h, move_effects.h);
// answers checked by reading them as the FEN reader would.
#include "quiz.h"

#include "fen_anatomy.h"
#include "move_effects.h"
#include "san.h"

#include <array>
#include <optional>
#include <random>

namespace forsyth {
namespace {

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

// The six fields of a FEN as writeFen writes it (single spaces).
std::vector<std::string> fields(const std::string& fen)
{
    std::vector<std::string> out(1);
    for (const char c : fen) {
        if (c == ' ')
            out.emplace_back();
        else
            out.back() += c;
    }
    return out;
}

// Rank 1-8 as the writer writes it: field 1's ranks run from 8 down to 1.
std::string rankText(const Position& pos, int rank)
{
    const std::string placement = fields(writeFen(pos))[0];
    int current = 8;
    std::string out;
    for (const char c : placement) {
        if (c == '/')
            --current;
        else if (current == rank)
            out += c;
    }
    return out;
}

// The eight squares of a rank as typed: nullopt when it is not letters and digits making
// exactly eight squares.
std::optional<std::array<Piece, 8>> readRank(std::string_view text)
{
    std::array<Piece, 8> squares{};
    std::size_t file = 0;
    for (const char c : text) {
        if (c >= '1' && c <= '8') {
            file += static_cast<std::size_t>(c - '0');
            if (file > 8)
                return std::nullopt;
            continue;
        }
        const Piece p = pieceFromLetter(c);
        if (p.empty() || file >= 8)
            return std::nullopt;
        squares[file++] = p;
    }
    if (file != 8)
        return std::nullopt;
    return squares;
}

QuizQuestion base(QuizKind kind, const Position& pos, const std::string& fen)
{
    QuizQuestion q;
    q.kind = kind;
    q.position = pos;
    q.fen = fen;
    return q;
}

QuizQuestion moveQuestion(
    QuizKind kind, const Position& pos, const std::string& fen, Move m, FenWriteOptions options)
{
    QuizQuestion q = base(kind, pos, fen);
    q.move = m;
    q.san = writeSan(pos, m);
    q.after = afterMove(pos, m);
    const std::vector<std::string> after = fields(writeFen(q.after, options));
    q.answer = kind == QuizKind::EpAfterMove ? after[3] : after[2];
    return q;
}

// Every question of each kind the position allows, in a fixed order (the seed picks).
std::array<std::vector<QuizQuestion>, 4> candidates(const Position& pos, FenWriteOptions options)
{
    std::array<std::vector<QuizQuestion>, 4> out;
    const std::string fen = writeFen(pos, options);
    const FenAnatomy anatomy = anatomize(fen);
    for (const FenToken& t : anatomy.tokens()) {
        if (t.meaning.part != FenPart::Piece)
            continue;
        QuizQuestion q = base(QuizKind::SquareOfCharacter, pos, fen);
        q.charStart = t.start;
        q.charEnd = t.end;
        q.square = lowest(t.meaning.squares);
        q.answer = squareName(q.square);
        out[0].push_back(q);
    }
    for (int rank = 8; rank >= 1; --rank) {
        // An empty rank is "8" on every board: asked only when the board has nothing else.
        if ((pos.occupied() & rankMask(rank - 1)) == 0 && pos.occupied() != 0)
            continue;
        QuizQuestion q = base(QuizKind::WriteRank, pos, fen);
        q.rank = rank;
        q.answer = rankText(pos, rank);
        out[1].push_back(q);
    }
    for (const Move& m : legalMoves(pos)) {
        // A double step sets the square it passed; a single step from the same rank, which
        // looks like one, sets none (docs/FEN-RULES.md §8).
        const Piece moved = pos.pieceAt(m.from);
        const int startRank = moved.color == Color::White ? 1 : 6;
        const bool singleFromStart = moved.type == PieceType::Pawn && m.kind == MoveKind::Normal
            && rankOf(m.from) == startRank && fileOf(m.from) == fileOf(m.to);
        if (m.kind == MoveKind::DoublePush || singleFromStart)
            out[2].push_back(moveQuestion(QuizKind::EpAfterMove, pos, fen, m, options));
        if (moveEffects(pos, m).castlingChanged())
            out[3].push_back(moveQuestion(QuizKind::CastlingAfterMove, pos, fen, m, options));
    }
    return out;
}

QuizVerdict checkSquare(const QuizQuestion& q, std::string_view answer)
{
    // A square's name is the same square in capitals ("C6"): case does not change it.
    std::string lower(answer);
    for (char& c : lower)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    const std::optional<Square> s = parseSquare(lower);
    if (!s)
        return QuizVerdict::Unreadable;
    return *s == q.square ? QuizVerdict::Right : QuizVerdict::Wrong;
}

QuizVerdict checkRank(const QuizQuestion& q, std::string_view answer)
{
    if (answer == q.answer)
        return QuizVerdict::Right;
    const std::optional<std::array<Piece, 8>> read = readRank(answer);
    if (!read)
        return answer.find_first_not_of("12345678pnbrqkPNBRQK") == std::string_view::npos
            ? QuizVerdict::Wrong // FEN letters and digits, but not eight squares
            : QuizVerdict::Unreadable;
    for (int file = 0; file < 8; ++file) {
        if (!((*read)[static_cast<std::size_t>(file)] == q.position.pieceAt(makeSquare(file, q.rank - 1))))
            return QuizVerdict::Wrong;
    }
    // The same eight squares written another way can only be a run of empty squares split
    // into several digits ("r111k11r" for "r3k2r"). The FEN standard writes the count of
    // contiguous empty squares as one digit, so a rank has one spelling; strict readers
    // (Forsyth's strict mode among them) refuse "11", and the lenient one repairs it. So it is
    // not accepted; the verdict says the squares were right.
    return QuizVerdict::DigitsNotJoined;
}

QuizVerdict checkEp(const QuizQuestion& q, std::string_view answer)
{
    if (answer == q.answer)
        return QuizVerdict::Right;
    const std::optional<Square> s = answer == "-" ? std::optional<Square>(NoSquare) : parseSquare(answer);
    if (!s)
        return QuizVerdict::Unreadable;
    // The square a double step passed, left out because no pawn can take it (or the reverse):
    // both conventions are FEN (docs/FEN-RULES.md §8, §10).
    const bool writtenWhenCapturable = epWritten(q.after, {CastlingNotation::XFen, EpOutput::OnlyCapturable});
    const bool other = q.after.epSquare != NoSquare
        && (*s == q.after.epSquare || (*s == NoSquare && !writtenWhenCapturable));
    return other ? QuizVerdict::RightOtherConvention : QuizVerdict::Wrong;
}

QuizVerdict checkCastling(const QuizQuestion& q, std::string_view answer)
{
    // Read as the castling field of the position after the move, so the letters may come in
    // any order and name the rooks in any notation (K or H for the h-rook): the rights read
    // are what is compared.
    std::vector<std::string> f = fields(writeFen(q.after, {CastlingNotation::Shredder, EpOutput::Always}));
    std::string fen;
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (i > 0)
            fen += ' ';
        fen += i == 2 ? answer : std::string_view(f[i]);
    }
    const FenReadResult read = readFen(fen, FenMode::Strict);
    if (!read.ok() || !read.repairs.empty())
        return QuizVerdict::Unreadable;
    return read.position->castling == q.after.castling ? QuizVerdict::Right : QuizVerdict::Wrong;
}

} // namespace

std::vector<QuizQuestion> makeQuiz(
    const Position& pos, std::uint32_t seed, int count, FenWriteOptions options)
{
    std::array<std::vector<QuizQuestion>, 4> pools = candidates(pos, options);
    std::mt19937 random(seed); // specified to the bit: the same quiz for a seed everywhere
    std::vector<QuizQuestion> quiz;
    bool any = true;
    while (static_cast<int>(quiz.size()) < count && any) {
        any = false;
        for (std::vector<QuizQuestion>& pool : pools) {
            if (pool.empty() || static_cast<int>(quiz.size()) >= count)
                continue;
            any = true;
            const std::size_t pick = random() % pool.size();
            quiz.push_back(pool[pick]);
            pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(pick));
        }
    }
    return quiz;
}

QuizVerdict checkAnswer(const QuizQuestion& question, std::string_view answer)
{
    answer = trimmed(answer);
    if (answer.empty())
        return QuizVerdict::Unreadable;
    switch (question.kind) {
    case QuizKind::SquareOfCharacter:
        return checkSquare(question, answer);
    case QuizKind::WriteRank:
        return checkRank(question, answer);
    case QuizKind::EpAfterMove:
        return checkEp(question, answer);
    case QuizKind::CastlingAfterMove:
        return checkCastling(question, answer);
    }
    return QuizVerdict::Unreadable;
}

} // namespace forsyth
