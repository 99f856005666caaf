#include "moves.h"

#include <algorithm>
#include <initializer_list>

namespace forsyth {
namespace {

using PT = PieceType;

constexpr int pushOffset(Color c) { return c == Color::White ? 8 : -8; }
constexpr int lastRank(Color c) { return c == Color::White ? 7 : 0; }
constexpr int doublePushRank(Color c) { return c == Color::White ? 1 : 6; }
// The rank of a legal en-passant square for the side to move.
constexpr int epRank(Color c) { return c == Color::White ? 5 : 2; }

// The cheap leaper tests first: most squares asked about are not attacked by sliders. Inline:
// every king move of every node asks it.
inline bool attacked(const Position& pos, Square s, Color by, Bitboard occ)
{
    if ((pawnAttacks(opposite(by), s) & pos.pieces(by, PT::Pawn))
        || (knightAttacks(s) & pos.pieces(by, PT::Knight)) || (kingAttacks(s) & pos.pieces(by, PT::King)))
        return true;
    const Bitboard queens = pos.pieces(by, PT::Queen);
    const Bitboard diagonal = pos.pieces(by, PT::Bishop) | queens;
    const Bitboard straight = pos.pieces(by, PT::Rook) | queens;
    return (diagonal && (bishopAttacks(s, occ) & diagonal)) || (straight && (rookAttacks(s, occ) & straight));
}

bool anyKingAttacked(const Position& pos, Color c)
{
    const Bitboard occ = pos.occupied();
    for (Bitboard kings = pos.pieces(c, PT::King); kings;)
        if (attacked(pos, popLowest(kings), opposite(c), occ))
            return true;
    return false;
}

// The pawn an en-passant capture onto pos.epSquare would take, or NoSquare when the ep square
// makes no sense: wrong rank, occupied, or no enemy pawn standing behind it.
Square epVictim(const Position& pos)
{
    const Square ep = pos.epSquare;
    const Color us = pos.sideToMove;
    if (ep < 0 || ep > 63 || rankOf(ep) != epRank(us) || !pos.pieceAt(ep).empty())
        return NoSquare;
    const Square victim = ep - pushOffset(us);
    return pos.pieceAt(victim).is(opposite(us), PT::Pawn) ? victim : NoSquare;
}

// One generator serves listing, counting and "is there any": the sink returns true to stop.
// With exactly one king it is pin-aware and emits only legal moves. With no king nothing can
// be illegal. With several kings (a broken position) it emits pseudo-legal moves and keeps
// those that leave none of the mover's kings attacked, by playing each on a copy.
template <class Sink> class Generator {
public:
    Generator(const Position& pos, Sink& sink)
        : pos_(pos)
        , sink_(sink)
        , us_(pos.sideToMove)
        , them_(opposite(us_))
        , own_(pos.pieces(us_))
        , occ_(pos.occupied())
    {
        const Bitboard kings = pos.pieces(us_, PT::King);
        verify_ = severalBits(kings);
        ksq_ = kings && !verify_ ? lowest(kings) : NoSquare;
        target_ = ~own_;
        if (ksq_ != NoSquare) {
            checkers_ = pos.attackersTo(ksq_, them_, occ_);
            pinned_ = pinnedPieces();
        }
    }

    bool inCheck() const { return verify_ ? anyKingAttacked(pos_, us_) : checkers_ != 0; }

    // True when the sink stopped the generation.
    bool run()
    {
        if (kingMoves())
            return true;
        if (severalBits(checkers_))
            return false; // double check: only the king may move
        if (checkers_)
            target_ &= between(ksq_, lowest(checkers_)) | checkers_;
        return pawnMoves() || pieceMoves() || castling(CastlingSide::King) || castling(CastlingSide::Queen);
    }

    // En-passant captures only; legal whatever the check, as each is tested on its own.
    bool enPassant()
    {
        const Square victim = epVictim(pos_);
        if (victim == NoSquare)
            return false;
        const Square ep = pos_.epSquare;
        for (Bitboard b = pawnAttacks(them_, ep) & pos_.pieces(us_, PT::Pawn); b;) {
            const Square from = popLowest(b);
            // Two pawns leave the line at once, which pins cannot express (the rank-5 case), so
            // test the king on the board as it will be (attackersTo skips what occ lacks).
            const Bitboard occ = (occ_ ^ bit(from) ^ bit(victim)) | bit(ep);
            if (ksq_ != NoSquare && pos_.attackersTo(ksq_, them_, occ))
                continue;
            if (emit(from, ep, MoveKind::EnPassant))
                return true;
        }
        return false;
    }

private:
    bool emit(Square from, Square to, MoveKind kind = MoveKind::Normal, PT promotion = PT::None)
    {
        const Move m{from, to, kind, promotion};
        if (verify_ && anyKingAttacked(afterMove(pos_, m), us_))
            return false;
        return sink_(m);
    }

    Bitboard pinnedPieces() const
    {
        const Bitboard queens = pos_.pieces(them_, PT::Queen);
        Bitboard snipers = (rookAttacks(ksq_, 0) & (pos_.pieces(them_, PT::Rook) | queens))
            | (bishopAttacks(ksq_, 0) & (pos_.pieces(them_, PT::Bishop) | queens));
        Bitboard pinned = 0;
        while (snipers) {
            const Bitboard blockers = between(ksq_, popLowest(snipers)) & occ_;
            if (blockers && !severalBits(blockers))
                pinned |= blockers & own_;
        }
        return pinned;
    }

    // Where a piece on `from` may go given check and pins.
    Bitboard allowed(Square from) const
    {
        return pinned_ & bit(from) ? target_ & lineThrough(ksq_, from) : target_;
    }

    bool kingMoves()
    {
        for (Bitboard kings = pos_.pieces(us_, PT::King); kings;) {
            const Square from = popLowest(kings);
            for (Bitboard to = kingAttacks(from) & ~own_; to;) {
                const Square s = popLowest(to);
                if (!verify_ && attacked(pos_, s, them_, occ_ ^ bit(from)))
                    continue;
                if (emit(from, s))
                    return true;
            }
        }
        return false;
    }

    bool pieceMoves()
    {
        for (Bitboard b = pos_.pieces(us_, PT::Knight) & ~pinned_; b;) {
            const Square from = popLowest(b);
            if (emitAll(from, knightAttacks(from) & target_))
                return true;
        }
        const Bitboard queens = pos_.pieces(us_, PT::Queen);
        for (Bitboard b = pos_.pieces(us_, PT::Bishop) | queens; b;) {
            const Square from = popLowest(b);
            if (emitAll(from, bishopAttacks(from, occ_) & allowed(from)))
                return true;
        }
        for (Bitboard b = pos_.pieces(us_, PT::Rook) | queens; b;) {
            const Square from = popLowest(b);
            if (emitAll(from, rookAttacks(from, occ_) & allowed(from)))
                return true;
        }
        return false;
    }

    bool emitAll(Square from, Bitboard targets)
    {
        if constexpr (requires { Sink::countsInBulk; }) {
            if (!verify_) { // every target is a legal move: count them at once
                sink_.moves += static_cast<std::uint64_t>(popCount(targets));
                return false;
            }
        }
        while (targets)
            if (emit(from, popLowest(targets)))
                return true;
        return false;
    }

    bool pawnTo(Square from, Square to, MoveKind kind)
    {
        if (rankOf(to) != lastRank(us_))
            return emit(from, to, kind);
        for (PT promotion : {PT::Queen, PT::Rook, PT::Bishop, PT::Knight})
            if (emit(from, to, MoveKind::Promotion, promotion))
                return true;
        return false;
    }

    // Where the pawns in `pawns` go, all at once: to `to` by pushing or capturing toward files
    // `fileStep` (-1, 0, +1) away, one rank forward.
    Bitboard pawnsForward(Bitboard pawns, int fileStep) const
    {
        if (fileStep < 0)
            pawns &= ~fileMask(0);
        else if (fileStep > 0)
            pawns &= ~fileMask(7);
        const int shift = pushOffset(us_) + fileStep;
        return shift > 0 ? pawns << shift : pawns >> -shift;
    }

    // The pawns no pin holds, counted as sets: a push, a double push, a capture each way; a
    // move to the last rank counts four times (its promotions). As the loop below would count.
    void countFreePawnMoves(Bitboard pawns)
    {
        const Bitboard last = rankMask(lastRank(us_));
        const Bitboard empty = ~occ_;
        const Bitboard one = pawnsForward(pawns, 0) & empty;
        const Bitboard two
            = pawnsForward(one & rankMask(doublePushRank(us_) + (us_ == Color::White ? 1 : -1)), 0) & empty;
        const Bitboard enemy = pos_.pieces(them_);
        std::uint64_t moves = static_cast<std::uint64_t>(popCount(two & target_));
        for (const Bitboard to : {one & target_, pawnsForward(pawns, -1) & enemy & target_,
                 pawnsForward(pawns, 1) & enemy & target_})
            moves += static_cast<std::uint64_t>(popCount(to & ~last) + 4 * popCount(to & last));
        sink_.moves += moves;
    }

    bool pawnMoves()
    {
        const Bitboard enemy = pos_.pieces(them_);
        const int push = pushOffset(us_);
        // Pawns on their last rank (only in broken positions) have nowhere to go.
        Bitboard pawns = pos_.pieces(us_, PT::Pawn) & ~rankMask(lastRank(us_));
        if constexpr (requires { Sink::countsInBulk; }) {
            if (!verify_) { // the pinned ones one by one, below
                countFreePawnMoves(pawns & ~pinned_);
                pawns &= pinned_;
            }
        }
        for (Bitboard b = pawns; b;) {
            const Square from = popLowest(b);
            const Bitboard ok = allowed(from);
            for (Bitboard caps = pawnAttacks(us_, from) & enemy & ok; caps;)
                if (pawnTo(from, popLowest(caps), MoveKind::Normal))
                    return true;
            const Square one = from + push;
            if (occ_ & bit(one))
                continue;
            if ((ok & bit(one)) && pawnTo(from, one, MoveKind::Normal))
                return true;
            const Square two = one + push;
            if (rankOf(from) == doublePushRank(us_) && !(occ_ & bit(two)) && (ok & bit(two))
                && emit(from, two, MoveKind::DoublePush))
                return true;
        }
        return enPassant();
    }

    // Chess960 rules, which include ordinary chess: king to g/c, rook to f/d; every square either
    // piece crosses or lands on is empty but for these two; the king is not in check and crosses
    // or lands on no attacked square. Attacks are tested with king and rook lifted off the board:
    // that finds a slider the rook hid on the back rank, and any other line through their squares
    // would check the king already.
    bool castling(CastlingSide side)
    {
        if (checkers_ || !pos_.castling.has(us_, side))
            return false;
        const Square king = castlingKing(pos_, us_);
        if (king == NoSquare)
            return false;
        const int rank = backRank(us_);
        const int rookFile = pos_.castling.rookFile(us_, side);
        const bool kingSide = side == CastlingSide::King;
        if (rookFile < 0 || rookFile > 7 || (kingSide ? rookFile <= fileOf(king) : rookFile >= fileOf(king)))
            return false;
        const Square rook = makeSquare(rookFile, rank);
        if (!pos_.pieceAt(rook).is(us_, PT::Rook))
            return false;
        const Square kingTo = makeSquare(kingSide ? 6 : 2, rank);
        const Square rookTo = makeSquare(kingSide ? 5 : 3, rank);
        const Bitboard kingPath = between(king, kingTo) | bit(kingTo);
        const Bitboard mustBeEmpty
            = (kingPath | between(rook, rookTo) | bit(rookTo)) & ~bit(king) & ~bit(rook);
        if (occ_ & mustBeEmpty)
            return false;
        const Bitboard occ = occ_ ^ bit(king) ^ bit(rook);
        if (verify_ && attacked(pos_, king, them_, occ_))
            return false;
        for (Bitboard b = kingPath; b;)
            if (attacked(pos_, popLowest(b), them_, occ))
                return false;
        return emit(king, rook, MoveKind::Castle);
    }

    const Position& pos_;
    Sink& sink_;
    const Color us_;
    const Color them_;
    const Bitboard own_;
    const Bitboard occ_;
    bool verify_ = false;
    Square ksq_ = NoSquare;
    Bitboard checkers_ = 0;
    Bitboard pinned_ = 0;
    Bitboard target_ = 0;
};

template <class Sink> bool generate(const Position& pos, Sink& sink)
{
    return Generator<Sink>(pos, sink).run();
}

// A sink that only counts; the generator adds a piece's moves with one popcount when it can.
struct MoveCount {
    static constexpr bool countsInBulk = true;
    std::uint64_t moves = 0;
    bool operator()(Move)
    {
        ++moves;
        return false;
    }
};

} // namespace

MoveList legalMoves(const Position& pos)
{
    MoveList list;
    // Capacity is a proven bound, so this never stops early; it guards the bound's arithmetic.
    auto sink = [&list](Move m) {
        list.push(m);
        return list.size() == MoveList::Capacity;
    };
    generate(pos, sink);
    return list;
}

bool hasLegalMove(const Position& pos)
{
    auto sink = [](Move) { return true; };
    return generate(pos, sink);
}

void makeMove(Position& pos, Move m)
{
    if (m.from < 0 || m.from > 63 || m.to < 0 || m.to > 63)
        return;
    const Color us = pos.sideToMove;
    const Color them = opposite(us);
    const Piece moving = pos.pieceAt(m.from);
    const Piece captured = m.kind == MoveKind::Castle ? Piece{} : pos.pieceAt(m.to);

    if (moving.type == PT::Pawn || !captured.empty() || m.kind == MoveKind::EnPassant)
        pos.halfmoveClock = 0;
    else
        ++pos.halfmoveClock;

    // A right dies with its king or when anything leaves or lands on its rook's square.
    if (moving.type == PT::King)
        pos.castling.clear(us);
    // Rooks with rights stand on the back ranks: a move that touches neither keeps every right.
    const bool backRanks = ((bit(m.from) | bit(m.to)) & (rankMask(0) | rankMask(7))) != 0;
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const int file = backRanks ? pos.castling.rookFile(c, side) : CastlingRights::None;
            if (file == CastlingRights::None)
                continue;
            const Square rookSquare = makeSquare(file, backRank(c));
            if (m.from == rookSquare || m.to == rookSquare)
                pos.castling.clear(c, side);
        }
    }

    switch (m.kind) {
    case MoveKind::Castle: {
        const Square kingTo = kingDestination(pos, m);
        const Square rookTo = kingTo + (m.to > m.from ? -1 : 1);
        pos.clearSquare(m.from);
        pos.clearSquare(m.to);
        pos.setPiece(kingTo, Piece{PT::King, us});
        pos.setPiece(rookTo, Piece{PT::Rook, us});
        break;
    }
    case MoveKind::EnPassant:
        pos.clearSquare(m.to - pushOffset(us));
        [[fallthrough]];
    case MoveKind::Normal:
    case MoveKind::DoublePush:
        pos.clearSquare(m.from);
        pos.setPiece(m.to, moving);
        break;
    case MoveKind::Promotion:
        pos.clearSquare(m.from);
        pos.setPiece(m.to, Piece{m.promotion, us});
        break;
    }

    // FEN's classic rule: the passed-over square after every double push, capturable or not.
    pos.epSquare = m.kind == MoveKind::DoublePush ? (m.from + m.to) / 2 : NoSquare;
    if (us == Color::Black)
        ++pos.fullmoveNumber;
    pos.sideToMove = them;
}

