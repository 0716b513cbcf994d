#!/bin/bash
# Defect #39.2: at the default size (1000x720) no text is cut short: the
# status line and the help's descriptions wrap, and a line of play longer than
# the engine's box is read whole by hovering it (a tooltip, and the moves on
# the board). `wuzi --debug` reports each frame's shortened texts as
# `show clipped` ("-" for none).
source "$(dirname "$0")/lib.sh"

# no_clipping WHAT: the last frame cut nothing.
no_clipping() {
    sync_window
    [ "$(shown clipped)" = "-" ] || fail "$1: text cut short: $(shown clipped)"
}

start_wuzi --black human --white ai --level strong --threads 1
no_clipping "the empty board"

# The AI's line, as long as it comes: hover the box's line row to read it all.
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 30
wait_show engine 'line( [a-z][0-9]+){9,}'
no_clipping "the AI's line"
button_px ShowLine:2
xdotool mousemove --window "$WID" "$PX" "$PY"
# The tooltip is the box's line as shown then (under load the search's last
# report may still replace the line seen with the move).
i=0
while :; do
    LINE=$(shown engine | sed 's/.*| line /line /')
    [ "$(shown tooltip)" = "$LINE" ] && break
    sleep 0.05; i=$((i + 1))
    [ $i -ge 200 ] && fail "the tooltip '$(shown tooltip)' is not the box's line '$LINE'"
done
shot line-hover
pass "the AI's line read whole on hover: $LINE"

# The help: every description whole.
key F1
no_clipping "the help"
shot help
key Escape
pass "the help shows every description whole"

# A long status: analysis's explanation (170 characters) and its lines.
key a
wait_for '^status Analysis: ' 5
no_clipping "the analysis status"
wait_show engine '\| 1\. [a-z][0-9]+ .* [a-z][0-9]+ [a-z][0-9]+ [a-z][0-9]+ [a-z][0-9]+ [a-z][0-9]+ [a-z][0-9]+' 30
button_px ShowLine:1
xdotool mousemove --window "$WID" "$PX" "$PY"
wait_show tooltip '^1\. [a-z][0-9]+ '
FIRST=$(shown engine | sed 's/^[^|]*| //; s/ |.*//')
TIP=$(shown tooltip)
case "$TIP" in "${FIRST%% *}"*) ;; *) fail "the tooltip '$TIP' is not the first line '$FIRST'" ;; esac
pass "an analysis line read whole on hover: $TIP"

# A binary file's error: printable and whole (defect #39.3).
key a
head -c 300 /dev/urandom >"$TEST_DIR/noise.bin"
printf '\211PNG\r\n\032\n' | cat - "$TEST_DIR/noise.bin" >"$TEST_DIR/picture.png"
mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/picture.png"
key Return
wait_for '^error Not loaded: picture.png is not a game file' 5
log_lines '^error ' | tail -n 1 | LC_ALL=C grep -q '[^ -~]' && fail "the error holds unprintable bytes"
no_clipping "the binary file's error"
pass "a binary file's error is printable and whole: $(log_lines '^error ' | tail -n 1)"
