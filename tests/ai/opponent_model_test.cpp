// OpponentModel: how erratically an opponent plays, learned from the public history only.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/ai/opponent_model.hpp"
#include "ochos/ai/play_evidence.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {
namespace {

// Seat 0 (Medium) watches seat 1 for a whole hand, the way Hard does before each of its moves;
// returns the estimate at the hand's end, averaged over `hands` hands.
template <typename Opponent>
double meanEstimate(const std::string& profile, int hands) {
  const auto rules = testing::profileByName(profile);
  const ai::HeuristicWeights weights;
  double sum = 0.0;
  for (int hand = 0; hand < hands; ++hand) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = 500 + static_cast<std::uint64_t>(hand);
    mc.singleHand = true;
    Game game(rules, mc);
    ai::MediumAgent watcher(static_cast<std::uint64_t>(hand));
    Opponent opponent(static_cast<std::uint64_t>(hand) + 1000);
    std::vector<ai::Agent*> agents = {&watcher, &opponent};
    for (int s = 0; s < 2; ++s)
      agents[static_cast<std::size_t>(s)]->newMatch(s);
    ai::OpponentModel model;
    ai::CardMemory memory;
    ai::Determinizer determinizer;
    ai::PlayEvidence evidence;
    Rng rng(static_cast<std::uint64_t>(hand));
    Observation obs;
    for (int step = 0; step < 400 && game.state().phase() == Phase::Playing; ++step) {
      testing::offerReactions(game, agents, obs);
      if (game.state().phase() != Phase::Playing) break;
      const int seat = game.state().currentPlayer();
      game.observe(seat, obs);
      if (seat == 0) {
        memory.update(obs);
        determinizer.prepare(obs, &memory);
        evidence.prepare(obs, 6, &memory);
        model.update(obs, evidence, determinizer, &determinizer.arrivals(), weights, 12, rng);
      }
      const Action action = agents[static_cast<std::size_t>(seat)]->act(obs);
      if (!game.apply(seat, action)) {
        ADD_FAILURE() << "illegal action, seed " << mc.seed;
        break;
      }
    }
    sum += model.erratic(1);
  }
  std::printf("%s, %s opponent: mean estimate %.3f over %d hands\n", profile.c_str(),
              Opponent(0).name().c_str(), sum / hands, hands);
  return sum / hands;
}

TEST(OpponentModel, ARandomPlayerLooksMoreErraticThanMediumWhereDrawingIsVoluntary) {
  const double random = meanEstimate<ai::RandomAgent>("fixture-draw-five", 30);
  const double medium = meanEstimate<ai::MediumAgent>("fixture-draw-five", 30);
  // Measured 0.43 and 0.13: above and below the prior's 0.17.
  EXPECT_GT(random, 0.3);
  EXPECT_LT(medium, 0.17);
}

TEST(OpponentModel, MediumStaysASensiblePlayerOnOchosLocos) {
  EXPECT_LT(meanEstimate<ai::MediumAgent>("ochos-locos", 30), 0.25);
}

TEST(OpponentModel, StartsFromTheSensiblePrior) {
  const ai::OpponentModel model;
  EXPECT_GT(model.erratic(1), 0.1);
  EXPECT_LT(model.erratic(1), 0.25);
  EXPECT_EQ(model.playsWeighed(1), 0);
}

}  // namespace
}  // namespace ochos
