# shellcheck shell=bash
# Sourced by the end-to-end scripts: an Xvfb display, the editor started on it with fresh
# settings, the screen positions it prints (FORSYTH_E2E_GEOMETRY), screenshots, failing loudly.
# Expects $app (the editor binary) and $shots (the screenshot folder) to be set by the script,
# and $screen_size (WxHxDEPTH, default 1280x1024x24) may be.
#
# Nothing here sleeps a fixed time to let the editor catch up: every wait polls for the state
# the next step needs (a window mapped, a file written, the clipboard changed, the board's
# pixels changed and settled), every FORSYTH_E2E_TICK seconds (default 0.1), and fails with
# what it was waiting for after FORSYTH_E2E_TIMEOUT seconds (default 20).

started=$SECONDS
work=""
xvfb_pid=""
app_pid=""
xclip_pids=()
e2e_timeout=${FORSYTH_E2E_TIMEOUT:-20}
e2e_tick=${FORSYTH_E2E_TICK:-0.1}
reason="" # what a polled check found wrong the last time it ran, for the failure message

fail() {
    echo "e2e: FAIL: $*" >&2
    if [[ -n $work && -s $work/app.err ]]; then
        echo "e2e: the editor's standard error:" >&2
        sed 's/^/    /' "$work/app.err" >&2
    fi
    if [[ -n $xvfb_pid ]] && ! kill -0 "$xvfb_pid" 2>/dev/null; then
        echo "e2e: Xvfb (pid $xvfb_pid) is no longer running; its output:" >&2
        sed 's/^/    /' "$work/xvfb.log" >&2
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
    local pid
    for pid in "${xclip_pids[@]}" $xvfb_pid; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${xclip_pids[@]}" $xvfb_pid; do
        wait "$pid" 2>/dev/null || true
    done
    if [[ -n $work ]]; then
        rm -rf "$work"
    fi
}

# ---- polling ------------------------------------------------------------------------------

# Milliseconds since the epoch (EPOCHREALTIME without its locale's decimal separator).
now_ms() {
    local micro=${EPOCHREALTIME//[!0-9]/}
    echo $((micro / 1000))
}

# wait_until WHAT COMMAND [ARGS...]
# Runs COMMAND until it succeeds, once every tick; fails the test after $e2e_timeout seconds
# with "timed out after N s waiting for WHAT: REASON", REASON being what COMMAND last put in
# $reason. Fails at once if the editor, once started, has exited.
wait_until() {
    local what=$1
    shift
    local start
    start=$(now_ms)
    reason=""
    until "$@"; do
        if [[ -n $app_pid ]] && ! kill -0 "$app_pid" 2>/dev/null; then
            fail "the editor exited while the test waited for $what"
        fi
        if (($(now_ms) - start >= e2e_timeout * 1000)); then
            fail "timed out after $e2e_timeout s waiting for $what${reason:+: $reason}"
        fi
        sleep "$e2e_tick"
    done
}

# wait_exited PID WHAT: waits for a process the test started to end (and reaps it).
wait_exited() {
    wait_until "$2 to end" process_gone "$1"
    wait "$1" 2>/dev/null || true
}
process_gone() { ! kill -0 "$1" 2>/dev/null; }

# ---- Xvfb and the editor ------------------------------------------------------------------

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
    rm -rf "${shots:?}"
    mkdir -p "$shots"

    # Xvfb picks a free display itself and writes its number once it accepts connections.
    # -noreset: by default the server resets when its last client leaves (xdotool checking the
    # display, the editor of the last language stopped), and a client connecting during the
    # reset may be refused ("could not connect to display"): about 1 in 100 here.
    Xvfb -displayfd 3 -screen 0 "${screen_size:-1280x1024x24}" -nolisten tcp -noreset 3>"$work/display" >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    wait_until "Xvfb to write its display number" display_written
    DISPLAY=":$(tr -d '[:space:]' <"$work/display")"
    export DISPLAY
    wait_until "Xvfb to answer on $DISPLAY" display_answers
    step "Xvfb on $DISPLAY"
}
display_written() {
    [[ -s $work/display ]] && return 0
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
    return 1
}
display_answers() {
    xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb on $DISPLAY exited"
    reason="xdotool cannot connect to $DISPLAY"
    return 1
}

# start_editor CONFIG_DIR [VAR=value ...] -- [editor arguments...]
# Starts the editor with the settings in CONFIG_DIR (XDG_CONFIG_HOME) and the extra
# environment, waits for its window and reads the square centres into cx/cy, the quiet spot
# into quiet_x/quiet_y, the FEN field's left end into fen_x/fen_y, square_size, and the
# board's rectangle on the screen into board_geometry (WxH+X+Y).
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
        FORSYTH_E2E_GEOMETRY=1 "${extra[@]}" "${app:?}" "$@" >"$work/app.out" 2>"$work/app.err" &
    app_pid=$!

    window=""
    wait_until "the Forsyth window to be mapped" window_mapped
    wait_until "the editor to print the square centres (squares-done)" \
        file_has_line "$work/app.out" '^squares-done'
    read_geometry 1
}

