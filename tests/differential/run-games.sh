#!/usr/bin/env bash
# Differential test of PGN and SAN: random games (chess.js, and chessops for Chess960 starts)
# as one PGN; `forsyth positions --ply end --json` must agree with them game by game.
# Usage: tests/differential/run-games.sh FORSYTH_BINARY [COUNT=2000] [SEED=1]
# Exit status: games.mjs compare's (0 = every game agrees), or 2 on setup errors.
# The work dir is removed on success and kept (path printed) on failure, or always with KEEP=1.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="${1:-}"
count="${2:-2000}"
seed="${3:-1}"

die() { echo "differential games: $*" >&2; exit 2; }
[ -n "$bin" ] || die "usage: $0 FORSYTH_BINARY [COUNT] [SEED]"
[ -x "$bin" ] || die "not an executable: $bin"
[[ "$count" =~ ^[0-9]+$ ]] || die "COUNT must be a number: $count"
[[ "$seed" =~ ^[0-9]+$ ]] || die "SEED must be a number: $seed"
command -v node >/dev/null 2>&1 || die "node is missing (need node >= 18 and npm)"

if [ ! -d "$here/node_modules/chess.js" ] || [ ! -d "$here/node_modules/chessops" ]; then
  echo "differential games: installing chess.js and chessops (npm ci)" >&2
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci failed"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/forsyth-games.XXXXXX")"
cleanup() {
  local rc=$?
  if [ "$rc" -eq 0 ] && [ "${KEEP:-0}" != 1 ]; then rm -rf "$work"
  else echo "differential games: files kept in $work" >&2; fi
}
trap cleanup EXIT

node "$here/games.mjs" generate "$seed" "$count" "$work" || die "games.mjs generate failed"

set +e
"$bin" positions --ply end --json "$work/games.pgn" > "$work/ours.jsonl" 2> "$work/ours.stderr"
status=$?
set -e
if [ "$status" -gt 1 ]; then
  echo "differential games: '$bin positions' exited with status $status" >&2
  head -c 2000 "$work/ours.stderr" >&2 || true
  exit 2
fi

node "$here/games.mjs" compare "$work" "$work/ours.jsonl"
