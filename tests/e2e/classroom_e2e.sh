#!/usr/bin/env bash
# End to end: the classroom in English, Korean and Simplified Chinese, on a 1920x1080 X server.
#
#   tests/e2e/classroom_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR
#
# For each language the editor opens in that language with the teaching view on, F11 turns on
# projector mode, and the screenshot projector-LANG.png is taken once the projector window
# covers the whole screen (its bottom-right corner is no longer the server's black) and has
# settled. Then `forsyth worksheet` writes a sheet of six problems, four to a page, with FENs,
# answer lines and the answer key in that language, and its first page becomes
# worksheet-LANG.png (pdftoppm). Every wait polls for what the next step needs (e2e_common.sh).
set -euo pipefail

app=${1:?usage: classroom_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: classroom_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
# A projector's screen.
screen_size=1920x1080x24
# shellcheck source-path=SCRIPTDIR source=e2e_common.sh
source "$(dirname "${BASH_SOURCE[0]}")/e2e_common.sh"
[[ -x $app ]] || fail "no editor binary at $app"
command -v pdftoppm >/dev/null 2>&1 || fail "missing pdftoppm: install poppler-utils (scripts/install-deps.sh test)"
unset LC_ALL LC_MESSAGES LANGUAGE
start_display

fen="r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12"
problems="$work/problems.epd"
cat >"$problems" <<'PROBLEMS'
6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "Back rank"; c0 "#1";
r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id "Scholar's mate"; c0 "#1";
7k/5Q2/6K1/8/8/8/8/8 w - - bm Qg7#; id "Queen and king"; c0 "#1";
k7/8/1K6/8/8/8/8/7R w - - bm Rh8#; id "Rook mate"; c0 "#1";
6rk/6pp/8/6N1/8/8/8/6K1 w - - bm Nf7#; id "Smothered"; c0 "#1";
4k3/8/4K3/8/8/8/8/3Q4 w - - bm Qd7#; id "Queen's mate"; c0 "#1";
PROBLEMS

# The colour of one pixel of a screenshot: "r g b".
pixel() { # shot x y
    convert "$shots/$1.png" -crop "1x1+$2+$3" -format '%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]' info:
}
screen_sum() { import -display "$DISPLAY" -window root rgb:- 2>/dev/null | cksum; }
last_screen=""
projector_shown() { # shot: a check for the wait below
    if [[ $(pixel "$1" 1915 1075) == "0 0 0" ]]; then
        reason="the projector window does not cover the screen's bottom-right corner"
        return 1
    fi
    local sum
    sum=$(screen_sum)
    [[ $sum == "$last_screen" ]] && return 0
    last_screen=$sum
    reason="the screen was still changing"
    return 1
}
projector_settled() {
    shot "$1"
    projector_shown "$1"
}

for lang in en ko zh_CN; do
    config="$work/config-$lang"
    mkdir -p "$config/Forsyth"
    printf '[view]\nteaching=true\n[ui]\nlanguage=%s\n' "$lang" >"$config/Forsyth/Forsyth.conf"
    start_editor "$config" LANG=C.UTF-8 -- "$fen"
    activate_window
    xdotool key --clearmodifiers F11
    last_screen=""
    wait_until "projector mode to cover the screen ($lang)" projector_settled "projector-$lang"
    stop_editor
    step "$lang: projector-$lang.png"

    sheet="$work/sheet-$lang.pdf"
    "$app" worksheet "$problems" -o "$sheet" --per-page 4 --fen --lines --answers --lang "$lang" \
        --title "Forsyth" >"$work/worksheet.out" 2>&1 || fail "forsyth worksheet ($lang): $(cat "$work/worksheet.out")"
    pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$sheet" "$shots/worksheet-$lang" ||
        fail "pdftoppm could not render the $lang worksheet"
    step "$lang: worksheet-$lang.png"
done

step "passed; screenshots in $shots"
