#!/usr/bin/env bash
# Proves the sources on the systems players have beside this Debian 12: Debian 13 trixie
# (SFML 2.6, GCC 14, CMake 3.31) and Debian sid (SFML 3.1, GCC 16, CMake 4.3; what Ubuntu 26.04,
# Arch and Homebrew ship is SFML 3 too). Each is a minimal system made with debootstrap from
# Debian's archive, cached between runs, and given only its own packages. In each:
#   configure with warnings as errors, build (everything in trixie; in sid what GCC_TARGETS
#   says), run the unit tests;
#   start the game under Xvfb (this machine's X socket bound in) and play a card by a real drag
#   (tests/app/gui/test_drag_legal_card.py: xdotool, screenshot kept);
#   build that system's .deb, install it with apt and start the installed game by its .desktop
#   command (it writes a screenshot).
# In sid also: the non-GUI parts and their tests built with clang and libc++ (Apple's toolchain
# family) with warnings as errors, GoogleTest from sid's source package, and their unit tests run.
# --prepare only makes (or brings up to date) the cached systems: network work that
# scripts/test.sh starts early, beside its builds.
# Run as root on Debian 12. Usage: scripts/test-systems.sh [--help] [--prepare] [trixie|sid ...]
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
OUT=$REPO/build/systems
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/ochos-locos/systems
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
# What building, testing and packaging need there, from that system's archive.
# libasound2t64: SFML 3's sound (miniaudio) opens ALSA's null output in the sound tests.
PACKAGES=(g++ cmake make pkg-config python3 libsfml-dev libx11-dev nlohmann-json3-dev
          libgtest-dev dpkg-dev file libgl1-mesa-dri libglx-mesa0 libasound2t64)
CLANG_PACKAGES=(clang libc++-dev libc++abi-dev googletest)
# sid's Release file has expired in this archive: apt there must not check its date.
declare -A APT_OPTIONS=([trixie]="" [sid]="-o Acquire::Check-Valid-Until=false")
ROOT='' SYSTEM='' XVFB_PID=''

say() { printf 'test-systems: %s\n' "$*"; }
# Names the system, the step and its log, and stops the run.
fail() {
  printf 'test-systems: FAILED: %s: %s\n' "${SYSTEM:-setup}" "$1" >&2
  [ -z "${2:-}" ] || { printf '  log %s, last lines:\n' "$2" >&2; tail -n 25 "$2" | sed 's/^/  | /' >&2; }
  exit 1
}

# Runs a step's command with its output in $OUT/$SYSTEM-<step>.log; fails naming both.
step() {
  local name=$1 started=$SECONDS log="$OUT/$SYSTEM-$1.log"
  shift
  say "$SYSTEM: $name"
  "$@" >"$log" 2>&1 || fail "step '$name' failed" "$log"
  say "$SYSTEM: $name: done in $((SECONDS - started)) s"
}

# A command inside the system, as a login would run it: clean environment, root's home.
inside() {
  chroot "$ROOT" env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive ${DISPLAY_NAME:+DISPLAY=$DISPLAY_NAME} "$@"
}

