// What Hard's sampled deals know about a Medium opponent's hand, scored against the true hand
// (belief_meter.hpp): the public history and the opponent's choices must tell Hard more than the
// hand's size does, and deals that ignore both must know nothing more.
#include <gtest/gtest.h>

#include "belief_meter.hpp"
#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "test_support.hpp"
#include "test_worlds.hpp"

using namespace ochos;

using ochos::engine::Observation;
using ochos::engine::Rng;

namespace {

// `blind`: Hard's deals come from the unseen cards dealt to the hand sizes alone, with neither
// the public history nor the opponent's choices.
ochos::testing::BeliefMeter::Summary beliefAgainstMedium(bool blind, int hands) {
  const auto rules = ochos::testing::profileByName("ochos-locos");
  ai::HardConfig config;
  config.playouts = 300;
  config.maxWork = 0;
  config.maxMillis = 0;
  ochos::testing::BeliefMeter meter;
  std::unique_ptr<ai::WorldSource> deals = std::make_unique<ai::BelievedWorlds>();
  if (blind)
    deals = std::make_unique<ochos::testing::DealtBy>([](const Observation& obs, Rng& rng) {
      ai::Determinizer sizesOnly;
      sizesOnly.prepare(obs, nullptr);
      return sizesOnly.sample(obs, rng);
    });
  ai::HardAgent hard(11, config, meter.watching(std::move(deals)));
  ai::MediumAgent medium(12);
  for (int deal = 0; deal < hands; ++deal)
    ochos::testing::playHand(rules, {&hard, &medium}, 500 + static_cast<std::uint64_t>(deal),
                             deal % 2);
  return meter.summary();
}

}  // namespace

TEST(HardBelief, TheDealsKnowAMediumOpponentsHandBeyondItsSize) {
  const auto belief = beliefAgainstMedium(false, 20);
  ASSERT_GT(belief.hands, 60);
  // About 1.7 bits per hand at this budget (1.9 at 1,000 playouts), of about 20 that knowing the
  // hand would score: the cards it could not have held when it drew, and the plays it chose.
  EXPECT_GT(belief.bits, 1.0);
  EXPECT_GT(belief.hit, belief.chance + 0.04);
  EXPECT_LT(belief.bits, belief.perfect);
}

TEST(HardBelief, WithoutTheHistoryTheDealsKnowOnlyTheSizes) {
  const auto belief = beliefAgainstMedium(true, 20);
  ASSERT_GT(belief.hands, 60);
  // A uniform deal scores a little below zero: the sampled shares scatter around the truth's
  // uniform chance, and the log score charges for the scatter.
  EXPECT_LT(belief.bits, 0.2);
  EXPECT_NEAR(belief.hit, belief.chance, 0.02);
}
