# Sourced by the end-to-end scripts: an Xvfb display, the editor started on it with fresh
# settings, the screen positions it prints (FORSYTH_E2E_GEOMETRY), screenshots, failing loudly.
# Expects $shots (the screenshot folder) to be set by the script.

started=$SECONDS
work=""
xvfb_pid=""
app_pid=""
xclip_pid=""

fail() {
    echo "e2e: FAIL: $*" >&2
    if [[ -n $work && -s $work/app.err ]]; then
        echo "e2e: the editor's standard error:" >&2
        sed 's/^/    /' "$work/app.err" >&2
    fi
    exit 1
}
step() { echo "e2e: [$((SECONDS - started)) s] $*"; }

stop_editor() {
    if [[ -n $app_pid ]]; then
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
    fi
    app_pid=""
}

cleanup() {
    stop_editor
    for pid in $xclip_pid $xvfb_pid; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in $xclip_pid $xvfb_pid; do
        wait "$pid" 2>/dev/null || true
    done
    [[ -n $work ]] && rm -rf "$work"
}

# Checks the tools, makes the work folder and starts Xvfb; exports DISPLAY.
start_display() {
    # Missing tools fail the test, loudly: a skipped end-to-end test would look like a pass.
    local missing=() tool
    for tool in Xvfb xdotool xclip import convert; do
        command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
    if ((${#missing[@]} > 0)); then
        fail "missing ${missing[*]}: install them with scripts/install-deps.sh test" \
            "(Debian packages xvfb xdotool xclip imagemagick)"
    fi
    work=$(mktemp -d "${TMPDIR:-/tmp}/forsyth-e2e.XXXXXX")
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    rm -rf "$shots"
    mkdir -p "$shots"

    # Xvfb picks a free display itself and writes its number once it accepts connections.
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    local _
    for _ in $(seq 100); do
        [[ -s $work/display ]] && break
        kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
        sleep 0.1
    done
    [[ -s $work/display ]] || fail "Xvfb gave no display number within 10 s"
    export DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
    step "Xvfb on $DISPLAY"
}

# start_editor CONFIG_DIR [VAR=value ...] -- [editor arguments...]
# Starts the editor with the settings in CONFIG_DIR (XDG_CONFIG_HOME) and the extra
# environment, waits for its window and reads the square centres into cx/cy, the quiet spot
# into quiet_x/quiet_y, the FEN field's left end into fen_x/fen_y and square_size.
declare -A cx cy
start_editor() {
    local config=$1
    shift
    local extra=()
    while (($# > 0)) && [[ $1 != -- ]]; do
        extra+=("$1")
        shift
    done
    [[ ${1:-} == -- ]] && shift
    mkdir -p "$config" "$work/runtime"
    chmod 700 "$work/runtime"
    env QT_QPA_PLATFORM=xcb XDG_CONFIG_HOME="$config" XDG_RUNTIME_DIR="$work/runtime" \
        FORSYTH_E2E_GEOMETRY=1 "${extra[@]}" "$app" "$@" >"$work/app.out" 2>"$work/app.err" &
    app_pid=$!

    # ^Forsyth: Qt's hidden "Qt Selection Owner for forsyth" window must not match.
    window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Forsyth' | head -n 1) ||
        fail "no Forsyth window within 20 s"
    local _
    for _ in $(seq 200); do
        grep -q '^squares-done' "$work/app.out" && break
        kill -0 "$app_pid" 2>/dev/null || fail "the editor exited early"
        sleep 0.1
    done
    grep -q '^squares-done' "$work/app.out" || fail "the editor printed no square centres within 20 s"

    local name x y
    while read -r _ name x y; do
        cx[$name]=$x
        cy[$name]=$y
    done < <(grep '^square ' "$work/app.out")
    read -r _ quiet_x quiet_y < <(grep '^quiet ' "$work/app.out")
    read -r _ fen_x fen_y < <(grep '^fen-edit ' "$work/app.out")
    read -r _ square_size < <(grep '^square-size ' "$work/app.out")
    ((square_size >= 20)) || fail "squares of $square_size px are too small to drive"
}

shot() { # name
    import -display "$DISPLAY" -window root "$shots/$1.png" || fail "screenshot $1 failed"
}
