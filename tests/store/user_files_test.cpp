#include "ochos/store/user_files.hpp"

#include <cstdlib>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"

namespace ochos::store {

namespace {

using ochos::testing::TempFolder;

void setEnvironment(const char* name, const std::string& value) {
#if defined(_WIN32)
  _putenv_s(name, value.c_str());
#else
  if (value.empty()) {
    ::unsetenv(name);
  } else {
    ::setenv(name, value.c_str(), 1);
  }
#endif
}

TEST(UserFiles, AFreshFolderHasDefaultsAndNoMessages) {
  TempFolder dir;
  const UserFiles files = UserFiles::open(dir.path() / "ochos");
  EXPECT_TRUE(files.folder.writable);
  EXPECT_TRUE(files.messages().empty());
  EXPECT_EQ(files.settings.settings(), Settings{});
  EXPECT_TRUE(files.statistics.statistics().empty());
  EXPECT_FALSE(files.savedMatch.hasSave());
  EXPECT_TRUE(files.savedMatch.canSave());
}

TEST(UserFiles, EveryProblemIsCollectedForThePlayer) {
  TempFolder dir;
  dir.write("settings.json", "nope");
  dir.write("statistics.json", R"({"version": 5})");
  UserFiles files = UserFiles::open(dir.path());
  const auto messages = files.messages();
  ASSERT_EQ(messages.size(), 2U);
  EXPECT_NE(messages[0].find("settings"), std::string::npos);
  EXPECT_NE(messages[1].find("newer version"), std::string::npos);
}

TEST(UserFiles, TheOverrideVariableChoosesTheFolder) {
  TempFolder dir;
  setEnvironment("OCHOS_CONFIG_DIR", dir.path().string());
  UserFiles files = UserFiles::open();
  setEnvironment("OCHOS_CONFIG_DIR", "");
  EXPECT_EQ(files.folder.path, dir.path());
  Settings s;
  s.volume = 12;
  ASSERT_TRUE(files.settings.update(s));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "settings.json"));
}

TEST(UserFiles, WithoutAFolderTheGameStillRunsAndSaysSoOnce) {
  TempFolder dir;
  dir.write("file", "");
  UserFiles files = UserFiles::open(dir.path() / "file" / "sub");
  ASSERT_EQ(files.messages().size(), 1U);
  EXPECT_FALSE(files.settings.persistent());
  EXPECT_FALSE(files.statistics.persistent());
  EXPECT_FALSE(files.savedMatch.canSave());
  EXPECT_TRUE(files.savedMatch.inMemory())
      << "a match left for the menu is kept while the game runs";
  EXPECT_TRUE(files.statistics.recordHand("x", engine::ScoringMode::PenaltyPoints, 1, true));
  EXPECT_EQ(files.statistics.statistics().find("x")->handsWon, 1);
}

}  // namespace
}  // namespace ochos::store
