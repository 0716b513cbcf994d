#!/bin/bash
# Analysis mode: the engine analyses the shown position without a time limit,
# the N best moves (1 to 5) are drawn on the board with their scores and
# listed in the panel; clicks place stones of either colour in turn, a
# right-click the colour not to move (free placement); the AI never moves;
# A returns to play.
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
wait_show candidates '^([a-o][0-9]+:[BW][^ ]+ ){4}[a-o][0-9]+:[BW][^ ]+$' 20
pass "5 best moves: $(shown candidates)"
key 1
wait_show candidates '^[a-o][0-9]+:[BW][^ ]+$' 20
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

# Free placement: two right-clicks put two more white stones while Black
# stays to move (a pass before each); undo takes each back with its pass.
mark_log
right_click_move a3
wait_for '^position h8,i9,h9,h10,i7,g7,a1,a2,pass,a3 ongoing$'
right_click_move a4
wait_for '^position h8,i9,h9,h10,i7,g7,a1,a2,pass,a3,pass,a4 ongoing$'
wait_for '^search analysis$'
wait_show turn '^Black to move \(analysis\)$'
shot free_placement
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/analysis-free-placement.png"
expect_white a3
expect_white a4
mark_log
key u
wait_for '^position h8,i9,h9,h10,i7,g7,a1,a2,pass,a3 ongoing$'
key u
wait_for '^position h8,i9,h9,h10,i7,g7,a1,a2 ongoing$'
shot undone
expect_empty a3
pass "right-clicks place white a3 and a4 with Black to move; undo takes each back"

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

# Outside analysis a right-click places nothing and says why.
mark_log
right_click_move o15
wait_for '^status A right-click places a stone for the side not to move in analysis \(A\)\.$'
xdotool mousemove --window "$WID" 5 5  # no hover preview over o15
shot play_right_click
expect_empty o15
pass "a right-click in play mode is explained, not played"

# A proven win is one word of the candidates report, as every candidate is:
# Black's open four on row 8 wins in 1 at e8 or j8 ("win 1" on the board).
close_window
printf '(;GM[4]SZ[15];B[fh];W[aa];B[gh];W[ca];B[hh];W[ea];B[ih];W[ga])\n' >"$TEST_DIR/four.sgf"
start_wuzi --black human --white ai --analyse 1 --load "$TEST_DIR/four.sgf"
wait_show candidates '^(e8|j8):Bwin1$' 20
pass "a won position's best move is one candidate word: $(shown candidates)"
