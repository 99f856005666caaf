// Squares, colours and pieces: the vocabulary every other core file speaks.
#pragma once

#include <array>
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

namespace detail {
// Lookup tables: letters are read and written once per piece of every FEN, so a switch
// would be the reader's largest cost.
inline constexpr char pieceLetters[2][8]
    = {{' ', 'P', 'N', 'B', 'R', 'Q', 'K', ' '}, {' ', 'p', 'n', 'b', 'r', 'q', 'k', ' '}};
inline constexpr auto piecesByLetter = [] {
    std::array<Piece, 256> pieces{};
    for (int c = 0; c < 2; ++c) {
        for (int t = 1; t <= 6; ++t)
            pieces[static_cast<unsigned char>(pieceLetters[c][t])]
                = {static_cast<PieceType>(t), static_cast<Color>(c)};
    }
    return pieces;
}();
} // namespace detail

// FEN letters: PNBRQK for White, pnbrqk for Black; ' ' for no piece.
inline char pieceLetter(Piece p) { return detail::pieceLetters[index(p.color)][static_cast<int>(p.type)]; }
// The piece a letter names; an empty Piece when it names none.
inline Piece pieceFromLetter(char c) { return detail::piecesByLetter[static_cast<unsigned char>(c)]; }

} // namespace forsyth
