// One test per validation rule of the profile loader (docs/profiles.md, "Validation").

#include <gtest/gtest.h>

#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::BlockedAfter;
using engine::EmptyStock;
using engine::EmptyStockPass;
using engine::LastCardRule;
using engine::Rank;
using engine::RuleSet;
using engine::StartWild;

namespace {

using testing::errorsOf;
using testing::errorsWith;
using testing::hasError;
using testing::json;
using testing::minimalProfile;

TEST(ProfileValidation, MinimalProfileIsValid) {
  const auto errors = errorsOf(minimalProfile());
  EXPECT_TRUE(errors.empty()) << testing::dump(errors);
}

TEST(ProfileValidation, DefaultsFillTheOptionalSections) {
  const BuildResult built = buildRuleSet(minimalProfile(), {}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  const RuleSet& r = *built.rules;
  EXPECT_TRUE(r.mustPlayIfAble);
  EXPECT_EQ(r.maxDrawsPerTurn, 1);
  EXPECT_EQ(r.emptyStock, EmptyStock::Reshuffle);
  EXPECT_EQ(r.startWild, StartWild::Bury);
  EXPECT_EQ(r.lastCard, LastCardRule::None);
  EXPECT_EQ(r.illegalPlayPenalty, 0);  // R3: off by default
  EXPECT_TRUE(r.effect(Rank::Eight).wild);
  EXPECT_FALSE(r.effect(Rank::Eight).answersDraw);  // R10: wilds do not answer draws
  EXPECT_EQ(r.handSizeFor(3), 5);
}

TEST(ProfileValidation, EveryProblemIsReportedAtOnce) {
  const auto errors = errorsWith(json::parse(R"({"players": {"min": "two"}, "hand_size": 0,
      "cards": {"wild": ["X"]}, "empty_stock": "burn"})"));
  EXPECT_TRUE(hasError(errors, "/players/min", "expected an integer"));
  EXPECT_TRUE(hasError(errors, "/hand_size", "expected an integer from 1"));
  EXPECT_TRUE(hasError(errors, "/cards/wild/0", "expected a rank"));
  EXPECT_TRUE(hasError(errors, "/empty_stock", "\"reshuffle\", \"pass\""));
  EXPECT_GE(errors.size(), 4U);
}

TEST(ProfileValidation, EmptyStockObjectSaysWhenToPassAndWhenTheHandIsBlocked) {
  json doc = minimalProfile();
  doc["empty_stock"] = json::parse(
      R"({"refill": "pass", "pass": "always", "blocked_after_passes": "players_plus_one"})");
  const BuildResult built = buildRuleSet(doc, {}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_EQ(built.rules->emptyStock, EmptyStock::Pass);
  EXPECT_EQ(built.rules->emptyStockPass, EmptyStockPass::Always);
  EXPECT_EQ(built.rules->blockedAfter, BlockedAfter::PlayersPlusOne);

  doc["empty_stock"] = json::parse(R"({"pass": "always", "blocked": 3})");
  const auto errors = errorsOf(doc);
  EXPECT_TRUE(hasError(errors, "/empty_stock/pass", "needs \"refill\": \"pass\""));
  EXPECT_TRUE(hasError(errors, "/empty_stock/blocked", "unknown"));
}

TEST(ProfileValidation, ErrorsNameTheFile) {
  const auto errors = errorsWith(json::parse(R"({"deck": {"ranks": "tarot"}})"));
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors[0].file, "t.json");
  EXPECT_EQ(errors[0].toString().rfind("t.json: /deck/ranks: ", 0), 0U) << errors[0].toString();
}

TEST(ProfileValidation, NotAnObject) {
  EXPECT_TRUE(hasError(errorsOf(json::array()), "", "expected a profile object"));
}

TEST(ProfileValidation, UnknownKeysAtTopLevel) {
  EXPECT_TRUE(hasError(errorsWith({{"colour", "red"}}), "/colour", "unknown key"));
}

TEST(ProfileValidation, UnknownKeysInSections) {
  const auto errors = errorsWith(json::parse(R"({"deck": {"jokers": 2}, "cards": {"wilds": []},
      "turn": {"must_play": true}, "draw": {"max": 2}, "start_card": {"eight": "bury"},
      "last_card": {"enforcement": "automatic", "penalty": 2, "shout": "x"},
      "scoring": {"bonus": 1}, "match": {"goal": 5}, "players": {"best": 3}})"));
  for (const char* p :
       {"/deck/jokers", "/cards/wilds", "/turn/must_play", "/draw/max", "/start_card/eight",
        "/last_card/shout", "/scoring/bonus", "/match/goal", "/players/best"}) {
    EXPECT_TRUE(hasError(errors, p, "unknown key")) << p;
  }
}

TEST(ProfileValidation, UnknownKeyMessageListsTheExpectedKeys) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"draw": {"max": 2}})")), "/draw/max",
                       "\"max_per_turn\""));
}

