// A chess position: the six FEN fields, with the board kept as squares and bitboards.
#pragma once

#include "bitboard.h"
#include "types.h"

#include <array>
#include <cstdint>

namespace forsyth {

enum class CastlingSide : std::uint8_t { King = 0, Queen = 1 };

// Castling rights stored as the file of the rook per colour and side, so Chess960 needs
// nothing special: KQkq, X-FEN and Shredder-FEN all read into and write from this.
class CastlingRights {
public:
    static constexpr int None = -1;

    int rookFile(Color c, CastlingSide s) const { return files_[index(c)][static_cast<int>(s)]; }
    bool has(Color c, CastlingSide s) const { return rookFile(c, s) != None; }
    bool any() const;
    bool any(Color c) const { return has(c, CastlingSide::King) || has(c, CastlingSide::Queen); }
    void set(Color c, CastlingSide s, int file)
    {
        files_[index(c)][static_cast<int>(s)] = static_cast<std::int8_t>(file);
    }
    void clear(Color c, CastlingSide s) { set(c, s, None); }
    void clear(Color c)
    {
        clear(c, CastlingSide::King);
        clear(c, CastlingSide::Queen);
    }
    friend bool operator==(const CastlingRights&, const CastlingRights&) = default;

private:
    std::array<std::array<std::int8_t, 2>, 2> files_{{{None, None}, {None, None}}};
};

class Position {
public:
    Piece pieceAt(Square s) const { return board_[s]; }
    void setPiece(Square s, Piece p)
    {
        const Piece old = board_[s];
        if (!old.empty()) {
            byColor_[index(old.color)] &= ~bit(s);
            byType_[static_cast<int>(old.type)] &= ~bit(s);
        }
        board_[s] = p;
        if (!p.empty()) {
            byColor_[index(p.color)] |= bit(s);
            byType_[static_cast<int>(p.type)] |= bit(s);
        }
    }
    void clearSquare(Square s) { setPiece(s, Piece{}); }
    void clearBoard();
    // Sets all 64 squares at once: the reader's way, far cheaper than 64 setPiece calls.
    void setBoard(const std::array<Piece, 64>& board);

    Bitboard occupied() const { return byColor_[0] | byColor_[1]; }
    Bitboard pieces(Color c) const { return byColor_[index(c)]; }
    Bitboard pieces(PieceType t) const { return byType_[static_cast<int>(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor_[index(c)] & byType_[static_cast<int>(t)]; }
    // The square of c's king, or NoSquare; with several kings, the lowest one.
    Square kingSquare(Color c) const;
    // Pieces of `by` that attack s, given the occupancy occ (which may differ from the board).
    Bitboard attackersTo(Square s, Color by, Bitboard occ) const;
    Bitboard attackersTo(Square s, Color by) const { return attackersTo(s, by, occupied()); }
    // Pieces of the other colour giving check to c's king (empty without a king).
    Bitboard checkersOf(Color c) const;

    Color sideToMove = Color::White;
    CastlingRights castling;
    Square epSquare = NoSquare;
    int halfmoveClock = 0;
    int fullmoveNumber = 1;

    friend bool operator==(const Position& a, const Position& b)
    {
        // The piece sets say what stands where (the board array is their copy), in 8 words.
        return a.byColor_ == b.byColor_ && a.byType_ == b.byType_ && a.sideToMove == b.sideToMove
            && a.castling == b.castling && a.epSquare == b.epSquare && a.halfmoveClock == b.halfmoveClock
            && a.fullmoveNumber == b.fullmoveNumber;
    }

private:
    std::array<Piece, 64> board_{};
    std::array<Bitboard, 2> byColor_{};
    std::array<Bitboard, 7> byType_{};
};

// The king c's castling rights belong to: the lowest of c's kings on its back rank, or NoSquare
// when none stands there (docs/FEN-RULES.md §3). With several kings TooManyKings is the real
// problem; taking the lowest keeps every castling answer defined.
Square castlingKing(const Position& pos, Color c);
// Which side of the king a rook on `file` castles on. Relative to c's king when it stands on
// its back rank; otherwise files e-h count as the king's side, as in ordinary chess.
CastlingSide castlingSideOf(const Position& pos, Color c, int file);
// The rook file a K/Q (k/q) letter names: the outermost rook of colour c on its back rank on
// that side of the king, or the corner file when there is none. Reader and writer share it,
// so X-FEN writes K/Q exactly when reading them back gives the same rook.
int castlingLetterFile(const Position& pos, Color c, CastlingSide side);

// Inline: move generation asks it at every node.
inline Bitboard Position::attackersTo(Square s, Color by, Bitboard occ) const
{
    const Bitboard diagonal = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
    const Bitboard straight = pieces(PieceType::Rook) | pieces(PieceType::Queen);
    const Bitboard attackers = (pawnAttacks(opposite(by), s) & pieces(PieceType::Pawn))
        | (knightAttacks(s) & pieces(PieceType::Knight)) | (kingAttacks(s) & pieces(PieceType::King))
        | (bishopAttacks(s, occ) & diagonal) | (rookAttacks(s, occ) & straight);
    return attackers & pieces(by) & occ;
}

} // namespace forsyth
