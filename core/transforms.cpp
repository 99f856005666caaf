#include "transforms.h"

#include <array>

namespace forsyth {
namespace {

constexpr std::array<PieceType, 8> StandardBackRank{PieceType::Rook, PieceType::Knight, PieceType::Bishop,
    PieceType::Queen, PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};

Position withBackRank(const std::array<PieceType, 8>& backRankPieces)
{
    Position pos;
    for (int file = 0; file < 8; ++file) {
        pos.setPiece(makeSquare(file, 0), {backRankPieces[file], Color::White});
        pos.setPiece(makeSquare(file, 1), {PieceType::Pawn, Color::White});
        pos.setPiece(makeSquare(file, 6), {PieceType::Pawn, Color::Black});
        pos.setPiece(makeSquare(file, 7), {backRankPieces[file], Color::Black});
    }
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            pos.castling.set(c, side, castlingLetterFile(pos, c, side));
    }
    return pos;
}

// Rights keep their rook files; only the side a right is filed under can change (mirroring
// files turns the h-rook into the a-rook), so re-file each by where its rook now stands.
CastlingRights refiled(const Position& pos, const std::array<std::array<int, 2>, 2>& files)
{
    CastlingRights rights;
    for (const Color c : {Color::White, Color::Black}) {
        for (const int file : files[index(c)]) {
            if (file != CastlingRights::None)
                rights.set(c, castlingSideOf(pos, c, file), file);
        }
    }
    return rights;
}

} // namespace

Position emptyPosition() { return Position{}; }

Position startPosition() { return withBackRank(StandardBackRank); }

std::optional<Position> chess960Position(int n)
{
    if (n < 0 || n > 959)
        return std::nullopt;
    std::array<PieceType, 8> rank{};
    // Scharnagl's numbering: light bishop, dark bishop, queen, then the knights' pattern
    // among the five squares left; rook, king, rook fill the last three.
    rank[(n % 4) * 2 + 1] = PieceType::Bishop;
    n /= 4;
    rank[(n % 4) * 2] = PieceType::Bishop;
    n /= 4;
    const auto placeOnFree = [&rank](int nth, PieceType type) {
        for (int file = 0; file < 8; ++file) {
            if (rank[file] == PieceType::None && nth-- == 0) {
                rank[file] = type;
                return;
            }
        }
    };
    placeOnFree(n % 6, PieceType::Queen);
    n /= 6;
    static constexpr std::array<std::array<int, 2>, 10> knights{
        {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
    // Place the second knight first, so the first one's index still counts the same squares.
    placeOnFree(knights[n][1], PieceType::Knight);
    placeOnFree(knights[n][0], PieceType::Knight);
    placeOnFree(0, PieceType::Rook);
    placeOnFree(0, PieceType::King);
    placeOnFree(0, PieceType::Rook);
    return withBackRank(rank);
}

Position swappedColours(const Position& pos)
{
    Position out;
    for (Square s = 0; s < 64; ++s) {
        const Piece p = pos.pieceAt(s);
        if (!p.empty())
            out.setPiece(makeSquare(fileOf(s), 7 - rankOf(s)), {p.type, opposite(p.color)});
    }
    out.sideToMove = opposite(pos.sideToMove);
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen})
            out.castling.set(opposite(c), side, pos.castling.rookFile(c, side));
    }
    out.epSquare
        = pos.epSquare == NoSquare ? NoSquare : makeSquare(fileOf(pos.epSquare), 7 - rankOf(pos.epSquare));
    out.halfmoveClock = pos.halfmoveClock;
    out.fullmoveNumber = pos.fullmoveNumber;
    return out;
}

Position mirroredFiles(const Position& pos)
{
    Position out;
    for (Square s = 0; s < 64; ++s) {
        const Piece p = pos.pieceAt(s);
        if (!p.empty())
            out.setPiece(makeSquare(7 - fileOf(s), rankOf(s)), p);
    }
    std::array<std::array<int, 2>, 2> files{};
    for (const Color c : {Color::White, Color::Black}) {
        for (const CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const int file = pos.castling.rookFile(c, side);
            files[index(c)][static_cast<int>(side)] = file == CastlingRights::None ? file : 7 - file;
        }
    }
    out.castling = refiled(out, files);
    out.sideToMove = pos.sideToMove;
    out.epSquare
        = pos.epSquare == NoSquare ? NoSquare : makeSquare(7 - fileOf(pos.epSquare), rankOf(pos.epSquare));
    out.halfmoveClock = pos.halfmoveClock;
    out.fullmoveNumber = pos.fullmoveNumber;
    return out;
}

} // namespace forsyth
