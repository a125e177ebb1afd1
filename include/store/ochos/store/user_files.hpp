#pragma once

// Everything the game keeps in the player's configuration folder, opened in one call at start-up:
//
//   auto files = ochos::store::UserFiles::open();
//   for (const auto& m : files.messages()) showOnce(m);   // set-aside files, no folder …
//   files.settings.settings().volume …
//   if (files.savedMatch.hasSave()) offerContinue();

#include <string>
#include <vector>

#include "ochos/store/config_folder.hpp"
#include "ochos/store/hand_archive.hpp"
#include "ochos/store/saved_match.hpp"
#include "ochos/store/settings_store.hpp"
#include "ochos/store/statistics_store.hpp"

namespace ochos::store {

struct UserFiles {
  ConfigFolder folder;
  SettingsStore settings;
  StatisticsStore statistics;
  SavedMatchSlot savedMatch;
  HandArchive hands;  // the last finished hands of each profile, for review

  // At configFolderPath() (OCHOS_CONFIG_DIR, XDG, Application Support, AppData).
  static UserFiles open();
  static UserFiles open(const std::optional<std::filesystem::path>& folder);

  // Sentences for the player, each to be shown once: no writable folder, files set aside.
  std::vector<std::string> messages() const;
  // Details for the log (settings keys ignored or replaced).
  std::vector<std::string> notes() const { return settings.notes(); }
};

}  // namespace ochos::store
