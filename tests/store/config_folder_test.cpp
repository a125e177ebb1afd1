#include "ochos/store/config_folder.hpp"

#include <map>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"

namespace ochos::store {
namespace {

namespace fs = std::filesystem;
using ochos::testing::TempFolder;

EnvironmentLookup fakeEnvironment(std::map<std::string, std::string> values) {
  return [values = std::move(values)](const char* name) -> std::optional<std::string> {
    const auto it = values.find(name);
    if (it == values.end() || it->second.empty()) return std::nullopt;
    return it->second;
  };
}

TEST(ConfigFolder, LinuxFollowsXdg) {
  EXPECT_EQ(configFolderPath(Platform::Linux,
                             fakeEnvironment({{"XDG_CONFIG_HOME", "/xdg"}, {"HOME", "/home/ana"}})),
            fs::path("/xdg/ochos-locos"));
  EXPECT_EQ(configFolderPath(Platform::Linux, fakeEnvironment({{"HOME", "/home/ana"}})),
            fs::path("/home/ana/.config/ochos-locos"));
}

TEST(ConfigFolder, LinuxIgnoresARelativeXdgConfigHome) {
  EXPECT_EQ(configFolderPath(Platform::Linux, fakeEnvironment({{"XDG_CONFIG_HOME", "relative"},
                                                               {"HOME", "/home/ana"}})),
            fs::path("/home/ana/.config/ochos-locos"));
}

TEST(ConfigFolder, MacOsUsesApplicationSupport) {
  EXPECT_EQ(configFolderPath(Platform::MacOS, fakeEnvironment({{"HOME", "/Users/ana"}})),
            fs::path("/Users/ana/Library/Application Support/Ochos Locos"));
}

TEST(ConfigFolder, WindowsUsesAppData) {
  const auto path = configFolderPath(
      Platform::Windows, fakeEnvironment({{"APPDATA", "C:/Users/Ana/AppData/Roaming"}}));
  EXPECT_EQ(path, fs::path("C:/Users/Ana/AppData/Roaming") / "Ochos Locos");
}

TEST(ConfigFolder, EnvironmentOverrideWinsEverywhere) {
  for (Platform p : {Platform::Linux, Platform::MacOS, Platform::Windows}) {
    EXPECT_EQ(configFolderPath(p, fakeEnvironment({{"OCHOS_CONFIG_DIR", "/portable/config"},
                                                   {"HOME", "/home/ana"},
                                                   {"APPDATA", "C:/x"}})),
              fs::path("/portable/config"));
  }
}

TEST(ConfigFolder, NoHomeMeansNoFolder) {
  for (Platform p : {Platform::Linux, Platform::MacOS, Platform::Windows})
    EXPECT_FALSE(configFolderPath(p, fakeEnvironment({})));
}

TEST(ConfigFolder, OpeningCreatesTheFolderAndLeavesNoProbeFile) {
  TempFolder dir;
  const fs::path target = dir.path() / "a" / "b";
  const ConfigFolder folder = openConfigFolder(target);
  EXPECT_TRUE(folder.writable);
  EXPECT_TRUE(folder.message.empty());
  EXPECT_TRUE(fs::is_directory(target));
  EXPECT_TRUE(fs::is_empty(target));
  EXPECT_EQ(folder.file("settings.json"), target / "settings.json");
}

TEST(ConfigFolder, AnUnwritableFolderIsReportedNotFatal) {
  TempFolder dir;
  dir.write("plain-file", "x");
  // A folder beneath a plain file can never be created, even by root.
  const ConfigFolder folder = openConfigFolder(dir.path() / "plain-file" / "ochos");
  EXPECT_FALSE(folder.writable);
  EXPECT_FALSE(folder);
  EXPECT_NE(folder.message.find("cannot be written"), std::string::npos) << folder.message;
}

TEST(ConfigFolder, NoFolderAtAllIsReported) {
  const ConfigFolder folder = openConfigFolder(std::nullopt);
  EXPECT_FALSE(folder.writable);
  EXPECT_TRUE(folder.path.empty());
  EXPECT_FALSE(folder.message.empty());
}

}  // namespace
}  // namespace ochos::store
