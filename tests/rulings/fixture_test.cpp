// The fixture rule sets (tests/data/profiles): drawing up to five cards a turn with any
// playable card allowed afterwards, and several cards of one rank in a turn - no code change, only
// profile data.
#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> fixture(const std::string& name) {
  return test::loadProfileFile(test::fixtureDir() / (name + ".json"), {});
}

TEST(FixtureDrawFive, UpToFiveDrawsThenAnyPlayableCardOrPass) {
  Table t(fixture("fixture-draw-five"),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 2D"}, "4H", "KC 3C 2C AC 10C 3H"});
  EXPECT_EQ(t.legal(1), "draw, play 5H hearts");  // drawing is allowed though a card fits
  for (int draw = 1; draw <= 5; ++draw) {
    t.draw(1);
    if (draw < 5) {
      EXPECT_EQ(t.legal(1), "draw, play 5H hearts") << draw;  // no pass before the fifth draw
    }
  }
  // After five draws: any playable card (not only a drawn one), or pass.
  EXPECT_EQ(t.legal(1), "pass, play 5H hearts");
  t.refuse(1, Action::draw());
  t.pass(1);
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.state().hand(1).size(), 12);
}

TEST(FixtureDrawFive, DrawnCardsMayBePlayedAndDrawingGoesOn) {
  Table t(fixture("fixture-draw-five"),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "3H KC"});
  t.draw(1);  // 3H fits, yet drawing may go on
  EXPECT_EQ(t.legal(1), "draw, play 3H hearts");
  t.draw(1);
  t.play(1, "3H");
}

TEST(FixtureDrawFive, NoReshuffleAndBlockedWhenEveryonePasses) {
  Table t(fixture("fixture-draw-five"),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C"}, "KH", ""});
  t.thinStock(0);
  EXPECT_FALSE(t.state().canDrawCard());
  EXPECT_EQ(t.legal(1), "pass");
  t.pass(1);
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.state().lastHandWinner(), -1);
}

TEST(FixtureMultiRank, SeveralCardsOfOneRankInATurn) {
  const auto rules = fixture("fixture-multi-rank");
  ASSERT_TRUE(rules->multipleSameRank);
  const int n = rules->handSizeFor(2);
  std::string mine = "5H 5C 5S";
  const char* fill[] = {"9D", "10D", "JD", "QD", "KD", "2D", "3D"};
  for (int i = 3; i < n; ++i)
    mine += std::string(" ") + fill[i - 3];
  std::string theirs;
  const char* other[] = {"2C", "3C", "4C", "6C", "7C", "9C", "10C", "JC", "QC", "KC"};
  for (int i = 0; i < n; ++i)
    theirs += (i ? " " : "") + std::string(other[i]);
  Table t(rules, Deal{2, 0, {theirs, mine}, "4H", "AS"});
  t.play(1, "5H");
  EXPECT_EQ(t.current(), 1);  // more fives may follow
  EXPECT_TRUE(t.state().continuingRank());
  const std::string legal = t.legal(1);
  EXPECT_NE(legal.find("play 5C"), std::string::npos) << legal;
  EXPECT_NE(legal.find("pass"), std::string::npos) << legal;
  EXPECT_EQ(legal.find("9D"), std::string::npos) << legal;
  t.play(1, "5C");
  t.play(1, "5S");
  EXPECT_EQ(t.current(), 0);  // no five left: the turn ends by itself
  EXPECT_EQ(t.state().topCard(), test::card("5S"));
}

}  // namespace
}  // namespace ochos::engine
