# Cross-compiles for 64-bit Windows with Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix: the
# "posix" thread model, which std::thread needs). Programs run under Wine through
# CMAKE_CROSSCOMPILING_EMULATOR, so ctest runs the Windows tests on Linux.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(OCHOS_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${OCHOS_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${OCHOS_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${OCHOS_MINGW_TRIPLE}-windres)

# Dependencies come from the cross-built prefix (scripts/build-deps.sh --target windows
# --prefix-only prints it), never from the Linux system's folders.
set(CMAKE_FIND_ROOT_PATH /usr/${OCHOS_MINGW_TRIPLE} ${OCHOS_WINDOWS_DEPS_PREFIX})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_TRY_COMPILE_PLATFORM_VARIABLES OCHOS_WINDOWS_DEPS_PREFIX)
# The finished prefix describes itself (while build-deps.sh fills it, it does not exist yet).
if(EXISTS "${OCHOS_WINDOWS_DEPS_PREFIX}/ochos-deps.cmake")
  include(${OCHOS_WINDOWS_DEPS_PREFIX}/ochos-deps.cmake)
endif()

# A program must start on a Windows with nothing installed: the GCC and winpthread runtimes are
# linked in rather than shipped as DLLs (so are they into OpenAL32.dll, the one DLL shipped).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# Wine's own diagnostics would mix with the programs' stderr, which tests read. The tests get a
# Wine prefix of their own in the build folder: a Windows with nothing installed. WINEPATH (the
# prefix's bin/ on Wine's drive Z:, which is /) is where test programs outside the game's folder
# find the DLLs the packages ship beside the game (OpenAL32.dll).
find_program(OCHOS_WINE NAMES wine wine64 PATHS /usr/lib/wine)
if(OCHOS_WINE)
  # wine-run.sh starts a program again only when Wine did not start it at all (see there).
  set(CMAKE_CROSSCOMPILING_EMULATOR
      ${CMAKE_CURRENT_LIST_DIR}/wine-run.sh env WINEDEBUG=-all
      WINEPREFIX=${CMAKE_BINARY_DIR}/wine-prefix WINEPATH=Z:${OCHOS_WINDOWS_DEPS_PREFIX}/bin
      ${OCHOS_WINE})
endif()
