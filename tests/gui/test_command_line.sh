#!/bin/bash
# The command line: bad values exit non-zero with a clear message; --load
# refuses broken files; --screenshot renders a position to PNG and exits.
source "$(dirname "$0")/lib.sh"

expect_refused() {   # EXPECTED_TEXT ARGS...
    local want=$1
    shift
    if "$WUZI" "$@" >"$TEST_DIR/out.txt" 2>&1; then fail "wuzi $* succeeded"; fi
    grep -qi -- "$want" "$TEST_DIR/out.txt" || { cat "$TEST_DIR/out.txt" >&2; fail "wuzi $* did not say '$want'"; }
}
expect_refused "chess" --game chess
expect_refused "--size" --size 30
expect_refused "--depth" --depth 0
expect_refused "--time-ms" --time-ms 10
expect_refused "human" --black robot
expect_refused "--rule: 'caro' is not one of freestyle, standard or renju" --rule caro
expect_refused "--threads: 0 is out of range (give 1 to 64)" --threads 0
expect_refused "--level: 'foo' is not one of beginner, casual, strong or max" --level foo
expect_refused "--depth: 'abc' is not a whole number (give 1 to 40)" --depth abc
expect_refused "--clock: 'soon' is not a time control" --clock soon
expect_refused "screenshot" --moves h8
expect_refused "occupied" --screenshot "$TEST_DIR/x.png" --moves h8,h8
expect_refused "bad move" --screenshot "$TEST_DIR/x.png" --moves h8,z99
printf '(;GM[4];B[hh];W[hh])' >"$TEST_DIR/broken.sgf"
expect_refused "occupied" --load "$TEST_DIR/broken.sgf"
expect_refused "no such file" --load "$TEST_DIR/missing.sgf"
mkdir -p "$TEST_DIR/games"
expect_refused "is a folder" --load "$TEST_DIR/games"
expect_refused "--weights: .*missing-weights.txt" --weights "$TEST_DIR/missing-weights.txt"
printf '[freestyle]\nnot a weight\n' >"$TEST_DIR/corrupt-weights.txt"
expect_refused "--weights: .*corrupt-weights.txt" --weights "$TEST_DIR/corrupt-weights.txt"
pass "bad command lines exit non-zero with a message"

"$WUZI" --help >"$TEST_DIR/help.txt" || fail "--help failed"
grep -q -- '--screenshot' "$TEST_DIR/help.txt" || fail "--help does not list --screenshot"
# Plain text: no control bytes (a one-byte enum once printed NULs), no "->" maps.
if LC_ALL=C grep -qP '[\x00-\x08\x0b-\x1f\x7f]' "$TEST_DIR/help.txt"; then
    fail "--help prints control bytes: $(cat -v "$TEST_DIR/help.txt" | grep -m1 '\^')"
fi
grep -q -- '->' "$TEST_DIR/help.txt" && fail "--help shows internal maps: $(grep -m1 -- '->' "$TEST_DIR/help.txt")"
grep -q 'freestyle (five or more wins), standard (exactly five) or renju' "$TEST_DIR/help.txt" || fail "--help does not explain --rule"
grep -q -- '--threads' "$TEST_DIR/help.txt" || fail "--help does not list --threads"
pass "--help is plain text"

# Without a display: a message and exit code 1, not SFML's abort.
for display in "" ":4242"; do
    if [ -z "$display" ]; then
        env -u DISPLAY "$WUZI" >"$TEST_DIR/nodisplay.txt" 2>&1
    else
        DISPLAY=$display "$WUZI" >"$TEST_DIR/nodisplay.txt" 2>&1
    fi
    CODE=$?
    [ "$CODE" = 1 ] || fail "without a display ('$display') wuzi exited with $CODE: $(cat "$TEST_DIR/nodisplay.txt")"
    grep -qE 'no display|cannot open the display' "$TEST_DIR/nodisplay.txt" ||
        fail "no clear message without a display: $(cat "$TEST_DIR/nodisplay.txt")"
done
pass "without a display: $(head -n 1 "$TEST_DIR/nodisplay.txt")"

# A won game: the screenshot shows the stones and the red winning line.
SHOT="$TEST_DIR/won.png"
"$WUZI" --screenshot "$SHOT" --moves h8,a1,i8,a2,j8,a3,k8,a4,l8 || fail "--screenshot failed"
[ "$(identify -format '%w %h' "$SHOT")" = "1000 720" ] || fail "screenshot has the wrong size"
GX0=53 GY0=53 GCELL=43.902 GSIZE=15   # the default layout (tests/gui/layout_test.cpp)
expect_white a1
expect_empty b2
point_px j8
pixel "$PX" "$PY"
[ "$R" -gt 150 ] && [ "$R" -gt $((G + 70)) ] || fail "no red winning line through j8: $R,$G,$B"
pass "--screenshot renders a won game with its winning line"