TEST(ProfileValidation, WrongTypes) {
  const auto errors = errorsWith(json::parse(R"({"name": 5, "cards": {"wild_on_wild": "no",
      "draw": ["2"]}, "turn": {"illegal_play_penalty": 1.5}, "match": {"single_hand": 1}})"));
  EXPECT_TRUE(hasError(errors, "/name", "expected a non-empty string"));
  EXPECT_TRUE(hasError(errors, "/cards/wild_on_wild", "expected true or false"));
  EXPECT_TRUE(hasError(errors, "/cards/draw", "expected an object"));
  EXPECT_TRUE(hasError(errors, "/turn/illegal_play_penalty", "expected an integer"));
  EXPECT_TRUE(hasError(errors, "/match/single_hand", "expected true or false"));
}

TEST(ProfileValidation, MissingRequiredFields) {
  json doc = minimalProfile();
  for (const char* key : {"id", "name", "deck", "players", "hand_size", "scoring", "match"}) {
    doc.erase(key);
  }
  const auto errors = errorsOf(doc);
  for (const char* p : {"/id", "/name", "/deck", "/players", "/hand_size", "/scoring", "/match"}) {
    EXPECT_TRUE(hasError(errors, p, "missing")) << p;
  }
}

TEST(ProfileValidation, FormatVersion) {
  EXPECT_TRUE(hasError(errorsWith({{"format", 2}}), "/format", "newer than this game"));
  EXPECT_TRUE(hasError(errorsWith({{"format", 0}}), "/format", "expected 1"));
  EXPECT_TRUE(hasError(errorsWith({{"format", "1"}}), "/format", "expected the integer 1"));
  json doc = minimalProfile();
  doc.erase("format");
  EXPECT_TRUE(hasError(errorsOf(doc), "/format", "missing"));
}

TEST(ProfileValidation, IdMustBeASimpleName) {
  EXPECT_TRUE(hasError(errorsWith({{"id", "My Rules!"}}), "/id", "lower-case letters"));
}

TEST(ProfileValidation, UnknownRanksAndPresets) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": "tarot"}})")), "/deck/ranks",
                       "\"standard-52\", \"piquet-32\""));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": ["A", "1", "K"]}})")),
                       "/deck/ranks/1", "expected a rank"));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": ["A", "K", "A"]}})")),
                       "/deck/ranks/2", "listed twice"));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": []}})")), "/deck/ranks",
                       "at least one rank"));
}

TEST(ProfileValidation, UnknownEnumValues) {
  const auto errors = errorsWith(json::parse(R"({"draw": {"after_draw": "best_card"},
      "start_card": {"wild": "discard", "action": "maybe"}, "scoring": {"mode": "golf"},
      "turn": {"reverse_with_two_players": "reverse"}, "last_card": {"enforcement": "polite"}})"));
  EXPECT_TRUE(hasError(errors, "/draw/after_draw", "\"drawn_card\", \"any_card\""));
  EXPECT_TRUE(hasError(errors, "/start_card/wild", "\"dealer_declares\""));
  EXPECT_TRUE(hasError(errors, "/start_card/action", "\"applies\""));
  EXPECT_TRUE(hasError(errors, "/scoring/mode", "\"winner_collects\""));
  EXPECT_TRUE(hasError(errors, "/turn/reverse_with_two_players", "\"skip\", \"none\""));
  EXPECT_TRUE(hasError(errors, "/last_card/enforcement", "\"automatic\", \"challenge\""));
}

TEST(ProfileValidation, PlayerCountsWithinTheTable) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"players": {"min": 1}})")), "/players/min",
                       "from 2 to 8"));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"players": {"max": 9}})")), "/players/max",
                       "from 2 to 8"));
}

TEST(ProfileValidation, MinPlayersAboveMax) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"players": {"min": 4, "max": 3}})")),
                       "/players/min", "more than max"));
}

TEST(ProfileValidation, DealThatCannotFitTheDeck) {
  // 4 players × 13 cards + a start card = 53 > 52.
  EXPECT_TRUE(hasError(errorsWith({{"hand_size", 13}}), "/hand_size", "53 cards"));
}

TEST(ProfileValidation, DealThatFitsOnlyWithTwoDecks) {
  const json tooBig = json::parse(R"({"players": {"max": 8}, "hand_size": {"default": 7}})");
  EXPECT_TRUE(hasError(errorsWith(tooBig), "/hand_size/default", "a deal for 8 players"));
  json twoDecks = tooBig;
  twoDecks["deck"] = {{"two_decks_from_players", 6}};
  const auto errors = errorsWith(twoDecks);
  EXPECT_TRUE(errors.empty()) << testing::dump(errors);
}

