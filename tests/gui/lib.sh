# Helpers for the GUI tests: start the real `wuzi` under Xvfb, find its
# window, click points of the board, take screenshots and read pixels.
# Each test script sources this file and runs inside `xvfb-run`.
# Environment: WUZI (the binary), WM_CLOSE (tests/gui/wm_close binary).
set -u

: "${WUZI:?set WUZI to the wuzi binary}"
TEST_DIR=$(mktemp -d "${TMPDIR:-/tmp}/wuzi-gui.XXXXXX")
export XDG_CONFIG_HOME="$TEST_DIR/config"   # never touch the user's settings
LOG="$TEST_DIR/log.txt"
WUZI_PID=""
WID=""
FAILED=0
LOG_FROM=1   # log lines before this one belong to an earlier phase of a test
# Under LeakSanitizer, Mesa's GL driver leaks a little of its own at exit; a
# leak report must not change wuzi's exit code (test_close.sh judges leaks).
export LSAN_OPTIONS="exitcode=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# Under a ThreadSanitizer build, ignore the GL driver's own threads (tsan.supp)
# and lock-order checks: the only lock-order reports come from inside Mesa,
# its LLVM JIT and SFML's context lock, while Wuzi never nests its one mutex.
# Data races in Wuzi's code are still reported.
# No sound card under Xvfb: OpenAL's null device plays the sounds into nothing
# (and the sound code runs as it would with a card).
export ALSOFT_DRIVERS=null
export TSAN_OPTIONS="suppressions=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/tsan.supp detect_deadlocks=0${TSAN_OPTIONS:+ $TSAN_OPTIONS}"

# sanitizer_reports: what a sanitizer build reported in wuzi's stderr (an
# error, not LeakSanitizer's leaks of the GL driver: test_close judges those).
sanitizer_reports() {
    grep -aE 'ERROR: AddressSanitizer|runtime error:|WARNING: ThreadSanitizer' \
        "$TEST_DIR/stderr.txt" 2>/dev/null | head -n 5
}

cleanup() {
    if [ -n "$WUZI_PID" ] && kill -0 "$WUZI_PID" 2>/dev/null; then
        kill "$WUZI_PID"
        wait "$WUZI_PID" 2>/dev/null
    fi
    if [ "$FAILED" = 0 ] && [ -n "$(sanitizer_reports)" ]; then
        FAILED=1
        echo "FAIL: a sanitizer reported: $(sanitizer_reports)" >&2
        echo "--- files kept in $TEST_DIR" >&2
        exit 1
    fi
    if [ "$FAILED" = 0 ] && [ -z "${KEEP:-}" ]; then rm -rf "$TEST_DIR"; fi
}
trap cleanup EXIT

fail() {
    FAILED=1
    echo "FAIL: $*" >&2
    echo "--- wuzi log ($LOG):" >&2
    tail -n 40 "$LOG" >&2 2>/dev/null
    echo "--- files kept in $TEST_DIR" >&2
    exit 1
}
pass() { echo "ok: $*"; }

# log_text: the log from line LOG_FROM on; mark_log: start a new phase.
log_text() { tail -n "+$LOG_FROM" "$LOG" 2>/dev/null; }
mark_log() { LOG_FROM=$(($(wc -l <"$LOG") + 1)); }
# log_has PATTERN: the current phase has a line matching PATTERN.
log_has() { log_text | grep -qaE "$1"; }

# follow_log FROM SECONDS SED_SCRIPT: the log from line FROM on, then each
# line as wuzi writes it, through `sed -n SED_SCRIPT`, for at most SECONDS
# and only while wuzi runs. The waits below read it instead of polling:
# polling forked a grep or two every 20 to 100 ms (without it gui_engines
# takes 45 s of CPU in the Release tree instead of 57). It runs as `timeout`, in
# a process group of its own, so that killing it ends tail and sed too; its
# process id is in $TEST_DIR/follow.pid (a redirection from `<(...)` does not
# set $!).
follow_log() {
    echo "$BASHPID" >"$TEST_DIR/follow.pid"
    exec timeout "$2" bash -c 'tail -n "+$1" -s 0.1 -f ${2:+"--pid=$2"} -- "$3" 2>/dev/null | sed -un "$4"' \
        _ "$1" "${WUZI_PID:-}" "$LOG" "$3"
}

