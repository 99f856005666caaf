// The FEN writer: canonical field order and castling letters, three castling notations.
#include "fen.h"
#include "moves.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace forsyth {
namespace {

// A FEN is at most 64 + 7 + 2 + 4 + 2 + 2 + 4 + 4 + 5 = 94 characters; each part writes into
// a stack buffer through a cursor, and the string is appended to once.
class Cursor {
public:
    void put(char c) { *end_++ = c; }
    void putNumber(int n)
    {
        char digits[12];
        int count = 0;
        unsigned value = n < 0 ? 0U : static_cast<unsigned>(n);
        do {
            digits[count++] = static_cast<char>('0' + value % 10);
            value /= 10;
        } while (value);
        while (count)
            put(digits[--count]);
    }
    // Copies all 8 bytes of text (a rank's pattern) and returns where they went; advance() then
    // keeps as many as the rank needs.
    char* reserve(const std::array<char, 8>& text)
    {
        std::memcpy(end_, text.data(), text.size());
        return end_;
    }
    void advance(std::size_t n) { end_ += n; }
    void appendTo(std::string& out) const { out.append(buffer_, static_cast<std::size_t>(end_ - buffer_)); }

private:
    char buffer_[128];
    char* end_ = buffer_;
};

// Each rank's text by which of its squares hold a piece (256 patterns): the digits already in
// place, and where each file's piece letter goes. Writing a rank is then one copy and a store a
// piece, with no branch on the squares.
struct RankPattern {
    std::array<char, 8> text{};
    std::array<std::uint8_t, 8> slot{}; // where the piece on each occupied file is written
    std::uint8_t length = 0;
};

constexpr auto rankPatterns = [] {
    std::array<RankPattern, 256> patterns{};
    for (unsigned mask = 0; mask < 256; ++mask) {
        RankPattern& p = patterns[mask];
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            if (!(mask & (1u << file))) {
                ++empty;
                continue;
            }
            if (empty)
                p.text[p.length++] = static_cast<char>('0' + empty);
            empty = 0;
            p.slot[static_cast<std::size_t>(file)] = p.length++;
        }
        if (empty)
            p.text[p.length++] = static_cast<char>('0' + empty);
    }
    return patterns;
}();

void putPlacement(const Position& pos, Cursor& out)
{
    const Bitboard occupied = pos.occupied();
    for (int rank = 7; rank >= 0; --rank) {
        const unsigned mask = static_cast<unsigned>(occupied >> (8 * rank)) & 0xFF;
        const RankPattern& pattern = rankPatterns[mask];
        char* text = out.reserve(pattern.text);
        for (unsigned files = mask; files; files &= files - 1) {
            const int file = std::countr_zero(files);
            text[pattern.slot[static_cast<std::size_t>(file)]]
                = pieceLetter(pos.pieceAt(makeSquare(file, rank)));
        }
        out.advance(pattern.length);
        if (rank)
            out.put('/');
    }
}

void putCastling(const Position& pos, Cursor& out, CastlingNotation notation)
{
    if (!pos.castling.any()) {
        out.put('-');
        return;
    }
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (pos.castling.has(c, side))
                out.put(castlingLetter(pos, c, side, pos.castling.rookFile(c, side), notation));
        }
    }
}

} // namespace

bool epWritten(const Position& pos, FenWriteOptions options)
{
    return pos.epSquare >= 0 && pos.epSquare < 64 && (options.ep == EpOutput::Always || epCapturable(pos));
}

Position asWritten(const Position& pos, FenWriteOptions options)
{
    Position written = pos;
    if (!epWritten(pos, options))
        written.epSquare = NoSquare;
    return written;
}

char castlingLetter(const Position& pos, Color c, CastlingSide side, int file, CastlingNotation notation)
{
    const bool useKQ = notation == CastlingNotation::Standard
        || (notation == CastlingNotation::XFen && castlingLetterFile(pos, c, side) == file);
    const char letter = useKQ ? (side == CastlingSide::King ? 'K' : 'Q') : static_cast<char>('A' + file);
    return c == Color::Black ? static_cast<char>(letter - 'A' + 'a') : letter;
}

void appendFen(const Position& pos, std::string& out, FenWriteOptions options)
{
    Cursor cursor;
    putPlacement(pos, cursor);
    cursor.put(' ');
    cursor.put(pos.sideToMove == Color::White ? 'w' : 'b');
    cursor.put(' ');
    putCastling(pos, cursor, options.castling);
    cursor.put(' ');
    if (epWritten(pos, options)) {
        cursor.put(static_cast<char>('a' + fileOf(pos.epSquare)));
        cursor.put(static_cast<char>('1' + rankOf(pos.epSquare)));
    } else {
        cursor.put('-');
    }
    cursor.put(' ');
    cursor.putNumber(pos.halfmoveClock);
    cursor.put(' ');
    cursor.putNumber(pos.fullmoveNumber);
    cursor.appendTo(out);
}

std::string writeFen(const Position& pos, FenWriteOptions options)
{
    std::string out;
    out.reserve(90);
    appendFen(pos, out, options);
    return out;
}

} // namespace forsyth
