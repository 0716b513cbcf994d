#!/usr/bin/env bash
# pbrain-wuzi.exe under Wine: the brain's protocol tests (tests/brain/: the
# Gomocup commands, Yixin-Board's extensions, time limits, INFO max_memory,
# bad input, and 30 random sessions of the fuzzer) against the Windows build.
# Usage: tests/windows/wine_test.sh build/windows/pbrain-wuzi.exe
# Wine runs in a prefix of its own under the .exe's folder (made on the first
# run, without Mono and Gecko, which a console program does not need), with
# one wineserver kept for the whole run and stopped at the end: without it,
# each brain process starts a server that lingers after it, and a brain
# started while that server shuts down can die or hang at start-up (seen as
# "brain closed its output" and a 30 s --version timeout when the tests ran
# without one).
set -euo pipefail
exe=$(realpath "${1:?usage: wine_test.sh PBRAIN_EXE}")
tests=$(cd "$(dirname "$0")/../brain" && pwd)
export WINEPREFIX=${WINEPREFIX:-$(dirname "$exe")/wineprefix}
export WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" WINEARCH=win64
export PBRAIN_RUNNER=wine

start=$(date +%s)
mkdir -p "$WINEPREFIX"
wineserver -k 2>/dev/null || true  # a server left by an interrupted run
wineserver -p                      # one server for the whole run, stopped at the end
trap 'wineserver -k 2>/dev/null || true' EXIT
wineboot -i >/dev/null 2>&1 || true  # makes the prefix on the first run
echo "wine prefix ready in $(($(date +%s) - start)) s ($WINEPREFIX, $(wine --version))"

# No DLL beyond Windows' own: a static .exe.
if command -v x86_64-w64-mingw32-objdump >/dev/null; then
    dlls=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u)
    for dll in $dlls; do
        case "$dll" in
            kernel32.dll | msvcrt.dll | user32.dll | advapi32.dll | ws2_32.dll | api-ms-win-*) ;;
            *) echo "FAIL: pbrain-wuzi.exe needs $dll"; exit 1 ;;
        esac
    done
    echo "DLLs imported: $(echo $dlls)"
fi

version=$(wine "$exe" --version | tr -d '\r')
echo "$version" | grep -Eq '^pbrain-wuzi [0-9.]+ \(commit ' || { echo "FAIL: --version: $version"; exit 1; }
echo "$version"

status=0
for t in brain_session_test.py yixin_session_test.py; do
    s=$(date +%s)
    if python3 "$tests/$t" "$exe"; then r=passed; else r=FAILED status=1; fi
    echo "== $t under Wine: $r in $(($(date +%s) - s)) s"
done
s=$(date +%s)
if (cd "$(dirname "$exe")" && python3 "$tests/brain_fuzz_test.py" "$exe" 30); then r=passed; else r=FAILED status=1; fi
echo "== brain_fuzz_test.py (30 sessions) under Wine: $r in $(($(date +%s) - s)) s"
echo "Wine tests: $([ $status -eq 0 ] && echo passed || echo FAILED) in $(($(date +%s) - start)) s"
exit $status
