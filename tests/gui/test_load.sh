#!/bin/bash
# Loading a broken, empty or foreign file or a missing file shows an error
# (in the file chooser, which stays open, and the status line) and changes
# nothing; a folder's path shows that folder; a good file loads with the AI paused (so it
# never answers before the player looks, nor before this script does);
# Ctrl+S saves the game as SGF.
source "$(dirname "$0")/lib.sh"

printf '(;GM[4]SZ[15];B[hh];W[hh])\n' >"$TEST_DIR/occupied.sgf"
printf 'this is not a game\n' >"$TEST_DIR/garbage.txt"
printf '(;GM[1]SZ[19];B[pd])\n' >"$TEST_DIR/go.sgf"
printf '(;GM[4]FF[4]SZ[15]RU[freestyle];B[ee];W[ff];B[gg])\n' >"$TEST_DIR/good.sgf"
: >"$TEST_DIR/empty.txt"
printf '# wuzi gomoku 15 freestyle\n# nothing but comments\n' >"$TEST_DIR/comments.txt"
mkdir -p "$TEST_DIR/folder.sgf"

start_wuzi --game gomoku --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI=$(last_ai_move)
shot before
cp "$SHOT" "$TEST_DIR/before_board.png"

for bad in occupied.sgf garbage.txt go.sgf missing.sgf empty.txt comments.txt; do
    mark_log
    key ctrl+o
    sync_window
    xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace   # clear the last path
    type_text "$TEST_DIR/$bad"
    key Return
    wait_for '^error Not loaded: ' 5
    # The chooser stays open with the reason, for another try; Esc closes it.
    wait_show chooser-message '^Not loaded: '
    key Escape
    wait_show chooser '^-$'
    log_has '^position ' && fail "loading $bad changed the game"
    shot "after_$bad"
    expect_black h8
    expect_white "$AI"
    # The error is shown in the panel's status area in the error colour.
    read -r _ _ SX SY SW SH <<<"$(grep -a '^section Status ' "$LOG" | tail -n 1)"
    RED=$(convert "$SHOT" -crop "${SW}x${SH}+$SX+$SY" +repage -fx 'r>0.85 && g<0.5 && b<0.45 ? 1 : 0' \
          -format '%[fx:int(mean*w*h)]' info:)
    [ "$RED" -gt 20 ] || fail "no error message shown for $bad"
    pass "$bad: error shown ($(log_lines '^error' | tail -n 1 | cut -c1-70)...), game unchanged"
done
# A folder's path typed in the chooser shows that folder (a game file is chosen in it).
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/folder.sgf"
key Return
wait_show chooser "^$TEST_DIR/folder.sgf\$"
key Escape
wait_show chooser '^-$'
grep -qa '^error Not loaded: .*empty.txt.*no moves' "$LOG" || fail "an empty file is not refused as empty"
grep -qa '^error Not loaded: .*comments.txt.*no moves' "$LOG" || fail "a comment-only file is not refused"

mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/good.sgf"
key Return
wait_for '^position e11,f10,g9 ongoing$' 5
wait_show note 'AI paused'
shot loaded
expect_black e11
expect_white f10
expect_black g9
expect_empty h8
log_has '^move 4 ' && fail "the AI answered a loaded game at once"
pass "a good SGF file loads, and the AI waits"

# Space lets the AI play on.
mark_log
key space
wait_for '^move 4 White [a-z][0-9]+ ai$' 15
pass "Space: the AI plays on in the loaded game"

# Ctrl+S saves SGF (GM[4], size, rule and the moves) to the path typed.
mark_log
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/saved.sgf"
key Return
wait_for '^status Saved to ' 5
grep -q 'GM\[4\]' "$TEST_DIR/saved.sgf" || fail "saved file lacks GM[4]: $(cat "$TEST_DIR/saved.sgf")"
grep -q 'SZ\[15\]RU\[freestyle\]' "$TEST_DIR/saved.sgf" || fail "saved file lacks size and rule"
grep -q ';B\[ee\];W\[ff\];B\[gg\];W\[' "$TEST_DIR/saved.sgf" || fail "saved file lacks the moves"
pass "Ctrl+S saved the game as SGF"

# Setup stones (AB/AW, PL) load as a set-up position (stones and passes
# inside), and save back as AB/AW/PL: two black stones and one white, and
# Black to move (so White passed).
printf '(;GM[4]SZ[15]AB[hh][ii]AW[jj]PL[B])\n' >"$TEST_DIR/setup.sgf"
mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/setup.sgf"
key Return
wait_for '^position h8,j6,i7,pass ongoing$' 5
wait_show turn '^Black'
shot setup
expect_black h8
expect_black i7
expect_white j6
pass "setup stones load with Black to move"
mark_log
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/setup-saved.sgf"
key Return
wait_for '^status Saved to ' 5
grep -q 'AB\[hh\]\[ii\]AW\[jj\]PL\[B\]' "$TEST_DIR/setup-saved.sgf" ||
    fail "the set-up stones are not saved as AB/AW/PL: $(cat "$TEST_DIR/setup-saved.sgf")"
pass "saved back as AB/AW with PL[B]"

# Feature #39.4: saving over an existing file asks first; Esc keeps it,
# Enter again replaces it.
echo 'keep me' >"$TEST_DIR/keep.sgf"
save_as() {
    key ctrl+s
    sync_window
    xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
    type_text "$1"
    key Return
}
mark_log
save_as "$TEST_DIR/keep.sgf"
wait_for '^status keep.sgf exists: Enter replaces it' 5
key Escape
sync_window
grep -q 'keep me' "$TEST_DIR/keep.sgf" || fail "Esc did not keep the existing file"
mark_log
save_as "$TEST_DIR/keep.sgf"
wait_for '^status keep.sgf exists: Enter replaces it' 5
key Return
wait_for '^status Saved to .*keep.sgf' 5
grep -q 'GM\[4\]' "$TEST_DIR/keep.sgf" || fail "Enter did not replace the file"
pass "saving over a file asks first: Esc keeps it, Enter replaces it"

# A Piskvork .psq file loads (#39.4), and the game saves as .psq.
printf 'Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,120\r\n8,9,80\r\n-1\r\npbrain-a.exe\r\n' >"$TEST_DIR/game.psq"
mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/game.psq"
key Return
wait_for '^position h8,i7,h7 ongoing$' 5
shot psq
expect_black h8
expect_white i7
expect_black h7
pass "a .psq file loads (Piskvork's columns and rows from the top left)"
mark_log
save_as "$TEST_DIR/out.psq"
wait_for '^status Saved to .*out.psq' 5
[ "$(head -n 1 "$TEST_DIR/out.psq")" = 'Piskvorky 15x15, 11:11, 0' ] || fail "out.psq: $(cat "$TEST_DIR/out.psq")"
grep -q '^9,9,0$' "$TEST_DIR/out.psq" || fail "out.psq lacks i7 as 9,9: $(cat "$TEST_DIR/out.psq")"
pass "saved as .psq"