TEST(ProfileValidation, DealCheckUsesTheHandSizeForThatTable) {
  const auto errors = errorsWith(json::parse(
      R"({"deck": {"ranks": "piquet-32"}, "hand_size": {"default": 5, "by_players": {"4": 8}}})"));
  EXPECT_TRUE(hasError(errors, "/hand_size/by_players/4", "33 cards, but their deck has 32"));
}

TEST(ProfileValidation, HandSizeKeysArePlayerCountsAtTheTable) {
  const auto errors =
      errorsWith(json::parse(R"({"hand_size": {"default": 5, "by_players": {"two": 7, "6": 4}}})"));
  EXPECT_TRUE(hasError(errors, "/hand_size/by_players/two", "player count"));
  EXPECT_TRUE(hasError(errors, "/hand_size/by_players/6", "players are 2 to 4"));
}

TEST(ProfileValidation, TwoDecksThatCanNeverApply) {
  // R5: "two decks from six" in a game for at most five.
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"two_decks_from_players": 6}})")),
                       "/deck/two_decks_from_players", "can never apply"));
}

TEST(ProfileValidation, WildAndActionRanksMustBeInTheDeck) {
  const auto errors = errorsWith(json::parse(R"({"deck": {"ranks": "piquet-32"},
      "cards": {"wild": ["2"], "skip": ["3"], "reverse": ["4"], "draw": {"5": 2},
                "draw_answered_by": ["6"]},
      "scoring": {"finish_bonus": {"ranks": ["2"], "multiplier": 2}}})"));
  EXPECT_TRUE(hasError(errors, "/cards/wild/0", "wild rank 2 is not in the deck"));
  EXPECT_TRUE(hasError(errors, "/cards/skip/0", "not in the deck"));
  EXPECT_TRUE(hasError(errors, "/cards/reverse/0", "not in the deck"));
  EXPECT_TRUE(hasError(errors, "/cards/draw/5", "not in the deck"));
  EXPECT_TRUE(hasError(errors, "/cards/draw_answered_by/0", "not in the deck"));
  EXPECT_TRUE(hasError(errors, "/scoring/finish_bonus/ranks/0", "not in the deck"));
}

TEST(ProfileValidation, EveryRankWildLeavesNoStartCard) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": ["8"]}, "hand_size": 1,
      "cards": {"wild": ["8"]}})")),
                       "/cards/wild", "every rank in the deck is wild"));
}

TEST(ProfileValidation, StartCardBuryingEveryRank) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"deck": {"ranks": ["8", "9"]}, "hand_size": 1,
      "cards": {"skip": ["9"]}, "start_card": {"action": "bury"}})")),
                       "/start_card", "every rank in the deck would be buried"));
}

TEST(ProfileValidation, DrawAmountsInRange) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"cards": {"draw": {"2": 0}}})")), "/cards/draw/2",
                       "from 1 to 10"));
}

TEST(ProfileValidation, MissingCardValueForARankInTheDeck) {
  json doc = minimalProfile();
  doc["scoring"]["card_values"].erase("7");
  doc["scoring"]["card_values"].erase("Q");
  EXPECT_TRUE(hasError(errorsOf(doc), "/scoring/card_values", "no value for rank(s) 7, Q"));
}

TEST(ProfileValidation, CardValuesForRanksOutsideTheDeckAreAllowed) {
  // A variant may switch to a smaller deck; the 52-card values still fit.
  const auto errors = errorsWith(json::parse(R"({"deck": {"ranks": "piquet-32"}})"));
  EXPECT_TRUE(errors.empty()) << testing::dump(errors);
}

TEST(ProfileValidation, UnlimitedDrawsMustStopAtAPlayableCard) {
  EXPECT_TRUE(hasError(
      errorsWith(
          json::parse(R"({"draw": {"max_per_turn": "unlimited", "stop_when_playable": false}})")),
      "/draw/stop_when_playable", "could draw the whole stock"));
}

TEST(ProfileValidation, MustPlayDrawnContradictsAnyCard) {
  EXPECT_TRUE(hasError(
      errorsWith(json::parse(R"({"draw": {"must_play_drawn": true, "after_draw": "any_card"}})")),
      "/draw/must_play_drawn", "contradicts"));
}

TEST(ProfileValidation, MustPlayDrawnNeedsDrawingToStop) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(
                           R"({"draw": {"max_per_turn": 3, "stop_when_playable": false,
                                        "must_play_drawn": true}})")),
                       "/draw/must_play_drawn", "draw past the card"));
}

