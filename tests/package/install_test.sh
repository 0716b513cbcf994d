#!/usr/bin/env bash
# The .deb as a user gets it: its dependencies resolve, it installs into a
# clean prefix (dpkg -x: the package's files, nothing of the source or build
# tree), and the installed programs run from there, outside the source tree:
# `wuzi --screenshot` under Xvfb with the installed assets, pbrain-wuzi's
# protocol smoke test, `wuzi-cli analyse`, --version, the desktop entry,
# metainfo and man pages. Usage: tests/package/install_test.sh WUZI.deb
set -euo pipefail
deb=$(realpath "${1:?usage: install_test.sh WUZI.deb}")
here=$(cd "$(dirname "$0")" && pwd)
root=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-install.XXXXXX")
trap 'rm -rf "$root"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
pass() { echo "ok: $*"; }

# Dependencies: every library the programs link against, as Debian packages
# that are installable here; the font the window loads.
depends=$(dpkg-deb -f "$deb" Depends)
for p in libsfml-graphics libsfml-window libsfml-audio libsfml-system libx11 libc6 libstdc++6 \
    libfmt fonts-dejavu-core; do
    echo "$depends" | grep -q "$p" || fail "Depends lacks $p: $depends"
done
apt-get install --simulate -qq "$deb" >"$root/apt.txt" 2>&1 || fail "dependencies do not resolve: $(cat "$root/apt.txt")"
pass "Depends: $depends"

dpkg -x "$deb" "$root"
prefix="$root/usr"
cd "$root"  # nothing of the source tree around
for f in bin/wuzi bin/wuzi-cli bin/pbrain-wuzi share/wuzi/theme.txt share/wuzi/icon.png \
    share/wuzi/book/freestyle15.wbk share/wuzi/weights/default.txt \
    share/applications/org.wuzi.Wuzi.desktop share/metainfo/org.wuzi.Wuzi.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.wuzi.Wuzi.svg \
    share/icons/hicolor/256x256/apps/org.wuzi.Wuzi.png share/man/man6/wuzi.6.gz \
    share/man/man6/wuzi-cli.6.gz share/man/man6/pbrain-wuzi.6.gz; do
    [ -e "$prefix/$f" ] || fail "not installed: $f"
done
for b in wuzi wuzi-cli pbrain-wuzi; do
    if ldd "$prefix/bin/$b" | grep -q "not found"; then fail "$b: $(ldd "$prefix/bin/$b" | grep 'not found')"; fi
done
pass "files installed, every library found"

desktop-file-validate "$prefix/share/applications/org.wuzi.Wuzi.desktop" || fail "desktop entry"
appstreamcli validate --no-net "$prefix/share/metainfo/org.wuzi.Wuzi.metainfo.xml" >"$root/as.txt" ||
    fail "metainfo: $(cat "$root/as.txt")"
for m in wuzi wuzi-cli pbrain-wuzi; do
    warnings=$(zcat "$prefix/share/man/man6/$m.6.gz" | groff -man -ww -z -Tutf8 2>&1)
    [ -z "$warnings" ] || fail "man page $m: $warnings"
done
pass "desktop entry, metainfo and man pages valid"

for b in wuzi wuzi-cli pbrain-wuzi; do
    v=$(DISPLAY= "$prefix/bin/$b" --version </dev/null)
    echo "$v" | grep -Eq "^$b [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$" ||
        fail "$b --version: $v"
done
pass "--version: $v"

# The window, from the installed copy: its assets are the installed ones.
bash "$here/../gui/xvfb.sh" "$prefix/bin/wuzi" --screenshot "$root/shot.png" --moves h8,i9 --debug \
    >"$root/wuzi.txt" 2>"$root/wuzi.err" || fail "wuzi --screenshot: $(cat "$root/wuzi.err")"
grep -qx "assets $prefix/share/wuzi" "$root/wuzi.txt" || fail "assets not the installed ones: $(grep '^assets' "$root/wuzi.txt")"
[ ! -s "$root/wuzi.err" ] || fail "wuzi warned: $(cat "$root/wuzi.err")"
[ "$(identify -format '%wx%h' "$root/shot.png")" = 1000x720 ] || fail "screenshot size"
pass "wuzi --screenshot with the installed assets"
# $WUZI_ASSETS overrides them; a folder without a theme is one warning naming it.
WUZI_ASSETS="$root/nowhere" bash "$here/../gui/xvfb.sh" "$prefix/bin/wuzi" --screenshot "$root/shot2.png" \
    --moves h8 --debug >"$root/wuzi2.txt" 2>"$root/wuzi2.err" || fail "wuzi without assets: $(cat "$root/wuzi2.err")"
grep -q "assets folder not found: no readable theme.txt in $root/nowhere" "$root/wuzi2.err" ||
    fail "missing assets message: $(cat "$root/wuzi2.err")"
pass "WUZI_ASSETS: $(cat "$root/wuzi2.err")"

# The brain: a short game and bad input, then the end of its input (END would
# end it at once, before the lines that wait for the running search).
out=$(printf 'START 15\nINFO timeout_turn 300\nBEGIN\nTURN 8,8\nHELLO\nTURN 99,99\nTURN 0,0\n' |
    timeout 30 "$prefix/bin/pbrain-wuzi" | grep -v '^MESSAGE' | tr -d '\r')
echo "$out" | sed -n 1p | grep -qx OK || fail "pbrain-wuzi START: $out"
[ "$(echo "$out" | grep -Ec '^[0-9]+,[0-9]+$')" -eq 3 ] || fail "pbrain-wuzi moves: $out"
echo "$out" | grep -q '^UNKNOWN' || fail "pbrain-wuzi HELLO: $out"
echo "$out" | grep -q '^ERROR' || fail "pbrain-wuzi TURN 99,99: $out"
pass "pbrain-wuzi plays, answers bad input and keeps the game"

out=$("$prefix/bin/wuzi-cli" analyse --moves h8,i9,h10 --time-ms 300)
echo "$out" | grep -q '^{"move":"[a-o][0-9]*","score":' || fail "wuzi-cli analyse: $out"
pass "wuzi-cli analyse: $out"
echo "install test passed"
