#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs the whole suite through
# ctest: unit, property, simulator, GUI (under xvfb-run) and packaging tests. Then builds the
# unit tests again under AddressSanitizer + UBSan and runs them.
# Usage: scripts/test.sh [--no-asan]   (--no-asan: skip the sanitizer pass, for a quick check)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
cmake --preset ci
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs"

if [ "${1:-}" != "--no-asan" ]; then
  cmake --preset asan
  cmake --build --preset asan -j "$jobs"
  ctest --preset asan -j "$jobs"
fi
