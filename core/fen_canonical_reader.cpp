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

// What each byte of a placement is, packed in one word for a loop with no branch on the bytes:
// how many squares it fills (bits 0-3), whether it is a digit, a '/' or not allowed at all (bits
// 4-6), and the Piece it names as that Piece's two bytes in memory (bits 16-31; 0 for none).
constexpr std::uint32_t SquaresMask = 0xF;
constexpr std::uint32_t Digit = 1u << 4;
constexpr std::uint32_t Slash = 1u << 5;
constexpr std::uint32_t NotAllowed = 1u << 6;

static_assert(sizeof(Piece) == 2 && offsetof(Piece, type) == 0 && offsetof(Piece, color) == 1);
static_assert(std::endian::native == std::endian::little, "a Piece's type is the word's low byte");
constexpr auto placementBytes = [] {
    std::array<std::uint32_t, 256> bytes{};
    bytes.fill(NotAllowed);
    for (std::uint32_t c = 0; c < 2; ++c) {
        for (std::uint32_t t = 1; t <= 6; ++t)
            bytes[static_cast<unsigned char>(detail::pieceLetters[c][t])] = 1 | (t | c << 8) << 16;
    }
    for (std::uint32_t n = 1; n <= 8; ++n)
        bytes['0' + n] = n | Digit;
    bytes['/'] = Slash;
    return bytes;
}();

// The longest placement: 64 pieces and 7 slashes.
constexpr std::size_t LongestPlacement = 71;

} // namespace

// Adjacent digits ("44") are not canonical (and the full reader's repair). Each byte stores its
// piece (none for a digit or '/') on the next square and adds its faults to `faults`, so that
// nothing branches on what the bytes are (only the loop stops at the first fault); the board is
// written only when the whole placement is right.
bool readCanonicalPlacement(std::string_view text, std::array<Piece, 64>& board)
{
    const std::size_t end = text.size();
    if (end > LongestPlacement)
        return false;
    // Squares in FEN order (a8 = 0, h1 = 63) as a Piece's two bytes. Each byte stores its piece
    // and seven empty squares after it, so a digit's run is empty with no clearing beforehand
    // (a clear of the board cost a fifth of the reading), and the next byte's store overwrites
    // the rest. A wrong placement may run past h1, at most 8 squares a byte: those land in the
    // spare room, never read, so the loop needs no bound.
    std::uint16_t squares[8 * LongestPlacement + 8];
    std::uint32_t next = 0;
    std::uint32_t rankEnd = 8; // where the squares stand when the next '/' comes
    std::uint32_t faults = 0;
    std::uint32_t previous = 0;
    for (std::size_t i = 0; i < end && faults == 0; ++i) { // a damaged FEN stops early, for the full reader
        const std::uint32_t b = placementBytes[static_cast<unsigned char>(text[i])];
        const std::uint64_t piece = b >> 16;
        const std::uint64_t empty = 0;
        std::memcpy(squares + next, &piece, sizeof piece);
        std::memcpy(squares + next + 4, &empty, sizeof empty);
        next += b & SquaresMask;
        // A '/' must come exactly when the squares so far fill the ranks so far.
        const std::uint32_t slash = 0u - ((b & Slash) >> 5); // all ones for a '/'
        faults |= (b & NotAllowed) | (b & previous & Digit) | ((next ^ rankEnd) & slash);
        rankEnd += 8 & slash;
        previous = b;
    }
    if (faults != 0 || next != 64 || rankEnd != 64)
        return false;
    for (std::size_t rank = 0; rank < 8; ++rank) // a1 = 0: the ranks the other way
        std::memcpy(
            static_cast<void*>(board.data() + 8 * (7 - rank)), squares + 8 * rank, 8 * sizeof squares[0]);
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
