// Stacked decks in scenarios: only the top of a deck, a deck per hand, the copies of two decks,
// and the warnings and notes a rule-bug report gets (docs/replay-scenarios.md).

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "game_test_util.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/rules/scenario.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::Card;
using engine::Event;
using engine::EventType;
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

// The cards in the order the deal took them from the deck: dealt, then the start card turned.
std::vector<Card> dealOrder(const Game& game) {
  std::vector<Card> out;
  for (const Event& e : game.events()) {
    if (e.type == EventType::CardDealt) out.push_back(e.card);
    if (e.type == EventType::StartCardTurned) break;
  }
  return out;
}

// Stacking the top of the deck leaves the rest in the order the seed's shuffle gives it: the
// same deal as without stacking, but for the cards moved to the top.
TEST(ScenarioStacking, ADeckPrefixKeepsTheSeedsOrderBelowIt) {
  json doc = json::parse(
      R"({"profile": "crazy-eights", "players": 3, "dealer": 0, "seed": "41", "actions": []})");
  const ScenarioResult plain = parse(doc);
  doc["deck"] = {"QH", "8S", "2C"};
  const ScenarioResult stacked = parse(doc);
  ASSERT_TRUE(plain && stacked) << testing::dump(stacked.errors);
  const Game a(plain.scenario->rules, plain.scenario->config);
  const Game b(stacked.scenario->rules, stacked.scenario->config);
  const std::vector<Card> before = dealOrder(a);
  const std::vector<Card> after = dealOrder(b);
  ASSERT_EQ(after.size(), before.size());
  EXPECT_EQ(after[0], Card(Suit::Hearts, Rank::Queen));  // seat 1, left of the dealer
  EXPECT_EQ(after[1], Card(Suit::Spades, Rank::Eight));
  EXPECT_EQ(after[2], Card(Suit::Clubs, Rank::Two));
  std::vector<Card> rest;
  for (Card c : before)
    if (c != after[0] && c != after[1] && c != after[2]) rest.push_back(c);
  rest.resize(after.size() - 3);
  EXPECT_EQ(std::vector<Card>(after.begin() + 3, after.end()), rest);
}

TEST(ScenarioStacking, DecksStackEachHand) {
  json doc = json::parse(
      R"({"profile": "mau-mau", "players": 2, "dealer": 0, "actions": [],
          "decks": [["QH"], null, ["AS", "AS"], []]})");
  ScenarioResult r = parse(doc);
  EXPECT_TRUE(hasError(r.errors, "/decks/2/1", "appears more often"));
  doc["decks"][2] = {"AS", "7C"};
  r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  const MatchConfig& c = r.scenario->config;
  EXPECT_EQ(c.firstDeck, (std::vector<Card>{Card(Suit::Hearts, Rank::Queen)}));
  ASSERT_EQ(c.laterDecks.size(), 3U);
  EXPECT_TRUE(c.laterDecks[0].empty());
  EXPECT_EQ(c.laterDecks[1].size(), 2U);
  EXPECT_EQ(c.stackedDeck(3), &c.laterDecks[1]);
  EXPECT_EQ(c.stackedDeck(6), nullptr);

  doc["deck"] = {"QH"};
  EXPECT_TRUE(hasError(parse(doc).errors, "/decks", "not both"));
}

