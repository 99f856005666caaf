#include "types.h"

namespace forsyth {

std::string squareName(Square s)
{
    if (s < 0 || s > 63)
        return "-";
    return {static_cast<char>('a' + fileOf(s)), static_cast<char>('1' + rankOf(s))};
}

std::optional<Square> parseSquare(std::string_view text)
{
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

char pieceLetter(Piece p)
{
    static constexpr char letters[] = " PNBRQK";
    const char upper = letters[static_cast<int>(p.type)];
    return p.color == Color::Black && !p.empty() ? static_cast<char>(upper - 'A' + 'a') : upper;
}

std::optional<Piece> pieceFromLetter(char c)
{
    const bool black = c >= 'a' && c <= 'z';
    switch (black ? static_cast<char>(c - 'a' + 'A') : c) {
    case 'P': return Piece{PieceType::Pawn, black ? Color::Black : Color::White};
    case 'N': return Piece{PieceType::Knight, black ? Color::Black : Color::White};
    case 'B': return Piece{PieceType::Bishop, black ? Color::Black : Color::White};
    case 'R': return Piece{PieceType::Rook, black ? Color::Black : Color::White};
    case 'Q': return Piece{PieceType::Queen, black ? Color::Black : Color::White};
    case 'K': return Piece{PieceType::King, black ? Color::Black : Color::White};
    default: return std::nullopt;
    }
}

} // namespace forsyth
