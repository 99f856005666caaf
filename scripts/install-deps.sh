#!/usr/bin/env bash
# Installs, with apt-get, the Debian 12 packages Forsyth needs that are not installed yet.
# Idempotent: when everything is there it changes nothing and needs no network.
#
#   scripts/install-deps.sh [run|test|training]     (default: test, which includes run)
#
#   run       what building and starting the editor needs
#   test      also clang + sanitizer/libFuzzer runtimes, the X tools of the end-to-end tests,
#             node + npm for the differential test against chessops, and shellcheck
#   training  also the fonts that training/ draws pieces from and tests on (docs/MODEL.md):
#             not for CI, whose smoke run draws DejaVu's alone
#
# Set FORSYTH_DRY_RUN=1 to print what would be installed without installing it.
set -euo pipefail

group=${1:-test}

run_packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    libgl-dev # Qt6Gui's CMake package looks for OpenGL
    libfontconfig-dev # the editor reads the font configuration while Qt starts
    fonts-dejavu-core # the pieces are drawn from DejaVu Sans's chess glyphs
    fonts-wqy-microhei    # Hangul and Simplified Chinese glyphs for the Korean and Chinese interface
    qt6-translations-l10n # Qt's own words (standard dialogs, --help) in Korean and Chinese
    stockfish # the engine panel's default engine (the editor runs without one, and says so)
    libopencv-dev # the vision module (reading a board from a picture), loaded on first use
)
test_packages=(
    clang libclang-rt-14-dev # libFuzzer, ASan and UBSan runtimes for clang 14
    llvm-14                  # llvm-symbolizer: readable sanitizer stack traces
    xvfb xauth xdotool xclip imagemagick
    libxcb1-dev libxcb-damage0-dev # tests/bench/first_paint.cpp: starts timed by the X server's events
    shellcheck # scripts/test.sh checks every shell script with it
    poppler-utils # tests/app/tst_worksheet reads the PDFs: pdfinfo, pdftotext, pdffonts, pdftoppm
    desktop-file-utils appstream shared-mime-info lintian # tests/packaging: validate, install, package
    man-db # the manual page read back
    python3 # tests/engine: the solver against Stockfish
    python3-torch python3-opencv python3-cairosvg python3-numpy python3-pil # training/: the smoke run
    ca-certificates # npm fetches over https
)
training_packages=(
    fonts-noto-core     # Noto Sans Symbols2, a training set
    fonts-symbola       # Symbola, a test set
    fonts-freefont-ttf  # FreeSerif, a test set
)

case "$group" in
    run) wanted=("${run_packages[@]}") ;;
    test | all) wanted=("${run_packages[@]}" "${test_packages[@]}") ;;
    training) wanted=("${run_packages[@]}" "${test_packages[@]}" "${training_packages[@]}") ;;
    *)
        echo "usage: $0 [run|test|training]" >&2
        exit 2
        ;;
esac

# node: any node on PATH will do (the dev machines have node 20 from elsewhere);
# otherwise Debian's nodejs 18 with its npm.
if [[ $group != run ]]; then
    if ! command -v node >/dev/null 2>&1; then
        wanted+=(nodejs npm)
    elif ! command -v npm >/dev/null 2>&1; then
        echo "install-deps: node is on PATH but npm is not; the differential test needs npm" >&2
    fi
fi

installed() {
    [[ $(dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null) == "ii"* ]]
}

missing=()
for p in "${wanted[@]}"; do
    installed "$p" || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#wanted[@]} packages for '$group' are installed"
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
if [[ ${FORSYTH_DRY_RUN:-0} == 1 ]]; then
    exit 0
fi

sudo=()
if ((EUID != 0)); then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "install-deps: not root and no sudo; install as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi

export DEBIAN_FRONTEND=noninteractive
apt_opts=(-y -q -o Dpkg::Use-Pty=0 -o APT::Install-Recommends=false)
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install "${apt_opts[@]}" "${missing[@]}"

still=()
for p in "${missing[@]}"; do
    installed "$p" || still+=("$p")
done
if ((${#still[@]} > 0)); then
    echo "install-deps: still missing after apt-get: ${still[*]}" >&2
    exit 1
fi
echo "install-deps: done"