// With two decks "QH#2" is the second deck's queen wherever it is listed; a bare "QH" is the
// copy not named elsewhere, the first listed being the first copy.
// A later hand's stacked deck that this hand cannot deal (a second deck's card for a table of one
// deck: a tie-break hand of fewer players) is refused, and the ended hand stays as it was.
TEST(ScenarioStacking, AHandThatCannotBeDealtFromItsDeckLeavesTheLastHand) {
  const BuildResult built = testing::builtIns().build("mau-mau", {});
  ASSERT_TRUE(built);
  MatchConfig config;
  config.players = 2;
  config.firstDealer = 0;
  config.laterDecks = {{Card(Suit::Hearts, Rank::Queen, 1)}};
  Game game(built.rules, config);
  engine::Rng rng(5);
  engine::ActionList legal;
  while (game.state().handInPlay()) {
    const int seat = game.state().currentPlayer();
    game.state().legalActions(seat, legal);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(game.apply(
        seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
  ASSERT_EQ(game.state().phase(), engine::Phase::HandOver);
  const engine::EventLog before = game.events();
  EXPECT_THROW(game.beginNextHand(), std::invalid_argument);
  EXPECT_EQ(game.state().handNumber(), 1);
  EXPECT_EQ(game.state().dealer(), 0);
  EXPECT_EQ(game.state().phase(), engine::Phase::HandOver);
  EXPECT_EQ(game.events(), before);
  EXPECT_TRUE(game.state().cardsAccountedFor());
}

TEST(ScenarioStacking, TwoDeckCopiesAreHonoured) {
  json doc = json::parse(R"({"profile": "mau-mau", "players": 6, "dealer": 5, "actions": []})");
  doc["deck"] = {"QS", "QH#2", "QH", "QS"};
  const ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  const std::vector<Card>& deck = r.scenario->config.firstDeck;
  EXPECT_EQ(deck[0], Card(Suit::Spades, Rank::Queen, 0));
  EXPECT_EQ(deck[1], Card(Suit::Hearts, Rank::Queen, 1));
  EXPECT_EQ(deck[2], Card(Suit::Hearts, Rank::Queen, 0));
  EXPECT_EQ(deck[3], Card(Suit::Spades, Rank::Queen, 1));
  const Game game(r.scenario->rules, r.scenario->config);
  EXPECT_TRUE(game.state().hand(1).contains(Card(Suit::Hearts, Rank::Queen, 1)));
  EXPECT_TRUE(game.state().hand(2).contains(Card(Suit::Hearts, Rank::Queen, 0)));

  doc["deck"] = {"QH#2", "QH#2"};
  EXPECT_TRUE(hasError(parse(doc).errors, "/deck/1", "QH#2 is listed twice"));
  doc["deck"] = {"QH", "QH#1", "QH"};
  EXPECT_TRUE(hasError(parse(doc).errors, "/deck/2", "appears more often"));
}

// A save keeps each hand's stacked deck and the copies, and loads as the same game.
TEST(ScenarioStacking, SavesKeepTheStackedDecks) {
  json doc = json::parse(R"({"profile": "mau-mau", "players": 6, "dealer": 5, "actions": [],
                             "target": 5000, "decks": [["QH#2", "QH"], ["KS"]]})");
  const ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  Game game(r.scenario->rules, r.scenario->config);
  testing::playRandomly(game, 600, 3);
  ASSERT_GE(game.state().handNumber(), 2);  // the second hand was dealt from its stacked deck
  const json save = saveGame(game, r.scenario->profileDocument);
  EXPECT_EQ(save["match"]["decks"][0][0], "QH#2");
  const LoadedGame loaded = loadGame(save, "save.json");
  ASSERT_TRUE(loaded) << testing::dump(loaded.errors);
  EXPECT_EQ(loaded.game->config().laterDecks, r.scenario->config.laterDecks);
  testing::expectSameGame(game, *loaded.game);
  EXPECT_EQ(scenarioFromGame(game)["decks"], doc["decks"]);
}

TEST(ScenarioStacking, AStackedDeckWithoutADealerIsAWarning) {
  json doc = json::parse(R"({"profile": "switch", "players": 3, "actions": [], "deck": ["QH"]})");
  ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_TRUE(hasError(r.warnings, "/deck", "without \"dealer\""));
  doc["dealer"] = 1;
  EXPECT_TRUE(parse(doc).warnings.empty());
  doc.erase("dealer");
  doc.erase("deck");
  EXPECT_TRUE(parse(doc).warnings.empty());  // a deck from the seed needs no dealer
}

// A profile copied from a built-in one whose base already has a variant's rules: the variant
// changes nothing. A profile file with such a variant is refused (its author slipped), but a
// scenario that uses the copy as it stands runs, with a warning.
TEST(ScenarioStacking, ACopiedProfileWhoseVariantChangesNothingIsAWarning) {
  json profile = testing::builtIns().find("crazy-eights")->document;
  profile.merge_patch(profile["variants"]["draw_one"]["patch"]);
  EXPECT_TRUE(hasError(validateProfile(profile, "copy.json"), "/variants/draw_one/patch",
                       "changes nothing"));

  json doc = {
      {"profile", profile}, {"variants", {"draw_one"}}, {"players", 2}, {"actions", json::array()}};
  ScenarioResult r = parse(doc);
  ASSERT_TRUE(r) << testing::dump(r.errors);
  EXPECT_TRUE(hasError(r.warnings, "/profile/variants/draw_one/patch", "changes nothing"));
  doc["variants"] = json::array();
  EXPECT_TRUE(parse(doc).warnings.empty());  // only a variant asked for is worth a word

  const auto path = std::filesystem::temp_directory_path() / "ochos-copied-profile.json";
  std::ofstream(path) << profile.dump();
  const BuildResult fromFile = loadRuleSetFile(path, {"draw_one"});
  std::filesystem::remove(path);
  ASSERT_TRUE(fromFile) << testing::dump(fromFile.errors);
  EXPECT_TRUE(hasError(fromFile.warnings, "/variants/draw_one/patch", "changes nothing"));
}

// Where the engine declares nothing, a suit written with a play is ignored: resolveAction says
// why, and the suit played is the card's own.
TEST(ScenarioStacking, AnIgnoredSuitIsNoted) {
  const BuildResult silent = testing::builtIns().build("ochos-locos", {"silent_eight"});
  ASSERT_TRUE(silent);
  MatchConfig config;
  config.players = 2;
  config.firstDealer = 0;
  config.firstDeck = {Card(Suit::Spades, Rank::Eight)};  // seat 1's, who plays first
  const Game game(silent.rules, config);
  ActionSpec spec;
  spec.type = engine::ActionType::Play;
  spec.card = Card(Suit::Spades, Rank::Eight);
  spec.suit = Suit::Hearts;
  const ResolvedAction wild = resolveAction(game.state(), spec);
  ASSERT_TRUE(wild) << wild.error;
  EXPECT_EQ(wild.action.action.suit, Suit::Spades);
  EXPECT_NE(wild.note.find("declares no suit"), std::string::npos) << wild.note;
  spec.suit = std::nullopt;
  EXPECT_TRUE(resolveAction(game.state(), spec).note.empty());

  // Where an 8 declares a suit, the suit is taken and nothing is noted.
  const BuildResult declaring = testing::builtIns().build("ochos-locos", {});
  const Game plain(declaring.rules, config);
  spec.suit = Suit::Hearts;
  const ResolvedAction declared = resolveAction(plain.state(), spec);
  ASSERT_TRUE(declared) << declared.error;
  EXPECT_EQ(declared.action.action.suit, Suit::Hearts);
  EXPECT_TRUE(declared.note.empty());
}

}  // namespace
}  // namespace ochos::rules
