#!/usr/bin/env bash
# Measures the computer players' strength figures that the README quotes, with ochos-sim under
# the engine's one protocol, and prints them as a Markdown table. Deterministic: fixed search
# budgets (hard:N has no time cap), so the same build prints the same table on any machine.
# Takes about 1.5 CPU hours; runs as many pairings at once as there are cores.
# Usage: scripts/ai-figures.sh [SIM] [OUTDIR]   (default build/release/ochos-sim, build/ai-figures)
set -euo pipefail
cd "$(dirname "$0")/.."
sim=${1:-build/release/ochos-sim}
out=${2:-build/ai-figures}
if [ ! -x "$sim" ]; then
  echo "ai-figures.sh: no simulator at $sim (build it: cmake --preset release &&" \
    "cmake --build --preset release --target ochos-sim)" >&2
  exit 2
fi
mkdir -p "$out"
fixture=tests/data/profiles/fixture-draw-five.json

# name | pairing shown in the table | ochos-sim play arguments
pairings=$(cat <<LIST
hard-medium|Hard vs Medium, Ochos Locos|--profile ochos-locos --agents hard:5000,medium --hands 2000 --seed 31
hard-3medium|1 Hard vs 3 Medium, Ochos Locos|--profile ochos-locos --agents hard:5000,medium,medium,medium --hands 1000 --seed 13
hard-medium-c8|Hard vs Medium, Crazy Eights|--profile crazy-eights --agents hard:5000,medium --hands 1000 --seed 11
hard-medium-mau|Hard vs Medium, Mau-Mau|--profile mau-mau --agents hard:5000,medium --hands 1000 --seed 11
hard-random|Hard vs Random, fixture rules|--profile $fixture --agents hard:5000,random --hands 1000 --seed 12
medium-random|Medium vs Random, Ochos Locos|--profile ochos-locos --agents medium,random --hands 8000 --seed 14
match-hard-medium|Hard vs Medium, matches to 100, Ochos Locos|--profile ochos-locos --agents hard:1000,medium --matches 400 --seed 16
match-hard-3medium|1 Hard vs 3 Medium, matches to 100, Ochos Locos|--profile ochos-locos --agents hard:1000,medium,medium,medium --matches 400 --seed 16
LIST
)

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
running=0
while IFS='|' read -r name _ args; do
  # shellcheck disable=SC2086 # the arguments are words
  "$sim" play $args --json --no-timings >"$out/$name.json" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done <<<"$pairings"
wait

echo "$pairings" | python3 scripts/ai_figures_table.py "$out"
