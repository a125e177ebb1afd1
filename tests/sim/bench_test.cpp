#include "bench.hpp"

#include <gtest/gtest.h>

#include <map>

#include "sim_test_support.hpp"

namespace ochos::sim {
namespace {

// Uniform over distinct moves first: a wild with four suits is one move, not four.
TEST(SimBench, RandomMoveIsUniformOverDistinctMoves) {
  ActionList legal;
  const Card eight(Suit::Hearts, Rank::Eight);
  for (int s = 0; s < kSuitCount; ++s)
    legal.push(Action::play(eight, static_cast<Suit>(s)));
  legal.push(Action::play(Card(Suit::Clubs, Rank::Three), Suit::Clubs));
  legal.push(Action::draw());
  Rng rng(42);
  std::map<int, int> counts;
  const int trials = 60000;
  for (int i = 0; i < trials; ++i)
    ++counts[chooseRandomMove(legal, rng)];
  int eights = 0;
  for (int i = 0; i < 4; ++i) {
    EXPECT_NEAR(counts[i], trials / 12, trials / 12 * 0.1) << "suit " << i;
    eights += counts[i];
  }
  EXPECT_NEAR(eights, trials / 3, trials / 3 * 0.05);
  EXPECT_NEAR(counts[4], trials / 3, trials / 3 * 0.05);
  EXPECT_NEAR(counts[5], trials / 3, trials / 3 * 0.05);
}

TEST(SimBench, RandomMoveLeavesCatchingToReactions) {
  ActionList legal;
  legal.push(Action::draw());
  legal.push(Action::catchPlayer(1));
  Rng rng(1);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(chooseRandomMove(legal, rng), 0);
  ActionList only;
  only.push(Action::catchPlayer(1));
  EXPECT_EQ(chooseRandomMove(only, rng), 0);
}

TEST(SimBench, CountedGamesOnTheFixture) {
  BenchConfig config;
  config.rules = test::fixtureRules();
  ASSERT_NE(config.rules, nullptr);
  config.games = 300;
  const BenchResult r = runBench(config);
  EXPECT_EQ(r.games, 300);
  EXPECT_GT(r.decisions, 300);
  EXPECT_LE(r.blocked, 300);
  EXPECT_GT(r.gamesPerSecond(), 0);
}

TEST(SimBench, SameSeedSamePlayouts) {
  BenchConfig config;
  config.rules = test::builtInRules("ochos-locos", {"action_cards"});
  ASSERT_NE(config.rules, nullptr);
  config.players = 4;
  config.games = 100;
  config.seed = 77;
  const BenchResult a = runBench(config);
  const BenchResult b = runBench(config);
  EXPECT_EQ(a.decisions, b.decisions);
  EXPECT_EQ(a.blocked, b.blocked);
}

TEST(SimBench, TimedRunStops) {
  BenchConfig config;
  config.rules = test::fixtureRules();
  config.seconds = 0.05;
  const BenchResult r = runBench(config);
  EXPECT_GT(r.games, 0);
  EXPECT_LT(r.seconds, 2.0);
}

}  // namespace
}  // namespace ochos::sim
