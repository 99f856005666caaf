// The FEN writer: canonical field order and castling letters, three castling notations.
#include "fen.h"
#include "moves.h"

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
    void appendTo(std::string& out) const { out.append(buffer_, static_cast<std::size_t>(end_ - buffer_)); }

private:
    char buffer_[128];
    char* end_ = buffer_;
};

void putPlacement(const Position& pos, Cursor& out)
{
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = pos.pieceAt(makeSquare(file, rank));
            if (p.empty()) {
                ++empty;
                continue;
            }
            if (empty)
                out.put(static_cast<char>('0' + empty));
            empty = 0;
            out.put(pieceLetter(p));
        }
        if (empty)
            out.put(static_cast<char>('0' + empty));
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