Position afterMove(const Position& pos, Move m)
{
    Position next = pos;
    makeMove(next, m);
    return next;
}

Square kingDestination([[maybe_unused]] const Position& pos, Move m)
{
    if (m.kind != MoveKind::Castle)
        return m.to;
    return makeSquare(m.to > m.from ? 6 : 2, rankOf(m.from));
}

Bitboard moveTargets(const Position& pos, Square from)
{
    Bitboard targets = 0;
    for (const Move& m : legalMoves(pos)) {
        if (m.from == from)
            targets |= bit(m.to) | bit(kingDestination(pos, m));
    }
    return targets;
}

bool needsPromotion(const Position& pos, Square from, Square to)
{
    for (const Move& m : legalMoves(pos)) {
        if (m.from == from && m.to == to && m.kind == MoveKind::Promotion)
            return true;
    }
    return false;
}

std::optional<Move> findMove(const Position& pos, Square from, Square to, std::optional<PieceType> promotion)
{
    std::optional<Move> castle;
    for (const Move& m : legalMoves(pos)) {
        if (m.from != from)
            continue;
        if (m.kind == MoveKind::Castle) {
            if (!castle && (m.to == to || kingDestination(pos, m) == to))
                castle = m;
            continue;
        }
        if (m.to != to)
            continue;
        // Only a king castles, and it never promotes: a promotion asked without its piece
        // falls through to no move.
        if (m.kind != MoveKind::Promotion || (promotion && m.promotion == *promotion))
            return m;
    }
    return castle;
}

