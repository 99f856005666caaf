// Judging a position: every finding of docs/FEN-RULES.md §11, each with a severity and the
// squares it concerns, and the verdict Lichess would give (§12).
#pragma once

#include "fen.h"
#include "field_options.h"
#include "moves.h"
#include "position.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace forsyth {

enum class Severity : std::uint8_t { Error, Warning, Info };

enum class FindingCode : std::uint8_t {
    // errors: no legal chess position
    EmptyBoard,
    MissingKing,    // color: the side without a king
    TooManyKings,   // color: the side with several; squares: its kings
    PawnOnBackRank, // squares: the pawns on rank 1 or 8
    OppositeCheck,  // the side not to move is in check; squares: king and checkers
    // warnings: legal to set up but unreachable, or likely a mistake
    TooManyPawns,          // color: more than 8 pawns
    TooManyPieces,         // color: more than 16 pieces
    TooManyPromoted,       // color: more promoted pieces than missing pawns
    ImpossibleCheck,       // 3+ checkers, two sliders in line, two pawn/knight checkers
    CheckNotExplainedByEp, // the stated double push cannot give this check
    CastlingRookMissing,   // color, squares: the square where the rook should stand
    // Castling rights whose king cannot castle (docs/FEN-RULES.md §3): two findings, as the two
    // need different words and the board shows different squares.
    // color, squares: its kings, none of them on its back rank (none: no king at all)
    CastlingKingMisplaced,
    // color, squares: its castling king and the rook of each right standing on the wrong side
    // of it (the reader never makes such a right; the editor can leave one behind)
    CastlingRookWrongSide,
    // color, squares: its king on the a- or h-file and the rook of a right beside it: no
    // start, ordinary or Chess960, puts the king there (docs/FEN-RULES.md §7)
    CastlingKingOnCornerFile,
    EpNotPlausible,   // squares: the ep square
    HalfmoveWithEp,   // halfmove clock > 0 while an ep square is set
    HalfmoveTooLarge, // more plies than could have been played
    // info: status
    EpNotCapturable,     // plausible, but no legal en-passant capture exists
    FiftyMoveRule,       // halfmove >= FiftyMoveRulePlies (100, moves.h)
    SeventyFiveMoveRule, // halfmove >= SeventyFiveMoveRulePlies (150)
    Chess960Castling,    // castling rights that only make sense in Chess960
    Check,
    Checkmate,
    Stalemate,
    InsufficientMaterial,
};

struct Finding {
    FindingCode code;
    Severity severity;
    Bitboard squares = 0;
    Color color = Color::White; // the colour concerned, where the code names one
};

std::vector<Finding> judge(const Position& pos);
// Fixed words for the JSON ("missing_king", "error"), defined in names.cpp.
std::string_view codeName(FindingCode code);
std::string_view severityName(Severity s);

bool hasErrors(const std::vector<Finding>& findings);

// gameStatus(pos), given judge(pos)'s findings: judge has found it already when it found no
// error (check, checkmate, stalemate among the findings); otherwise it is worked out again.
GameStatus gameStatus(const Position& pos, const std::vector<Finding>& findings);

// What Lichess would do with the position: refuse it, or accept it and keep this position
// (castling rights and ep square it cannot use dropped).
struct LichessVerdict {
    bool accepts = false;
    std::vector<FindingCode> refusals; // the errors that make it refuse
    // kept.epSquare is exactly the square Lichess writes (or none), so writing kept with
    // EpOutput::Always reproduces Lichess's FEN even where chessops keeps an ep square with a
    // piece on it, which EpOutput::OnlyCapturable (our epCapturable) would leave out.
    Position kept;
    bool castlingDropped = false;
    bool epDropped = false;
};

LichessVerdict lichessVerdict(const Position& pos, const std::vector<Finding>& findings);
// The verdict on the FEN as it is written with `options`, which is what Lichess is sent: an
// ep square the options leave out never reaches Lichess, so it is no change Lichess makes.
LichessVerdict lichessVerdict(const Position& pos, FenWriteOptions options);

} // namespace forsyth
