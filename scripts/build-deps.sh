#!/usr/bin/env bash
# Builds the game's third-party libraries from Debian's source packages (apt-get source), into
# a cache folder outside the checkout:
#   windows  FreeType, libogg, libvorbis, FLAC, OpenAL Soft, SFML 2.5.1, GoogleTest and
#            nlohmann_json, cross-built with cmake/toolchains/mingw-w64-x86_64.cmake;
#   linux    FreeType, libogg, libvorbis, FLAC, OpenAL Soft and SFML 2.5.1 with the host g++
#            (-fPIC), so that a Linux bundle needs none of the distro's media libraries.
# All are static but OpenAL Soft, which is LGPL: it is a shared library (OpenAL32.dll,
# libopenal.so.1) that the packages ship beside the game, so that a user can replace it
# (LGPL-2.1 section 6); the others' licences allow static linking.
# A consumer includes <prefix>/ochos-deps.cmake (written at the end; see write_consumer_file).
# Runs as root on a fresh Debian 12: it installs its build tools and adds a deb-src entry.
# The script writes CMake code and apt format strings: ${...} and $(...) in single quotes are meant.
# shellcheck disable=SC2016
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

usage() {
  cat <<'EOF'
Usage: scripts/build-deps.sh --target windows|linux [--prefix-only]

Builds static FreeType, Ogg, Vorbis, FLAC and SFML 2.5.1 (and, for windows, GoogleTest and
nlohmann_json) and a shared OpenAL Soft from Debian source packages, or reuses the cached build.

  --target T     windows (MinGW-w64 cross build) or linux (host g++, -fPIC)
  --prefix-only  print the install prefix of the cache entry that would be used, and exit
  --help         this text

Cache: ${OCHOS_DEPS_CACHE:-$HOME/.cache/ochos-locos/deps}/<target>-<key>, where the key hashes
the source package versions, this script and the compiler package's version.
Consumers: include(<prefix>/ochos-deps.cmake), or -DCMAKE_PROJECT_INCLUDE=<prefix>/ochos-deps.cmake.
EOF
}

SCRIPT_PATH=$(readlink -f "${BASH_SOURCE[0]}")
REPO_ROOT=$(dirname "$(dirname "$SCRIPT_PATH")")
TOOLCHAIN=$REPO_ROOT/cmake/toolchains/mingw-w64-x86_64.cmake
CACHE_ROOT=${OCHOS_DEPS_CACHE:-$HOME/.cache/ochos-locos/deps}
DEB_SRC_FILE=/etc/apt/sources.list.d/ochos-deb-src.sources
MARKER=.ochos-deps-complete
JOBS=${OCHOS_DEPS_JOBS:-2}
readonly SCRIPT_PATH REPO_ROOT TOOLCHAIN CACHE_ROOT DEB_SRC_FILE MARKER JOBS

# The suite each source package comes from. OpenAL Soft is trixie's: the archive no longer
# serves bookworm's 1.19.1 files (404), and of trixie's 1.24.2 only the upstream tarball.
declare -A SUITE_OF=(
  [freetype]=bookworm [libogg]=bookworm [libvorbis]=bookworm [flac]=bookworm
  [openal-soft]=trixie [libsfml]=bookworm [googletest]=bookworm [nlohmann-json3]=bookworm)
declare -A VERSION_OF=()
# OpenAL Soft's shared library per target: what the programs link against, what they load.
declare -A OPENAL_LINK=([windows]=lib/libOpenAL32.dll.a [linux]=lib/libopenal.so)
declare -A OPENAL_RUNTIME=([windows]=bin/OpenAL32.dll [linux]=lib/libopenal.so.1)
PACKAGES=()     # in build order, set by select_target
TARGET=''

# With --prefix-only, stdout carries the path alone.
log() { if [ "${PREFIX_ONLY:-0}" -eq 1 ]; then echo "build-deps: $*" >&2; else echo "build-deps: $*"; fi; }
fail() { printf 'build-deps: error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else fail "needs root to run: $*"; fi
}

