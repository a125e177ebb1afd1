#!/bin/sh
# Runs one Windows program under Wine for ctest (the toolchain's CMAKE_CROSSCOMPILING_EMULATOR).
# Now and then Wine fails to start a program at all: it exits at once, non-zero, having printed
# nothing (1 in 748 tests, measured). That is no result of the test, so the program is started
# once more, and the run says so; a program that started and failed (every test program prints
# before it can fail) is never run again. Its stdout and stderr are handed on apart, as tests
# read them apart.
out=$(mktemp) && err=$(mktemp) || exit 1
trap 'rm -f "$out" "$err"' EXIT
for attempt in 1 2; do
  "$@" >"$out" 2>"$err"
  status=$?
  if [ "$status" -eq 0 ] || [ -s "$out" ] || [ -s "$err" ] || [ "$attempt" -eq 2 ]; then
    cat "$out"
    cat "$err" >&2
    exit "$status"
  fi
  echo "wine-run: the program did not start (exit $status, no output); starting it again" >&2
done
