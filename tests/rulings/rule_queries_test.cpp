// The rule questions the engine and the computer players share (rule_queries.hpp).
#include "ochos/engine/rule_queries.hpp"

#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::card;
using test::profile;

TEST(RuleQueries, TheSuitTheRankAndTheWildsFit_R1) {
  const auto rules = profile("ochos-locos");
  const CardSet fit = cardsThatFit(*rules, card("9H"), Suit::Hearts);
  EXPECT_TRUE(fit.contains(card("2H")));
  EXPECT_TRUE(fit.contains(card("9C")));
  EXPECT_TRUE(fit.contains(card("8S")));
  EXPECT_FALSE(fit.contains(card("10C")));
}

TEST(RuleQueries, ADeclaredSuitReplacesTheWildsOwn) {
  const auto rules = profile("ochos-locos");
  const CardSet fit = cardsThatFit(*rules, card("8H"), Suit::Spades);
  EXPECT_TRUE(fit.contains(card("3S")));
  EXPECT_FALSE(fit.contains(card("3H")));
  EXPECT_TRUE(fit.contains(card("8D")));  // eight on eight is allowed there
}

TEST(RuleQueries, NoWildOnAWildWhereTheRulesSaySo_R11) {
  const auto rules = profile("mau-mau");
  const CardSet fit = cardsThatFit(*rules, card("JH"), Suit::Clubs);
  EXPECT_TRUE(fit.contains(card("7C")));
  EXPECT_FALSE(fit.contains(card("JC")));
  EXPECT_TRUE(cardsThatFit(*rules, card("9C"), Suit::Clubs).contains(card("JD")));
}

TEST(RuleQueries, AWildThatIsTheLastCardNamesNothing_R1) {
  const auto rules = profile("ochos-locos");
  EXPECT_EQ(playOf(*rules, card("8C"), Suit::Hearts, false, 3).suit, Suit::Hearts);
  EXPECT_EQ(playOf(*rules, card("8C"), Suit::Hearts, false, 1).suit, Suit::Clubs);
  EXPECT_EQ(playOf(*rules, card("5C"), Suit::Hearts, false, 3).suit, Suit::Clubs);
}

TEST(RuleQueries, OnlyThePlayThatLeavesOneCardAnnounces_R13) {
  const auto rules = profile("ochos-locos");
  EXPECT_TRUE(playOf(*rules, card("5C"), Suit::Clubs, true, 2).announce);
  EXPECT_FALSE(playOf(*rules, card("5C"), Suit::Clubs, true, 3).announce);
  EXPECT_FALSE(playOf(*profile("crazy-eights"), card("5C"), Suit::Clubs, true, 2).announce);
}

TEST(RuleQueries, DrawAnswersOnlyWithStacking_R10) {
  const auto rules = profile("mau-mau");
  EXPECT_TRUE(drawAnswerCards(*rules).contains(card("7S")));
  EXPECT_FALSE(drawAnswerCards(*rules).contains(card("8S")));
  RuleSet noStacking = *rules;
  noStacking.drawStacking = false;
  EXPECT_TRUE(drawAnswerCards(noStacking).empty());
}

}  // namespace
}  // namespace ochos::engine
