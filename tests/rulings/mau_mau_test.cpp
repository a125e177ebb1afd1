// Mau-Mau (German standard) and Switch (British): other profiles of the same engine. R14 start
// cards, jacks wild (no J on J), sevens draw two, eights skip, and Switch's buried action start.
#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> mauMau(const std::vector<std::string>& variants = {}) {
  return test::profile("mau-mau", variants);
}

const char* const kSeat0 = "7C 9C 10C QC KC";
const char* const kSeat1 = "7H 9H 10H QH KH";
const char* const kSeat2 = "7D 9D 10D QD KD";

TEST(MauMau, ThirtyTwoCardsFiveEach) {
  MatchConfig config;
  config.players = 4;
  const GameState s = GameState::newMatch(*mauMau(), config, nullptr);
  EXPECT_EQ(s.deckSize(), 32);
  for (int seat = 0; seat < 4; ++seat) {
    EXPECT_EQ(s.hand(seat).size(), 5);
    s.hand(seat).forEach(
        [](Card c) { EXPECT_TRUE(c.rank() >= Rank::Seven || c.rank() == Rank::Ace); });
  }
  config.players = 6;
  EXPECT_EQ(GameState::newMatch(*mauMau(), config, nullptr).deckSize(), 64);
}

// R14: a 7 start card: the first player draws two or stacks a 7.
TEST(MauMau, StartSevenDrawsTwo_R14) {
  Table t(mauMau(), Deal{3, 2, {"7C 9C 10C QC KC", "AH 9H 10H QH KH", kSeat2}, "7S", "8S 8H AS"});
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.state().pendingDraw(), 2);
  EXPECT_EQ(t.legal(0), "draw, play 7C clubs");
  t.draw(0);
  EXPECT_EQ(t.hand(0), test::faces("7C 9C 10C QC KC 8S 8H"));
  EXPECT_EQ(t.current(), 1);
}

TEST(MauMau, StartSevenMayBeStacked_R14) {
  Table t(mauMau(),
          Deal{3, 2, {"7C 9C 10C QC KC", "AH 9H 10H QH KH", kSeat2}, "7S", "8S 8H AS AC"});
  t.play(0, "7C");
  EXPECT_EQ(t.state().pendingDraw(), 4);
  EXPECT_EQ(t.legal(1), "draw");  // a J would not defend either
  t.draw(1);
  EXPECT_EQ(t.state().hand(1).size(), 9);
}

// R14: an 8 start card: the first player is skipped.
TEST(MauMau, StartEightSkipsTheFirstPlayer_R14) {
  Table t(mauMau(), Deal{3, 2, {kSeat0, kSeat1, kSeat2}, "8S", "AS"});
  EXPECT_EQ(t.current(), 1);
  const Event* skipped = t.firstOf(EventType::TurnSkipped, t.events);
  ASSERT_NE(skipped, nullptr);
  EXPECT_EQ(skipped->seat, 0);
}

TEST(MauMau, StartEightWithTwoPlayersGivesTheDealerTheFirstTurn_R14) {
  Table t(mauMau(), Deal{2, 1, {kSeat0, kSeat1}, "8S", "AS"});
  EXPECT_EQ(t.current(), 1);
}

// R14: a J start card lets its own suit stand; no J on a J.
TEST(MauMau, StartJackOwnSuitStands_R14) {
  Table t(mauMau(), Deal{2, 1, {"JC 9C 10C QC KC", kSeat1}, "JS", "AS"});
  EXPECT_EQ(t.state().phase(), Phase::Playing);
  EXPECT_EQ(t.state().activeSuit(), Suit::Spades);
  EXPECT_FALSE(t.state().suitDeclared());
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.legal(0), "draw");  // the JC may not go on the JS
  const Refusal why = t.refusePlay(0, "JC", Suit::Hearts);
  EXPECT_EQ(why.code, RefusalCode::WildOnWild) << explain(why);
}

