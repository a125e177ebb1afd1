#pragma once

// The per-user configuration folder where settings, statistics and the saved match live.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "ochos/rules/utf8_path.hpp"

namespace ochos::store {

enum class Platform { Linux, MacOS, Windows };
Platform currentPlatform();

// Looks up an environment variable; nothing when unset or empty.
using EnvironmentLookup = std::function<std::optional<std::string>(const char* name)>;
EnvironmentLookup processEnvironment();

// Where the folder should be, without touching the disk:
//   OCHOS_CONFIG_DIR when set (tests, portable installs), else
//   Linux:   $XDG_CONFIG_HOME/ochos-locos (when absolute) or ~/.config/ochos-locos
//   macOS:   ~/Library/Application Support/Ochos Locos
//   Windows: %APPDATA%\Ochos Locos
// Nothing when the environment names no home at all.
std::optional<std::filesystem::path> configFolderPath(Platform platform,
                                                      const EnvironmentLookup& environment);
std::optional<std::filesystem::path> configFolderPath();

// The folder once created and tried. When it cannot be written the game still runs, keeping
// settings in memory only, and shows `message` once.
struct ConfigFolder {
  std::filesystem::path path;  // empty when there is no folder at all
  bool writable = false;
  std::string message;  // empty when writable; else a sentence for the player

  std::filesystem::path file(const std::string& name) const { return path / pathFromUtf8(name); }
  explicit operator bool() const { return writable; }
};

// Creates the folder if needed and checks that a file can be written in it.
ConfigFolder openConfigFolder(const std::optional<std::filesystem::path>& path);
ConfigFolder openConfigFolder();  // at configFolderPath()

}  // namespace ochos::store
