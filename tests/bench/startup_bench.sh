#!/usr/bin/env bash
# Start-up of the editor measured from outside (a benchmark, not a test; README, Benchmarks):
# for each binary given, RUNS starts on a fresh Xvfb display, alternating between the binaries
# so that both see the same machine; from starting the program to its window being mapped
# (xdotool search --onlyvisible, polled every 10 ms), and its resident memory (VmRSS) half a
# second later. Settings go to a temporary folder, so every start is a first start.
#
#   tests/bench/startup_bench.sh [-n RUNS] FORSYTH [FORSYTH...]
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
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || {
        echo "startup_bench: $tool is missing (scripts/install-deps.sh test)" >&2
        exit 1
    }
done

work=$(mktemp -d)
display=:$((100 + RANDOM % 500))
# -noreset: without it the server resets each time its last client leaves, and a program
# started during the reset finds no display (a "no window" start, 5 of 20 here).
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp -noreset >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
export DISPLAY=$display
for _ in $(seq 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.1
done

now_ms() { date +%s%3N; }

# One start: prints "milliseconds kilobytes".
start_once() {
    local binary=$1 started pid mapped rss
    rm -rf "$work/config"
    started=$(now_ms)
    XDG_CONFIG_HOME=$work/config "$binary" >/dev/null 2>&1 &
    pid=$!
    mapped=""
    for _ in $(seq 1000); do
        if xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1; then
            mapped=$(now_ms)
            break
        fi
        sleep 0.01
    done
    sleep 0.5
    rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [[ -z $mapped ]]; then
        echo "never 0"
    else
        echo "$((mapped - started)) $rss"
    fi
}

declare -A times memory
for ((run = 0; run <= runs; ++run)); do
    for binary in "$@"; do
        read -r ms kb < <(start_once "$binary")
        ((run == 0)) && continue # the first, cold start of each is left out
        [[ $ms == never ]] && { echo "startup_bench: $binary: no window within 10 s" >&2; continue; }
        times[$binary]+="$ms "
        memory[$binary]+="$kb "
    done
done

for binary in "$@"; do
    # shellcheck disable=SC2086 # the lists are words on purpose
    printf '%s\n' ${times[$binary]} | sort -n | awk -v name="$binary" '
        { t[NR] = $1 } END { printf "%s: mapped in %d-%d ms, median %d ms (%d warm starts)\n", name, t[1], t[NR], t[int((NR + 1) / 2)], NR }'
    # shellcheck disable=SC2086
    printf '%s\n' ${memory[$binary]} | sort -n | awk '
        { m[NR] = $1 } END { printf "  resident half a second later: %.1f-%.1f MB, median %.1f MB\n", m[1] / 1024, m[NR] / 1024, m[int((NR + 1) / 2)] / 1024 }'
done
