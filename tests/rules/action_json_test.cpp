// Actions as JSON and text, and settling them against a game.

#include <gtest/gtest.h>

#include "ochos/engine/rng.hpp"
#include "ochos/rules/action_json.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::LoggedAction;
using engine::Rank;
using engine::RuleSet;
using engine::Suit;

namespace {

using testing::hasError;
using testing::json;

std::optional<ActionSpec> parse(const json& value, std::vector<ProfileError>* errorsOut = nullptr) {
  std::vector<ProfileError> errors;
  auto spec = parseAction(value, "/actions/0", 3, "s.json", errors);
  if (errorsOut != nullptr) *errorsOut = errors;
  EXPECT_EQ(spec.has_value(), errors.empty()) << testing::dump(errors);
  return spec;
}

TEST(CardText, CopiesAreMarkedOnlyForTheSecondDeck) {
  EXPECT_EQ(cardText(Card(Suit::Hearts, Rank::Queen)), "QH");
  EXPECT_EQ(cardText(Card(Suit::Hearts, Rank::Queen, 1)), "QH#2");
  bool exact = true;
  EXPECT_EQ(parseCardText("10S", &exact), Card(Suit::Spades, Rank::Ten));
  EXPECT_FALSE(exact);
  EXPECT_EQ(parseCardText("QH#2", &exact), Card(Suit::Hearts, Rank::Queen, 1));
  EXPECT_TRUE(exact);
  EXPECT_EQ(parseCardText("QH#1", &exact), Card(Suit::Hearts, Rank::Queen, 0));
  EXPECT_FALSE(parseCardText("QH#3"));
  EXPECT_FALSE(parseCardText("QX"));
}

TEST(ActionJson, CanonicalForms) {
  auto play =
      parse(json::parse(R"({"seat": 0, "play": "8H", "suit": "spades", "announce": true})"));
  ASSERT_TRUE(play);
  EXPECT_EQ(play->seat, 0);
  EXPECT_EQ(play->type, ActionType::Play);
  EXPECT_EQ(play->card, Card(Suit::Hearts, Rank::Eight));
  EXPECT_EQ(play->suit, Suit::Spades);
  EXPECT_TRUE(play->announce);
  EXPECT_EQ(play->pointer, "/actions/0");

  auto draw = parse(json::parse(R"({"seat": 1, "draw": true})"));
  ASSERT_TRUE(draw);
  EXPECT_EQ(draw->type, ActionType::Draw);
  EXPECT_EQ(parse(json::parse(R"({"pass": true})"))->type, ActionType::Pass);
  EXPECT_FALSE(parse(json::parse(R"({"pass": true})"))->seat.has_value());
  auto declare = parse(json::parse(R"({"seat": 0, "declare": "clubs"})"));
  EXPECT_EQ(declare->type, ActionType::DeclareSuit);
  EXPECT_EQ(declare->suit, Suit::Clubs);
  EXPECT_EQ(parse(json::parse(R"({"seat": 2, "announce": true})"))->type, ActionType::Announce);
  auto caught = parse(json::parse(R"({"seat": 2, "catch": 1})"));
  EXPECT_EQ(caught->type, ActionType::Catch);
  EXPECT_EQ(caught->target, 1);
}

TEST(ActionJson, TextForms) {
  auto a = parse("1: play 10S hearts announce");
  ASSERT_TRUE(a);
  EXPECT_EQ(a->seat, 1);
  EXPECT_EQ(a->card, Card(Suit::Spades, Rank::Ten));
  EXPECT_EQ(a->suit, Suit::Hearts);
  EXPECT_TRUE(a->announce);
  auto b = parse("draw");
  ASSERT_TRUE(b);
  EXPECT_FALSE(b->seat.has_value());
  auto c = parse(json::parse(R"({"seat": 2, "action": "catch 0"})"));
  ASSERT_TRUE(c);
  EXPECT_EQ(c->seat, 2);
  EXPECT_EQ(c->target, 0);
  EXPECT_EQ(parse("declare hearts")->suit, Suit::Hearts);
}

TEST(ActionJson, Errors) {
  std::vector<ProfileError> errors;
  parse(json::parse(R"({"seat": 3, "play": "ZZ", "suit": "stars", "jump": 1})"), &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0/seat", "from 0 to 2"));
  EXPECT_TRUE(hasError(errors, "/actions/0/play", "expected a card"));
  EXPECT_TRUE(hasError(errors, "/actions/0/suit", "expected clubs"));
  EXPECT_TRUE(hasError(errors, "/actions/0/jump", "unknown key"));
  parse(json::parse(R"({"draw": true, "pass": true})"), &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0", "not several"));
  parse(json::parse(R"({"draw": false})"), &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0/draw", "expected true"));
  parse(json::parse(R"({"declare": "spades", "suit": "hearts"})"), &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0/suit", "with \"play\" only"));
  parse(json::parse(R"({"seat": 1})"), &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0", "expected one of play"));
  parse("5: draw", &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0", "seat from 0 to 2"));
  parse("jump", &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0", "expected play, draw"));
  parse(42, &errors);
  EXPECT_TRUE(hasError(errors, "/actions/0", "expected an action"));
}

TEST(ActionJson, ParseActionsCollectsEveryError) {
  std::vector<ProfileError> errors;
  const auto specs = parseActions(json::parse(R"(["draw", "fly", {"pass": 1}, "pass"])"),
                                  "/actions", 2, "f", errors);
  EXPECT_EQ(specs.size(), 2U);
  EXPECT_TRUE(hasError(errors, "/actions/1", "expected play"));
  EXPECT_TRUE(hasError(errors, "/actions/2/pass", "expected true"));
}

TEST(ActionJson, WrittenFormReadsBack) {
  const BuildResult built = ProfileLibrary::load(builtInProfileDir(), std::nullopt)
                                .build("crazy-eights", {"special_cards"});
  ASSERT_TRUE(built);
  const RuleSet& rules = *built.rules;
  const std::vector<LoggedAction> actions = {
      {0, Action::play(Card(Suit::Hearts, Rank::Eight, 1), Suit::Spades, true)},
      {1, Action::play(Card(Suit::Clubs, Rank::King), Suit::Clubs)},
      {2, Action::draw()},
      {0, Action::pass()},
      {1, Action::declare(Suit::Diamonds)},
      {2, Action::announceLastCard()},
      {1, Action::catchPlayer(2)}};
  for (const LoggedAction& a : actions) {
    const json j = actionToJson(a, rules);
    std::vector<ProfileError> errors;
    const auto spec = parseAction(j, "/a", 3, "f", errors);
    ASSERT_TRUE(spec) << j.dump() << testing::dump(errors);
    EXPECT_EQ(spec->seat, a.seat);
    EXPECT_EQ(spec->type, a.action.type);
    if (a.action.type == ActionType::Play) {
      EXPECT_EQ(spec->card, a.action.card);
      EXPECT_TRUE(spec->exactCopy == (a.action.card.copy() > 0));
    }
  }
  EXPECT_EQ(actionToJson(actions[0], rules),
            json::parse(R"({"seat": 0, "play": "8H#2", "suit": "spades", "announce": true})"));
  // A plain card declares nothing, so no suit is written.
  EXPECT_EQ(actionToJson(actions[1], rules), json::parse(R"({"seat": 1, "play": "KC"})"));
}

// Found by fuzz_action_text ("1 play 1D announce" in a two-player game with the table penalty):
// a card that fits, played with a forbidden "announce", was handed to the engine as a penalised
// play, which the engine refused without a penalty. Whatever resolveAction settles, the engine
// takes (or, for a card that fits nowhere, charges the table penalty).
TEST(ActionJson, WhatResolvesTheEngineTakes) {
  const BuildResult built = ProfileLibrary::load(builtInProfileDir(), std::nullopt)
                                .build("ochos-locos", {"table_penalty"});
  ASSERT_TRUE(built);
  engine::Rng rng(5);
  int resolved = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    engine::MatchConfig config;
    config.players = 2;
    config.seed = seed;
    engine::Game game(built.rules, config);
    for (int step = 0; step < 200 && game.state().phase() == engine::Phase::Playing; ++step) {
      const engine::GameState& state = game.state();
      const int seat = state.currentPlayer();
      state.hand(seat).forEach([&](Card card) {
        for (const char* words : {" announce", ""}) {
          std::vector<ProfileError> errors;
          const auto spec =
              parseAction(json("play " + engine::cardCode(card) + words), "/a", 2, "f", errors);
          ASSERT_TRUE(spec);
          const ResolvedAction r = resolveAction(state, *spec);
          if (!r) continue;
          ++resolved;
          engine::GameState copy = state;
          engine::EventLog events;
          const engine::ApplyResult applied = copy.apply(r.action.seat, r.action.action, &events);
          EXPECT_TRUE(applied.accepted || !events.empty())
              << "seed " << seed << ": " << engine::describe(r.action.action)
              << " refused: " << engine::explain(applied.refusal);
        }
      });
      engine::ActionList legal;
      state.legalActions(seat, legal);
      game.apply(seat,
                 legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]);
    }
  }
  EXPECT_GT(resolved, 100);
}

}  // namespace
}  // namespace ochos::rules
