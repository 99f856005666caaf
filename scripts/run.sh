#!/usr/bin/env bash
# Installs whatever is missing (Debian 12), builds Forsyth (Release, build/) and starts the
# editor with the given arguments:   sudo scripts/run.sh [FEN | file.fen]
# Also the command line:              scripts/run.sh check --json "8/8/8/8/8/8/8/K1k5 w"
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

if [[ ${FORSYTH_SKIP_DEPS:-0} != 1 ]]; then
    scripts/install-deps.sh run >&2
fi

# Under sudo, install as root but build and run as the user who owns the checkout, so
# build/ stays theirs and the window opens on their display.
if ((EUID == 0)) && [[ -n ${SUDO_USER:-} && $SUDO_USER != root && $(stat -c %U "$root") == "$SUDO_USER" ]]; then
    keep=(FORSYTH_SKIP_DEPS=1)
    [[ -n ${DISPLAY:-} ]] && keep+=("DISPLAY=$DISPLAY")
    [[ -n ${XAUTHORITY:-} ]] && keep+=("XAUTHORITY=$XAUTHORITY")
    exec sudo -u "$SUDO_USER" -H env "${keep[@]}" "$root/scripts/run.sh" "$@"
fi

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset release >&2
cmake --build build --parallel "$jobs" --target forsyth >&2
exec build/app/forsyth "$@"
