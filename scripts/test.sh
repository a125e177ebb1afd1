#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs the whole suite through
# ctest: unit, property, simulator, GUI (under xvfb-run) and packaging tests. Then builds the
# unit tests again under AddressSanitizer + UBSan and runs them, runs the computers' worker thread
# under ThreadSanitizer, fuzzes every input for 20 s each (scripts/fuzz.sh), proves the Windows
# build under Wine (scripts/test-windows.sh), the Linux bundle in a Debian 13 system
# (scripts/test-linux-bundle.sh) and the sources on Debian 13 (SFML 2.6) and sid (SFML 3), with
# clang and libc++ there too (scripts/test-systems.sh). A test that ctest reports as skipped or
# not run fails the run. Prints each pass's wall time at the end.
# Usage: scripts/test.sh [--no-asan] [--no-tsan] [--no-fuzz] [--no-windows] [--no-bundle]
#                        [--no-systems] [--no-packaging] [--allow-skips]
#   --no-*: leave that part out (said at the end); --allow-skips: list skipped tests, not fail
set -euo pipefail
cd "$(dirname "$0")/.."

asan=1 tsan=1 fuzz=1 windows=1 bundle=1 systems=1 packaging=1 allow_skips=0
for arg in "$@"; do
  case $arg in
    --no-asan) asan=0 ;;
    --no-tsan) tsan=0 ;;
    --no-fuzz) fuzz=0 ;;
    --no-windows) windows=0 ;;
    --no-bundle) bundle=0 ;;
    --no-systems) systems=0 ;;
    --no-packaging) packaging=0 ;;
    --allow-skips) allow_skips=1 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

left_out=()
skipped=()
pass_times=()

# Runs one pass (a function or command) and notes its wall time for the summary.
timed() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  pass_times+=("$(printf '%6d s  %s' $((SECONDS - started)) "$name")")
}
print_pass_times() {
  [ "${#pass_times[@]}" -gt 0 ] || return 0
  echo "test.sh: wall time of each pass:"
  printf '  %s\n' "${pass_times[@]}"
  echo "test.sh: total $SECONDS s"
}

# ctest exits 0 when a test skips (exit code 77) or is not run; its summary lists them under
# "The following tests did not run:". Those lines are collected here and fail the run below.
# The last run's output stays in $ctest_log for checks that read it (check_tsan_suites).
ctest_log=$(mktemp)
trap 'rm -f "$ctest_log"' EXIT
run_ctest() {
  ctest --no-tests=error "$@" 2>&1 | tee "$ctest_log"
  local line
  while IFS= read -r line; do
    skipped+=("$line")
  done < <(sed -n '/^The following tests did not run:/,/^$/{/^[[:space:]]*[0-9]\+ - /p}' "$ctest_log")
}

# The tsan preset picks its suites by name (^(AiWorker|MatchSessionTest|…)\.): a name that
# matches no test (a misspelt or renamed suite) would leave that suite out without a word, as
# "MatchSession" once did for MatchSessionTest. So every suite the filter names must have passed
# at least one test in the log given. Prints what it counted; fails naming the empty suites.
check_tsan_suites() {
  local log=$1 presets=${2:-CMakePresets.json} suites suite n empty=()
  suites=$(python3 - "$presets" <<'PY'
import json, re, sys
preset = next(p for p in json.load(open(sys.argv[1]))["testPresets"] if p["name"] == "tsan")
regex = preset["filter"]["include"]["name"]
shape = re.fullmatch(r"\^\(([\w|]+)\)\\\.", regex)
if not shape:
    sys.exit(f"the tsan test preset's filter {regex!r} is not ^(Suite|Suite|...)\\.")
print("\n".join(shape.group(1).split("|")))
PY
  ) || return 1
  for suite in $suites; do
    n=$(grep -cE "Test +#[0-9]+: $suite\.[^ ]+ .*Passed" "$log" || true)
    echo "test.sh: ThreadSanitizer: $suite: $n test(s) passed"
    [ "$n" -gt 0 ] || empty+=("$suite")
  done
  if [ "${#empty[@]}" -gt 0 ]; then
    echo "test.sh: FAILED: the tsan preset names suites no test of which ran: ${empty[*]}" >&2
    return 1
  fi
}

