#!/bin/bash
# xvfb.sh COMMAND...: run COMMAND under a virtual X server of its own
# (screen XVFB_SCREEN, default 1024x1024x24).
# The server chooses a free display number itself (-displayfd) and reports
# it, so tests run in parallel (ctest -j, or several build trees at once)
# never race for a number the way `xvfb-run -a` does (it picks a number,
# then starts the server: two runs can pick the same one, and the loser
# talks to the other's server or to none).
set -u
fifo=$(mktemp -u "${TMPDIR:-/tmp}/wuzi-xvfb.XXXXXX")
mkfifo "$fifo" || exit 1
Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1024x1024x24}" -nolisten tcp -noreset 3>"$fifo" 2>"$fifo.log" &
xpid=$!
display=""
read -r -t 20 display <"$fifo"
rm -f "$fifo"
if [ -z "$display" ]; then
    echo "xvfb.sh: Xvfb did not start: $(cat "$fifo.log")" >&2
    rm -f "$fifo.log"
    kill "$xpid" 2>/dev/null
    exit 1
fi
rm -f "$fifo.log"
export DISPLAY=":$display"
"$@"
code=$?
kill "$xpid" 2>/dev/null
wait "$xpid" 2>/dev/null
exit $code
