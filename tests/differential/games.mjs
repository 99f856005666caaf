#!/usr/bin/env node
// Differential test of PGN and SAN (docs/COLLECTIONS.md §7): random games played by chess.js
// from the standard start, and by chessops from Chess960 starts (chess.js has no Chess960
// castling), written as one PGN with comments, NAGs, glyphs, variations, 0-0 castling and
// promotions without '='.
//   node games.mjs generate SEED COUNT DIR   writes DIR/games.pgn and DIR/expected.jsonl
//   node games.mjs compare DIR OURS.jsonl    OURS = forsyth positions --ply end --json games.pgn
// compare checks, game by game: the final FEN, the number of plies, no problems, Forsyth's SAN
// equal to the library's, and Forsyth's SAN read back by the library as the same moves.
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { readFileSync, writeFileSync } from 'node:fs';
import { mulberry32 } from './random.mjs';

const STANDARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// The same FEN as chessops writes it: both sides' FENs compared after this, so that the
// notation of castling rights and an en-passant square no capture can use do not count.
function normalFen(fen) {
  const setup = parseFen(fen);
  const pos = setup.isOk ? Chess.fromSetup(setup.value) : setup;
  return pos.isOk ? makeFen(pos.value.toSetup()) : `unreadable: ${fen}`;
}

// Every legal move of a chessops position, promotions to each piece.
function legalMoves(pos) {
  const out = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      if (pos.board.get(from).role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) {
        for (const promotion of ['queen', 'rook', 'bishop', 'knight']) out.push({ from, to, promotion });
      } else out.push({ from, to });
    }
  }
  return out;
}

const squareName = s => String.fromCharCode(97 + (s & 7)) + String.fromCharCode(49 + (s >> 3));

// chessops plays every game and picks its moves (fast); the SAN expected of Forsyth is
// chess.js's for the standard games and chessops' for Chess960.
class Game {
  constructor(fen, chess960) {
    this.pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
    this.js = chess960 ? null : new ChessJs(fen);
  }
  moves() {
    return legalMoves(this.pos);
  }
  play(move) {
    let san = makeSan(this.pos, move);
    if (this.js) {
      // chess.js names castling by the king's destination, chessops by the rook's square.
      let to = move.to;
      if (san.startsWith('O-O')) to = (move.from & 56) + (move.to > move.from ? 6 : 2);
      san = this.js.move({ from: squareName(move.from), to: squareName(to), promotion: move.promotion?.[0] === 'k' ? 'n' : move.promotion?.[0] }).san;
    }
    this.pos.play(move);
    return san;
  }
  san(move) {
    return makeSan(this.pos, move);
  }
  fen() {
    return makeFen(this.pos.toSetup());
  }
}

