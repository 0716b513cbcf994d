#!/usr/bin/env bash
# Configures and builds the Release tree in build/release (warnings are errors),
# as a unity build: eight sources a compilation, half the compile time of
# building each file alone (318 s against about 650 s of one core from
# scratch). engine/CMakeLists.txt's wuzi_header_check still compiles each
# public header alone. The tree leaves out the GoogleTest programs
# (WUZI_BUILD_UNIT_TESTS=OFF): they run in scripts/test.sh's sanitizer tree;
# here are the programs, the benchmarks and the tests that drive the programs.
# WUZI_JOBS=N: N compilations at once (default: every core).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON -DWUZI_WERROR=ON -DWUZI_BUILD_GAME=ON \
  -DWUZI_BUILD_BRAIN=ON -DWUZI_BUILD_TESTS=ON -DWUZI_BUILD_UNIT_TESTS=OFF \
  -DWUZI_BUILD_BENCH=ON >/dev/null
cmake --build build/release -j"${WUZI_JOBS:-$(nproc)}"
