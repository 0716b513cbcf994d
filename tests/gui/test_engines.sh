#!/bin/bash
# External Gomocup engines as players (issue #39, feature 1): pbrain-wuzi
# plays the built-in AI in the window; its name is on the side button and
# its thinking in the engine box; a new game ends its process. Undo and
# pause during an engine's search stop it with YXSTOP (the same process goes
# on), and one that does not answer YXSTOP is restarted at once. Swap2 with
# external engines: pbrain-wuzi answers SWAP2BOARD as the second player and
# proposes three stones as the first; a fake engine's garbage answer ends
# the game. Then a fake engine's failures (tests/engines/fake_engine.py: exit, crash, garbage,
# hang, flood, an illegal move) each end the game with that reason while the
# window goes on, and closing the window while one hangs ends its process
# within a second.
# Environment: PBRAIN (pbrain-wuzi), FAKE_ENGINE (fake_engine.py).
source "$(dirname "$0")/lib.sh"
: "${PBRAIN:?set PBRAIN to pbrain-wuzi}" "${FAKE_ENGINE:?set FAKE_ENGINE to fake_engine.py}"

# The window runs an engine by its path alone: one small script per mode.
# fake MODE [LOG]: with LOG, the fake engine logs every line it receives.
fake() {
    local path="$TEST_DIR/pbrain-fake-$1"
    printf '#!/bin/sh\nexec %q %q %s %s\n' "${PYTHON3:-python3}" "$FAKE_ENGINE" "$1" "${2:-}" >"$path"
    chmod +x "$path"
    echo "$path"
}
# log_count FILE WORD: the lines of FILE that start with WORD.
log_count() { grep -c "^$2" "$1" 2>/dev/null || true; }
# engine_pids: the window's child processes (its engines).
engine_pids() { pgrep -P "$WUZI_PID" | sort; }
# wait_log_count FILE WORD N WHAT: wait up to 10 s until FILE has N lines starting with WORD.
wait_log_count() {
    local i=0
    while [ "$(log_count "$1" "$2")" != "$3" ]; do
        sleep 0.05; i=$((i + 1)); [ $i -ge 200 ] && fail "$4"
    done
}
# gone PIDS...: wait up to 2 s until none of PIDS runs any more.
gone() {
    local i=0 p
    for p in "$@"; do
        while kill -0 "$p" 2>/dev/null && [ "$(ps -o stat= -p "$p" | cut -c1)" != Z ]; do
            sleep 0.05
            i=$((i + 1))
            [ $i -ge 40 ] && return 1
        done
    done
    return 0
}
closed_engines_ms() {
    log_lines '^closed: engines ended in [0-9]+ ms$' | tail -n 1 | sed -E 's/.* in ([0-9]+) ms/\1/'
}

# --- pbrain-wuzi (Black) against the built-in AI (White) ---------------------
start_wuzi --black "$PBRAIN" --white ai --time-ms 300 --threads 1 --level beginner
wait_for '^search engine$' 10
wait_for '^move 1 Black [a-z][0-9]+ engine$' 20
wait_for '^move 2 White [a-z][0-9]+ ai$' 20
wait_for '^move 3 Black [a-z][0-9]+ engine$' 20
button_px ToggleBlack
[ "$BUTTON_LABEL" = Wuzi ] || fail "the black side button shows '$BUTTON_LABEL', not the engine's ABOUT name"
wait_show engine '^Black \(Wuzi\).*[|] (book |eval [+-]?[0-9])' 10
# Its MESSAGE lines: from its book ("book g6 ev 120 ...") or its search (eval, line).
shown engine | grep -qE '[|] (book |eval [+-]?[0-9])' || fail "pbrain-wuzi's MESSAGE lines are not shown: $(shown engine)"
shot external-engine
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/external-engine.png"
pass "pbrain-wuzi plays the AI in the window: $(log_lines '^move [0-9]+ ' | cut -d' ' -f4 | tr '\n' ' ')"
# A new game ends its process (END, then a kill after a grace period) and
# the next game starts a fresh one.
OLD=$(engine_pids)
[ -n "$OLD" ] || fail "pbrain-wuzi is not a child of the window"
mark_log
key n
wait_for '^position - ongoing$' 5
# shellcheck disable=SC2086
gone $OLD || fail "pbrain-wuzi ($OLD) still runs after a new game"
wait_for '^move 1 Black [a-z][0-9]+ engine$' 20
pass "a new game ended pbrain-wuzi ($OLD); a fresh one plays ($(engine_pids | tr '\n' ' '))"
close_window
[ "$EXIT_CODE" = 0 ] || fail "wuzi exited with $EXIT_CODE"

# --- A fake engine that thinks aloud: the panel shows its words -------------
start_wuzi --black human --white "$(fake normal)" --time-ms 300 --threads 1
click_move h8
wait_for '^move 2 White [a-z][0-9]+ engine$' 15
wait_show engine '^White \(Fake-normal\): played [a-z][0-9]+ \| eval .* \| line [a-z][0-9]+ \| the fake engine likes' 10
wait_show turn 'Black: your move' 5
pass "the fake engine's thinking shows: $(shown engine)"
close_window

