#!/usr/bin/env bash
# Differential test: `forsyth check --json` against chessops (Lichess's rules).
# Usage: tests/differential/run.sh FORSYTH_BINARY [COUNT=20000] [SEED=1]
# Exit status: compare.mjs's (0 = no unexplained mismatch), or 2 on setup errors.
# The work dir is removed on success and kept (path printed) on failure,
# or always with KEEP=1.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="${1:-}"
count="${2:-20000}"
seed="${3:-1}"

die() { echo "differential: $*" >&2; exit 2; }
[ -n "$bin" ] || die "usage: $0 FORSYTH_BINARY [COUNT] [SEED]"
[ -x "$bin" ] || die "not an executable: $bin"
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
[[ "$count" =~ ^[0-9]+$ ]] || die "COUNT must be a number: $count"
[[ "$seed" =~ ^[0-9]+$ ]] || die "SEED must be a number: $seed"
command -v node >/dev/null 2>&1 || die "node is missing (need node >= 18 and npm)"
command -v npm >/dev/null 2>&1 || die "npm is missing (need node >= 18 and npm)"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
[ "$node_major" -ge 18 ] || die "node >= 18 needed, found $(node --version)"

if [ ! -d "$here/node_modules/chessops" ]; then
  echo "differential: installing chessops (npm ci)" >&2
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci failed"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/forsyth-diff.XXXXXX")"
cleanup() {
  local rc=$?
  if [ "$rc" -eq 0 ] && [ "${KEEP:-0}" != 1 ]; then rm -rf "$work"
  else echo "differential: files kept in $work" >&2; fi
}
trap cleanup EXIT

node "$here/generate.mjs" "$seed" "$count" > "$work/gen.txt" || die "generate.mjs failed"

set +e
"$bin" check --json < "$work/gen.txt" > "$work/ours.jsonl" 2> "$work/ours.stderr"
status=$?
set -e
# 0: every line parsed; 1: some lines did not parse (expected here).
if [ "$status" -gt 1 ]; then
  echo "differential: '$bin check --json' exited with status $status (crash or usage error)" >&2
  head -c 2000 "$work/ours.stderr" >&2 || true
  exit 2
fi

node "$here/oracle.mjs" < "$work/gen.txt" > "$work/oracle.jsonl" || die "oracle.mjs failed"

# The last command: its status (compare.mjs's) is the script's, and the EXIT trap sees it.
node "$here/compare.mjs" "$work/ours.jsonl" "$work/oracle.jsonl"
