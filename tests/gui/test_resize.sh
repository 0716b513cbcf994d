#!/bin/bash
# Resizing keeps the board square and drawn: after each resize the geometry
# is reported, clicks land on the right point and the letterbox bands are
# plain background.
source "$(dirname "$0")/lib.sh"

start_wuzi --game gomoku --size 15 --black human --white human
xdotool windowmove "$WID" 0 0   # keep the whole window on the 1024x1024 screen
sleep 0.2
click_move h8
wait_for '^move 1 Black h8 human$'

for size in "640 700" "1000 480" "900 900"; do
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
    pass "board drawn correctly at ${W}x${H}"
done

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
