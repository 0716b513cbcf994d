#!/usr/bin/env bash
# Builds the Release tree (scripts/build.sh) and the Debian package
# build/release/package/wuzi_VERSION_ARCH.deb: programs, assets, desktop
# entry, icons, metainfo and man pages; dependencies from the libraries the
# programs link against (dpkg-shlibdeps). Install it with
#   apt install ./build/release/package/wuzi_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
rm -f build/release/package/wuzi_*.deb
(cd build/release && cpack -G DEB >/dev/null)
deb=$(ls build/release/package/wuzi_*.deb)
echo "built $deb ($(stat -c %s "$deb") bytes)"
