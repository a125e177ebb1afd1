// Paths with letters beyond ASCII (a Windows user named Jürgen, a folder named "Ochos Ñ"): text
// is UTF-8 everywhere in the game, and on Windows a path is UTF-16, so every crossing converts.

#include "ochos/rules/utf8_path.hpp"

#include <fstream>

#include <gtest/gtest.h>

#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/scenario.hpp"
#include "profile_test_util.hpp"
#include "utf8_test_util.hpp"

namespace ochos::rules {
namespace {

namespace fs = std::filesystem;
using utf8_testing::kNonAsciiFolder;
using utf8_testing::NonAsciiFolder;
using utf8_testing::ScopedEnvironment;

fs::path fixtureProfile() {
  return pathFromUtf8(OCHOS_TEST_DATA_DIR) / "profiles" / "fixture-draw-five.json";
}

TEST(Utf8Path, TextRoundTripsThroughAPath) {
  const std::string text = std::string(kNonAsciiFolder) + "/perfil.json";
  const fs::path path = pathFromUtf8(text);
  EXPECT_EQ(path, fs::path(u8"Ochos Ñ/Jürgen Łukasz/perfil.json"));
  EXPECT_EQ(path.filename(), fs::path(u8"perfil.json"));
  EXPECT_EQ(utf8(path.parent_path().filename()), "Jürgen Łukasz");
  EXPECT_EQ(utf8(path), text);
}

TEST(Utf8Path, AFolderIsCreatedAndListedUnderItsOwnName) {
  NonAsciiFolder folder;
  fs::create_directory(pathFromUtf8(utf8(folder.path()) + "/Ñandú"));
  std::vector<std::string> names;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder.path()))
    names.push_back(utf8(entry.path().filename()));
  EXPECT_EQ(names, std::vector<std::string>{"Ñandú"});
}

#if defined(_WIN32)
// Windows reads the process's own wide command line; its ASCII arguments agree with argv.
TEST(Utf8Arguments, AgreeWithArgvForAsciiArguments) {
  const std::vector<std::string> narrow(__argv + 1, __argv + __argc);
  EXPECT_EQ(utf8Arguments(__argc, __argv), narrow);
}
#else
TEST(Utf8Arguments, AreTheArgumentsAfterTheProgramName) {
  char program[] = "ochos-sim";
  char option[] = "--profile";
  char file[] = "Ochos Ñ/Jürgen Łukasz/perfil.json";
  char* argv[] = {program, option, file, nullptr};
  EXPECT_EQ(utf8Arguments(3, argv), (std::vector<std::string>{option, file}));
  EXPECT_TRUE(utf8Arguments(1, argv).empty());
}
#endif

TEST(EnvironmentUtf8, ReadsEveryLetterOfAValue) {
  const std::string appData = "C:\\users\\Jürgen Łukasz\\AppData\\Roaming";
  ScopedEnvironment env("OCHOS_UTF8_TEST", appData);
  EXPECT_EQ(environmentUtf8("OCHOS_UTF8_TEST"), appData);
}

TEST(EnvironmentUtf8, AnUnsetOrEmptyVariableIsNothing) {
  {
    ScopedEnvironment env("OCHOS_UTF8_TEST", std::nullopt);
    EXPECT_FALSE(environmentUtf8("OCHOS_UTF8_TEST"));
  }
  ScopedEnvironment env("OCHOS_UTF8_TEST", "");
  EXPECT_FALSE(environmentUtf8("OCHOS_UTF8_TEST"));
}

TEST(Utf8Profiles, AProfileFileInANonAsciiFolderLoadsByItsPath) {
  NonAsciiFolder folder;
  fs::copy_file(fixtureProfile(), folder.path() / "fixture.json");
  const ProfileLibrary library = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  const BuildResult built = library.build(utf8(folder.path()) + "/fixture.json", {});
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_EQ(built.rules->id, "fixture-draw-five");
}

TEST(Utf8Profiles, ABrokenProfileIsNamedInUtf8) {
  NonAsciiFolder folder;
  std::ofstream(folder.path() / "broken.json") << "{";
  const ProfileLibrary library = ProfileLibrary::load(builtInProfileDir(), folder.path());
  ASSERT_EQ(library.broken().size(), 1U);
  const std::string label = library.broken()[0].errors.at(0).file;
  EXPECT_NE(label.find("Ochos Ñ"), std::string::npos) << label;
  EXPECT_NE(label.find("Jürgen Łukasz"), std::string::npos) << label;
}

TEST(Utf8Profiles, TheUserFolderFollowsANonAsciiOverride) {
  NonAsciiFolder folder;
  ScopedEnvironment env("OCHOS_CONFIG_DIR", utf8(folder.path()));
  ASSERT_EQ(userProfileDir(), folder.path() / "profiles");
  fs::create_directory(folder.path() / "profiles");
  fs::copy_file(fixtureProfile(), folder.path() / "profiles" / "fixture.json");
  EXPECT_NE(ProfileLibrary::loadDefault().find("fixture-draw-five"), nullptr);
}

// %APPDATA% on Windows, $XDG_CONFIG_HOME elsewhere: the user's name is in it.
TEST(Utf8Profiles, TheUserFolderIsFoundWhateverTheUsersName) {
  NonAsciiFolder folder;
  ScopedEnvironment custom("OCHOS_CONFIG_DIR", std::nullopt);
#if defined(_WIN32)
  ScopedEnvironment appData("APPDATA", utf8(folder.path()));
  EXPECT_EQ(userProfileDir(), folder.path() / "Ochos Locos" / "profiles");
#elif defined(__APPLE__)
  ScopedEnvironment home("HOME", utf8(folder.path()));
  EXPECT_EQ(userProfileDir(),
            folder.path() / "Library" / "Application Support" / "Ochos Locos" / "profiles");
#else
  ScopedEnvironment xdg("XDG_CONFIG_HOME", utf8(folder.path()));
  EXPECT_EQ(userProfileDir(), folder.path() / "ochos-locos" / "profiles");
#endif
}

TEST(Utf8Profiles, AScenarioFindsAProfileBesideItInANonAsciiFolder) {
  NonAsciiFolder folder;
  fs::create_directory(folder.path() / fs::path(u8"Łódź"));
  fs::copy_file(fixtureProfile(), folder.path() / fs::path(u8"Łódź") / "fixture.json");
  std::ofstream(folder.path() / "bug.json")
      << R"({"profile": "Łódź/fixture.json", "players": 2, "actions": []})";
  const ProfileLibrary library = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  const ScenarioResult r = loadScenarioFile(folder.path() / "bug.json", library);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_EQ(r.scenario->rules->id, "fixture-draw-five");
}

}  // namespace
}  // namespace ochos::rules