# --- Engine against engine, the second one chosen from the saved list -------
mkdir -p "$XDG_CONFIG_HOME/wuzi"
printf '{"engines": ["%s"]}\n' "$(fake normal)" >"$XDG_CONFIG_HOME/wuzi/settings.json"
start_wuzi --black "$(fake quiet)" --white human --time-ms 300 --threads 1
wait_for '^move 1 Black h8 engine$' 15
click_button ToggleWhite   # Human -> AI
wait_for '^status White is now played by the AI' 5
click_button ToggleWhite   # AI -> the saved engine
wait_for '^status White is now played by .*pbrain-fake-normal' 5
# The AI may have answered h8 before the second click (a busy machine): the
# engine's first move is then move 4, not 2. Two moves of the engine in a row.
wait_for '^move [0-9]+ White [a-z][0-9]+ engine$' 15
FIRST=$(log_lines '^move [0-9]+ White [a-z][0-9]+ engine$' | head -n 1 | cut -d' ' -f2)
wait_for "^move $((FIRST + 2)) White [a-z][0-9]+ engine\$" 15
sync_window   # the frame after the move, with the name ABOUT gave
button_px ToggleWhite
[ "$BUTTON_LABEL" = Fake-normal ] || fail "the white side button shows '$BUTTON_LABEL'"
button_px ToggleBlack
[ "$BUTTON_LABEL" = pbrain-fake-quiet ] || fail "the black side button shows '$BUTTON_LABEL' (no ABOUT: the file's name)"
pass "engine against engine, White from the saved list: $(log_lines '^move [0-9]+ ' | cut -d' ' -f4 | tr '\n' ' ')"
close_window
[ "$EXIT_CODE" = 0 ] || fail "wuzi exited with $EXIT_CODE"
rm -f "$XDG_CONFIG_HOME/wuzi/settings.json"

# --- Failures end the game with their reason; the window goes on -----------
check_failure() {   # MODE PATTERN [ARGS...]
    local mode=$1 pattern=$2
    shift 2
    start_wuzi --black "$(fake "$mode")" --white human --time-ms 300 --threads 1 "$@"
    wait_for "^engine failed Black \\(Fake-$mode\\) $pattern" 15
    wait_show status "^White wins: Black \\(Fake-$mode\\) $pattern" 5
    sync_window   # the window still answers
    PIDS=$(engine_pids)
    # shellcheck disable=SC2086
    [ -z "$PIDS" ] || gone $PIDS || fail "$mode: the failed engine's process ($PIDS) still runs"
    pass "$mode: $(shown status)"
    close_window
    [ "$EXIT_CODE" = 0 ] || fail "$mode: wuzi exited with $EXIT_CODE"
}
check_failure exit 'exited with status 3'
check_failure crash 'crashed \(Segmentation fault\)'
check_failure garbage "answered '.*' instead of a move"
check_failure hang 'timed out: no answer within 1300 ms'
check_failure longline 'sent a line longer than 65536 bytes'

# A flood of MESSAGE lines: the window keeps drawing, then it times out.
start_wuzi --black "$(fake flood)" --white human --time-ms 3000 --threads 1
wait_for '^search engine$' 10
wait_for '^fps [0-9]+ thinking$' 8
sync_window
wait_show engine 'flood [0-9]+' 5
wait_for '^engine failed Black \(Fake-flood\) timed out' 15
wait_show status '^White wins: Black \(Fake-flood\) timed out' 5
pass "a flooding engine: the window kept drawing, then $(shown status)"
close_window

# An illegal move (White answers on Black's stone).
start_wuzi --black human --white "$(fake illegal)" --time-ms 300 --threads 1
click_move h8
wait_for '^engine failed White \(Fake-illegal\) played an illegal move h8 \(that point is occupied\)$' 15
wait_show status '^Black wins: White \(Fake-illegal\) played an illegal move h8' 5
shot illegal
expect_black h8
expect_empty g8
pass "illegal: $(shown status)"
close_window

# A bad path on the command line: one clear message, no window.
if "$WUZI" --black "$TEST_DIR/no-such-brain" 2>"$TEST_DIR/bad.txt"; then
    fail "wuzi accepted a missing engine"
fi
grep -q "^wuzi: --black: '.*no-such-brain' is not human, ai or an engine: no such file$" "$TEST_DIR/bad.txt" ||
    fail "unclear message for a bad engine path: $(cat "$TEST_DIR/bad.txt")"
pass "a bad engine path: $(head -n 1 "$TEST_DIR/bad.txt")"

# --- Closing the window while an engine hangs ends it within 1 s ------------
start_wuzi --black "$(fake hang)" --white human --time-ms 60000 --threads 1
wait_for '^search engine$' 10
i=0
while [ -z "$(engine_pids)" ]; do
    sleep 0.05; i=$((i + 1)); [ $i -ge 100 ] && fail "the hanging engine never started"
