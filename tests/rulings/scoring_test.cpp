// Scoring: penalty points (R6), blocked hands under penalty points (R8) and under winner collects
// (the lowest collects the differences; a tie for lowest scores nobody), card values and Mau-Mau's
// finishing multiplier.
#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;
using test::twoCards;

std::vector<int> handPoints(const EventLog& log, int players) {
  std::vector<int> points(static_cast<std::size_t>(players), -1);
  for (const Event& e : log)
    if (e.type == EventType::HandScored) points[e.seat] = e.value;
  return points;
}

// R6: each loser adds their own hand value; the winner adds nothing.
TEST(Scoring, PenaltyPoints_R6) {
  Table t(twoCards("ochos-locos"), Deal{3, 0, {"3D 4D", "5H 6H", "KC QC"}, "9H", "2S 3S"});
  t.play(1, "5H", std::nullopt, true);
  t.draw(2);  // 2S, no good
  t.draw(0);  // 3S, no good
  t.play(1, "6H");
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{10, 0, 22}));
  EXPECT_EQ(t.state().score(0), 10);
  EXPECT_EQ(t.state().score(1), 0);
  EXPECT_EQ(t.state().score(2), 22);
}

// Blocked: every player passes with nothing to play and nothing to draw (R2).
Table blockedTable(std::shared_ptr<const RuleSet> rules, const std::vector<std::string>& hands) {
  Table t(std::move(rules), Deal{3, 0, hands, "4H", ""});
  t.thinStock(0);
  t.pass(1);  // seats 2 and 0 pass by themselves
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.state().lastHandWinner(), -1);
  return t;
}

// R8: under penalty points each adds their own hand value minus the lowest hand value.
TEST(Scoring, BlockedPenaltyPoints_R8) {
  Table t =
      blockedTable(twoCards("ochos-locos", {}, EmptyStock::Pass), {"KS QS", "2C 3C", "9D 10D"});
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{15, 0, 14}));
}

TEST(Scoring, BlockedPenaltyPointsCrazyEightsVariant_R8) {
  Table t =
      blockedTable(twoCards("crazy-eights", {"penalty_points", "no_reshuffle"}, EmptyStock::Pass),
                   {"KS QS", "2C 3C", "9D 10D"});
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{15, 0, 14}));
}

// Winner collects: the lowest hand scores the difference from each other hand.
TEST(Scoring, BlockedWinnerCollects) {
  Table t = blockedTable(twoCards("crazy-eights", {"no_reshuffle"}, EmptyStock::Pass),
                         {"KS QS", "2C 3C", "9D 10D"});
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{0, 15 + 14, 0}));
  EXPECT_EQ(t.state().score(1), 29);
}

// ... and if two or more tie for lowest, nobody scores.
TEST(Scoring, BlockedWinnerCollectsTieScoresNobody) {
  Table t = blockedTable(twoCards("crazy-eights", {"no_reshuffle"}, EmptyStock::Pass),
                         {"2S 3S", "2C 3C", "9D 10D"});
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{0, 0, 0}));
}

TEST(Scoring, BlockedPenaltyPointsTieForLowest_R8) {
  Table t =
      blockedTable(twoCards("ochos-locos", {}, EmptyStock::Pass), {"2S 3S", "2C 3C", "9D 10D"});
  EXPECT_EQ(handPoints(t.last, 3), (std::vector<int>{0, 0, 14}));
}

// Card values (both seeds): 8 = 50, J Q K = 10, A = 1, 2-10 face value.
TEST(Scoring, CardValuesSeeds) {
  for (const char* id : {"crazy-eights", "ochos-locos"}) {
    const auto rules = test::profile(id);
    EXPECT_EQ(rules->value(Rank::Eight), 50) << id;
    EXPECT_EQ(rules->value(Rank::Ace), 1) << id;
    for (Rank r : {Rank::Jack, Rank::Queen, Rank::King})
      EXPECT_EQ(rules->value(r), 10) << id;
    for (int r = 2; r <= 10; ++r) {
      if (r != 8) {
        EXPECT_EQ(rules->value(static_cast<Rank>(r)), r) << id;
      }
    }
  }
}

// Mau-Mau: J = 20, A = 11, Q and K = 10, 7-10 face value.
TEST(Scoring, CardValuesMauMau) {
  const auto rules = test::profile("mau-mau");
  EXPECT_EQ(rules->value(Rank::Jack), 20);
  EXPECT_EQ(rules->value(Rank::Ace), 11);
  EXPECT_EQ(rules->value(Rank::Queen), 10);
  EXPECT_EQ(rules->value(Rank::King), 10);
  for (int r = 7; r <= 10; ++r)
    EXPECT_EQ(rules->value(static_cast<Rank>(r)), r);
}

// Mau-Mau doubles: going out on a jack doubles everyone else's penalty; another card does not.
TEST(Scoring, MauMauDoublesOnAJack) {
  for (const bool doubles : {false, true}) {
    for (const char* last : {"JD", "QH"}) {
      Table t(twoCards("mau-mau", doubles ? std::vector<std::string>{"mau_mau_doubles"}
                                          : std::vector<std::string>{}),
              Deal{2, 0, {"AC KC", std::string("9H ") + last}, "10H", "7S 8S"});
      t.play(1, "9H", std::nullopt, true);
      t.draw(0);  // 7S does not fit
      ASSERT_EQ(t.current(), 1);
      t.play(1, last);
      ASSERT_EQ(t.state().phase(), Phase::HandOver);
      const int factor = doubles && std::string(last) == "JD" ? 2 : 1;
      EXPECT_EQ(t.state().score(0), (11 + 10 + 7) * factor) << doubles << last;
      EXPECT_EQ(t.state().score(1), 0);
    }
  }
}

}  // namespace
}  // namespace ochos::engine
