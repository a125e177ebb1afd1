#!/usr/bin/env bash
# Builds the Windows game on this Debian machine and proves it under Wine: cross-builds the
# libraries (scripts/build-deps.sh) and the project (the windows-cross preset), runs the tests
# through ctest under Wine, plays the game in a fresh Wine prefix whose user is "Jürgen", makes
# the ZIP and the NSIS installer and installs, starts and uninstalls them, and compares the
# simulator's output with the native build's. Run as root on Debian 12; installs what it needs.
# Usage: scripts/test-windows.sh [--help]
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 WINEDEBUG=-all

REPO=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$REPO/build/windows-cross
NATIVE_BUILD=$REPO/build/ci
OUT=$BUILD/windows-test                # screenshots, prefixes and unpacked packages
WIN_USER=Jürgen                        # a Windows user name that is not ASCII
ODD_FOLDER="Ochos Ñ"                   # nor is this folder's
MAX_PACKAGE_MB=25
CTEST_TIMEOUT=300                      # seconds a test may take under Wine before ctest stops it
# The DLLs the executables (and the DLLs shipped) may import: ones every Windows 10 and later
# has, and SHIPPED_DLLS. Anything else (the GCC runtime, SFML, FreeType…) would have to ship
# beside the .exe. Compared without case; a new system DLL is added here deliberately.
SYSTEM_DLLS=(kernel32.dll user32.dll gdi32.dll opengl32.dll winmm.dll avrt.dll ole32.dll
             shell32.dll advapi32.dll msvcrt.dll)
# The DLLs the packages ship in bin/ beside the .exe files: OpenAL Soft, whose LGPL asks that a
# user can replace it (docs/packaging.md, "Licences"). A DLL added needs its text below.
SHIPPED_DLLS=(OpenAL32.dll)
# The licence texts the packages carry in share/ochos-locos/licenses (docs/packaging.md,
# "Licences"): the game's own, and one for each component linked into the .exe files
# (statically: SFML, its media libraries, nlohmann/json, the embedded DejaVu fonts and the
# MinGW runtime) or shipped beside them (SHIPPED_DLLS).
WINDOWS_LICENCES=(LICENSE sfml.txt freetype.txt ogg.txt vorbis.txt flac.txt openal-soft.txt
                  nlohmann_json.txt dejavu-fonts.txt mingw-w64-runtime.txt winpthreads.txt
                  gcc-runtime.txt)
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
TOOLS=(g++-mingw-w64-x86-64-posix wine wine64 nsis xvfb xauth xdotool imagemagick icoutils unzip
       python3 cmake make pkg-config libgl1-mesa-dri)

fail() { printf 'test-windows: error: %s\n' "$*" >&2; exit 1; }
say() { printf 'test-windows: %s\n' "$*"; }

# Runs a step and says how long it took.
step() {
  local name=$1 started=$SECONDS
  shift
  say "== $name"
  "$@"
  say "== $name: done in $((SECONDS - started)) s"
}

install_tools() {
  local missing=() p
  for p in "${TOOLS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" -eq 0 ] || fail "needs root to install ${missing[*]}"
    say "installing ${missing[*]}"
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  command -v wine >/dev/null || fail "Wine is missing (apt-get install wine wine64)"
  command -v Xvfb >/dev/null || fail "Xvfb is missing (apt-get install xvfb)"
}

