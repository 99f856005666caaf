// Text diagrams. One compact layout for both: a square is one character plus a space, so a
// rank is 15 columns (17 with its number) and fits any chat box without wrapping.
//
// Why these marks:
// - Empty squares are one mark whatever their colour: the pieces stay the only thing that
//   stands out, and a reader knows a1 is dark. '·' (U+00B7) is in Latin-1, so every
//   monospace font has it and draws it one cell wide; □/■ (U+25A1/U+25A0) and python-chess's
//   ⭘ (U+2B58) are missing from many monospace fonts, and the fallback font draws them wider,
//   which breaks the columns.
// - The space between squares gives the chess symbols, which many fonts draw a little wider
//   than a cell, room to breathe, and keeps files readable even in a proportional chat font.
// - ♟ (U+265F) is the one chess symbol that is also an emoji (since Emoji 11.0): Discord,
//   iOS and Android draw it as a double-width colour picture unless U+FE0E (text
//   presentation) follows it, so it does.
// - The ASCII form is the same grid with FEN letters and '.', as python-chess prints it: a
//   +---+ grid is three times the lines and falls apart entirely in proportional fonts.
#include "diagram.h"

#include <string_view>

namespace forsyth {
namespace {

constexpr std::string_view unicodeSymbols[2][7] = {
    {"·", "♙", "♘", "♗", "♖", "♕", "♔"},
    {"·", "♟\uFE0E", "♞", "♝", "♜", "♛", "♚"},
};

std::string diagram(const Position& pos, bool flipped, bool coordinates, bool unicode)
{
    const auto square = [&](Piece p) -> std::string {
        if (unicode)
            return std::string(unicodeSymbols[index(p.color)][static_cast<int>(p.type)]);
        return std::string(1, p.empty() ? '.' : pieceLetter(p));
    };
    std::string out;
    for (int row = 0; row < 8; ++row) {
        const int rank = flipped ? row : 7 - row;
        if (coordinates)
            out += std::to_string(rank + 1) + ' ';
        for (int column = 0; column < 8; ++column) {
            const int file = flipped ? 7 - column : column;
            if (column > 0)
                out += ' ';
            out += square(pos.pieceAt(makeSquare(file, rank)));
        }
        out += '\n';
    }
    if (coordinates) {
        out += ' ';
        for (int column = 0; column < 8; ++column) {
            out += ' ';
            out += static_cast<char>('a' + (flipped ? 7 - column : column));
        }
        out += '\n';
    }
    out += pos.sideToMove == Color::White ? "White to move\n" : "Black to move\n";
    return out;
}

} // namespace

std::string unicodeDiagram(const Position& pos, bool flipped, bool coordinates)
{
    return diagram(pos, flipped, coordinates, true);
}

std::string asciiDiagram(const Position& pos, bool flipped, bool coordinates)
{
    return diagram(pos, flipped, coordinates, false);
}

} // namespace forsyth
