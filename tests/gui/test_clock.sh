#!/bin/bash
# Time controls: countdown clocks that start at the first move, a flag fall
# that loses, the AI's time planned from its clock, the Clock button's
# presets saved in the settings.
source "$(dirname "$0")/lib.sh"

# 3 seconds each, human against human: nothing runs before the first move.
start_wuzi --game gomoku --black human --white human --clock 0.05+0
wait_show clock '^0:03\.0 0:03\.0 stopped$'
sync_window
[ "$(shown clock)" = "0:03.0 0:03.0 stopped" ] || fail "a clock ran before the first move: $(shown clock)"
click_move h8
wait_for '^move 1 Black h8 human$'
wait_show clock '^0:03\.0 0:0[0-2]\.[0-9] white$'
pass "White's clock runs after Black's first move: $(shown clock)"
wait_for '^position h8 black-wins$' 10
wait_show turn '^Black wins on time$'
wait_show clock '^0:03\.0 0:00\.0 stopped$'
click_move a1
wait_for '^status The game is over'
log_has '^move 2 ' && fail "a move was accepted after the flag fell"
pass "White's flag fell: Black wins on time"

# The record says so.
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/flag.sgf"
key Return
wait_for '^status Saved to '
grep -q 'RE\[B+T\]' "$TEST_DIR/flag.sgf" || fail "the SGF lacks RE[B+T]: $(cat "$TEST_DIR/flag.sgf")"
pass "saved with RE[B+T]"

# Two seconds a move against the Max AI (which would think 8 s): the AI
# plans within its two seconds; the human who waits loses on time.
close_window
start_wuzi --game gomoku --black human --white ai --level max --clock 2s
wait_show clock '^0:02\.0 0:02\.0 stopped$'
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 10
wait_for '^position h8,[a-z0-9]+ ongoing$'
pass "the AI answered within its two seconds: $(last_ai_move)"
wait_for '^position h8,[a-z0-9]+ white-wins$' 6
wait_show turn '^White wins on time$'
pass "the human's two seconds ran out: White wins on time"

# C steps through the presets; the choice is saved.
mark_log
key c   # 2 s/move is no preset: the cycle starts again at no clock
wait_show settings ' None '
key c
wait_show settings ' 1\+0 '
grep -q '"clock": "1+0"' "$XDG_CONFIG_HOME/wuzi/settings.json" ||
    fail "the clock was not saved: $(cat "$XDG_CONFIG_HOME/wuzi/settings.json")"
pass "C cycles the time controls and saves them"
