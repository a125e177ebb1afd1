#!/usr/bin/env bash
# Installs what is missing, builds a release and starts the game. Extra arguments go to the game
# (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
cmake --preset release
cmake --build --preset release -j "$jobs" --target ochos-locos
exec build/release/ochos-locos "$@"
