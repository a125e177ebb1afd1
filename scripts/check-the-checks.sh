#!/usr/bin/env bash
# Checks the checks: breaks, on purpose, what each guard of the suite is there to catch, and
# fails unless the guard catches it. A guard that cannot fail is a defect; this proves these can.
#   tsan      the TSan pass's filter names a suite that matches no test (scripts/test.sh)
#   wine      a test under Wine that skips, one that passes only on a second try, one that
#             stalls, and a run that finds no tests (scripts/test-windows.sh's ctest step)
#   imports   an executable importing a DLL that is neither Windows' own nor shipped with the
#             game (scripts/test-windows.sh)
#   fuzz      a fuzz target that exits 0 having executed no input (scripts/fuzz.sh)
#   shape     python3 hidden when the tests are configured (tests/CMakeLists.txt, code_shape)
#   bundle    a program needing a library that is not there, one linking SFML dynamically, and
#             an Xvfb that never starts (scripts/test-linux-bundle.sh)
#   platform  a /proc read outside a platform branch, SFML_VERSION_MAJOR outside the SFML seam
#             (scripts/check_platform_code.py, the platform_code test)
#   systems   a debootstrap that cannot reach the archive, a unit test that skipped
#             (scripts/test-systems.sh)
#   layering  the engine given every part's include folder, as one shared include/ once did
#             (tests/layering: its upward includes must then compile, and the tests fail)
#   openal    a game with OpenAL Soft linked in rather than loaded from its shared library, one
#             loading a libopenal.so.1 from outside the bundle, one without the bundle's RPATH
#             (scripts/test-windows.sh, scripts/test-linux-bundle.sh), and a package shipping
#             libopenal.so.1 without its licence (tests/packaging/check_licenses.sh)
# Each runs in seconds on made-up input and the real scripts or their own functions; tsan needs
# build/tsan's app_tests (it is reported as not run without it), shape needs root (it hides
# python3 in a mount namespace of its own).
# Usage: scripts/check-the-checks.sh [CHECK...]   (all by default)
# It sources the scripts whose checks it tries, each in a subshell, and sets their globals there
# (REPO, OUT, PATH…): shellcheck cannot see those uses.
# shellcheck disable=SC1091,SC2016,SC2030,SC2031,SC2034
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)

