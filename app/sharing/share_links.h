// Links that open a position on Lichess and Chess.com, built from the FEN the user sees.
#pragma once

#include <QString>

namespace forsyth {

// https://lichess.org/analysis/<FEN with spaces as _>, `/` kept in the path, anything else
// a path may not hold percent-encoded; `?color=black` when the board is seen from Black's side.
QString lichessAnalysisLink(const QString& fen, bool flipped);
// The same on Lichess's board editor: https://lichess.org/editor/<FEN>.
QString lichessEditorLink(const QString& fen, bool flipped);
// https://www.chess.com/analysis?fen=<percent-encoded FEN, `/` as %2F>, `&flip=true` when
// flipped.
QString chessComAnalysisLink(const QString& fen, bool flipped);

} // namespace forsyth
