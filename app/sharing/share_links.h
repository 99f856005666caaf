// Links that open a position on Lichess and Chess.com, built from the FEN the user sees.
#pragma once

#include <QString>

namespace forsyth {

// https://lichess.org/analysis/<FEN with spaces as _>, `/` kept in the path, anything else
// a path may not hold percent-encoded; `?color=black` when the board is seen from Black's side.
// A Chess960 position opens on Lichess's Chess960 board, /analysis/chess960/<FEN>, where its
// castling works as Chess960's.
QString lichessAnalysisLink(const QString& fen, bool flipped, bool chess960 = false);
// The same on Lichess's board editor: https://lichess.org/editor/<FEN>.
QString lichessEditorLink(const QString& fen, bool flipped);
// https://www.chess.com/analysis?fen=<percent-encoded FEN, `/` as %2F>, `&flip=true` when
// flipped.
QString chessComAnalysisLink(const QString& fen, bool flipped);

} // namespace forsyth
