#!/bin/bash
# Loading a broken file shows an error and changes nothing; a good file
# loads; Ctrl+S saves the game as SGF.
source "$(dirname "$0")/lib.sh"

printf '(;GM[4]SZ[15];B[hh];W[hh])\n' >"$TEST_DIR/occupied.sgf"
printf 'this is not a game\n' >"$TEST_DIR/garbage.txt"
printf '(;GM[1]SZ[19];B[pd])\n' >"$TEST_DIR/go.sgf"
printf '(;GM[4]FF[4]SZ[15]RU[freestyle];B[ee];W[ff];B[gg])\n' >"$TEST_DIR/good.sgf"

start_wuzi --game gomoku --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI=$(last_ai_move)
shot before
cp "$SHOT" "$TEST_DIR/before_board.png"

for bad in occupied.sgf garbage.txt go.sgf missing.sgf; do
    mark_log
    key ctrl+o
    sleep 0.3
    xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace   # clear the last path
    type_text "$TEST_DIR/$bad"
    key Return
    wait_for '^error Not loaded: ' 5
    log_has '^position ' && fail "loading $bad changed the game"
    shot "after_$bad"
    expect_black h8
    expect_white "$AI"
    # The error is shown in the panel's status area in the error colour.
    RED=$(convert "$SHOT" -crop 270x60+730+620 +repage -fx 'r>0.85 && g<0.5 && b<0.45 ? 1 : 0' \
          -format '%[fx:int(mean*w*h)]' info:)
    [ "$RED" -gt 20 ] || fail "no error message shown for $bad"
    pass "$bad: error shown ($(log_lines '^error' | tail -n 1 | cut -c1-70)...), game unchanged"
done

mark_log
key ctrl+o
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/good.sgf"
key Return
wait_for '^position e11,f10,g9 ongoing$' 5
shot loaded
expect_black e11
expect_white f10
expect_black g9
expect_empty h8
pass "a good SGF file loads"

# Ctrl+S saves SGF (GM[4], size, rule and the moves) to the path typed.
mark_log
key ctrl+s
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/saved.sgf"
key Return
wait_for '^status Saved to ' 5
grep -q 'GM\[4\]' "$TEST_DIR/saved.sgf" || fail "saved file lacks GM[4]: $(cat "$TEST_DIR/saved.sgf")"
grep -q 'SZ\[15\]RU\[freestyle\]' "$TEST_DIR/saved.sgf" || fail "saved file lacks size and rule"
grep -q ';B\[ee\];W\[ff\];B\[gg\]' "$TEST_DIR/saved.sgf" || fail "saved file lacks the moves"
pass "Ctrl+S saved the game as SGF"
