#!/bin/sh
# Draws Wuzi's icon: a corner of a wooden board with a black and a white
# stone. assets/icon.png (64x64, the window's icon) and the installed sizes
# packaging/icons/wuzi-N.png; packaging/icons/wuzi.svg is the same drawing.
# Needs ImageMagick; the PNGs are committed, so this only runs when the icon
# changes.
set -eu
here="$(dirname "$0")"
# draw N OUT: the icon at N x N pixels (the drawing's coordinates are for 64).
draw() {
  s=$1
  c() { echo "$*" | awk -v s="$s" '{ for (i = 1; i <= NF; i++) printf "%s%g", (i > 1 ? " " : ""), $i * s / 64 }'; }
  convert -size "${s}x${s}" xc:none \
    -fill '#d6a865' -draw "roundrectangle $(c 1 1 62 62 10 10 | tr ' ' ',' | sed 's/,/ /2')" \
    -stroke '#3c2814' -strokewidth "$(c 2)" \
    -draw "line $(c 16 8 16 56 | awk '{print $1","$2" "$3","$4}')" \
    -draw "line $(c 32 8 32 56 | awk '{print $1","$2" "$3","$4}')" \
    -draw "line $(c 48 8 48 56 | awk '{print $1","$2" "$3","$4}')" \
    -draw "line $(c 8 16 56 16 | awk '{print $1","$2" "$3","$4}')" \
    -draw "line $(c 8 32 56 32 | awk '{print $1","$2" "$3","$4}')" \
    -draw "line $(c 8 48 56 48 | awk '{print $1","$2" "$3","$4}')" \
    -stroke none \
    -fill '#00000050' -draw "circle $(c 34 35 34 47 | awk '{print $1","$2" "$3","$4}')" \
    -draw "circle $(c 50 19 50 31 | awk '{print $1","$2" "$3","$4}')" \
    -fill '#18181a' -draw "circle $(c 32 32 32 44 | awk '{print $1","$2" "$3","$4}')" \
    -fill '#6a6a74' -draw "circle $(c 28 28 28 31 | awk '{print $1","$2" "$3","$4}')" \
    -fill '#f0eee6' -draw "circle $(c 48 16 48 27 | awk '{print $1","$2" "$3","$4}')" \
    "$2"
  echo "wrote $2"
}
draw 64 "$here/icon.png"
for n in 32 48 64 128 256; do draw "$n" "$here/../packaging/icons/wuzi-$n.png"; done
