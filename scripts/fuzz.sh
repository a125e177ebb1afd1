#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (the fuzz preset: Clang with ASan + UBSan) and runs
# each for N seconds (default 20), seeded with the shipped files and the seeds the game's own code
# writes. The corpora grow between runs in build/fuzz/fuzz-work/corpus. Ends with one line
# "fuzz: T targets, E executions, C crashes, I idle"; exits 1 on a crash, keeping the crashing
# input in build/fuzz/fuzz-work/artifacts (replay it: build/fuzz/tests/fuzz/<target> <file>),
# and on an idle target: one that executed no input (or printed no count), which fuzzed nothing.
# Usage: scripts/fuzz.sh [--seconds N] [--jobs J] [TARGET...]
#   TARGET: profile, settings, … (all by default); J targets run side by side (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=20
parallel=1
only=()
while [ $# -gt 0 ]; do
  case $1 in
    --seconds) seconds=${2:?--seconds needs a number}; shift ;;
    --seconds=*) seconds=${1#--seconds=} ;;
    --jobs) parallel=${2:?--jobs needs a number}; shift ;;
    --jobs=*) parallel=${1#--jobs=} ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    *) only+=("fuzz_${1#fuzz_}") ;;
  esac
  shift
done
# (libFuzzer reads -max_total_time=0 as "no limit".)
case $seconds in ''|0|*[!0-9]*) echo "fuzz.sh: --seconds expects a positive whole number" >&2; exit 2 ;; esac
case $parallel in ''|0|*[!0-9]*) echo "fuzz.sh: --jobs expects a positive number" >&2; exit 2 ;; esac

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs" >/dev/null

bin=build/fuzz/tests/fuzz
work=build/fuzz/fuzz-work
seeds=$work/seeds
rm -rf "$seeds"
mkdir -p "$work/artifacts"
"$bin/fuzz_make_seeds" "$seeds"
mkdir -p "$seeds/profile" "$seeds/language" "$seeds/scenario"
cp resources/profiles/*.json tests/data/profiles/*.json tests/data/profiles/broken/*.json \
  "$seeds/profile/"
cp resources/lang/*.json "$seeds/language/"
cp tests/data/scenarios/*.json "$seeds/scenario/"

# The store's targets write real files; tmpfs spares the disk their fsyncs.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; fi

targets=()
if [ ${#only[@]} -gt 0 ]; then targets=("${only[@]}"); else
  for t in "$bin"/fuzz_*; do
    name=$(basename "$t")
    [ "$name" = fuzz_make_seeds ] || targets+=("$name")
  done
fi

# Runs one target and writes libFuzzer's exit status (non-zero: a crash, a leak or a timeout)
# beside its log.
run_target() {
  local target=$1 input=${1#fuzz_}
  local dict=()
  mkdir -p "$work/corpus/$input" "$seeds/$input"
  [ -f "tests/fuzz/$input.dict" ] && dict=("-dict=tests/fuzz/$input.dict")
  local status=0
  "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/$input-" "${dict[@]}" \
    "$work/corpus/$input" "$seeds/$input" >"$work/$input.log" 2>&1 || status=$?
  echo "$status" >"$work/$input.status"
}

for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
  rm -f "$work/${target#fuzz_}.status"
  run_target "$target" &
done
wait

executions=0 crashes=0 idle=0
for target in "${targets[@]}"; do
  input=${target#fuzz_}
  log=$work/$input.log
  status=$(cat "$work/$input.status" 2>/dev/null || echo 1)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" 2>/dev/null | tail -n 1)
  case $runs in ''|*[!0-9]*) runs=0 ;; esac
  executions=$((executions + runs))
  if [ "$status" -ne 0 ]; then
    crashes=$((crashes + 1))
    echo "fuzz: $target failed (exit $status); log $log, input kept in $work/artifacts/" >&2
    grep -E 'fuzz check failed|ERROR: |runtime error|Test unit written' "$log" | head -n 5 >&2 || true
  elif [ "$runs" -eq 0 ]; then
    # Exit 0 without a single input (a target that exits before libFuzzer starts, a log without
    # the final stats) tested nothing: that is no pass.
    idle=$((idle + 1))
    echo "fuzz: $target executed no input in ${seconds} s; log $log" >&2
  else
    echo "fuzz: $target $runs executions in ${seconds} s"
  fi
done
echo "fuzz: ${#targets[@]} targets, $executions executions, $crashes crashes, $idle idle"
[ "$crashes" -eq 0 ] && [ "$idle" -eq 0 ]
