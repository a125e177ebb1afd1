// Replay scenarios: the rule-bug report format (docs/replay-scenarios.md).

#include <fstream>

#include <gtest/gtest.h>

#include "game_test_util.hpp"
#include "ochos/rules/scenario.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::ActionList;
using engine::ActionType;
using engine::Card;
using engine::Game;
using engine::MatchConfig;
using engine::Rank;
using engine::Suit;

namespace {

using testing::hasError;
using testing::json;

ScenarioResult parse(const json& doc) {
  return parseScenario(doc, testing::builtIns(), "bug.json");
}

TEST(Scenario, Minimal) {
  const ScenarioResult r =
      parse(json::parse(R"({"profile": "crazy-eights", "players": 3, "actions": []})"));
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_EQ(r.scenario->rules->id, "crazy-eights");
  EXPECT_EQ(r.scenario->config.players, 3);
  EXPECT_EQ(r.scenario->config.firstDealer, -1);  // cut for the dealer (R4)
  EXPECT_EQ(r.scenario->config.seed, 1U);
  EXPECT_TRUE(r.scenario->config.firstDeck.empty());
}

TEST(Scenario, AllFields) {
  const ScenarioResult r = parse(json::parse(R"json({
    "comment": "the 2 should not be answered by an 8 (R10)",
    "profile": "ochos-locos", "variants": ["action_cards"], "players": 2, "dealer": 1,
    "seed": "18446744073709551615", "target": 200, "single_hand": true,
    "actions": [{"seat": 0, "play": "9D"}, "1: draw", {"pass": true}]})json"));
  ASSERT_TRUE(r) << testing::dump(r.errors);
  const Scenario& s = *r.scenario;
  EXPECT_EQ(s.variants, std::vector<std::string>{"action_cards"});
  EXPECT_TRUE(s.rules->effect(Rank::Two).answersDraw);
  EXPECT_EQ(s.config.firstDealer, 1);
  EXPECT_EQ(s.config.seed, 18446744073709551615ULL);
  EXPECT_EQ(s.config.target, 200);
  EXPECT_TRUE(s.config.singleHand);
  ASSERT_EQ(s.actions.size(), 3U);
  EXPECT_EQ(s.actions[1].seat, 1);
  EXPECT_EQ(s.actions[2].pointer, "/actions/2");
  EXPECT_NE(s.comment.find("R10"), std::string::npos);
}

TEST(Scenario, ErrorsNameTheirPointers) {
  const ScenarioResult r = parse(json::parse(R"({"profile": "ochos-locos", "players": 6,
      "dealer": "me", "seed": "12x", "deck": "shuffled", "actions": [{"play": "QQ"}],
      "speed": 3})"));
  EXPECT_FALSE(r);
  EXPECT_TRUE(hasError(r.errors, "/players", "from 2 to 5"));
  EXPECT_TRUE(hasError(r.errors, "/dealer", "expected an integer"));
  EXPECT_TRUE(hasError(r.errors, "/seed", "decimal string"));
  EXPECT_TRUE(hasError(r.errors, "/deck", "expected an array of cards"));
  EXPECT_TRUE(hasError(r.errors, "/actions/0/play", "expected a card"));
  EXPECT_TRUE(hasError(r.errors, "/speed", "unknown key"));
}

TEST(Scenario, MissingProfileAndActions) {
  const ScenarioResult r = parse(json::parse(R"({"players": 2})"));
  EXPECT_TRUE(hasError(r.errors, "/profile", "missing"));
  EXPECT_TRUE(hasError(r.errors, "/actions", "missing"));
}

TEST(Scenario, UnknownProfileAndVariant) {
  EXPECT_TRUE(
      hasError(parse(json::parse(R"({"profile": "uno", "players": 2, "actions": []})")).errors, "",
               "no profile with the id \"uno\""));
  EXPECT_TRUE(hasError(parse(json::parse(R"({"profile": "mau-mau", "variants": ["x", 3],
      "players": 2, "actions": []})"))
                           .errors,
                       "/variants/1", "expected a variant id"));
  EXPECT_TRUE(hasError(parse(json::parse(R"({"profile": "mau-mau", "variants": ["x"],
      "players": 2, "actions": []})"))
                           .errors,
                       "/variants", "no variant \"x\""));
}

TEST(Scenario, InlineProfileErrorsPointIntoTheScenario) {
  json doc = {{"profile", testing::minimalProfile()}, {"players", 2}, {"actions", json::array()}};
  ASSERT_TRUE(parse(doc)) << testing::dump(parse(doc).errors);
  doc["profile"]["hand_size"] = 0;
  EXPECT_TRUE(hasError(parse(doc).errors, "/profile/hand_size", "from 1 to 30"));
}

TEST(Scenario, ProfilePathRelativeToTheScenario) {
  const auto dir = std::filesystem::path(testing::dataDir()) / "profiles";
  const json doc =
      json::parse(R"({"profile": "fixture-draw-five.json", "players": 2, "actions": ["draw"]})");
  const ScenarioResult r = parseScenario(doc, testing::builtIns(), "bug.json", dir);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_EQ(r.scenario->rules->maxDrawsPerTurn, 5);
}

TEST(Scenario, DeckCardsMustBeInTheDeckOnce) {
  json doc = json::parse(R"({"profile": "mau-mau", "players": 2, "actions": []})");
  doc["deck"] = {"7H", "8H", "6H", "7H", "XX", "QH#2"};
  const ScenarioResult r = parse(doc);
  EXPECT_TRUE(hasError(r.errors, "/deck/2", "6H is not in this deck"));
  EXPECT_TRUE(hasError(r.errors, "/deck/3", "appears more often"));
  EXPECT_TRUE(hasError(r.errors, "/deck/4", "expected a card"));
  EXPECT_TRUE(hasError(r.errors, "/deck/5", "names a second deck"));
  // The top of the deck is enough: the rest comes from the seed.
  doc["deck"] = {"7H", "8H"};
  const ScenarioResult top = parse(doc);
  ASSERT_TRUE(top) << testing::dump(top.errors);
  EXPECT_EQ(top.scenario->config.firstDeck.size(), 2U);
}

TEST(Scenario, TwoDecksListEachCardTwice) {
  json doc = json::parse(R"({"profile": "mau-mau", "players": 6, "actions": []})");
  json deck = json::array();
  for (int copy = 0; copy < 2; ++copy) {
    for (const char* suit : {"C", "D", "H", "S"}) {
      for (const char* rank : {"7", "8", "9", "10", "J", "Q", "K", "A"}) {
        deck.push_back(std::string(rank) + suit);
      }
    }
  }
  doc["deck"] = deck;
  const ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_EQ(r.scenario->config.firstDeck.size(), 64U);
}

// A game played at random, written as a scenario, replays to the same game.
TEST(Scenario, GameToScenarioAndBack) {
  const BuildResult built =
      testing::builtIns().build("crazy-eights", {"special_cards", "last_card"});
  ASSERT_TRUE(built);
  MatchConfig config;
  config.players = 4;
  config.seed = 123456789012345ULL;
  config.firstDealer = 2;
  Game game(built.rules, config);
  testing::playRandomly(game, 250, 17);

  const json doc = json::parse(scenarioFromGame(game).dump());
  EXPECT_EQ(doc["profile"], "crazy-eights");
  const ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  Game replayed(r.scenario->rules, r.scenario->config);
  const ScenarioReplayError e = applyActions(replayed, r.scenario->actions);
  ASSERT_TRUE(e.ok()) << e.step << " " << e.pointer << ": " << e.reason;
  // The replay stops where the actions end; the original may have dealt the next hand already.
  if (game.state().phase() != replayed.state().phase()) replayed.beginNextHand();
  testing::expectSameGame(game, replayed);
}

TEST(Scenario, ActionsWithoutSeatsBelongToThePlayerToAct) {
  const BuildResult built = testing::builtIns().build("ochos-locos", {});
  MatchConfig config;
  config.players = 3;
  Game game(built.rules, config);
  const int first = game.state().currentPlayer();
  // Whatever the deal, the player to act can do something; write it without a seat.
  ActionList legal;
  game.state().legalActions(first, legal);
  ASSERT_FALSE(legal.empty());
  json action = actionToJson({first, legal[0]}, *built.rules);
  action.erase("seat");
  std::vector<ProfileError> errors;
  const auto specs = parseActions(json::array({action}), "/actions", 3, "f", errors);
  ASSERT_EQ(specs.size(), 1U);
  EXPECT_TRUE(applyActions(game, specs).ok());
  ASSERT_EQ(game.actions().size(), 1U);
  EXPECT_EQ(game.actions()[0].seat, first);
}

TEST(Scenario, IllegalActionStopsWithTheStepAndReason) {
  const BuildResult built = testing::builtIns().build("ochos-locos", {});
  MatchConfig config;
  config.players = 2;
  Game game(built.rules, config);
  const int idle = 1 - game.state().currentPlayer();
  std::vector<ProfileError> errors;
  const auto specs =
      parseActions(json::array({json{{"seat", idle}, {"draw", true}}}), "/actions", 2, "f", errors);
  const ScenarioReplayError e = applyActions(game, specs);
  EXPECT_EQ(e.step, 0);
  EXPECT_EQ(e.pointer, "/actions/0");
  EXPECT_FALSE(e.reason.empty());
  EXPECT_EQ(e.code, "not_your_turn");
}

TEST(Scenario, WildPlayNeedsASuit) {
  // Find a deal where the first player holds an 8 that is not their last card.
  const BuildResult built = testing::builtIns().build("crazy-eights", {});
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    MatchConfig config;
    config.players = 2;
    config.seed = seed;
    Game game(built.rules, config);
    const int seat = game.state().currentPlayer();
    Card eight;
    game.state().hand(seat).forEach([&](Card c) {
      if (c.rank() == Rank::Eight) eight = c;
    });
    if (!eight.isKnown()) continue;
    ActionSpec spec;
    spec.type = ActionType::Play;
    spec.card = eight;
    EXPECT_NE(resolveAction(game.state(), spec).error.find("say which suit"), std::string::npos);
    EXPECT_EQ(resolveAction(game.state(), spec).code, "wild_needs_suit");
    spec.suit = Suit::Hearts;
    const ResolvedAction resolved = resolveAction(game.state(), spec);
    ASSERT_TRUE(resolved) << resolved.error;
    EXPECT_EQ(resolved.action.action.suit, Suit::Hearts);
    return;
  }
  FAIL() << "no deal with an 8 for the first player";
}

