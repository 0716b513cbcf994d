#!/bin/bash
# Renju in the window: Black's forbidden points are drawn as small red crosses
# (the X toggle, saved), a click on one is refused with the reason and leaves
# the game as it was, a loaded game lost by a forbidden move says so, the Rule
# button reaches renju (saved), and the Threads setting steps and is saved.
source "$(dirname "$0")/lib.sh"

SETTINGS="$XDG_CONFIG_HOME/wuzi/settings.json"

# cross_pixel MOVE: sets R G B of the pixel on the cross's diagonal, clear of the grid lines.
cross_pixel() {
    point_px "$1"
    pixel "$(awk -v x="$PX" -v c="$GCELL" 'BEGIN { printf "%d", x + 0.09 * c }')" \
          "$(awk -v y="$PY" -v c="$GCELL" 'BEGIN { printf "%d", y - 0.09 * c }')"
}
is_red() { [ "$R" -gt 150 ] && [ "$R" -gt $((G + 80)) ] && [ "$R" -gt $((B + 80)) ]; }

# Black g8 i8 h7 h9 (White in the corners): h8 would make two live threes.
printf '(;GM[4]SZ[15]RU[renju];B[gh];W[ao];B[ih];W[oo];B[hi];W[aa];B[hg];W[oa])\n' >"$TEST_DIR/three.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/three.sgf"
wait_show game 'renju'
wait_show forbidden '(^| )h8:double-three( |$)'
shot crosses
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/renju-forbidden.png"
cross_pixel h8
is_red || fail "no red cross at h8: $R,$G,$B"
cross_pixel k10
is_red && fail "a red cross at k10, which is allowed: $R,$G,$B"
pass "forbidden points marked: $(shown forbidden)"

# A click on h8 is refused with the reason; nothing changes.
mark_log
click_move h8
wait_for '^status Double three at h8: Black may not play it under renju\.$'
sync_window
log_has '^(position|move) ' && fail "the refused click changed the game: $(log_lines '^(position|move) ')"
[ "$(shown list)" = "g8 a1 i8 o1 h7 a15 h9 o15*" ] || fail "the move list changed: $(shown list)"
expect_empty h8
wait_show turn '^Black to move$'
wait_show status 'Double three at h8'
pass "a click on the forbidden h8 is refused: $(shown status)"

# The toggle hides them, and is saved.
key x
wait_show forbidden '^-$'
grep -q '"show_forbidden": false' "$SETTINGS" || fail "the toggle was not saved"
shot hidden
cross_pixel h8
is_red && fail "the cross at h8 stays when hidden: $R,$G,$B"
key x
wait_show forbidden 'h8:double-three'
grep -q '"show_forbidden": true' "$SETTINGS" || fail "the toggle was not saved back"
pass "X hides and shows them (saved)"

# An allowed move is played; with White to move there are no crosses.
mark_log
click_move k10
wait_for '^position g8,a1,i8,o1,h7,a15,h9,o15,k10 ongoing$'
wait_show forbidden '^-$'
pass "an allowed move is played; no crosses with White to move"
close_window

# A loaded game in which Black played the forbidden h8 is lost by Black, with the reason.
printf '(;GM[4]SZ[15]RU[renju];B[gh];W[ao];B[ih];W[oo];B[hi];W[aa];B[hg];W[oa];B[hh])\n' >"$TEST_DIR/foul.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/foul.sgf"
wait_show turn '^White wins: forbidden move$'
wait_show note '^Double three at h8 \(move 9\)$'
wait_show status "^White wins: move 9 \(h8\): Black's double three is forbidden\.$"
wait_show forbidden '^-$'
shot foul
expect_black h8
pass "a game lost by a forbidden move: $(shown turn) | $(shown note) | $(shown status)"
close_window

# The Rule button cycles to renju (saved), and the Threads setting steps (saved).
start_wuzi --rule standard --black human --white human
wait_show settings ' Standard '
click_button NextRule
wait_show settings ' Renju '
wait_show game 'Gomoku 15x15, renju'
grep -q '"rule": "renju"' "$SETTINGS" || fail "the rule was not saved"
click_button NextRule
wait_show settings ' Freestyle '
pass "the Rule button reaches renju and back to freestyle"
THREADS=$(shown settings | sed -n 's/.* threads \([0-9]*\) .*/\1/p')
[ -n "$THREADS" ] || fail "no threads in the settings shown: $(shown settings)"
key period
wait_show settings " threads $((THREADS + 1)) "
grep -q "\"threads\": $((THREADS + 1))" "$SETTINGS" || fail "threads not saved"
click_button ThreadsDown
wait_show settings " threads $THREADS "
pass "threads $THREADS -> $((THREADS + 1)) -> $THREADS, saved"
