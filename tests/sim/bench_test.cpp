#include "bench.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <map>
#include <new>

#include "ochos/engine/game_state.hpp"

#include "sim_test_support.hpp"

// Counts every allocation in this test binary, to show that the bench loop makes none. Not
// under AddressSanitizer, which brings its own operator new. Out of line, or GCC pairs the malloc
// inlined from operator new with a free and warns wrongly.
#if defined(__SANITIZE_ADDRESS__)
#define OCHOS_COUNT_ALLOCATIONS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OCHOS_COUNT_ALLOCATIONS 0
#endif
#endif
#ifndef OCHOS_COUNT_ALLOCATIONS
#define OCHOS_COUNT_ALLOCATIONS 1
#endif

namespace {
std::atomic<long> gAllocations{0};
}
#if OCHOS_COUNT_ALLOCATIONS
#if defined(__GNUC__)
#define OCHOS_NOINLINE __attribute__((noinline))
#else
#define OCHOS_NOINLINE
#endif
OCHOS_NOINLINE void* operator new(std::size_t size) {
  ++gAllocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
OCHOS_NOINLINE void operator delete(void* p) noexcept {
  std::free(p);
}
OCHOS_NOINLINE void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
#endif

namespace ochos::sim {

using engine::Action;
using engine::ActionList;
using engine::Card;
using engine::GameState;
using engine::kSuitCount;
using engine::MatchConfig;
using engine::Phase;
using engine::Rank;
using engine::Rng;
using engine::Suit;

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
  ActionList legal;  // the engine lists out-of-turn actions first
  legal.push(Action::catchPlayer(1));
  legal.push(Action::draw());
  Rng rng(1);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(chooseRandomMove(legal, rng), 1);
  ActionList only;
  only.push(Action::announceLastCard());
  EXPECT_EQ(chooseRandomMove(only, rng), 0);
}

TEST(SimBench, DealerDeclaresAnySuit) {
  ActionList legal;
  for (int s = 0; s < kSuitCount; ++s)
    legal.push(Action::declare(static_cast<Suit>(s)));
  Rng rng(3);
  std::map<int, int> counts;
  for (int i = 0; i < 4000; ++i)
    ++counts[chooseRandomMove(legal, rng)];
  for (int s = 0; s < kSuitCount; ++s)
    EXPECT_NEAR(counts[s], 1000, 150);
}

// The bench's choice is the random agent's: the same move classes, whatever the order.
TEST(SimBench, EngineListsEachMoveAsOneRun) {
  auto rules = test::builtInRules("crazy-eights", {"special_cards", "last_card"});
  ASSERT_NE(rules, nullptr);
  MatchConfig mc;
  mc.players = 3;
  Rng rng(5);
  ActionList legal;
  for (int game = 0; game < 50; ++game) {
    mc.seed = rng.next();
    GameState st = GameState::newMatch(*rules, mc, nullptr);
    while (st.phase() == Phase::Playing || st.phase() == Phase::DealerDeclares) {
      const int seat = st.currentPlayer();
      st.legalActions(seat, legal);
      // No move key appears in two separate runs.
      for (int i = 0; i < legal.size(); ++i)
        for (int j = i + 2; j < legal.size(); ++j)
          if (legal[i].type == legal[j].type && legal[i].card == legal[j].card) {
            for (int k = i + 1; k < j; ++k) {
              ASSERT_EQ(legal[k].type, legal[i].type) << describe(legal[k]);
              ASSERT_EQ(legal[k].card, legal[i].card) << describe(legal[k]);
            }
          }
      st.apply(seat, legal[chooseRandomMove(legal, rng)], nullptr);
    }
  }
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

// Not built under ASan, whose allocator is not ours to count (a skip would fail scripts/test.sh).
#if OCHOS_COUNT_ALLOCATIONS
TEST(SimBench, NoAllocationPerGame) {
  BenchConfig config;
  config.rules = test::fixtureRules();
  auto allocationsFor = [&](std::int64_t games) {
    config.games = games;
    const long before = gAllocations.load();
    runBench(config);
    return gAllocations.load() - before;
  };
  EXPECT_EQ(allocationsFor(10), allocationsFor(1000));
}
#endif

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
