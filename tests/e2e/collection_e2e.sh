#!/usr/bin/env bash
# End to end: a 200-game PGN in the editor, on a real X server.
#
#   tests/e2e/collection_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR
#
# The file (comments, variations, NAGs, unknown tags, CRLF in every fourth game; game N starts
# at move N, so the FEN says which game is shown) is opened from the command line; Ctrl+PageDown
# 119 times goes to game 120; e2 is dragged to e4 (an edit at the game's start); Ctrl+S saves.
# Checked: the saved file is the original with that one game's FEN tag changed, every other
# byte as it was (cmp); reopened, game 120 shows the edited position and game 121 its own.
# Screenshots game-120-edited.png and reopened.png are kept.
set -euo pipefail

app=${1:?usage: collection_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: collection_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
# shellcheck source-path=SCRIPTDIR source=e2e_common.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_common.sh"
[[ -x $app ]] || fail "no editor binary at $app"
start_display

start_of() { echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 $1"; }
edited="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 120"
games=$work/games.pgn
for ((i = 1; i <= 200; i++)); do
    game="[Event \"Club $i\"]
[White \"Kim\"]
[Black \"Li\"]
[ECO \"C60\"]
[SetUp \"1\"]
[FEN \"$(start_of "$i")\"]

$i. e4 e5 {the usual} $((i + 1)). Nf3 ($((i + 1)). f4 exf4) Nc6 \$1 $((i + 2)). Bb5 a6
$((i + 3)). Ba4 1-0
"
    if ((i % 4 == 0)); then
        printf '%s\n' "$game" | sed 's/$/\r/'
    else
        printf '%s\n' "$game"
    fi
done >"$games"
cp "$games" "$work/original.pgn"
# What the file must be after the edit: the one FEN tag changed, nothing else.
sed "s|^\[FEN \"$(start_of 120)\"\]|[FEN \"$edited\"]|" "$work/original.pgn" >"$work/expected.pgn"
cmp -s "$work/original.pgn" "$work/expected.pgn" && fail "the expected file does not differ from the original"

start_editor "$work/config" -- "$games"
activate_window
expect_fen "$(start_of 1)" "opened at game 1"
xdotool key --clearmodifiers --delay 5 --repeat 119 ctrl+Next
expect_fen "$(start_of 120)" "Ctrl+PageDown 119 times: game 120"

x1=${cx[e2]} y1=${cy[e2]} x2=${cx[e4]} y2=${cy[e4]}
drag_press "$x1" "$y1"
drag_start $((x1 + (x2 - x1) / 8)) $((y1 + (y2 - y1) / 8))
for i in 2 3 4 5 6 7 8; do
    drag_to $((x1 + (x2 - x1) * i / 8)) $((y1 + (y2 - y1) * i / 8))
done
drag_drop
expect_fen "$edited" "e2 dragged to e4 in game 120"
shot game-120-edited

saved_as_expected() {
    cmp -s "$games" "$work/expected.pgn" && return 0
    reason=$(cmp "$games" "$work/expected.pgn" 2>&1 | head -n 1)
    return 1
}
xdotool key --clearmodifiers ctrl+s
wait_until "Ctrl+S to save only game 120's change" saved_as_expected
step "saved: only game 120's FEN tag changed"
stop_editor

start_editor "$work/config" -- "$games"
activate_window
xdotool key --clearmodifiers --delay 5 --repeat 119 ctrl+Next
expect_fen "$edited" "reopened, game 120"
xdotool key --clearmodifiers ctrl+Next
expect_fen "$(start_of 121)" "game 121 as it was"
shot reopened
step "done"
