#!/bin/bash
# The panel never shows what belongs to another position or game: the
# engine's box after a new game, a game switch, a size change or a load; a
# status message after the position changed; an evaluation after undo and
# redo. Evaluations name the side they favour, the bar and the engine's box
# agree, and tic-tac-toe's graph says X and O.
source "$(dirname "$0")/lib.sh"

ENGINE_IDLE='^Engine \| no search for this position$'

# After the AI moved, its search shows; a switch to tic-tac-toe clears it.
start_wuzi --game gomoku --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
wait_show engine '^White \(AI\): played [a-z][0-9]+ \| eval '
wait_show eval '^(\+[0-9]+\.[0-9]+ for (Black|White)|even|(Black|White) wins in [0-9]+)$'
E=$(shown eval)
shown engine | grep -qF "| eval $E |" || fail "the engine's box and the bar disagree: '$(shown engine)' vs '$E'"
pass "the AI's search shows; bar and box agree on '$E'"

key t
wait_for '^position - ongoing$'
sync_window
[[ "$(shown engine)" =~ $ENGINE_IDLE ]] || fail "a fresh 3x3 board shows an old search: '$(shown engine)'"
[ -z "$(shown eval)" ] || fail "a fresh 3x3 board shows an old evaluation: '$(shown eval)'"
pass "tic-tac-toe starts with a clean engine box"

# Tic-tac-toe's graph is labelled X and O: far less ink than "Black"/"White".
label_ink() {
    read -r _ _ GXS GYS _ _ <<<"$(grep -a '^section Graph ' "$LOG" | tail -n 1)"
    convert "$SHOT" -crop "44x14+$((GXS + 2))+$((GYS + 1))" +repage -fx 'r>0.5 ? 1 : 0' \
        -format '%[fx:int(mean*w*h)]' info:
}
shot ttt
TTT_INK=$(label_ink)
key t
wait_for '^position - ongoing$'
shot gomoku
GOMOKU_INK=$(label_ink)
[ "$TTT_INK" -lt $((GOMOKU_INK / 2)) ] || fail "tic-tac-toe's graph label looks like gomoku's ($TTT_INK vs $GOMOKU_INK)"
pass "graph labels: X/O in tic-tac-toe ($TTT_INK px), Black/White in gomoku ($GOMOKU_INK px)"

# A status message belongs to its position.
mark_log
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 15
AI=$(last_ai_move)
sync_window
click_move h8
wait_show status 'occupied'
mark_log
FREE=a1
[ "$AI" = a1 ] && FREE=a2
click_move $FREE
wait_for "^move 3 Black $FREE human$"
sync_window
shown status | grep -q occupied && fail "'That point is occupied' outlived the position"
pass "a status message goes when the position changes"

# A size change clears the engine's box too.
wait_for '^move 4 White [a-z][0-9]+ ai$' 15
wait_show engine 'played'
click_button SizeUp
wait_for '^position - ongoing$'
sync_window
[[ "$(shown engine)" =~ $ENGINE_IDLE ]] || fail "a new board size shows an old search: '$(shown engine)'"
pass "a size change clears the engine's box"

# Human against human; a forced win for Black: a hint finds it and the bar
# shows it for this position only, also after undo and redo.
close_window
printf '(;GM[4]SZ[15];B[hh];W[ao];B[hg];W[am];B[hf];W[ak])\n' >"$TEST_DIR/three.sgf"
start_wuzi --black human --white human --level strong --load "$TEST_DIR/three.sgf"
key h
wait_for '^status Hint: '
wait_show eval '^Black wins in [0-9]+$'
E=$(shown eval)
click_move o1
wait_for '^move 7 Black o1 human$'
sync_window
[ -z "$(shown eval)" ] || fail "after another move the bar still shows '$(shown eval)'"
key u
key u
wait_for '^position h8,a1,h9,a3,h10 ongoing$' 5
key r
wait_for '^position h8,a1,h9,a3,h10,a5 ongoing$'
sync_window
[ "$(shown eval)" = "$E" ] || fail "after undo, undo, redo the bar shows '$(shown eval)', not '$E'"
pass "the forced win '$E' shows for its own position, also after undo and redo"

# Tooltips explain the AI's settings when the mouse rests on them.
for action in NextLevel DepthUp TimeDown NextClock ThreadsUp; do
    button_px $action
    xdotool mousemove --window "$WID" "$PX" "$PY"
    case $action in
        NextLevel) want='^Strong: searches up to 12 plies deep and 2 s a move' ;;
        DepthUp) want='^Depth 12: how many moves ahead' ;;
        TimeDown) want='^Time 2 s: the most the AI thinks per move' ;;
        NextClock) want='^Clock no clock: No time limit' ;;
        ThreadsUp) want="^Threads [0-9]+ \(this machine has [0-9]+ cores?\): the engine's search threads" ;;
    esac
    wait_show tooltip "$want" 5
done
shot tooltip
xdotool mousemove --window "$WID" 300 300
wait_show tooltip '^-$' 5
pass "tooltips on Level, Depth, Time, Clock and Threads"
