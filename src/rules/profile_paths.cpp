// Where profiles live on each platform.

#include <string>
#include <system_error>

#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"

#if defined(_WIN32)
#include <windows.h>
#elif defined(__APPLE__)
#include <mach-o/dyld.h>
#endif

namespace ochos::rules {

namespace fs = std::filesystem;

namespace {

std::optional<fs::path> environmentPath(const char* name) {
  const std::optional<std::string> value = environmentUtf8(name);
  if (!value) return std::nullopt;
  return pathFromUtf8(*value);
}

fs::path executablePath() {
  std::error_code ec;
#if defined(_WIN32)
  wchar_t buffer[MAX_PATH];
  const DWORD n = GetModuleFileNameW(nullptr, buffer, MAX_PATH);
  if (n == 0 || n == MAX_PATH) return {};
  return fs::path(buffer);
#elif defined(__APPLE__)
  char buffer[4096];
  std::uint32_t size = sizeof buffer;
  if (_NSGetExecutablePath(buffer, &size) != 0) return {};
  return fs::weakly_canonical(fs::path(buffer), ec);
#else
  return fs::read_symlink("/proc/self/exe", ec);
#endif
}

bool isDirectory(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

}  // namespace

// The game's resources (profiles/, fonts/), wherever the game was started from: an override,
// an installed game (bin/ beside share/), a macOS bundle (Contents/MacOS beside Resources), a
// packaged folder (resources/ beside the executable), or a build run from its build tree.
fs::path resourceDir() {
  if (const auto dir = environmentPath("OCHOS_RESOURCE_DIR")) return *dir;
  const fs::path exe = executablePath();
  if (!exe.empty()) {
    const fs::path dir = exe.parent_path();
    for (const fs::path& candidate :
         {dir / ".." / "share" / "ochos-locos", dir / ".." / "Resources", dir / "resources"}) {
      if (isDirectory(candidate / "profiles")) return candidate.lexically_normal();
    }
  }
#ifdef OCHOS_SOURCE_RESOURCE_DIR
  // Folders named at build time are UTF-8, as CMake writes them.
  if (isDirectory(pathFromUtf8(OCHOS_SOURCE_RESOURCE_DIR) / "profiles")) {
    return pathFromUtf8(OCHOS_SOURCE_RESOURCE_DIR);
  }
#endif
#ifdef OCHOS_INSTALL_DATA_DIR
  return pathFromUtf8(OCHOS_INSTALL_DATA_DIR);
#else
  return fs::path("resources");
#endif
}

fs::path builtInProfileDir() {
  return resourceDir() / "profiles";
}

// The "profiles" folder inside the game's configuration folder (the same one settings and saves
// use, see store/config_folder): OCHOS_CONFIG_DIR overrides it for tests and portable installs.
std::optional<fs::path> userProfileDir() {
  if (const auto custom = environmentPath("OCHOS_CONFIG_DIR")) return *custom / "profiles";
#if defined(_WIN32)
  if (const auto appData = environmentPath("APPDATA")) {
    return *appData / "Ochos Locos" / "profiles";
  }
  return std::nullopt;
#elif defined(__APPLE__)
  if (const auto home = environmentPath("HOME")) {
    return *home / "Library" / "Application Support" / "Ochos Locos" / "profiles";
  }
  return std::nullopt;
#else
  // XDG: a relative XDG_CONFIG_HOME is invalid and must be ignored.
  if (const auto config = environmentPath("XDG_CONFIG_HOME"); config && config->is_absolute()) {
    return *config / "ochos-locos" / "profiles";
  }
  if (const auto home = environmentPath("HOME"))
    return *home / ".config" / "ochos-locos" / "profiles";
  return std::nullopt;
#endif
}

}  // namespace ochos::rules
