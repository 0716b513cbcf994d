#!/bin/bash
# Pondering (K): off by default; on, the AI searches unseen while the human
# thinks, the human's move stops that search and the AI's own one follows,
# then it ponders again; the choice is saved.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --black human --white ai --level casual --threads 1
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$'
sync_window
log_has '^search ponder$' && fail "the AI pondered while pondering was off"
pass "off by default"

mark_log
key k
wait_for '^status Pondering: the AI thinks on your time too \(K\)\.$'
wait_for '^search ponder$'
grep -q '"ponder": true' "$XDG_CONFIG_HOME/wuzi/settings.json" || fail "pondering was not saved"
pass "K turns it on, and the AI ponders at once"

mark_log
click_move c3
wait_for '^move 3 Black c3 human$'
wait_for '^search move$'
wait_for '^move 4 White [a-z][0-9]+ ai$'
wait_for '^search ponder$'
pass "the human's move stops it, the AI answers, then ponders again"

mark_log
key k
wait_for '^status Pondering off: the AI thinks on its own time only\.$'
click_move c13
wait_for '^move 5 Black c13 human$'
wait_for '^move 6 White [a-z][0-9]+ ai$'
sync_window
log_has '^search ponder$' && fail "the AI pondered after pondering was turned off"
pass "K turns it off"
