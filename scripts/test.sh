#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs the whole suite through
# ctest: unit, property, simulator, GUI (under xvfb-run) and packaging tests. Then builds the
# unit tests again under AddressSanitizer + UBSan and runs them, fuzzes every input for 20 s each
# (scripts/fuzz.sh), proves the Windows build under Wine (scripts/test-windows.sh) and the Linux
# bundle in a Debian 13 system (scripts/test-linux-bundle.sh).
# Usage: scripts/test.sh [--no-asan] [--no-fuzz] [--no-windows] [--no-bundle]
#   each --no-… switch skips that step, for a quick check
set -euo pipefail
cd "$(dirname "$0")/.."

asan=1 fuzz=1 windows=1 bundle=1
for arg in "$@"; do
  case $arg in
    --no-asan) asan=0 ;;
    --no-fuzz) fuzz=0 ;;
    --no-windows) windows=0 ;;
    --no-bundle) bundle=0 ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

scripts/install-deps.sh

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
cmake --preset ci
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs"

if [ "$asan" = 1 ]; then
  cmake --preset asan
  cmake --build --preset asan -j "$jobs"
  ctest --preset asan -j "$jobs"
fi
if [ "$fuzz" = 1 ]; then scripts/fuzz.sh --seconds 20; fi
if [ "$windows" = 1 ]; then scripts/test-windows.sh; fi
if [ "$bundle" = 1 ]; then scripts/test-linux-bundle.sh; fi
