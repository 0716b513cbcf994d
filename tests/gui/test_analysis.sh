#!/bin/bash
# Analysis mode: the engine analyses the shown position without a time limit,
# the N best moves (1 to 5) are drawn on the board with their scores and
# listed in the panel; clicks place stones of either colour in turn; the AI
# never moves; A returns to play.
source "$(dirname "$0")/lib.sh"

count_candidates() { shown candidates | awk '$0 == "-" { print 0; next } { print NF }'; }

printf '(;GM[4]SZ[15];B[hh];W[ig];B[hg];W[hf];B[ii];W[gi])\n' >"$TEST_DIR/open.sgf"
start_wuzi --black human --white ai --analyse 3 --load "$TEST_DIR/open.sgf"
wait_for '^search analysis$' 10
wait_show candidates '^[a-o][0-9]+:[BW][^ ]+ [a-o][0-9]+:[BW][^ ]+ [a-o][0-9]+:[BW][^ ]+$' 20
wait_show engine '^Analysis: 3 best moves.*\| 1\. [a-o][0-9]+ .*\| 2\. .*\| 3\. '
shot analysis
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/analysis-3-lines.png"
# Each candidate is drawn: its point is no longer plain wood.
for c in $(shown candidates); do
    m=${c%%:*}
    point_px "$m"
    pixel "$PX" "$((PY - 1))"
    is_wood && fail "candidate $m is not drawn on the board"
done
pass "3 best moves on the board: $(shown candidates)"

key 5
wait_show candidates '^([^ ]+ ){4}[^ ]+$' 20
pass "5 best moves: $(shown candidates)"
key 1
wait_show candidates '^[^ ]+$' 20
pass "1 best move: $(shown candidates)"

# Both colours by clicking; the AI (White's player) never answers.
mark_log
click_move a1
wait_for '^position h8,i9,h9,h10,i7,g7,a1 ongoing$'
click_move a2
wait_for '^position h8,i9,h9,h10,i7,g7,a1,a2 ongoing$'
wait_for '^search analysis$'
shot two_clicks
expect_black a1
expect_white a2
log_has ' ai$' && fail "the AI moved in analysis mode"
pass "clicks play Black a1 then White a2; the analysis follows"

# Stepping back analyses the earlier position; A leaves analysis.
mark_log
key Left
wait_for '^position h8,i9,h9,h10,i7,g7,a1 ongoing$'
wait_for '^search analysis$'
key End
key a
wait_for '^status Back to play\.$'
wait_show candidates '^-$'
pass "stepping back re-analyses; A returns to play"
