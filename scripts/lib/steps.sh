# Shared by the test scripts that prove a package (test-windows.sh, test-linux-bundle.sh):
# messages under the script's name, timed steps, and installing missing Debian packages.
# The sourcing script sets SCRIPT_NAME first.
# shellcheck shell=bash

fail() { printf '%s: error: %s\n' "$SCRIPT_NAME" "$*" >&2; exit 1; }
say() { printf '%s: %s\n' "$SCRIPT_NAME" "$*"; }

# Runs a step and says how long it took.
step() {
  local name=$1 started=$SECONDS
  shift
  say "== $name"
  "$@"
  say "== $name: done in $((SECONDS - started)) s"
}

# Installs those of the given Debian packages that are missing (as root).
install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  [ "$(id -u)" -eq 0 ] || fail "needs root to install ${missing[*]}"
  say "installing ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