TEST(ProfileValidation, MaxPerTurnIsANumberOrUnlimited) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"draw": {"max_per_turn": "lots"}})")),
                       "/draw/max_per_turn", "or \"unlimited\""));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"draw": {"max_per_turn": 0}})")),
                       "/draw/max_per_turn", "from 1 to 100"));
}

TEST(ProfileValidation, DealerDeclaresNeedsWildsThatDeclare) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"cards": {"wild_declares_suit": false},
      "start_card": {"wild": "dealer_declares"}})")),
                       "/start_card/wild", "declare a suit"));
}

TEST(ProfileValidation, AnsweringDrawsNeedsStacking) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"cards": {"draw": {"2": 2},
      "draw_answered_by": ["2"], "draw_stacking": false}})")),
                       "/cards/draw_answered_by", "draw_stacking"));
}

TEST(ProfileValidation, AnsweringWithoutAnyDrawRank) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"cards": {"draw_answered_by": ["2"]}})")),
                       "/cards/draw_answered_by", "nothing to answer"));
}

TEST(ProfileValidation, DrawAnswersDefaultToTheDrawRanks) {
  json doc = minimalProfile();
  doc["cards"]["draw"] = {{"2", 2}};
  const BuildResult built = buildRuleSet(doc, {}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_TRUE(built.rules->effect(Rank::Two).answersDraw);
  EXPECT_FALSE(built.rules->effect(Rank::Eight).answersDraw);  // R10
  doc["cards"]["draw_stacking"] = false;
  const BuildResult flat = buildRuleSet(doc, {}, "t.json");
  ASSERT_TRUE(flat) << testing::dump(flat.errors);
  EXPECT_FALSE(flat.rules->effect(Rank::Two).answersDraw);
}

TEST(ProfileValidation, WildMayAnswerDrawsWhenListed) {
  const BuildResult built = buildRuleSet(
      [] {
        json doc = minimalProfile();
        doc["cards"]["draw"] = {{"2", 2}};
        doc["cards"]["draw_answered_by"] = {"2", "8"};
        return doc;
      }(),
      {}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_TRUE(built.rules->effect(Rank::Eight).answersDraw);
}

TEST(ProfileValidation, LastCardWithoutPenalty) {
  EXPECT_TRUE(hasError(
      errorsWith(json::parse(R"({"last_card": {"enforcement": "automatic", "penalty": 0}})")),
      "/last_card/penalty", "no penalty does nothing"));
  EXPECT_TRUE(hasError(
      errorsWith(json::parse(R"({"last_card": {"enforcement": "challenge", "penalty": 0}})")),
      "/last_card/penalty", "no penalty does nothing"));
}

TEST(ProfileValidation, LastCardNeedsEnforcementAndACall) {
  const auto errors = errorsWith(json::parse(R"({"last_card": {"call": ""}})"));
  EXPECT_TRUE(hasError(errors, "/last_card/enforcement", "missing"));
  EXPECT_TRUE(hasError(errors, "/last_card/call", "non-empty string"));
  EXPECT_TRUE(hasError(errorsWith({{"last_card", true}}), "/last_card", "null or an object"));
}

TEST(ProfileValidation, FinishBonusNeedsRanksAndAMultiplier) {
  const auto errors =
      errorsWith(json::parse(R"({"scoring": {"finish_bonus": {"ranks": [], "multiplier": 1}}})"));
  EXPECT_TRUE(hasError(errors, "/scoring/finish_bonus/ranks", "at least one rank"));
  EXPECT_TRUE(hasError(errors, "/scoring/finish_bonus/multiplier", "from 2 to 10"));
}

TEST(ProfileValidation, TargetIsANumberOrPerPlayer) {
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"match": {"target": {"per_seat": 50}}})")),
                       "/match/target/per_seat", "unknown key"));
  EXPECT_TRUE(hasError(errorsWith(json::parse(R"({"match": {"target": -5}})")), "/match/target",
                       "expected an integer from 1"));
  const BuildResult built = buildRuleSet(
      [] {
        json doc = minimalProfile();
        doc["match"]["target"] = {{"per_player", 50}};
        return doc;
      }(),
      {}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_EQ(built.rules->targetFor(3), 150);
}

TEST(ProfileValidation, TargetChoices) {
  const auto errors =
      errorsWith(json::parse(R"({"match": {"target": 150, "target_choices": [100, 200, 100]}})"));
  EXPECT_TRUE(hasError(errors, "/match/target_choices/2", "listed twice"));
  EXPECT_TRUE(hasError(errors, "/match/target_choices", "should be one of the choices"));
}

}  // namespace
}  // namespace ochos::rules
