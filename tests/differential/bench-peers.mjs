#!/usr/bin/env node
// The peers' side of tests/bench/peers_bench.sh (a benchmark, not a test).
//
//   node bench-peers.mjs corpus SEED COUNT valid.txt damaged.txt
//       COUNT FENs from random games (the standard start, some Chess960 starts), and COUNT
//       damaged copies of them (a character changed, dropped, doubled or a field cut off).
//   node bench-peers.mjs time FILE
//       checks each line of FILE in this process with chessops (parseFen, Chess.fromSetup,
//       makeFen) and with chess.js (new Chess(fen), .fen()), and prints for each
//       "NAME NS_PER_FEN ACCEPTED", the best of three passes.
import { readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { Chess as ChessJs } from 'chess.js';
import { mulberry32 } from './random.mjs';

const STANDARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const CHESS960 = [
  'bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1',
  'nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1',
  'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1',
];

function corpus(seed, count, validPath, damagedPath) {
  const rnd = mulberry32(seed >>> 0);
  const int = n => Math.floor(rnd() * n);
  const valid = [];
  while (valid.length < count) {
    const start = rnd() < 0.1 ? CHESS960[int(CHESS960.length)] : STANDARD;
    const pos = Chess.fromSetup(parseFen(start).unwrap()).unwrap();
    const plies = 1 + int(120);
    for (let ply = 0; ply < plies && valid.length < count; ply++) {
      const moves = [];
      for (const [from, dests] of pos.allDests()) for (const to of dests) moves.push({ from, to });
      if (!moves.length) break;
      const move = moves[int(moves.length)];
      const piece = pos.board.get(move.from);
      if (piece.role === 'pawn' && (move.to >> 3 === 0 || move.to >> 3 === 7)) move.promotion = 'queen';
      pos.play(move);
      if (rnd() < 0.08) valid.push(makeFen(pos.toSetup()));
    }
  }
  const chars = 'pnbrqkPNBRQK12345678/ -wKQkq0';
  const damaged = valid.map(fen => {
    const at = int(fen.length);
    switch (int(4)) {
      case 0: return fen.slice(0, at) + chars[int(chars.length)] + fen.slice(at + 1);
      case 1: return fen.slice(0, at) + fen.slice(at + 1);
      case 2: return fen.slice(0, at) + fen[at] + fen.slice(at);
      default: return fen.split(' ').slice(0, 1 + int(5)).join(' ') + ' x';
    }
  });
  writeFileSync(validPath, valid.join('\n') + '\n');
  writeFileSync(damagedPath, damaged.join('\n') + '\n');
}

function chessops(fen) {
  const setup = parseFen(fen);
  if (setup.isErr) return false;
  const pos = Chess.fromSetup(setup.value);
  if (pos.isErr) return false;
  return makeFen(pos.value.toSetup()).length > 0;
}

function chessjs(fen) {
  try {
    return new ChessJs(fen).fen().length > 0;
  } catch {
    return false;
  }
}

function time(path) {
  const lines = readFileSync(path, 'utf8').split('\n').filter(l => l.length);
  for (const [name, check] of [['chessops', chessops], ['chess.js', chessjs]]) {
    let best = Infinity;
    let accepted = 0;
    for (let pass = 0; pass < 3; pass++) {
      accepted = 0;
      const start = process.hrtime.bigint();
      for (const line of lines) if (check(line)) accepted++;
      best = Math.min(best, Number(process.hrtime.bigint() - start) / lines.length);
    }
    console.log(`${name} ${Math.round(best)} ${accepted}`);
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'corpus' && args.length === 4) corpus(Number(args[0]), Number(args[1]), args[2], args[3]);
else if (mode === 'time' && args.length === 1) time(args[0]);
else {
  process.stderr.write('usage: bench-peers.mjs corpus SEED COUNT VALID DAMAGED | time FILE\n');
  process.exit(2);
}