parse_args() {
  PREFIX_ONLY=0
  while [ $# -gt 0 ]; do
    case $1 in
      --target) [ $# -ge 2 ] || fail "--target needs a value (windows or linux)"; TARGET=$2; shift 2 ;;
      --target=*) TARGET=${1#--target=}; shift ;;
      --prefix-only) PREFIX_ONLY=1; shift ;;
      -h|--help) usage; exit 0 ;;
      *) usage >&2; fail "unknown argument: $1" ;;
    esac
  done
  case $TARGET in
    windows|linux) ;;
    '') usage >&2; fail "--target is required" ;;
    *) fail "unknown target '$TARGET' (windows or linux)" ;;
  esac
}

select_target() {
  PACKAGES=(freetype libogg libvorbis flac openal-soft libsfml)
  # The Linux host has GoogleTest and nlohmann_json packaged; Windows needs them cross-built.
  if [ "$TARGET" = windows ]; then PACKAGES+=(googletest nlohmann-json3); fi
}

# --- apt: a deb-src entry, build tools, source versions ----------------------------------------

# The archive apt already uses for bookworm (deb822 or one-line format), deb.debian.org otherwise.
debian_mirror() {
  local uri
  uri=$(grep -hs -m1 '^URIs:.*/debian/\?$' /etc/apt/sources.list.d/debian.sources | awk '{print $2}') ||
    true
  [ -n "$uri" ] || uri=$(grep -hs -m1 '^deb .*/debian/\? bookworm' /etc/apt/sources.list |
                         awk '{print $2}') || true
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

# A downloaded Sources index for the suite (a file test: apt-get indextargets takes a second).
has_source_index() {
  compgen -G "/var/lib/apt/lists/*_dists_$1_main_source_Sources*" >/dev/null
}

# Adds deb-src stanzas (never binary ones: no trixie package gets installed) for the suites the
# source packages come from, unless apt has them already, and fetches their indexes.
ensure_deb_src() {
  local suite configured unindexed=() stanzas=''
  for suite in $(printf '%s\n' "${SUITE_OF[@]}" | sort -u); do
    has_source_index "$suite" || unindexed+=("$suite")
  done
  [ ${#unindexed[@]} -eq 0 ] && return 0
  configured=$(apt-get indextargets --no-release-info --format '$(URI)' 'Created-By: Sources' |
               sed -n 's#.*/dists/\([^/]*\)/.*#\1#p')
  for suite in "${unindexed[@]}"; do
    grep -qx "$suite" <<<"$configured" && continue
    stanzas+=$(printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: %s' \
      "$(debian_mirror)" "$suite" /usr/share/keyrings/debian-archive-keyring.gpg)$'\n\n'
  done
  if [ -n "$stanzas" ]; then
    log "adding deb-src entries to $DEB_SRC_FILE"
    printf '%s' "$stanzas" | as_root tee -a "$DEB_SRC_FILE" >/dev/null
  fi
  apt_update
  for suite in "${unindexed[@]}"; do
    has_source_index "$suite" || fail "no Sources index for $suite after apt-get update"
  done
}

APT_UPDATED=0
apt_update() {
  [ "$APT_UPDATED" -eq 1 ] && return 0
  as_root apt-get update -qq >/dev/null || fail "apt-get update failed"
  APT_UPDATED=1
}

install_tools() {
  local wanted=(dpkg-dev cmake ninja-build pkg-config xz-utils) missing=() p
  if [ "$TARGET" = windows ]; then
    wanted+=(gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix)
  else
    # SFML's window and graphics modules link X11, Xrandr, udev and GL from the system; OpenAL
    # Soft needs the PulseAudio and ALSA headers for back-ends it dlopen()s at run time.
    wanted+=(g++ libx11-dev libxrandr-dev libxcursor-dev libudev-dev libgl-dev
             libpulse-dev libasound2-dev)
  fi
  for p in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    fail "apt-get install ${missing[*]} failed"
}

# Fills VERSION_OF from the Sources indexes (one apt-cache call: the cache-hit path stays fast).
read_versions() {
  local pkg
  VERSION_OF=()
  while read -r pkg version suite; do
    [ -n "${SUITE_OF[$pkg]:-}" ] && [ "$suite" = "${SUITE_OF[$pkg]}" ] &&
      [ -z "${VERSION_OF[$pkg]:-}" ] && VERSION_OF[$pkg]=$version
  done < <(apt-cache madison "${PACKAGES[@]}" 2>/dev/null |
           awk -F' *[|] *' '$3 ~ / Sources$/ { split($3, a, " "); sub("/.*", "", a[2]);
                                              gsub(" ", "", $1); print $1, $2, a[2] }')
  for pkg in "${PACKAGES[@]}"; do
    [ -n "${VERSION_OF[$pkg]:-}" ] ||
      fail "no source package $pkg in ${SUITE_OF[$pkg]} (is the deb-src entry in $DEB_SRC_FILE?)"
  done
}

compiler_package() {
  if [ "$TARGET" = windows ]; then echo g++-mingw-w64-x86-64-posix; else echo g++; fi
}

cache_entry() {
  local pkg key
  key=$({
    printf '%s\n' "$TARGET"
    for pkg in "${PACKAGES[@]}"; do printf '%s=%s\n' "$pkg" "${VERSION_OF[$pkg]}"; done
    sha256sum <"$SCRIPT_PATH"
    dpkg-query -W -f='${Version}\n' "$(compiler_package)" 2>/dev/null || true
  } | sha256sum | cut -c1-12)
  printf '%s/%s-%s\n' "$CACHE_ROOT" "$TARGET" "$key"
}

# --- sources ------------------------------------------------------------------------------------

# Downloads a source package at the exact version keyed, and unpacks it with Debian's patches.
fetch_source() {
  local pkg=$1 dest=$2 version=${VERSION_OF[$1]}
  local downloads=$WORK/downloads/$pkg
  mkdir -p "$downloads"
  (cd "$downloads" && apt-get source -q --download-only "$pkg=$version")
  dpkg-source -x "$downloads/${pkg}_${version#*:}.dsc" "$dest"
}

# OpenAL Soft: the archive serves trixie's upstream tarball but not its .dsc or Debian tarball, so
# apt-get fails; the tarball alone is used, checked against the SHA256 of the Sources index.
fetch_openal_source() {
  local dest=$1 version=${VERSION_OF[openal-soft]} downloads=$WORK/downloads/openal-soft
  local name sum
  read -r name sum < <(apt-get source -qq --print-uris "openal-soft=$version" |
                       awk '$2 ~ /\.orig\.tar\./ { print $2, $4 }') || true
  if [ -z "${name:-}" ] || [ "${sum:-}" = "${sum#SHA256:}" ]; then
    echo "no SHA256 for the openal-soft $version upstream tarball in the Sources index"; return 1
  fi
  mkdir -p "$downloads" "$dest"
  (cd "$downloads" && apt-get source -q --download-only "openal-soft=$version") ||
    echo "(apt-get failed; only the upstream tarball is needed)"
  [ -f "$downloads/$name" ] || { echo "could not download $name"; return 1; }
  echo "${sum#SHA256:}  $downloads/$name" | sha256sum -c - ||
    { echo "$name does not match the SHA256 of the Sources index"; return 1; }
  tar -xf "$downloads/$name" -C "$dest" --strip-components=1
}

# --- builds -------------------------------------------------------------------------------------

# Configures, builds and installs one CMake project into the stage, Release, static, -fPIC
# (OpenAL Soft picks its own library type: see build_openal_soft).
cmake_install() {
  local name=$1 src=$2; shift 2
  local build=$WORK/build/$name args=()
  if [ "$TARGET" = windows ]; then
    # The toolchain puts OCHOS_WINDOWS_DEPS_PREFIX on CMAKE_FIND_ROOT_PATH: the later
    # packages find the earlier ones in the stage and nothing of the Linux system.
    args=(-DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DOCHOS_WINDOWS_DEPS_PREFIX="$STAGE")
  fi
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$STAGE" -DCMAKE_PREFIX_PATH="$STAGE" -DCMAKE_INSTALL_LIBDIR=lib \
    -DBUILD_SHARED_LIBS=OFF -DCMAKE_POSITION_INDEPENDENT_CODE=ON "${args[@]}" "$@"
  cmake --build "$build" -j "$JOBS"
  cmake --install "$build"
}

build_freetype() {
  # TrueType fonts need none of the optional libraries; gzip uses FreeType's bundled zlib.
  cmake_install freetype "$1" -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
}

build_libogg() {
  cmake_install libogg "$1" -DINSTALL_DOCS=OFF -DBUILD_TESTING=OFF
}

build_libvorbis() {
  cmake_install libvorbis "$1" -DBUILD_TESTING=OFF
}

build_flac() {
  # SFML uses the C library for native FLAC only: no Ogg FLAC (which would put libogg after
  # libFLAC on the link line), no C++ library, programs, docs or tests.
  local args=(-DBUILD_CXXLIBS=OFF -DBUILD_PROGRAMS=OFF -DBUILD_EXAMPLES=OFF -DBUILD_TESTING=OFF
              -DBUILD_DOCS=OFF -DINSTALL_MANPAGES=OFF -DWITH_OGG=OFF)
  # MinGW's stack protector and _FORTIFY_SOURCE need libssp, which nothing else links.
  if [ "$TARGET" = windows ]; then args+=(-DWITH_STACK_PROTECTOR=OFF -DWITH_FORTIFY_SOURCE=OFF); fi
  cmake_install flac "$1" "${args[@]}"
}

# Shared, for the LGPL (see the top of this file).
build_openal_soft() {
  local src=$1 args
  patch_openal_for_old_cmake "$src"
  args=(-DLIBTYPE=SHARED -DALSOFT_UTILS=OFF -DALSOFT_EXAMPLES=OFF -DALSOFT_TESTS=OFF
        -DALSOFT_INSTALL_CONFIG=OFF -DALSOFT_INSTALL_HRTF_DATA=OFF
        -DALSOFT_INSTALL_AMBDEC_PRESETS=OFF -DALSOFT_INSTALL_EXAMPLES=OFF
        -DALSOFT_INSTALL_UTILS=OFF -DALSOFT_UPDATE_BUILD_VERSION=OFF
        -DALSOFT_EMBED_HRTF_DATA=OFF -DALSOFT_EAX=OFF
        -DALSOFT_BACKEND_PIPEWIRE=OFF -DALSOFT_BACKEND_JACK=OFF -DALSOFT_BACKEND_PORTAUDIO=OFF
        -DALSOFT_BACKEND_SNDIO=OFF -DALSOFT_BACKEND_SDL2=OFF -DALSOFT_BACKEND_SDL3=OFF)
  if [ "$TARGET" = windows ]; then
    # The GCC runtime and winpthreads linked into the DLL, as into the .exe files (the
    # toolchain's -static): a Windows with nothing installed loads it.
    args+=(-DALSOFT_BACKEND_PULSEAUDIO=OFF -DALSOFT_REQUIRE_WASAPI=ON -DALSOFT_STATIC_LIBGCC=ON
           -DALSOFT_STATIC_STDCXX=ON -DALSOFT_STATIC_WINPTHREAD=ON)
  else
    # ALSOFT_DLOPEN (the default) loads libpulse and libasound at run time, so the library
    # links neither; a system without them just has fewer back-ends. No RTKit (D-Bus).
    args+=(-DALSOFT_DLOPEN=ON -DALSOFT_REQUIRE_PULSEAUDIO=ON -DALSOFT_REQUIRE_ALSA=ON
           -DALSOFT_RTKIT=OFF)
  fi
  cmake_install openal-soft "$src" "${args[@]}"
}

# OpenAL Soft 1.24 links its bundled fmt through $<BUILD_LOCAL_INTERFACE:...>, which needs
# CMake 3.26; Debian 12 has 3.25. $<BUILD_INTERFACE:...> does the same for the installed
# package; only the build-tree export (unused here) would then name fmt, so it goes.
patch_openal_for_old_cmake() {
  local lists=$1/CMakeLists.txt
  grep -q 'BUILD_LOCAL_INTERFACE' "$lists" || return 0
  sed -i -e 's/\$<BUILD_LOCAL_INTERFACE:/$<BUILD_INTERFACE:/' \
         -e '/^    export(TARGETS OpenAL$/,/FILE OpenALTargets.cmake)$/d' "$lists"
  if grep -q 'BUILD_LOCAL_INTERFACE\|export(TARGETS OpenAL' "$lists"; then
    echo "patch_openal_for_old_cmake: the CMakeLists.txt has changed shape"; return 1
  fi
}

build_libsfml() {
  # SFML_USE_SYSTEM_DEPS: Debian's source has no extlibs binaries; the dependencies are the
  # ones above, in the stage.
  cmake_install libsfml "$1" -DSFML_USE_SYSTEM_DEPS=ON -DSFML_BUILD_NETWORK=OFF \
    -DSFML_BUILD_EXAMPLES=OFF -DSFML_BUILD_DOC=OFF -DSFML_INSTALL_PKGCONFIG_FILES=OFF
  write_sfml_dependencies
  default_sfml_to_static
}

build_googletest() {
  cmake_install googletest "$1" -DBUILD_GMOCK=OFF -DINSTALL_GTEST=ON
}

build_nlohmann_json3() {
  cmake_install nlohmann-json3 "$1" -DJSON_BuildTests=OFF -DJSON_Install=ON
}

# --- SFML's package configuration ---------------------------------------------------------------

# SFML's own SFMLConfigDependencies.cmake looks for the libraries by names a case-sensitive
# file system does not have (OpenGL32, openal32 for libOpenAL32.dll.a), anywhere on the system
# (the distro's libfreetype.so would do). This one names the libraries next to SFML's (OpenAL
# Soft's shared one, which brings its own dependencies) and the system libraries they need.
write_sfml_dependencies() {
  local file=$STAGE/lib/cmake/SFML/SFMLConfigDependencies.cmake freetype openal vorbis flac
  freetype=$(stage_libs libfreetype.a)
  vorbis=$(stage_libs libvorbisfile.a libvorbisenc.a libvorbis.a libogg.a)
  flac=$(stage_libs libFLAC.a)
  openal=$(stage_libs "$(basename "${OPENAL_LINK[$TARGET]}")")
  {
    echo "# Written by Ochos Locos' scripts/build-deps.sh in place of SFML's file (see there why)."
    echo 'if(SFML_STATIC_LIBRARIES)'
    echo '  get_filename_component(_ochos_lib "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)'
    link_property Freetype "$freetype"
    link_property OpenAL "$openal"
    link_property Vorbis "$vorbis"
    link_property FLAC "$flac"
    if [ "$TARGET" = windows ]; then
      link_property OpenGL opengl32
    else
      # As -l flags: a plain "X11" inside target X11 would name the target itself.
      link_property OpenGL -lGL
      link_property X11 "-lX11 -lXrandr"
      link_property UDev -ludev
    fi
    echo 'endif()'
  } >"$file"
}

link_property() {
  printf '  set_property(TARGET %s APPEND PROPERTY INTERFACE_LINK_LIBRARIES %s)\n' "$1" "$2"
}

# Libraries of the stage's lib/ by file name, as paths relative to the installed config:
# libfreetype.a -> "${_ochos_lib}/libfreetype.a". Fails if one is missing.
stage_libs() {
  local name paths=()
  for name in "$@"; do
    [ -f "$STAGE/lib/$name" ] || { echo "stage_libs: $STAGE/lib/$name missing" >&2; return 1; }
    paths+=("\"\${_ochos_lib}/$name\"")
  done
  printf '%s\n' "${paths[*]}"
}

# The prefix holds static SFML only, so find_package(SFML) picks it without SFML_STATIC_LIBRARIES.
default_sfml_to_static() {
  local config=$STAGE/lib/cmake/SFML/SFMLConfig.cmake
  { printf '# build-deps.sh: this prefix has the static libraries only.\n'
    printf 'if(NOT DEFINED SFML_STATIC_LIBRARIES)\n  set(SFML_STATIC_LIBRARIES ON)\nendif()\n\n'
    cat "$config"; } >"$config.new"
  mv "$config.new" "$config"
}

# --- the consumer's side ------------------------------------------------------------------------

# <prefix>/ochos-deps.cmake: include() it before find_package(), or pass
# -DCMAKE_PROJECT_INCLUDE=<it>. OCHOS_DEPS_SHARED_LIBRARIES is for cmake/Install.cmake; the
# other OCHOS_DEPS_* lists spell out what SFML's imported targets already carry, for whoever
# links by hand.
write_consumer_file() {
  local file=$STAGE/ochos-deps.cmake system pkg
  # SFML's system and window modules', and the maths library Vorbis uses.
  if [ "$TARGET" = windows ]; then system="opengl32 gdi32 winmm"
  else system="-lGL -lX11 -lXrandr -ludev -lrt -pthread -lm"; fi
  {
    echo "# Third-party libraries for Ochos Locos ($TARGET), built by scripts/build-deps.sh from"
    echo "# Debian source packages, static but OpenAL Soft (LGPL: shipped beside the game):"
    for pkg in "${PACKAGES[@]}"; do echo "#   $pkg ${VERSION_OF[$pkg]} (${SUITE_OF[$pkg]})"; done
    if [ "$TARGET" = windows ]; then
      echo 'if(NOT CMAKE_SYSTEM_NAME STREQUAL "Windows")'
      echo '  message(FATAL_ERROR "${CMAKE_CURRENT_LIST_FILE}: Windows libraries; configure with'
      echo '    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake")'
    else
      echo 'if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux" OR CMAKE_CROSSCOMPILING)'
      echo '  message(FATAL_ERROR "${CMAKE_CURRENT_LIST_FILE}: Linux x86-64 libraries")'
    fi
    echo 'endif()'
    echo 'set(OCHOS_DEPS_PREFIX "${CMAKE_CURRENT_LIST_DIR}")'
    echo 'list(PREPEND CMAKE_PREFIX_PATH "${OCHOS_DEPS_PREFIX}")'
    if [ "$TARGET" = windows ]; then
      echo '# What the toolchain does with -DOCHOS_WINDOWS_DEPS_PREFIX=<this folder>.'
      echo 'list(APPEND CMAKE_FIND_ROOT_PATH "${OCHOS_DEPS_PREFIX}")'
    fi
    echo 'set(SFML_DIR "${OCHOS_DEPS_PREFIX}/lib/cmake/SFML")'
    echo 'set(SFML_STATIC_LIBRARIES ON)'
    echo '# Carried by the sfml-* targets; needed by hand only without find_package(SFML).'
    echo 'set(OCHOS_DEPS_COMPILE_DEFINITIONS SFML_STATIC)'
    echo '# Link order after sfml-graphics-s sfml-window-s sfml-audio-s sfml-system-s:'
    echo 'set(OCHOS_DEPS_LINK_LIBRARIES'
    echo "  $(consumer_libs)"
    echo "  $system)"
    echo '# What the programs load at run time, to ship with them (beside them, or in lib/).'
    echo "set(OCHOS_DEPS_SHARED_LIBRARIES \"\${OCHOS_DEPS_PREFIX}/${OPENAL_RUNTIME[$TARGET]}\")"
  } >"$file"
}

consumer_libs() {
  printf '"${OCHOS_DEPS_PREFIX}/lib/%s" ' libfreetype.a "$(basename "${OPENAL_LINK[$TARGET]}")" \
    libvorbisfile.a libvorbisenc.a libvorbis.a libogg.a libFLAC.a
}

# --- the cache entry ----------------------------------------------------------------------------

# Runs one package's fetch and build with its output in a log of its own, and times it.
run_step() {
  local pkg=$1 log=$WORK/logs/$1.log start=$SECONDS rc
  printf 'build-deps:   %-15s %-24s ' "$pkg" "${VERSION_OF[$pkg]}"
  # errexit does not apply inside anything tested by if, && or ||, so the subshell runs
  # plainly and its status is read afterwards.
  set +e
  (set -ex; build_package "$pkg") >"$log" 2>&1
  rc=$?
  set -e
  if [ "$rc" -ne 0 ]; then
    echo 'FAILED'
    fail "$pkg ${VERSION_OF[$pkg]} failed ($(last_words "$log")); log: $log"
  fi
  printf '%4d s\n' $((SECONDS - start))
}

# The log's last line that is not a traced command, shortened: the failure's likely cause.
last_words() {
  grep -v '^+' "$1" | grep -v '^[[:space:]]*$' | tail -n1 | cut -c1-120
}

build_package() {
  local pkg=$1 src=$WORK/src/$1
  if [ "$pkg" = openal-soft ]; then fetch_openal_source "$src"; else fetch_source "$pkg" "$src"; fi
  "build_${pkg//-/_}" "$src"
}

# Fails unless the stage has every library and package file a consumer will look for (OpenAL
# Soft's shared library among them).
check_stage() {
  local want=(lib/libsfml-system-s.a lib/libsfml-window-s.a lib/libsfml-graphics-s.a
              lib/libsfml-audio-s.a lib/cmake/SFML/SFMLConfig.cmake include/AL/al.h
              "${OPENAL_LINK[$TARGET]}" "${OPENAL_RUNTIME[$TARGET]}") file
  if [ "$TARGET" = windows ]; then
    want+=(lib/libsfml-main.a lib/libgtest.a lib/libgtest_main.a lib/cmake/GTest/GTestConfig.cmake
           include/nlohmann/json.hpp share/cmake/nlohmann_json/nlohmann_jsonConfig.cmake)
  fi
  for file in "${want[@]}"; do
    [ -f "$STAGE/$file" ] || fail "the build left no $file in $STAGE"
  done
}

# Makes the stage's text files name the entry's final path, records what was built, and
# renames the stage to the entry: the marker goes in last, so an entry is complete or absent.
finalize_entry() {
  local file stage_re
  check_stage
  write_consumer_file
  stage_re=$(printf '%s' "$STAGE" | sed 's/[][\\/.*^$]/\\&/g')
  grep -rlIF "$STAGE" "$STAGE" | while read -r file; do
    sed -i "s/$stage_re/$(printf '%s' "$ENTRY" | sed 's/[\\/&]/\\&/g')/g" "$file"
  done
  for pkg in "${PACKAGES[@]}"; do
    printf '%s %s %s\n' "$pkg" "${VERSION_OF[$pkg]}" "${SUITE_OF[$pkg]}"
  done >"$STAGE/versions.txt"
  cp -r "$WORK/logs" "$STAGE/logs"
  date -u +%FT%TZ >"$STAGE/$MARKER"
  rm -rf "$ENTRY"
  mv "$STAGE" "$ENTRY"
}

build_entry() {
  local start=$SECONDS pkg
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/ochos-deps-$TARGET.XXXXXX")
  STAGE=$ENTRY.partial
  # Stages of killed or failed runs (the lock says none is running).
  rm -rf "$CACHE_ROOT/$TARGET"-*.partial
  mkdir -p "$WORK/logs" "$WORK/src" "$STAGE"
  log "building $TARGET libraries into $ENTRY (logs in $WORK/logs)"
  for pkg in "${PACKAGES[@]}"; do run_step "$pkg"; done
  finalize_entry
  rm -rf "$WORK"
  log "built in $((SECONDS - start)) s: $ENTRY"
}

print_usage_hint() {
  if [ "$TARGET" = windows ]; then
    log "use: cmake -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake" \
        "-DOCHOS_WINDOWS_DEPS_PREFIX=$ENTRY ...  (or include $ENTRY/ochos-deps.cmake)"
  else
    log "use: cmake -DCMAKE_PREFIX_PATH=$ENTRY ...  (or include $ENTRY/ochos-deps.cmake)"
  fi
}

is_complete() { [ -f "$ENTRY/$MARKER" ]; }

main() {
  parse_args "$@"
  select_target
  ensure_deb_src
  read_versions
  ENTRY=$(cache_entry)
  if [ "$PREFIX_ONLY" -eq 1 ]; then printf '%s\n' "$ENTRY"; exit 0; fi
  if is_complete; then log "reusing $ENTRY"; exit 0; fi

  # A miss. One build per target at a time: a second run waits here, then finds the entry.
  mkdir -p "$CACHE_ROOT"
  exec 9>"$CACHE_ROOT/.lock-$TARGET"
  flock 9
  # Fresh indexes first (an old one may name files the archive has dropped); the key follows.
  apt_update
  read_versions
  ENTRY=$(cache_entry)
  if is_complete; then log "reusing $ENTRY"; exit 0; fi
  install_tools
  build_entry
  print_usage_hint
}

main "$@"
