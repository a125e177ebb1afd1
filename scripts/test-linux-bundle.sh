#!/usr/bin/env bash
# Builds the Linux .tar.gz that needs no distro SFML (the linux-bundle preset: SFML, FreeType,
# FLAC, Vorbis and Ogg built from Debian's sources by scripts/build-deps.sh and linked in, OpenAL
# Soft beside them as lib/libopenal.so.1) and proves it on another system: a minimal Debian 13
# (trixie) made with debootstrap, given only the X11/GL client libraries, unpacks it, starts the
# game under this machine's Xvfb (it writes its screenshot) and plays a simulator tournament.
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
# allows no media library from the system) or shipped in BUNDLE_LIBS.
BUNDLE_LICENCES=(LICENSE sfml.txt freetype.txt ogg.txt vorbis.txt flac.txt openal-soft.txt
                 nlohmann_json.txt dejavu-fonts.txt)
# The shared libraries the bundle ships, the game finding them through its RPATH $ORIGIN/../lib:
# OpenAL Soft, whose LGPL asks that a user can replace it. A library added needs its text above.
BUNDLE_LIBS=(lib/libopenal.so.1)
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
}

# The bundle unpacked on this machine, whose system has a libopenal.so.1 of its own: the game
# must load the bundle's, through its RPATH.
check_bundle_here() {
  local root program
  rm -rf "$OUT/here"
  mkdir -p "$OUT/here"
  tar -xzf "$BUNDLE" -C "$OUT/here"
  root=$(ls -d "$OUT"/here/*)
  check_rpath "$root/bin/ochos-locos"
  for program in "$root/bin/ochos-locos" "$root/bin/ochos-sim"; do
    ldd "$program" >"$OUT/ldd-$(basename "$program").txt" || fail "ldd cannot read $program"
    check_links "$(basename "$program")" "$OUT/ldd-$(basename "$program").txt" "$root/lib"
  done
  check_openal_shared "$root/bin/ochos-locos" "$OUT/ldd-ochos-locos.txt"
}

# The game ($1) finds the bundle's lib/ through $ORIGIN/../lib, in whichever tag the linker
# wrote it (RPATH or RUNPATH).
check_rpath() {
  local dynamic
  dynamic=$(readelf -d "$1")
  # shellcheck disable=SC2016  # $ORIGIN is the loader's
  grep -Eq '\((RPATH|RUNPATH)\).*\[\$ORIGIN/\.\./lib\]' <<<"$dynamic" ||
    fail "$(basename "$1") has no RPATH \$ORIGIN/../lib: $(grep -E 'RPATH|RUNPATH' <<<"$dynamic" || echo none)"
  say "$(basename "$1"): $(sed -n 's/.*(\(RPATH\|RUNPATH\)).*\[\(.*\)\]$/\1 \2/p' <<<"$dynamic")"
}

# Reads a program's ldd output (file $2) and fails if the program ($1 names it) links a media
# library dynamically (the bundle has them linked in) other than OpenAL Soft from the bundle's
# own lib/ folder ($3, as the loader sees it), or needs a library the loader cannot find. ldd
# exits 0 on "not found", so its output is what is checked. Used on this machine and inside the
# other system, where "not found" means that system lacks the library.
check_links() {
  local name=$1 links=$2 lib_dir=$3 libs openal
  if grep -q "not found" "$links"; then
    fail "$name needs libraries that are not there: $(grep "not found" "$links" | awk '{print $1}' | tr '\n' ' ')"
  fi
  libs=$(awk '{print $1}' "$links" | grep -v "^linux-vdso" | tr '\n' ' ')
  if grep -Eq "sfml|freetype|FLAC|vorbis|ogg" <<<"$libs"; then
    fail "$name still links a media library dynamically: $libs"
  fi
  # ldd prints the path the RPATH made: <bundle>/bin/../lib/libopenal.so.1.
  openal=$(awk '$1 ~ /openal/ { print $3 }' "$links" | sed 's#/[^/]*/\.\./#/#')
  if [ -n "$openal" ] && [ "$openal" != "$lib_dir/libopenal.so.1" ]; then
    fail "$name loads OpenAL Soft from $(paste -sd ' ' - <<<"$openal"), not from the bundle's $lib_dir"
  fi
  say "$name needs $libs${openal:+(OpenAL Soft: $openal)}"
}

# Fails unless the game ($1, its ldd output in $2) loads OpenAL Soft as a shared library, which
# the LGPL asks for (docs/packaging.md, "Licences"). Linked in statically again, it would show
# as no libopenal in the list and as OpenAL Soft's own code in the game (ALSOFT_LOGLEVEL, the
# string tests/packaging/check_licenses.sh knows it by).
check_openal_shared() {
  local name
  name=$(basename "$1")
  grep -q '^[[:space:]]*libopenal\.so\.1 => ' "$2" ||
    fail "$name does not load libopenal.so.1: is OpenAL Soft linked in statically again?"
  if grep -qaF ALSOFT_LOGLEVEL "$1"; then
    fail "$name contains OpenAL Soft's code: it must load libopenal.so.1, not link it in"
  fi
  say "$name loads OpenAL Soft from libopenal.so.1 and contains none of its code"
}

# Reads the bundle's file list (tar -t), one a line, and fails naming each text of
# BUNDLE_LICENCES that it lacks, and unless its shared libraries are exactly BUNDLE_LIBS (each
# needs its licence first).
check_bundle_licences() {
  local listing missing=() f libs
  listing=$(cat)
  for f in "${BUNDLE_LICENCES[@]}"; do
    grep -qx "[^/]*/share/ochos-locos/licenses/$f" <<<"$listing" || missing+=("$f")
  done
  [ ${#missing[@]} -eq 0 ] || fail "the bundle lacks the licence texts: ${missing[*]}"
  libs=$(grep -E '\.so(\.[0-9]+)*$' <<<"$listing" | sed 's#^[^/]*/##' | sort || true)
  [ "$libs" = "$(printf '%s\n' "${BUNDLE_LIBS[@]}" | sort)" ] ||
    fail "the bundle's shared libraries are not BUNDLE_LIBS (${BUNDLE_LIBS[*]}): $(tr '\n' ' ' <<<"$libs")"
  say "the bundle carries the ${#BUNDLE_LICENCES[@]} licence texts and ${BUNDLE_LIBS[*]}"
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
  local game program bundle
  game=$(cd "$ROOT" && ls -d opt/*/bin/ochos-locos)
  bundle=/$(dirname "$(dirname "$game")")
  # What the programs contain, read from them, against the texts beside them.
  bash "$REPO/tests/packaging/check_licenses.sh" "$ROOT$bundle" ||
    fail "the unpacked bundle lacks licences"
  # What the other system's loader finds for both programs, before running them.
  for program in "/$game" "/$(dirname "$game")/ochos-sim"; do
    chroot "$ROOT" ldd "$program" >"$OUT/$SUITE-ldd-$(basename "$program").txt" ||
      fail "ldd cannot read $program in $SUITE"
    check_links "$(basename "$program") in $SUITE" "$OUT/$SUITE-ldd-$(basename "$program").txt" \
      "$bundle/lib"
  done
  check_openal_shared "$ROOT/$game" "$OUT/$SUITE-ldd-ochos-locos.txt"
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
  step "bundle here" check_bundle_here
  step "$SUITE system" make_system
  start_display
  step "play in $SUITE" play_there
  say "the Linux bundle runs on $SUITE: $((SECONDS - started)) s"
}

# scripts/check-the-checks.sh sources this file to try its checks on made-up programs.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
