#include "ochos/store/settings_store.hpp"

#include "ochos/store/translator.hpp"
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

WriteResult SettingsStore::update(const Settings& settings) {
  settings_ = settings;
  return save();
}

WriteResult SettingsStore::save() const {
  if (!path_) return {};
  WriteResult result = writeFileAtomically(*path_, documentText(settingsToJson(settings_)));
  if (!result) {
    result.error =
        tr("store.write_failed", {{"what", tr("store.what.settings")}, {"error", result.error}});
  }
  return result;
}

}  // namespace ochos::store
