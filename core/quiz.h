// The quiz of the lesson panel: questions about the position being edited, asked from its FEN
// and its legal moves, and the student's answers checked by the rules of FEN. Seeded, so a
// quiz can be given again (and tested).
#pragma once

#include "fen.h"
#include "moves.h"
#include "position.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace forsyth {

enum class QuizKind : std::uint8_t {
    SquareOfCharacter, // which square does the highlighted piece letter describe? "c6"
    WriteRank,         // write rank N of this board as the FEN does: "r3k2r"
    EpAfterMove,       // the en-passant field after this move: "e3" or "-"
    CastlingAfterMove, // the castling field after this move: "Kq" or "-", in any order
};

struct QuizQuestion {
    QuizKind kind = QuizKind::SquareOfCharacter;
    Position position; // the position asked about
    std::string fen;   // it, as written with the quiz's options
    // SquareOfCharacter: the letter's bytes in fen and the square it describes.
    std::size_t charStart = 0;
    std::size_t charEnd = 0;
    Square square = NoSquare;
    int rank = 0; // WriteRank: 1-8
    // The move questions: the move, in SAN, and the position after it.
    Move move{};
    std::string san;
    Position after;
    std::string answer; // the right answer as the FEN writes it (castling letters in FEN order)
};

enum class QuizVerdict : std::uint8_t {
    Right,
    // The ep square of a double step that no pawn can take: "-" is right as FENs written
    // "only when capturable" write it, the square as FENs written always do. Either is right.
    RightOtherConvention,
    // WriteRank: the eight squares are right, but a run of empty squares is split over
    // several digits ("r111k11r"); a FEN writes each run as one digit, so this is wrong.
    DigitsNotJoined,
    Wrong,
    Unreadable, // not a square, a rank, a castling field, as the question asks
};

inline bool isRight(QuizVerdict v)
{
    return v == QuizVerdict::Right || v == QuizVerdict::RightOtherConvention;
}

// Up to `count` questions about pos, each different, only of the kinds that make sense for it
// (a move question needs a legal move of that sort), the kinds taken in turn. The FEN is
// written with `options`, so the answers are those the editor shows.
std::vector<QuizQuestion> makeQuiz(
    const Position& pos, std::uint32_t seed, int count = 10, FenWriteOptions options = {});

// The answer as typed (white space around it ignored).
QuizVerdict checkAnswer(const QuizQuestion& question, std::string_view answer);

} // namespace forsyth