case ${1:-} in -h|--help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
checks=("$@")
[ ${#checks[@]} -gt 0 ] || checks=(tsan wine imports fuzz shape bundle openal platform systems layering)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
missed=() not_run=()

say() { printf 'check-the-checks: %s\n' "$*"; }

# Runs a command that must fail with output matching a pattern: the guard caught the break.
# Usage: caught NAME PATTERN COMMAND...
caught() {
  local name=$1 pattern=$2 out status=0
  shift 2
  out=$("$@" 2>&1) || status=$?
  if [ "$status" -ne 0 ] && grep -Eq -- "$pattern" <<<"$out"; then
    say "caught: $name: $(grep -E -- "$pattern" <<<"$out" | head -n 1)"
  else
    say "MISSED: $name (exit $status; wanted a failure saying /$pattern/). Output:"
    printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'
    missed+=("$name")
  fi
}

# The same guard on sound input must pass, or "caught" proves nothing.
passes() {
  local name=$1 out status=0
  shift
  out=$("$@" 2>&1) || status=$?
  if [ "$status" -eq 0 ]; then
    say "passes: $name"
  else
    say "MISSED: $name should pass (exit $status). Output:"
    printf '%s\n' "$out" | tail -n 20 | sed 's/^/    /'
    missed+=("$name")
  fi
}

# --- tsan: scripts/test.sh's check_tsan_suites on a real ThreadSanitizer run whose filter names
# "MatchSession" (as it once did) beside "AiWorker". The run uses a copy of CMakePresets.json in
# a scratch source folder whose build/tsan is the real one.
tsan_run_with() {
  local filter=$1 src=$scratch/tsan-$RANDOM
  mkdir -p "$src/build"
  ln -s "$REPO/build/tsan" "$src/build/tsan"
  python3 - "$REPO/CMakePresets.json" "$src/CMakePresets.json" "$filter" <<'PY'
import json, sys
presets = json.load(open(sys.argv[1]))
next(p for p in presets["testPresets"] if p["name"] == "tsan")["filter"]["include"]["name"] = sys.argv[3]
json.dump(presets, open(sys.argv[2], "w"), indent=2)
PY
  # (ctest's own exit status is not the point here: the check reads what passed.)
  (cd "$src" && ctest --preset tsan >"$src/ctest.log" 2>&1) || true
  # (set --: test.sh would read this function's arguments as its options.)
  (cd "$REPO" && set -- && source scripts/test.sh && check_tsan_suites "$src/ctest.log" "$src/CMakePresets.json")
}
check_tsan() {
  if [ ! -x build/tsan/tests/app/app_tests ]; then
    not_run+=("tsan: no build/tsan (cmake --preset tsan && cmake --build --preset tsan)")
    return
  fi
  caught "tsan: a filter naming MatchSession, which matches no test" \
    "names suites no test of which ran: MatchSession$" tsan_run_with '^(AiWorker|MatchSession)\.'
  passes "tsan: the same run naming MatchSessionTest" tsan_run_with '^(AiWorker|MatchSessionTest)\.'
}

# --- wine: scripts/test-windows.sh's run_ctest, with its real ctest options, on a made-up
# project with a windows-cross preset (no Wine needed: wineserver and wineboot are stubs here).
wine_project() {
  local dir=$1 tests=$2
  mkdir -p "$dir/stub"
  printf '#!/bin/sh\nexit 0\n' >"$dir/stub/wineserver"
  cp "$dir/stub/wineserver" "$dir/stub/wineboot"
  chmod +x "$dir/stub/wineserver" "$dir/stub/wineboot"
  cat >"$dir/CMakePresets.json" <<'EOF'
{"version": 3,
 "configurePresets": [{"name": "windows-cross", "binaryDir": "${sourceDir}/build/windows-cross"}],
 "testPresets": [{"name": "windows-cross", "configurePreset": "windows-cross"}]}
EOF
  printf 'cmake_minimum_required(VERSION 3.21)\nproject(checks NONE)\nenable_testing()\n%s\n' \
    "$tests" >"$dir/CMakeLists.txt"
  (cd "$dir" && cmake --preset windows-cross >/dev/null)
}
wine_run() {
  local dir=$1
  (source "$REPO/scripts/test-windows.sh"
   REPO=$dir BUILD=$dir/build/windows-cross OUT=$dir JOBS=1 CTEST_TIMEOUT=${2:-300}
   PATH=$dir/stub:$PATH
   run_ctest)
}
check_wine() {
  local p=$scratch/wine
  wine_project "$p-skip" 'add_test(NAME passes COMMAND true)
add_test(NAME skips COMMAND sh -c "exit 77")
set_tests_properties(skips PROPERTIES SKIP_RETURN_CODE 77)'
  caught "wine: a test that skips" "[0-9]+ - skips \(Skipped\)" wine_run "$p-skip"
  # Fails once, then passes: what --repeat until-pass:2 let through.
  wine_project "$p-flaky" "add_test(NAME flaky COMMAND sh -c \"test -e $p-flaky/tried || { touch $p-flaky/tried; exit 1; }\")"
  caught "wine: a test that passes only on its second try" "flaky .*Failed" wine_run "$p-flaky"
  wine_project "$p-stall" 'add_test(NAME stalls COMMAND sleep 30)'
  caught "wine: a test that stalls (timeout 2 s here)" "stalls .*Timeout" wine_run "$p-stall" 2
  wine_project "$p-none" ''
  caught "wine: no tests at all" "No tests were found" wine_run "$p-none"
  wine_project "$p-good" 'add_test(NAME passes COMMAND true)'
  passes "wine: a test that passes" wine_run "$p-good"
  if grep -rn --exclude=check-the-checks.sh -e "until-pass" -e '"repeat"' scripts CMakePresets.json; then
    missed+=("wine: a script or preset still retries tests")
  fi
}

# --- imports: scripts/test-windows.sh's check_imports on made-up import lists.
imports_check() {
  (source "$REPO/scripts/test-windows.sh" && check_imports fake.exe <<<"$1")
}
check_imports() {
  caught "imports: the GCC runtime and SDL2.dll" \
    "fake.exe imports DLLs that are neither Windows' own nor shipped with the game: libstdc\+\+-6.dll SDL2.dll$" \
    imports_check $'KERNEL32.dll\nlibstdc++-6.dll\nOpenAL32.dll\nSDL2.dll\nUSER32.dll'
  passes "imports: Windows' own DLLs and the shipped OpenAL32.dll" \
    imports_check $'ADVAPI32.dll\nAVRT.dll\nGDI32.dll\nKERNEL32.dll\nmsvcrt.dll\nole32.dll\nOpenAL32.dll\nOPENGL32.dll\nSHELL32.dll\nUSER32.dll\nWINMM.dll'
}

# --- fuzz: the real scripts/fuzz.sh, copied into a scratch checkout whose fuzz build is made of
# stand-ins (cmake does nothing; fuzz_profile exits 0 having run nothing, as a target that
# returns before libFuzzer starts would; fuzz_settings reports 5000 inputs), so that no
# libFuzzer build is needed.
fuzz_checkout() {
  local dir=$scratch/fuzz bin=$scratch/fuzz/build/fuzz/tests/fuzz
  mkdir -p "$dir/scripts" "$bin" "$dir/stub"
  cp scripts/fuzz.sh "$dir/scripts/"
  ln -s "$REPO/resources" "$dir/resources"
  ln -s "$REPO/tests" "$dir/tests"
  printf '#!/bin/sh\nexit 0\n' >"$dir/stub/cmake"
  printf '#!/bin/sh\nmkdir -p "$1"\n' >"$bin/fuzz_make_seeds"
  printf '#!/bin/sh\nexit 0\n' >"$bin/fuzz_profile"
  printf '#!/bin/sh\necho "stat::number_of_executed_units: 5000"\n' >"$bin/fuzz_settings"
  chmod +x "$dir/stub/cmake" "$bin"/*
}
fuzz_run() {
  PATH=$scratch/fuzz/stub:$PATH "$scratch/fuzz/scripts/fuzz.sh" --seconds 1 "$@"
}
check_fuzz() {
  fuzz_checkout
  caught "fuzz: a target that executes no input" "fuzz_profile executed no input" fuzz_run profile
  passes "fuzz: a target that executes 5000 inputs" fuzz_run settings
}

# --- shape: configure the tests where python3 is not there. Every python3 is covered by
# /dev/null in a mount namespace of this command alone; nothing outside it changes.
configure_without_python() {
  local build=$scratch/no-python3
  unshare --mount bash -c '
    for p in $(which -a python3) /usr/bin/python3; do
      [ -e "$p" ] && mount --bind /dev/null "$(readlink -f "$p")"
    done
    if command -v python3 >/dev/null && python3 -c pass 2>/dev/null; then
      echo "python3 still runs"; exit 3
    fi
    cmake -S "$1" -B "$2" -DOCHOS_BUILD_GUI=OFF' _ "$REPO" "$build"
}
check_shape() {
  if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null; then
    not_run+=("shape: needs root and unshare to hide python3")
    return
  fi
  caught "shape: python3 hidden at configure" "python3 not found: the code_shape test" \
    configure_without_python
}

# --- bundle: scripts/test-linux-bundle.sh's check_links on two made-up programs, and its
# start_display with an Xvfb that exits at once.
bundle_links() {
  local program=$1
  ldd "$program" >"$program.ldd"
  (source "$REPO/scripts/test-linux-bundle.sh"
   check_links "$(basename "$program")" "$program.ldd" "$(dirname "$program")/lib")
}
bundle_display() {
  (source "$REPO/scripts/test-linux-bundle.sh"
   OUT=$scratch ROOT=$scratch/root PATH=$scratch/stub:$PATH
   start_display)
}
check_bundle() {
  local d=$scratch/bundle
  mkdir -p "$d" "$scratch/stub"
  echo 'int gone(void) { return 0; }' >"$d/gone.c"
  echo 'int gone(void); int main(void) { return gone(); }' >"$d/main.c"
  cc -shared -fPIC -o "$d/libochosgone.so" "$d/gone.c"
  cc "$d/main.c" -L"$d" -lochosgone -o "$d/needs-gone"
  rm "$d/libochosgone.so"
  caught "bundle: a program needing a library that is not there" \
    "needs-gone needs libraries that are not there: libochosgone.so" bundle_links "$d/needs-gone"
  if echo 'int main() {}' | c++ -x c++ - -Wl,--no-as-needed -lsfml-system -o "$d/needs-sfml" 2>/dev/null; then
    caught "bundle: a program linking SFML dynamically" \
      "needs-sfml still links a media library dynamically" bundle_links "$d/needs-sfml"
  else
    not_run+=("bundle: SFML's linking check (no libsfml-system here to link)")
  fi
  echo 'int main(void) { return 0; }' | cc -x c - -o "$d/needs-libc"
  passes "bundle: a program needing only the C library" bundle_links "$d/needs-libc"
  printf '#!/bin/sh\necho "(EE) a deliberate break: this Xvfb does not start" >&2\nexit 1\n' \
    >"$scratch/stub/Xvfb"
  chmod +x "$scratch/stub/Xvfb"
  caught "bundle: an Xvfb that never starts" "Xvfb did not start on" bundle_display
}

# --- openal: the checks that the game loads OpenAL Soft from the shared library shipped beside
# it (its LGPL: docs/packaging.md), of scripts/test-linux-bundle.sh and scripts/test-windows.sh,
# on made-up games: one holding OpenAL Soft's code (its ALSOFT_LOGLEVEL string) and loading no
# libopenal, as a static link makes it; one loading a libopenal.so.1 from outside the bundle.
# The Windows check reads a made-up import list and the same files (it only greps them).
openal_games() {
  local d=$1
  mkdir -p "$d/bundle/bin" "$d/bundle/lib" "$d/system"
  echo 'int alcOpenDevice(void) { return 0; }' >"$d/al.c"
  cc -shared -fPIC -Wl,-soname,libopenal.so.1 -o "$d/bundle/lib/libopenal.so.1" "$d/al.c"
  cp "$d/bundle/lib/libopenal.so.1" "$d/system/"
  echo 'int alcOpenDevice(void); int main(void) { return alcOpenDevice(); }' >"$d/game.c"
  cc "$d/game.c" "$d/bundle/lib/libopenal.so.1" -Wl,-rpath,'$ORIGIN/../lib' -o "$d/bundle/bin/shared-game"
  cc "$d/game.c" "$d/system/libopenal.so.1" -Wl,-rpath,"$d/system" -o "$d/bundle/bin/system-game"
  printf '#include <stdlib.h>\nint main(void) { return getenv("ALSOFT_LOGLEVEL") != 0; }\n' |
    cc -x c - -o "$d/bundle/bin/static-game"
}
bundle_openal() {
  local program=$1
  ldd "$program" >"$program.ldd"
  (source "$REPO/scripts/test-linux-bundle.sh"
   check_links "$(basename "$program")" "$program.ldd" "$(dirname "$(dirname "$program")")/lib"
   check_openal_shared "$program" "$program.ldd")
}
bundle_rpath() {
  (source "$REPO/scripts/test-linux-bundle.sh" && check_rpath "$1")
}
windows_openal() {
  (source "$REPO/scripts/test-windows.sh" && check_openal_shared "$1" "$2")
}
# A package of the made-up game, which holds no component's code, and the bundle's
# libopenal.so.1: only the shipped library can make check_licenses.sh ask for openal-soft.txt.
openal_package() {
  local d=$1 root=$1/package
  mkdir -p "$root/bin" "$root/lib" "$root/share/ochos-locos/licenses"
  cp "$d/bundle/bin/shared-game" "$root/bin/"
  cp "$d/bundle/lib/libopenal.so.1" "$root/lib/"
  cp LICENSE "$root/share/ochos-locos/licenses/"
}
check_openal() {
  local d=$scratch/openal
  openal_games "$d"
  caught "openal: a bundle game with OpenAL Soft linked in" \
    "static-game does not load libopenal.so.1" bundle_openal "$d/bundle/bin/static-game"
  caught "openal: a bundle game loading a libopenal.so.1 from outside the bundle" \
    "system-game loads OpenAL Soft from $d/system/libopenal.so.1, not from the bundle's" \
    bundle_openal "$d/bundle/bin/system-game"
  caught "openal: a bundle game without the RPATH to the bundle's lib/" \
    "system-game has no RPATH [$]ORIGIN/../lib" bundle_rpath "$d/bundle/bin/system-game"
  passes "openal: a bundle game loading the bundle's libopenal.so.1" \
    bundle_openal "$d/bundle/bin/shared-game"
  passes "openal: a bundle game with the RPATH to the bundle's lib/" \
    bundle_rpath "$d/bundle/bin/shared-game"
  caught "openal: a Windows game with OpenAL Soft linked in" \
    "static-game does not import OpenAL32.dll" \
    windows_openal "$d/bundle/bin/static-game" $'AVRT.dll\nKERNEL32.dll\nWINMM.dll'
  caught "openal: a Windows game importing OpenAL32.dll and holding OpenAL Soft's code too" \
    "static-game contains OpenAL Soft's code" \
    windows_openal "$d/bundle/bin/static-game" $'KERNEL32.dll\nOpenAL32.dll'
  passes "openal: a Windows game importing OpenAL32.dll" \
    windows_openal "$d/bundle/bin/shared-game" $'KERNEL32.dll\nOpenAL32.dll'
  openal_package "$d"
  caught "openal: a package shipping libopenal.so.1 without openal-soft.txt" \
    "OpenAL Soft is in the package but its licence openal-soft.txt is not in" \
    bash tests/packaging/check_licenses.sh "$d/package"
  cp packaging/licenses/openal-soft.txt "$d/package/share/ochos-locos/licenses/"
  passes "openal: the same package with openal-soft.txt" \
    bash tests/packaging/check_licenses.sh "$d/package"
}

# --- platform: scripts/check_platform_code.py on a made-up tree of three files.
platform_tree() {
  local dir=$scratch/platform/$1
  mkdir -p "$dir/src/app" "$dir/src/sfml" "$dir/include"
  printf '#if defined(__linux__)\nstd::ifstream f("/proc/self/status");\n#endif\n' \
    >"$dir/src/app/guarded.cpp"
  printf '#if SFML_VERSION_MAJOR >= 3\n#endif\n' >"$dir/src/sfml/seam.cpp"
  printf '%s\n' "$2" >"$dir/src/app/extra.cpp"
  printf '%s\n' "$dir"
}
check_platform() {
  local script=$REPO/scripts/check_platform_code.py
  caught "platform: a /proc read outside a platform branch" \
    'BREACH src/app/extra.cpp:1: a call only some systems have' \
    python3 "$script" "$(platform_tree proc 'std::ifstream f("/proc/self/status");')"
  caught "platform: SFML_VERSION_MAJOR outside the seam" \
    'BREACH src/app/extra.cpp: tests SFML_VERSION_MAJOR outside the SFML seam' \
    python3 "$script" "$(platform_tree major '#if SFML_VERSION_MAJOR >= 3')"
  passes "platform: guarded calls and the seam's own test" \
    python3 "$script" "$(platform_tree sound 'int x = 0;')"
}

# --- systems: scripts/test-systems.sh making a system with a debootstrap that cannot reach the
# archive (a stand-in that fails as debootstrap does without a network).
systems_unreachable() {
  (source "$REPO/scripts/test-systems.sh"
   OUT=$scratch/systems CACHE=$scratch/systems/cache PATH=$scratch/systems/stub:$PATH
   mkdir -p "$OUT"
   SYSTEM=trixie
   prepare_system)
}
check_systems() {
  mkdir -p "$scratch/systems/stub"
  printf '#!/bin/sh\necho "E: Failed getting release file http://deb.debian.org/debian/dists/trixie/Release"\nexit 1\n' \
    >"$scratch/systems/stub/debootstrap"
  chmod +x "$scratch/systems/stub/debootstrap"
  caught "systems: a debootstrap that cannot reach the archive" \
    "FAILED: trixie: step 'debootstrap' failed" systems_unreachable
  printf '100%% tests passed\n\nThe following tests did not run:\n\t 7 - Audio.Plays (Skipped)\n\n' \
    >"$scratch/systems/skipped.log"
  caught "systems: a unit test that skipped" "tests skipped or not run: 7 - Audio.Plays" \
    bash -c 'source "$1/scripts/test-systems.sh"; SYSTEM=sid; no_skips "$2"' _ "$REPO" \
    "$scratch/systems/skipped.log"
}

# --- layering: tests/layering on a copy of the sources, configured without building (the probes
# compile headers only), once as it is and once with the engine seeing every part's headers.
layering_tests() {
  local src=$scratch/layering/$1
  mkdir -p "$src"
  git ls-files -z | (cd "$REPO" && xargs -0 cp --parents -t "$src")
  if [ "$1" = open ]; then
    printf 'target_include_directories(ochos_engine PUBLIC %s)\n' \
      '${PROJECT_SOURCE_DIR}/include/rules ${PROJECT_SOURCE_DIR}/include/store ${PROJECT_SOURCE_DIR}/include/app' \
      >>"$src/src/engine/CMakeLists.txt"
  fi
  cmake -S "$src" -B "$src/build" -DOCHOS_USE_CCACHE=OFF >"$src/configure.log" 2>&1 ||
    { cat "$src/configure.log"; return 1; }
  ctest --test-dir "$src/build" -R '^layering_' --no-tests=error --output-on-failure
}
check_layering() {
  caught "layering: the engine seeing every part's headers" \
    'ochos/rules/profile_library.hpp" should not be found from here' layering_tests open
  passes "layering: the parts fenced as they are" layering_tests fenced
}

for check in "${checks[@]}"; do
  case $check in
    tsan|wine|imports|fuzz|shape|bundle|openal|platform|systems|layering) "check_$check" ;;
    *) echo "check-the-checks: unknown check '$check' (try --help)" >&2; exit 2 ;;
  esac
done

for part in "${not_run[@]}"; do say "NOT RUN: $part"; done
if [ ${#missed[@]} -gt 0 ]; then
  say "FAILED: ${#missed[@]} guard(s) did not do their job: ${missed[*]}"
  exit 1
fi
say "every guard tried caught its break"
