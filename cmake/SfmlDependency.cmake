# Finds SFML (3 first, then 2.5+), says which it found, and defines ochos::sfml and
# ochos::sfml_audio: the targets the rest of the build links for SFML, so no other CMake line
# names sfml-* or SFML::*. Sets:
#   OCHOS_SFML_VERSION          e.g. 3.1.0 or 2.5.1
#   OCHOS_SFML_VERSION_MAJOR    2 or 3
#   OCHOS_SFML_GRAPHICS_TARGET  the imported graphics library (its folder holds SFML's libraries;
#                               the macOS bundle step reads it)
#   OCHOS_SFML_MAIN_TARGET      Windows only: the library that supplies WinMain, or empty
#
# Never fetches a different major than it was asked for: a system SFML that is too old or of an
# unknown major is one FATAL_ERROR naming its version; with no SFML at all, Linux and the BSDs get
# a FATAL_ERROR naming the package to install, and only Windows and macOS without a package
# manager fetch the pinned SFML 3.0.2 (there is no option to fetch elsewhere: a
# distribution's packager wants the system library or a clear error, never a download).

# OCHOS_SFML_MAJOR exists because both majors can be installed side by side (Homebrew `sfml` and
# the keg-only `sfml@2`; Fedora 46's SFML-devel and SFML2-devel; a maintainer's prefix beside the
# distribution's), and AUTO always takes 3. Set it to 2 to build against SFML 2 on such a system,
# or to 3 to make sure a build is the SFML 3 one.
set(OCHOS_SFML_MAJOR "AUTO" CACHE STRING "SFML major to build against: AUTO (3, else 2.5+), 2 or 3")
set_property(CACHE OCHOS_SFML_MAJOR PROPERTY STRINGS AUTO 2 3)
if(NOT OCHOS_SFML_MAJOR MATCHES "^(AUTO|2|3)$")
  message(FATAL_ERROR "OCHOS_SFML_MAJOR is '${OCHOS_SFML_MAJOR}': use AUTO, 2 or 3")
endif()

set(OCHOS_SFML_FETCH_TAG 3.0.2)

# The command that installs SFML on this system, for the error when none is found.
function(ochos_sfml_install_hint out)
  set(hint "")
  if(APPLE)
    set(hint "brew install sfml")
  elseif(WIN32 AND DEFINED ENV{MSYSTEM})
    set(hint "pacman -S $ENV{MINGW_PACKAGE_PREFIX}-sfml   (MSYS2)")
  elseif(WIN32)
    set(hint "vcpkg install sfml   (or configure with vcpkg's toolchain: vcpkg.json lists it)")
  elseif(EXISTS /etc/os-release)
    file(STRINGS /etc/os-release os_lines REGEX "^(ID|ID_LIKE)=")
    string(REPLACE "\"" "" os_ids "${os_lines}")
    if(os_ids MATCHES "debian|ubuntu")
      set(hint "sudo apt install libsfml-dev")
    elseif(os_ids MATCHES "fedora|rhel|centos")
      set(hint "sudo dnf install SFML-devel   (Fedora 46+: SFML-devel is SFML 3, SFML2-devel is 2.x)")
    elseif(os_ids MATCHES "arch")
      set(hint "sudo pacman -S sfml")
    elseif(os_ids MATCHES "suse")
      set(hint "sudo zypper install sfml2-devel   (or sfml3-devel where the release has SFML 3)")
    endif()
  endif()
  if(hint STREQUAL "")
    set(hint "your system's SFML development package (scripts/install-deps.sh knows apt, dnf, pacman, zypper and brew)")
  endif()
  set(${out} "${hint}" PARENT_SCOPE)
endfunction()

# Notes the package configs the last find_package(SFML) looked at and refused (by real path:
# with a merged /usr, /lib/… and /usr/lib/… are the same file).
macro(ochos_sfml_note_rejected)
  foreach(_config _version IN ZIP_LISTS SFML_CONSIDERED_CONFIGS SFML_CONSIDERED_VERSIONS)
    get_filename_component(_config "${_config}" REALPATH)
    get_filename_component(_config "${_config}" DIRECTORY)
    list(APPEND _ochos_sfml_rejected "SFML ${_version} at ${_config}")
  endforeach()
