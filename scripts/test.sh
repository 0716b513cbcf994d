#!/usr/bin/env bash
# Builds and runs every test: the minimal configuration (engine and wuzi-cli
# only: configured, so every option combination keeps its CMake logic; its
# sources are the Release tree's, built next), the Release tree (the CLI
# and protocol tests: the programs as they ship), the .deb installed into a
# clean prefix and run from there, pbrain-wuzi.exe (MinGW-w64) under Wine
# with the protocol tests, then every test, the GoogleTest suites among
# them, under AddressSanitizer + UndefinedBehaviorSanitizer (a Debug build:
# the incremental-state checks are on) with the GUI tests, then the threaded ones (engine façade, search, the window's AI thread,
# closing mid-search, analysis, review, sound and pondering, the brain's
# protocol sessions) under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# One test more than cores: the GUI and protocol tests wait on the window,
# the AI's clock and their engines, so the cores are not full at -j"$jobs"
# (the ASan+UBSan tests: 318 s at -j2, 292 s at -j3 on 2 cores).
test_jobs=$((jobs + 1))

echo "== Minimal configuration: the engine library and wuzi-cli alone"
cmake -S . -B build/minimal -DCMAKE_BUILD_TYPE=Release -DWUZI_WERROR=ON -DWUZI_BUILD_GAME=OFF \
  -DWUZI_BUILD_BRAIN=OFF -DWUZI_BUILD_TESTS=OFF -DWUZI_BUILD_BENCH=OFF >/dev/null

echo "== Release build: the tests that drive the programs (the window's and the GoogleTest suites run under the sanitizers)"
# The window's tests (label gui) run once, under the sanitizers below: they
# were 261 of the Release tree's 358 test-seconds, and the same scripts
# there check memory and the Debug build's assertions too. The installed
# .deb's `wuzi --screenshot` is the Release window's test. So do the
# GoogleTest suites: scripts/build.sh leaves them out of this tree
# (WUZI_BUILD_UNIT_TESTS): from scratch it built in 118 s instead of 189 s
# (CPU 211 s instead of 364 s, both on the same idle 2-core machine), and
# its tests took 20 s as before.
scripts/build.sh
(cd build/release && ctest --output-on-failure -j"$test_jobs" -LE '^gui$')

echo "== The .deb, installed into a clean prefix and run from there"
started=$SECONDS
scripts/package.sh
tests/package/install_test.sh build/release/package/wuzi_*.deb
echo "(.deb and install test: $((SECONDS - started)) s)"

echo "== pbrain-wuzi.exe for Windows (MinGW-w64), its protocol tests under Wine"
started=$SECONDS
scripts/build-windows.sh
tests/windows/wine_test.sh build/windows/pbrain-wuzi.exe
echo "(Windows build and Wine tests: $((SECONDS - started)) s)"

echo "== AddressSanitizer + UndefinedBehaviorSanitizer"
# -g1: line tables only, enough for the reports' file:line (tools/cli/tune.cpp
# compiled in 29 s instead of 39 s with -g). -Og, not -O1: the tree built in
# 188 s instead of 296 s from scratch (user 312 s against 506 s), while its
# tests took 316 s instead of 292 s (ctest -j3, both on an idle 2-core
# machine). All trees are unity builds
# (eight sources a compilation, far fewer header parses). In a unity build the unnamed namespaces of a batch merge: a helper there hides a
# namespace-level function of the same name (play.cpp's result_text once hid
# game_runner's in match.cpp), so such helpers need names of their own.
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -Og" \
  -DCMAKE_UNITY_BUILD=ON -DWUZI_WERROR=ON -DWUZI_SANITIZE=address,undefined \
  -DWUZI_BUILD_GAME=ON -DWUZI_BUILD_BRAIN=ON -DWUZI_BUILD_BENCH=OFF >/dev/null
cmake --build build/asan -j"$jobs"
(cd build/asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure -j"$test_jobs")

echo "== ThreadSanitizer (threaded tests)"
cmake -S . -B build/tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON -DWUZI_WERROR=ON \
  -DWUZI_SANITIZE=thread -DWUZI_BUILD_GAME=ON -DWUZI_BUILD_BRAIN=ON -DWUZI_BUILD_BENCH=OFF >/dev/null
cmake --build build/tsan -j"$jobs" --target wuzi_tsan_set   # tests/CMakeLists.txt says what it holds
(cd build/tsan && TSAN_OPTIONS=halt_on_error=1 ctest --output-on-failure -j"$jobs" \
  -R 'engine_threaded_tests|gui_threaded_tests|gui_play|gui_close|gui_analysis|gui_review|gui_sound|gui_ponder')
# The brain's protocol loop has an input thread and a search thread: a race
# stops it at once (halt_on_error), which its session test sees. Alone: run
# beside the GUI tests, the sanitized brain missed the test's 5 s for START.
(cd build/tsan && TSAN_OPTIONS=halt_on_error=1 ctest --output-on-failure -R '^brain_session$')
echo "== All tests passed"
