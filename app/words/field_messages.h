// Words for the field controls and the findings panel, from core's codes: why a castling
// right or an en-passant square is not offered, the game status, the 50/75-move status and
// what Lichess would make of the position. Kept beside messages.h (the FEN reader's and the
// findings' words), which is shared with the command line.
#pragma once

#include "fen.h"
#include "field_options.h"
#include "findings.h"

#include <QString>

#include <vector>

namespace forsyth {

// The name of FEN field 1-6 ("Placement", ..., "Fullmove number"), as the legend, the slides
// and the badges say it; empty outside 1-6.
QString fenFieldName(int field);

// "White O-O (K)", "White O-O (H)": a castling right as the controls name it, with the letter
// the FEN shows for it (castlingLetter in fen.h).
QString castlingRightName(Color color, CastlingSide side, char letter);
// Why the right cannot be set: "No white king", "The white king is not on rank 1", "No white
// rook on the king's side of the king"; empty for CastlingBlock::None.
QString describe(CastlingBlock block, Color color, CastlingSide side);
// Why `ep` is not a plausible en-passant square with `sideToMove` to move; empty when it is.
QString describe(EpBlock block, Square ep, Color sideToMove);
// Which en-passant squares are offered at all, for the chooser's tooltip.
QString epOfferRule(Color sideToMove);

// "White to move", "White is in check", "Checkmate: White is mated", "Stalemate", or that the
// position is not legal: from the findings' status codes and errors.
QString statusLine(const Position& pos, const std::vector<Finding>& findings);
// Beside the halfmove clock: the 50- or 75-move status, empty below 100 plies.
QString moveRuleLine(const std::vector<Finding>& findings);
// "Lichess: accepts", "Lichess: accepts but would change castling KQkq → Kkq", "Lichess:
// refuses it. White has no king". Judged on the FEN as written with `options` (what a
// link sends), and its fields written so.
QString lichessLine(const Position& pos, FenWriteOptions options);

} // namespace forsyth