# read_geometry [NTH]: the NTH (default 1) set of square centres the editor printed: the first
# at start, another after each change of language.
read_geometry() {
    local nth=${1:-1} lines
    lines=$(awk -v n="$nth" '/^quiet /{k++} k==n' "$work/app.out")

    local _ name x y
    cx=()
    cy=()
    while read -r _ name x y; do
        cx[$name]=$x
        cy[$name]=$y
    done < <(grep '^square ' <<<"$lines")
    # Set here, read by the scripts that source this file (teaching_e2e.sh clicks the field).
    # shellcheck disable=SC2034
    read -r _ fen_x fen_y < <(grep '^fen-edit ' <<<"$lines")
    read -r _ quiet_x quiet_y < <(grep '^quiet ' <<<"$lines")
    read -r _ square_size < <(grep '^square-size ' <<<"$lines")
    ((square_size >= 20)) || fail "squares of $square_size px are too small to drive"
    ((${#cx[@]} == 64)) || fail "the editor printed ${#cx[@]} square centres, expected 64"

    local half=$((square_size / 2)) left=${cx[a1]} right=${cx[a1]} top=${cy[a1]} bottom=${cy[a1]}
    for name in "${!cx[@]}"; do
        ((cx[$name] < left)) && left=${cx[$name]}
        ((cx[$name] > right)) && right=${cx[$name]}
        ((cy[$name] < top)) && top=${cy[$name]}
        ((cy[$name] > bottom)) && bottom=${cy[$name]}
    done
    board_geometry="$((right - left + square_size))x$((bottom - top + square_size))+$((left - half))+$((top - half))"
}

# The editor's main window, mapped: ^Forsyth, as Qt's hidden "Qt Selection Owner for forsyth"
# window must not match. Sets $window.
window_mapped() {
    window=$(xdotool search --onlyvisible --name '^Forsyth' 2>/dev/null | head -n 1)
    [[ -n $window ]]
}

file_has_line() { # file regex
    grep -q -- "$2" "$1" 2>/dev/null && return 0
    reason="no line matching $2 in $1 yet"
    return 1
}

# mouse_to X Y: moves the pointer and waits until the server has it there. (Not mousemove
# --sync: that waits for the pointer to move, some 15 s when it is at X,Y already, as after the
# last language's editor when the next one starts.)
mouse_to() {
    xdotool mousemove "$1" "$2"
    wait_until "the pointer to reach $1,$2" pointer_at "$1" "$2"
}
pointer_at() { # x y
    local key value x="" y=""
    while IFS='=' read -r key value; do
        case $key in
            X) x=$value ;;
            Y) y=$value ;;
        esac
    done < <(xdotool getmouselocation --shell 2>/dev/null)
    [[ $x == "$1" && $y == "$2" ]] && return 0
    reason="the pointer is at ${x:-?},${y:-?}"
    return 1
}

# No window manager: a click on the status bar's quiet spot activates the window. Waits until
# the window has the X input focus and the board shows that it has the keyboard focus (the
# board draws its keyboard cursor only then), so keys go to the board from here on.
activate_window() {
    local before
    before=$(board_sum)
    mouse_to "$quiet_x" "$quiet_y"
    xdotool click 1
    wait_until "window $window to get the X input focus after a click" has_input_focus
    wait_board_change "$before" "the board to show its keyboard cursor (the window active)"
}
has_input_focus() {
    local focus
    focus=$(xdotool getwindowfocus 2>/dev/null) || focus=""
    [[ $focus == "$window" ]] && return 0
    reason="the input focus is on '$focus'"
    return 1
}

# ---- pixels -------------------------------------------------------------------------------

shot() { # name
    import -display "$DISPLAY" -window root "$shots/$1.png" || fail "screenshot $1 failed"
}

# A checksum of the board's pixels on the screen now.
board_sum() {
    import -display "$DISPLAY" -window root -crop "$board_geometry" rgb:- 2>/dev/null | cksum
}

# wait_board_change BEFORE WHAT: waits until the board's pixels differ from BEFORE (a
# board_sum taken before the action).
wait_board_change() {
    wait_until "$2" board_differs "$1"
}
board_differs() {
    [[ $(board_sum) != "$1" ]] && return 0
    reason="the board has not changed"
    return 1
}

# shot_when NAME [CHECK ARGS...]
# Takes the screenshot NAME.png once the board has settled (the same pixels twice in a row)
# and, given a CHECK, once `CHECK NAME ARGS...` passes on the screenshot; the CHECK says why
# not in $reason, which becomes the failure message when it never passes.
shot_when() {
    local name=$1
    shift
    settle_sum=$(board_sum)
    wait_until "$name.png: the board to settle${1:+ and pass '$*'}" settled_shot "$name" "$@"
}
settled_shot() { # name [check args...]
    local name=$1 sum
    shift
    sum=$(board_sum)
    if [[ $sum != "$settle_sum" ]]; then
        settle_sum=$sum
        reason="the board was still changing"
        return 1
    fi
    shot "$name"
    (($# == 0)) || "$1" "$name" "${@:2}"
}

# ---- the clipboard ------------------------------------------------------------------------

clipboard_text() {
    timeout 5 xclip -o -selection clipboard 2>/dev/null || true
}
clipboard_holds() { # text
    local text
    text=$(clipboard_text)
    [[ $text == "$1" ]] && return 0
    reason="the clipboard holds '$text', expected '$1'"
    return 1
}

# serve_clipboard TEXT: xclip owns the clipboard with TEXT until another client takes it
# (the editor, or the next serve_clipboard); returns once xclip answers with TEXT.
serve_clipboard() {
    printf '%s' "$1" | xclip -quiet -i -selection clipboard >/dev/null 2>&1 &
    xclip_pids+=($!)
    wait_until "xclip to serve the clipboard" clipboard_holds "$1"
}

# Waits for every xclip started by serve_clipboard to end: each ends when it loses the
# clipboard, so this follows a copy in the editor.
reap_clipboard_servers() {
    local pid
    for pid in "${xclip_pids[@]}"; do
        wait_exited "$pid" "xclip (pid $pid), which no longer owns the clipboard,"
    done
    xclip_pids=()
}

# ---- dragging -----------------------------------------------------------------------------
# While a drag is on, Qt shows the piece's picture under the mouse in a window of its own (an
# override-redirect window of class forsyth; its WM_NAME is empty, so --name would miss it).

visible_windows() { xdotool search --onlyvisible --class '^forsyth$' 2>/dev/null || true; }

# drag_press X Y: the button down on a piece at X,Y, no drag yet.
drag_press() {
    windows_before=$(visible_windows)
    mouse_to "$1" "$2"
    xdotool mousedown 1
}

# A visible window of the editor that was not there before drag_press: the drag's. Sets $drag_window.
drag_shown() {
    drag_window=$(visible_windows | grep -vxF -e "${windows_before:-none}" | head -n 1)
    [[ -n $drag_window ]] && return 0
    reason="no new window is mapped"
    return 1
}
drag_gone() {
    visible_windows | grep -qxF -e "$drag_window" || return 0
    reason="the drag window $drag_window is still mapped"
    return 1
}

window_corner() { # window: sets corner_x, corner_y (its top left on the screen)
    local key value
    corner_x=""
    corner_y=""
    while IFS='=' read -r key value; do
        case $key in
            X) corner_x=$value ;;
            Y) corner_y=$value ;;
        esac
    done < <(xdotool getwindowgeometry --shell "$1" 2>/dev/null)
}
drag_window_at() { # x y: the drag window's top left corner is there
    window_corner "$drag_window"
    [[ $corner_x == "$1" && $corner_y == "$2" ]] && return 0
    reason="it is at ${corner_x:-?},${corner_y:-?}, expected $1,$2"
    return 1
}

# drag_start X Y: with the button down, moves to X,Y (far enough for Qt to start a drag) and
# waits for the drag's window; remembers where in the picture the mouse holds it.
drag_start() {
    mouse_to "$1" "$2"
    wait_until "a drag to start (a window for the dragged piece) at $1,$2" drag_shown
    window_corner "$drag_window"
    [[ -n $corner_x && -n $corner_y ]] || fail "no geometry for the drag window $drag_window"
    drag_hot_x=$(($1 - corner_x))
    drag_hot_y=$(($2 - corner_y))
}

# drag_to X Y: moves the mouse and waits for the dragged picture to follow it there, which
# Qt does as it handles the move (and passes it on to the widget under the mouse).
drag_to() {
    mouse_to "$1" "$2"
    wait_until "the dragged piece to follow the mouse to $1,$2" \
        drag_window_at $(($1 - drag_hot_x)) $(($2 - drag_hot_y))
}

# drag_drop: lets go of the button and waits for the drag to end (its window unmapped).
drag_drop() {
    xdotool mouseup 1
    wait_until "the drag to end (its window unmapped)" drag_gone
}

# The FEN through the clipboard: a marker on the clipboard first, so only the editor's copy can
# make it hold the FEN; Ctrl+Shift+C, then read the X clipboard until it holds the expected
# text. The editor took the clipboard, so the xclips serving it have ended: reap them.
copies=0
expect_fen() { # expected what
    copies=$((copies + 1))
    serve_clipboard "forsyth-e2e: before Ctrl+Shift+C number $copies"
    xdotool key --clearmodifiers ctrl+shift+c
    wait_until "$2: Ctrl+Shift+C to copy the FEN" clipboard_holds "$1"
    reap_clipboard_servers
    step "$2: $1"
}