std::string moveToUci(const Position& pos, Move m, bool chess960)
{
    if (m.from < 0 || m.from > 63 || m.to < 0 || m.to > 63)
        return "0000";
    const Square to = chess960 ? m.to : kingDestination(pos, m);
    std::string uci = squareName(m.from) + squareName(to);
    if (m.kind == MoveKind::Promotion)
        uci += pieceLetter(Piece{m.promotion, Color::Black});
    return uci;
}

std::optional<Move> readUciMove(const Position& pos, std::string_view uci)
{
    if (uci.size() < 4 || uci.size() > 5)
        return std::nullopt;
    for (const Move m : legalMoves(pos)) {
        if (moveToUci(pos, m) == uci || (m.kind == MoveKind::Castle && moveToUci(pos, m, true) == uci))
            return m;
    }
    return std::nullopt;
}

bool inCheck(const Position& pos) { return anyKingAttacked(pos, pos.sideToMove); }

bool epCapturable(const Position& pos)
{
    if (epVictim(pos) == NoSquare)
        return false; // the usual case, before the generator's set-up work
    auto sink = [](Move) { return true; };
    return Generator(pos, sink).enPassant();
}

std::vector<EpCapturer> epCapturers(const Position& pos)
{
    std::vector<EpCapturer> out;
    const Square ep = pos.epSquare;
    if (ep < 0 || ep > 63)
        return out;
    const Color us = pos.sideToMove;
    const Color them = opposite(us);
    const Square taken = us == Color::White ? ep - 8 : ep + 8;
    if (!pos.pieceAt(taken).is(them, PieceType::Pawn))
        return out;
    const MoveList legal = legalMoves(pos);
    for (Bitboard b = pawnAttacks(them, ep) & pos.pieces(us, PieceType::Pawn); b;) {
        const Square from = popLowest(b);
        EpCapturer capturer{from, false};
        capturer.legal = std::any_of(legal.begin(), legal.end(),
            [&](const Move& m) { return m.kind == MoveKind::EnPassant && m.from == from; });
        const Square king = pos.kingSquare(us);
        if (!capturer.legal && king != NoSquare) {
            const Bitboard after = (pos.occupied() & ~bit(from) & ~bit(taken)) | bit(ep);
            const Bitboard attackers = pos.attackersTo(king, them, after) & ~bit(taken);
            if (attackers)
                capturer.exposes = lowest(attackers);
        }
        out.push_back(capturer);
    }
    return out;
}

