#include "field_options.h"

namespace forsyth {

CastlingOption castlingOption(const Position& pos, Color c, CastlingSide side, CastlingRules rules)
{
    CastlingOption option;
    const Bitboard kings = pos.pieces(c, PieceType::King);
    if (!kings)
        return option;
    option.king = castlingKing(pos, c);
    if (option.king == NoSquare) {
        option.block = CastlingBlock::KingOffBackRank;
        option.king = lowest(kings);
        return option;
    }
    const int kingFile = fileOf(option.king);
    if (rules == CastlingRules::Standard && kingFile != 4) {
        option.block = CastlingBlock::KingNotOnStart;
        return option;
    }
    if (rules == CastlingRules::Chess960 && (kingFile == 0 || kingFile == 7)) {
        option.block = CastlingBlock::KingOnCornerFile;
        return option;
    }
    for (Bitboard b = pos.pieces(c, PieceType::Rook) & rankMask(backRank(c)); b;) {
        const Square s = popLowest(b);
        if (side == CastlingSide::King ? fileOf(s) > kingFile : fileOf(s) < kingFile)
            option.rooks |= bit(s);
    }
    if (!option.rooks) {
        option.block = CastlingBlock::NoRook;
        return option;
    }
    if (rules == CastlingRules::Standard) {
        const Square corner = makeSquare(side == CastlingSide::King ? 7 : 0, backRank(c));
        if (!(option.rooks & bit(corner))) {
            option.block = CastlingBlock::NoCornerRook;
            option.rooks = 0;
            return option;
        }
        option.rooks = bit(corner);
    }
    option.block = CastlingBlock::None;
    option.defaultRook = makeSquare(castlingLetterFile(pos, c, side), backRank(c));
    return option;
}

bool castlingRightFits(const Position& pos, Color c, CastlingSide side, CastlingRules rules)
{
    const int file = pos.castling.rookFile(c, side);
    if (file == CastlingRights::None)
        return false;
    const CastlingOption option = castlingOption(pos, c, side, rules);
    return option.block == CastlingBlock::None && (option.rooks & bit(makeSquare(file, backRank(c))));
}

EpBlock epBlock(const Position& pos, Square ep)
{
    const Color us = pos.sideToMove;
    if (ep < 0 || ep > 63 || rankOf(ep) != (us == Color::White ? 5 : 2))
        return EpBlock::WrongRank;
    const int forward = us == Color::White ? 8 : -8;
    // The pawn that double-stepped stands in front of the ep square (from the mover's view
    // it is behind: White to move, ep e6, the black pawn on e5).
    if (!pos.pieceAt(ep - forward).is(opposite(us), PieceType::Pawn))
        return EpBlock::NoPawnInFront;
    if (!pos.pieceAt(ep).empty())
        return EpBlock::SquareOccupied;
    if (!pos.pieceAt(ep + forward).empty())
        return EpBlock::OriginOccupied;
    return EpBlock::None;
}

Bitboard plausibleEpSquares(const Position& pos)
{
    Bitboard squares = 0;
    const int rank = pos.sideToMove == Color::White ? 5 : 2;
    for (int file = 0; file < 8; ++file) {
        if (epBlock(pos, makeSquare(file, rank)) == EpBlock::None)
            squares |= bit(makeSquare(file, rank));
    }
    return squares;
}

bool needsChess960(const Position& pos)
{
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (pos.castling.has(c, side) && castlingRightFits(pos, c, side, CastlingRules::Chess960)
                && !castlingRightFits(pos, c, side, CastlingRules::Standard))
                return true;
        }
    }
    return false;
}

FieldFit fitFields(Position& pos, const CastlingRights& wanted, CastlingRules rules)
{
    FieldFit fit;
    pos.castling = wanted;
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (wanted.has(c, side) && !castlingRightFits(pos, c, side, rules)) {
                pos.castling.clear(c, side);
                fit.suspended.set(c, side, wanted.rookFile(c, side));
            }
        }
    }
    if (pos.epSquare != NoSquare && epBlock(pos, pos.epSquare) != EpBlock::None) {
        pos.epSquare = NoSquare;
        fit.epCleared = true;
    }
    return fit;
}

} // namespace forsyth
