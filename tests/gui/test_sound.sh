#!/bin/bash
# Sounds: a stone's click for every move played, a chime when the game ends,
# nothing when muted (O, or the Sound button); the choice is saved. Under
# Xvfb, OpenAL's null device stands in for a sound card (lib.sh), so the
# sound code runs as it would with one; the log shows what was played.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --black human --white human
click_move h8
wait_for '^move 1 Black h8 human$'
wait_for '^sound stone$'
pass "a move clicks"

mark_log
key o
wait_for '^status Sound off\.$'
grep -q '"sound": false' "$XDG_CONFIG_HOME/wuzi/settings.json" || fail "mute was not saved"
click_move a1
wait_for '^move 2 White a1 human$'
sync_window
log_has '^sound ' && fail "a sound played while muted"
pass "muted: no sound, and saved"

mark_log
click_button ToggleSound
wait_for '^status Sound on\.$'
for m in i8 a2 j8 a3 k8 a4; do
    click_move $m
    wait_for "^move [0-9]+ [A-Za-z]+ $m human$"
done
wait_for '^sound stone$'
click_move l8
wait_for '^position .* black-wins$'
wait_for '^sound win$'
grep -qa 'No sound' "$LOG" && fail "the sounds could not be made: $(grep -a 'No sound' "$LOG")"
grep -qaE 'AL lib|OpenAL' "$TEST_DIR/stderr.txt" && fail "OpenAL complained: $(head -n 3 "$TEST_DIR/stderr.txt")"
pass "the game's end chimes"
