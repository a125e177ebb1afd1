#include "ochos/store/statistics.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../temp_folder.hpp"
#include "ochos/store/statistics_store.hpp"

namespace ochos::store {

using engine::ScoringMode;

namespace {

using ochos::testing::TempFolder;

TEST(Statistics, PresetKeySortsVariants) {
  EXPECT_EQ(presetKey("mau-mau", {}), "mau-mau");
  EXPECT_EQ(presetKey("mau-mau", {"stacking", "action_cards"}), "mau-mau+action_cards+stacking");
  EXPECT_EQ(presetKey("mau-mau", {"action_cards", "stacking"}),
            presetKey("mau-mau", {"stacking", "action_cards", "stacking"}));
}

TEST(Statistics, HandsCountPointsAndStreaks) {
  Statistics s;
  const std::string key = presetKey("crazy-eights", {});
  s.recordHand(key, ScoringMode::WinnerCollects, 40, true);
  s.recordHand(key, ScoringMode::WinnerCollects, 25, true);
  s.recordHand(key, ScoringMode::WinnerCollects, 0, false);
  s.recordHand(key, ScoringMode::WinnerCollects, 70, true);
  const PresetStats* p = s.find(key);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->handsPlayed, 4);
  EXPECT_EQ(p->handsWon, 3);
  EXPECT_EQ(p->bestHand(), 70);
  EXPECT_DOUBLE_EQ(*p->handPoints.average(), 33.75);
  EXPECT_EQ(p->handStreak.current, 1);
  EXPECT_EQ(p->handStreak.longest, 2);
  EXPECT_EQ(p->matchesPlayed, 0);
  EXPECT_FALSE(p->bestMatch());
}

TEST(Statistics, InPenaltyPresetsTheLowestScoreIsBest) {
  Statistics s;
  s.recordMatch("mau-mau", ScoringMode::PenaltyPoints, 85, false);
  s.recordMatch("mau-mau", ScoringMode::PenaltyPoints, 12, true);
  s.recordMatch("mau-mau", ScoringMode::PenaltyPoints, 40, true);
  const PresetStats& p = *s.find("mau-mau");
  EXPECT_EQ(p.matchesPlayed, 3);
  EXPECT_EQ(p.matchesWon, 2);
  EXPECT_EQ(p.bestMatch(), 12);
  EXPECT_EQ(p.matchPoints.best(ScoringMode::WinnerCollects), 85);
  EXPECT_EQ(p.matchStreak.current, 2);
  EXPECT_EQ(p.matchStreak.longest, 2);
}

TEST(Statistics, PresetsAreKeptApartAndResettable) {
  Statistics s;
  s.recordHand("a", ScoringMode::PenaltyPoints, 5, false);
  s.recordHand("b", ScoringMode::PenaltyPoints, 0, true);
  s.reset("a");
  EXPECT_EQ(s.find("a"), nullptr);
  ASSERT_NE(s.find("b"), nullptr);
  EXPECT_EQ(s.find("b")->handsWon, 1);
  s.resetAll();
  EXPECT_TRUE(s.empty());
}

TEST(Statistics, JsonRoundTrip) {
  Statistics s;
  s.recordHand("mau-mau+action_cards", ScoringMode::PenaltyPoints, 14, false);
  s.recordHand("mau-mau+action_cards", ScoringMode::PenaltyPoints, 0, true);
  s.recordMatch("mau-mau+action_cards", ScoringMode::PenaltyPoints, 14, true);
  s.recordHand("crazy-eights", ScoringMode::WinnerCollects, 63, true);
  std::string error;
  const auto back = Statistics::fromJson(nlohmann::json::parse(s.toJson().dump()), error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(*back, s);
}

TEST(Statistics, MalformedDocumentsAreRejected) {
  std::string error;
  EXPECT_FALSE(Statistics::fromJson({{"version", 1}}, error));
  Statistics s;
  s.recordHand("x", ScoringMode::PenaltyPoints, 3, true);
  nlohmann::json doc = s.toJson();
  doc["presets"]["x"]["hands_won"] = 9;  // more than played
  EXPECT_FALSE(Statistics::fromJson(doc, error));
  doc = s.toJson();
  doc["presets"]["x"]["scoring"] = "golf";
  EXPECT_FALSE(Statistics::fromJson(doc, error));
  doc = s.toJson();
  doc["presets"]["x"]["hand_points"]["count"] = "three";
  EXPECT_FALSE(Statistics::fromJson(doc, error));
  EXPECT_FALSE(error.empty());
}

using Pointer = nlohmann::json::json_pointer;

// Reproduced with fuzz_statistics: 1e300 was converted to an int (undefined behaviour), and a count
// of 2147483647 overflowed when the next hand was recorded. Numbers must be whole and in range.
TEST(Statistics, NumbersOutOfRangeAreDamage) {
  Statistics s;
  s.recordHand("x", ScoringMode::PenaltyPoints, 3, true);
  const std::vector<std::pair<Pointer, nlohmann::json>> damaged = {
      {Pointer("/presets/x/matches_played"), 1e300},
      {Pointer("/presets/x/hands_played"), 2147483647},
      {Pointer("/presets/x/hands_played"), 4294967297ULL},
      {Pointer("/presets/x/hands_played"), 1.5},
      {Pointer("/presets/x/hand_points/total"), 9223372036854775807LL},
      {Pointer("/presets/x/hand_points/lowest"), -3e9},
      {Pointer("/presets/x/hand_streak/current"), -1},
  };
  for (const auto& [where, value] : damaged) {
    nlohmann::json doc = s.toJson();
    doc[where] = value;
    std::string error;
    EXPECT_FALSE(Statistics::fromJson(doc, error)) << where.to_string() << " = " << value.dump();
  }
  nlohmann::json doc = s.toJson();
  doc[Pointer("/presets/x/hands_played")] = 1'000'000'000;
  std::string error;
  auto large = Statistics::fromJson(doc, error);
  ASSERT_TRUE(large) << error;
  large->recordHand("x", ScoringMode::PenaltyPoints, 3, true);
  EXPECT_EQ(large->find("x")->handsPlayed, 1'000'000'001);
}

TEST(StatisticsStore, RecordsSurviveARestart) {
  TempFolder dir;
  const ConfigFolder folder = openConfigFolder(dir.path());
  {
    StatisticsStore store = StatisticsStore::open(folder);
    ASSERT_TRUE(store.recordHand("switch", ScoringMode::PenaltyPoints, 7, false));
    ASSERT_TRUE(store.recordMatch("switch", ScoringMode::PenaltyPoints, 7, true));
  }
  const StatisticsStore again = StatisticsStore::open(folder);
  ASSERT_NE(again.statistics().find("switch"), nullptr);
  EXPECT_EQ(again.statistics().find("switch")->matchesWon, 1);
  EXPECT_TRUE(again.message().empty());
}

TEST(StatisticsStore, ResetIsSaved) {
  TempFolder dir;
  const ConfigFolder folder = openConfigFolder(dir.path());
  StatisticsStore store = StatisticsStore::open(folder);
  ASSERT_TRUE(store.recordHand("a", ScoringMode::PenaltyPoints, 1, true));
  ASSERT_TRUE(store.recordHand("b", ScoringMode::PenaltyPoints, 1, true));
  ASSERT_TRUE(store.reset("a"));
  EXPECT_EQ(StatisticsStore::open(folder).statistics().all().size(), 1U);
  ASSERT_TRUE(store.resetAll());
  EXPECT_TRUE(StatisticsStore::open(folder).statistics().empty());
}

TEST(StatisticsStore, DamagedOrNewerFilesAreSetAside) {
  struct Case {
    const char* text;
    const char* prefix;
  };
  for (const Case c : {Case{"{oops", "statistics.json.corrupt-"},
                       Case{R"({"version": 1, "presets": {"x": {"matches_played": -1}}})",
                            "statistics.json.corrupt-"},
                       Case{R"({"version": 7, "presets": {}})", "statistics.json.newer-"}}) {
    TempFolder dir;
    dir.write("statistics.json", c.text);
    StatisticsStore store = StatisticsStore::open(openConfigFolder(dir.path()));
    EXPECT_TRUE(store.statistics().empty());
    EXPECT_FALSE(store.message().empty()) << c.text;
    const std::string aside = dir.onlyFileStartingWith(c.prefix);
    ASSERT_FALSE(aside.empty()) << c.text;
    ASSERT_TRUE(store.recordHand("a", ScoringMode::PenaltyPoints, 1, true));
    EXPECT_EQ(dir.read(aside), c.text);
  }
}

}  // namespace
}  // namespace ochos::store
