#!/bin/bash
# Game review: the engine checks every move of a loaded game, with a progress
# line, marks the mover's inaccuracies, mistakes and blunders in the move list
# and on the graph, shows the better move, can be stopped, and its verdicts
# are saved as SGF move comments.
source "$(dirname "$0")/lib.sh"

mkdir -p "$XDG_CONFIG_HOME/wuzi"
printf '{ "review_ms": 200, "level": "Strong", "depth": 12, "time_ms": 2000 }\n' \
    >"$XDG_CONFIG_HOME/wuzi/settings.json"
# White answers Black's four (h6-h9, blocked at h10) with a1, not h5: a
# blunder that loses at once.
printf '(;GM[4]SZ[15];B[hh];W[ig];B[hg];W[hf];B[hi];W[gj];B[hj];W[ao];B[hk])\n' \
    >"$TEST_DIR/blunder.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/blunder.sgf"
wait_for '^position h8,i9,h9,h10,h7,g6,h6,a1,h5 black-wins$'
key e
wait_for '^review start 10$'
wait_show review '^Reviewing [0-9]+ of 10 \(0\.2s each\)'
shot reviewing
pass "the review runs: $(shown review)"
wait_for '^review done$' 30
wait_show list ' a1\?\? '
wait_show review '^Review  B [0-9]+\?! [0-9]+\? [0-9]+\?\?   W [0-9]+\?! [0-9]+\? [1-9]\?\?'
pass "reviewed: $(shown list) / $(shown review)"

# At the blunder: the verdict and the better move.
click_button StepTo:8
wait_for '^position h8,i9,h9,h10,h7,g6,h6,a1 ongoing$'
wait_show review '\| 4\.\.\. a1\?\? blunder; better h5$'
wait_show better '^h5$'
shot review
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/review.png"
BETTER=$(shown better)
probe_move "$BETTER"
is_wood && fail "the better move $BETTER is not drawn"
pass "move 8:$(shown review | cut -d'|' -f2), the better move $BETTER drawn"

# A red mark on the graph at the blunder (the 8th of 9 moves).
read -r _ _ GXS GYS GW GH <<<"$(grep -a '^section Graph ' "$LOG" | tail -n 1)"
RED=$(convert "$SHOT" -crop "${GW}x${GH}+$GXS+$GYS" +repage -fx 'r>0.8 && g<0.35 && b<0.3 ? 1 : 0' \
      -format '%[fx:int(mean*w*h)]' info:)
[ "$RED" -gt 10 ] || fail "no red blunder mark on the graph ($RED px)"
pass "the graph marks the blunder ($RED red px)"

# The verdicts go into the saved SGF as move comments.
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/reviewed.sgf"
key Return
wait_for '^status Saved to '
grep -q 'W\[ao\]C\[Blunder?? Better: h5\.\]' "$TEST_DIR/reviewed.sgf" || fail "no comment on a1: $(cat "$TEST_DIR/reviewed.sgf")"
pass "the saved SGF comments a1: $(grep -o 'W\[ao\]C\[[^]]*\]' "$TEST_DIR/reviewed.sgf")"

# A slow review can be stopped; the marks so far stay.
mark_log
key shift+e shift+e   # 200 ms -> 500 -> 1000
key e
wait_for '^review start 10$'
wait_show review '^Reviewing [0-9]+ of 10 \(1s each\)'
key Escape
wait_for '^status Review stopped: [0-9]+ of 10 positions checked\.$'
wait_show review '^Review  '
log_has '^review done$' && fail "the stopped review went on"
pass "Esc stops a review: $(log_lines '^status Review stopped' | tail -n 1 | cut -d' ' -f2-)"

# Defect #39.5: the comments and marks of a saved review show again when the
# file is loaded (they were dropped), and so does a comment of one's own.
close_window
sed 's/;B\[hh\]/;B[hh]C[A fine start.]/' "$TEST_DIR/reviewed.sgf" >"$TEST_DIR/commented.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/commented.sgf"
wait_for '^position h8,i9,h9,h10,h7,g6,h6,a1,h5 black-wins$'
wait_show list ' a1\?\? '
pass "the loaded file's marks are in the move list: $(shown list)"
click_button StepTo:8
wait_for '^position h8,i9,h9,h10,h7,g6,h6,a1 ongoing$'
wait_show review 'Blunder\?\? Better: h5\.'
wait_show better '^h5$'
pass "at move 8 the file's comment shows: $(shown review)"
click_button StepTo:1
wait_show review 'A fine start\.'
pass "a comment of one's own shows: $(shown review)"
# Saved again, the comments stay.
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/resaved.sgf"
key Return
wait_for '^status Saved to '
grep -q 'W\[ao\]C\[Blunder?? Better: h5\.\]' "$TEST_DIR/resaved.sgf" &&
    grep -q 'B\[hh\]C\[A fine start\.\]' "$TEST_DIR/resaved.sgf" ||
    fail "the comments were lost on saving again: $(cat "$TEST_DIR/resaved.sgf")"
pass "saved again with the comments"
