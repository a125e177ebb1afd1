#!/usr/bin/env bash
# Runs a program inside a system folder made by scripts/test-systems.sh, given as this machine
# sees it: run-in-system.sh ROOT PROGRAM ARGS... Paths under ROOT (the program, a state file)
# lose that prefix, so the GUI tests (tests/app/gui/guitest.py, as OCHOS_GUI_LAUNCHER) start the
# system's own build and read its files from here. The environment passes through (DISPLAY: the
# X socket is bound in), with the system's own temporary folder.
set -euo pipefail
root=${1:?usage: run-in-system.sh ROOT PROGRAM [ARGS...]}
shift
args=()
for arg in "$@"; do
  case $arg in
    "$root"/*) args+=("${arg#"$root"}") ;;
    *) args+=("$arg") ;;
  esac
done
exec chroot "$root" env TMPDIR=/tmp HOME=/root "${args[@]}"