# await_log FROM SECONDS PATTERN [SED_SCRIPT]: wait until a line of the log
# from line FROM on (through SED_SCRIPT, default: the whole line) matches
# PATTERN. Status 0: found; 1: not within SECONDS; 2: wuzi exited first.
await_log() {
    local found=1 follower=""
    grep -qaE -m1 -- "$3" < <(follow_log "$1" "$2" "${4:-p}" 2>/dev/null) && found=0
    read -r follower <"$TEST_DIR/follow.pid" && kill "$follower" 2>/dev/null
    [ "$found" = 0 ] && return 0
    if [ -n "$WUZI_PID" ] && ! kill -0 "$WUZI_PID" 2>/dev/null; then return 2; fi
    return 1
}

# wait_for PATTERN [SECONDS]: wait until the log has a line matching PATTERN.
wait_for() {
    local pattern=$1 limit=${2:-10}
    await_log "$LOG_FROM" "$limit" "$pattern"
    case $? in
        1) fail "timed out waiting for '$pattern'" ;;
        2) log_has "$pattern" || fail "wuzi exited while waiting for '$pattern'" ;;
    esac
}

# count_lines PATTERN: how many log lines match.
count_lines() { log_text | grep -caE "$1" || true; }

# start_wuzi ARGS...: run wuzi --debug in the background and find its window.
start_wuzi() {
    LOG_FROM=1
    WID=""
    # Run in TEST_DIR so that files the window writes (F12 screenshots) land there.
    (cd "$TEST_DIR" && exec "$WUZI" --debug "$@" >"$LOG" 2>"$TEST_DIR/stderr.txt") &
    WUZI_PID=$!
    wait_for '^geometry' 15
    wait_for '^position' 15
    local i=0
    while [ -z "$WID" ]; do
        WID=$(xdotool search --name '^Wuzi' 2>/dev/null | head -n 1)
        [ -n "$WID" ] && break
        sleep 0.1
        i=$((i + 1))
        [ $i -ge 100 ] && fail "no Wuzi window appeared"
    done
    SYNCS=0
    read_geometry
    sync_window
}

# sync_window: press the Pause key, which `wuzi --debug` answers with
# "sync N" after the next frame it displays. The window handles input in
# order, so everything sent before is then on the screen, however slow the
# build is. (The window draws only when something changes: there is no frame
# count to wait for.)
SYNCS=0
sync_window() {
    SYNCS=$((SYNCS + 1))
    xdotool key --window "$WID" Pause
    await_log 1 20 "^sync $SYNCS\$"
    case $? in
        1) fail "wuzi did not answer sync $SYNCS within 20 s" ;;
        2) fail "wuzi exited" ;;
    esac
}
wait_frames() { sync_window; }

# shown KEY: the latest value wuzi reported for a text it shows ("show KEY
# VALUE" after the frame that first showed it).
shown() { grep -a "^show $1 " "$LOG" | tail -n 1 | cut -d' ' -f3-; }
# wait_show KEY PATTERN [SECONDS]: wait until the shown KEY matches PATTERN.
wait_show() {
    local key=$1 pattern=$2 limit=${3:-10} from
    # The value shown now, then each new one: every value that appears is
    # the latest at that moment.
    from=$(($(wc -l <"$LOG") + 1))
    shown "$key" | grep -qaE -- "$pattern" && return
    await_log "$from" "$limit" "$pattern" "s/^show $key //p"
    case $? in
        1) fail "timed out waiting for $key ~ '$pattern' (shows '$(shown "$key")')" ;;
        2) fail "wuzi exited" ;;
    esac
}

