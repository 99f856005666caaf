// Legal moves, making a move (all six FEN fields updated), game status and perft.
#pragma once

#include "position.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace forsyth {

enum class MoveKind : std::uint8_t { Normal, DoublePush, EnPassant, Castle, Promotion };

// A move. For castling `to` is the rook's square (the Chess960 convention), so one encoding
// serves both ordinary chess and Chess960.
struct Move {
    Square from = NoSquare;
    Square to = NoSquare;
    MoveKind kind = MoveKind::Normal;
    PieceType promotion = PieceType::None;
    friend bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity list: no position has more than 218 legal moves.
class MoveList {
public:
    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, 256> moves_{};
    std::size_t size_ = 0;
};

// Works on any position, however broken: without a king a side is never in check, and
// pawns on their last rank simply do not move.
MoveList legalMoves(const Position& pos);
bool hasLegalMove(const Position& pos);
// Plays a move from legalMoves(pos): board, side, castling, ep, both counters.
void makeMove(Position& pos, Move m);
Position afterMove(const Position& pos, Move m);

// The square the king ends on (castling moves keep the rook square in Move::to).
Square kingDestination(const Position& pos, Move m);
// "e2e4", "e7e8q"; castling as king to destination ("e1g1") unless chess960 is true
// ("e1h1", king takes rook).
std::string moveToUci(const Position& pos, Move m, bool chess960 = false);

bool inCheck(const Position& pos);
// An en-passant capture onto pos.epSquare is legal right now.
bool epCapturable(const Position& pos);

enum class GameStatus : std::uint8_t { Normal, Check, Checkmate, Stalemate };
GameStatus gameStatus(const Position& pos);
// Neither side can ever mate: K v K, K+minor v K, bishops all on one colour.
bool insufficientMaterial(const Position& pos);

std::uint64_t perft(const Position& pos, int depth);

} // namespace forsyth
