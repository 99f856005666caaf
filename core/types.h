// Squares, colours and pieces: the vocabulary every other core file speaks.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace forsyth {

enum class Color : std::uint8_t { White = 0, Black = 1 };

constexpr Color opposite(Color c) { return c == Color::White ? Color::Black : Color::White; }
constexpr int index(Color c) { return static_cast<int>(c); }

enum class PieceType : std::uint8_t { None = 0, Pawn, Knight, Bishop, Rook, Queen, King };

// A piece, or no piece: cheap to copy and compare.
struct Piece {
    PieceType type = PieceType::None;
    Color color = Color::White;

    constexpr bool empty() const { return type == PieceType::None; }
    constexpr bool is(Color c, PieceType t) const { return type == t && color == c; }
    friend constexpr bool operator==(Piece a, Piece b)
    {
        return a.type == b.type && (a.type == PieceType::None || a.color == b.color);
    }
};

// 0 = a1, 1 = b1, ... 63 = h8; -1 = no square.
using Square = int;
inline constexpr Square NoSquare = -1;

constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr Square makeSquare(int file, int rank) { return rank * 8 + file; }
constexpr bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }
// The rank (0-7) where a colour's pieces start.
constexpr int backRank(Color c) { return c == Color::White ? 0 : 7; }
constexpr bool isLightSquare(Square s) { return ((fileOf(s) + rankOf(s)) & 1) != 0; }

std::string squareName(Square s);
std::optional<Square> parseSquare(std::string_view text);

// FEN letters: PNBRQK for White, pnbrqk for Black.
char pieceLetter(Piece p);
std::optional<Piece> pieceFromLetter(char c);

} // namespace forsyth
