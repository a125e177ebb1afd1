#pragma once

// Settings on disk: config folder/settings.json, read once at start-up and written atomically
// whenever the player changes something. Without a writable folder they live in memory only.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "ochos/store/atomic_file.hpp"
#include "ochos/store/config_folder.hpp"
#include "ochos/store/settings.hpp"

namespace ochos::store {

class SettingsStore {
 public:
  static constexpr const char* kFileName = "settings.json";

  // Reads the folder's settings.json; a damaged or newer file is set aside and defaults are used.
  static SettingsStore open(const ConfigFolder& folder);
  // The language the settings file in `folder` names, read without touching anything else: the
  // game loads its language before opening its files, so that their warnings speak it. Empty
  // when there is no file, no language in it, or the file is unreadable.
  static std::string languageIn(const std::optional<std::filesystem::path>& folder);
  // Memory only (no folder): save() does nothing and succeeds.
  SettingsStore() = default;

  const Settings& settings() const { return settings_; }
  // Replaces the settings and writes them when there is somewhere to write.
  WriteResult update(const Settings& settings);
  WriteResult save() const;

  // Whether changes outlive the game.
  bool persistent() const { return path_.has_value(); }
  // A sentence to show the player once (file set aside), empty when all went well.
  const std::string& message() const { return message_; }
  // Details for the log: keys ignored, values replaced.
  const std::vector<std::string>& notes() const { return notes_; }

 private:
  std::optional<std::filesystem::path> path_;
  Settings settings_;
  std::string message_;
  std::vector<std::string> notes_;
};

}  // namespace ochos::store
