#!/bin/bash
# Opening rules in the window (--opening-rule, the panel's button): under
# swap2 the first player places three stones; the AI as second player takes
# Black against a strong black opening (the seats change); the AI as first
# player proposes three stones, a click on the board is then refused until
# the human chooses with the panel's buttons; Place two more, the AI's
# choice of colour, undo back into the opening, the SGF saved with the
# stones, a new game restarting the opening, the one-run option not saved.
source "$(dirname "$0")/lib.sh"

SETTINGS="$XDG_CONFIG_HOME/wuzi/settings.json"

# 1. Human first, AI second: h8, a1 (white, far away), h9: Black is clearly
# better, so the AI takes Black and the human moves on with White.
start_wuzi --black human --white ai --opening-rule swap2 --depth 3 --time-ms 400 --threads 1
wait_show settings ' Swap2 '
wait_show turn '^Black: your stone 1 of 3$'
click_move h8
wait_show turn '^Black: your stone 2 of 3$'
wait_show status 'places stone 2 of 3 \(white\)'
click_move a1
wait_show turn '^Black: your stone 3 of 3$'
log_has ' ai$' && fail "the AI played during the first player's stones: $(log_lines ' ai$')"
click_move h9
wait_for '^opening White take-black ai$' 30
wait_show turn '^White: your move$'
wait_show status '^White \(AI\) took Black: after three stones White to move scores -[0-9.]+\.$'
shot took-black
expect_black h8
expect_white a1
pass "the AI, second player, took Black: $(shown status)"
mark_log
click_move h10
wait_for '^move 5 Black [a-o][0-9]+ ai$' 30
pass "the AI plays on with Black: $(last_ai_move)"

# The one-run option is not saved; the panel's button cycles the rule (saved).
key m
sync_window
grep -q '"opening_rule": "none"' "$SETTINGS" || fail "the one-run --opening-rule was saved: $(cat "$SETTINGS")"
key m
click_button NextOpening
wait_show settings ' No swap '
wait_for '^status Opening rule: No opening rule\. A new game\.'
grep -q '"opening_rule": "none"' "$SETTINGS" || fail "the rule was not saved"
click_button NextOpening
wait_show settings ' Swap '
grep -q '"opening_rule": "swap"' "$SETTINGS" || fail "swap was not saved: $(cat "$SETTINGS")"
pass "--opening-rule is for one run; the button cycles and saves the rule"
close_window

# 2. AI first, human second: the AI proposes three stones, then the human chooses.
start_wuzi --black ai --white human --opening-rule swap2 --depth 2 --time-ms 300 --threads 1
wait_for '^opening Black propose [a-o][0-9]+,[a-o][0-9]+,[a-o][0-9]+ ai$' 30
wait_show turn '^White: your choice$'
wait_show status 'White \(you\) chooses: Take Black, Take White or Place two more\.'
sync_window
button_px Choose:0
[ "$BUTTON_LABEL" = "Take Black" ] || fail "Choose:0 is '$BUTTON_LABEL'"
button_px Choose:2
[ "$BUTTON_LABEL" = "Place two more" ] || fail "Choose:2 is '$BUTTON_LABEL'"
shot choice
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/swap2.png"
mark_log
click_move c3
wait_for '^status Choose first: Take Black, Take White or Place two more'
sync_window
log_has '^(position|move) ' && fail "the refused click changed the game: $(log_lines '^(position|move) ')"
shot refused
expect_empty c3
pass "a click before the choice is refused: $(shown status)"

click_button Choose:2
wait_for '^opening White placed two more stones human$'
wait_show turn '^White: your stone 4 of 5$'
click_move c3
wait_show turn '^White: your stone 5 of 5$'
click_move m13
wait_for '^opening Black take-(black|white)( [a-o][0-9]+)? ai$' 30
taken=$(log_lines '^opening Black take-' | tail -n 1 | cut -d' ' -f3)
pass "after Place two more the AI chose: $taken ($(shown status))"
shot five
expect_white c3
expect_black m13
if [ "$taken" = take-white ]; then
    wait_for '^move 6 White [a-o][0-9]+ ai$' 30
    wait_show turn '^Black: your move$'
else
    wait_show turn '^White: your move$'
fi

# Undo goes back to before the human's last stone, the AI's choice with it.
mark_log
key u
wait_show turn '^White: your stone 5 of 5$'
shot undone
expect_empty m13
pass "undo takes back the AI's choice and the human's fifth stone"
click_move m12
wait_for '^opening Black take-(black|white)( [a-o][0-9]+)? ai$' 30

# Saved as SGF with the five stones in order.
mark_log
key ctrl+s
sync_window
xdotool key --window "$WID" --repeat 80 --delay 5 BackSpace
type_text "$TEST_DIR/swap2.sgf"
key Return
wait_for '^status Saved to ' 5
grep -qE ';B\[[a-o]{2}\];W\[[a-o]{2}\];B\[[a-o]{2}\];W\[cm\];B\[md\]' "$TEST_DIR/swap2.sgf" ||
    fail "the saved game lacks the opening's stones: $(cat "$TEST_DIR/swap2.sgf")"
pass "the SGF has the opening's stones"

# A new game restarts the opening: the AI proposes again.
mark_log
key n
wait_for '^opening Black propose ' 30
wait_show turn '^White: your choice$'
pass "a new game restarts the opening"
close_window
