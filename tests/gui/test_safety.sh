#!/bin/bash
# Nothing is lost without a way back: a new game, a new board size, rule or
# game, and a load each keep the game before, and undo brings it back. The
# rule button names the rule.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --size 15 --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI=$(last_ai_move)
GAME="h8,$AI ongoing"
sync_window
button_px NextRule
[ "$BUTTON_LABEL" = Freestyle ] || fail "the rule button says '$BUTTON_LABEL', not Freestyle"

# undo_back WHAT: one undo brings the game back on its 15x15 board.
undo_back() {
    mark_log
    key u
    wait_for "^position $GAME\$" 5
    read_geometry   # the board's own (printed before the position)
    [ "$GSIZE" = 15 ] || fail "the board is ${GSIZE}x$GSIZE after undo"
    shot "back_from_$1"
    expect_black h8
    expect_white "$AI"
    pass "$1, then undo: the game is back"
}

mark_log
click_button SizeUp
wait_for '^position - ongoing$'
wait_for '^status New gomoku game on 16x16.*Undo \(U\) brings the last game back'
undo_back "a larger board"

mark_log
click_button NextRule
wait_for '^position - ongoing$'
sync_window
button_px NextRule
[ "$BUTTON_LABEL" = Standard ] || fail "the rule button says '$BUTTON_LABEL', not Standard"
undo_back "the standard rule"
sync_window
button_px NextRule
[ "$BUTTON_LABEL" = Freestyle ] || fail "after undo the rule button says '$BUTTON_LABEL'"
SETTINGS="$XDG_CONFIG_HOME/wuzi/settings.json"
grep -q '"rule": "freestyle"' "$SETTINGS" || fail "the restored rule was not saved: $(cat "$SETTINGS")"

mark_log
key t
wait_for '^position - ongoing$'
undo_back "tic-tac-toe"

mark_log
key n
wait_for '^position - ongoing$'
undo_back "a new game"

printf '(;GM[4]SZ[15];B[aa])\n' >"$TEST_DIR/one.sgf"
mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/one.sgf"
key Return
wait_for '^position a15 ongoing$'
mark_log
key u   # the loaded game's own move first
wait_for '^position - ongoing$'
undo_back "a load"
