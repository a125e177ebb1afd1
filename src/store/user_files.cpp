#include "ochos/store/user_files.hpp"

namespace ochos::store {

UserFiles UserFiles::open(const std::optional<std::filesystem::path>& path) {
  UserFiles files;
  files.folder = openConfigFolder(path);
  if (files.folder.writable) removeUnfinishedWrites(files.folder.path);
  files.settings = SettingsStore::open(files.folder);
  files.statistics = StatisticsStore::open(files.folder);
  files.savedMatch = SavedMatchSlot(files.folder);
  return files;
}

UserFiles UserFiles::open() {
  return open(configFolderPath());
}

std::vector<std::string> UserFiles::messages() const {
  std::vector<std::string> out;
  for (const std::string* m : {&folder.message, &settings.message(), &statistics.message()})
    if (!m->empty()) out.push_back(*m);
  return out;
}

}  // namespace ochos::store
