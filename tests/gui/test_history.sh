#!/bin/bash
# The move list and stepping through a game: a click on a move or the arrow,
# Home and End keys show earlier positions without losing the line; a move
# played from an earlier point starts a new line, and undo brings the old one
# back; against the AI, an earlier position waits until Space plays on.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --black human --white human
for m in h8 i9 h9 i10 h10; do
    click_move $m
    wait_for "^move [0-9]+ [A-Za-z]+ $m human$"
done
wait_show list '^h8 i9 h9 i10 h10\*$'
FULL='h8,i9,h9,i10,h10'

# A click on the second move of the list.
mark_log
click_button StepTo:2
wait_for '^position h8,i9 ongoing$'
wait_show note '^Move 2 of 5 shown: End returns$'
wait_show list '^h8 i9\* h9 i10 h10$'
shot step2
expect_black h8
expect_white i9
expect_empty h9
expect_empty h10
pass "a click on move 2 shows the position after it"

mark_log
key Left
wait_for '^position h8 ongoing$'
key Home
wait_for '^position - ongoing$'
key Right
wait_for '^position h8 ongoing$'
key End
wait_for "^position $FULL ongoing$"
wait_show note '^$'
pass "Left, Home, Right and End step through the game"

# From move 3, White plays a1 instead of i10: a new line, undoable.
mark_log
key Left Left
wait_for '^position h8,i9,h9 ongoing$'
click_move a1
wait_for '^position h8,i9,h9,a1 ongoing$'
wait_show list '^h8 i9 h9 a1\*$'
wait_show status 'A new line from move 4'
key u
wait_for '^position h8,i9,h9 ongoing$'
wait_show list '^h8 i9 h9\* i10 h10$'
key End
wait_for "^position $FULL ongoing$"
shot old_line
expect_white i10
expect_black h10
expect_empty a1
pass "a move from an earlier point starts a new line; undo brings the old one back"

# Against the AI: an earlier position with the AI to move waits; Space plays on.
close_window
start_wuzi --game gomoku --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
mark_log
key Left
wait_for '^position h8 ongoing$'
wait_show turn '^White: AI waits$'
button_px Pause
[ "$BUTTON_LABEL" = "Play on" ] || fail "the pause button says '$BUTTON_LABEL', not 'Play on'"
sync_window
log_has '^search move' && fail "the AI searched an earlier position of the line"
key space
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
pass "the AI waits at an earlier position; Space lets it play on from there"

# A longer game in the list, shown at its middle (the README's picture).
close_window
printf '(;GM[4]SZ[15];B[hh];W[ig];B[hg];W[hf];B[ii];W[gi];B[jj];W[kk];B[ih];W[jh];B[gg];W[ff];B[fh];W[eg];B[gh];W[eh];B[dh];W[ij];B[hj];W[ji];B[hk])\n' >"$TEST_DIR/long.sgf"
start_wuzi --black human --white ai --level strong --load "$TEST_DIR/long.sgf"
key Home
for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do key Right; done
wait_show list ' f10\* '
shot move_list
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/move-list.png"
pass "a loaded game of 21 moves steps to move 12"
