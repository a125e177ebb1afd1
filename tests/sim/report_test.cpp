#include "report.hpp"

#include <gtest/gtest.h>

namespace ochos::sim {
namespace {

RunResult sampleResult() {
  RunResult r;
  r.games = r.hands = 100;
  r.blockedHands = 10;
  r.decisions = 2000;
  r.slots.resize(2);
  r.slots[0].spec = "hard:500";
  r.slots[0].handsPlayed = r.slots[1].handsPlayed = 100;
  r.slots[0].handWins = 62.5;
  r.slots[1].handWins = 37.5;
  r.slots[0].pointsSum = -150;
  r.slots[0].decisionMs = {1.0, 2.0, 3.0, 40.0};
  r.slots[1].spec = "random";
  return r;
}

TEST(SimReport, JsonHasTheDocumentedKeys) {
  RunInfo info;
  info.profileId = "ochos-locos";
  info.players = 2;
  const nlohmann::json j = reportJson(info, sampleResult());
  for (const char* key : {"profile", "variants", "players", "hands", "matches", "blocked_share",
                          "mean_decisions_per_hand", "seats"})
    EXPECT_TRUE(j.contains(key)) << key;
  EXPECT_DOUBLE_EQ(j["blocked_share"].get<double>(), 0.1);
  EXPECT_DOUBLE_EQ(j["mean_decisions_per_hand"].get<double>(), 20.0);
  const auto& seat = j["seats"][0];
  for (const char* key :
       {"agent", "hand_wins", "hand_win_rate", "ci95", "match_wins", "mean_points", "decision_ms"})
    EXPECT_TRUE(seat.contains(key)) << key;
  EXPECT_EQ(seat["agent"], "hard:500");
  EXPECT_DOUBLE_EQ(seat["hand_win_rate"].get<double>(), 0.625);
  EXPECT_LT(seat["ci95"][0].get<double>(), 0.625);
  EXPECT_GT(seat["ci95"][1].get<double>(), 0.625);
  EXPECT_DOUBLE_EQ(seat["mean_points"].get<double>(), -1.5);
  EXPECT_DOUBLE_EQ(seat["decision_ms"]["p50"].get<double>(), 2.0);
  EXPECT_DOUBLE_EQ(seat["decision_ms"]["max"].get<double>(), 40.0);
  EXPECT_TRUE(seat["match_ci95"].is_null());  // hands mode
}

TEST(SimReport, TextNamesEveryAgent) {
  RunInfo info;
  info.profileId = "ochos-locos";
  info.profileName = "Ochos Locos";
  info.players = 2;
  const std::string text = reportText(info, sampleResult());
  EXPECT_NE(text.find("hard:500"), std::string::npos);
  EXPECT_NE(text.find("random"), std::string::npos);
  EXPECT_NE(text.find("62.5%"), std::string::npos);
  EXPECT_NE(text.find("blocked hands: 10.0%"), std::string::npos);
}

// --no-timings: what is left is the same on every machine (the Windows build's report is
// compared with the Linux build's byte for byte).
TEST(SimReport, WithoutTimingsNoDecisionTimesAppear) {
  RunInfo info;
  info.profileId = "ochos-locos";
  info.players = 2;
  info.timings = false;
  const nlohmann::json j = reportJson(info, sampleResult());
  for (const auto& seat : j["seats"])
    EXPECT_FALSE(seat.contains("decision_ms"));
  EXPECT_EQ(j["seats"][0]["agent"], "hard:500");
  const std::string text = reportText(info, sampleResult());
  EXPECT_EQ(text.find("ms p50"), std::string::npos);
  EXPECT_NE(text.find("hard:500"), std::string::npos);
}

}  // namespace
}  // namespace ochos::sim
