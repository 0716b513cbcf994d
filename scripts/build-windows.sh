#!/usr/bin/env bash
# Builds pbrain-wuzi.exe for Windows x86-64 with MinGW-w64 (statically
# linked: no DLLs) in build/windows, and the Gomocup zip
# build/windows/pbrain-wuzi-VERSION-windows-x64.zip: the .exe (opening book
# and weights built in) and a readme. Only the brain is built, as one unity
# build. Needs scripts/deps.sh's g++-mingw-w64-x86-64-posix and zip.
set -euo pipefail
cd "$(dirname "$0")/.."
out=build/windows

# Boost is header-only here (Boost.Container, Boost.Unordered): the host's
# headers serve, through a folder holding only them, since the host's
# /usr/include as a whole would shadow MinGW's C library headers.
mkdir -p "$out/host-boost"
ln -sfn /usr/include/boost "$out/host-boost/boost"

cmake -S . -B "$out" -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/mingw-w64-x86_64.cmake" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON \
  -DWUZI_WERROR=ON -DWUZI_BUILD_GAME=OFF -DWUZI_BUILD_BRAIN=ON -DWUZI_BUILD_CLI=OFF \
  -DWUZI_BUILD_TESTS=OFF -DWUZI_BUILD_BENCH=OFF \
  -DBoost_NO_BOOST_CMAKE=ON -DBoost_INCLUDE_DIR="$PWD/$out/host-boost" >/dev/null
cmake --build "$out" -j"$(nproc)" --target pbrain-wuzi
x86_64-w64-mingw32-strip "$out/pbrain-wuzi.exe"

# The Gomocup zip: the brain and its readme at the top (Piskvork and the
# Gomocup want pbrain-*.exe there).
version=$(sed -n 's/^project(wuzi VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
zip_dir="$out/zip"
rm -rf "$zip_dir"
mkdir -p "$zip_dir"
cp "$out/pbrain-wuzi.exe" "$zip_dir/"
sed "s/@VERSION@/$version/" tools/brain/README-gomocup.txt | sed 's/$/\r/' >"$zip_dir/README.txt"
zip="$out/pbrain-wuzi-$version-windows-x64.zip"
rm -f "$zip"
(cd "$zip_dir" && zip -q -X -9 "../$(basename "$zip")" pbrain-wuzi.exe README.txt)
echo "built $out/pbrain-wuzi.exe and $zip ($(stat -c %s "$zip") bytes)"
