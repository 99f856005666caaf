// What Lichess (chessops 0.15.1) makes of one input line. Shared by oracle.mjs
// and compare.mjs (which re-asks it about Forsyth's own normalized FEN).
import { parseFen, makeFen } from 'chessops/fen';
import { Chess } from 'chessops/chess';

export function oracle(input) {
  // Lichess trims before parseFen (parseFen itself does not: a leading or
  // trailing space makes it fail).
  const parsed = parseFen(input.trim());
  if (parsed.isErr) return { input, parses: false, accepts: false, fen: null };
  const pos = Chess.fromSetup(parsed.value);
  if (pos.isErr) return { input, parses: true, accepts: false, fen: null };
  return { input, parses: true, accepts: true, fen: makeFen(pos.value.toSetup()) };
}
