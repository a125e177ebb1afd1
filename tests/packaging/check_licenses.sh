#!/usr/bin/env bash
# Checks that an installed or unpacked package carries a licence text for every component its
# programs contain (docs/packaging.md, "Licences").
#   check_licenses.sh <root>                     root holds bin/ and share/ochos-locos/licenses/
#   check_licenses.sh --install <cmake> <build>  installs the build into a temporary prefix first
# What a program contains is read from the program itself, not from the install rules that copy
# the texts, so that a component linked in without its licence is caught: a text that only that
# component's code carries (its version string or an error message), and the shared libraries
# shipped beside the programs. Exit 0 when every text is there, 1 naming each one missing.
set -euo pipefail

# component | a string found only in a program that contains it | its licence file. Not a
# component's bare name: the game's own texts name them (the About screen).
MARKERS=(
  "nlohmann/json|json.exception.|nlohmann_json.txt"
  "DejaVu fonts|DejaVu Sans|dejavu-fonts.txt"
  "SFML|(failed to create the font face)|sfml.txt"
  "SFML|Failed to open sound file from stream (format not supported)|sfml.txt"
  "FreeType|truetype-engine|freetype.txt"
  "OpenAL Soft|ALSOFT_LOGLEVEL|openal-soft.txt"
  "FLAC|reference libFLAC|flac.txt"
  "Vorbis|Xiph.Org libVorbis|vorbis.txt"
  "Ogg|OggS|ogg.txt"
  "mingw-w64 runtime|Mingw-w64 runtime failure|mingw-w64-runtime.txt"
)
# A MinGW program is linked with -static (cmake/toolchains/mingw-w64-x86_64.cmake): the runtime
# marker above then also means winpthreads and libgcc/libstdc++ are inside it.
MINGW_STATIC=("winpthreads|winpthreads.txt" "GCC runtime|gcc-runtime.txt")

# A shared library shipped beside the programs -> "component|licence file" ("-" for Microsoft's
# own redistributable runtime, under Microsoft's terms). An unknown one fails: add it here.
shared_library_licence() {
  case ${1,,} in
    openal32.dll | libopenal.so*) echo "OpenAL Soft|openal-soft.txt" ;;
    sfml-*.dll | libsfml-*) echo "SFML|sfml.txt" ;;
    freetype*.dll | libfreetype*) echo "FreeType|freetype.txt" ;;
    ogg*.dll | libogg*) echo "Ogg|ogg.txt" ;;
    vorbis*.dll | libvorbis*) echo "Vorbis|vorbis.txt" ;;
    flac*.dll | libflac*) echo "FLAC|flac.txt" ;;
    libwinpthread-*.dll) echo "winpthreads|winpthreads.txt" ;;
    libstdc++-*.dll | libgcc_s_*.dll) echo "GCC runtime|gcc-runtime.txt" ;;
    vcruntime*.dll | msvcp*.dll | concrt*.dll) echo - ;;
    *) return 1 ;;
  esac
}

fail() { printf 'check_licenses: %s\n' "$*" >&2; }

# Prints "component|file" for each component found in one program.
components_of() {
  local program=$1 row name marker file
  for row in "${MARKERS[@]}"; do
    IFS='|' read -r name marker file <<<"$row"
    grep -qaF -- "$marker" "$program" || continue
    echo "$name|$file"
    if [ "$file" = mingw-w64-runtime.txt ]; then printf '%s\n' "${MINGW_STATIC[@]}"; fi
  done
}

# Prints "component|file" for each shared library shipped in the package; fails on unknown ones.
shipped_libraries() {
  local root=$1 lib file status=0
  while IFS= read -r lib; do
    if file=$(shared_library_licence "$(basename "$lib")"); then
      [ "$file" = - ] || echo "$file"
    else
      fail "no licence is known for the shipped library ${lib#"$root"/} (add it to $0)"
      status=1
    fi
  done < <(find "$root" \( -iname '*.dll' -o -name '*.so' -o -name '*.so.*' \) -type f)
  return $status
}

# The licence file of each component must be there, not empty, and name its component on its
# first line (so a file cannot stand in for another).
check_root() {
  local root=$1 dir=$1/share/ochos-locos/licenses program wanted status=0 name file first
  if [ ! -s "$dir/LICENSE" ] || ! grep -q 'MIT License' "$dir/LICENSE"; then
    fail "$dir/LICENSE (the game's MIT licence) is missing"
    status=1
  fi
  wanted=$(
    for program in "$root"/bin/*; do
      [ -f "$program" ] && components_of "$program"
    done
    shipped_libraries "$root"
  ) || status=1
  [ -n "$wanted" ] || { fail "found no program with a known component in $root/bin"; return 1; }
  while IFS='|' read -r name file; do
    first=$(head -n 1 "$dir/$file" 2>/dev/null || true)
    if [ ! -s "$dir/$file" ]; then
      fail "$name is in the package but its licence $file is not in $dir"
      status=1
    elif ! grep -qiF -- "${name%% *}" <<<"$first"; then
      fail "$file does not name $name on its first line: $first"
      status=1
    else
      printf 'check_licenses: %-18s %s\n' "$name" "$file"
    fi
  done < <(sort -u <<<"$wanted")
  return $status
}

TEMP_ROOT=''
main() {
  local root status
  if [ "${1:-}" = --install ]; then
    [ $# -eq 3 ] || { fail "usage: $0 --install <cmake> <build dir>"; exit 2; }
    TEMP_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/ochos-licenses.XXXXXX")
    trap 'rm -rf "$TEMP_ROOT"' EXIT
    root=$TEMP_ROOT
    "$2" --install "$3" --prefix "$root" >"$root.install.log" 2>&1 ||
      { cat "$root.install.log"; rm -f "$root.install.log"; fail "cmake --install failed"; exit 1; }
    rm -f "$root.install.log"
  else
    if [ $# -ne 1 ] || [ ! -d "$1" ]; then fail "usage: $0 <installed or unpacked root>"; exit 2; fi
    root=$1
  fi
  status=0
  check_root "$root" || status=1
  [ $status -eq 0 ] && echo "check_licenses: every component has its licence in $root"
  return $status
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
