#!/bin/bash
# A human (black) clicks h8: a black stone appears there; the AI answers with
# a white stone; a click on an occupied point changes nothing.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --size 15 --black human --white ai --level beginner
shot empty
expect_empty h8
expect_empty a1

click_move h8
wait_for '^move 1 Black h8 human$'
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI=$(last_ai_move)
[ "$AI" != h8 ] || fail "the AI played on h8"
shot answered
expect_black h8
expect_white "$AI"
expect_empty a1
pass "black stone at h8, the AI answered $AI with a white stone"

# Clicking an occupied point or off the board plays nothing.
MOVES_BEFORE=$(count_lines '^move ')
click_move h8
click_px 3 3
sleep 0.5
[ "$(count_lines '^move ')" = "$MOVES_BEFORE" ] || fail "a click on an occupied point played a move"
wait_for '^status That point is occupied'
shot after_refused
expect_black h8
expect_white "$AI"
pass "a click on an occupied point is refused with a hint"

# The panel's Resign button asks first (defect #39.8: it resigned at once).
mark_log
click_button Resign
wait_for '^status Resign this game\?'
sync_window
log_has 'white-wins' && fail "one click on Resign resigned without asking"
wait_show status 'Resign this game\?'
pass "the Resign button asks for a confirmation"
click_button Resign
wait_for "^position h8,$AI white-wins$"
wait_for '^status White wins: Black resigned'
pass "a second click on Resign ends the game"

# Undo takes the resignation back, not a move, and says so.
mark_log
key u
wait_for "^position h8,$AI ongoing$"
wait_for '^status Resignation taken back'
log_has '^status Move taken back' && fail "undo after resigning said 'Move taken back'"
pass "undo after resigning takes the resignation back and says so"

# G asks too; another key in between cancels the question.
mark_log
key g
wait_for '^status Resign this game\?'
key m
sync_window
mark_log
key g
wait_for '^status Resign this game\?' 5
sync_window
log_has 'white-wins' && fail "G, another key, G resigned"
key g
wait_for "^position h8,$AI white-wins$"
pass "G asks, and a key in between cancels the question"
