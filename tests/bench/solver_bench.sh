#!/usr/bin/env bash
# Benchmark, not a test (docs/SOLVER.md): `forsyth solve` on a fixed set of #2, #3, h#2 and s#2
# problems, each searched once; prints each one's nodes, seconds and nodes per second, and
# the totals. Asserts nothing.
#   tests/bench/solver_bench.sh FORSYTH_BINARY
set -euo pipefail

bin=${1:?usage: solver_bench.sh FORSYTH_BINARY}

# FEN | option | moves: real problems, random positions with short mates (from
# tests/engine), and a middlegame in which the whole #3 and #4 trees must be refuted.
problems=(
    "1Q6/8/8/8/8/k2K4/8/8 w - - 0 1|--mate|2"
    "R7/8/2K5/8/8/8/R7/7k w - - 0 1|--mate|2"
    "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10|--mate|2"
    "8/8/8/3N4/K2Q4/5k2/R7/7b w - - 0 1|--mate|3"
    "2KQ3N/8/8/R7/8/8/8/7k w - - 0 1|--mate|3"
    "1R6/5K2/8/8/2Q5/k7/8/8 w - - 0 1|--mate|3"
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8|--mate|3"
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8|--mate|4"
    "4R3/8/8/8/3K4/1Q1Q4/6k1/8 b - - 0 1|--helpmate|2"
    "4r3/4Q3/8/7r/4Q3/8/kr4PP/7K w - - 0 1|--selfmate|2"
)

printf '%-8s %10s %9s %12s  %s\n' stip nodes seconds nodes/s FEN
for p in "${problems[@]}"; do
    IFS='|' read -r fen option moves <<<"$p"
    "$bin" solve "$fen" "$option" "$moves" --json |
        /usr/bin/python3 -c '
import json, sys
o = json.load(sys.stdin)
rate = o["nodes"] / o["seconds"] if o["seconds"] > 0 else 0
print("%-8s %10d %9.4f %12.0f  %s (%d keys)" % (o["stipulation"], o["nodes"], o["seconds"], rate, o["fen"], len(o["keys"])))'
done | tee /dev/stderr | /usr/bin/python3 -c '
import sys
rows = [line.split() for line in sys.stdin]
nodes = sum(int(r[1]) for r in rows)
seconds = sum(float(r[2]) for r in rows)
print("total: %d problems, %d nodes, %.3f s, %.1f million nodes/s" % (len(rows), nodes, seconds, nodes / seconds / 1e6))'
