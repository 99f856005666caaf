#include "position.h"

namespace forsyth {

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
    std::array<Bitboard, 2> byColor{};
    std::array<Bitboard, 7> byType{};
    for (Square s = 0; s < 64; ++s) {
        byColor[index(board[s].color)] |= board[s].empty() ? 0 : bit(s);
        byType[static_cast<int>(board[s].type)] |= bit(s);
    }
    byColor_ = byColor;
    byType_ = byType;
    byType_[0] = 0; // squares without a piece are no type's
}

Square Position::kingSquare(Color c) const
{
    const Bitboard kings = pieces(c, PieceType::King);
    return kings ? lowest(kings) : NoSquare;
}

Bitboard Position::attackersTo(Square s, Color by, Bitboard occ) const
{
    const Bitboard diagonal = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
    const Bitboard straight = pieces(PieceType::Rook) | pieces(PieceType::Queen);
    const Bitboard attackers = (pawnAttacks(opposite(by), s) & pieces(PieceType::Pawn))
        | (knightAttacks(s) & pieces(PieceType::Knight)) | (kingAttacks(s) & pieces(PieceType::King))
        | (bishopAttacks(s, occ) & diagonal) | (rookAttacks(s, occ) & straight);
    return attackers & pieces(by) & occ;
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
