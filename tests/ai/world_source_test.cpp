// HardAgent's world source (ochos/ai/world_source.hpp): the source given at construction supplies
// every deal the search plays on, and a watcher wrapped around Hard's own deals sees each of them.
#include <gtest/gtest.h>

#include "ochos/ai/hard_agent.hpp"
#include "test_support.hpp"
#include "test_worlds.hpp"

namespace ochos {

using engine::Action;
using engine::GameState;
using engine::Observation;
using engine::Rng;
using engine::Suit;

namespace {

using testing::card;

ai::HardConfig uncapped() {
  ai::HardConfig config;
  config.playouts = 60;
  config.maxWork = 0;
  config.maxMillis = 0;
  return config;
}

TEST(WorldSource, TheSourceSuppliesEveryDealAndAWatcherSeesEach) {
  const auto p = testing::makePosition(testing::ochosLocos(), {card("KH"), card("5H"), card("9S")},
                                       {card("2C"), card("3C"), card("4D"), card("6D")}, card("9H"),
                                       Suit::Hearts);
  int sampled = 0;
  int watched = 0;
  auto source = std::make_unique<testing::DealtBy>([&](const Observation&, Rng&) {
    ++sampled;
    return p.state;
  });
  auto watcher = std::make_unique<testing::Watched>(
      [&](const Observation&, const GameState& deal) {
        ++watched;
        EXPECT_TRUE(deal.hand(1) == p.state.hand(1));  // the source's deal, not one of its own
      },
      std::move(source));
  ai::HardAgent hard(7, uncapped(), std::move(watcher));
  const Action a = hard.act(p.obs);
  EXPECT_TRUE(p.state.isLegal(0, a));
  EXPECT_GT(sampled, 0);
  EXPECT_EQ(watched, sampled);
  EXPECT_EQ(sampled, hard.lastReport().worlds);
}

// The game's source is Hard's own deals: watching them changes nothing, and they are guesses
// (the opponent's hand is dealt from the unseen cards, not copied from the truth).
TEST(WorldSource, BelievedWorldsAreHardsOwnDeals) {
  const auto p = testing::makePosition(testing::ochosLocos(), {card("KH"), card("5H"), card("9S")},
                                       {card("2C"), card("3C"), card("4D"), card("6D")}, card("9H"),
                                       Suit::Hearts);
  ai::HardAgent plain(7, uncapped());
  int watched = 0;
  int differentFromTheTruth = 0;
  ai::HardAgent seen(
      7, uncapped(),
      std::make_unique<testing::Watched>([&](const Observation&, const GameState& d) {
        ++watched;
        differentFromTheTruth += d.hand(1) == p.state.hand(1) ? 0 : 1;
      }));
  EXPECT_EQ(plain.act(p.obs), seen.act(p.obs));
  EXPECT_EQ(plain.lastReport().means, seen.lastReport().means);
  EXPECT_EQ(watched, seen.lastReport().worlds);
  EXPECT_GT(differentFromTheTruth, 0);
}

}  // namespace
}  // namespace ochos
