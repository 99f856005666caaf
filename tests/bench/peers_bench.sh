#!/usr/bin/env bash
# Forsyth against its peers in one run (a benchmark, not a test; README, Benchmarks):
#   - `forsyth check` as a whole process (plain and --json) on COUNT FENs from random games and
#     on COUNT damaged copies of them, against chessops and chess.js checking the same FENs in
#     one node process (tests/differential/bench-peers.mjs);
#   - start-up of `forsyth check` on empty input, beside a bare process and a bare Qt Core
#     program (tests/bench/bare_core.cpp, when FORSYTH is in a build tree);
#   - `forsyth perft` against Stockfish's `go perft` on the start position (depth 6) and
#     Kiwipete (depth 5), both as whole processes, and Stockfish's start-up alone.
# Each time is the best of RUNS; prints the figures and the ratios, asserts nothing.
#
#   tests/bench/peers_bench.sh FORSYTH [COUNT=100000] [RUNS=5]
set -euo pipefail

forsyth=${1:?usage: peers_bench.sh FORSYTH [COUNT] [RUNS]}
count=${2:-100000}
runs=${3:-5}
here=$(cd "$(dirname "$0")" && pwd)
peers=$here/../differential
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
for tool in node npm "$stockfish"; do
    command -v "$tool" >/dev/null || {
        echo "peers_bench: $tool is missing (scripts/install-deps.sh test)" >&2
        exit 1
    }
done
[[ -d $peers/node_modules/chessops ]] || npm ci --prefix "$peers" --no-audit --no-fund >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now_ns() { date +%s%N; }

# best_ms COMMAND...: the fastest of RUNS runs in milliseconds (3 decimals), standard input
# from $input (default /dev/null), output to /dev/null.
best_ms() {
    local best="" start end
    for ((run = 0; run < runs; ++run)); do
        start=$(now_ns)
        "$@" <"${input:-/dev/null}" >/dev/null 2>&1 || true
        end=$(now_ns)
        if [[ -z $best ]] || ((end - start < best)); then best=$((end - start)); fi
    done
    awk -v ns="$best" 'BEGIN { printf "%.3f\n", ns / 1e6 }'
}

# ratio A B: A / B with one decimal.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f\n", a / b }'; }

node "$peers/bench-peers.mjs" corpus 7 "$count" "$work/valid.txt" "$work/damaged.txt"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'); $(date -u +%F)"
echo "corpus: $count FENs from random games (some Chess960), and $count damaged copies"

declare -A peer
while read -r name ns accepted; do
    peer[$name]=$ns
    echo "$name (in one node process, best of 3): $ns ns per FEN, $accepted accepted"
done < <(node "$peers/bench-peers.mjs" time "$work/valid.txt")

# Start-up, beside a bare process and (in a build tree) a bare Qt Core program.
bare=$(best_ms /bin/true)
line="start-up: a bare process (/bin/true) $bare ms"
bare_core=$(dirname "$forsyth")/../tests/bench/bench_bare_core
[[ -x $bare_core ]] && line+=", a bare Qt Core program $(best_ms "$bare_core") ms"
echo "$line, forsyth check on empty input $(best_ms "$forsyth" check) ms"

for corpus in valid damaged; do
    for mode in plain json; do
        args=(check)
        [[ $mode == json ]] && args+=(--json)
        ms=$(input=$work/$corpus.txt best_ms "$forsyth" "${args[@]}")
        ns=$(awk -v ms="$ms" -v n="$count" 'BEGIN { printf "%d\n", ms * 1e6 / n }')
        line="forsyth check ($mode, $corpus FENs, whole process): $ms ms, $ns ns per FEN"
        [[ $corpus == valid ]] && line+=", $(ratio "${peer[chessops]}" "$ns")x chessops, $(ratio "${peer[chess.js]}" "$ns")x chess.js"
        echo "$line"
    done
done

kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
startpos="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
printf 'quit\n' >"$work/sf-quit"
printf 'position startpos\ngo perft 6\nquit\n' >"$work/sf-start"
printf 'position fen %s\ngo perft 5\nquit\n' "$kiwipete" >"$work/sf-kiwipete"
sf_start=$(input=$work/sf-quit best_ms "$stockfish")
echo "Stockfish ($("$stockfish" <"$work/sf-quit" | head -1 | cut -d' ' -f1-2)) start-up alone: $sf_start ms"
for position in start kiwipete; do
    if [[ $position == start ]]; then fen=$startpos depth=6; else fen=$kiwipete depth=5; fi
    ours=$(best_ms "$forsyth" perft "$fen" "$depth")
    theirs=$(input=$work/sf-$position best_ms "$stockfish")
    nodes=$("$forsyth" perft "$fen" "$depth")
    echo "perft $position depth $depth ($nodes nodes, whole process): forsyth $ours ms, Stockfish $theirs ms;" \
        "Stockfish / forsyth: $(ratio "$theirs" "$ours")"
done
