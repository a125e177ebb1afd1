#include "ochos/store/settings_store.hpp"

#include <fstream>

#include <nlohmann/json.hpp>

#include "ochos/i18n/translator.hpp"
#include "ochos/store/versioned_file.hpp"

namespace ochos::store {

SettingsStore SettingsStore::open(const ConfigFolder& folder) {
  SettingsStore store;
  if (folder.path.empty()) return store;
  const auto path = folder.file(kFileName);
  LoadedFile loaded = loadVersionedFile(path, Settings::kVersion,
                                        {"store.settings_corrupt", "store.settings_newer"});
  store.message_ = loaded.message;
  if (loaded.document) store.settings_ = settingsFromJson(*loaded.document, store.notes_);
  // Read-only folder: the settings still come from the file, but nothing is written back.
  if (folder.writable && loaded.mayWrite()) store.path_ = path;
  return store;
}

std::string SettingsStore::languageIn(const std::optional<std::filesystem::path>& folder) {
  if (!folder) return {};
  std::ifstream in(*folder / kFileName, std::ios::binary);
  if (!in) return {};
  const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
  if (!document.is_object()) return {};
  const auto language = document.find("language");
  return language != document.end() && language->is_string() ? language->get<std::string>()
                                                             : std::string();
}

WriteResult SettingsStore::update(const Settings& settings) {
  settings_ = settings;
  return save();
}

WriteResult SettingsStore::save() const {
  if (!path_) return {};
  WriteResult result = writeFileAtomically(*path_, documentText(settingsToJson(settings_)));
  if (!result) {
    result.error = i18n::tr("store.write_failed",
                            {{"what", i18n::tr("store.what.settings")}, {"error", result.error}});
  }
  return result;
}

}  // namespace ochos::store
