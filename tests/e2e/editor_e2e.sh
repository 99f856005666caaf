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
# when its middle has more than a few colours), and the screenshots are kept. Every wait polls
# for what the next step needs (see e2e_common.sh): no fixed sleeps.
set -euo pipefail

app=${1:?usage: editor_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: editor_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
# shellcheck source-path=SCRIPTDIR source=e2e_common.sh
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

# The number of colours in the middle half of a square of a screenshot, one line per square:
# one or two on an empty square, dozens where a piece's anti-aliased outline is.
colours_on() { # shot square...
    local half=$((square_size / 2)) square crops=()
    for square in "${@:2}"; do
        crops+=("(" +clone -crop "${half}x${half}+$((cx[$square] - half / 2))+$((cy[$square] - half / 2))"
            +repage -format '%k\n' -write info: +delete ")")
    done
    convert "$shots/$1.png" "${crops[@]}" null:
}

# board_shows SHOT piece|empty SQUARE [piece|empty SQUARE ...]: whether the screenshot has a
# piece (more than 4 colours in the square's middle) or none where said; the first that does
# not is in $reason.
board_shows() {
    local name=$1 kinds=() squares=() counts=() i n
    shift
    while (($# >= 2)); do
        kinds+=("$1")
        squares+=("$2")
        shift 2
    done
    mapfile -t counts < <(colours_on "$name" "${squares[@]}")
    for i in "${!squares[@]}"; do
        n=${counts[$i]:-}
        if [[ ! $n =~ ^[0-9]+$ ]]; then
            reason="$name.png: could not count the colours on ${squares[$i]}"
            return 1
        fi
        if [[ ${kinds[$i]} == piece ]] && ((n <= 4)); then
            reason="$name.png: expected a piece on ${squares[$i]}, its middle has only $n colours"
            return 1
        fi
        if [[ ${kinds[$i]} == empty ]] && ((n > 4)); then
            reason="$name.png: expected ${squares[$i]} to be empty, its middle has $n colours"
            return 1
        fi
    done
}

activate_window
shot_when 01-start board_shows piece e2 empty e4
expect_fen "$start_fen" "start"

# Drag e2 to e4 in small steps, as a hand would (Qt starts a drag past a few pixels), each
# step once the dragged piece has followed the last; a last move off and back onto e4.
x1=${cx[e2]} y1=${cy[e2]} x2=${cx[e4]} y2=${cy[e4]}
drag_press "$x1" "$y1"
drag_start $((x1 + (x2 - x1) / 8)) $((y1 + (y2 - y1) / 8))
for i in 2 3 4 5 6 7 8; do
    drag_to $((x1 + (x2 - x1) * i / 8)) $((y1 + (y2 - y1) * i / 8))
done
drag_to "$((x2 + 1))" "$y2"
drag_to "$x2" "$y2"
drag_drop
shot_when 02-dragged-e2-e4 board_shows empty e2 piece e4
expect_fen "$after_e4" "drag e2-e4"

# Paste: a FEN on the clipboard (xclip serves it until the editor takes the clipboard back).
serve_clipboard "$pasted_fen"
xdotool key --clearmodifiers ctrl+shift+v
shot_when 03-pasted board_shows piece c6 piece f3 empty g1
expect_fen "$pasted_fen" "paste"

# Ctrl+L, type over the selected FEN, Enter. Ctrl+L takes the focus from the board, which then
# no longer draws its keyboard cursor: then the FEN field has the focus and its text selected.
before=$(board_sum)
xdotool key --clearmodifiers ctrl+l
wait_board_change "$before" "Ctrl+L to take the focus to the FEN field (the board's cursor gone)"
xdotool type --delay 15 "$typed_fen"
xdotool key Return
shot_when 04-typed board_shows piece a1 piece h1 empty e2 empty c6
expect_fen "$typed_fen" "typed after Ctrl+L"

# Undo: the focus leaves the FEN field first (a click on an empty square), as in the field
# Ctrl+Z undoes the text being edited; the typing was one step, so one undo brings back the
# pasted position. The board has the focus back when it draws its cursor on d4.
before=$(board_sum)
mouse_to "${cx[d4]}" "${cy[d4]}"
xdotool click 1
wait_board_change "$before" "the click on d4 to give the board the focus (its cursor on d4)"
expect_fen "$typed_fen" "click on an empty square changes nothing"
xdotool key --clearmodifiers ctrl+z
shot_when 05-undone board_shows piece c6 piece b1
expect_fen "$pasted_fen" "Ctrl+Z"

# F flips the board (the board has the focus since the click): where e2 was, d7 is now.
xdotool key f
shot_when 06-flipped board_shows piece e2 empty d2
expect_fen "$pasted_fen" "flipping is not an edit"

# Smart paste: a Lichess analysis link on the clipboard, Ctrl+Shift+V loads the FEN it holds.
lichess_fen="8/8/8/4k3/8/8/3K4/7R b - - 5 60"
serve_clipboard "https://lichess.org/analysis/${lichess_fen// /_}?color=black"
xdotool key --clearmodifiers ctrl+shift+v
# The board is still flipped: the screen cell of a8 shows h1, d4 shows e5, e2 shows d7.
shot_when 07-pasted-lichess-link board_shows piece a8 piece d4 empty e2
expect_fen "$lichess_fen" "paste a Lichess link"

kill -0 "$app_pid" 2>/dev/null || fail "the editor died"
step "passed; screenshots in $shots"
