// The canonical FEN reader: the common case of readFen, a FEN exactly as writeFen writes it,
// read in one tight pass (docs/FEN-RULES.md §19). Any other text goes to the full reader.
// fuzz_fen_reader holds the two to the same answer.
#include "fen_canonical_reader.h"

#include "fen.h"
#include "fen_text.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>

namespace forsyth {
namespace {

// What each byte of a placement is, for a loop with no branch on the bytes: how many squares
// it fills, the piece it names (colour * 8 + type; 0 for none), and whether it is a digit, a
// '/' or allowed at all.
struct PlacementByte {
    std::uint8_t squares = 0;
    std::uint8_t piece = 0;
    bool digit = false;
    bool slash = false;
    bool allowed = false;
};

constexpr auto placementBytes = [] {
    std::array<PlacementByte, 256> bytes{};
    for (int c = 0; c < 2; ++c) {
        for (int t = 1; t <= 6; ++t)
            bytes[static_cast<unsigned char>(detail::pieceLetters[c][t])]
                = {1, static_cast<std::uint8_t>(c * 8 + t), false, false, true};
    }
    for (int n = 1; n <= 8; ++n)
        bytes[static_cast<unsigned char>('0' + n)] = {static_cast<std::uint8_t>(n), 0, true, false, true};
    bytes['/'] = {0, 0, false, true, true};
    return bytes;
}();

// The longest placement: 64 pieces and 7 slashes.
constexpr std::size_t LongestPlacement = 71;

// A piece code's Piece as its two bytes in memory: type, then colour.
static_assert(sizeof(Piece) == 2 && offsetof(Piece, type) == 0 && offsetof(Piece, color) == 1);
static_assert(std::endian::native == std::endian::little, "pieceWords puts the type in the low byte");
constexpr auto pieceWords = [] {
    std::array<std::uint16_t, 16> words{};
    for (std::size_t code = 0; code < 16; ++code) {
        if (code % 8 >= 1 && code % 8 <= 6)
            words[code] = static_cast<std::uint16_t>(code % 8 | (code / 8) << 8);
    }
    return words;
}();

} // namespace

// Adjacent digits ("44") are not canonical (and the full reader's repair). Each byte stores its
// piece (none for a digit or '/') on the next square and the checks are gathered in `ok`, so
// that nothing branches on what the bytes are (only the loop stops at the first wrong one); the
// board is written only when the whole placement is right.
bool readCanonicalPlacement(std::string_view text, std::array<Piece, 64>& board)
{
    const std::size_t end = text.size();
    if (end > LongestPlacement)
        return false;
    // Squares in FEN order (a8 = 0, h1 = 63), stored with the ranks the other way (a1 = 0), as
    // a Piece's two bytes. A wrong placement may run past h1, at most 8 squares a byte: those
    // land in the spare room, never read (nor cleared), so the loop needs no bound.
    std::uint16_t squares[64 + 8 * LongestPlacement + 56];
    std::memset(squares, 0, 64 * sizeof squares[0]);
    unsigned next = 0;
    unsigned slashes = 0;
    bool ok = true;
    bool previousDigit = false;
    for (std::size_t i = 0; i < end && ok; ++i) { // `ok` stops a damaged FEN early, for the full reader
        const PlacementByte b = placementBytes[static_cast<unsigned char>(text[i])];
        // A '/' ends a rank: the squares so far must fill the ranks so far exactly.
        ok &= b.allowed & !(previousDigit & b.digit) & (!b.slash | (next == 8 * (slashes + 1)));
        previousDigit = b.digit;
        slashes += b.slash;
        squares[next ^ 56] = pieceWords[b.piece];
        next += b.squares;
    }
    if (!ok || next != 64 || slashes != 7)
        return false;
    std::memcpy(board.data(), squares, sizeof board);
    return true;
}

namespace {

// '-' or KQkq in that order, each letter once, as the writer puts them (X-FEN with every
// right on the rook castlingLetterFile names, which is the rook these letters name). File
// letters and anything else are the full reader's.
bool readCastling(std::string_view field, Position& pos)
{
    if (field == "-")
        return true;
    if (field.empty() || field.size() > 4)
        return false;
    int previous = -1;
    for (const char c : field) {
        int letter;
        switch (c) {
        case 'K':
            letter = 0;
            break;
        case 'Q':
            letter = 1;
            break;
        case 'k':
            letter = 2;
            break;
        case 'q':
            letter = 3;
            break;
        default:
            return false;
        }
        if (letter <= previous)
            return false;
        previous = letter;
        const Color colour = letter < 2 ? Color::White : Color::Black;
        const CastlingSide side = letter % 2 == 0 ? CastlingSide::King : CastlingSide::Queen;
        pos.castling.set(colour, side, castlingLetterFile(pos, colour, side));
    }
    return true;
}

// A counter as fenCounter reads it, without a leading zero: as the writer writes it.
bool readCounter(std::string_view field, int& value)
{
    const std::optional<int> counter = field.size() > 1 && field[0] == '0' ? std::nullopt : fenCounter(field);
    value = counter.value_or(0);
    return counter.has_value();
}

// The next field, from i to the next single space (or the end when `last`).
bool nextField(std::string_view text, std::size_t& i, std::string_view& field, bool last)
{
    // A short walk, not find(): these fields are a few bytes, shorter than memchr's call.
    std::size_t end = i;
    if (last)
        end = text.size();
    else
        while (end < text.size() && text[end] != ' ')
            ++end;
    if (end == i || (!last && end == text.size()))
        return false;
    field = text.substr(i, end - i);
    i = end + 1;
    return true;
}

} // namespace

bool readCanonicalFen(std::string_view text, Position& pos)
{
    pos = Position{};
    const std::size_t placementEnd = text.find(' ');
    std::array<Piece, 64> board;
    if (placementEnd == std::string_view::npos
        || !readCanonicalPlacement(text.substr(0, placementEnd), board))
        return false;
    pos.setBoard(board);
    std::size_t i = placementEnd + 1;
    std::string_view side, castling, ep, halfmove, fullmove;
    if (!nextField(text, i, side, false) || !nextField(text, i, castling, false)
        || !nextField(text, i, ep, false) || !nextField(text, i, halfmove, false)
        || !nextField(text, i, fullmove, true))
        return false;
    if (side != "w" && side != "b")
        return false;
    pos.sideToMove = side == "w" ? Color::White : Color::Black;
    if (!readCastling(castling, pos))
        return false;
    if (ep != "-") {
        // A square on rank 3 or 6; another rank is the full reader's repair, and not written.
        if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || (ep[1] != '3' && ep[1] != '6'))
            return false;
        pos.epSquare = makeSquare(ep[0] - 'a', ep[1] - '1');
    }
    // Fullmove 0 is read as 1, with a repair.
    return readCounter(halfmove, pos.halfmoveClock) && readCounter(fullmove, pos.fullmoveNumber)
        && pos.fullmoveNumber != 0;
}

} // namespace forsyth
