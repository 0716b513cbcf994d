#!/bin/bash
# Resizing keeps the board square and drawn: after each resize the geometry
# is reported, clicks land on the right point and the letterbox bands are
# plain background. Down to the smallest size (480x360) the panel's sections
# and buttons stay inside the window without overlapping; a smaller size is
# refused (the window sets itself back).
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --size 15 --black human --white human
xdotool windowmove "$WID" 0 0   # keep the whole window on the 1024x1024 screen
sleep 0.2
click_move h8
wait_for '^move 1 Black h8 human$'

# no_overlap W H: the panel's sections and buttons as last drawn lie inside a
# W x H window and do not overlap.
no_overlap() {
    local last
    last=$(grep -an '^buttons$' "$LOG" | tail -n 1 | cut -d: -f1)
    head -n "$last" "$LOG" | tac | awk -v W="$1" -v H="$2" '
        /^buttons$/ { if (seen) exit; seen = 1; next }
        /^section / { n++; sy[n] = $4; sh[n] = $6; sx[n] = $3; sw[n] = $5; name[n] = $2 }
        /^button / { m++; bx[m] = $3 - $5 / 2; by[m] = $4 - $6 / 2; bw[m] = $5; bh[m] = $6; bn[m] = $2 }
        END {
            bad = 0
            for (i = 1; i <= n; i++) {
                if (sx[i] < 0 || sy[i] < 0 || sx[i] + sw[i] > W || sy[i] + sh[i] > H + 1) { print "section " name[i] " leaves the window"; bad = 1 }
                for (j = i + 1; j <= n; j++)
                    if (sy[i] < sy[j] + sh[j] && sy[j] < sy[i] + sh[i]) { print "sections " name[i] " and " name[j] " overlap"; bad = 1 }
            }
            for (i = 1; i <= m; i++) {
                if (bx[i] < 0 || by[i] < 0 || bx[i] + bw[i] > W + 1 || by[i] + bh[i] > H + 1) { print "button " bn[i] " leaves the window"; bad = 1 }
                for (j = i + 1; j <= m; j++)
                    if (bx[i] + 1 < bx[j] + bw[j] && bx[j] + 1 < bx[i] + bw[i] && by[i] + 1 < by[j] + bh[j] && by[j] + 1 < by[i] + bh[i]) { print "buttons " bn[i] " and " bn[j] " overlap"; bad = 1 }
            }
            if (n < 4 || m < 16) { print "only " n " sections and " m " buttons"; bad = 1 }
            exit bad
        }' || fail "the panel at ${1}x$2 is broken"
}

for size in "640 700" "1000 480" "900 900" "480 360"; do
    read -r W H <<<"$size"
    mark_log
    xdotool windowsize "$WID" "$W" "$H"
    wait_for "^geometry $W $H " 5
    read_geometry
    shot "resized_${W}x${H}"
    [ "$(identify -format '%w %h' "$SHOT")" = "$W $H" ] || fail "window is $(identify -format '%w %h' "$SHOT"), not $W $H"
    expect_black h8
    expect_empty a1
    expect_empty o15
    # The board keeps its aspect: the distance a1-o1 equals a1-a15.
    point_px a1; AX=$PX AY=$PY
    point_px o15
    [ $((PX - AX)) = $((AY - PY)) ] || fail "board is not square: $((PX - AX)) x $((AY - PY))"
    no_overlap "$W" "$H"
    pass "board drawn correctly at ${W}x${H}, the panel fits"
done
cp "$SHOT" "$TEST_DIR/small_window.png"
[ -n "${SHOTS_DIR:-}" ] && cp "$SHOT" "$SHOTS_DIR/small-window-480x360.png"

# Smaller than 480x360: the window sets itself back to the minimum.
mark_log
xdotool windowsize "$WID" 300 200
wait_for '^geometry 480 360 ' 5
pass "a 300x200 window grows back to 480x360"

# At 900x900 there is a band above the board: background colour.
pixel 450 5
[ "$R" -lt 60 ] && [ "$G" -lt 60 ] || fail "letterbox band is not background: $R,$G,$B"
# And a click still lands where it should.
click_move c3
wait_for '^move 2 White c3 human$'
shot clicked
probe_move c3
is_light || fail "no white stone at c3 after resizing: $R,$G,$B"
pass "clicks after a resize land on the right point"
