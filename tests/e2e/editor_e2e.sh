#!/usr/bin/env bash
# End to end: the real editor on a real X server (Xvfb), driven with the mouse and keyboard
# through xdotool, the FEN read back through the X clipboard with xclip, the board checked
# in screenshots (ImageMagick's import).
#
#   tests/e2e/editor_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR
#
# Steps: open on the start position; drag e2 to e4; Ctrl+Shift+C gives exactly the FEN after
# 1.e4 (an edit, not a move: still White to move, no ep square); a FEN put on the clipboard
# is loaded with Ctrl+Shift+V; Ctrl+L and a typed FEN + Enter load that; Ctrl+Z undoes it;
# F flips the board; a Lichess analysis link pasted with Ctrl+Shift+V loads its FEN.
# Each step is checked through the clipboard and through a screenshot (a square holds a piece
# when its middle has more than a few colours), and the screenshots are kept.
set -euo pipefail

app=${1:?usage: editor_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: editor_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
source "$(dirname "${BASH_SOURCE[0]}")/e2e_common.sh"
[[ -x $app ]] || fail "no editor binary at $app"
start_display

start_fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
after_e4="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
pasted_fen="r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
typed_fen="4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"

# Fresh settings (XDG_CONFIG_HOME), the xcb platform, and the square centres on stdout.
start_editor "$work/config" -- "$start_fen"
title=$(xdotool getwindowname "$window")
[[ $title == Forsyth ]] || fail "the window is titled '$title', expected 'Forsyth' (a legal position)"
step "window $window, titled $title"
step "square e2 at ${cx[e2]},${cy[e2]}, e4 at ${cx[e4]},${cy[e4]}, squares of $square_size px"

# The number of colours in the middle half of a square of a screenshot: one or two on an
# empty square, dozens where a piece's anti-aliased outline is.
colours_on() { # shot square
    local half=$((square_size / 2))
    local x=$((cx[$2] - half / 2)) y=$((cy[$2] - half / 2))
    convert "$shots/$1.png" -crop "${half}x${half}+${x}+${y}" +repage -format '%k' info:
}
expect_piece() { # shot square
    local n
    n=$(colours_on "$1" "$2")
    ((n > 4)) || fail "$1.png: expected a piece on $2, its middle has only $n colours"
}
expect_empty() { # shot square
    local n
    n=$(colours_on "$1" "$2")
    ((n <= 4)) || fail "$1.png: expected $2 to be empty, its middle has $n colours"
}

# The FEN through the clipboard: Ctrl+Shift+C, then read the X clipboard until it holds the
# expected text (the editor may take a moment to handle the key) or 5 s have passed.
expect_fen() { # expected what
    local fen="" _
    xdotool key --clearmodifiers ctrl+shift+c
    for _ in $(seq 50); do
        fen=$(timeout 5 xclip -o -selection clipboard 2>/dev/null || true)
        [[ $fen == "$1" ]] && break
        sleep 0.1
    done
    [[ $fen == "$1" ]] || fail "$2: the clipboard holds '$fen', expected '$1'"
    step "$2: $fen"
}

# No window manager: a click activates the window (windowactivate would fail).
xdotool mousemove --sync "$quiet_x" "$quiet_y" click 1
sleep 0.5
shot 01-start
expect_piece 01-start e2
expect_empty 01-start e4
expect_fen "$start_fen" "start"

# Drag e2 to e4 in small steps, as a hand would (Qt starts a drag past a few pixels).
x1=${cx[e2]} y1=${cy[e2]} x2=${cx[e4]} y2=${cy[e4]}
xdotool mousemove --sync "$x1" "$y1" mousedown 1
sleep 0.2
for i in 1 2 3 4 5 6 7 8; do
    xdotool mousemove --sync $((x1 + (x2 - x1) * i / 8)) $((y1 + (y2 - y1) * i / 8))
    sleep 0.05
done
xdotool mousemove --sync "$((x2 + 1))" "$y2"
sleep 0.1
xdotool mousemove --sync "$x2" "$y2"
sleep 0.2
xdotool mouseup 1
sleep 0.5
shot 02-dragged-e2-e4
expect_empty 02-dragged-e2-e4 e2
expect_piece 02-dragged-e2-e4 e4
expect_fen "$after_e4" "drag e2-e4"

# Paste: a FEN on the clipboard (xclip serves it until the editor takes the clipboard back).
printf '%s' "$pasted_fen" | xclip -quiet -i -selection clipboard >/dev/null 2>&1 &
xclip_pid=$!
sleep 0.3
xdotool key --clearmodifiers ctrl+shift+v
sleep 0.5
shot 03-pasted
expect_piece 03-pasted c6
expect_piece 03-pasted f3
expect_empty 03-pasted g1
expect_fen "$pasted_fen" "paste"
wait "$xclip_pid" 2>/dev/null || true
xclip_pid=""

# Ctrl+L, type over the selected FEN, Enter.
xdotool key --clearmodifiers ctrl+l
sleep 0.3
xdotool type --delay 15 "$typed_fen"
xdotool key Return
sleep 0.5
shot 04-typed
expect_piece 04-typed a1
expect_piece 04-typed h1
expect_empty 04-typed e2
expect_empty 04-typed c6
expect_fen "$typed_fen" "typed after Ctrl+L"

# Undo: the focus leaves the FEN field first (a click on an empty square), as in the field
# Ctrl+Z undoes the text being edited; the typing was one step, so one undo brings back the
# pasted position.
xdotool mousemove --sync "${cx[d4]}" "${cy[d4]}" click 1
sleep 0.3
expect_fen "$typed_fen" "click on an empty square changes nothing"
xdotool key --clearmodifiers ctrl+z
sleep 0.5
shot 05-undone
expect_piece 05-undone c6
expect_piece 05-undone b1
expect_fen "$pasted_fen" "Ctrl+Z"

# F flips the board (the board has the focus since the click): where e2 was, d7 is now.
xdotool key f
sleep 0.5
shot 06-flipped
expect_piece 06-flipped e2
expect_empty 06-flipped d2
expect_fen "$pasted_fen" "flipping is not an edit"

# Smart paste: a Lichess analysis link on the clipboard, Ctrl+Shift+V loads the FEN it holds.
lichess_fen="8/8/8/4k3/8/8/3K4/7R b - - 5 60"
printf '%s' "https://lichess.org/analysis/${lichess_fen// /_}?color=black" |
    xclip -quiet -i -selection clipboard >/dev/null 2>&1 &
xclip_pid=$!
sleep 0.3
xdotool key --clearmodifiers ctrl+shift+v
sleep 0.5
shot 07-pasted-lichess-link
# The board is still flipped: the screen cell of a8 shows h1, d4 shows e5, e2 shows d7.
expect_piece 07-pasted-lichess-link a8
expect_piece 07-pasted-lichess-link d4
expect_empty 07-pasted-lichess-link e2
expect_fen "$lichess_fen" "paste a Lichess link"
wait "$xclip_pid" 2>/dev/null || true
xclip_pid=""

kill -0 "$app_pid" 2>/dev/null || fail "the editor died"
step "passed; screenshots in $shots"
