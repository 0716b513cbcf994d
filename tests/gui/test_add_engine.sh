#!/bin/bash
# Adding an external engine from inside the window (issue #39, feature 1):
# the White button's cycle goes round the players and never opens a file
# chooser (AI -> Human with no engine saved); a Shift+click on it opens the
# chooser for an engine's program, which lists every file; a file that is
# not executable and a missing path are refused with the reason, the chooser
# stays open; a double-click on the fake engine adds it to the saved list
# (settings.json) and makes it White's player, which then plays; Shift+B
# opens the chooser for Black, Esc keeps Black's player; a right-click on the
# White button takes the engine out of the list (the AI plays White); a
# right-click on a human's button says there is nothing to remove.
# Environment: FAKE_ENGINE (tests/engines/fake_engine.py).
source "$(dirname "$0")/lib.sh"
: "${FAKE_ENGINE:?set FAKE_ENGINE to fake_engine.py}"

ENGINES="$TEST_DIR/engines"
mkdir -p "$ENGINES"
printf '#!/bin/sh\nexec %q %q normal\n' "${PYTHON3:-python3}" "$FAKE_ENGINE" >"$ENGINES/pbrain-fake"
chmod +x "$ENGINES/pbrain-fake"
printf 'not a program\n' >"$ENGINES/notes.txt"
SETTINGS="$XDG_CONFIG_HOME/wuzi/settings.json"

start_wuzi --black human --white ai --time-ms 300 --threads 1 --level beginner
# AI -> Human (no engine saved): a click goes round the players, no chooser.
click_button ToggleWhite
wait_for '^status White is now played by a human\.$' 5
case "$(shown chooser)" in '' | -) ;; *) fail "a click on the side button opened the chooser" ;; esac
click_button ToggleWhite
wait_for '^status White is now played by the AI\.$' 5
pass "a click goes round the players (AI, Human, AI) without a chooser"
# Shift+click: the chooser of an engine's program for White.
button_px ToggleWhite
xdotool mousemove --window "$WID" "$PX" "$PY" keydown shift click 1 keyup shift
wait_for '^status Choose a Gomocup engine.s program \(pbrain-\*\) for White' 5
wait_show chooser "^$TEST_DIR\$"
double_click_row engines
wait_show chooser "^$ENGINES\$"
sync_window
chooser_row notes.txt
chooser_row pbrain-fake
pass "a Shift+click on the White button opens the engine chooser; it lists every file"

# A file that is not executable, then a missing path: the reason, the chooser stays.
type_text notes.txt
key Return
wait_for "^error Cannot use $ENGINES/notes.txt as an engine: not an executable file\\.\$" 5
wait_show chooser-message 'not an executable file'
[ "$(shown chooser)" = "$ENGINES" ] || fail "the chooser closed after a refused file"
clear_field
type_text pbrain-none
key Return
wait_for "^error Cannot use $ENGINES/pbrain-none as an engine: no such file\\.\$" 5
wait_show chooser-message 'no such file'
clear_field
pass "a file that cannot be run and a missing one are refused with the reason: $(shown chooser-message)"

# The fake engine: selected (the picture), then a double-click adds it.
chooser_row pbrain-fake
xdotool mousemove --window "$WID" "$PX" "$PY" click 1
wait_show chooser-selected '^pbrain-fake$'
shot add-engine
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/add-engine.png"
mark_log
double_click_row pbrain-fake
wait_for "^engine added White $ENGINES/pbrain-fake\$" 5
wait_show chooser '^-$'
grep -q "\"white\": \"engine\"" "$SETTINGS" || fail "White's engine is not saved: $(cat "$SETTINGS")"
grep -A2 '"engines"' "$SETTINGS" | grep -q "\"$ENGINES/pbrain-fake\"" ||
    fail "the engine is not in the saved list: $(cat "$SETTINGS")"
click_move h8
wait_for '^move 2 White [a-z][0-9]+ engine$' 15
sync_window   # the frame after the move, with the name ABOUT gave
button_px ToggleWhite
[ "$BUTTON_LABEL" = Fake-normal ] || fail "the white side button shows '$BUTTON_LABEL'"
pass "added and saved; it plays White: $(log_lines '^move [0-9]+ ' | cut -d' ' -f4 | tr '\n' ' ')"

# Shift+B: the chooser for Black; Esc keeps Black human.
key shift+b
wait_for '^status Choose a Gomocup engine.s program \(pbrain-\*\) for Black' 5
wait_show chooser "^$ENGINES\$"
key Escape
wait_show chooser '^-$'
button_px ToggleBlack
[ "$BUTTON_LABEL" = Human ] || fail "Esc changed Black's player to '$BUTTON_LABEL'"
pass "Shift+B opens the chooser for Black (in the last engine's folder); Esc keeps Black's player"

# A right-click on the White button takes the engine out of the list.
button_px ToggleWhite
xdotool mousemove --window "$WID" "$PX" "$PY" click 3
wait_for "^engine removed White $ENGINES/pbrain-fake\$" 5
wait_for '^status Fake-normal .* is out of the saved engines; White is now played by the AI\.$' 5
grep -q '"engines": \[\]' "$SETTINGS" || fail "the engine is still saved: $(cat "$SETTINGS")"
grep -q '"white": "ai"' "$SETTINGS" || fail "White is not the AI: $(cat "$SETTINGS")"
button_px ToggleBlack
xdotool mousemove --window "$WID" "$PX" "$PY" click 3
wait_for '^status Black is not played by an engine' 5
pass "a right-click removes White's engine from the saved list (the AI plays White); a human's: nothing to remove"
close_window
[ "$EXIT_CODE" = 0 ] || fail "wuzi exited with $EXIT_CODE"
