#!/usr/bin/env bash
# Installs what building and testing Ochos Locos needs, and only what is missing:
# a C++20 compiler, CMake, SFML (2.5+ or 3), nlohmann_json, GoogleTest, for the GUI tests Xvfb,
# xdotool and ImageMagick, and Clang with its libFuzzer runtime for scripts/fuzz.sh.
# Debian/Ubuntu (apt), Fedora (dnf), Arch (pacman), openSUSE (zypper), macOS (brew).
#
# Which SFML each system has (CMake takes SFML 3 first, then 2.5+; cmake/SfmlDependency.cmake):
#   Debian 12 2.5.1, Debian 13 / Ubuntu 24.04 2.6.x, Debian forky and sid / Ubuntu 26.04 3.x
#     (libsfml-dev is whichever the release has; there is no choice to make)
#   Fedora <= 45: SFML-devel is 2.x; Fedora 46+: SFML-devel is 3.x and SFML2-devel is 2.x
#   openSUSE: sfml2-devel is 2.x (sfml3-devel where the release has SFML 3)
#   Arch: sfml is 3.x (2.x only from the AUR); Homebrew: sfml is 3.x (sfml@2 is keg-only, without
#     bottles for current macOS: not used)
# Where a system offers both majors, OCHOS_SFML_MAJOR (2 or 3; default 3) picks the package.
set -euo pipefail

sfml_major=${OCHOS_SFML_MAJOR:-3}
case $sfml_major in 2|3) ;; *) echo "install-deps: OCHOS_SFML_MAJOR must be 2 or 3" >&2; exit 2;; esac

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "install-deps: need root to run: $*" >&2; return 1; fi
}

if command -v apt-get >/dev/null 2>&1; then
  # libsfml-dev is 2.x or 3.x as the release has it. Neither major's -dev brings OpenAL's (or
  # FreeType's, FLAC's, Vorbis') headers, and with SFML 3 (sid, forky, Ubuntu 26.04; its audio
  # is miniaudio) nothing needs them: the game includes only SFML's headers and links SFML's
  # shared libraries. They were needed only when CMake built SFML 2.6 from source, which it no
  # longer does on Linux; scripts/build-deps.sh installs its own build dependencies. The game
  # links libX11 itself (the display check), so libx11-dev is listed rather than left to
  # libsfml-dev -> libgl-dev -> libglx-dev.
  packages=(build-essential cmake pkg-config libsfml-dev libx11-dev nlohmann-json3-dev libgtest-dev
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
  sfml_version=$(dpkg-query -W -f='${Version}' libsfml-dev 2>/dev/null || true)
  echo "install-deps: libsfml-dev ${sfml_version:-not installed}"
elif command -v dnf >/dev/null 2>&1; then
  # Reasoned from Fedora's documentation, not run here.
  # dnf (4 or 5): is a package in the enabled repositories (installed or not)?
  dnf_has() { dnf -q list --available "$1" >/dev/null 2>&1 || rpm -q "$1" >/dev/null 2>&1; }
  # SFML2-devel exists from Fedora 46 on, where SFML-devel became SFML 3; before, SFML-devel is 2.x.
  if dnf_has SFML2-devel; then
    if [ "$sfml_major" = 3 ]; then sfml=SFML-devel; else sfml=SFML2-devel; fi
  else
    sfml=SFML-devel  # 2.x: the only SFML such a release has
  fi
  packages=(gcc-c++ cmake pkgconf-pkg-config "$sfml" libX11-devel json-devel gtest-devel
            xorg-x11-server-Xvfb xauth xdotool ImageMagick dejavu-sans-fonts clang
            compiler-rt)
  missing=()
  for p in "${packages[@]}"; do rpm -q "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${missing[*]}"
    as_root dnf install -y "${missing[@]}"
  fi
  echo "install-deps: $(rpm -q "$sfml" || true)"
elif command -v pacman >/dev/null 2>&1; then
  # Arch's sfml is SFML 3; --needed skips what is installed.
  as_root pacman -S --needed --noconfirm base-devel cmake sfml libx11 nlohmann-json gtest \
    xorg-server-xvfb xorg-xauth xdotool imagemagick ttf-dejavu clang compiler-rt
elif command -v zypper >/dev/null 2>&1; then
  # Reasoned from openSUSE's documentation and package lists, not run here. zypper search exits
  # 104 when nothing matches.
  zypper_has() { zypper -q search -x --match-exact "$1" >/dev/null 2>&1; }
  sfml=sfml2-devel
  if [ "$sfml_major" = 3 ] && zypper_has sfml3-devel; then sfml=sfml3-devel; fi
  packages=(gcc-c++ cmake pkg-config "$sfml" libX11-devel nlohmann_json-devel googletest-devel
            xvfb-run xorg-x11-server-Xvfb xauth xdotool ImageMagick dejavu-fonts clang)
  # Not named here: the package with clang's libFuzzer runtime (scripts/fuzz.sh), unverified.
  missing=()
  for p in "${packages[@]}"; do
    rpm -q --whatprovides "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${missing[*]}"
    as_root zypper --non-interactive install --no-recommends "${missing[@]}"
  fi
elif command -v brew >/dev/null 2>&1; then
  # Homebrew's sfml is SFML 3. No GUI-test tools: those tests need
  # Xvfb and xdotool, which macOS runs without (CI turns them off with -DOCHOS_GUI_TESTS=OFF).
  missing=()
  for p in cmake sfml nlohmann-json googletest; do
    brew list --versions "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: brew install ${missing[*]}"
    brew install "${missing[@]}"
  fi
else
  echo "install-deps: no known package manager; CMake will fetch SFML, nlohmann_json and" \
       "GoogleTest itself (needs git and network)." >&2
fi