TEST(Scenario, LoadFromFile) {
  const auto path = std::filesystem::temp_directory_path() / "ochos-rules-scenario.json";
  std::ofstream(path) << R"({"profile": "switch", "players": 2, "seed": 7, "actions": []})";
  const ScenarioResult r = loadScenarioFile(path, testing::builtIns());
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_EQ(r.scenario->config.seed, 7U);
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace ochos::rules

namespace ochos::rules {
namespace {

// The seed 001 worked example, as a scenario file: the format's sample and a check that the
// exact deck order, the dealer and seat-less parsing line up with the engine's deal.
TEST(Scenario, AnnaBenAndCarla) {
  const ScenarioResult r = loadScenarioFile(
      std::filesystem::path(testing::dataDir()) / "scenarios" / "anna-ben-carla.json",
      testing::builtIns());
  ASSERT_TRUE(r) << testing::dump(r.errors);
  Game game(r.scenario->rules, r.scenario->config);
  EXPECT_EQ(game.state().currentPlayer(), 0);
  EXPECT_EQ(game.state().topCard(), Card(Suit::Diamonds, Rank::Nine));
  EXPECT_TRUE(game.state().hand(0).contains(Card(Suit::Hearts, Rank::Eight)));
  const ScenarioReplayError e = applyActions(game, r.scenario->actions);
  ASSERT_TRUE(e.ok()) << e.step << " " << e.pointer << ": " << e.reason;
  EXPECT_EQ(game.state().topCard(), Card(Suit::Clubs, Rank::Ten));
  EXPECT_TRUE(game.state().hand(2).contains(Card(Suit::Hearts, Rank::Three)));
  EXPECT_EQ(game.state().hand(2).size(), 6);
  EXPECT_EQ(game.state().currentPlayer(), 0);
}

}  // namespace
}  // namespace ochos::rules
