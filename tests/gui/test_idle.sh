#!/bin/bash
# A window at rest draws nothing and costs (almost) no CPU; input is still
# answered at once; a running clock redraws about once a second.
source "$(dirname "$0")/lib.sh"

# cpu_ticks: user + system time of wuzi so far, in clock ticks (1/100 s).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$WUZI_PID/stat"; }
last_frame() { grep -a '^frame ' "$LOG" | tail -n 1 | cut -d' ' -f2; }
# At rest nothing is drawn, so the limit measures the loop alone. A running
# clock draws about a frame a second, and Xvfb draws in software: a frame costs
# 50-100 ms of CPU here, more when the machine is busy. So the limit with a
# clock running only catches a loop that spins instead of sleeping (a whole
# core); the frame count checks the rate. A sanitizer build does more work per
# wake-up; its limits are looser.
LIMIT=5
CLOCK_LIMIT=40
if ldd "$WUZI" | grep -qE 'lib(t|a)san'; then LIMIT=25; CLOCK_LIMIT=70; fi

start_wuzi --game gomoku --black human --white human
xdotool mousemove --window "$WID" 400 300   # over the board, then still
sync_window
F0=$(last_frame)
T0=$(cpu_ticks)
sleep 4
T1=$(cpu_ticks)
F1=$(last_frame)
CPU=$(awk -v t=$((T1 - T0)) 'BEGIN { printf "%.1f", t / 4 }')
echo "at rest: $CPU% of a core over 4 s, frames $F0 -> $F1"
[ "$F0" = "$F1" ] || fail "the window drew frames $F0..$F1 while nothing changed"
[ "$(shown clock)" = "0:00 0:00 stopped" ] || fail "a clock runs before the first move: $(shown clock)"
awk -v c="$CPU" -v l="$LIMIT" 'BEGIN { exit !(c < l) }' || fail "$CPU% of a core at rest (limit $LIMIT%)"
pass "at rest: no frames, $CPU% of a core"

# Input is answered at once: the time from a key press to the frame after it.
WORST=0
for _ in 1 2 3 4 5; do
    T=$(date +%s%N)
    sync_window
    MS=$((($(date +%s%N) - T) / 1000000))
    [ "$MS" -gt "$WORST" ] && WORST=$MS
done
echo "key press to drawn frame: at most $WORST ms (5 tries)"
[ "$WORST" -lt 1000 ] || fail "input took $WORST ms to show"
pass "input answered within $WORST ms"

# Hovering a point redraws (the preview stone), then rest again.
mark_log
point_px h8
xdotool mousemove --window "$WID" "$PX" "$PY"
sync_window
shot hover
probe_move h8
is_wood && fail "no preview stone under the mouse at h8"
pass "the hover preview is drawn on mouse moves"

# After the first move Black's clock stops and White's runs: one frame a second.
click_move h8
wait_for '^move 1 Black h8 human$'
wait_show clock '^0:00 0:0[0-9] white$'
F0=$(last_frame)
T0=$(cpu_ticks)
sleep 3
T1=$(cpu_ticks)
F1=$(last_frame)
CPU=$(awk -v t=$((T1 - T0)) 'BEGIN { printf "%.1f", t / 3 }')
echo "a running clock: $CPU% of a core over 3 s, frames $F0 -> $F1"
[ $((F1 - F0)) -ge 2 ] && [ $((F1 - F0)) -le 8 ] || fail "frames $F0 -> $F1 in 3 s with a clock running"
awk -v c="$CPU" -v l="$CLOCK_LIMIT" 'BEGIN { exit !(c < l) }' ||
    fail "$CPU% of a core with a clock running (limit $CLOCK_LIMIT%)"
pass "a running clock costs $CPU% of a core"
