// What the replay tells a person filing a rule bug: the legal actions, the stock, each hand's
// deal and end, notes on what the engine did for them, and warnings about what they may not mean.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "ochos/rules/profile_library.hpp"
#include "replay.hpp"
#include "replay_json.hpp"

namespace ochos::sim {
namespace {

using nlohmann::json;

json readScenario(const std::string& name) {
  std::ifstream in(std::string(OCHOS_SIM_SCENARIO_DIR) + "/" + name);
  return json::parse(in);
}

ReplayOutcome replay(const json& doc, bool legal = false) {
  ReplayOptions options;
  options.legal = legal;
  return runReplay(doc, OCHOS_SIM_SCENARIO_DIR, options);
}

bool contains(const json& list, const std::string& item) {
  return std::find(list.begin(), list.end(), json(item)) != list.end();
}

std::string joined(const json& list) {
  std::string out;
  for (const json& item : list)
    out += item.get<std::string>() + " | ";
  return out;
}

std::vector<json> eventsOf(const json& output, const std::string& type) {
  std::vector<json> out;
  for (const json& e : output["events"])
    if (e["type"] == type) out.push_back(e);
  return out;
}

// --legal: before each step the engine's legal actions, written as a scenario writes them, so
// that the step taken is among them; and at the end.
TEST(SimReplayReport, LegalActionsBeforeEachStepAndAtTheEnd) {
  const json doc = readScenario("fixture_opening.json");
  const ReplayOutcome r = replay(doc, true);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const json& legal = r.output["legal"];
  ASSERT_EQ(legal.size(), doc["actions"].size());
  for (std::size_t i = 0; i < legal.size(); ++i) {
    EXPECT_EQ(legal[i]["before_step"], i);
    EXPECT_EQ(legal[i]["hand"], 1);
  }
  EXPECT_TRUE(contains(legal[0]["actions"], "1: play 9D")) << joined(legal[0]["actions"]);
  EXPECT_TRUE(contains(legal[3]["actions"], "0: draw")) << joined(legal[3]["actions"]);
  // A wild offers each suit; the step declared spades.
  EXPECT_TRUE(contains(legal[4]["actions"], "0: play 8H spades")) << joined(legal[4]["actions"]);
  EXPECT_TRUE(contains(legal[4]["actions"], "0: play 8H clubs"));
  EXPECT_FALSE(contains(legal[4]["actions"], "0: play 8H"));
  // Nothing for the player who is not to act.
  for (const json& a : legal[0]["actions"])
    EXPECT_EQ(a.get<std::string>().rfind("1: ", 0), 0U) << a;
  EXPECT_TRUE(contains(r.output["final"]["legal"], "0: draw"));
  // Without the option the output stays as it was.
  const ReplayOutcome plain = replay(doc);
  EXPECT_FALSE(plain.output.contains("legal"));
  EXPECT_FALSE(plain.output["final"].contains("legal"));
}

// The stock is printed top first: its first card is the next one drawn.
TEST(SimReplayReport, StockTopFirstIsTheNextCardDrawn) {
  const ReplayOutcome r = replay(readScenario("fixture_opening.json"));
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const json& deal = r.output["hands"][0]["deal"];
  ASSERT_EQ(deal["stock"].size(), deal["stock_size"].get<std::size_t>());
  const std::vector<json> drawn = eventsOf(r.output, "card_drawn");
  ASSERT_EQ(drawn.size(), 1U);
  EXPECT_EQ(deal["stock"][0], drawn[0]["card"]);
  const json& final = r.output["final"];
  EXPECT_EQ(final["stock"].size(), final["stock_size"].get<std::size_t>());
  EXPECT_EQ(final["stock"][0], deal["stock"][1]);
}

// The worked example of docs/replay-scenarios.md: two stacked hands, the second dealt by seat 1
// as soon as the first is over, every event with its hand, and the pass the engine made for
// seat 0 written by the reporter.
TEST(SimReplayReport, TwoStackedHandsDealtAsSoonAsTheLastEnds) {
  const ReplayOutcome r = replay(readScenario("mau_mau_two_hands.json"));
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const json& hands = r.output["hands"];
  ASSERT_EQ(hands.size(), 2U);
  // Hand 1 as stacked: seat 1 (left of dealer 0) got the first card; the 11th card turned.
  EXPECT_EQ(hands[0]["deal"]["hands"][1], (json{"QD", "AH", "9H", "QH", "KS"}));
  EXPECT_EQ(hands[0]["deal"]["top_card"], "9C");
  EXPECT_EQ(hands[0]["ended_at_step"], 8);
  // Its end says so: no suit to follow and nobody to act any more.
  const json& end = hands[0]["end"];
  EXPECT_EQ(end["phase"], "hand_over");
  EXPECT_TRUE(end["current_player"].is_null());
  EXPECT_TRUE(end["active_suit"].is_null());
  EXPECT_EQ(end["status"], "hand 1 is over: seat 1 went out");
  EXPECT_EQ(end["scores"], (json{10, 0}));
  // Hand 2 from its own stacked deck, dealt by seat 1 with the step that ended hand 1.
  EXPECT_EQ(hands[1]["dealt_at_step"], 8);
  EXPECT_EQ(hands[1]["deal"]["dealer"], 1);
  EXPECT_EQ(hands[1]["deal"]["hands"][0], (json{"AD", "KD", "9H", "KH", "10S"}));
  EXPECT_EQ(hands[1]["deal"]["top_card"], "QC");
  EXPECT_EQ(hands[1]["deal"]["stock"][0], "AS");
  EXPECT_EQ(hands[1]["deal"]["current_player"], 0);
  int hand = 1;
  for (const json& e : r.output["events"]) {
    if (e["type"] == "hand_started" && e["value"] == 2) hand = 2;
    EXPECT_EQ(e["hand"], hand) << e;
  }
  EXPECT_EQ(hand, 2);
  EXPECT_EQ(r.output["final"]["status"], "hand 2: seat 0 to act");
}

// A scenario that stops right where a hand ends still shows the next deal, and its final state
// is that deal, not the stale end of the last hand.
TEST(SimReplayReport, TheNextDealIsShownEvenWhenTheScenarioStopsThere) {
  json doc = readScenario("mau_mau_two_hands.json");
  doc["actions"].erase(doc["actions"].begin() + 9, doc["actions"].end());
  const ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  ASSERT_EQ(r.output["hands"].size(), 2U);
  EXPECT_EQ(r.output["final"]["hand_number"], 2);
  EXPECT_EQ(r.output["final"]["top_card"], "QC");
  EXPECT_EQ(r.output["final"]["active_suit"], "clubs");
}

// When passing is a player's only move the engine passes for them; the written pass is taken as
// done and noted, and the game is the same as without it.
TEST(SimReplayReport, AWrittenAutomaticPassIsANotedNoOp) {
  const json doc = readScenario("mau_mau_two_hands.json");
  const ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const std::vector<json> passes = eventsOf(r.output, "turn_passed");
  ASSERT_EQ(passes.size(), 1U);
  EXPECT_EQ(passes[0]["automatic"], true);
  EXPECT_EQ(passes[0]["step"], 9);
  ASSERT_EQ(r.output["notes"].size(), 1U);
  EXPECT_EQ(r.output["notes"][0]["step"], 10);
  EXPECT_EQ(r.output["notes"][0]["pointer"], "/actions/10");
  EXPECT_NE(r.output["notes"][0]["note"].get<std::string>().find("engine passed for them"),
            std::string::npos);

  json without = doc;
  without["actions"].erase(without["actions"].begin() + 10);
  const ReplayOutcome same = replay(without);
  ASSERT_EQ(same.exitCode, 0) << same.output.dump(2);
  EXPECT_FALSE(same.output.contains("notes"));
  EXPECT_EQ(same.output["final"], r.output["final"]);

  // A pass by a seat the engine did not pass for is still refused.
  json wrong = doc;
  wrong["actions"][10] = "1: pass";
  const ReplayOutcome refused = replay(wrong);
  EXPECT_EQ(refused.exitCode, 1);
  EXPECT_EQ(refused.output["error"]["step"], 10);
}

// Two decks: "QH#2" in a deck is that copy, and a bare "QH" the other one, top first.
TEST(SimReplayReport, DeckCopiesAreHonouredWithTwoDecks) {
  const json doc = {{"profile", "mau-mau"},
                    {"players", 6},
                    {"dealer", 5},
                    {"deck", {"QH#2", "QH", "QS", "QS"}},
                    {"actions", json::array()}};
  const ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  const std::vector<json> dealt = eventsOf(r.output, "card_dealt");
  ASSERT_GE(dealt.size(), 4U);
  EXPECT_EQ(dealt[0]["seat"], 0);
  EXPECT_EQ(dealt[0]["card"], "QH#2");
  EXPECT_EQ(dealt[1]["card"], "QH");
  EXPECT_EQ(dealt[2]["card"], "QS");
  EXPECT_EQ(dealt[3]["card"], "QS#2");
}

TEST(SimReplayReport, AStackedDeckWithoutADealerIsWarnedAbout) {
  json doc = {
      {"profile", "mau-mau"}, {"players", 3}, {"deck", {"QH", "QS"}}, {"actions", json::array()}};
  ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  ASSERT_EQ(r.output["warnings"].size(), 1U);
  EXPECT_NE(r.output["warnings"][0].get<std::string>().find("/deck: a stacked deck without"),
            std::string::npos)
      << r.output["warnings"];
  doc["dealer"] = 2;
  r = replay(doc);
  EXPECT_FALSE(r.output.contains("warnings"));
}

// A reporter copies a built-in profile and edits its base to what a variant says: the variant
// then changes nothing. The scenario runs, with a warning.
TEST(SimReplayReport, ACopiedProfileWhoseVariantChangesNothingIsAWarning) {
  const auto library = rules::ProfileLibrary::loadDefault();
  ASSERT_NE(library.find("ochos-locos"), nullptr);
  json profile = library.find("ochos-locos")->document;
  profile.merge_patch(profile["variants"]["silent_eight"]["patch"]);
  const json doc = {{"profile", profile},
                    {"variants", {"silent_eight"}},
                    {"players", 2},
                    {"actions", json::array()}};
  const ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  ASSERT_EQ(r.output["warnings"].size(), 1U);
  const std::string warning = r.output["warnings"][0];
  EXPECT_NE(warning.find("/profile/variants/silent_eight/patch"), std::string::npos) << warning;
  EXPECT_NE(warning.find("changes nothing"), std::string::npos) << warning;
}

// Silent eight: an 8 declares no suit, so a suit written with it is ignored, and the output says
// so rather than leave the reporter to believe they declared it.
TEST(SimReplayReport, ASuitThatTheRulesIgnoreIsNoted) {
  const json doc = {
      {"profile", "ochos-locos"},
      {"variants", {"silent_eight"}},
      {"players", 2},
      {"dealer", 0},
      {"deck",
       {"8S", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC", "AS"}},
      {"actions", {"1: play 8S hearts"}}};
  const ReplayOutcome r = replay(doc);
  ASSERT_EQ(r.exitCode, 0) << r.output.dump(2);
  ASSERT_EQ(r.output["notes"].size(), 1U) << r.output.dump(2);
  EXPECT_EQ(r.output["notes"][0]["step"], 0);
  const std::string note = r.output["notes"][0]["note"];
  EXPECT_NE(note.find("declares no suit"), std::string::npos) << note;
  EXPECT_NE(note.find("hearts"), std::string::npos) << note;
  EXPECT_EQ(r.output["final"]["active_suit"], "spades");
  EXPECT_TRUE(eventsOf(r.output, "suit_declared").empty());
}

// Each event and each state on its own line, so that a report reads line by line.
TEST(SimReplayReport, PrintedOneEventPerLine) {
  const ReplayOutcome r = replay(readScenario("fixture_opening.json"));
  const std::string text = layoutJson(r.output);
  EXPECT_EQ(json::parse(text), r.output);
  EXPECT_NE(
      text.find(
          "\n    {\"card\":\"9D\",\"hand\":1,\"seat\":1,\"step\":0,\"type\":\"card_played\"},\n"),
      std::string::npos)
      << text;
}

}  // namespace
}  // namespace ochos::sim
