#!/bin/sh
# Draws assets/icon.png (64x64): a corner of a wooden board with a black and
# a white stone. Needs ImageMagick; the PNG is committed, so this only runs
# when the icon changes.
set -eu
out="$(dirname "$0")/icon.png"
convert -size 64x64 xc:none \
  -fill '#d6a865' -draw 'roundrectangle 1,1 62,62 10,10' \
  -stroke '#3c2814' -strokewidth 2 \
  -draw 'line 16,8 16,56' -draw 'line 32,8 32,56' -draw 'line 48,8 48,56' \
  -draw 'line 8,16 56,16' -draw 'line 8,32 56,32' -draw 'line 8,48 56,48' \
  -stroke none \
  -fill '#00000050' -draw 'circle 34,35 34,47' -draw 'circle 50,19 50,31' \
  -fill '#18181a' -draw 'circle 32,32 32,44' \
  -fill '#6a6a74' -draw 'circle 28,28 28,31' \
  -fill '#f0eee6' -draw 'circle 48,16 48,27' \
  "$out"
echo "wrote $out"
