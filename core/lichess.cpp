// What Lichess makes of a position: chessops 0.15.1's Chess.fromSetup (which refuses) and
// makeFen(pos.toSetup()) (which drops what it cannot use), followed step by step so that the
// kept position writes exactly the FEN Lichess would show. The chessops functions each
// part copies are named, so a new chessops version can be compared line by line.
#include "findings.h"

namespace forsyth {
namespace {

// Castles.fromSetup: a colour keeps rights only with exactly one king, on its back rank.
// Of the right squares holding a rook of that colour, the lowest counts for the a-side if it
// is left of the king and the highest for the h-side if right of it. Everything else goes,
// and the side a right was stored under does not matter: only its rook square does.
CastlingRights keptCastling(const Position& pos)
{
    CastlingRights kept;
    for (const Color c : {Color::White, Color::Black}) {
        // Exactly one king, where our castlingKing takes the lowest of several.
        const Square king = castlingKing(pos, c);
        if (king == NoSquare || severalBits(pos.pieces(c, PieceType::King)))
            continue;
        const int rank = backRank(c);
        Bitboard rights = 0;
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            if (pos.castling.has(c, side))
                rights |= bit(makeSquare(pos.castling.rookFile(c, side), rank));
        }
        rights &= pos.pieces(c, PieceType::Rook);
        if (!rights)
            continue;
        if (lowest(rights) < king)
            kept.set(c, CastlingSide::Queen, fileOf(lowest(rights)));
        if (highest(rights) > king)
            kept.set(c, CastlingSide::King, fileOf(highest(rights)));
    }
    return kept;
}

int rightCount(const CastlingRights& rights)
{
    int n = 0;
    for (const Color c : {Color::White, Color::Black}) {
        n += rights.has(c, CastlingSide::King) ? 1 : 0;
        n += rights.has(c, CastlingSide::Queen) ? 1 : 0;
    }
    return n;
}

// The king of the side to move, as chessops's board.kingOf: only when there is exactly one.
Square soleKing(const Position& pos, Color c)
{
    const Bitboard kings = pos.pieces(c, PieceType::King);
    return kings && !severalBits(kings) ? lowest(kings) : NoSquare;
}

// validEpSquare (at setup) then legalEpSquare (at makeFen). chessops checks neither that the
// ep square is empty nor that an ep capture differs from an ordinary one: it keeps the square
// when one of our pawns could take "en passant" (canCaptureEp, which ignores whatever stands
// on the ep square) or could simply capture an enemy piece standing there. docs/FEN-RULES.md
// §8 calls that square implausible; here we follow chessops, since this is its verdict (§12).
Square keptEpSquare(const Position& pos)
{
    const Square ep = pos.epSquare;
    if (ep < 0 || ep > 63)
        return NoSquare;
    const Color us = pos.sideToMove;
    const Color them = opposite(us);
    const int forward = us == Color::White ? 8 : -8;
    const Bitboard occupied = pos.occupied();
    if (rankOf(ep) != (us == Color::White ? 5 : 2) || (occupied & bit(ep + forward)))
        return NoSquare;
    const Square pushed = ep - forward;
    if (!(pos.pieces(them, PieceType::Pawn) & bit(pushed)))
        return NoSquare;

    const Square king = soleKing(pos, us);
    for (Bitboard candidates = pawnAttacks(them, ep) & pos.pieces(us, PieceType::Pawn); candidates;) {
        const Square from = popLowest(candidates);
        if (king == NoSquare)
            return ep; // chessops: without a king every capture is legal
        // canCaptureEp: the pawn leaves, the pushed pawn goes, the ep square fills.
        const Bitboard afterEp = (occupied & ~bit(from) & ~bit(pushed)) | bit(ep);
        if (!pos.attackersTo(king, them, afterEp))
            return ep;
        // dests' ordinary capture of an enemy piece on the ep square. chessops decides its
        // legality with checkers and pins; after one move that equals "king not attacked".
        if (pos.pieces(them) & bit(ep)) {
            const Bitboard afterCapture = occupied & ~bit(from);
            if (!(pos.attackersTo(king, them, afterCapture) & ~bit(ep)))
                return ep;
        }
    }
    return NoSquare;
}

} // namespace

LichessVerdict lichessVerdict(const Position& pos, const std::vector<Finding>& findings)
{
    LichessVerdict verdict;
    // Position.validate refuses exactly our errors: an empty board, kings other than one a
    // side, the side not to move in check, pawns on a back rank. chessops 0.15.1's fromSetup
    // does not call isImpossibleCheck, so impossible checks are accepted.
    for (const Finding& f : findings) {
        if (f.severity != Severity::Error)
            continue;
        bool seen = false;
        for (const FindingCode code : verdict.refusals)
            seen = seen || code == f.code;
        if (!seen)
            verdict.refusals.push_back(f.code);
    }
    verdict.accepts = verdict.refusals.empty();

    verdict.kept = pos;
    verdict.kept.castling = keptCastling(pos);
    verdict.castlingDropped = rightCount(verdict.kept.castling) < rightCount(pos.castling);
    // kept.epSquare is exactly the square makeFen writes, so EpOutput::Always on the kept
    // position reproduces it even in the chessops quirk above, which our own epCapturable
    // (rightly) rejects.
    verdict.kept.epSquare = keptEpSquare(pos);
    verdict.epDropped = pos.epSquare != NoSquare && verdict.kept.epSquare == NoSquare;
    // toSetup: halfmoves capped at 150, fullmoves kept within 1-9999. chessops's own numbers,
    // kept as written there (the cap happens to equal SeventyFiveMoveRulePlies).
    if (verdict.kept.halfmoveClock > 150)
        verdict.kept.halfmoveClock = 150;
    if (verdict.kept.fullmoveNumber < 1)
        verdict.kept.fullmoveNumber = 1;
    if (verdict.kept.fullmoveNumber > 9999)
        verdict.kept.fullmoveNumber = 9999;
    return verdict;
}

LichessVerdict lichessVerdict(const Position& pos, FenWriteOptions options)
{
    const Position sent = asWritten(pos, options);
    return lichessVerdict(sent, judge(sent));
}

} // namespace forsyth
