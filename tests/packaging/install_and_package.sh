#!/usr/bin/env bash
# Install and package (docs/PACKAGING.md): `cmake --install` of the build tree into a temporary
# prefix puts every file in place and each validates (desktop-file-validate, appstreamcli,
# update-mime-database, man); the desktop database then opens .fen, .epd and .pgn files with
# Forsyth; the installed forsyth runs. Then `cpack -G DEB`: the package's dependencies were
# computed, lintian finds no error, and unpacked with dpkg-deb its forsyth check runs.
#
#   install_and_package.sh BUILD_DIR
set -uo pipefail

build=${1:?usage: install_and_package.sh BUILD_DIR}
app_id=example.forsyth.Forsyth
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
ok() { echo "ok: $*"; }

for tool in desktop-file-validate appstreamcli update-mime-database update-desktop-database \
    dpkg-deb dpkg-shlibdeps lintian cpack man; do
    command -v "$tool" >/dev/null || fail "$tool is missing (scripts/install-deps.sh test installs it)"
done
((failures == 0)) || exit 1

# ---- cmake --install ---------------------------------------------------------------------------
prefix=$work/prefix
if ! cmake --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1; then
    cat "$work/install.log"
    fail "cmake --install"
    exit 1
fi
expected=(
    bin/forsyth
    lib/forsyth/libforsyth_editor.so
    lib/forsyth/libforsyth_print.so
    "share/applications/$app_id.desktop"
    "share/metainfo/$app_id.metainfo.xml"
    "share/mime/packages/$app_id.xml"
    "share/icons/hicolor/scalable/apps/$app_id.svg"
    share/man/man1/forsyth.1.gz
    share/forsyth/translations/forsyth_ko.qm
    share/forsyth/translations/forsyth_zh_CN.qm
    share/doc/forsyth/copyright
    share/doc/forsyth/changelog.gz
)
for size in 16 22 24 32 48 64 128 256 512; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for file in "${expected[@]}"; do
    [[ -s $prefix/$file ]] || fail "cmake --install did not put $file in place"
done
ok "cmake --install: ${#expected[@]} files in place"

# The installed forsyth runs its commands with Qt Core alone and finds the editor module in
# ../lib/forsyth for the rest (docs/ARCHITECTURE.md).
if ldd "$prefix/bin/forsyth" | grep -Eq 'libQt6(Gui|Widgets)'; then
    fail "bin/forsyth links Qt Gui or Widgets: $(ldd "$prefix/bin/forsyth" | grep -Eo 'libQt6[A-Za-z]+' | sort -u | tr '\n' ' ')"
fi
[[ $("$prefix/bin/forsyth" --version) == "Forsyth "* ]] || fail "the installed forsyth --version (the editor module)"
ok "bin/forsyth: Qt Core only; --version through the installed editor module"

# Each PNG is the size its folder says.
for size in 16 48 512; do
    png=$prefix/share/icons/hicolor/${size}x${size}/apps/$app_id.png
    dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
    [[ $dims == "${size}x${size}" ]] || fail "$png is $dims, not ${size}x${size}"
done

desktop-file-validate "$prefix/share/applications/$app_id.desktop" || fail "desktop-file-validate"
grep -q '^Exec=forsyth %F$' "$prefix/share/applications/$app_id.desktop" || fail "Exec does not take %F"
appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"
ok "desktop entry and metainfo validate"

# The MIME types build into a database; the desktop database then gives each file type to us.
update-mime-database "$prefix/share/mime" 2>&1 || fail "update-mime-database"
for type in x-fen x-epd; do
    [[ -s $prefix/share/mime/application/$type.xml ]] || fail "no application/$type in the MIME database"
done
grep -q '\*\.fen' "$prefix/share/mime/globs2" || fail "*.fen is not a glob of the MIME database"
update-desktop-database "$prefix/share/applications" || fail "update-desktop-database"
for type in application/x-fen application/x-epd application/vnd.chess-pgn; do
    grep -q "^$type=.*$app_id.desktop" "$prefix/share/applications/mimeinfo.cache" ||
        fail "$type does not open with $app_id.desktop"
done
ok "MIME types: .fen, .epd and .pgn open with Forsyth"

# The manual page reads without warnings and names every command that forsyth --help lists.
man_text=$(MANWIDTH=100 man --warnings -l "$prefix/share/man/man1/forsyth.1.gz" 2>"$work/man.err")
[[ ! -s $work/man.err ]] || fail "man warns: $(cat "$work/man.err")"
mapfile -t commands < <(LC_ALL=C LANGUAGE='' "$prefix/bin/forsyth" --help | sed -n 's/^  forsyth \([a-z-]*\) .*/\1/p')
((${#commands[@]} >= 7)) || fail "forsyth --help lists ${#commands[@]} commands: ${commands[*]}"
for command in "${commands[@]}"; do
    grep -q "^       $command" <<<"$man_text" || fail "the manual page does not describe forsyth $command"
done
ok "man forsyth"

fen='rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
out=$("$prefix/bin/forsyth" check "$fen") || fail "the installed forsyth check failed"
[[ $out == OK* ]] || fail "the installed forsyth check said: $out"
ok "the installed forsyth runs"

# ---- cpack -G DEB ------------------------------------------------------------------------------
if ! (cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/package") >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    fail "cpack -G DEB"
    exit 1
fi
deb=$(find "$work/package" -maxdepth 1 -name 'forsyth_*.deb' | head -n 1)
[[ -n $deb ]] || {
    fail "cpack made no forsyth_*.deb"
    exit 1
}
depends=$(dpkg-deb -f "$deb" Depends)
for library in libqt6widgets6 libqt6svg6 libc6; do
    grep -q "$library" <<<"$depends" || fail "Depends lacks $library (shlibdeps): $depends"
done
ok "$(basename "$deb"): Depends: $depends"
if ! lintian --fail-on error --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1; then
    cat "$work/lintian.log"
    fail "lintian reports errors"
else
    echo "lintian: $(grep -c '^E:' "$work/lintian.log") errors, $(grep -c '^W:' "$work/lintian.log") warnings"
fi
root=$work/root
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x"
out=$("$root/usr/bin/forsyth" check "$fen") || fail "the packaged forsyth check failed"
[[ $out == OK* ]] || fail "the packaged forsyth check said: $out"
[[ -s $root/usr/share/applications/$app_id.desktop ]] || fail "the package lacks the desktop entry"
ok "the package's forsyth check runs"

if ((failures > 0)); then
    echo "$failures failures"
    exit 1
fi
echo "install and package: all checks passed"
