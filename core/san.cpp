// SAN: the writer finds what sets a move apart from the other legal moves of the same piece
// type to the same square; the reader collects what the text says and keeps the legal moves
// that fit it.
#include "san.h"

namespace forsyth {
namespace {

constexpr char sanLetters[] = " PNBRQK";

char sanLetter(PieceType t) { return sanLetters[static_cast<int>(t)]; }

PieceType typeOfLetter(char c)
{
    switch (c) {
    case 'P':
        return PieceType::Pawn;
    case 'N':
        return PieceType::Knight;
    case 'B':
        return PieceType::Bishop;
    case 'R':
        return PieceType::Rook;
    case 'Q':
        return PieceType::Queen;
    case 'K':
        return PieceType::King;
    default:
        return PieceType::None;
    }
}

PieceType promotionOfLetter(char c)
{
    return typeOfLetter(c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c);
}

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

CastlingSide castlingSideOfMove(Move m)
{
    return fileOf(m.to) > fileOf(m.from) ? CastlingSide::King : CastlingSide::Queen;
}

// What a SAN text asks for, before the legal moves are consulted.
struct SanParts {
    PieceType piece = PieceType::Pawn;
    int fromFile = -1;
    int fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = PieceType::None;
    std::optional<CastlingSide> castling;
};

std::optional<CastlingSide> readCastling(std::string_view s)
{
    std::string letters;
    for (const char c : s) {
        if (c == '-')
            continue;
        if (c != 'O' && c != 'o' && c != '0')
            return std::nullopt;
        letters += 'O';
    }
    if (letters == "OO")
        return CastlingSide::King;
    if (letters == "OOO")
        return CastlingSide::Queen;
    return std::nullopt;
}

std::optional<SanParts> readParts(std::string_view s)
{
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    if (s.empty())
        return std::nullopt;
    SanParts parts;
    if (const auto side = readCastling(s)) {
        parts.castling = side;
        return parts;
    }
    if (const PieceType t = typeOfLetter(s.front()); t != PieceType::None) {
        parts.piece = t;
        s.remove_prefix(1);
    }
    // A promotion piece at the end, after '=' or straight after the square's rank.
    if (s.size() >= 3 && promotionOfLetter(s.back()) != PieceType::None
        && (s[s.size() - 2] == '=' || isRank(s[s.size() - 2]))) {
        parts.promotion = promotionOfLetter(s.back());
        s.remove_suffix(s[s.size() - 2] == '=' ? 2 : 1);
    }
    if (s.size() < 2 || !isFile(s[s.size() - 2]) || !isRank(s.back()))
        return std::nullopt;
    parts.to = makeSquare(s[s.size() - 2] - 'a', s.back() - '1');
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-'))
        s.remove_suffix(1);
    if (!s.empty() && isRank(s.back())) {
        parts.fromRank = s.back() - '1';
        s.remove_suffix(1);
    }
    if (!s.empty() && isFile(s.back())) {
        parts.fromFile = s.back() - 'a';
        s.remove_suffix(1);
    }
    if (!s.empty())
        return std::nullopt;
    return parts;
}

bool fits(const Position& pos, Move m, const SanParts& parts)
{
    if (parts.castling)
        return m.kind == MoveKind::Castle && castlingSideOfMove(m) == *parts.castling;
    if (m.kind == MoveKind::Castle || m.to != parts.to || pos.pieceAt(m.from).type != parts.piece)
        return false;
    if ((parts.fromFile >= 0 && fileOf(m.from) != parts.fromFile)
        || (parts.fromRank >= 0 && rankOf(m.from) != parts.fromRank))
        return false;
    return m.kind == MoveKind::Promotion ? m.promotion == parts.promotion
                                         : parts.promotion == PieceType::None;
}

} // namespace

std::string writeSan(const Position& pos, Move m)
{
    std::string san;
    if (m.kind == MoveKind::Castle) {
        san = castlingSideOfMove(m) == CastlingSide::King ? "O-O" : "O-O-O";
    } else {
        const PieceType type = pos.pieceAt(m.from).type;
        const bool capture = m.kind == MoveKind::EnPassant || !pos.pieceAt(m.to).empty();
        if (type == PieceType::Pawn) {
            if (capture)
                san += static_cast<char>('a' + fileOf(m.from));
        } else {
            san += sanLetter(type);
            bool shared = false;
            bool sameFile = false;
            bool sameRank = false;
            for (const Move other : legalMoves(pos)) {
                if (other.kind == MoveKind::Castle || other.to != m.to || other.from == m.from
                    || pos.pieceAt(other.from).type != type)
                    continue;
                shared = true;
                sameFile = sameFile || fileOf(other.from) == fileOf(m.from);
                sameRank = sameRank || rankOf(other.from) == rankOf(m.from);
            }
            if (shared && (!sameFile || sameRank))
                san += static_cast<char>('a' + fileOf(m.from));
            if (shared && sameFile)
                san += static_cast<char>('1' + rankOf(m.from));
        }
        if (capture)
            san += 'x';
        san += squareName(m.to);
        if (m.kind == MoveKind::Promotion) {
            san += '=';
            san += sanLetter(m.promotion);
        }
    }
    const Position after = afterMove(pos, m);
    if (inCheck(after))
        san += hasLegalMove(after) ? '+' : '#';
    return san;
}

SanRead readSan(const Position& pos, std::string_view san)
{
    const auto parts = readParts(san);
    if (!parts)
        return {std::nullopt, SanError::Unreadable};
    std::optional<Move> found;
    for (const Move m : legalMoves(pos)) {
        if (!fits(pos, m, *parts))
            continue;
        if (found)
            return {std::nullopt, SanError::Ambiguous};
        found = m;
    }
    return found ? SanRead{found, SanError::None} : SanRead{std::nullopt, SanError::Illegal};
}

std::string problemLine(const Position& pos, const std::vector<Move>& line)
{
    std::string out;
    Position p = pos;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (i > 0)
            out += ' ';
        if (i % 2 == 0)
            out += std::to_string(i / 2 + 1) + ". ";
        out += writeSan(p, line[i]);
        makeMove(p, line[i]);
    }
    return out;
}

std::string gameLine(const Position& start, const std::vector<std::string>& san)
{
    std::string out;
    int number = start.fullmoveNumber;
    bool white = start.sideToMove == Color::White;
    for (std::size_t i = 0; i < san.size(); ++i) {
        if (i > 0)
            out += ' ';
        if (white)
            out += std::to_string(number) + ". ";
        else if (i == 0)
            out += std::to_string(number) + "... ";
        out += san[i];
        if (!white)
            ++number;
        white = !white;
    }
    return out;
}

} // namespace forsyth
