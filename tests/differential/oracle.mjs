#!/usr/bin/env node
// Reads lines on stdin, prints one JSON object per line on stdout:
// {"input", "parses": parseFen(trimmed line) ok, "accepts": parses and
//  Chess.fromSetup ok, "fen": makeFen(pos.toSetup()) or null}
import { createInterface } from 'node:readline';
import { oracle } from './oracle-lib.mjs';

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
let buf = [];
const flush = () => {
  if (buf.length) {
    process.stdout.write(buf.join(''));
    buf = [];
  }
};
rl.on('line', line => {
  buf.push(JSON.stringify(oracle(line)) + '\n');
  if (buf.length >= 1000) flush();
});
rl.on('close', flush);