install_tools() {
  local missing=() p
  [ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap and chroot)"
  for p in debootstrap xvfb xdotool imagemagick python3; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing ${missing[*]}"
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The mirror apt uses for Debian here.
debian_mirror() {
  local uri
  uri=$(grep -hs -m1 '^URIs:.*/debian/\?$' /etc/apt/sources.list.d/debian.sources | awk '{print $2}') || true
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

mount_system() {
  mountpoint -q "$ROOT/proc" || mount -t proc proc "$ROOT/proc"
  mkdir -p "$ROOT/tmp/.X11-unix"
  mountpoint -q "$ROOT/tmp/.X11-unix" || mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
}

unmount_system() {
  [ -n "$ROOT" ] || return 0
  umount "$ROOT/tmp/.X11-unix" 2>/dev/null || true
  umount "$ROOT/proc" 2>/dev/null || true
}

# Removes a folder inside a system, or the system itself, only once nothing is mounted below it:
# the X socket folder is a bind mount of this machine's own.
remove_unmounted() {
  if awk '{print $2}' /proc/mounts | grep -q "^$1\(/\|$\)"; then
    fail "$1 still has something mounted in it: not removing it"
  fi
  rm -rf "$1"
}

stop_display() { [ -z "$XVFB_PID" ] || kill "$XVFB_PID" 2>/dev/null || true; }

cleanup() { unmount_system; stop_display; }
trap cleanup EXIT
trap 'exit 1' TERM INT  # so that cleanup runs: no mount left behind

# The system for $SYSTEM: made once by debootstrap and kept in the cache; on each run its
# packages are installed (a list that grew takes effect at once) and brought up to date, as a
# player's system would be, and a .deb left by the last run is removed.
prepare_system() {
  local packages=("${PACKAGES[@]}")
  [ "$SYSTEM" != sid ] || packages+=("${CLANG_PACKAGES[@]}")
  ROOT=$CACHE/$SYSTEM
  if [ ! -e "$ROOT/.ready" ]; then
    unmount_system
    remove_unmounted "$ROOT"
    mkdir -p "$CACHE"
    step debootstrap debootstrap --variant=minbase "$SYSTEM" "$ROOT" "$(debian_mirror)"
    touch "$ROOT/.ready"
  fi
  mount_system
  step packages inside sh -c "apt-get ${APT_OPTIONS[$SYSTEM]} update -q &&
    apt-get ${APT_OPTIONS[$SYSTEM]} install -y -q --no-install-recommends ${packages[*]} &&
    apt-get ${APT_OPTIONS[$SYSTEM]} upgrade -y -q && dpkg --purge ochos-locos"
  # shellcheck disable=SC2016  # $PRETTY_NAME is the system's
  say "$SYSTEM: $(inside sh -c '. /etc/os-release; echo "$PRETTY_NAME"'), SFML $(inside \
    dpkg-query -W -f='${Version}' libsfml-dev), $(inside sh -c 'g++ --version | head -n 1'), \
$(inside cmake --version | head -n 1)"
}

# The sources as a fresh clone has them (no build folders), at /src in the system.
copy_sources() {
  remove_unmounted "$ROOT/src"
  mkdir -p "$ROOT/src"
  tar -C "$REPO" --exclude=./build --exclude=./.git -cf - . | tar -C "$ROOT/src" -xf -
}

# What GCC builds in each system. trixie: everything. sid: the game, the simulator and the
# tests of the code that speaks to SFML (app, audio), since its clang + libc++ build compiles and
# runs every other test: each target is built in sid by one of its two compilers, and
# scripts/test.sh stays within its time.
declare -A GCC_TARGETS=([trixie]=all [sid]="ochos-locos ochos-sim app_tests audio_tests")

build_and_test() {
  local target args=()
  for target in ${GCC_TARGETS[$SYSTEM]}; do args+=(--target "$target"); done
  # CPack installs what was built; without the skip it would build every target first.
  step configure inside cmake -S /src -B /src/build/ci --preset ci -DOCHOS_GUI_TESTS=OFF \
    -DOCHOS_USE_CCACHE=OFF -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON
  step build inside cmake --build /src/build/ci -j "$JOBS" "${args[@]}"
  step unit-tests inside ctest --test-dir /src/build/ci -L unit --no-tests=error -j "$JOBS" \
    --output-on-failure
  no_skips "$OUT/$SYSTEM-unit-tests.log"
  say "$SYSTEM: $(grep -E 'tests passed' "$OUT/$SYSTEM-unit-tests.log")"
}

# ctest counts a skipped test as passed; here a skip fails the run, as in scripts/test.sh.
no_skips() {
  if grep -q '^The following tests did not run:' "$1"; then
    fail "tests skipped or not run: $(sed -n '/^The following tests did not run:/,/^$/p' "$1" |
      grep -E '^[[:space:]]+[0-9]+ - ' | sed 's/^[[:space:]]*//' | tr '\n' ' ')" "$1"
  fi
}

# An X server on this machine; its socket reaches the system through the bind mount.
start_display() {
  local n=90
  while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 1600x1000x24 -noreset -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  DISPLAY_NAME=":$n"
  for _ in $(seq 100); do
    DISPLAY=$DISPLAY_NAME xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    kill -0 "$XVFB_PID" 2>/dev/null || break
    sleep 0.1
  done
  fail "Xvfb did not start on $DISPLAY_NAME" "$OUT/xvfb.log"
}

# The GUI test that drags a legal card onto the discard pile, run here with the game started
# inside the system (scripts/run-in-system.sh); its screenshot is kept as $SYSTEM-drag.png.
play_a_card() {
  local keep
  rm -rf "$ROOT"/tmp/ochos-gui-*
  OCHOS_GUI_LAUNCHER="$REPO/scripts/run-in-system.sh $ROOT" OCHOS_GUI_KEEP=1 TMPDIR=$ROOT/tmp \
    python3 "$REPO/tests/app/gui/test_drag_legal_card.py" "$ROOT/src/build/ci/ochos-locos"
  keep=$(ls -d "$ROOT"/tmp/ochos-gui-*)
  cp "$keep/after-drag.png" "$OUT/$SYSTEM-drag.png"
}

# The system's own .deb, installed by apt (which brings the SFML packages it names), and the
# game started by the command its .desktop file gives.
install_package() {
  inside sh -c 'cd /src/build/ci && rm -f ./*.deb && cpack -G DEB'
  local deb
  deb=$(cd "$ROOT/src/build/ci" && ls ./*.deb)
  cp "$ROOT/src/build/ci/$deb" "$OUT/"
  inside apt-get ${APT_OPTIONS[$SYSTEM]} install -y -q "/src/build/ci/$deb"
  inside dpkg-query -W -f='${Package} ${Version}: Depends ${Depends}\n' ochos-locos
}

start_installed_game() {
  local command
  command=$(sed -n 's/^Exec=//p' "$ROOT/usr/share/applications/ochos-locos.desktop")
  [ -n "$command" ] || { echo "no Exec line in ochos-locos.desktop"; return 1; }
  rm -f "$ROOT/root/installed.png"
  echo "starting the installed game: $command"
  # shellcheck disable=SC2086  # the .desktop command is words
  inside $command --mute --play --seed 3 --screenshot /root/installed.png --exit-after-screenshot
  [ -s "$ROOT/root/installed.png" ] || { echo "the installed game wrote no screenshot"; return 1; }
  cp "$ROOT/root/installed.png" "$OUT/$SYSTEM-installed.png"
}

# Engine, rules, AI, store, simulator and their tests with clang and libc++; GoogleTest is built
# from sid's source package with the same standard library (the packaged one uses libstdc++).
build_with_libcxx() {
  step libcxx-configure inside cmake -S /src -B /src/build/libcxx -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS=-stdlib=libc++ \
    -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++ -DOCHOS_WARNINGS_AS_ERRORS=ON -DOCHOS_BUILD_GUI=OFF \
    -DOCHOS_USE_CCACHE=OFF -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON \
    -DFETCHCONTENT_SOURCE_DIR_GOOGLETEST=/usr/src/googletest -DFETCHCONTENT_FULLY_DISCONNECTED=ON
  step libcxx-build inside cmake --build /src/build/libcxx -j "$JOBS"
  step libcxx-tests inside ctest --test-dir /src/build/libcxx -L unit --no-tests=error -j "$JOBS" \
    --output-on-failure
  grep -q 'libc++.so' <(inside ldd /src/build/libcxx/ochos-sim) ||
    fail "ochos-sim of the libc++ build does not link libc++"
  no_skips "$OUT/$SYSTEM-libcxx-tests.log"
  say "$SYSTEM: clang + libc++: $(grep -E 'tests passed' "$OUT/$SYSTEM-libcxx-tests.log")"
}

prove_system() {
  SYSTEM=$1
  local started=$SECONDS
  prepare_system
  copy_sources
  build_and_test
  step play-a-card play_a_card
  step deb install_package
  step installed-game start_installed_game
  [ "$SYSTEM" != sid ] || build_with_libcxx
  unmount_system
  remove_unmounted "$ROOT/src"
  say "$SYSTEM: all passed in $((SECONDS - started)) s (screenshots: $OUT/$SYSTEM-*.png)"
  SYSTEM=''
}

prepare_only() {
  SYSTEM=$1
  prepare_system
  unmount_system
  SYSTEM=''
}

main() {
  local systems=() s prepare=0
  for s in "$@"; do
    case $s in
      -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
      --prepare) prepare=1 ;;
      trixie|sid) systems+=("$s") ;;
      *) fail "unknown argument '$s' (systems: trixie sid; try --help)" ;;
    esac
  done
  [ ${#systems[@]} -gt 0 ] || systems=(trixie sid)
  install_tools
  mkdir -p "$OUT"
  if [ "$prepare" = 1 ]; then
    for s in "${systems[@]}"; do prepare_only "$s"; done
    return 0
  fi
  start_display
  for s in "${systems[@]}"; do prove_system "$s"; done
}

# scripts/check-the-checks.sh sources this file to try its failures on made-up systems.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
