// The configuration folder of a user whose name goes beyond ASCII: %APPDATA% is
// C:\users\Jürgen\AppData\Roaming on Windows, and settings and saves must land there, not in a
// folder spelled "JÃ¼rgen".

#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../rules/utf8_test_util.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/config_folder.hpp"
#include "ochos/store/user_files.hpp"

namespace ochos::store {

namespace {

namespace fs = std::filesystem;
using utf8_testing::NonAsciiFolder;
using utf8_testing::ScopedEnvironment;

TEST(Utf8ConfigFolder, AppDataWithANonAsciiUserName) {
  NonAsciiFolder appData;
  const EnvironmentLookup environment = [&](const char* name) -> std::optional<std::string> {
    if (std::string(name) == "APPDATA") return utf8(appData.path());
    return std::nullopt;
  };
  const auto path = configFolderPath(Platform::Windows, environment);
  ASSERT_EQ(path, appData.path() / "Ochos Locos");
  EXPECT_TRUE(openConfigFolder(path).writable);
  EXPECT_TRUE(fs::is_directory(appData.path() / "Ochos Locos"));
}

TEST(Utf8ConfigFolder, TheProcessEnvironmentIsReadInUtf8) {
  NonAsciiFolder folder;
  ScopedEnvironment env("OCHOS_CONFIG_DIR", utf8(folder.path()));
  EXPECT_EQ(processEnvironment()("OCHOS_CONFIG_DIR"), utf8(folder.path()));
  EXPECT_EQ(configFolderPath(), folder.path());
}

TEST(Utf8ConfigFolder, SettingsAreWrittenIntoTheOverrideFolder) {
  NonAsciiFolder folder;
  ScopedEnvironment env("OCHOS_CONFIG_DIR", utf8(folder.path()));
  UserFiles files = UserFiles::open();
  ASSERT_TRUE(files.folder.writable) << files.folder.message;
  Settings s;
  s.volume = 12;
  ASSERT_TRUE(files.settings.update(s));
  EXPECT_TRUE(fs::exists(folder.path() / "settings.json"));
  EXPECT_EQ(UserFiles::open(folder.path()).settings.settings().volume, 12);
}

TEST(Utf8ConfigFolder, AMatchIsSavedAndContinuedThere) {
  NonAsciiFolder folder;
  const fs::path profile =
      pathFromUtf8(OCHOS_TEST_DATA_DIR) / "profiles" / "fixture-draw-five.json";
  const rules::BuildResult built = rules::loadRuleSetFile(profile, {});
  ASSERT_TRUE(built);
  const engine::Game game(built.rules, engine::MatchConfig{});
  TableInfo table;
  table.seats = {{"Jürgen", "human"}, {"Łukasz", "hard"}};
  SavedMatchSlot slot(openConfigFolder(folder.path()));
  ASSERT_TRUE(slot.save(game, built.document, table));
  EXPECT_TRUE(fs::exists(folder.path() / SavedMatchSlot::kFileName));
  SavedMatchSlot::LoadResult loaded = SavedMatchSlot(openConfigFolder(folder.path())).load();
  ASSERT_TRUE(loaded.match) << loaded.message;
  EXPECT_EQ(loaded.match->table, table);
}

TEST(Utf8ConfigFolder, MessagesNameTheFolderInUtf8) {
  NonAsciiFolder folder;
  std::ofstream(folder.path() / "plain-file") << "x";
  // A folder beneath a plain file can never be created.
  const ConfigFolder config = openConfigFolder(folder.path() / "plain-file" / "ochos");
  ASSERT_FALSE(config.writable);
  EXPECT_NE(config.message.find("Ochos Ñ"), std::string::npos) << config.message;
  EXPECT_NE(config.message.find("Jürgen Łukasz"), std::string::npos) << config.message;
}

TEST(Utf8ConfigFolder, ADamagedFileIsSetAsideBesideIt) {
  NonAsciiFolder folder;
  std::ofstream(folder.path() / "settings.json") << "nope";
  const UserFiles files = UserFiles::open(folder.path());
  ASSERT_EQ(files.messages().size(), 1U);
  std::vector<std::string> names;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder.path()))
    names.push_back(utf8(entry.path().filename()));
  ASSERT_EQ(names.size(), 1U);
  EXPECT_EQ(names[0].rfind("settings.json.corrupt-", 0), 0U) << names[0];
}

}  // namespace
}  // namespace ochos::store
