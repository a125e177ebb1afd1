#!/usr/bin/env bash
# Builds the Linux .tar.gz that needs no distro SFML (the linux-bundle preset: SFML, FreeType,
# OpenAL Soft, FLAC, Vorbis and Ogg built from Debian's sources by scripts/build-deps.sh and
# linked in) and proves it on another system: a minimal Debian 13 (trixie) made with
# debootstrap, given only the X11/GL client libraries, unpacks it, starts the game under this
# machine's Xvfb (it writes its screenshot) and plays a simulator tournament.
# Run as root on Debian 12; installs what it needs. Usage: scripts/test-linux-bundle.sh [--help]
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8

REPO=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$REPO/build/linux-bundle
OUT=$BUILD/bundle-test
SUITE=trixie
# What a desktop has: the X11 and OpenGL client libraries (Mesa's software renderer for Xvfb).
DESKTOP_LIBS=(libgl1 libglx-mesa0 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libudev1)
# The licence texts the bundle carries in share/ochos-locos/licenses (docs/packaging.md,
# "Licences"): the game's own, and one for each component linked in (statically: check_links
# allows no media library from the system). A library shipped later needs its text added here.
BUNDLE_LICENCES=(LICENSE sfml.txt freetype.txt ogg.txt vorbis.txt flac.txt openal-soft.txt
                 nlohmann_json.txt dejavu-fonts.txt)
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
ROOT=''

fail() { printf 'test-linux-bundle: error: %s\n' "$*" >&2; exit 1; }
say() { printf 'test-linux-bundle: %s\n' "$*"; }

step() {
  local name=$1 started=$SECONDS
  shift
  say "== $name"
  "$@"
  say "== $name: done in $((SECONDS - started)) s"
}

install_tools() {
  local missing=() p
  for p in debootstrap xvfb xdotool cmake make g++ pkg-config; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ "$(id -u)" -eq 0 ] || fail "needs root (debootstrap and chroot)"
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

