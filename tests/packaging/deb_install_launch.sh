#!/usr/bin/env bash
# Packaging test (ctest label "packaging"): the Debian package, end to end.
#
#   1. builds the .deb with CPack from the build directory (into a temporary directory),
#   2. checks its metadata (name, version, Depends on SFML) and its file list,
#   3. installs it with dpkg -i (apt-get -f install if dependencies are missing),
#   4. from /, with a fresh HOME and no OCHOS_RESOURCE_DIR or OCHOS_CONFIG_DIR, runs the installed game with the
#      command from the installed .desktop entry's Exec= line under xvfb-run, and checks that a
#      window titled "Ochos Locos" appears and that the game found its fonts,
#   5. closes it as a player would (Esc; if a choice was open, the window's close button, i.e.
#      WM_DELETE_WINDOW) and checks that it exits with status 0 within a few seconds,
#   6. purges the package -- always, also on failure or interruption (trap).
#
# The build tree's own resources (the game's last-resort, compile-time lookup) are hidden with
# a private tmpfs mount while the installed programs run, so they must find the installed ones.
#
# Usage: deb_install_launch.sh CPACK BUILD_DIR VERSION SOURCE_RESOURCE_DIR
# Exit status: 0 passed, 1 failed, 77 skipped (not root, no dpkg, no xvfb-run/xdotool).
set -uo pipefail

SKIP=77
PKG=ochos-locos
TITLE="Ochos Locos"
# Marks a package this test installed, so a run killed before its cleanup (ctest timeout
# sends SIGKILL) is tidied up by the next run instead of being mistaken for a user's install.
MARKER=/var/lib/ochos-locos-package-test.installed

say() { echo "package test: $*"; }
skip() { echo "SKIPPED: $*"; exit "$SKIP"; }
fail() { echo "FAILED: $*" >&2; exit 1; }