# button_px ACTION: sets PX PY to the centre of the button for ACTION (the
# name in game/key_bindings.h, e.g. Resign, SizeUp; StepTo:3 for the list's
# third move) as last drawn, BUTTON_ENABLED and BUTTON_LABEL.
button_px() {
    local line
    line=$(grep -a "^button $1 " "$LOG" | tail -n 1)
    [ -n "$line" ] || fail "no button '$1' drawn"
    read -r _ _ PX PY _ _ BUTTON_ENABLED BUTTON_LABEL <<<"$line"
}
# click_button ACTION: click it (it must be enabled).
click_button() {
    button_px "$1"
    [ "$BUTTON_ENABLED" = 1 ] || fail "button '$1' is disabled"
    xdotool mousemove --window "$WID" "$PX" "$PY" click 1
}

# read_geometry: the board geometry from the last `geometry` line:
# window size, pixel of point (0,0), distance between points, board size.
read_geometry() {
    read -r _ GW GH GX0 GY0 GCELL GSIZE GCELLS <<<"$(grep -a '^geometry' "$LOG" | tail -n 1)"
}

# point_px MOVE: sets PX PY to the window pixel of a move like h8.
point_px() {
    local move=$1 col row
    col=$(($(printf '%d' "'${move:0:1}") - 97))
    row=${move:1}
    PX=$(awk -v a="$GX0" -v c="$GCELL" -v x="$col" 'BEGIN { printf "%d", a + x * c + 0.5 }')
    PY=$(awk -v a="$GY0" -v c="$GCELL" -v y="$((GSIZE - row))" 'BEGIN { printf "%d", a + y * c + 0.5 }')
}

# click_move MOVE: click on the point of MOVE.
click_move() {
    point_px "$1"
    xdotool mousemove --window "$WID" "$PX" "$PY" click 1
}

# right_click_move MOVE: right-click the point MOVE (e.g. h8).
right_click_move() {
    point_px "$1"
    xdotool mousemove --window "$WID" "$PX" "$PY" click 3
}

# click_px X Y: click a window pixel.
click_px() { xdotool mousemove --window "$WID" "$1" "$2" click 1; }

# key KEYS...: send key presses (xdotool names, e.g. ctrl+z) to the window.
key() { xdotool mousemove --window "$WID" 5 5 key --window "$WID" "$@"; }

# type_text TEXT: type into the window.
type_text() { xdotool type --window "$WID" --delay 20 "$1"; }

# shot NAME: screenshot of the window into $TEST_DIR/NAME.png; sets SHOT.
shot() {
    sync_window
    SHOT="$TEST_DIR/$1.png"
    import -window "$WID" "$SHOT" || fail "import could not capture the window"
}

# pixel X Y: sets R G B of pixel (X, Y) of $SHOT.
pixel() {
    local p
    p=$(convert "$SHOT" -format "%[fx:int(255*p{$1,$2}.r)] %[fx:int(255*p{$1,$2}.g)] %[fx:int(255*p{$1,$2}.b)]" info:)
    read -r R G B <<<"$p"
}

# probe_move MOVE: the pixel a fifth of a cell up and right of MOVE's centre
# (clear of the grid lines, the last-move dot and move numbers); sets R G B.
probe_move() {
    point_px "$1"
    pixel "$(awk -v x="$PX" -v c="$GCELL" 'BEGIN { printf "%d", x + 0.2 * c }')" \
          "$(awk -v y="$PY" -v c="$GCELL" 'BEGIN { printf "%d", y - 0.2 * c }')"
}

is_dark() { [ "$R" -lt 90 ] && [ "$G" -lt 90 ] && [ "$B" -lt 100 ]; }
is_light() { [ "$R" -gt 185 ] && [ "$G" -gt 185 ] && [ "$B" -gt 175 ] && [ $((R - B)) -lt 30 ]; }
is_wood() { [ "$R" -gt 170 ] && [ "$R" -gt $((B + 50)) ] && [ "$G" -gt 110 ]; }

