#!/bin/bash
# The position editor (#39 feature 3): D opens it on the shown position; a
# click places the tool's colour or removes a stone, a right-click places the
# other colour; a five in a row is refused with the reason; S sets the side to
# move; other commands wait; Enter hands the position to the game (the AI
# waits, Space lets it play); it saves as SGF AB/AW/PL and loads back; undo
# brings the game before the edit back; Esc cancels an edit.
source "$(dirname "$0")/lib.sh"

start_wuzi --black human --white ai --level beginner
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$' 20
AI_FIRST=$(last_ai_move)
wait_show turn '^Black: your move$'

# Open the editor: the panel says so and shows the editor's box and keys.
mark_log
key d
wait_for '^edit start$'
wait_show turn '^Set-up: Black to move'
button_px EditDone
[ "$BUTTON_LABEL" = "Done" ] || fail "the editor's Done button says '$BUTTON_LABEL'"
button_px Edit
[ "$BUTTON_LABEL" = "Done" ] || fail "the Edit button says '$BUTTON_LABEL' while editing"
button_px NewGame
[ "$BUTTON_ENABLED" = 0 ] || fail "New is enabled while a position is set up"
pass "D opens the editor: turn '$(shown turn)', its buttons drawn"

# Clicks: Black's tool, a right-click for White, a click on a stone removes it.
click_move a1
wait_for '^edit a1 black$'
right_click_move a2
wait_for '^edit a2 white$'
click_move h8
wait_for '^edit h8 empty$'
click_button EditTool:1
wait_for '^status Editor: White stones'
click_move o15
wait_for '^edit o15 white$'
key b
wait_for '^status Editor: Black stones'
shot edited
expect_black a1
expect_white a2
expect_white o15
expect_empty h8
pass "clicks place and remove stones of both colours"

# Five in a row is refused with the reason; nothing changes.
for m in b1 c1 d1; do
    click_move $m
    wait_for "^edit $m black$"
done
click_move e1
wait_for '^error Refused: Black would have five in a row'
shot refused
probe_move e1
is_dark && fail "the refused stone at e1 is on the board"
log_has '^edit e1' && fail "e1 was placed"
pass "a five in a row is refused: $(log_lines '^error Refused' | tail -n 1 | cut -c7-)"

# Other commands wait; S sets the side to move; the forbidden-free freestyle.
key n
wait_for '^status Setting up a position: Enter \(Done\) plays from it'
key s
wait_for '^status Editor: White to move\.$'
wait_show turn '^Set-up: White to move'
shot editor
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/position-editor.png"
clipped=$(shown clipped)
[ -z "$clipped" ] || [ "$clipped" = "-" ] || fail "editor text cut short: $clipped"
pass "N waits while editing; S: White to move"

# Done: the game takes the position; White is the AI, which waits.
mark_log
key Return
wait_for '^edit done$'
wait_for "^position .* ongoing$"
wait_show turn '^White: AI waits$'
wait_for '^status Position set up, White to move .* The AI is paused: Space lets it play\.$'
log_has ' ai$' && fail "the AI moved before Space"
shot done
expect_black a1
expect_white a2
expect_empty h8
pass "Enter: the position is the game's, White (the AI) waits"

# Saved as SGF: set-up stones as AB/AW with PL, no moves.
mark_log
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/edited.sgf"
key Return
wait_for '^status Saved to ' 5
grep -q 'AB\[ao\]\[bo\]\[co\]\[do\]' "$TEST_DIR/edited.sgf" || fail "no AB in $(cat "$TEST_DIR/edited.sgf")"
grep -q 'AW\[' "$TEST_DIR/edited.sgf" || fail "no AW in $(cat "$TEST_DIR/edited.sgf")"
grep -q 'PL\[W\]' "$TEST_DIR/edited.sgf" || fail "no PL[W] in $(cat "$TEST_DIR/edited.sgf")"
grep -q ';[BW]\[' "$TEST_DIR/edited.sgf" && fail "moves saved for set-up stones: $(cat "$TEST_DIR/edited.sgf")"
mark_log
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/edited.txt"
key Return
wait_for '^status Saved to ' 5
grep -q '^# setup 7$' "$TEST_DIR/edited.txt" || fail "move text lacks '# setup 7': $(cat "$TEST_DIR/edited.txt")"
POSITION=$(grep -a '^position ' "$LOG" | tail -n 1)
pass "saved as SGF set-up stones: $(head -c 120 "$TEST_DIR/edited.sgf" | tr '\n' ' ')"

# Space: the AI plays from the set-up position; undo goes back to it, and
# once more to the game before the edit.
mark_log
key space
wait_for '^move [0-9]+ White [a-z][0-9]+ ai$' 20
wait_show turn '^Black: your move$'
mark_log
key u
wait_for '^status The previous game is back\.$'
wait_for "^position h8,$AI_FIRST ongoing$"
shot undone
expect_black h8
expect_empty a1
pass "Space: the AI plays from it; undo brings the game before the edit back"

# The saved file loads back to the same position.
mark_log
key ctrl+o
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/edited.sgf"
key Return
wait_for '^status Loaded ' 5
[ "$(grep -a '^position ' "$LOG" | tail -n 1)" = "$POSITION" ] ||
    fail "loaded '$(grep -a '^position ' "$LOG" | tail -n 1)', saved '$POSITION'"
pass "the saved position loads back the same"

# Esc cancels an edit: the game stays as it was.
mark_log
key d
wait_for '^edit start$'
click_move l4
wait_for '^edit l4 black$'
key u
wait_for '^status Editor: last edit undone\.$'
click_move n4
wait_for '^edit n4 black$'
key Escape
wait_for '^edit cancel$'
wait_for '^status Edit cancelled: the game is as it was\.$'
shot cancelled
expect_empty n4
[ "$(grep -a '^position ' "$LOG" | tail -n 1)" = "$POSITION" ] || fail "Esc changed the position"
pass "U undoes an edit, Esc cancels the editor"