endmacro()

set(OCHOS_SFML_VERSION "")
set(OCHOS_SFML_VERSION_MAJOR "")
set(_ochos_sfml_rejected "")

# SFML 3: CamelCase components, SFML::* targets. Its config dies on an unknown component and on
# a missing one, so Main (WinMain) is asked for on Windows only.
if(NOT OCHOS_SFML_MAJOR STREQUAL "2")
  set(_ochos_sfml3_components Graphics Window System Audio)
  if(WIN32)
    list(APPEND _ochos_sfml3_components Main)
  endif()
  find_package(SFML 3 COMPONENTS ${_ochos_sfml3_components} CONFIG QUIET)
  if(SFML_FOUND)
    set(OCHOS_SFML_VERSION_MAJOR 3)
  else()
    ochos_sfml_note_rejected()
    # A failed search leaves SFML_DIR-NOTFOUND in the cache, so the SFML 2 search starts afresh.
  endif()
endif()

# SFML 2.5+: the first SFML 2 with a CMake package config (2.5 replaced FindSFML.cmake);
# lower-case components, sfml-* targets. Its version file (SameMajorVersion) refuses 3.x.
if(NOT OCHOS_SFML_VERSION_MAJOR AND NOT OCHOS_SFML_MAJOR STREQUAL "3")
  find_package(SFML 2.5 COMPONENTS graphics window system audio CONFIG QUIET)
  if(SFML_FOUND)
    set(OCHOS_SFML_VERSION_MAJOR 2)
  else()
    ochos_sfml_note_rejected()
  endif()
endif()

if(OCHOS_SFML_VERSION_MAJOR)
  set(OCHOS_SFML_VERSION "${SFML_VERSION}")
  message(STATUS "SFML ${OCHOS_SFML_VERSION} found at ${SFML_DIR}")
