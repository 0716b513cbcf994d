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

# The panel's Resign button.
click_button Resign
wait_for "^position h8,$AI white-wins$"
wait_for '^status White wins: Black resigned'
pass "the Resign button ends the game"
