#!/usr/bin/env bash
# End to end: the editor's looks under Xvfb, kept as screenshots (docs/LOOK.md).
#
#   tests/e2e/looks_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR
#
# Each piece set (ours: Staunton, Modern; the font's) and each board theme (brown, blue, green,
# grey, high contrast), light and dark, is started from the settings View > Pieces, Board and
# Colours keep, on a middle-game position with the teaching view on, and shot once its board
# has settled: pieces-SET-LIGHTNESS.png and board-THEME-LIGHTNESS.png. Each shot is checked: the
# window's background is light or dark as asked, and a6 (empty) has the theme's light colour.
# Then two files given together, as a file manager hands them over (%F), open two windows.
set -euo pipefail

app=${1:?usage: looks_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: looks_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
screen_size=1100x800x24
# shellcheck source-path=SCRIPTDIR source=e2e_common.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_common.sh"
[[ -x $app ]] || fail "no editor binary at $app"
unset LC_ALL LC_MESSAGES LANGUAGE
start_display

fen="r1bq1rk1/ppp2ppp/2n2n2/2bpp3/4P3/2PP1N2/PP1NBPPP/R1BQK2R w KQ - 0 7"
declare -A light=([brown]="238 216 182" [blue]="222 231 240" [green]="236 238 210" [grey]="226 226 226"
    [contrast]="255 255 255")

pixel() { # shot x y: "r g b"
    convert "$shots/$1.png" -crop "1x1+$2+$3" -format '%[fx:int(255*r+0.5)] %[fx:int(255*g+0.5)] %[fx:int(255*b+0.5)]' info:
}
looks_right() { # shot theme lightness: a check for shot_when
    local a6 corner
    a6=$(pixel "$1" "${cx[a6]}" "${cy[a6]}")
    if [[ $a6 != "${light[$2]}" ]]; then
        reason="a6 is $a6, not the $2 theme's light square (${light[$2]})"
        return 1
    fi
    # The window's own background, beside the palette's foot.
    corner=$(pixel "$1" "$quiet_x" "$((quiet_y - 40))")
    local r=${corner%% *}
    if [[ $3 == dark && $r -gt 90 || $3 == light && $r -lt 160 ]]; then
        reason="the window is $corner, not $3"
        return 1
    fi
}

look() { # name pieces theme lightness
    local config="$work/config-$1"
    mkdir -p "$config/Forsyth"
    printf '[look]\npieces=%s\nboardTheme=%s\n[ui]\ncolours=%s\nlanguage=en\n[view]\nteaching=true\n' \
        "$2" "$3" "$4" >"$config/Forsyth/Forsyth.conf"
    start_editor "$config" LANG=C.UTF-8 -- "$fen"
    shot_when "$1" looks_right "$3" "$4"
    stop_editor
    step "$1.png"
}

for lightness in light dark; do
    for pieces in staunton modern font; do
        look "pieces-$pieces-$lightness" "$pieces" brown "$lightness"
    done
    for theme in blue green grey contrast; do
        look "board-$theme-$lightness" staunton "$theme" "$lightness"
    done
done

# Two files at once: this window takes the first, a second forsyth the other.
printf '%s\n' "$fen" >"$work/one.fen"
printf '%s\n' "8/8/8/4k3/8/8/4K3/8 w - - 0 1" >"$work/two.fen"
start_editor "$work/config-files" LANG=C.UTF-8 -- "$work/one.fen" "$work/two.fen"
two_windows() {
    local count
    count=$(xdotool search --onlyvisible --name '(one|two)\.fen$' 2>/dev/null | wc -l)
    ((count == 2)) && return 0
    reason="$count of the two files' windows are shown"
    return 1
}
wait_until "a window for each of the two files" two_windows
shot two-files
# The second window is another process: it goes with the test.
for w in $(xdotool search --onlyvisible --name 'two\.fen$' 2>/dev/null); do
    kill "$(xdotool getwindowpid "$w")" 2>/dev/null || true
done
stop_editor

step "passed; screenshots in $shots"