// J wild, declares a suit; a J does not defend against a 7; 7s stack.
TEST(MauMau, JackWildAndSevenStacking) {
  Table t(mauMau(), Deal{2, 1, {"JC 7C 10C QC KC", "7H 9H JH QS KS"}, "10H", "AS AC AD"});
  t.play(0, "JC", Suit::Spades);
  EXPECT_EQ(t.state().activeSuit(), Suit::Spades);
  EXPECT_EQ(t.legal(1), "draw, play KS spades, play QS spades");  // no J on the J
  t.play(1, "QS");
  EXPECT_EQ(t.legal(0), "draw, play QC clubs");
  t.play(0, "QC");
  EXPECT_FALSE(t.state().suitDeclared());
}

TEST(MauMau, JackDoesNotDefendAgainstSeven) {
  Table t(mauMau(), Deal{2, 1, {"JC 7C 10C QC KC", "7H 9H JH QS KS"}, "10H", "AS AC AD"});
  t.draw(0);  // voluntary
  if (t.current() == 0) t.pass(0);
  ASSERT_EQ(t.current(), 1);
  t.play(1, "7H");
  EXPECT_EQ(t.state().pendingDraw(), 2);
  EXPECT_EQ(t.legal(0), "draw, play 7C clubs");
  const Refusal why = t.refusePlay(0, "JC", Suit::Hearts);
  EXPECT_EQ(why.code, RefusalCode::MustAnswerDrawPassOn) << explain(why);
  EXPECT_TRUE(why.wildDoesNotDefend) << explain(why);
}

// Variants: A skips; 9 reverses (a skip with two players, R9).
TEST(MauMau, AceSkipsVariant) {
  Table t(mauMau({"ace_skips"}),
          Deal{3, 2, {"AH 9C 10C QC KC", "9H KS 10S QS 7S", kSeat2}, "10H", "AS"});
  t.play(0, "AH");
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 1);
  EXPECT_EQ(t.current(), 2);
}

TEST(MauMau, NineReversesVariant) {
  Table t(mauMau({"nine_reverses"}),
          Deal{3, 2, {"9H 9C 10C QC KC", "AH KS 10S QS 7S", kSeat2}, "10H", "AS"});
  t.play(0, "9H");
  EXPECT_EQ(t.state().direction(), -1);
  EXPECT_EQ(t.current(), 2);
}

TEST(MauMau, NoActionAcesOrNinesByDefault) {
  Table t(mauMau(), Deal{3, 2, {"9H AC 10C QC KC", "AH KS 10S QS 7S", kSeat2}, "10H", "AS"});
  t.play(0, "9H");
  EXPECT_EQ(t.state().direction(), 1);
  EXPECT_EQ(t.current(), 1);
  t.play(1, "AH");
  EXPECT_EQ(t.current(), 2);
}

// Switch: A wild, 2 draws two (stacking), 8 skips, J reverses; an action start card is buried.
TEST(Switch, ActionStartCardIsBuried) {
  Table t(test::profile("switch"),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 3D"}, "2H", "8H JH AH 4H"});
  EXPECT_EQ(t.count(EventType::StartCardBuried, t.events), 4);
  EXPECT_EQ(t.state().topCard(), test::card("4H"));
  EXPECT_EQ(t.state().pendingDraw(), 0);
  EXPECT_EQ(t.current(), 1);
  EXPECT_TRUE(t.state().cardsAccountedFor());
}

TEST(Switch, AceWildTwoDrawsEightSkipsJackReverses) {
  Table t(test::profile("switch"),
          Deal{3,
               2,
               {"AS 2H 8H JH 6S 7S 9S", "5C 6C 7C 9C JS QS 3D", "2C 3C 4C 5D 6D 7D 9D"},
               "4H",
               "KC KD"});
  t.play(0, "8H");  // seat 1 skips
  EXPECT_EQ(t.current(), 2);
  t.draw(2);  // KC does not fit a heart: turn over
  ASSERT_EQ(t.current(), 0);
  t.play(0, "JH");  // reverse: seat 2 is next
  EXPECT_EQ(t.state().direction(), -1);
  EXPECT_EQ(t.current(), 2);
  t.draw(2);
  ASSERT_EQ(t.current(), 1);
  t.play(1, "JS");  // reverses back
  EXPECT_EQ(t.current(), 2);
}

}  // namespace
}  // namespace ochos::engine