# scripts/check-the-checks.sh sources this file for the functions above; the run starts here.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then return 0; fi

trap 'rm -f "$ctest_log"; print_pass_times' EXIT
timed "install what is missing" scripts/install-deps.sh

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
main_suite() {
  cmake --preset ci
  cmake --build --preset ci -j "$jobs"
  if [ "$packaging" = 1 ]; then
    run_ctest --preset ci -j "$jobs"
  else
    run_ctest --preset ci -j "$jobs" -LE packaging
    left_out+=("the packaging test (--no-packaging)")
  fi
}
asan_pass() {
  cmake --preset asan
  cmake --build --preset asan -j "$jobs"
  run_ctest --preset asan -j "$jobs"
}
tsan_pass() {
  cmake --preset tsan
  cmake --build --preset tsan -j "$jobs"
  run_ctest --preset tsan -j "$jobs"
  check_tsan_suites "$ctest_log"
  # The table sessions draw, so they run on an X server of their own; all of them must run.
  local tsan_log
  tsan_log=$(mktemp)
  TSAN_OPTIONS="halt_on_error=1" python3 tests/app/gui/with_display.py \
    build/tsan/tests/app/app_tests --gtest_filter='TableSession.*' 2>&1 | tee "$tsan_log"
  if grep -q -e '\[  SKIPPED \]' -e 'Running 0 tests' "$tsan_log"; then
    skipped+=("TableSession.* under ThreadSanitizer")
  fi
  rm -f "$tsan_log"
}

# Making the Debian 13 and sid systems is mostly downloading: it runs beside the builds below
# and is waited for before the systems pass.
prepare_pid=''
if [ "$systems" = 1 ]; then
  mkdir -p build
  scripts/test-systems.sh --prepare >build/systems-prepare.log 2>&1 &
  prepare_pid=$!
fi
systems_pass() {
  if ! wait "$prepare_pid"; then
    cat build/systems-prepare.log >&2
    echo "test.sh: FAILED: making the Debian 13 and sid systems (log above)" >&2
    return 1
  fi
  scripts/test-systems.sh
}

timed "build and ctest (Debian 12)" main_suite
if [ "$asan" = 1 ]; then timed "ASan + UBSan" asan_pass; else left_out+=("the ASan/UBSan pass (--no-asan)"); fi
if [ "$tsan" = 1 ]; then timed "ThreadSanitizer" tsan_pass; else left_out+=("the ThreadSanitizer pass (--no-tsan)"); fi
if [ "$fuzz" = 1 ]; then timed "fuzzing" scripts/fuzz.sh --seconds 20; else left_out+=("fuzzing (--no-fuzz)"); fi
if [ "$windows" = 1 ]; then timed "Windows under Wine" scripts/test-windows.sh; else left_out+=("Windows (--no-windows)"); fi
if [ "$bundle" = 1 ]; then timed "Linux bundle" scripts/test-linux-bundle.sh; else left_out+=("the bundle (--no-bundle)"); fi
if [ "$systems" = 1 ]; then timed "Debian 13 and sid" systems_pass; else left_out+=("Debian 13 and sid (--no-systems)"); fi

for part in "${left_out[@]}"; do echo "test.sh: NOT RUN on request: $part"; done
if [ "${#skipped[@]}" -gt 0 ]; then
  printf 'test.sh: skipped or not run:\n'
  printf '  %s\n' "${skipped[@]}"
  if [ "$allow_skips" = 1 ]; then
    echo "test.sh: ${#skipped[@]} test(s) skipped, allowed by --allow-skips"
  else
    echo "test.sh: FAILED: ${#skipped[@]} test(s) skipped or not run (--allow-skips accepts that)"
    exit 1
  fi
fi
echo "test.sh: all passed"
