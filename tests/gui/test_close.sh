#!/bin/bash
# Closing the window during a long AI search exits promptly and cleanly; the
# window keeps redrawing while the AI thinks.
source "$(dirname "$0")/lib.sh"

# The AI plays white with a minute per move.
start_wuzi --game gomoku --black human --white ai --depth 40 --time-ms 60000
click_move h8
wait_for '^search move$' 5
mark_log
wait_for '^fps [0-9]+ thinking$' 8
FPS=$(log_lines '^fps [0-9]+ thinking$' | tail -n 1 | cut -d' ' -f2)
[ "$FPS" -ge 10 ] || fail "only $FPS frames per second while the AI thinks"
log_has '^move ' && fail "the AI finished a one-minute search early"
pass "$FPS frames per second while the AI thinks"

close_window
[ "$EXIT_CODE" = 0 ] || fail "wuzi exited with $EXIT_CODE"
[ "$CLOSE_MS" -lt 1000 ] || fail "closing took $CLOSE_MS ms"
if grep -qiE 'sanitizer|terminate|abort|segmentation' "$TEST_DIR/stderr.txt"; then
    cat "$TEST_DIR/stderr.txt" >&2
    fail "wuzi reported an error on exit"
fi
pass "closed during the search: exited in $CLOSE_MS ms with code 0"