SHOT="$TEST_DIR/ttt.png"
"$WUZI" --game tictactoe --screenshot "$SHOT" --moves b2,a1 || fail "--screenshot failed for tic-tac-toe"
GX0=180 GY0=180 GCELL=180 GSIZE=3
expect_x b2
expect_o a1
pass "--screenshot renders tic-tac-toe"

# --screenshot-size: the smallest window, readable: the panel keeps 80% scale.
SHOT="$TEST_DIR/small.png"
"$WUZI" --screenshot "$SHOT" --screenshot-size 480x360 --moves h8,i9 || fail "--screenshot-size failed"
[ "$(identify -format '%w %h' "$SHOT")" = "480 360" ] || fail "the small screenshot has the wrong size"
pass "--screenshot-size 480x360"

# Missing fonts: a clear error naming the package, exit code 1.
if WUZI_FONT_DIR="$TEST_DIR/no-fonts" "$WUZI" --screenshot "$TEST_DIR/f.png" 2>"$TEST_DIR/fonts.txt"; then
    fail "wuzi ran without fonts"
fi
grep -q 'fonts-dejavu-core' "$TEST_DIR/fonts.txt" || fail "no clear message for missing fonts: $(cat "$TEST_DIR/fonts.txt")"
pass "missing fonts: $(head -n 1 "$TEST_DIR/fonts.txt")"

# Missing assets: a warning, the built-in theme, and the picture still drawn.
SHOT="$TEST_DIR/noassets.png"
WUZI_ASSETS="$TEST_DIR/no-assets" "$WUZI" --screenshot "$SHOT" --moves h8 2>"$TEST_DIR/assets.txt" ||
    fail "wuzi failed without its assets"
grep -q 'assets folder not found' "$TEST_DIR/assets.txt" || fail "no warning for missing assets"
grep -qF "$TEST_DIR/no-assets" "$TEST_DIR/assets.txt" || fail "the warning must name the folder tried: $(cat "$TEST_DIR/assets.txt")"
# One line from wuzi (a sanitizer build may add its own reports).
[ "$(grep -c '^wuzi:' "$TEST_DIR/assets.txt")" -eq 1 ] || fail "one message for missing assets: $(cat "$TEST_DIR/assets.txt")"
GX0=53 GY0=53 GCELL=43.902 GSIZE=15
expect_black h8
expect_empty a1
pass "missing assets: warned, drawn with the built-in theme"

# An assets folder that exists but cannot be read: the same single warning.
mkdir -p "$TEST_DIR/unreadable-assets"
echo "board = #ffffff" >"$TEST_DIR/unreadable-assets/theme.txt"
chmod 000 "$TEST_DIR/unreadable-assets/theme.txt"
if ! cat "$TEST_DIR/unreadable-assets/theme.txt" >/dev/null 2>&1; then  # root reads it anyway
    WUZI_ASSETS="$TEST_DIR/unreadable-assets" "$WUZI" --screenshot "$SHOT" --moves h8 \
        2>"$TEST_DIR/assets2.txt" || fail "wuzi failed with unreadable assets"
    grep -qF "assets folder not found: no readable theme.txt in $TEST_DIR/unreadable-assets" \
        "$TEST_DIR/assets2.txt" || fail "unreadable assets: $(cat "$TEST_DIR/assets2.txt")"
    pass "unreadable assets: warned with the folder's name"
fi
chmod 644 "$TEST_DIR/unreadable-assets/theme.txt"

# --version: the version and the commit, exit code 0, no display needed.
out=$(DISPLAY= "$WUZI" --version) || fail "wuzi --version failed"
echo "$out" | grep -Eq '^wuzi [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|unknown)\)$' ||
    fail "wuzi --version: $out"
pass "--version: $out"

# --weights: the AI searches with the weights of a good file.
start_wuzi --weights "$(cd "$(dirname "$0")/../.." && pwd)/assets/weights/freestyle-gen1.txt" --game gomoku \
    --black human --white ai --level casual --threads 1
click_move h8
wait_for '^move 2 White [a-z][0-9]+ ai$'
pass "--weights: the AI plays with a weights file"
