# System packages first (Debian/Ubuntu, Fedora, Arch, openSUSE, Homebrew, vcpkg); where one is
# missing, fetch a pinned release with FetchContent. SFML is found by cmake/SfmlDependency.cmake,
# which fetches only on Windows and macOS without a package manager and otherwise names the
# package to install.
include(FetchContent)

# A cross build takes its libraries from scripts/build-deps.sh, never from the network.
if(CMAKE_CROSSCOMPILING AND NOT EXISTS "${OCHOS_WINDOWS_DEPS_PREFIX}/ochos-deps.cmake")
  message(FATAL_ERROR "Cross-building needs the Windows libraries: run "
    "scripts/build-deps.sh --target windows and pass -DOCHOS_WINDOWS_DEPS_PREFIX=<the folder "
    "that scripts/build-deps.sh --target windows --prefix-only prints>")
endif()

find_package(nlohmann_json 3.10 QUIET)
if(NOT nlohmann_json_FOUND)
  message(STATUS "nlohmann_json not installed: fetching v3.11.3")
  FetchContent_Declare(nlohmann_json
    GIT_REPOSITORY https://github.com/nlohmann/json.git
    GIT_TAG v3.11.3
    GIT_SHALLOW ON)
  FetchContent_MakeAvailable(nlohmann_json)
endif()

if(OCHOS_BUILD_GUI)
  include(SfmlDependency)
endif()

if(OCHOS_BUILD_TESTS)
  find_package(GTest QUIET)
  if(NOT GTest_FOUND)
    message(STATUS "GoogleTest not installed: fetching v1.14.0")
    set(gtest_force_shared_crt ON CACHE BOOL "" FORCE)
    FetchContent_Declare(googletest
      URL https://github.com/google/googletest/archive/refs/tags/v1.14.0.tar.gz
      URL_HASH SHA256=8ad598c73ad796e0d8280b082cebd82a630d73e73cd3c70057938a6501bba5d7)
    FetchContent_MakeAvailable(googletest)
    # GoogleTest 1.11+ names its targets GTest::… itself.
    if(NOT TARGET GTest::gtest)
      add_library(GTest::gtest ALIAS gtest)
      add_library(GTest::gtest_main ALIAS gtest_main)
    endif()
  endif()
endif()
