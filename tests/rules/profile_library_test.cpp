// The library of built-in and user profiles: broken files are listed, never fatal.

#include <cstdlib>
#include <fstream>

#include <gtest/gtest.h>

#include "profile_test_util.hpp"

namespace ochos::rules {
namespace {

namespace fs = std::filesystem;
using testing::hasError;

class TempDir {
 public:
  TempDir() {
    path_ =
        fs::temp_directory_path() /
        ("ochos-rules-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name) << text;
  }
  void copy(const fs::path& from) const { fs::copy_file(from, path_ / from.filename()); }

 private:
  fs::path path_;
};

fs::path dataFile(const std::string& relative) {
  return fs::path(testing::dataDir()) / "profiles" / relative;
}

TEST(ProfileLibrary, BrokenUserProfilesAreListedAndBuiltInsStillLoad) {
  TempDir user;
  user.copy(dataFile("broken/bad-types.json"));
  user.copy(dataFile("broken/not-json.json"));
  user.copy(dataFile("fixture-draw-five.json"));
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), user.path());
  for (const char* id : {"crazy-eights", "ochos-locos", "mau-mau", "switch"}) {
    EXPECT_NE(lib.find(id), nullptr) << id;
  }
  const ProfileInfo* mine = lib.find("fixture-draw-five");
  ASSERT_NE(mine, nullptr);
  EXPECT_FALSE(mine->builtIn);
  ASSERT_EQ(lib.broken().size(), 2U);
  const BrokenProfile& badTypes = lib.broken()[0];
  EXPECT_EQ(badTypes.path.filename(), "bad-types.json");
  EXPECT_EQ(badTypes.errors[0].file, (user.path() / "bad-types.json").string());
  EXPECT_TRUE(hasError(badTypes.errors, "/players/min", "expected an integer"));
  EXPECT_TRUE(hasError(badTypes.errors, "/cards/wild", "expected an array of ranks"));
  EXPECT_TRUE(hasError(badTypes.errors, "/cards/wildcard", "unknown key"));
  EXPECT_TRUE(hasError(badTypes.errors, "/draw/max_per_turn", "\"unlimited\""));
  EXPECT_TRUE(hasError(badTypes.errors, "/scoring/mode", "\"winner_collects\""));
  EXPECT_TRUE(hasError(badTypes.errors, "/scoring/card_values", "no value for rank(s) 2"));
  const BrokenProfile& notJson = lib.broken()[1];
  ASSERT_EQ(notJson.errors.size(), 1U);
  EXPECT_NE(notJson.errors[0].message.find("not valid JSON: parse error at line 5"),
            std::string::npos)
      << notJson.errors[0].message;
  // A broken profile cannot be built, and says why.
  const BuildResult built = lib.build("bad-types", {});
  EXPECT_FALSE(built);
  EXPECT_NE(built.errors[0].message.find("has errors"), std::string::npos);
}

// Found by fuzz_scenario: a number too large for any type ("1e67296") escaped as an exception
// that ended the program, where a syntax error is reported.
TEST(ProfileLibrary, AHugeNumberIsReportedLikeASyntaxError) {
  std::vector<ProfileError> errors;
  const auto doc = readJsonText(R"({"players": {"min": 1e67296}})", "huge.json", errors);
  EXPECT_FALSE(doc.has_value());
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].file, "huge.json");
  EXPECT_NE(errors[0].message.find("not valid JSON: number overflow parsing '1e67296'"),
            std::string::npos)
      << errors[0].message;
}

TEST(ProfileLibrary, MissingUserFolderIsFine) {
  const ProfileLibrary lib =
      ProfileLibrary::load(builtInProfileDir(), fs::path("/nonexistent/ochos-locos/profiles"));
  EXPECT_TRUE(lib.broken().empty());
  EXPECT_EQ(lib.profiles().size(), 4U);
}

// A lone executable carries the built-in profiles: the same documents, variants and order.
TEST(ProfileLibrary, EmbeddedProfilesMatchTheShippedFiles) {
  const ProfileLibrary onDisk = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  const ProfileLibrary embedded = ProfileLibrary::load(embeddedProfiles(), std::nullopt);
  EXPECT_TRUE(embedded.broken().empty());
  ASSERT_EQ(embedded.profiles().size(), onDisk.profiles().size());
  for (std::size_t i = 0; i < onDisk.profiles().size(); ++i) {
    const ProfileInfo& a = onDisk.profiles()[i];
    const ProfileInfo& b = embedded.profiles()[i];
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.document, b.document) << a.id;
    ASSERT_EQ(a.variants.size(), b.variants.size()) << a.id;
    for (std::size_t v = 0; v < a.variants.size(); ++v)
      EXPECT_EQ(a.variants[v].id, b.variants[v].id) << a.id;
    EXPECT_TRUE(b.builtIn);
  }
  EXPECT_TRUE(embedded.build("mau-mau", {}).rules != nullptr);
}

TEST(ProfileLibrary, MissingBuiltInFolderIsReported) {
  const ProfileLibrary lib = ProfileLibrary::load("/nonexistent/built-in", std::nullopt);
  ASSERT_EQ(lib.broken().size(), 1U);
  EXPECT_TRUE(lib.profiles().empty());
}

