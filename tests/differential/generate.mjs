#!/usr/bin/env node
// Deterministic generator of FEN-ish lines for the differential test.
// Usage: node generate.mjs SEED COUNT  > gen.txt
//
// About half of the lines are positions reached by random legal games (played
// with chessops, from the standard start or a random Chess960 start); the other
// half are damaged copies of such positions (see DAMAGES below). One line per
// position; no line contains '\n' or '\r', and no line is blank.
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSquare } from 'chessops/util';
import { mulberry32 } from './random.mjs';

const seedArg = Number.parseInt(process.argv[2] ?? '1', 10);
const count = Number.parseInt(process.argv[3] ?? '20000', 10);
if (!Number.isFinite(seedArg) || !Number.isFinite(count) || count < 0) {
  process.stderr.write('usage: node generate.mjs SEED COUNT\n');
  process.exit(2);
}

const rnd = mulberry32(seedArg >>> 0);
const int = n => Math.floor(rnd() * n); // 0 .. n-1
const chance = p => rnd() < p;
const pick = arr => arr[int(arr.length)];

// ---------------------------------------------------------------- positions
const STANDARD = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

function chess960Start() {
  const rank = new Array(8).fill(null);
  rank[2 * int(4)] = 'b'; // dark-square bishop
  rank[2 * int(4) + 1] = 'b'; // light-square bishop
  const free = () => rank.map((p, i) => (p ? -1 : i)).filter(i => i >= 0);
  let f = free();
  rank[f[int(f.length)]] = 'q';
  f = free();
  rank[f[int(f.length)]] = 'n';
  f = free();
  rank[f[int(f.length)]] = 'n';
  f = free(); // three left: rook, king, rook
  rank[f[0]] = 'r';
  rank[f[1]] = 'k';
  rank[f[2]] = 'r';
  const black = rank.join('');
  const a = String.fromCharCode(97 + f[0]);
  const h = String.fromCharCode(97 + f[2]);
  // Shredder-FEN castling: works whatever the rook files.
  const castling = h.toUpperCase() + a.toUpperCase() + h + a;
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${black.toUpperCase()} w ${castling} - 0 1`;
}

function randomMove(pos) {
  const ctx = pos.ctx();
  const moves = [];
  for (const [from, dests] of pos.allDests(ctx)) {
    for (const to of dests) moves.push([from, to]);
  }
  if (moves.length === 0) return undefined;
  const [from, to] = pick(moves);
  const move = { from, to };
  const piece = pos.board.get(from);
  if (piece && piece.role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7)) {
    move.promotion = chance(0.7) ? 'queen' : pick(['rook', 'bishop', 'knight']);
  }
  return move;
}

// Shredder notation for the rights chessops keeps (file letters always).
function shredderCastling(pos) {
  let out = '';
  for (const color of ['white', 'black']) {
    const sq = [...pos.castles.castlingRights].filter(s => (color === 'white' ? s < 8 : s >= 56)).reverse();
    for (const s of sq) {
      const f = String.fromCharCode(97 + (s & 7));
      out += color === 'white' ? f.toUpperCase() : f;
    }
  }
  return out || '-';
}

// Plays a random game and returns a list of FEN lines at random plies.
function gameFens() {
  const start = chance(0.15) ? chess960Start() : STANDARD;
  const pos = Chess.fromSetup(parseFen(start).unwrap()).unwrap();
  const wanted = new Set();
  const n = 1 + int(3);
  for (let i = 0; i < n; i++) wanted.add(int(121));
  const maxPly = Math.max(...wanted);
  const out = [];
  for (let ply = 0; ply <= maxPly; ply++) {
    // Legal ep captures are rare in random games: also keep some of those plies.
    if (wanted.has(ply) || (ply > 0 && pos.toSetup().epSquare !== undefined && chance(0.3))) {
      out.push(writePosition(pos));
    }
    const move = randomMove(pos);
    if (!move) {
      if (!out.length) out.push(writePosition(pos)); // mate/stalemate: keep the final position
      break;
    }
    pos.play(move);
  }
  return out;
}

function writePosition(pos) {
  const setup = pos.toSetup();
  setup.halfmoves = pos.halfmoves; // no 150 cap in the input
  // ep: "always after a double push" (classic) or Lichess's "only when capturable".
  if (chance(0.6)) setup.epSquare = pos.epSquare;
  let fen = makeFen(setup);
  if (chance(0.15)) {
    const f = fen.split(' ');
    f[2] = shredderCastling(pos);
    fen = f.join(' ');
  }
  return fen;
}

// ---------------------------------------------------------------- damage
const PIECES = 'PNBRQKpnbrqk';

function expand(placement) {
  // -> array of 8 ranks, each an array of 8 chars ('.' = empty); null if not regular
  const ranks = placement.split('/');
  if (ranks.length !== 8) return null;
  const rows = [];
  for (const r of ranks) {
    const row = [];
    for (const c of r) {
      if (c >= '1' && c <= '8') for (let i = 0; i < +c; i++) row.push('.');
      else if (PIECES.includes(c)) row.push(c);
      else return null;
    }
    if (row.length !== 8) return null;
    rows.push(row);
  }
  return rows;
}
function compress(rows) {
  return rows
    .map(row => {
      let s = '';
      let e = 0;
      for (const c of row) {
        if (c === '.') e++;
        else {
          if (e) s += e;
          e = 0;
          s += c;
        }
      }
      if (e) s += e;
      return s;
    })
    .join('/');
}
function withBoard(fields, fn) {
  const rows = expand(fields[0]);
  if (!rows) return;
  fn(rows);
  fields[0] = compress(rows);
}
const squares = rows => {
  const list = [];
  for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) list.push([r, f]);
  return list;
};
const RANDOM_CHARS = 'abcdefghkmnpqrwxyzKQBNRPWX0123456789-+~/.,:;#!?()[]=*';
const garble = (min, max) => {
  let s = '';
  const n = min + int(max - min + 1);
  for (let i = 0; i < n; i++) s += pick(RANDOM_CHARS);
  return s;
};

const DAMAGES = [
  // ---- placement
  ['piece changed', 6, f => withBoard(f, rows => {
    const occ = squares(rows).filter(([r, c]) => rows[r][c] !== '.');
    if (occ.length) { const [r, c] = pick(occ); rows[r][c] = pick(PIECES); }
  })],
  ['piece added', 6, f => withBoard(f, rows => {
    const empty = squares(rows).filter(([r, c]) => rows[r][c] === '.');
    if (empty.length) { const [r, c] = pick(empty); rows[r][c] = pick(PIECES); }
  })],
  ['piece removed', 6, f => withBoard(f, rows => {
    const occ = squares(rows).filter(([r, c]) => rows[r][c] !== '.');
    if (occ.length) { const [r, c] = pick(occ); rows[r][c] = '.'; }
  })],
  ['kings removed', 4, f => withBoard(f, rows => {
    const which = pick(['K', 'k', 'Kk']);
    for (const [r, c] of squares(rows)) if (which.includes(rows[r][c])) rows[r][c] = '.';
  })],
  ['extra king', 2, f => withBoard(f, rows => {
    const empty = squares(rows).filter(([r, c]) => rows[r][c] === '.');
    if (empty.length) { const [r, c] = pick(empty); rows[r][c] = pick(['K', 'k']); }
  })],
  ['pawn on back rank', 4, f => withBoard(f, rows => {
    const r = pick([0, 7]);
    rows[r][int(8)] = pick(['P', 'p']);
  })],
  ['rook moved on back rank', 3, f => withBoard(f, rows => {
    const r = pick([0, 7]);
    const c = int(8);
    if (rows[r][c] !== 'K' && rows[r][c] !== 'k') rows[r][c] = r === 7 ? pick(['r', 'R', '.']) : pick(['R', 'r', '.']);
  })],
  ['raw char edit in placement', 4, f => {
    const s = f[0];
    const i = int(s.length + 1);
    const op = int(3);
    const c = pick('PNBRQKpnbrqk12345678909/~x');
    f[0] = op === 0 ? s.slice(0, i) + c + s.slice(i) : op === 1 ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + c + s.slice(i + 1);
  }],
  ['adjacent digits (44)', 4, f => {
    const ranks = f[0].split('/');
    const idx = ranks.map((r, i) => (/[2-8]/.test(r) ? i : -1)).filter(i => i >= 0);
    if (!idx.length) return;
    const i = pick(idx);
    ranks[i] = ranks[i].replace(/[2-8]/, d => { const a = 1 + int(+d - 1); return `${a}${+d - a}`; });
    f[0] = ranks.join('/');
  }],
  ['digit 0 or 9', 2, f => {
    f[0] = chance(0.5) ? f[0].replace(/8/, '9') : f[0].replace(/\//, '/0');
  }],
  ['promoted marker ~', 3, f => {
    const m = [...f[0].matchAll(/[NBRQnbrq]/g)];
    if (m.length && chance(0.8)) { const i = pick(m).index + 1; f[0] = f[0].slice(0, i) + '~' + f[0].slice(i); }
    else { const i = int(f[0].length + 1); f[0] = f[0].slice(0, i) + '~' + f[0].slice(i); }
  }],
  ['trailing slash / pockets', 1, f => {
    f[0] += pick(['/', '/Qn', '[]', '[Pp]', '/8']);
  }],
  ['rank dropped or doubled', 1, f => {
    const ranks = f[0].split('/');
    const i = int(8);
    if (chance(0.5)) ranks.splice(i, 1); else ranks.splice(i, 0, ranks[i]);
    f[0] = ranks.join('/');
  }],
  // ---- fields
  ['field dropped', 5, f => { if (f.length > 1) f.splice(1 + int(f.length - 1), 1); }],
  ['fields truncated (1-5 fields)', 6, f => { f.length = Math.min(f.length, 1 + int(5)); }],
  ['field garbled', 4, f => { f[int(f.length)] = garble(1, 4); }],
  ['side uppercase', 3, f => { if (f.length > 1) f[1] = f[1].toUpperCase(); }],
  ['side garbled', 1, f => { if (f.length > 1) f[1] = pick(['x', '-', 'white', 'W', 'B', 'bw', '']); }],
  ['side swapped', 6, f => { if (f.length > 1) f[1] = f[1] === 'w' ? 'b' : 'w'; }],
  ['castling shuffled/duplicated', 4, f => {
    if (f.length < 3 || f[2] === '-') return;
    const c = f[2].split('');
    for (let i = c.length - 1; i > 0; i--) { const j = int(i + 1); [c[i], c[j]] = [c[j], c[i]]; }
    if (chance(0.4)) c.splice(int(c.length + 1), 0, pick(c));
    f[2] = c.join('');
  }],
  ['castling invalid/extra letters', 5, f => {
    if (f.length < 3) return;
    const base = f[2] === '-' ? '' : f[2];
    const r = int(6);
    if (r === 0) f[2] = base + '-';
    else if (r === 1) f[2] = pick(['KQkq', 'KQ', 'kq', 'K', 'q', 'Kq']);
    else if (r === 2) f[2] = base + pick('ABCDEFGHabcdefgh');
    else if (r === 3) f[2] = base + pick('XYZxyzPp0');
    else if (r === 4) f[2] = pick(['HAha', 'HA', 'ha', 'GBgb', 'BG', 'AH', 'EH', 'KH', 'KG', 'QB', 'FH']);
    else f[2] = base.toLowerCase() || '-';
  }],
  ['ep changed', 6, f => {
    if (f.length < 4) return;
    const r = int(6);
    if (r === 0) f[3] = makeSquare(int(64)); // any square, often a wrong rank
    else if (r === 1) f[3] = String.fromCharCode(97 + int(8)) + pick(['3', '6']);
    else if (r === 2) f[3] = pick(['e9', 'i3', 'E6', '--', 'e', '36', '-e3', 'e3e6']);
    else if (r === 3) f[3] = f[1] === 'w' ? String.fromCharCode(97 + int(8)) + '3' : String.fromCharCode(97 + int(8)) + '6';
    else f[3] = String.fromCharCode(97 + int(8)) + pick(['3', '6']);
  }],
  ['piece put on the ep square', 2, f => {
    if (f.length < 4 || !/^[a-h][1-8]$/.test(f[3])) return;
    withBoard(f, rows => { rows[8 - +f[3][1]][f[3].charCodeAt(0) - 97] = pick(PIECES); });
  }],
  ['inner rook with a file-letter right', 3, f => {
    if (f.length < 3) return;
    const white = chance(0.5);
    const r = white ? 7 : 0; // row index in rows[] (rank 1 is the last row)
    let letter;
    withBoard(f, rows => {
      const k = rows[r].indexOf(white ? 'K' : 'k');
      const empty = [...rows[r].keys()].filter(c => rows[r][c] === '.' && c !== k);
      if (k < 0 || !empty.length) return;
      const c = pick(empty);
      rows[r][c] = white ? 'R' : 'r';
      letter = String.fromCharCode(97 + c);
      if (white) letter = letter.toUpperCase();
    });
    if (!letter) return;
    const keep = (f[2] === '-' ? '' : f[2]).split('').filter(ch => (white ? /[a-z]/ : /[A-Z]/).test(ch));
    if (chance(0.5)) keep.push(white ? pick(['K', 'Q']) : pick(['k', 'q']));
    f[2] = letter + keep.join('');
  }],
  ['counter changed', 6, f => {
    while (f.length < 6) f.push(['w', '-', '-', '0', '1'][f.length - 1]);
    const i = chance(0.5) ? 4 : 5;
    f[i] = pick(['-1', '-0', '0', '00', '0007', '9999', '10000', '99999', '150', '151', '3x', 'x', '1.5', '+3', '1e3', '٣', String(int(200)), String(int(10000))]);
  }],
  ['fullmove 0', 2, f => { while (f.length < 6) f.push(['w', '-', '-', '0', '1'][f.length - 1]); f[5] = '0'; }],
  ['7th field', 3, f => {
    while (f.length < 6) f.push(['w', '-', '-', '0', '1'][f.length - 1]);
    f.push(pick(['3+3', '+1+2', '0', 'x', '1+1', '4+0', '-', 'w']));
  }],
  ['three-check in 5th field', 1, f => { if (f.length >= 5) f[4] = pick(['3+3', '1+2', '+0+1']); }],
  ['fields merged (missing space)', 2, f => {
    if (f.length < 2) return;
    const i = int(f.length - 1);
    f.splice(i, 2, f[i] + f[i + 1]);
  }],
];
const DAMAGE_WEIGHT = DAMAGES.reduce((s, d) => s + d[1], 0);
function pickDamage() {
  let x = rnd() * DAMAGE_WEIGHT;
  for (const d of DAMAGES) if ((x -= d[1]) < 0) return d;
  return DAMAGES[DAMAGES.length - 1];
}

// Separators between fields: mostly one space, sometimes doubled spaces, tabs,
// underscores (URL form), NBSP, U+3000, and rarely EM SPACE (both sides read all
// of these: docs/FEN-RULES.md §4).
function assemble(f) {
  const parts = [];
  const mode = chance(0.7) ? 0 : int(7);
  for (let i = 0; i < f.length; i++) {
    if (i > 0) {
      let sep = ' ';
      switch (mode) {
        case 1: sep = chance(0.5) ? '  ' : ' '; break;
        case 2: sep = chance(0.5) ? '\t' : ' \t'; break;
        case 3: sep = '_'; break;
        case 4: sep = pick([' ', '\u00a0', '\u3000', ' \u00a0']); break;
        case 5: sep = pick([' ', '_', '\t', '  ', '_ ']); break;
        case 6: sep = chance(0.2) ? '\u2003' : ' '; break;
      }
      parts.push(sep);
    }
    parts.push(f[i]);
  }
  let s = parts.join('');
  if (chance(0.05)) s = pick([' ', '  ', '\t']) + s;
  if (chance(0.05)) s += pick([' ', '  ', '\t', ' \t']);
  return s;
}

function damage(fen) {
  const f = fen.split(' ');
  const n = chance(0.8) ? 1 : 2 + int(2);
  for (let i = 0; i < n; i++) pickDamage()[2](f);
  return f;
}

// ---------------------------------------------------------------- main
const out = [];
let pool = [];
let written = 0;
const flush = () => {
  if (out.length) {
    process.stdout.write(out.join('\n') + '\n');
    out.length = 0;
  }
};
while (written < count) {
  if (!pool.length) pool = gameFens();
  const fen = pool.shift();
  let line;
  if (chance(0.5)) line = chance(0.85) ? fen : assemble(fen.split(' '));
  else line = assemble(damage(fen));
  line = line.replace(/[\r\n]/g, '');
  if (line.trim() === '') line = '-';
  out.push(line);
  written++;
  if (out.length >= 1000) flush();
}
flush();