# --- inner part: runs inside xvfb-run --------------------------------------------------------
if [ "${1:-}" = "--inside-xvfb" ]; then
  exec_line=$2 work=$3 version=$4
  cd / || fail "cannot cd /"
  read -r -a argv <<<"$exec_line"
  # The virtual display must answer before the game is judged on reaching it.
  for _ in $(seq 1 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.2; done
  pid=""
  kill_game() { [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null; }
  trap kill_game EXIT

  # Starts the game and waits for its window. Returns 0 with $win set; 2 when the game could not
  # reach the X server at all; fails the test for anything else.
  launch_and_find_window() {
    say "launching from / : ${argv[*]}"
    "${argv[@]}" >"$work/game.log" 2>&1 &
    pid=$!
    win=""
    for _ in $(seq 1 60); do
      win=$(xdotool search --onlyvisible --name "^${TITLE}\$" 2>/dev/null | head -n 1)
      [ -n "$win" ] && return 0
      if ! kill -0 "$pid" 2>/dev/null; then
        wait "$pid"; rc=$?
        cat "$work/game.log" >&2
        grep -q "Failed to open X11 display" "$work/game.log" && return 2
        fail "the installed game exited with status $rc before showing a window"
      fi
      sleep 0.5
    done
    cat "$work/game.log" >&2
    fail "no window titled '$TITLE' within 30 s"
  }
  # Once on CI's clean machine the virtual X server refused the game's connection (the GUI tests
  # saw the same once): that is the test display, not the package, so it gets one more try. A
  # game that cannot reach a working display twice fails.
  launch_and_find_window || {
    say "the X server refused the game's connection: retrying once"
    sleep 1
    launch_and_find_window || fail "the installed game could not open the X display, twice"
  }
  say "window $win is up: '$(xdotool getwindowname "$win")', $(xdotool getwindowgeometry "$win" | grep -i geometry | xargs)"

  sleep 1.5   # a few frames, so a crash right after start-up is seen too
  kill -0 "$pid" 2>/dev/null || { cat "$work/game.log" >&2; fail "the game died after opening its window"; }
  if grep -qiE "no font found|font missing" "$work/game.log"; then
    cat "$work/game.log" >&2
    fail "the installed game did not find its fonts in /usr/share/ochos-locos"
  fi

  exited_within() {  # seconds
    local n=$(( $1 * 10 ))
    for _ in $(seq 1 "$n"); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
    return 1
  }
  xdotool windowfocus --sync "$win" >/dev/null 2>&1 || true
  xdotool key --clearmodifiers Escape
  if exited_within 3; then
    say "closed with Esc"
  else
    say "still running 3 s after Esc (a choice was open?): pressing the window's close button"
    command -v python3 >/dev/null || fail "game ignored Esc and python3 is missing to send WM_DELETE_WINDOW"
    python3 - "$win" <<'PY' || fail "could not send WM_DELETE_WINDOW"
import ctypes, sys
x = ctypes.cdll.LoadLibrary("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                ("data", ctypes.c_long * 5)]
class XEvent(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                         ctypes.POINTER(XEvent)]
x.XFlush.argtypes = [ctypes.c_void_p]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]
d = x.XOpenDisplay(None)
if not d:
    sys.exit("no display")
w = int(sys.argv[1])
ev = XEvent()
ev.xclient.type = 33  # ClientMessage
ev.xclient.window = w
ev.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
ev.xclient.format = 32
ev.xclient.data[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
x.XSendEvent(d, w, 0, 0, ctypes.byref(ev))
x.XFlush(d)
x.XCloseDisplay(d)
PY
    exited_within 5 || fail "the game did not exit within 5 s of its window being closed"
    say "closed with the window's close button"
  fi
  wait "$pid"; rc=$?
  trap - EXIT
  say "game log:"; sed 's/^/  | /' "$work/game.log"
  [ "$rc" -eq 0 ] || fail "the game exited with status $rc after being closed (expected 0)"
  say "the game exited with status 0"
  exit 0
fi

# --- outer part --------------------------------------------------------------------------------
[ $# -eq 4 ] || { echo "usage: $0 CPACK BUILD_DIR VERSION SOURCE_RESOURCE_DIR" >&2; exit 2; }
cpack=$1 build_dir=$2 version=$3 source_resources=$4

[ "$(id -u)" -eq 0 ] ||
  skip "the package test installs ochos-locos system-wide with dpkg and must run as root"
for tool in dpkg dpkg-deb dpkg-query; do
  command -v "$tool" >/dev/null || skip "$tool not found: the package test needs a Debian-based system"
done
command -v xvfb-run >/dev/null || skip "xvfb-run not found (apt-get install xvfb xauth)"
command -v xdotool >/dev/null || skip "xdotool not found (apt-get install xdotool)"
[ -x "$cpack" ] || command -v "$cpack" >/dev/null || fail "cpack not found at $cpack"
[ -f "$build_dir/CPackConfig.cmake" ] || fail "$build_dir/CPackConfig.cmake missing (configure first)"

# One run at a time on this machine (several build trees may run their suites at once).
exec 9>/var/lock/ochos-locos-package-test.lock
flock -w 900 9 || fail "another package test held the lock for 15 minutes"

status_of() { dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null; }
# Anything but "not-installed" (or unknown) counts as present; "not-installed" contains
# "installed", hence the anchored pattern.
is_present() { status_of | grep -qE ' (installed|unpacked|half-installed|half-configured|triggers-awaited|triggers-pending|config-files)$'; }
if is_present; then
  if [ -e "$MARKER" ]; then
    say "removing the package a previous, interrupted run left installed"
    dpkg --purge "$PKG" >/dev/null || fail "could not purge the leftover $PKG"
    rm -f "$MARKER"
  else
    skip "$PKG is already installed on this system and not by this test; it is left alone" \
         "(dpkg --purge $PKG to let the test run)"
  fi
fi

work=$(mktemp -d /tmp/ochos-package-test.XXXXXX)
installed=0
cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [ "$installed" = 1 ]; then
    say "purging $PKG"
    dpkg --purge "$PKG" >/dev/null 2>&1 || { sleep 1; dpkg --purge "$PKG" >/dev/null 2>&1; } ||
      echo "package test: WARNING: could not purge $PKG" >&2
    if is_present; then
      echo "package test: WARNING: $PKG is still installed" >&2
      rc=1
    else
      rm -f "$MARKER"
    fi
  fi
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# 1. Build the package.
say "building the .deb with $cpack (from $build_dir)"
(cd "$build_dir" && timeout 600 "$cpack" -G DEB --config "$build_dir/CPackConfig.cmake" \
    -B "$work/pkg") >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$work"/pkg/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { cat "$work/cpack.log" >&2; fail "cpack made no single .deb"; }
deb=${debs[0]}
say "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# 2. Metadata and contents.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = "$PKG" ] || fail "Package is '$(field Package)', expected $PKG"
# The project version, with the revision naming the release it was built on (cmake/Packaging.cmake).
case $(field Version) in
  "$version"|"$version"-1~[a-z]*) ;;
  *) fail "Version is '$(field Version)', expected $version or $version-1~<release> (project version)" ;;
esac
depends=$(field Depends)
say "Depends: $depends"
# (libsfml-audio appears only once the game's binary really uses it: dpkg-shlibdeps lists what
# the linker kept, and Debian links with --as-needed.)
for lib in libsfml-graphics libsfml-window libsfml-system; do
  grep -q "$lib" <<<"$depends" || fail "Depends does not name $lib"
done
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/files"
for f in /usr/bin/ochos-locos /usr/bin/ochos-sim \
         /usr/share/ochos-locos/profiles/ochos-locos.json /usr/share/ochos-locos/profiles/crazy-eights.json \
         /usr/share/ochos-locos/profiles/mau-mau.json /usr/share/ochos-locos/profiles/switch.json \
         /usr/share/ochos-locos/fonts/DejaVuSans.ttf /usr/share/ochos-locos/fonts/DejaVuSans-Bold.ttf \
         /usr/share/ochos-locos/fonts/LICENSE /usr/share/applications/ochos-locos.desktop \
         /usr/share/icons/hicolor/scalable/apps/ochos-locos.svg \
         /usr/share/metainfo/ochos-locos.metainfo.xml; do
  grep -qx "$f" "$work/files" || fail "the package lacks $f"
done
for size in 16 32 48 64 128 256; do
  grep -qx "/usr/share/icons/hicolor/${size}x${size}/apps/ochos-locos.png" "$work/files" ||
    fail "the package lacks the ${size}x${size} icon"
done
say "package contents OK ($(wc -l <"$work/files") entries)"
# The licence of each component inside the packaged (stripped) programs (docs/packaging.md,
# "Licences"): nlohmann/json and the fonts here; Debian's own packages carry SFML's and the rest.
dpkg-deb -x "$deb" "$work/unpacked"
bash "$(dirname "$0")/check_licenses.sh" "$work/unpacked/usr" || fail "the package lacks licences"

# 3. Install.
touch "$MARKER"
installed=1
say "dpkg -i $(basename "$deb")"
if ! dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then
  say "dpkg -i needs dependencies: apt-get -f install"
  DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq >>"$work/dpkg.log" 2>&1 ||
    { cat "$work/dpkg.log" >&2; fail "could not install the package's dependencies"; }
fi
status_of | grep -q "install ok installed" || { cat "$work/dpkg.log" >&2; fail "$PKG is not installed: $(status_of)"; }
say "installed: $(dpkg-query -W -f='${Package} ${Version} ${Architecture}' "$PKG")"

desktop=/usr/share/applications/ochos-locos.desktop
exec_line=$(sed -n 's/^Exec=//p' "$desktop" | head -n 1)
icon=$(sed -n 's/^Icon=//p' "$desktop" | head -n 1)
[ -n "$exec_line" ] || fail "$desktop has no Exec= line"
grep -qx 'Categories=.*Game;.*' "$desktop" || fail "$desktop is not in the Game category"
[ -f "/usr/share/icons/hicolor/48x48/apps/$icon.png" ] || fail "the .desktop Icon=$icon names no installed icon"
# Field codes (%f, %U, ...) expand to nothing for a launch without files.
exec_line=$(sed -E 's/ ?%[fFuUdDnNickvm]//g' <<<"$exec_line")
say ".desktop Exec: $exec_line (resolves to $(cd / && command -v "${exec_line%% *}"))"

# The installed binaries answer from / without any help from the build tree.
home="$work/home"
mkdir -p "$home"
clean_env=(env -u OCHOS_RESOURCE_DIR -u OCHOS_CONFIG_DIR -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME="$home")
# Hide the source tree's resources (compiled in as the last fallback) from the installed game.
if [ -d "$source_resources" ] &&
   unshare -m --propagation private sh -c 'mount -t tmpfs -o ro tmpfs "$1"' sh "$source_resources" 2>/dev/null; then
  clean_env=(unshare -m --propagation private sh -c 'mount -t tmpfs -o ro tmpfs "$1" && shift && exec "$@"'
             sh "$source_resources" "${clean_env[@]}")
  say "the build's $source_resources is hidden from the installed programs"
else
  say "NOTE: cannot hide $source_resources (no unshare/mount); the resource checks are weaker"
fi
got=$(cd / && "${clean_env[@]}" ochos-locos --version) || fail "ochos-locos --version failed"
[ "$got" = "ochos-locos $version" ] || fail "ochos-locos --version printed '$got', expected 'ochos-locos $version'"
say "ochos-locos --version: $got"
(cd / && "${clean_env[@]}" ochos-sim play --profile mau-mau --hands 1 --seed 1 >"$work/sim.log" 2>&1) ||
  { cat "$work/sim.log" >&2; fail "the installed ochos-sim could not play a hand from / (profiles not found?)"; }
say "ochos-sim played a hand from / with the installed profiles"

# 4 + 5. Launch through the .desktop command in a virtual display, see the window, close it.
# -noreset: an X server resets itself whenever its last client disconnects (here: each xdotool
# poll before the game connects), and a connection arriving during a reset can be refused.
(cd / && "${clean_env[@]}" xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
   bash "$0" --inside-xvfb "$exec_line" "$work" "$version") || fail "the installed game did not start and close cleanly"

# 6. Remove it (the trap does it too, on any exit).
dpkg --purge "$PKG" >/dev/null || fail "dpkg --purge $PKG failed"
installed=0
rm -f "$MARKER"
! is_present || fail "$PKG still installed after purge: $(status_of)"
[ ! -e /usr/bin/ochos-locos ] && [ ! -e /usr/share/ochos-locos ] || fail "files left behind after purge"
say "purged; PASSED"
