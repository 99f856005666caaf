#!/usr/bin/env bash
# Installs whatever is missing (Debian 12), builds, and runs every test:
#   0. shellcheck   every *.sh and .ci/run (the ones git knows), default severity, following
#                   sourced files (-x)
#   1. build-asan/  clang, ASan + UBSan, warnings as errors: every ctest test (Qt tests, the
#                   CLI, the differential tests, the comparisons with Stockfish, end-to-end
#                   tests, install and package) under the sanitizers
#   2. build-fuzz/  clang + libFuzzer: each fuzz target for FORSYTH_FUZZ_SECONDS (default 45)
# One full build, not two: a second (gcc, without sanitizers) doubled the run past 20 minutes
# and found nothing the sanitized one did not. `cmake --preset dev` remains the gcc build to
# work in.
# Goes on after a failure so one run shows everything, exits non-zero if anything failed,
# and ends with one line "N passed, M failed" (ctest tests + fuzzers + shellcheck as one).
#
#   sudo scripts/test.sh        (or as a user with sudo rights, or root)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 1

jobs=$(nproc 2>/dev/null || echo 2)
fuzz_seconds=${FORSYTH_FUZZ_SECONDS:-45}
passed=0
failed=0
failures=()
timings=()
start_all=$SECONDS

section_name=""
section_start=0
section() {
    section_name=$1
    section_start=$SECONDS
    printf '\n==================== %s ====================\n' "$section_name"
}
section_done() {
    local took=$((SECONDS - section_start))
    timings+=("$(printf '%-34s %4d s' "$section_name" "$took")")
    printf -- '-------------------- %s: %d s\n' "$section_name" "$took"
}
fail() {
    failures+=("$1")
    failed=$((failed + 1))
    echo "FAILED: $1"
}
finish() {
    printf '\n==================== Summary ====================\n'
    printf '%s\n' "${timings[@]}"
    printf '%-34s %4d s\n' "total" $((SECONDS - start_all))
    if ((${#failures[@]} > 0)); then
        echo "Failures:"
        printf '  - %s\n' "${failures[@]}"
    fi
    echo "$passed passed, $failed failed"
    exit $((failed > 0 ? 1 : 0))
}

# ctest in $1, counting its tests into passed/failed; further arguments go to ctest.
run_ctest() {
    local dir=$1 label=$2 log rc summary total nfailed
    shift 2
    log="$dir/ctest-output.log"
    (cd "$dir" && ctest -j "$jobs" --output-on-failure --timeout 600 --no-tests=error "$@" </dev/null) 2>&1 |
        tee "$log"
    rc=${PIPESTATUS[0]}
    summary=$(grep -Eo '[0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1)
    if [[ -z $summary ]]; then
        fail "$label: ctest ended without a summary (exit $rc)"
        return
    fi
    nfailed=${summary%% *}
    total=${summary##* }
    passed=$((passed + total - nfailed))
    failed=$((failed + nfailed))
    # ctest lists them as "  7 - tst_moves (Failed)".
    while read -r name; do
        failures+=("$label: $name")
    done < <(sed -n '/The following tests FAILED:/,$p' "$log" | grep -E '^\s+[0-9]+ - ' |
        sed -E 's/^\s+[0-9]+ - //')
    if ((rc != 0 && nfailed == 0)); then
        fail "$label: ctest exited $rc"
    fi
}

# ---------------------------------------------------------------------------------------------
section "Dependencies (apt)"
if [[ ${FORSYTH_SKIP_DEPS:-0} != 1 ]]; then
    if ! scripts/install-deps.sh test; then
        fail "installing dependencies"
        section_done
        finish
    fi
fi
section_done

# Under sudo, install as root but build and test as the user who owns the checkout.
if ((EUID == 0)) && [[ -n ${SUDO_USER:-} && $SUDO_USER != root && $(stat -c %U "$root") == "$SUDO_USER" ]]; then
    exec sudo -u "$SUDO_USER" -H env FORSYTH_SKIP_DEPS=1 FORSYTH_FUZZ_SECONDS="$fuzz_seconds" \
        "$root/scripts/test.sh" "$@"
fi

echo "cmake $(cmake --version | head -n 1 | awk '{print $3}'), g++ $(g++ -dumpfullversion), \
clang $(clang++ -dumpversion), node $(node --version 2>/dev/null || echo none), $jobs cores"

# ---------------------------------------------------------------------------------------------
# The shell scripts: the ones in git (a fresh clone has them all), else every *.sh found.
shell_scripts() {
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files -- '*.sh' .ci/run
    else
        find . -type d \( -name .git -o -name 'build*' -o -name node_modules \) -prune -o \
            -type f \( -name '*.sh' -o -path ./.ci/run \) -print
    fi
}

section "shellcheck: every *.sh and .ci/run"
mapfile -t scripts < <(shell_scripts)
if ! command -v shellcheck >/dev/null 2>&1; then
    fail "shellcheck is missing: install it with scripts/install-deps.sh test (Debian package shellcheck)"
elif ((${#scripts[@]} == 0)); then
    fail "shellcheck: no shell scripts found"
elif shellcheck -x "${scripts[@]}"; then
    passed=$((passed + 1))
    echo "shellcheck $(shellcheck --version | sed -n 's/^version: //p'): ${#scripts[@]} scripts clean"
else
    fail "shellcheck (${#scripts[@]} scripts; its findings are above)"
fi
section_done

# ---------------------------------------------------------------------------------------------
# ---------------------------------------------------------------------------------------------
section "Build: build-asan/ (clang, ASan+UBSan, -Werror)"
asan_built=0
if cmake --preset asan -DFORSYTH_WERROR=ON -DFORSYTH_TESTS=ON -DFORSYTH_BENCH=ON && cmake --build build-asan --parallel "$jobs"; then
    asan_built=1
else
    fail "build-asan/ did not build"
fi
section_done

if ((asan_built)); then
    section "Tests: build-asan/ (every test, under ASan+UBSan)"
    # No strict_string_checks: libxkbcommon-x11 (the editor under Xvfb) hands strndup a buffer
    # that is not NUL-terminated with its length, which is allowed, but the strict check reads
    # past the length and reports it. Qt's own leaks are suppressed in tests/sanitizers/lsan.supp;
    # Qt is built without frame pointers, so only the slow unwinder sees the Qt frames those
    # suppressions name (fast_unwind_on_malloc=0). LeakSanitizer's scan of dynamic thread-local
    # storage guesses glibc's layout from an address, and when the guess is wrong (a matter of
    # where OpenCV's thread-local blocks land) its tracer crashes at exit: google/sanitizers#1322.
    # With intercept_tls_get_addr=0 those blocks are found through the heap instead.
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=0:intercept_tls_get_addr=0} \
        LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0} \
        UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
        run_ctest build-asan "build-asan"
    section_done
fi

# ---------------------------------------------------------------------------------------------
section "Build: build-fuzz/ (clang, libFuzzer)"
fuzzers=()
for src in tests/fuzz/fuzz_*.cpp; do
    [[ -e $src ]] && fuzzers+=("$(basename "$src" .cpp)")
done
fuzz_built=0
if ((${#fuzzers[@]} == 0)); then
    fail "no fuzz targets in tests/fuzz"
elif cmake --preset fuzz && cmake --build build-fuzz --parallel "$jobs" --target "${fuzzers[@]}"; then
    fuzz_built=1
else
    fail "build-fuzz/ did not build"
fi
section_done

if ((fuzz_built)); then
    section "Fuzzing: ${fuzzers[*]} (${fuzz_seconds} s each, in parallel)"
    pids=()
    for f in "${fuzzers[@]}"; do
        mkdir -p "build-fuzz/corpus/$f" "build-fuzz/artifacts"
        # The first corpus folder receives what the fuzzer finds; tests/fuzz/corpus only seeds.
        timeout -k 10 $((fuzz_seconds + 120)) "build-fuzz/tests/fuzz/$f" \
            -max_total_time="$fuzz_seconds" -rss_limit_mb=2048 -timeout=10 -max_len=4096 \
            -dict=tests/fuzz/fen.dict -artifact_prefix="build-fuzz/artifacts/$f-" \
            -print_final_stats=1 "build-fuzz/corpus/$f" tests/fuzz/corpus \
            >"build-fuzz/$f.log" 2>&1 </dev/null &
        pids+=($!)
    done
    for i in "${!fuzzers[@]}"; do
        f=${fuzzers[$i]}
        if wait "${pids[$i]}"; then
            passed=$((passed + 1))
            runs=$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "build-fuzz/$f.log" | tail -n 1)
            inputs=$(find "build-fuzz/corpus/$f" -mindepth 1 -maxdepth 1 -not -name '.*' | wc -l)
            echo "$f: ok (${runs:-finished}; corpus $inputs inputs)"
        else
            echo "$f: FAILED; the end of build-fuzz/$f.log:"
            tail -n 80 "build-fuzz/$f.log"
            fail "fuzzer $f (log build-fuzz/$f.log, input in build-fuzz/artifacts/)"
        fi
    done
    section_done
fi

finish
