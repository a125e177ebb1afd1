#!/usr/bin/env bash
# Installs what building and testing Ochos Locos needs, and only what is missing:
# a C++20 compiler, CMake, SFML 2.5+, nlohmann_json, GoogleTest, for the GUI tests Xvfb, xdotool
# and ImageMagick, and Clang with its libFuzzer runtime for scripts/fuzz.sh. Debian/Ubuntu (apt),
# Fedora (dnf), Arch (pacman), macOS (brew).
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "install-deps: need root to run: $*" >&2; return 1; fi
}

if command -v apt-get >/dev/null 2>&1; then
  packages=(build-essential cmake pkg-config libsfml-dev nlohmann-json3-dev libgtest-dev
            xvfb xauth xdotool imagemagick fonts-dejavu-core dpkg-dev clang libclang-rt-dev)
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
elif command -v dnf >/dev/null 2>&1; then
  as_root dnf install -y gcc-c++ cmake SFML-devel json-devel gtest-devel \
    xorg-x11-server-Xvfb xdotool ImageMagick dejavu-sans-fonts clang compiler-rt
elif command -v pacman >/dev/null 2>&1; then
  as_root pacman -S --needed --noconfirm base-devel cmake sfml nlohmann-json gtest \
    xorg-server-xvfb xdotool imagemagick ttf-dejavu clang compiler-rt
elif command -v brew >/dev/null 2>&1; then
  brew install cmake sfml@2 nlohmann-json googletest || true
else
  echo "install-deps: no known package manager; CMake will fetch SFML, nlohmann_json and" \
       "GoogleTest itself (needs git and network)." >&2
fi