CastlingNow castlingNow(const Position& pos, Color c, CastlingSide side)
{
    const Square king = castlingKing(pos, c);
    const int file = pos.castling.rookFile(c, side);
    if (king == NoSquare || file == CastlingRights::None)
        return {};
    const int rank = backRank(c);
    const Square rook = makeSquare(file, rank);
    if (!pos.pieceAt(rook).is(c, PieceType::Rook))
        return {};
    const bool kingSide = side == CastlingSide::King;
    const Square kingTo = makeSquare(kingSide ? 6 : 2, rank);
    const Square rookTo = makeSquare(kingSide ? 5 : 3, rank);
    // Every square either piece passes or lands on must be empty but for the two of them.
    const int low = std::min({fileOf(king), fileOf(kingTo), file, fileOf(rookTo)});
    const int high = std::max({fileOf(king), fileOf(kingTo), file, fileOf(rookTo)});
    for (int f = low; f <= high; ++f) {
        const Square s = makeSquare(f, rank);
        if (s != king && s != rook && !pos.pieceAt(s).empty())
            return {CastlingObstacle::PiecesBetween, s};
    }
    const Color them = opposite(c);
    if (pos.attackersTo(king, them))
        return {CastlingObstacle::InCheck, king};
    // The king's path, king and rook off the board (a rook behind the king does not shield it).
    const Bitboard occ = pos.occupied() & ~bit(king) & ~bit(rook);
    const int step = fileOf(kingTo) > fileOf(king) ? 1 : -1;
    for (int f = fileOf(king); f != fileOf(kingTo);) {
        f += step;
        const Square s = makeSquare(f, rank);
        if (pos.attackersTo(s, them, occ))
            return {CastlingObstacle::Attacked, s};
    }
    return {};
}

