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
expect_refused "renju" --rule renju
expect_refused "screenshot" --moves h8
expect_refused "occupied" --screenshot "$TEST_DIR/x.png" --moves h8,h8
expect_refused "bad move" --screenshot "$TEST_DIR/x.png" --moves h8,z99
printf '(;GM[4];B[hh];W[hh])' >"$TEST_DIR/broken.sgf"
expect_refused "occupied" --load "$TEST_DIR/broken.sgf"
expect_refused "no such file" --load "$TEST_DIR/missing.sgf"
pass "bad command lines exit non-zero with a message"

"$WUZI" --help | grep -q -- '--screenshot' || fail "--help does not list --screenshot"

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
GX0=53 GY0=53 GCELL=43.902 GSIZE=15
expect_black h8
expect_empty a1
pass "missing assets: warned, drawn with the built-in theme"