function chess960Start(int) {
  const rank = new Array(8).fill(null);
  rank[2 * int(4)] = 'b';
  rank[2 * int(4) + 1] = 'b';
  const free = () => rank.map((p, i) => (p ? -1 : i)).filter(i => i >= 0);
  for (const piece of ['q', 'n', 'n']) {
    const f = free();
    rank[f[int(f.length)]] = piece;
  }
  const f = free();
  [rank[f[0]], rank[f[1]], rank[f[2]]] = ['r', 'k', 'r'];
  const black = rank.join('');
  const a = String.fromCharCode(97 + f[0]);
  const h = String.fromCharCode(97 + f[2]);
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${black.toUpperCase()} w ${h.toUpperCase()}${a.toUpperCase()}${h}${a} - 0 1`;
}

function generate(seed, count, dir) {
  const rnd = mulberry32(seed >>> 0);
  const int = n => Math.floor(rnd() * n);
  const chance = p => rnd() < p;
  const pick = arr => arr[int(arr.length)];
  const words = ['a', 'quiet', 'move', 'threat', 'better', 'was', 'Nf3', '(!)', 'x', 'pawn', '$3', 'e4', ';'];
  const comment = () => {
    const n = 1 + int(12);
    const parts = [];
    for (let i = 0; i < n; i++) parts.push(pick(words));
    return parts.join(chance(0.2) ? '\n' : ' ');
  };
  const styled = san => {
    let s = san;
    if (chance(0.3)) s = s.replace(/O-O/g, '0-0');
    if (chance(0.3)) s = s.replace(/=([QRBN])/, '$1');
    if (chance(0.05)) s += pick(['!', '?', '!!', '??', '!?', '?!']);
    return s;
  };
  let pgn = '';
  const expected = [];
  for (let g = 0; g < count; g++) {
    const chess960 = chance(0.15);
    const start = chess960 ? chess960Start(int) : STANDARD;
    const game = new Game(start, chess960);
    const tokens = [];
    const sans = [];
    const plies = int(160);
    let fullmove = 1;
    let white = true;
    let needNumber = true;
    for (let ply = 0; ply < plies; ply++) {
      const moves = game.moves();
      if (moves.length === 0) break;
      const move = pick(moves);
      if (white) tokens.push(`${fullmove}.`);
      else if (needNumber) tokens.push(`${fullmove}...`);
      needNumber = false;
      tokens.push(null); // the move, once played: its SAN is known then
      if (chance(0.05)) {
        tokens.push(`$${1 + int(139)}`);
        needNumber = true;
      }
      if (chance(0.04) && moves.length > 1) {
        // A variation: another move here, and maybe a reply.
        const other = pick(moves.filter(m => m !== move));
        const line = [white ? `${fullmove}.` : `${fullmove}...`, game.san(other)];
        const after = game.pos.clone();
        after.play(other);
        const replies = legalMoves(after);
        if (replies.length && chance(0.5))
          line.push(...(white ? [] : [`${fullmove + 1}.`]), makeSan(after, pick(replies)));
        if (chance(0.3)) line.push(`{${comment()}}`);
        tokens.push(`(${line.join(' ')})`);
        needNumber = true;
      }
      const san = game.play(move);
      sans.push(san);
      tokens[tokens.indexOf(null)] = styled(san);
      if (chance(0.06)) {
        tokens.push(`{${comment()}}`);
        needNumber = true;
      }
      if (!white) fullmove++;
      white = !white;
    }
    const result = pick(['1-0', '0-1', '1/2-1/2', '*']);
    let header = `[Event "Random ${g + 1}"]\n[Site "?"]\n[White "W${g}"]\n[Black "B${g}"]\n[Result "${result}"]\n`;
    if (chess960) header += `[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${start}"]\n`;
    let movetext = '';
    let line = '';
    for (const t of tokens) {
      if (line.length + t.length + 1 > 79 && line) {
        movetext += line + (chance(0.1) ? ' ; a line comment' : '') + '\n';
        line = '';
      }
      line += (line ? ' ' : '') + t;
    }
    movetext += `${line} ${result}\n`;
    pgn += `${header}\n${movetext}\n`;
    expected.push({ start, fen: game.fen(), san: sans, chess960 });
  }
  writeFileSync(`${dir}/games.pgn`, pgn);
  writeFileSync(`${dir}/expected.jsonl`, expected.map(e => JSON.stringify(e)).join('\n') + '\n');
}

function compare(dir, oursPath) {
  const expected = readFileSync(`${dir}/expected.jsonl`, 'utf8').trim().split('\n').map(l => JSON.parse(l));
  const ours = readFileSync(oursPath, 'utf8').trim().split('\n').filter(Boolean).map(l => JSON.parse(l));
  const failures = [];
  if (ours.length !== expected.length) failures.push(`${ours.length} records read, ${expected.length} games written`);
  for (let i = 0; i < Math.min(ours.length, expected.length) && failures.length < 20; i++) {
    const e = expected[i];
    const o = ours[i];
    const say = what => failures.push(`game ${i + 1}${e.chess960 ? ' (Chess960)' : ''}: ${what}`);
    if (o.problems.length) say(`problems ${JSON.stringify(o.problems)}`);
    if (o.moves !== e.san.length) say(`${o.moves} plies read, ${e.san.length} played`);
    if (!o.fen || normalFen(o.fen) !== normalFen(e.fen)) say(`final FEN ${o.fen}, expected ${e.fen}`);
    const differs = o.san.findIndex((s, k) => s !== e.san[k]);
    if (differs >= 0) say(`SAN ${o.san[differs]} at ply ${differs + 1}, library writes ${e.san[differs]}`);
    // Forsyth's SAN read back by the library: chess.js strictly, chessops with its reader.
    try {
      let fen;
      if (e.chess960) {
        const pos = Chess.fromSetup(parseFen(e.start).unwrap()).unwrap();
        for (const s of o.san) {
          const move = parseSan(pos, s);
          if (!move) throw new Error(s);
          pos.play(move);
        }
        fen = makeFen(pos.toSetup());
      } else {
        const js = new ChessJs(e.start);
        for (const s of o.san) js.move(s, { strict: true });
        fen = js.fen();
      }
      if (normalFen(fen) !== normalFen(e.fen)) say('our SAN replayed by the library ends elsewhere');
    } catch (err) {
      say(`the library does not read our SAN: ${err.message}`);
    }
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  const chess960 = expected.filter(e => e.chess960).length;
  const plies = expected.reduce((n, e) => n + e.san.length, 0);
  console.log(`games: ${expected.length} games (${chess960} from Chess960 starts), ${plies} plies: all agree`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'generate') generate(Number(args[0]), Number(args[1]), args[2]);
else if (mode === 'compare') compare(args[0], args[1]);
else {
  console.error('usage: node games.mjs generate SEED COUNT DIR | compare DIR OURS.jsonl');
  process.exit(2);
}
