#!/usr/bin/env bash
# End to end: the teaching view in English, Korean and Simplified Chinese, on a real X server.
#
#   tests/e2e/teaching_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR
#
# For each language the editor opens with the teaching view and the piece letters on (English
# and Chinese chosen in the settings, Korean from the system locale alone), the caret goes
# into the FEN field on the castling letter k, and a screenshot shows the coloured FEN, the
# legend, black's king and h8 rook lit on the board and the panel's words. Checked: e8 and h8
# change when the caret arrives and d8 does not; the menu bar differs between the languages.
# Then a switch from the View menu with a move under way: English, e2-e4 played and e7 picked
# in move mode, Korean chosen; the pick and its targets stay, the menu bar changes.
# The screenshots (teaching-en.png, teaching-ko.png, teaching-zh_CN.png, switch-en.png,
# switch-ko.png) are kept.
set -euo pipefail

app=${1:?usage: teaching_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
shots=${2:?usage: teaching_e2e.sh FORSYTH_BINARY SCREENSHOT_DIR}
source "$(dirname "${BASH_SOURCE[0]}")/e2e_common.sh"
[[ -x $app ]] || fail "no editor binary at $app"
# Only LANG (set per run below) speaks for the system locale.
unset LC_ALL LC_MESSAGES LANGUAGE
start_display

fen="r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12"
before_k="r1b1k2r/pp3ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQ"

# The mean colour of a square in a screenshot, as ImageMagick prints a 1x1 pixel.
square_colour() { # shot square
    local half=$((square_size / 2))
    convert "$shots/$1.png" -crop "${square_size}x${square_size}+$((cx[$2] - half))+$((cy[$2] - half))" \
        +repage -resize 1x1! -format '%[pixel:p{0,0}]' info:
}

show_teaching() { # language settings-language-or-empty LANG
    local language=$1 setting=$2 lang=$3
    local config="$work/config-$language"
    mkdir -p "$config/Forsyth"
    {
        printf '[view]\nteaching=true\n[board]\nletters=true\n'
        [[ -n $setting ]] && printf '[ui]\nlanguage=%s\n' "$setting"
    } >"$config/Forsyth/Forsyth.conf"
    start_editor "$config" LANG="$lang" -- "$fen"
    # No window manager: a click activates the window.
    xdotool mousemove --sync "$quiet_x" "$quiet_y" click 1
    sleep 0.5
    shot "teaching-$language-plain"

    # The caret before the k of KQkq; then the mouse leaves, as hovering would win over it.
    xdotool mousemove --sync "$fen_x" "$fen_y" click 1
    sleep 0.2
    xdotool key --clearmodifiers Home
    xdotool key --clearmodifiers --repeat "${#before_k}" --delay 10 Right
    xdotool mousemove --sync "$quiet_x" "$quiet_y"
    sleep 0.6
    shot "teaching-$language"

    local square
    for square in e8 h8; do
        [[ $(square_colour "teaching-$language-plain" $square) != $(square_colour "teaching-$language" $square) ]] ||
            fail "$language: the caret on k did not light $square"
    done
    [[ $(square_colour "teaching-$language-plain" d8) == $(square_colour "teaching-$language" d8) ]] ||
        fail "$language: the caret on k lit d8 too"
    stop_editor
    step "$language: teaching view shown, e8 and h8 lit"
}

show_teaching en en C.UTF-8
show_teaching ko "" ko_KR.UTF-8
show_teaching zh_CN zh_CN C.UTF-8

menu_bar() { # shot
    convert "$shots/$1.png" -crop 400x24+0+0 +repage -format '%#' info:
}
[[ $(menu_bar teaching-en) != $(menu_bar teaching-ko) ]] || fail "the Korean menu bar looks like the English one"
[[ $(menu_bar teaching-en) != $(menu_bar teaching-zh_CN) ]] || fail "the Chinese menu bar looks like the English one"
[[ $(menu_bar teaching-ko) != $(menu_bar teaching-zh_CN) ]] || fail "the Chinese menu bar looks like the Korean one"
# The switch in place, from the menu, in the middle of a move. Korean's taller menu and toolbar
# text moves the board down a few pixels, so squares are compared by the mean of their middle
# third, within a margin: a lost pick (e7's tint) or target dot (e6) is far outside it.
centre_colour() { # shot square: "r g b"
    local side=$((square_size / 3)) half=$((square_size / 6))
    convert "$shots/$1.png" -crop "${side}x${side}+$((cx[$2] - half))+$((cy[$2] - half))" +repage \
        -resize 1x1! -format '%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]' info:
}
near() { # "r g b" "r g b": each channel within 12
    local a b i
    read -ra a <<<"$1"
    read -ra b <<<"$2"
    for i in 0 1 2; do
        ((a[i] - b[i] <= 12 && b[i] - a[i] <= 12)) || return 1
    done
}

config="$work/config-switch"
mkdir -p "$config/Forsyth"
printf '[view]\nteaching=true\n[ui]\nlanguage=en\n' >"$config/Forsyth/Forsyth.conf"
start_editor "$config" LANG=C.UTF-8 -- "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
xdotool mousemove --sync "$quiet_x" "$quiet_y" click 1
sleep 0.3
shot switch-start
xdotool key --clearmodifiers ctrl+m
sleep 0.2
xdotool mousemove --sync "${cx[e2]}" "${cy[e2]}" click 1
xdotool mousemove --sync "${cx[e4]}" "${cy[e4]}" click 1
sleep 0.3
xdotool mousemove --sync "${cx[e7]}" "${cy[e7]}" click 1
xdotool mousemove --sync "$quiet_x" "$quiet_y"
sleep 0.4
shot switch-en
for square in e4 e6 e7; do
    ! near "$(centre_colour switch-start $square)" "$(centre_colour switch-en $square)" ||
        fail "switch: $square did not change with e2-e4 and the pick of e7"
done
# View > Language > 한국어 (System default, English, 한국어, 简体中文), from the keyboard.
xdotool key --clearmodifiers alt+v
sleep 0.4
xdotool key --clearmodifiers l
sleep 0.4
xdotool key --clearmodifiers Down Down Return
sleep 1
shot switch-ko
stop_editor
for square in e4 e6 e7; do
    near "$(centre_colour switch-en $square)" "$(centre_colour switch-ko $square)" ||
        fail "switch: $square changed with the language (the pick or the move was lost)"
done
[[ $(menu_bar switch-en) != $(menu_bar switch-ko) ]] || fail "switch: the menu bar is still English"
step "switch from the menu: the pick on e7 and its targets kept, the words Korean"

step "passed; screenshots in $shots"