TEST(ProfileLibrary, UserProfileMayNotReuseABuiltInId) {
  TempDir user;
  nlohmann::json doc = testing::minimalProfile();
  doc["id"] = "crazy-eights";
  user.write("mine.json", doc.dump());
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), user.path());
  ASSERT_EQ(lib.broken().size(), 1U);
  EXPECT_TRUE(
      hasError(lib.broken()[0].errors, "/id", "already used by <built-in>/crazy-eights.json"));
  EXPECT_EQ(lib.find("crazy-eights")->name, "Crazy Eights");
}

TEST(ProfileLibrary, RepeatedKeysAreReported) {
  TempDir user;
  user.write("twice.json", R"({"format": 1, "id": "twice", "name": "A",
    "cards": {"wild": ["8"], "wild": ["J"]}, "name": "B"})");
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), user.path());
  ASSERT_EQ(lib.broken().size(), 1U);
  EXPECT_TRUE(hasError(lib.broken()[0].errors, "/cards/wild", "appears twice"));
  EXPECT_TRUE(hasError(lib.broken()[0].errors, "/name", "appears twice"));
}

TEST(ProfileLibrary, RepeatedKeysInsideArraysPointAtTheElement) {
  TempDir dir;
  dir.write("x.json", R"({"a": [1, {"b": 1}, {"c": 1, "c": 2}]})");
  std::vector<ProfileError> errors;
  EXPECT_FALSE(readJsonFile(dir.path() / "x.json", "x.json", errors));
  EXPECT_TRUE(hasError(errors, "/a/2/c", "appears twice"));
}

TEST(ProfileLibrary, BuildByIdByPathAndUnknownId) {
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  EXPECT_TRUE(lib.build("ochos-locos", {"action_cards"}));
  const BuildResult byPath = lib.build(dataFile("fixture-draw-five.json").string(), {});
  ASSERT_TRUE(byPath) << testing::dump(byPath.errors);
  EXPECT_EQ(byPath.rules->id, "fixture-draw-five");
  const BuildResult unknown = lib.build("uno", {});
  EXPECT_FALSE(unknown);
  ASSERT_EQ(unknown.errors.size(), 1U);
  EXPECT_NE(unknown.errors[0].message.find("known: crazy-eights, mau-mau, ochos-locos, switch"),
            std::string::npos)
      << unknown.errors[0].message;
  const BuildResult missingFile = lib.build("/nowhere/mine.json", {});
  EXPECT_FALSE(missingFile);
  EXPECT_TRUE(hasError(missingFile.errors, "", "cannot open"));
}

TEST(ProfileLibrary, BuiltInErrorsAreLabelledAsBuiltIn) {
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  const BuildResult built = lib.build("switch", {"nope"});
  ASSERT_FALSE(built.errors.empty());
  EXPECT_EQ(built.errors[0].file, "<built-in>/switch.json");
}

TEST(ProfileLibrary, InfoSummarisesTheProfile) {
  const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  const ProfileInfo* info = lib.find("mau-mau");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->name, "Mau-Mau");
  EXPECT_EQ(info->minPlayers, 2);
  EXPECT_EQ(info->maxPlayers, 8);
  EXPECT_EQ(info->variants.size(), 4U);
  EXPECT_EQ(info->document["id"], "mau-mau");
  EXPECT_EQ(info->path.filename(), "mau-mau.json");
}

#if !defined(_WIN32) && !defined(__APPLE__)
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value != nullptr) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ~ScopedEnv() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(ProfilePaths, ResourceDirFromTheEnvironment) {
  ScopedEnv env("OCHOS_RESOURCE_DIR", "/opt/ochos");
  EXPECT_EQ(builtInProfileDir(), fs::path("/opt/ochos/profiles"));
}

TEST(ProfilePaths, BuiltInDirDefaultsToAnExistingFolder) {
  ScopedEnv env("OCHOS_RESOURCE_DIR", nullptr);
  EXPECT_TRUE(fs::exists(builtInProfileDir() / "crazy-eights.json")) << builtInProfileDir();
}

TEST(ProfilePaths, UserDirFollowsTheConfigFolderOverride) {
  ScopedEnv custom("OCHOS_CONFIG_DIR", "/tmp/portable");
  EXPECT_EQ(userProfileDir(), fs::path("/tmp/portable/profiles"));
}

TEST(ProfilePaths, UserDirFollowsXdg) {
  ScopedEnv custom("OCHOS_CONFIG_DIR", nullptr);
  ScopedEnv xdg("XDG_CONFIG_HOME", "/tmp/xdg");
  EXPECT_EQ(userProfileDir(), fs::path("/tmp/xdg/ochos-locos/profiles"));
}

TEST(ProfilePaths, UserDirFallsBackToHomeConfig) {
  ScopedEnv custom("OCHOS_CONFIG_DIR", nullptr);
  ScopedEnv xdg("XDG_CONFIG_HOME", nullptr);
  ScopedEnv home("HOME", "/home/ana");
  EXPECT_EQ(userProfileDir(), fs::path("/home/ana/.config/ochos-locos/profiles"));
}

TEST(ProfilePaths, RelativeXdgIsIgnored) {
  ScopedEnv custom("OCHOS_CONFIG_DIR", nullptr);
  ScopedEnv xdg("XDG_CONFIG_HOME", "relative/config");
  ScopedEnv home("HOME", "/home/ana");
  EXPECT_EQ(userProfileDir(), fs::path("/home/ana/.config/ochos-locos/profiles"));
}
#endif

}  // namespace
}  // namespace ochos::rules
