// The chance to win a match from its totals, which Hard plays for in a match (MatchEquity).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <thread>

#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/match_equity.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::kMaxSeats;
using engine::Rank;
using engine::Rng;
using engine::RuleSet;
using engine::ScoringMode;
using engine::Suit;

namespace {

using testing::card;
using testing::makePosition;

constexpr std::uint8_t kTwoSeats = 0b11;

TEST(MatchEquity, TwoEqualPlayersShareTheChancesAndTheLeaderIsAhead) {
  const auto rules = testing::ochosLocos();
  const ai::MatchEquity equity(*rules, 2, 100);
  for (int mine = 0; mine < 100; mine += 9)
    for (int theirs = 0; theirs < 100; theirs += 7)
      EXPECT_NEAR(equity.duel(mine, theirs) + equity.duel(theirs, mine), 1.0, 1e-9)
          << mine << " against " << theirs;
  EXPECT_NEAR(equity.duel(0, 0), 0.5, 1e-9);
  // Penalty points: fewer is better, and the more so the nearer the target.
  EXPECT_GT(equity.duel(20, 40), 0.6);
  EXPECT_GT(equity.duel(50, 90), equity.duel(20, 60));
  for (int mine = 0; mine + 10 < 100; mine += 10) {
    EXPECT_GE(equity.duel(mine, 50), equity.duel(mine + 10, 50));
    EXPECT_LE(equity.duel(50, mine), equity.duel(50, mine + 10));
  }
}

TEST(MatchEquity, WinnerCollectsRewardsTheHigherTotal) {
  const auto rules = testing::crazyEights();
  ASSERT_EQ(rules->scoring, ScoringMode::WinnerCollects);
  const int target = rules->targetFor(2);
  const ai::MatchEquity equity(*rules, 2, target);
  EXPECT_GT(equity.duel(target - 10, 10), 0.7);
  EXPECT_LT(equity.duel(10, target - 10), 0.3);
  EXPECT_GE(equity.duel(60, 30), equity.duel(30, 30));
}

TEST(MatchEquity, AReachedTargetDecidesByTheTotalsAsTheyStand) {
  const auto rules = testing::ochosLocos();
  const ai::MatchEquity equity(*rules, 3, 100);
  std::array<int, kMaxSeats> totals{40, 101, 55};
  EXPECT_EQ(equity.chance(totals, 0b111, 0), 1.0);
  EXPECT_EQ(equity.chance(totals, 0b111, 2), 0.0);
  totals = {40, 101, 40};  // a shared lowest total: an extra hand between the two (R7)
  EXPECT_EQ(equity.chance(totals, 0b111, 0), 0.5);
  EXPECT_EQ(equity.chance(totals, 0b111, 1), 0.0);
  totals = {40, 120, 0};  // seat 2 is not in the match
  EXPECT_EQ(equity.chance(totals, 0b011, 0), 1.0);
}

TEST(MatchEquity, WithNothingLearntTheChancesAreEven) {
  // Rules under which no learning hand ends teach nothing: no total is better than another yet.
  const auto rules = testing::ochosLocos();
  const ai::MatchEquity equity(*rules, 2, 100, 0);
  EXPECT_EQ(equity.duel(10, 60), 0.5);
  EXPECT_EQ(equity.duel(99, 0), 0.5);
  EXPECT_EQ(equity.duel(100, 0), 0.0);  // a reached target still decides
}

TEST(MatchEquity, IsTheSameTableWhoeverBuildsIt) {
  const auto rules = testing::ochosLocos();
  const ai::MatchEquity first(*rules, 4, 100);
  // Built again on another thread, after another table: nothing it learns from may depend on
  // what was built before or where (a shared or thread-local random state would show here).
  std::unique_ptr<ai::MatchEquity> second;
  std::thread([&] {
    const ai::MatchEquity other(*rules, 3, 150);
    EXPECT_GT(other.duel(0, 0), 0.0);
    second = std::make_unique<ai::MatchEquity>(*rules, 4, 100);
  }).join();
  std::array<int, kMaxSeats> totals{12, 57, 33, 80};
  double sum = 0.0;
  for (int me = 0; me < 4; ++me) {
    EXPECT_EQ(first.chance(totals, 0b1111, me), second->chance(totals, 0b1111, me));
    sum += first.chance(totals, 0b1111, me);
  }
  EXPECT_NEAR(sum, 1.0, 1e-9);
  // Penalty points: the lowest total has the best chance, the highest the worst.
  EXPECT_GT(first.chance(totals, 0b1111, 0), first.chance(totals, 0b1111, 2));
  EXPECT_GT(first.chance(totals, 0b1111, 2), first.chance(totals, 0b1111, 1));
  EXPECT_GT(first.chance(totals, 0b1111, 1), first.chance(totals, 0b1111, 3));
  // Against three opponents a seat's chance is below its chance against one.
  const ai::MatchEquity duel(*rules, 2, 100);
  EXPECT_LT(first.chance(std::array<int, kMaxSeats>{}, 0b1111, 0), 0.5);
  EXPECT_NEAR(duel.chance(std::array<int, kMaxSeats>{}, kTwoSeats, 0), 0.5, 1e-9);
}

TEST(MatchEquity, OneTableServesEverySeatOfTheSameMatch) {
  const auto rules = testing::ochosLocos();
  const auto first = ai::MatchEquity::shared(*rules, 4, 100);
  // The same rules loaded again elsewhere (another address, the same content) get the same table.
  const RuleSet copy = *rules;
  EXPECT_EQ(ai::MatchEquity::shared(copy, 4, 100), first);
  // Another player count, target or rule learns its own, and it is the table built directly.
  const auto twoPlayers = ai::MatchEquity::shared(*rules, 2, 100);
  EXPECT_NE(twoPlayers, first);
  EXPECT_NE(ai::MatchEquity::shared(*rules, 4, 200), first);
  RuleSet dearEights = *rules;
  dearEights.cardValue[static_cast<int>(Rank::Eight)] = 20;
  EXPECT_NE(ai::MatchEquity::shared(dearEights, 4, 100), first);
  const ai::MatchEquity direct(*rules, 2, 100);
  for (int mine = 0; mine < 100; mine += 11)
    EXPECT_EQ(twoPlayers->duel(mine, 45), direct.duel(mine, 45));
}

TEST(MatchEquity, AThirdSeatNearTheTargetMakesTheLeadAsItStandsCount) {
  // Penalty points, four players: a seat at 95 will most likely end the match next hand, and then
  // 40 against 50 is decided as it stands. Over a long match 10 points are worth far less.
  const auto rules = testing::ochosLocos();
  const ai::MatchEquity equity(*rules, 4, 100);
  EXPECT_EQ(equity.reachChance(0), 1.0);
  EXPECT_GT(equity.reachChance(5), equity.reachChance(40));
  EXPECT_EQ(equity.reachChance(1000), 0.0);
  double before = equity.duel(40, 50, 0.0);
  for (double clock : {0.1, 0.3, 0.6, 1.0}) {
    EXPECT_GT(equity.duel(40, 50, clock), before) << clock;
    EXPECT_NEAR(equity.duel(40, 50, clock) + equity.duel(50, 40, clock), 1.0, 1e-9);
    before = equity.duel(40, 50, clock);
  }
  EXPECT_GT(equity.duel(40, 50, 1.0), equity.duel(40, 50, 0.0) + 0.05);
}

TEST(MatchEquity, EverySeatsChancesAddUpToOne) {
  for (const auto& rules : {testing::ochosLocos(), testing::crazyEights()}) {
    for (int players : {3, 4}) {
      const int target = rules->targetFor(players);
      const ai::MatchEquity equity(*rules, players, target);
      const std::uint8_t seated = static_cast<std::uint8_t>((1U << players) - 1U);
      Rng rng(static_cast<std::uint64_t>(players));
      for (int trial = 0; trial < 200; ++trial) {
        std::array<int, kMaxSeats> totals{};
        for (int s = 0; s < players; ++s)
          totals[static_cast<std::size_t>(s)] =
              static_cast<int>(rng.below(static_cast<std::uint32_t>(target + target / 5)));
        double sum = 0.0;
        for (int me = 0; me < players; ++me)
          sum += equity.chance(totals, seated, me);
        EXPECT_NEAR(sum, 1.0, 1e-9) << rules->id << " " << players << " players, trial " << trial;
      }
    }
  }
}

TEST(HardAgent, InAMatchAHandWonIsWorthTheMatchItLeaves) {
  // King of hearts now and the eight next turn: Hard goes out whatever the opponent does. In a
  // quick game that is a won game; in a match where Hard already has 90 penalty points and the
  // opponent none, it only adds the opponent's few cards to the opponent's total, and the match
  // is still most likely lost. Trailing the other way round, the same hand nearly wins it.
  const auto rules = testing::ochosLocos();
  auto p = makePosition(rules, {card("KH"), card("8C")}, {card("2C"), card("3C"), card("4D")},
                        card("9H"), Suit::Hearts);
  ai::HardConfig config;
  config.playouts = 400;
  config.maxWork = 0;
  config.maxMillis = 0;
  const auto bestMean = [](const ai::SearchReport& report) {
    return *std::max_element(report.means.begin(), report.means.end());
  };

  p.obs.singleHand = true;
  ai::HardAgent quick(5, config);
  EXPECT_EQ(quick.act(p.obs).card, card("KH"));
  EXPECT_GT(bestMean(quick.lastReport()), 0.9);

  p.obs.singleHand = false;
  p.obs.scores[0] = 90;
  ai::HardAgent behind(5, config);
  EXPECT_EQ(behind.act(p.obs).card, card("KH"));
  EXPECT_LT(bestMean(behind.lastReport()), 0.3);

  p.obs.scores[0] = 0;
  p.obs.scores[1] = 90;
  ai::HardAgent ahead(5, config);
  EXPECT_EQ(ahead.act(p.obs).card, card("KH"));
  EXPECT_GT(bestMean(ahead.lastReport()), 0.9);

  p.obs.target = 0;  // no target: the hand alone counts, whatever the totals
  p.obs.scores[0] = 90;
  p.obs.scores[1] = 0;
  ai::HardAgent handOnly(5, config);
  handOnly.act(p.obs);
  EXPECT_GT(bestMean(handOnly.lastReport()), 0.9);
}

}  // namespace
}  // namespace ochos
