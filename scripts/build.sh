#!/usr/bin/env bash
# Configures and builds the Release tree in build/release (warnings are errors).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DWUZI_WERROR=ON >/dev/null
cmake --build build/release -j"$(nproc)"
