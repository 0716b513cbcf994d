#!/usr/bin/env bash
# Configures and builds the Release tree in build/release (warnings are errors).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DWUZI_WERROR=ON -DWUZI_BUILD_GAME=ON \
  -DWUZI_BUILD_BRAIN=ON -DWUZI_BUILD_TESTS=ON -DWUZI_BUILD_BENCH=ON >/dev/null
cmake --build build/release -j"$(nproc)"