GameStatus gameStatus(const Position& pos)
{
    // One generator for both questions, so the checkers are found once.
    auto sink = [](Move) { return true; };
    Generator generator(pos, sink);
    const bool check = generator.inCheck();
    if (generator.run())
        return check ? GameStatus::Check : GameStatus::Normal;
    return check ? GameStatus::Checkmate : GameStatus::Stalemate;
}

// Kings aside, counting both sides' pieces together: insufficient when there is no pawn, rook or
// queen and either exactly one knight and no bishop, or no knight and any number of bishops all
// on squares of one colour. Exactly then no series of legal moves, however cooperative, ends in
// mate; K+N v K+N, K+B v K+N, K+N+N v K and bishops on both colours can all be mated with help.
bool insufficientMaterial(const Position& pos)
{
    if (pos.pieces(PT::Pawn) | pos.pieces(PT::Rook) | pos.pieces(PT::Queen))
        return false;
    const Bitboard knights = pos.pieces(PT::Knight);
    const Bitboard bishops = pos.pieces(PT::Bishop);
    if (knights)
        return !bishops && !severalBits(knights);
    return !(bishops & LightSquares) || !(bishops & ~LightSquares);
}

std::uint64_t perft(const Position& pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1) { // the last ply is counted, not played
        MoveCount count;
        generate(pos, count);
        return count.moves;
    }
    std::uint64_t nodes = 0;
    auto sink = [&](Move m) {
        nodes += perft(afterMove(pos, m), depth - 1);
        return false;
    };
    generate(pos, sink);
    return nodes;
}

} // namespace forsyth
