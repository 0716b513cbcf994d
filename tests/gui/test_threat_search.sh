#!/bin/bash
# Threat search on request (#39 feature 5): Shift+F (or VCF) asks whether
# the side to move wins by continuous fours, Shift+T (or VCT) by threes and
# fours; the answer is told in the status line and the engine's box, and a
# win's line is drawn on the board as numbered stones; a position without one
# says so; the search runs off the window's thread (the window keeps
# answering) and Esc stops it; an answer for another position is not shown.
source "$(dirname "$0")/lib.sh"

# A ladder of four fours (tests/vcf_test.cpp): Black's shortest VCF is 9 plies.
printf '%s\n' '(;GM[4]SZ[15]RU[freestyle]AB[bc][cc][dc][fd][fe][cg][eg][bi][bj][ck][dk][ek]AW[ja][oa][fb][ac][bf][ag][gg][fh][fk][bl][jo][oo]PL[B])' >"$TEST_DIR/ladder.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/ladder.sgf"
wait_show turn '^Black'

# VCF by key: a win in 9, its line numbered on the board.
mark_log
key shift+f
wait_for '^threat start VCF$'
wait_for '^threat VCF win ' 20
LINE=$(log_lines '^threat VCF win ' | tail -n 1 | cut -d' ' -f4)
[ "$(echo "$LINE" | tr ',' '\n' | wc -l)" = 9 ] || fail "the VCF line is not 9 plies: $LINE"
wait_show engine '^VCF: Black wins in 9 \| .* nodes .*\| 1\. '
wait_for '^status VCF: Black wins in 9 plies: '
FIRST=${LINE%%,*}
SECOND=$(echo "$LINE" | cut -d, -f2)
shot vcf
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/threat-search-vcf.png"
probe_move "$FIRST"
is_wood && fail "the line's first move $FIRST is not drawn"
probe_move "$SECOND"
is_wood && fail "the line's second move $SECOND is not drawn"
button_px ThreatSearch:0
[ "$BUTTON_LABEL" = VCF ] || fail "the VCF button says '$BUTTON_LABEL'"
pass "Shift+F: VCF for Black in 9 plies, $LINE, drawn on the board"

# The same question by the VCT button: a VCF is a VCT too.
mark_log
click_button ThreatSearch:1
wait_for '^threat VCT (win|unknown) ' 20
pass "the VCT button: $(log_lines '^threat VCT' | tail -n 1)"

# Two live threes in one move (h8): no VCF, but a VCT.
close_window
printf '%s\n' '(;GM[4]SZ[15]AB[fh][gh][hi][hj]AW[aa][oa][ao][oo]PL[B])' >"$TEST_DIR/threes.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/threes.sgf"
mark_log
key shift+f
wait_for '^threat VCF none$' 20
key shift+t
wait_for '^threat VCT win h8,' 20
wait_show engine '^VCT: Black wins in '
shot vct
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/threat-search-vct.png"
expect_black f8
probe_move h8
is_wood && fail "the VCT's first move h8 is not drawn"
pass "two live threes: no VCF, a VCT from h8: $(log_lines '^threat VCT win' | cut -d' ' -f4)"

# White to move has none: said so, nothing drawn.
close_window
printf '%s\n' '(;GM[4]SZ[15]AB[hh]AW[ii]PL[W])' >"$TEST_DIR/quiet.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/quiet.sgf"
mark_log
key shift+f
wait_for '^threat VCF none$' 20
wait_for '^status No VCF for White within 41 plies\.$'
wait_show engine '^No VCF for White'
key shift+t
wait_for '^threat VCT none$' 20
pass "no VCF or VCT for White in a quiet position: said so"

# The window keeps answering while a search runs, and Esc stops it (or it
# was done first: either way an answer comes, and never a freeze).
mark_log
click_move a1
wait_for '^position .*a1 ongoing$'
key shift+t
sync_window
key Escape
wait_for '^threat VCT (none|win|unknown|bad)' 20
log_has '^status (VCT search stopped: no answer\.|No VCT|VCT: )' || fail "no answer after Esc"
pass "the window answers during a search; Esc: $(log_lines '^status .*VCT' | tail -n 1)"

# An answer belongs to its position: a move hides it.
mark_log
key shift+f
wait_for '^threat VCF ' 20
click_move o15
wait_for '^position .*o15 ongoing$'
wait_show engine '^Engine'
pass "after a move the answer is gone: engine box '$(shown engine)'"

# Tic-tac-toe and a finished game are refused with the reason.
mark_log
key t
wait_for '^status New tic-tac-toe game'
key shift+f
wait_for '^status VCF is a gomoku question'
pass "tic-tac-toe: refused with the reason"