build_bundle() {
  "$REPO/scripts/build-deps.sh" --target linux
  OCHOS_LINUX_DEPS_PREFIX=$("$REPO/scripts/build-deps.sh" --target linux --prefix-only)
  export OCHOS_LINUX_DEPS_PREFIX
  cd "$REPO"
  cmake --preset linux-bundle >/dev/null
  cmake --build --preset linux-bundle -j "$JOBS"
  cd "$BUILD"
  rm -f ./*-Linux.tar.gz
  cpack -G TGZ >"$OUT/cpack.log" 2>&1 || fail "cpack failed (see $OUT/cpack.log)"
  BUNDLE=$(ls "$BUILD"/*-Linux.tar.gz)
  say "$(basename "$BUNDLE"): $(du -h "$BUNDLE" | cut -f1)"
  tar -tzf "$BUNDLE" | check_bundle_licences
  local program
  for program in "$BUILD/ochos-locos" "$BUILD/ochos-sim"; do
    ldd "$program" >"$OUT/ldd-$(basename "$program").txt" || fail "ldd cannot read $program"
    check_links "$(basename "$program")" "$OUT/ldd-$(basename "$program").txt"
  done
}

# Reads a program's ldd output (file $2) and fails if the program ($1 names it) links a media
# library dynamically (the bundle has them linked in) or needs a library the loader cannot
# find. ldd exits 0 on "not found", so its output is what is checked. Used on this machine and
# inside the other system, where "not found" means that system lacks the library.
check_links() {
  local name=$1 links=$2 libs
  if grep -q "not found" "$links"; then
    fail "$name needs libraries that are not there: $(grep "not found" "$links" | awk '{print $1}' | tr '\n' ' ')"
  fi
  libs=$(awk '{print $1}' "$links" | grep -v "^linux-vdso" | tr '\n' ' ')
  if grep -Eq "sfml|freetype|openal|FLAC|vorbis|ogg" <<<"$libs"; then
    fail "$name still links a media library dynamically: $libs"
  fi
  say "$name needs $libs"
}

# Reads the bundle's file list (tar -t), one a line, and fails naming each text of
# BUNDLE_LICENCES that it lacks, and any shared library in it (none today: each needs its
# licence first).
check_bundle_licences() {
  local listing missing=() f libs
  listing=$(cat)
  for f in "${BUNDLE_LICENCES[@]}"; do
    grep -qx "[^/]*/share/ochos-locos/licenses/$f" <<<"$listing" || missing+=("$f")
  done
  [ ${#missing[@]} -eq 0 ] || fail "the bundle lacks the licence texts: ${missing[*]}"
  libs=$(grep -E '\.so(\.[0-9]+)*$' <<<"$listing" || true)
  [ -z "$libs" ] || fail "the bundle holds libraries with no licence listed in BUNDLE_LICENCES: $libs"
  say "the bundle carries the ${#BUNDLE_LICENCES[@]} licence texts"
}

# The mirror apt uses for Debian here.
debian_mirror() {
  local uri
  uri=$(grep -hs -m1 '^URIs:.*/debian/\?$' /etc/apt/sources.list.d/debian.sources | awk '{print $2}') || true
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

cleanup_chroot() {
  [ -n "$ROOT" ] || return 0
  umount "$ROOT/tmp/.X11-unix" "$ROOT/proc" 2>/dev/null || true
  rm -rf "$ROOT"
  [ -z "${XVFB_PID:-}" ] || kill "$XVFB_PID" 2>/dev/null || true
}

make_system() {
  ROOT=$OUT/$SUITE-root
  trap cleanup_chroot EXIT
  rm -rf "$ROOT"
  debootstrap --variant=minbase "$SUITE" "$ROOT" "$(debian_mirror)" >"$OUT/debootstrap.log" 2>&1 ||
    fail "debootstrap $SUITE failed (see $OUT/debootstrap.log)"
  mount -t proc proc "$ROOT/proc"
  chroot "$ROOT" apt-get install -y -qq --no-install-recommends "${DESKTOP_LIBS[@]}" \
    >"$OUT/chroot-apt.log" 2>&1 || fail "installing ${DESKTOP_LIBS[*]} failed (see $OUT/chroot-apt.log)"
  # shellcheck disable=SC2016  # $PRETTY_NAME is the chroot's
  say "$(chroot "$ROOT" sh -c '. /etc/os-release; echo "$PRETTY_NAME"') with ${DESKTOP_LIBS[*]}"
}

# An X server for the game in the chroot; fails if it does not answer within 10 s (the game
# would then fail with a message about the display, not about the bundle).
start_display() {
  local n=80 ready=0
  while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 1280x800x24 -noreset -ac >"$OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  DISPLAY_NAME=":$n"
  for _ in $(seq 100); do
    DISPLAY=$DISPLAY_NAME xdotool getdisplaygeometry >/dev/null 2>&1 && { ready=1; break; }
    kill -0 "$XVFB_PID" 2>/dev/null || break   # it exited: no use waiting
    sleep 0.1
  done
  [ "$ready" = 1 ] || fail "Xvfb did not start on $DISPLAY_NAME (see $OUT/xvfb.log: $(tail -n 3 "$OUT/xvfb.log"))"
  mkdir -p "$ROOT/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
}

play_there() {
  mkdir -p "$ROOT/opt"
  tar -xzf "$BUNDLE" -C "$ROOT/opt"
  local game program
  game=$(cd "$ROOT" && ls -d opt/*/bin/ochos-locos)
  # What the programs contain, read from them, against the texts beside them.
  bash "$REPO/tests/packaging/check_licenses.sh" "$ROOT/$(dirname "$(dirname "$game")")" ||
    fail "the unpacked bundle lacks licences"
  # What the other system's loader finds for both programs, before running them.
  for program in "/$game" "/$(dirname "$game")/ochos-sim"; do
    chroot "$ROOT" ldd "$program" >"$OUT/$SUITE-ldd-$(basename "$program").txt" ||
      fail "ldd cannot read $program in $SUITE"
    check_links "$(basename "$program") in $SUITE" "$OUT/$SUITE-ldd-$(basename "$program").txt"
  done
  chroot "$ROOT" env HOME=/root DISPLAY="$DISPLAY_NAME" "/$game" --mute \
    --screenshot /root/table.png --play --seed 3 --exit-after-screenshot >"$OUT/game.log" 2>&1 ||
    { cat "$OUT/game.log"; fail "the game did not run in $SUITE"; }
  [ -s "$ROOT/root/table.png" ] || fail "the game wrote no screenshot in $SUITE"
  cp "$ROOT/root/table.png" "$OUT/$SUITE-table.png"
  chroot "$ROOT" "/$(dirname "$game")/ochos-sim" play --profile mau-mau \
    --agents hard,medium,easy,random --hands 40 --seed 5 >"$OUT/tournament.txt" ||
    fail "ochos-sim did not play its tournament in $SUITE"
  grep -q "hand wins" "$OUT/tournament.txt" || fail "ochos-sim printed no tournament in $SUITE"
  say "the game drew its table in $SUITE ($OUT/$SUITE-table.png); ochos-sim played 40 hands"
}

main() {
  case ${1:-} in
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    '') ;;
    *) fail "unknown argument '$1' (try --help)" ;;
  esac
  local started=$SECONDS
  step "tools" install_tools
  mkdir -p "$OUT"
  step "bundle" build_bundle
  step "$SUITE system" make_system
  start_display
  step "play in $SUITE" play_there
  say "the Linux bundle runs on $SUITE: $((SECONDS - started)) s"
}

# scripts/check-the-checks.sh sources this file to try its checks on made-up programs.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
