// What a move changed in each FEN field and why, in the user's language (move mode).
#pragma once

#include "fen.h"
#include "moves.h"
#include "position.h"

#include <QStringList>

namespace forsyth {

// One line a changed field, in field order, e.g. "halfmove back to 0: a pawn moved",
// "ep e3: the pawn passed e3", "K and Q gone: the white king moved", "fullmove 2: Black has
// moved". move must be legal in before. Castling rights are named by the letters the FEN
// showed before the move in the notation in force ("H and A gone" in Shredder-FEN); the ep
// field is told as the FEN writes it (a square left out in "only when capturable" mode is
// said to be left out, and why).
QStringList explainMove(const Position& before, Move move, FenWriteOptions options);

} // namespace forsyth
