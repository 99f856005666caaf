#!/usr/bin/env bash
# Start-up of the editor measured from outside (a benchmark, not a test; README, Benchmarks):
# for each binary given, RUNS starts on a fresh Xvfb display, alternating between the binaries
# so that both see the same machine, timed by bench_first_paint from the X server's events: to
# the window being mapped and to its first drawing, and the resident memory (VmRSS) half a
# second later. Settings go to a temporary folder, so every start is a first start.
#
#   tests/bench/startup_bench.sh [-n RUNS] FORSYTH [FORSYTH...]
#
# bench_first_paint is looked for in build/tests/bench, or where FIRST_PAINT says (it is built
# with the benchmarks when libxcb-damage0-dev is installed: scripts/install-deps.sh test).
set -euo pipefail

runs=10
if [[ ${1:-} == -n ]]; then
    runs=$2
    shift 2
fi
(($# > 0)) || {
    echo "usage: $0 [-n RUNS] FORSYTH [FORSYTH...]" >&2
    exit 2
}
timer=${FIRST_PAINT:-build/tests/bench/bench_first_paint}
[[ -x $timer ]] || {
    echo "startup_bench: $timer is missing (build the benchmarks with libxcb-damage0-dev installed)" >&2
    exit 1
}
command -v Xvfb >/dev/null || {
    echo "startup_bench: Xvfb is missing (scripts/install-deps.sh test)" >&2
    exit 1
}

display=:$((100 + RANDOM % 500))
# -noreset: without it the server resets each time its last client leaves, and a program
# started during the reset finds no display.
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null' EXIT
export DISPLAY=$display
for _ in $(seq 50); do
    [[ -e /tmp/.X11-unix/X${display#:} ]] && break
    sleep 0.1
done
"$timer" "$runs" "$@"
