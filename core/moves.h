// Legal moves, making a move (all six FEN fields updated), game status and perft.
#pragma once

#include "position.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

enum class MoveKind : std::uint8_t { Normal, DoublePush, EnPassant, Castle, Promotion };

// A move. For castling `to` is the rook's square (the Chess960 convention), so one encoding
// serves both ordinary chess and Chess960.
struct Move {
    // No default member values: a MoveList holds 688 of them, and initialising them all on
    // every call would cost more than generating the moves.
    Square from;
    Square to;
    MoveKind kind;
    PieceType promotion;
    friend bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity list. Reachable positions have at most 218 legal moves, but a made-up board
// (no king, many queens) can pass 280. Capacity bound: a square is entered from at most 8
// line neighbours and 8 knight squares, promotions add 72, castling 2; with n movers (27 moves
// each at most) and 64 - n target squares, min(27n + 2, 16(64 - n) + 74) <= 682.
class MoveList {
public:
    static constexpr std::size_t Capacity = 688;

    void push(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, Capacity> moves_; // filled up to size_ only
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
// Moves asked for by a gesture on the board: a piece taken from one square to another.
// The squares a gesture from `from` may end on: each legal move's `to`, and for castling the
// king's destination too (docs/FEN-RULES.md §3: the king goes to g/c, the move is written to the
// rook's square, and either square asks for it).
Bitboard moveTargets(const Position& pos, Square from);
// A legal pawn move from `from` to `to` that promotes: the gesture needs a piece chosen.
bool needsPromotion(const Position& pos, Square from, Square to);
// The legal move the gesture from `from` to `to` asks for, or nullopt. An ordinary king step
// wins over castling onto the same square (Chess960: a king on f1 may step to g1 or castle
// there); the rook's square still asks for castling. A promotion needs `promotion` (Queen,
// Rook, Bishop or Knight): without it, or with another type, there is none; other moves
// ignore it.
std::optional<Move> findMove(
    const Position& pos, Square from, Square to, std::optional<PieceType> promotion = std::nullopt);

// "e2e4", "e7e8q"; castling as king to destination ("e1g1") unless chess960 is true
// ("e1h1", king takes rook).
std::string moveToUci(const Position& pos, Move m, bool chess960 = false);
// The legal move `uci` names, in either castling convention; nullopt for none.
std::optional<Move> readUciMove(const Position& pos, std::string_view uci);

bool inCheck(const Position& pos);
// An en-passant capture onto pos.epSquare is legal right now.
bool epCapturable(const Position& pos);
// A pawn of the side to move beside the pawn that passed pos.epSquare: whether its en-passant
// capture is legal, and when not, the enemy piece that would then attack its king (a pin
// along the rank through both pawns, or on a line through the captured one).
struct EpCapturer {
    Square pawn;
    bool legal;
    Square exposes = NoSquare;
};
// At most two, lowest square first; none when pos has no ep square or no such pawn.
std::vector<EpCapturer> epCapturers(const Position& pos);

// What stops c castling on `side` right now, with a right that fits the board (king and rook
// where the right says): the right stays while these come and go (docs/FEN-RULES.md §7).
enum class CastlingObstacle : std::uint8_t {
    None,          // c could castle there on its move
    PiecesBetween, // square: the first piece standing where king or rook must pass or land
    InCheck,       // the king is in check
    Attacked,      // square: a square the king crosses or lands on that the other side attacks
};
struct CastlingNow {
    CastlingObstacle obstacle = CastlingObstacle::None;
    Square square = NoSquare;
};
// For a right that does not fit (no king or rook where it says), None: there is no castling
// to stop, and the findings say why.
CastlingNow castlingNow(const Position& pos, Color c, CastlingSide side);

// The draw rules the halfmove clock counts toward (docs/FEN-RULES.md §5): from 100 plies either
// player may claim a draw (the 50-move rule); from 150 the game is drawn (the 75-move rule).
inline constexpr int FiftyMoveRulePlies = 100;
inline constexpr int SeventyFiveMoveRulePlies = 150;

enum class GameStatus : std::uint8_t { Normal, Check, Checkmate, Stalemate };
GameStatus gameStatus(const Position& pos);
// "normal", "check", "checkmate", "stalemate": the fixed words of the CLI's JSON (names.cpp).
std::string_view statusName(GameStatus status);
// Neither side can ever mate: K v K, K+minor v K, bishops all on one colour.
bool insufficientMaterial(const Position& pos);

std::uint64_t perft(const Position& pos, int depth);

} // namespace forsyth
