#!/bin/bash
# The threat display (F): the cells where each side would make a five, a four
# or a live three with its next stone are marked on the board, Black's
# up-left and White's down-right of the point; the toggle is saved.
source "$(dirname "$0")/lib.sh"

# Black: h8 i8 j8 in a row and h10; White: a1 a2 a3 on the edge, and o15.
printf '(;GM[4]SZ[15];B[hh];W[ao];B[ih];W[an];B[jh];W[am];B[hf];W[oa])\n' >"$TEST_DIR/threes.sgf"
start_wuzi --black human --white human --load "$TEST_DIR/threes.sgf"
wait_show threats '^-$'
key f
wait_show threats 'g8:B4'
T=" $(shown threats) "
for want in f8:B4 k8:B4 l8:B4 a4:W4 a5:W4 h9:B3; do
    [[ "$T" == *" $want "* ]] || fail "no $want among the threats: $T"
done
shot threats
# Black's mark at g8 sits up-left of the point, White's at a4 down-right.
point_px g8
pixel "$(awk -v x="$PX" -v c="$GCELL" 'BEGIN { printf "%d", x - 0.2 * c }')" \
      "$(awk -v y="$PY" -v c="$GCELL" 'BEGIN { printf "%d", y - 0.2 * c + 0.12 * c }')"
is_dark || fail "no dark mark up-left of g8: $R,$G,$B"
point_px a4
pixel "$(awk -v x="$PX" -v c="$GCELL" 'BEGIN { printf "%d", x + 0.2 * c }')" \
      "$(awk -v y="$PY" -v c="$GCELL" 'BEGIN { printf "%d", y + 0.2 * c + 0.12 * c }')"
is_light || fail "no light mark down-right of a4: $R,$G,$B"
grep -q '"show_threats": true' "$XDG_CONFIG_HOME/wuzi/settings.json" || fail "the toggle was not saved"
pass "threats marked: $(shown threats)"

# A five in waiting after Black's fourth stone in a row.
click_move k8
wait_for '^position h8,a1,i8,a2,j8,a3,h10,o15,k8 ongoing$'
wait_show threats 'g8:B5'
pass "a five in waiting is marked: $(shown threats)"

key f
wait_show threats '^-$'
pass "F hides them again"
