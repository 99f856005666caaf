#!/usr/bin/env bash
# Benchmark, not a test (docs/COLLECTIONS.md §8): `forsyth positions` throughput on 100,000 PGN
# games and 100,000 EPD lines, and the editor opening the 100,000-game file (window mapped, and
# resident memory half a second later) on a fresh Xvfb display.
#   tests/bench/collections_bench.sh FORSYTH_BINARY [GAMES=100000]
# Prints the figures; asserts nothing.
set -euo pipefail

bin=${1:?usage: collections_bench.sh FORSYTH_BINARY [GAMES]}
count=${2:-100000}
work=$(mktemp -d "${TMPDIR:-/tmp}/forsyth-bench.XXXXXX")
xvfb_pid=""
app_pid=""
cleanup() {
    [[ -n $app_pid ]] && kill "$app_pid" 2>/dev/null
    [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# Four games of 40 to 60 plies with comments, a variation and NAGs, each file's game N with
# its own Event; every tenth from a FEN tag.
awk -v n="$count" 'BEGIN {
    g[0] = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {Ruy} 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 1/2-1/2"
    g[1] = "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O 5. Bd3 d5 6. Nf3 c5 7. O-O Nc6 8. a3 Bxc3 9. bxc3 dxc4 10. Bxc4 Qc7 $1 11. Bd3 e5 12. Qc2 Re8 (12... Bg4 13. Nxe5) 13. Nxe5 Nxe5 14. dxe5 Qxe5 15. f3 Bd7 16. a4 Rac8 17. Ba3 b6 18. Rfe1 Qc7 19. e4 c4 20. Bf1 Nh5 1-0"
    g[2] = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3 Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. g5 b4 13. Ne2 Ne8 14. f4 a5 15. f5 a4 16. Nbd4 exd4 17. Nxd4 b3 18. Kb1 bxc2+ 19. Nxc2 Bb3 20. axb3 axb3 0-1"
    g[3] = "1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6 4. g3 d5 5. cxd5 Nxd5 6. Bg2 Nb6 7. O-O Be7 8. d3 O-O 9. a3 Be6 10. b4 a5 11. b5 Nd4 12. Nd2 c6 13. bxc6 bxc6 14. e3 Nf5 15. Qc2 Qd7 16. Rb1 Rab8 17. Bb2 Rfd8 18. Rfc1 f6 19. Nce4 Nd5 20. Nc5 Bxc5 *"
    for (i = 1; i <= n; i++) {
        printf "[Event \"Game %d\"]\n[Site \"?\"]\n[White \"W%d\"]\n[Black \"B%d\"]\n[Result \"*\"]\n", i, i, i
        if (i % 10 == 0)
            printf "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"
        printf "\n%s\n\n", g[i % 4]
    }
}' >"$work/games.pgn"
"$bin" positions --ply end "$work/games.pgn" | head -n "$count" |
    awk '{ printf "%s bm e4; id \"E%d\";\n", $1 " " $2 " " $3 " " $4, NR }' >"$work/lines.epd"

seconds() { # command...: wall seconds of one run, output to /dev/null
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null || true
    end=$(date +%s%N)
    echo "scale=3; ($end - $start) / 1000000000" | bc
}

size=$(du -m "$work/games.pgn" | cut -f1)
echo "corpus: $count PGN games (${size} MB), $count EPD lines"
for args in "--ply start" "--ply end" "--ply end --json"; do
    # shellcheck disable=SC2086 # the options are meant to split
    s=$(seconds "$bin" positions $args "$work/games.pgn")
    echo "positions $args, $count games: ${s} s, $(echo "$count / $s" | bc) games/s"
done
s=$(seconds "$bin" positions "$work/lines.epd")
echo "positions, $count EPD lines: ${s} s, $(echo "$count / $s" | bc) lines/s"

if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
    display=:$((90 + RANDOM % 100))
    Xvfb "$display" -screen 0 1400x900x24 -noreset >/dev/null 2>&1 &
    xvfb_pid=$!
    sleep 1
    for run in 1 2 3; do
        start=$(date +%s%N)
        DISPLAY=$display XDG_CONFIG_HOME=$work/config "$bin" "$work/games.pgn" >/dev/null 2>&1 &
        app_pid=$!
        until DISPLAY=$display xdotool search --onlyvisible --pid "$app_pid" >/dev/null 2>&1; do sleep 0.01; done
        end=$(date +%s%N)
        sleep 0.5
        rss=$(awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$app_pid/status")
        peak=$(awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$app_pid/status")
        echo "editor opening $count games, run $run: window mapped in $(((end - start) / 1000000)) ms, ${rss} MB resident 0.5 s later (peak ${peak} MB)"
        kill "$app_pid"
        wait "$app_pid" 2>/dev/null || true
        app_pid=""
    done
fi
