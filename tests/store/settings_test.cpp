#include "ochos/store/settings.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../temp_folder.hpp"
#include "ochos/store/settings_store.hpp"

namespace ochos::store {
namespace {

using nlohmann::json;
using ochos::testing::TempFolder;

Settings unusualSettings() {
  Settings s;
  s.animationSpeed = 0.5;
  s.computerPauseMs = 1200;
  s.catchWindowMs = 3000;
  s.sound = false;
  s.volume = 35;
  s.fourColourDeck = true;
  s.highlightPlayable = false;
  s.sortHand = HandSort::RankThenSuit;
  s.fullscreen = true;
  s.playerName = "Zoë";
  s.language = "pt-BR";
  s.windowWidth = 1920;
  s.windowHeight = 1080;
  s.lastPreset.profileId = "mau-mau";
  s.lastPreset.variants = {"action_cards", "stacking"};
  s.lastPreset.opponents = 3;
  s.lastPreset.seats = {{"easy", "Ana"}, {"hard", "Ben"}, {"medium", ""}};
  s.lastPreset.target = 200;
  s.lastPreset.singleHand = true;
  s.howToPlaySeen = {"mau-mau", "my-rules"};
  return s;
}

bool mentions(const std::vector<std::string>& notes, const std::string& word) {
  for (const auto& n : notes)
    if (n.find(word) != std::string::npos) return true;
  return false;
}

TEST(Settings, RoundTripKeepsEveryField) {
  const Settings s = unusualSettings();
  std::vector<std::string> notes;
  const Settings back = settingsFromJson(json::parse(settingsToJson(s).dump()), notes);
  EXPECT_EQ(back, s);
  EXPECT_TRUE(notes.empty()) << notes.front();
  EXPECT_EQ(settingsToJson(s)["version"], Settings::kVersion);
}

TEST(Settings, AnEmptyDocumentGivesDefaults) {
  std::vector<std::string> notes;
  EXPECT_EQ(settingsFromJson(json::object(), notes), Settings{});
  EXPECT_TRUE(notes.empty());
}

TEST(Settings, UnknownKeysAreIgnoredWithANote) {
  std::vector<std::string> notes;
  json doc = settingsToJson(Settings{});
  doc["colour_scheme"] = "dark";
  doc["window"]["maximised"] = true;
  const Settings s = settingsFromJson(doc, notes);
  EXPECT_EQ(s, Settings{});
  ASSERT_EQ(notes.size(), 2U);
  EXPECT_TRUE(mentions(notes, "colour_scheme"));
  EXPECT_TRUE(mentions(notes, "window.maximised"));
}

TEST(Settings, OutOfRangeValuesAreClampedWithANote) {
  std::vector<std::string> notes;
  const Settings s = settingsFromJson({{"animation_speed", 50.0},
                                       {"computer_pause_ms", -5},
                                       {"catch_window_ms", 60000},
                                       {"volume", 300},
                                       {"window", {{"width", 10}, {"height", 99999}}},
                                       {"last_preset", {{"opponents", 12}}}},
                                      notes);
  EXPECT_EQ(s.animationSpeed, Settings::kMaxAnimationSpeed);
  EXPECT_EQ(s.computerPauseMs, 0);
  EXPECT_EQ(s.catchWindowMs, Settings::kMaxCatchWindowMs);
  EXPECT_EQ(s.volume, 100);
  EXPECT_EQ(s.windowWidth, Settings::kMinWindowWidth);
  EXPECT_EQ(s.windowHeight, Settings::kMaxWindowSide);
  EXPECT_EQ(s.lastPreset.opponents, Settings::kMaxOpponents);
  EXPECT_EQ(notes.size(), 7U);
  EXPECT_TRUE(mentions(notes, "volume"));
  EXPECT_TRUE(mentions(notes, "last_preset.opponents"));
}

TEST(Settings, ValuesOfTheWrongKindFallBackToDefaults) {
  std::vector<std::string> notes;
  const Settings s = settingsFromJson(
      {{"sound", "yes"},
       {"volume", 50.5},
       {"sort_hand", "by_colour"},
       {"language", "../../etc"},
       {"window", 3},
       {"last_preset",
        {{"variants", {"a", 2}}, {"seats", {{{"strength", "godlike"}, {"name", "X"}}, 7}}}}},
      notes);
  const Settings d;
  EXPECT_EQ(s.sound, d.sound);
  EXPECT_EQ(s.volume, d.volume);
  EXPECT_EQ(s.sortHand, d.sortHand);
  EXPECT_EQ(s.language, d.language);
  EXPECT_EQ(s.windowWidth, d.windowWidth);
  EXPECT_TRUE(s.lastPreset.variants.empty());
  ASSERT_EQ(s.lastPreset.seats.size(), 2U);
  EXPECT_EQ(s.lastPreset.seats[0].strength, "medium");
  EXPECT_EQ(s.lastPreset.seats[0].name, "X");
  EXPECT_EQ(notes.size(), 8U);
}

TEST(Settings, PlayerNamesAreCleanedAndCutAtACharacterBoundary) {
  std::vector<std::string> notes;
  std::string longName;
  for (int i = 0; i < 30; ++i)
    longName += "é";  // two bytes each
  const Settings s = settingsFromJson({{"player_name", "A\tB\nC" + longName}}, notes);
  EXPECT_LE(s.playerName.size(), Settings::kMaxNameBytes);
  EXPECT_EQ(s.playerName.substr(0, 3), "ABC");
  EXPECT_EQ((s.playerName.size() - 3) % 2, 0U);  // no half character
  EXPECT_EQ(notes.size(), 1U);
}

TEST(Settings, TheHowToPlayCardOpensByItselfOncePerProfile) {
  Settings s;
  EXPECT_TRUE(firstSightOfHowToPlay(s, "mau-mau"));
  EXPECT_FALSE(firstSightOfHowToPlay(s, "mau-mau"));
  EXPECT_TRUE(firstSightOfHowToPlay(s, "crazy-eights"));
  std::vector<std::string> notes;
  Settings back = settingsFromJson(json::parse(settingsToJson(s).dump()), notes);
  EXPECT_TRUE(notes.empty());
  EXPECT_FALSE(firstSightOfHowToPlay(back, "mau-mau"));
  EXPECT_FALSE(firstSightOfHowToPlay(back, "crazy-eights"));
  EXPECT_TRUE(firstSightOfHowToPlay(back, "ochos-locos"));
}

TEST(Settings, AnOldOrBadListOfSeenProfilesStillLoads) {
  std::vector<std::string> notes;
  // A file from before the card: nothing seen, no complaint.
  Settings old = settingsFromJson({{"version", 1}, {"volume", 20}}, notes);
  EXPECT_TRUE(old.howToPlaySeen.empty());
  EXPECT_EQ(old.volume, 20);
  EXPECT_TRUE(notes.empty());
  for (const json& bad : {json("mau-mau"), json::array({"mau-mau", 3}), json::object()}) {
    notes.clear();
    const Settings s = settingsFromJson({{"how_to_play_seen", bad}, {"volume", 20}}, notes);
    EXPECT_TRUE(s.howToPlaySeen.empty()) << bad.dump();
    EXPECT_EQ(s.volume, 20);
    EXPECT_TRUE(mentions(notes, "how_to_play_seen")) << bad.dump();
  }
}

TEST(SettingsStore, SavesAndReadsBack) {
  TempFolder dir;
  const ConfigFolder folder = openConfigFolder(dir.path());
  SettingsStore store = SettingsStore::open(folder);
  EXPECT_EQ(store.settings(), Settings{});
  EXPECT_TRUE(store.message().empty());
  EXPECT_TRUE(store.persistent());
  ASSERT_TRUE(store.update(unusualSettings()));
  const SettingsStore again = SettingsStore::open(folder);
  EXPECT_EQ(again.settings(), unusualSettings());
  EXPECT_TRUE(again.notes().empty());
}

TEST(SettingsStore, ACorruptFileIsSetAsideNotOverwritten) {
  TempFolder dir;
  dir.write("settings.json", "{\"volume\": 40,,,");
  const ConfigFolder folder = openConfigFolder(dir.path());
  SettingsStore store = SettingsStore::open(folder);
  EXPECT_EQ(store.settings(), Settings{});
  EXPECT_NE(store.message().find("damaged"), std::string::npos);
  EXPECT_NE(store.message().find("settings.json.corrupt-"), std::string::npos) << store.message();
  EXPECT_NE(store.message().find("defaults are used"), std::string::npos);
  const std::string aside = dir.onlyFileStartingWith("settings.json.corrupt-");
  ASSERT_FALSE(aside.empty());
  ASSERT_TRUE(store.update(unusualSettings()));
  EXPECT_EQ(dir.read(aside), "{\"volume\": 40,,,");
}

TEST(SettingsStore, AFileWithoutVersionOrNotAnObjectIsCorrupt) {
  for (const char* text : {R"({"volume": 40})", "[1, 2]", R"({"version": "1"})", ""}) {
    TempFolder dir;
    dir.write("settings.json", text);
    const SettingsStore store = SettingsStore::open(openConfigFolder(dir.path()));
    EXPECT_FALSE(dir.onlyFileStartingWith("settings.json.corrupt-").empty()) << text;
    EXPECT_FALSE(store.message().empty());
  }
}

TEST(SettingsStore, ANewerFileIsSetAsideWithItsOwnMessage) {
  TempFolder dir;
  dir.write("settings.json", R"({"version": 2, "volume": 10, "hologram": true})");
  const SettingsStore store = SettingsStore::open(openConfigFolder(dir.path()));
  EXPECT_EQ(store.settings(), Settings{});
  EXPECT_NE(store.message().find("newer version"), std::string::npos) << store.message();
  const std::string aside = dir.onlyFileStartingWith("settings.json.newer-");
  ASSERT_FALSE(aside.empty());
  EXPECT_EQ(dir.read(aside), R"({"version": 2, "volume": 10, "hologram": true})");
  EXPECT_FALSE(dir.path().empty());
}

TEST(SettingsStore, NoWritableFolderKeepsSettingsInMemory) {
  TempFolder dir;
  dir.write("plain-file", "x");
  const ConfigFolder folder = openConfigFolder(dir.path() / "plain-file" / "sub");
  SettingsStore store = SettingsStore::open(folder);
  EXPECT_FALSE(store.persistent());
  EXPECT_TRUE(store.update(unusualSettings()));
  EXPECT_EQ(store.settings(), unusualSettings());
  EXPECT_EQ(dir.files(), std::vector<std::string>{"plain-file"});
}

}  // namespace
}  // namespace ochos::store

namespace ochos::store {
namespace {

TEST(SettingsStore, AFolderInPlaceOfTheFileIsLeftAloneAndNotWrittenOver) {
  ochos::testing::TempFolder dir;
  std::filesystem::create_directory(dir.path() / "settings.json");
  dir.write("settings.json/keep.txt", "mine");
  SettingsStore store = SettingsStore::open(openConfigFolder(dir.path()));
  EXPECT_EQ(store.settings(), Settings{});
  EXPECT_FALSE(store.message().empty());
  store.update(unusualSettings());  // may fail or go elsewhere, never destroys the folder
  bool kept = false;
  for (const auto& e : std::filesystem::directory_iterator(dir.path()))
    if (std::filesystem::exists(e.path() / "keep.txt"))
      kept = dir.read(e.path().filename().string() + "/keep.txt") == "mine";
  EXPECT_TRUE(kept);
}

}  // namespace
}  // namespace ochos::store
