#include "position.h"

#include <cstddef>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace forsyth {
namespace {

// Each piece's squares on the board: byPiece[colour][type]. Once for every FEN read, so without
// a branch or a read-modify-write a square.
std::array<std::array<Bitboard, 8>, 2> squaresOfEachPiece(const std::array<Piece, 64>& board)
{
    static_assert(sizeof(Piece) == 2 && offsetof(Piece, type) == 0 && offsetof(Piece, color) == 1);
    std::array<std::array<Bitboard, 8>, 2> byPiece{};
#if defined(__SSE2__)
    // A square's code, type + 8 * colour, in a byte: 64 bytes in four registers, then one
    // compare and one mask for each piece and 16 squares.
    __m128i codes[4];
    const auto* words = reinterpret_cast<const __m128i*>(board.data());
    for (std::size_t part = 0; part < 4; ++part) {
        const auto code = [&](std::size_t k) {
            const __m128i pieces = _mm_loadu_si128(words + 2 * part + k);
            // Each 16-bit lane is type | colour << 8: colour * 8 + type in the low byte.
            return _mm_add_epi16(
                _mm_and_si128(pieces, _mm_set1_epi16(0xFF)), _mm_slli_epi16(_mm_srli_epi16(pieces, 8), 3));
        };
        codes[part] = _mm_packus_epi16(code(0), code(1));
    }
    for (std::size_t c = 0; c < 2; ++c) {
        for (std::size_t t = 1; t <= 6; ++t) {
            const __m128i wanted = _mm_set1_epi8(static_cast<char>(c * 8 + t));
            Bitboard b = 0;
            for (std::size_t part = 0; part < 4; ++part) {
                const auto mask
                    = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(codes[part], wanted)));
                b |= Bitboard{mask} << (16 * part);
            }
            byPiece[c][t] = b;
        }
    }
#else
    for (std::size_t s = 0; s < 64; ++s) {
        if (!board[s].empty())
            byPiece[index(board[s].color)][static_cast<std::size_t>(board[s].type)]
                |= bit(static_cast<Square>(s));
    }
#endif
    return byPiece;
}

} // namespace

bool CastlingRights::any() const { return any(Color::White) || any(Color::Black); }

void Position::clearBoard()
{
    board_ = {};
    byColor_ = {};
    byType_ = {};
}

void Position::setBoard(const std::array<Piece, 64>& board)
{
    board_ = board;
    const std::array<std::array<Bitboard, 8>, 2> byPiece = squaresOfEachPiece(board);
    byType_[0] = 0; // squares without a piece are no type's
    for (std::size_t t = 1; t < 7; ++t)
        byType_[t] = byPiece[0][t] | byPiece[1][t];
    for (std::size_t c = 0; c < 2; ++c) {
        byColor_[c]
            = byPiece[c][1] | byPiece[c][2] | byPiece[c][3] | byPiece[c][4] | byPiece[c][5] | byPiece[c][6];
    }
}

Square Position::kingSquare(Color c) const
{
    const Bitboard kings = pieces(c, PieceType::King);
    return kings ? lowest(kings) : NoSquare;
}

Bitboard Position::checkersOf(Color c) const
{
    const Square king = kingSquare(c);
    return king == NoSquare ? 0 : attackersTo(king, opposite(c));
}

Square castlingKing(const Position& pos, Color c)
{
    const Bitboard kingsOnBackRank = pos.pieces(c, PieceType::King) & rankMask(backRank(c));
    return kingsOnBackRank ? lowest(kingsOnBackRank) : NoSquare;
}

namespace {
// Without a castling king, letters and files are read as in ordinary chess: the king on e.
int castlingKingFile(const Position& pos, Color c)
{
    const Square king = castlingKing(pos, c);
    return king == NoSquare ? 4 : fileOf(king);
}
} // namespace

CastlingSide castlingSideOf(const Position& pos, Color c, int file)
{
    const int kingFile = castlingKingFile(pos, c);
    if (file == kingFile)
        return file >= 4 ? CastlingSide::King : CastlingSide::Queen;
    return file > kingFile ? CastlingSide::King : CastlingSide::Queen;
}

} // namespace forsyth

namespace forsyth {

int castlingLetterFile(const Position& pos, Color c, CastlingSide side)
{
    const int rank = backRank(c);
    const Bitboard rooks = pos.pieces(c, PieceType::Rook) & rankMask(rank);
    const int kingFile = castlingKingFile(pos, c);
    Bitboard candidates = 0;
    for (Bitboard b = rooks; b;) {
        const Square s = popLowest(b);
        if (side == CastlingSide::King ? fileOf(s) > kingFile : fileOf(s) < kingFile)
            candidates |= bit(s);
    }
    if (!candidates)
        return side == CastlingSide::King ? 7 : 0;
    return fileOf(side == CastlingSide::King ? highest(candidates) : lowest(candidates));
}

} // namespace forsyth
