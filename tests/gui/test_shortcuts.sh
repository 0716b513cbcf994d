#!/bin/bash
# Keyboard shortcuts act as documented: Ctrl+Z / U undo back to the human's
# last move, R redoes, N starts a new game, F12 saves a screenshot, F1 shows
# the help; settings changed with keys are saved to the config file.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI1=$(last_ai_move)
SECOND=d4
[ "$AI1" = d4 ] && SECOND=e4
click_move $SECOND
wait_for '^move 4 White [a-z][0-9]+ ai$' 15
AI2=$(last_ai_move)
shot four
expect_black h8
expect_black $SECOND
expect_white "$AI1"
expect_white "$AI2"

# Ctrl+Z: the AI's reply and the human's second move go; h8 and the first reply stay.
key ctrl+z
wait_for "^position h8,$AI1 ongoing$"
shot undone
expect_black h8
expect_white "$AI1"
expect_empty $SECOND
expect_empty "$AI2"
pass "Ctrl+Z took back $SECOND and the AI's $AI2"

# R: both come back, and the AI does not move again.
key r
wait_for "^position h8,$AI1,$SECOND,$AI2 ongoing$"
sleep 0.6
[ "$(count_lines '^move 5 ')" = 0 ] || fail "redo made someone move"
shot redone
expect_black $SECOND
expect_white "$AI2"
pass "R redid both moves"

# U: the same as Ctrl+Z.
key u
wait_for "^position h8,$AI1 ongoing$"
pass "U undoes too"

# N: a new, empty game.
key n
wait_for '^position - ongoing$'
shot new
expect_empty h8
expect_empty "$AI1"
pass "N started a new game"

# Undo during the AI's search: the search stops and the human moves again.
# A long, deep search: the time raised eight steps (]) and the depth to 32
# (=, beginner's 2 plus 30); depth 10 alone is reached within the 0.3 s wait
# below on an idle machine.
key bracketright bracketright bracketright bracketright bracketright bracketright bracketright bracketright
for _ in 1 2 3; do
    key equal equal equal equal equal equal equal equal equal equal
    wait_frames 2
done
mark_log
click_move h8
wait_for '^search move$'
sleep 0.3
T0=$(date +%s%N)
key ctrl+z
wait_for '^position - ongoing$' 3
echo "undo during the search took $((($(date +%s%N) - T0) / 1000000)) ms"
sleep 1
log_has '^move 2 ' && fail "the AI moved after the undo"
shot undo_search
expect_empty h8
pass "undo during the AI's search stopped it"

# F1 shows the help (the board darkens under it); Escape hides it.
mark_log
key F1
shot help
point_px a1
pixel "$PX" "$PY"
is_wood && fail "F1 did not show the help overlay"
key Escape
shot nohelp
expect_empty a1
pass "F1 shows the shortcuts, Escape hides them"

# F12 writes a PNG screenshot into the current folder.
key F12
wait_for "^status Screenshot saved to $TEST_DIR/wuzi-[0-9-]+\\.png" 5
PNG=$(ls "$TEST_DIR"/wuzi-*.png 2>/dev/null | head -n 1)
[ -n "$PNG" ] || fail "F12 wrote no PNG"
[ "$(identify -format '%w %h' "$PNG")" = "1000 720" ] || fail "the F12 screenshot has the wrong size"
pass "F12 saved $(basename "$PNG")"

# The depth and time set with + and ] above were saved for the next run.
SETTINGS="$XDG_CONFIG_HOME/wuzi/settings.json"
[ -f "$SETTINGS" ] || fail "no settings file at $SETTINGS"
grep -q '"depth": 32' "$SETTINGS" || fail "depth not saved: $(cat "$SETTINGS")"
grep -q '"time_ms": 8000' "$SETTINGS" || fail "time not saved: $(cat "$SETTINGS")"
pass "settings saved to $SETTINGS"