expect_black() { probe_move "$1"; is_dark || fail "expected a black stone at $1, pixel is $R,$G,$B"; }
expect_white() { probe_move "$1"; is_light || fail "expected a white stone at $1, pixel is $R,$G,$B"; }
expect_empty() { probe_move "$1"; is_wood || fail "expected an empty point at $1, pixel is $R,$G,$B"; }

# last_ai_move: the move text of the AI's latest move in the log.
last_ai_move() { log_text | grep -aE '^move [0-9]+ [A-Za-z]+ [a-z][0-9]+ ai$' | tail -n 1 | cut -d' ' -f4; }
# log_lines PATTERN: the matching lines of the current phase.
log_lines() { log_text | grep -aE "$1"; }

# close_window: ask the window to close (WM_DELETE_WINDOW) and wait for the
# process; sets CLOSE_MS and EXIT_CODE.
close_window() {
    local t0 t1
    t0=$(date +%s%N)
    "${WM_CLOSE:?set WM_CLOSE}" "$WID" || fail "wm_close failed"
    # Poll (a zombie still answers kill -0, so look at its state) for up to 5 s.
    local i=0 state
    while state=$(ps -o stat= -p "$WUZI_PID" 2>/dev/null) && [ "${state#Z}" = "$state" ]; do
        sleep 0.01
        i=$((i + 1))
        [ $i -ge 500 ] && fail "wuzi did not exit within 5 s of closing the window"
    done
    t1=$(date +%s%N)
    wait "$WUZI_PID"
    EXIT_CODE=$?
    CLOSE_MS=$(((t1 - t0) / 1000000))
    WUZI_PID=""
    [ -z "$(sanitizer_reports)" ] || fail "a sanitizer reported: $(sanitizer_reports)"
}

# Tic-tac-toe: X is drawn as a cross through the cell's centre, O as a ring
# of radius 0.3 cell. probe_cell MOVE sets CR CG CB (centre) and R G B (the
# ring's right-hand point).
probe_cell() {
    point_px "$1"
    pixel "$PX" "$PY"
    CR=$R CG=$G CB=$B
    pixel "$(awk -v x="$PX" -v c="$GCELL" 'BEGIN { printf "%d", x + 0.3 * c }')" "$PY"
}
expect_x() {
    probe_cell "$1"
    R=$CR G=$CG B=$CB is_dark || fail "expected X at $1, centre pixel is $CR,$CG,$CB"
}
expect_o() {   # MOVE [on-line]: the centre is not checked on the winning line
    probe_cell "$1"
    is_light || fail "expected O at $1, ring pixel is $R,$G,$B"
    [ -n "${2:-}" ] && return
    R=$CR G=$CG B=$CB is_wood || fail "expected O at $1 (empty centre), centre is $CR,$CG,$CB"
}
expect_red() {   # the winning line through MOVE's centre
    point_px "$1"
    pixel "$PX" "$PY"
    [ "$R" -gt 150 ] && [ "$R" -gt $((G + 70)) ] || fail "expected the red winning line at $1, pixel is $R,$G,$B"
}

# The in-window file chooser (`wuzi --debug` reports its rows as
# `chooser-row INDEX X Y NAME`, then `chooser-rows`).
# chooser_row NAME: sets PX PY to the centre of the chooser's row NAME (as
# last reported) and ROW to its index.
chooser_row() {
    local line
    line=$(grep -a "^chooser-row [0-9]* [0-9]* [0-9]* $1\$" "$LOG" | tail -n 1)
    [ -n "$line" ] || fail "no chooser row '$1' shown"
    read -r _ ROW PX PY _ <<<"$line"
}
# double_click_row NAME: open it (a folder) or take it (a file).
double_click_row() {
    chooser_row "$1"
    xdotool mousemove --window "$WID" "$PX" "$PY" click --repeat 2 --delay 80 1
}
# clear_field: erase the chooser's name field, one Backspace per character
# (one more would show the folder above).
clear_field() {
    sync_window
    local text
    text=$(shown chooser-field)
    [ "$text" = "-" ] && return
    xdotool key --window "$WID" --repeat "${#text}" --delay 5 BackSpace
    wait_show chooser-field '^-$'
}