done
PIDS=$(engine_pids)
close_window
[ "$EXIT_CODE" = 0 ] || fail "wuzi exited with $EXIT_CODE"
MS=$(closed_engines_ms)
[ -n "$MS" ] || fail "the window did not report ending its engines"
[ "$MS" -lt 1000 ] || fail "ending a hanging engine on close took $MS ms"
for p in $PIDS; do kill -0 "$p" 2>/dev/null && fail "the hanging engine $p survived the window"; done
pass "closed while an engine hung: it ended in $MS ms, the window in $CLOSE_MS ms"


# --- Undo and pause stop an engine's search with YXSTOP ----------------------
# undo_while_thinking MODE MS: White is the fake engine in MODE (its log
# FLOG) with MS a move; once it thinks about h8 (PIDS: its process), undo.
undo_while_thinking() {
    FLOG="$TEST_DIR/$1.log"
    start_wuzi --black human --white "$(fake "$1" "$FLOG")" --time-ms "$2" --threads 1
    click_move h8
    wait_for '^search engine$' 10
    wait_log_count "$FLOG" DONE 1 "the $1 engine never got the position"
    PIDS=$(engine_pids)
    mark_log
    key u
}
undo_while_thinking stoppable 6000
wait_for '^engine stopped White yxstop$' 3
sync_window
[ "$(log_count "$FLOG" YXSTOP)" = 1 ] || fail "no YXSTOP was sent: $(cat "$FLOG")"
[ "$(engine_pids)" = "$PIDS" ] || fail "the engine was restarted ($PIDS -> $(engine_pids))"
click_move h8
wait_for '^search engine$' 10
wait_log_count "$FLOG" DONE 2 "the stoppable engine never got the second position"
key space
wait_for '^engine stopped White yxstop$' 3
key space
wait_for '^move 2 White [a-z][0-9]+ engine$' 15
[ "$(log_count "$FLOG" START)" = 1 ] || fail "the engine was started $(log_count "$FLOG" START) times"
pass "undo and pause stopped the engine's search with YXSTOP; the same process played on"
close_window

undo_while_thinking nostop 4000
sync_window   # the window answers while the engine is stopped
wait_for '^engine stopped White restart$' 3
[ "$(log_count "$FLOG" START)" = 2 ] || fail "the engine was not started again: $(cat "$FLOG")"
[ "$(engine_pids)" != "$PIDS" ] || fail "the same process ($PIDS) still runs"
click_move h8
wait_for '^move 2 White [a-z][0-9]+ engine$' 15
pass "an engine that answers UNKNOWN to YXSTOP was restarted at once and plays"
close_window

# --- Swap2: pbrain-wuzi answers SWAP2BOARD as the second player --------------
start_wuzi --black human --white "$PBRAIN" --opening-rule swap2 --time-ms 1000 --threads 1
click_move h8
wait_show turn '^Black: your stone 2 of 3$'
click_move a1
wait_show turn '^Black: your stone 3 of 3$'
click_move h9
wait_for '^opening White engine (took Black|took White and played [a-o][0-9]+|placed two more stones [a-o0-9,]+)$' 30
log_has '^engine failed' && fail "the engine failed: $(log_lines '^engine failed')"
wait_show status '^(.* )?White \(Wuzi\) (took|placed)' 5
pass "pbrain-wuzi as second player answered SWAP2BOARD: $(log_lines '^opening White engine' | cut -d' ' -f4-)"
close_window

# As the first player it proposes three stones; the human chooses.
start_wuzi --black "$PBRAIN" --white human --opening-rule swap2 --time-ms 1000 --threads 1
wait_for '^opening Black engine placed [a-o][0-9]+,[a-o][0-9]+,[a-o][0-9]+$' 30
wait_show turn '^White: your choice' 5
button_px Choose:0
[ "$BUTTON_LABEL" = "Take Black" ] || fail "Choose:0 is '$BUTTON_LABEL'"
shot external-swap2
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/external-swap2.png"
click_button Choose:0   # Take Black: the engine (the first player) plays on as White
wait_for '^move 4 White [a-o][0-9]+ engine$' 30
log_has '^engine failed' && fail "the engine failed: $(log_lines '^engine failed')"
pass "pbrain-wuzi proposed $(log_lines '^opening Black engine' | cut -d' ' -f5); the human took Black, the engine plays White"
close_window

# A garbage answer to SWAP2BOARD ends the game with the reason.
start_wuzi --black human --white "$(fake swap2-garbage)" --opening-rule swap2 --time-ms 300 --threads 1
click_move h8
wait_show turn '^Black: your stone 2 of 3$'
click_move a1
wait_show turn '^Black: your stone 3 of 3$'
click_move h9
wait_for "^engine failed White \\(Fake-swap2-garbage\\) answered 'maybe later' to SWAP2BOARD" 15
wait_show status '^Black wins: White \(Fake-swap2-garbage\) answered' 5
pass "a garbage SWAP2BOARD answer: $(shown status)"
close_window
