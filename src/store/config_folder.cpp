#include "ochos/store/config_folder.hpp"

#include <system_error>

#include "ochos/i18n/translator.hpp"
#include "ochos/store/atomic_file.hpp"

namespace ochos::store {

namespace fs = std::filesystem;

Platform currentPlatform() {
#if defined(_WIN32)
  return Platform::Windows;
#elif defined(__APPLE__)
  return Platform::MacOS;
#else
  return Platform::Linux;
#endif
}

EnvironmentLookup processEnvironment() {
  // UTF-8 on every platform: on Windows getenv would answer in the ANSI code page.
  return [](const char* name) { return environmentUtf8(name); };
}

std::optional<fs::path> configFolderPath(Platform platform, const EnvironmentLookup& environment) {
  if (const auto dir = environment("OCHOS_CONFIG_DIR")) return pathFromUtf8(*dir);
  switch (platform) {
    case Platform::Windows:
      if (const auto appData = environment("APPDATA"))
        return pathFromUtf8(*appData) / "Ochos Locos";
      return std::nullopt;
    case Platform::MacOS:
      if (const auto home = environment("HOME")) {
        return pathFromUtf8(*home) / "Library" / "Application Support" / "Ochos Locos";
      }
      return std::nullopt;
    case Platform::Linux:
      // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored. (Absolute in
      // the POSIX sense, whatever the host: fs::path would call "/xdg" relative on Windows.)
      if (const auto xdg = environment("XDG_CONFIG_HOME"); xdg && xdg->front() == '/') {
        return pathFromUtf8(*xdg) / "ochos-locos";
      }
      if (const auto home = environment("HOME"))
        return pathFromUtf8(*home) / ".config" / "ochos-locos";
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<fs::path> configFolderPath() {
  return configFolderPath(currentPlatform(), processEnvironment());
}

ConfigFolder openConfigFolder(const std::optional<fs::path>& path) {
  ConfigFolder folder;
  if (!path) {
    folder.message = i18n::tr("store.no_config_folder");
    return folder;
  }
  folder.path = *path;
  const auto notWritable = [&]() {
    folder.message = i18n::tr("store.config_not_writable", {{"folder", utf8(*path)}});
    return folder;
  };
  std::error_code ec;
  fs::create_directories(*path, ec);
  if (ec || !fs::is_directory(*path, ec)) return notWritable();
  // Permissions alone do not tell (read-only mounts, ACLs, full disks): try a real write.
  const fs::path probe = *path / ".write-test";
  if (!writeFileAtomically(probe, "ok")) return notWritable();
  fs::remove(probe, ec);
  folder.writable = true;
  return folder;
}

ConfigFolder openConfigFolder() {
  return openConfigFolder(configFolderPath());
}

}  // namespace ochos::store
