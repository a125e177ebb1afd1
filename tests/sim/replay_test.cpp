#include "replay.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace ochos::sim {
namespace {

using nlohmann::json;

json readScenario(const std::string& name) {
  std::ifstream in(std::string(OCHOS_SIM_SCENARIO_DIR) + "/" + name);
  return json::parse(in);
}

std::vector<std::string> played(const json& events) {
  std::vector<std::string> out;
  for (const json& e : events)
    if (e["type"] == "card_played")
      out.push_back(std::to_string(e["seat"].get<int>()) + ":" + e["card"].get<std::string>());
  return out;
}

TEST(SimReplay, FixtureOpeningEventsAndFinalState) {
  const ReplayOutcome r = runReplay(readScenario("fixture_opening.json"), OCHOS_SIM_SCENARIO_DIR);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  EXPECT_FALSE(r.output.contains("error"));
  EXPECT_EQ(played(r.output["events"]),
            (std::vector<std::string>{"1:9D", "0:9C", "1:KC", "0:8H", "1:4S"}));
  const json& f = r.output["final"];
  EXPECT_EQ(f["top_card"], "4S");
  EXPECT_EQ(f["active_suit"], "spades");
  EXPECT_EQ(f["declared"], false);  // the declaration lasts until the next card only
  EXPECT_EQ(f["current_player"], 0);
  EXPECT_EQ(f["stock_size"], 36);
  EXPECT_EQ(f["pending_draw"], 0);
  EXPECT_EQ(f["phase"], "playing");
  EXPECT_EQ(f["hands"][1], (json{"5C", "JD", "2H", "7S"}));  // clubs, diamonds, hearts, spades
  EXPECT_EQ(f["hands"][0].size(), 6U);
  EXPECT_EQ(f["cards_accounted_for"], true);
  EXPECT_EQ(r.output["steps_applied"], 6);

  // The deal came before any step; the declaration belongs to step 4, the draw to step 3.
  bool sawDeal = false;
  for (const json& e : r.output["events"]) {
    if (e["type"] == "card_dealt") {
      EXPECT_TRUE(e["step"].is_null());
      sawDeal = true;
    }
    if (e["type"] == "suit_declared") {
      EXPECT_EQ(e["step"], 4);
      EXPECT_EQ(e["suit"], "spades");
    }
    if (e["type"] == "card_drawn") {
      EXPECT_EQ(e["step"], 3);
    }
  }
  EXPECT_TRUE(sawDeal);
}

// R1 and R6 through the replay: going out ends the hand at once, the loser adds their own hand
// value, and the next hand is dealt from the seed at once, with the step that ended the last.
TEST(SimReplay, WholeHandThenTheNextDeal) {
  const ReplayOutcome r =
      runReplay(readScenario("fixture_whole_hand.json"), OCHOS_SIM_SCENARIO_DIR);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  int ended = 0;
  for (const json& e : r.output["events"]) {
    if (e["type"] == "hand_ended") {
      ++ended;
      EXPECT_EQ(e["seat"], 1);
      EXPECT_EQ(e["step"], 12);
    }
    if (e["type"] == "hand_scored" && e["seat"] == 0) {
      EXPECT_EQ(e["value"], 3);
    }
    if (e["type"] == "hand_started" && e["value"] == 2) {
      EXPECT_EQ(e["step"], 12);
      EXPECT_EQ(e["hand"], 2);
    }
  }
  EXPECT_EQ(ended, 1);
  const json& f = r.output["final"];
  EXPECT_EQ(f["scores"], (json{3, 0}));
  EXPECT_EQ(f["last_hand_winner"], 1);
  EXPECT_EQ(f["hand_number"], 2);
  EXPECT_EQ(f["dealer"], 1);            // the deal moved one seat left
  EXPECT_EQ(f["hands"][0].size(), 8U);  // seven dealt and the one drawn
  EXPECT_EQ(f["cards_accounted_for"], true);
}

TEST(SimReplay, IllegalActionStopsWithStepAndReason) {
  const ReplayOutcome r = runReplay(readScenario("fixture_illegal.json"), OCHOS_SIM_SCENARIO_DIR);
  EXPECT_EQ(r.exitCode, 1);
  ASSERT_TRUE(r.output.contains("error")) << r.output.dump(2);
  EXPECT_EQ(r.output["error"]["step"], 1);
  EXPECT_EQ(r.output["error"]["seat"], 0);
  EXPECT_FALSE(r.output["error"]["reason"].get<std::string>().empty());
  // The engine's stable code stands next to the English, for scripts and for other languages.
  EXPECT_EQ(r.output["error"]["code"], "does_not_match");
  // What happened before the refusal is still reported, and the state is unchanged by it.
  EXPECT_EQ(played(r.output["events"]), (std::vector<std::string>{"1:9D"}));
  EXPECT_EQ(r.output["final"]["top_card"], "9D");
  EXPECT_EQ(r.output["steps_applied"], 1);
}

TEST(SimReplay, BrokenScenarioIsAnErrorNotACrash) {
  json doc = readScenario("fixture_opening.json");
  doc["players"] = "two";
  ReplayOutcome r = runReplay(doc, OCHOS_SIM_SCENARIO_DIR);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.output["error"]["reason"].get<std::string>().find("/players"), std::string::npos)
      << r.output.dump();

  doc = readScenario("fixture_opening.json");
  doc["deck"].push_back("9D");  // the deck holds it once
  r = runReplay(doc, OCHOS_SIM_SCENARIO_DIR);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_TRUE(r.output["error"]["step"].is_null());
  EXPECT_NE(r.output["error"]["reason"].get<std::string>().find("/deck/52"), std::string::npos)
      << r.output.dump();
}

TEST(SimReplay, ShuffledDeckFromSeedWithBuiltInProfile) {
  const json doc = {{"profile", "ochos-locos"},
                    {"players", 3},
                    {"dealer", 2},
                    {"seed", "12"},
                    {"actions", json::array()}};
  const ReplayOutcome r = runReplay(doc, ".");
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const json& f = r.output["final"];
  EXPECT_EQ(f["hands"].size(), 3U);
  EXPECT_EQ(f["hands"][0].size(), 7U);
  EXPECT_EQ(f["current_player"], 0);  // left of the dealer
  EXPECT_EQ(f["dealer"], 2);
}

}  // namespace
}  // namespace ochos::sim