# One virtual display for the whole run: every Wine server of the run starts with it (a Wine
# server started without a display cannot give a later game an OpenGL window).
start_display() {
  local n=90
  while [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 1600x1000x24 -noreset -ac >"$OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
  export DISPLAY=":$n"
  for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && return 0; sleep 0.1; done
  fail "Xvfb did not start on $DISPLAY (see $OUT/xvfb.log)"
}

# Wine as $WIN_USER: Wine names the Windows user after $USER.
win() { USER=$WIN_USER wine "$@"; }

# A new Wine prefix: a Windows with nothing installed, whose user is $WIN_USER.
fresh_prefix() {
  rm -rf "$1"
  WINEPREFIX=$1 USER=$WIN_USER wineboot -i >/dev/null 2>&1 || fail "wineboot failed for $1"
  WINEPREFIX=$1 wineserver -w
}

build_dependencies() {
  "$REPO/scripts/build-deps.sh" --target windows
  OCHOS_WINDOWS_DEPS_PREFIX=$("$REPO/scripts/build-deps.sh" --target windows --prefix-only)
  export OCHOS_WINDOWS_DEPS_PREFIX
}

# The native simulator the Windows one is compared with (after the Linux suite, up to date).
build_native_sim() {
  cd "$REPO"
  [ -f "$NATIVE_BUILD/CMakeCache.txt" ] || cmake --preset ci >/dev/null
  cmake --build --preset ci --target ochos-sim -j "$JOBS"
}

cross_build() {
  cd "$REPO"
  cmake --preset windows-cross -DOCHOS_NATIVE_SIM="$NATIVE_BUILD/ochos-sim" >/dev/null
  cmake --build --preset windows-cross -j "$JOBS"
  WINEPREFIX=$BUILD/wine-prefix wineserver -w
}

# Everything the Linux build runs but the GUI scripts (they drive the game with X11 tools: the
# Windows game is driven by play_game below) and the .deb test; the preset leaves out the bot
# test that needs python3 (a compiled bot covers the protocol), so that nothing skips here.
# Each test runs once, never retried (only a program Wine did not start at all is started again,
# by the toolchain's emulator, cmake/toolchains/wine-run.sh). A test that skips or does not run
# fails the step, as in
# scripts/test.sh; a stalled test is stopped after $CTEST_TIMEOUT s.
# Wine's server and the Windows programs it keeps (services.exe, explorer.exe…) are started by
# whichever program comes first, and hold that program's output open while they live: the
# first test, its gtest run over in 78 ms, did not end for ctest until the 300 s timeout, with
# the other tests keeping the server alive. So the server is started here, kept for the whole
# run (-p600: it ends by itself after 10 idle minutes if a run is interrupted), and wineboot
# starts its programs with no output of a test to hold. A test process that used to fail now
# and then at its start (no output, a hundredth of a second) was likely one started as the
# server shut down 3 s after the last program, which a server that stays does not do.
run_ctest() {
  cd "$REPO"
  local prefix=$BUILD/wine-prefix log=$OUT/ctest.log status=0
  WINEPREFIX=$prefix wineserver -w
  WINEPREFIX=$prefix wineserver -p600
  WINEPREFIX=$prefix wineboot </dev/null >/dev/null 2>&1 || fail "wineboot failed for $prefix"
  ctest --preset windows-cross -j "$JOBS" --no-tests=error --timeout "$CTEST_TIMEOUT" 2>&1 |
    tee "$log" || status=$?
  WINEPREFIX=$prefix wineserver -k 2>/dev/null || true
  [ "$status" -eq 0 ] || fail "ctest failed under Wine (exit $status; see $log)"
  fail_on_tests_not_run "$log"
}

# ctest exits 0 when a test skips or is not run; its summary lists them under "The following
# tests did not run:". Any such test fails the run, naming it.
fail_on_tests_not_run() {
  local not_run
  not_run=$(sed -n '/^The following tests did not run:/,/^$/{/^[[:space:]]*[0-9]\+ - /p}' "$1")
  [ -z "$not_run" ] || fail "tests skipped or not run under Wine:"$'\n'"$not_run"
}

# Reads DLL names, one a line, and fails naming every one that is not in SYSTEM_DLLS or
# SHIPPED_DLLS. $1 names what imports them, for the message.
check_imports() {
  local what=$1 dll known allowed others=()
  while IFS= read -r dll; do
    [ -n "$dll" ] || continue
    allowed=0
    for known in "${SYSTEM_DLLS[@]}" "${SHIPPED_DLLS[@]}"; do
      [ "${dll,,}" = "${known,,}" ] && allowed=1
    done
    [ "$allowed" = 1 ] || others+=("$dll")
  done
  [ "${#others[@]}" -eq 0 ] ||
    fail "$what imports DLLs that are neither Windows' own nor shipped with the game: ${others[*]}"
}

dll_imports() {
  x86_64-w64-mingw32-objdump -p "$1" | sed -n 's/.*DLL Name: //p' | sort -u
}

# Both programs and the DLLs shipped beside them import only Windows' own DLLs and the shipped
# ones (the build tree holds copies of those beside the programs, cmake/Install.cmake).
check_all_imports() {
  local file imports
  for file in "$BUILD/ochos-locos.exe" "$BUILD/ochos-sim.exe" "${SHIPPED_DLLS[@]/#/$BUILD/}"; do
    imports=$(dll_imports "$file")
    [ -n "$imports" ] || fail "objdump found no imported DLL in $(basename "$file")"
    check_imports "$(basename "$file")" <<<"$imports"
    say "$(basename "$file") imports $(tr '\n' ' ' <<<"$imports")"
  done
}

# Fails unless the game ($1, its imports in $2) loads OpenAL Soft from OpenAL32.dll, as the
# LGPL asks (docs/packaging.md, "Licences"). Linked in statically again, it would show as no
# import of the DLL and as OpenAL Soft's own code in the .exe (ALSOFT_LOGLEVEL, the string
# tests/packaging/check_licenses.sh knows it by).
check_openal_shared() {
  local name
  name=$(basename "$1")
  grep -qix 'openal32\.dll' <<<"$2" ||
    fail "$name does not import OpenAL32.dll: is OpenAL Soft linked in statically again?"
  if grep -qaF ALSOFT_LOGLEVEL "$1"; then
    fail "$name contains OpenAL Soft's code: it must load OpenAL32.dll, not link it in"
  fi
  say "$name loads OpenAL Soft from OpenAL32.dll and contains none of its code"
}

check_executables() {
  # (Outputs are captured before grep: grep -q stops reading early, and pipefail would count
  # the writer's broken pipe as a failure.)
  local exe=$BUILD/ochos-locos.exe version headers resources
  version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
  headers=$(x86_64-w64-mingw32-objdump -p "$exe")
  grep -q "Subsystem.*(Windows GUI)" <<<"$headers" ||
    fail "ochos-locos.exe is not a GUI-subsystem program"
  local printed
  printed=$(WINEPREFIX=$BUILD/wine-prefix win "$exe" --version) ||
    fail "ochos-locos.exe --version exited with $?"
  # (Its stdout is in text mode: lines end in CR LF.)
  grep -qx "ochos-locos $version" <<<"$(tr -d '\r' <<<"$printed")" ||
    fail "ochos-locos.exe --version printed '$printed', not 'ochos-locos $version'"
  resources=$(wrestool -l "$exe")
  grep -q -- "--type=14" <<<"$resources" || fail "ochos-locos.exe has no icon"
  wrestool -x --raw --type=16 "$exe" >"$OUT/version.res" ||
    fail "wrestool cannot extract ochos-locos.exe's version resource"
  # The resource's binary fields are no text: iconv may complain about them, which is no
  # failure; the strings it converts must hold the version.
  grep -q "ProductVersion.*$version" \
    <<<"$( (iconv -f UTF-16LE -t UTF-8 <"$OUT/version.res" 2>/dev/null || true) | tr -d '\0')" ||
    fail "ochos-locos.exe's version resource lacks $version"
  check_openal_shared "$exe" "$(dll_imports "$exe")"
  check_all_imports
  say "ochos-locos.exe: GUI subsystem, icon, version $version"
}

play_game() {
  local prefix=$OUT/prefix-game
  fresh_prefix "$prefix"
  WINEPREFIX=$prefix USER=$WIN_USER OCHOS_GUI_LAUNCHER=wine OCHOS_GUI_INNER=1 python3 \
    "$REPO/tests/windows/windows_game.py" "$BUILD/ochos-locos.exe" \
    "$prefix/drive_c/users/$WIN_USER/AppData/Roaming" "$OUT/screenshots"
  # A profile in a folder whose name is not ASCII, for the game and the simulator.
  local odd=$OUT/$ODD_FOLDER
  mkdir -p "$odd"
  cp "$REPO/tests/data/profiles/fixture-draw-five.json" "$odd/fünf.json"
  WINEPREFIX=$prefix win "$BUILD/ochos-locos.exe" --profile "$odd/fünf.json" --play --mute \
    --screenshot "$odd/table.png" --exit-after-screenshot >/dev/null
  [ -s "$odd/table.png" ] || fail "no screenshot from a profile in '$ODD_FOLDER'"
  local played
  played=$(WINEPREFIX=$prefix win "$BUILD/ochos-sim.exe" play --profile "$odd/fünf.json" --hands 20) ||
    fail "ochos-sim.exe exited with $? playing a profile in '$ODD_FOLDER'"
  grep -q "hand wins" <<<"$played" || fail "ochos-sim.exe printed no tournament for '$ODD_FOLDER'"
  say "screenshots in $OUT/screenshots and $odd"
}

package() {
  cd "$BUILD"
  rm -f ./*-win64.zip ./*-win64.exe
  cpack -G "ZIP;NSIS" >"$OUT/cpack.log" 2>&1 || { tail -20 "$OUT/cpack.log"; fail "cpack failed (see $OUT/cpack.log)"; }
  ZIP=$(ls "$BUILD"/*-win64.zip)
  INSTALLER=$(ls "$BUILD"/*-win64.exe)
  unzip -Z1 "$ZIP" | check_zip_licences
  local f mb
  for f in "$ZIP" "$INSTALLER"; do
    mb=$(du -m "$f" | cut -f1)
    say "$(basename "$f"): $(du -h "$f" | cut -f1)"
    [ "$mb" -lt "$MAX_PACKAGE_MB" ] || fail "$(basename "$f") is over $MAX_PACKAGE_MB MB"
  done
}

# Reads the ZIP's file list (unzip -Z1), one a line, and fails naming each text of
# WINDOWS_LICENCES that it lacks, and unless its DLLs are exactly SHIPPED_DLLS in bin/ (each
# needs its licence first).
check_zip_licences() {
  local listing missing=() f dlls
  listing=$(cat)
  for f in "${WINDOWS_LICENCES[@]}"; do
    grep -qx "[^/]*/share/ochos-locos/licenses/$f" <<<"$listing" || missing+=("$f")
  done
  [ ${#missing[@]} -eq 0 ] || fail "the ZIP lacks the licence texts: ${missing[*]}"
  dlls=$(grep -i '\.dll$' <<<"$listing" | sed 's#^[^/]*/##' | sort || true)
  [ "$dlls" = "$(printf 'bin/%s\n' "${SHIPPED_DLLS[@]}" | sort)" ] ||
    fail "the ZIP's DLLs are not SHIPPED_DLLS in bin/ (${SHIPPED_DLLS[*]}): $(tr '\n' ' ' <<<"$dlls")"
  say "the ZIP carries the ${#WINDOWS_LICENCES[@]} licence texts and ${SHIPPED_DLLS[*]/#/bin/}"
}

# Installs silently, starts the game from where the Start-menu shortcut points, uninstalls.
check_installer() {
  local prefix=$OUT/prefix-install shortcut target dir
  fresh_prefix "$prefix"
  export WINEPREFIX=$prefix
  win "$INSTALLER" /S
  wineserver -w
  shortcut=$(find "$prefix/drive_c" -path "*Start Menu*" -name "Ochos Locos.lnk" | head -1)
  [ -n "$shortcut" ] || fail "the installer made no Start-menu shortcut"
  target=$(python3 "$REPO/tests/windows/lnk_target.py" "$shortcut")
  say "Start-menu shortcut points to $target"
  win "$target" --mute --screenshot "$OUT/installed.png" --exit-after-screenshot >/dev/null
  [ -s "$OUT/installed.png" ] || fail "the installed game wrote no screenshot"
  dir=$(dirname "$(dirname "$(winepath -u "$target")")")
  bash "$REPO/tests/packaging/check_licenses.sh" "$dir" || fail "the installed game lacks licences"
  win "$dir/Uninstall.exe" /S
  wineserver -w
  [ ! -e "$dir/bin/ochos-locos.exe" ] || fail "the uninstaller left $dir/bin/ochos-locos.exe"
  [ ! -e "$shortcut" ] || fail "the uninstaller left the Start-menu shortcut"
  unset WINEPREFIX
  say "installed, started from the shortcut, uninstalled: nothing left in $dir"
}

check_zip() {
  local prefix=$OUT/prefix-zip dir=$OUT/zip/$ODD_FOLDER
  fresh_prefix "$prefix"
  rm -rf "$OUT/zip"
  mkdir -p "$dir"
  unzip -q "$ZIP" -d "$dir"
  WINEPREFIX=$prefix win "$dir"/*/bin/ochos-locos.exe --mute --screenshot "$OUT/from-zip.png" \
    --exit-after-screenshot >/dev/null
  [ -s "$OUT/from-zip.png" ] || fail "the game unpacked from the ZIP wrote no screenshot"
  # What the .exe files contain, read from them, against the texts beside them.
  bash "$REPO/tests/packaging/check_licenses.sh" "$dir"/ochos-locos-* ||
    fail "the unpacked ZIP lacks licences"
  say "unpacked into '$dir' and started"
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
  start_display
  step "Windows libraries" build_dependencies
  step "native simulator" build_native_sim
  step "cross build" cross_build
  step "executables" check_executables
  step "ctest under Wine" run_ctest
  step "the game under Wine" play_game
  step "packages" package
  step "installer" check_installer
  step "ZIP" check_zip
  say "all Windows checks passed in $((SECONDS - started)) s"
}

# scripts/check-the-checks.sh sources this file to try its checks.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
