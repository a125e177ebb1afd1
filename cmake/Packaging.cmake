# CPack: what `cpack` (or `cmake --build <dir> --target package`) makes from the install rules
# in cmake/Install.cmake. See docs/packaging.md.
#
#   Linux    DEB (ochos-locos_<version>_<arch>.deb) and TGZ
#   Windows  ZIP and, when NSIS is installed, an NSIS installer
#   macOS    DragNDrop (.dmg holding ochos-locos.app)
#
# The version is the project version (project(... VERSION) in CMakeLists.txt): nothing here
# repeats it.

set(CPACK_PACKAGE_NAME ochos-locos)
set(CPACK_PACKAGE_VENDOR "Ochos Locos project")
set(CPACK_PACKAGE_CONTACT "Ochos Locos developers <ochos-locos@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Crazy Eights family card game (Crazy Eights, Ochos Locos, Mau-Mau, Switch)")
set(CPACK_PACKAGE_DESCRIPTION
    "Play Crazy Eights, Ochos Locos, Mau-Mau and Switch, each with its optional variants, or
your own rule profiles, against computer opponents that are strong and never peek. Includes
ochos-sim, a command-line simulator for tournaments, replays and benchmarks.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Ochos Locos")
set(CPACK_PACKAGE_EXECUTABLES ochos-locos "Ochos Locos")
set(CPACK_RESOURCE_FILE_README ${PROJECT_SOURCE_DIR}/README.md)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/packaging/NOTICE.txt)
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/out/" "/\\\\.cache/")

if(WIN32)
  set(ochos_pf86 "ProgramFiles(x86)")
  find_program(OCHOS_MAKENSIS makensis PATHS "$ENV{ProgramFiles}/NSIS" "$ENV{${ochos_pf86}}/NSIS")
  if(OCHOS_MAKENSIS)
    set(CPACK_GENERATOR ZIP NSIS)
  else()
    set(CPACK_GENERATOR ZIP)
  endif()
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
elseif(SFML_STATIC_LIBRARIES)
  # The linux-bundle preset: SFML and its media libraries linked in, for any Linux. The .deb
  # is made from a build against Debian's own packages.
  set(CPACK_GENERATOR TGZ)
else()
  set(CPACK_GENERATOR TGZ DEB)
endif()

# --- Debian package ---------------------------------------------------------------------------
set(CPACK_DEBIAN_PACKAGE_NAME ochos-locos)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A .deb fits the release it was built on (its SFML and libstdc++ versions): the release's code
# name goes into the package's revision and so its file name, ochos-locos_0.1.0-1~trixie_amd64.deb.
if(EXISTS /etc/os-release)
  file(STRINGS /etc/os-release ochos_codename REGEX "^VERSION_CODENAME=")
  string(REGEX REPLACE "^VERSION_CODENAME=\"?([a-z0-9]+)\"?$" "\\1" ochos_codename
                       "${ochos_codename}")
  if(ochos_codename MATCHES "^[a-z0-9]+$")
    set(CPACK_DEBIAN_PACKAGE_RELEASE "1~${ochos_codename}")
  endif()
endif()
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# dpkg-shlibdeps reads the binaries and names exactly the runtime packages they need, on each
# release its own (Debian 12: libsfml-graphics2.5 …; trixie: libsfml-graphics2.6 …; sid:
# libsfml-graphics3.1 …; with libstdc++6, libc6, libgcc-s1, libx11-6).
find_program(OCHOS_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(CPACK_GENERATOR MATCHES "DEB" AND NOT OCHOS_DPKG_SHLIBDEPS)
  message(WARNING "dpkg-shlibdeps not found (package dpkg-dev): cpack makes no .deb here")
  list(REMOVE_ITEM CPACK_GENERATOR DEB)
endif()
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

# --- Windows: NSIS installer --------------------------------------------------------------------
# A 64-bit game: a 64-bit Unicode installer into "Program Files" (NSIS makes 32-bit ANSI ones by
# default, which a 64-bit-only Wine cannot run and which would land in "Program Files (x86)").
set(CPACK_NSIS_DEFINES "Target amd64-unicode")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_PACKAGE_NAME "Ochos Locos")
set(CPACK_NSIS_DISPLAY_NAME "Ochos Locos")
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/packaging/windows/ochos-locos.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/packaging/windows/ochos-locos.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\ochos-locos.exe")
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN ochos-locos.exe)
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "Ochos Locos")
# Start-menu shortcut: from CPACK_PACKAGE_EXECUTABLES above. Plus one on the desktop.
set(CPACK_NSIS_CREATE_ICONS_EXTRA
    "CreateShortCut '$DESKTOP\\\\Ochos Locos.lnk' '$INSTDIR\\\\bin\\\\ochos-locos.exe'")
set(CPACK_NSIS_DELETE_ICONS_EXTRA "Delete '$DESKTOP\\\\Ochos Locos.lnk'")

# --- macOS: disk image ----------------------------------------------------------------------------
set(CPACK_DMG_VOLUME_NAME "Ochos Locos")
set(CPACK_DMG_FORMAT UDZO)

include(CPack)