else()
  if(OCHOS_SFML_MAJOR STREQUAL "AUTO")
    set(_ochos_sfml_wanted "SFML 3.x or 2.5+")
  elseif(OCHOS_SFML_MAJOR STREQUAL "2")
    set(_ochos_sfml_wanted "SFML 2.5+ (OCHOS_SFML_MAJOR=2)")
  else()
    set(_ochos_sfml_wanted "SFML 3.x (OCHOS_SFML_MAJOR=3)")
  endif()
  list(REMOVE_DUPLICATES _ochos_sfml_rejected)
  # An installed SFML that the searches refused: too old, of an unknown major, or of the major
  # OCHOS_SFML_MAJOR excludes. SFML before 2.5 has no package config: its Config.hpp says which.
  if(NOT _ochos_sfml_rejected AND NOT CMAKE_DISABLE_FIND_PACKAGE_SFML)
    find_path(OCHOS_SFML_INCLUDE_DIR SFML/Config.hpp)
    if(OCHOS_SFML_INCLUDE_DIR)
      file(STRINGS "${OCHOS_SFML_INCLUDE_DIR}/SFML/Config.hpp" _ochos_sfml_defines
           REGEX "#define SFML_VERSION_(MAJOR|MINOR|PATCH) ")
      string(REGEX REPLACE ".*MAJOR ([0-9]+).*" "\\1" _major "${_ochos_sfml_defines}")
      string(REGEX REPLACE ".*MINOR ([0-9]+).*" "\\1" _minor "${_ochos_sfml_defines}")
      string(REGEX REPLACE ".*PATCH ([0-9]+).*" "\\1" _patch "${_ochos_sfml_defines}")
      set(_ochos_sfml_rejected
          "SFML ${_major}.${_minor}.${_patch} at ${OCHOS_SFML_INCLUDE_DIR} (its SFML/Config.hpp; no CMake package config)")
    endif()
    unset(OCHOS_SFML_INCLUDE_DIR CACHE)
  endif()
  if(_ochos_sfml_rejected)
    list(JOIN _ochos_sfml_rejected "; " _found)
    message(FATAL_ERROR "Found ${_found}, but Ochos Locos needs ${_ochos_sfml_wanted}. "
      "Install a supported SFML (or point CMAKE_PREFIX_PATH / SFML_DIR at one).")
  endif()

  # None at all. Fetch only where there is no package manager to ask (and never in a cross
  # build, whose libraries come from scripts/build-deps.sh).
  set(_ochos_sfml_may_fetch OFF)
  if(NOT CMAKE_CROSSCOMPILING AND NOT OCHOS_SFML_MAJOR STREQUAL "2")
    if(APPLE)
      find_program(OCHOS_BREW brew)
      if(NOT OCHOS_BREW)
        set(_ochos_sfml_may_fetch ON)
      endif()
    elseif(WIN32 AND NOT DEFINED VCPKG_TOOLCHAIN AND NOT DEFINED ENV{MSYSTEM})
      set(_ochos_sfml_may_fetch ON)
    endif()
  endif()
  if(NOT _ochos_sfml_may_fetch)
    ochos_sfml_install_hint(_hint)
    message(FATAL_ERROR "SFML not found: Ochos Locos needs ${_ochos_sfml_wanted}. "
      "Install it with: ${_hint}")
  endif()

  # The pinned fallback is SFML 3: every platform has moved to it.
  message(STATUS "SFML not installed and no package manager: fetching SFML ${OCHOS_SFML_FETCH_TAG}")
  set(SFML_BUILD_EXAMPLES OFF CACHE BOOL "" FORCE)
  set(SFML_BUILD_DOC OFF CACHE BOOL "" FORCE)
  set(SFML_BUILD_NETWORK OFF CACHE BOOL "" FORCE)
  FetchContent_Declare(SFML
    GIT_REPOSITORY https://github.com/SFML/SFML.git
    GIT_TAG ${OCHOS_SFML_FETCH_TAG}
    GIT_SHALLOW ON)
  FetchContent_MakeAvailable(SFML)
  set(OCHOS_SFML_VERSION ${OCHOS_SFML_FETCH_TAG})
  set(OCHOS_SFML_VERSION_MAJOR 3)
  message(STATUS "SFML ${OCHOS_SFML_VERSION} fetched into ${sfml_BINARY_DIR}")
endif()

# Two targets, so that a part links only what it uses: ochos::sfml_audio (audio, system) for the
# sound part, ochos::sfml (graphics, window, system, audio) for the game.
add_library(ochos_sfml_audio INTERFACE)
add_library(ochos::sfml_audio ALIAS ochos_sfml_audio)
add_library(ochos_sfml INTERFACE)
add_library(ochos::sfml ALIAS ochos_sfml)
if(OCHOS_SFML_VERSION_MAJOR EQUAL 3)
  target_link_libraries(ochos_sfml_audio INTERFACE SFML::Audio SFML::System)
  target_link_libraries(ochos_sfml INTERFACE SFML::Graphics SFML::Window ochos_sfml_audio)
  set(OCHOS_SFML_GRAPHICS_TARGET SFML::Graphics)
  set(OCHOS_SFML_MAIN_TARGET "")
  if(TARGET SFML::Main)
    set(OCHOS_SFML_MAIN_TARGET SFML::Main)
  endif()
else()
  target_link_libraries(ochos_sfml_audio INTERFACE sfml-audio sfml-system)
  target_link_libraries(ochos_sfml INTERFACE sfml-graphics sfml-window ochos_sfml_audio)
  set(OCHOS_SFML_GRAPHICS_TARGET sfml-graphics)
  set(OCHOS_SFML_MAIN_TARGET "")
  if(TARGET sfml-main)
    set(OCHOS_SFML_MAIN_TARGET sfml-main)
  endif()
endif()
