// HardAgent's test seam (hard_agent_test_access.hpp): a world sampler supplies every deal the
// search starts from, and a watcher is shown each of them.
#include "hard_agent_test_access.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::GameState;
using engine::Observation;
using engine::Rng;
using engine::Suit;

namespace {

using testing::card;

TEST(HardAgentTestAccess, TheSamplerSuppliesEveryDealAndTheWatcherSeesEach) {
  const auto p = testing::makePosition(testing::ochosLocos(), {card("KH"), card("5H"), card("9S")},
                                       {card("2C"), card("3C"), card("4D"), card("6D")}, card("9H"),
                                       Suit::Hearts);
  ai::HardConfig config;
  config.playouts = 60;
  config.maxWork = 0;
  config.maxMillis = 0;
  ai::HardAgent hard(7, config);
  int sampled = 0;
  int watched = 0;
  ai::HardAgentTestAccess::sampleWorldsWith(hard, [&](const Observation&, Rng&) {
    ++sampled;
    return p.state;
  });
  ai::HardAgentTestAccess::watchDeals(hard, [&](const Observation&, const GameState& deal) {
    ++watched;
    EXPECT_TRUE(deal.hand(1) == p.state.hand(1));  // the sampler's deal, not one of its own
  });
  const Action a = hard.act(p.obs);
  EXPECT_TRUE(p.state.isLegal(0, a));
  EXPECT_GT(sampled, 0);
  EXPECT_EQ(watched, sampled);
  EXPECT_EQ(sampled, hard.lastReport().worlds);
}

}  // namespace
}  // namespace ochos
