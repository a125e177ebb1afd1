// OpponentModel: how erratically an opponent plays, learned from the public history only.
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/ai/opponent_model.hpp"
#include "ochos/ai/play_evidence.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

// Seat 0 (Medium) watches seat 1 for `handsPerMatch` hands of one match, the way Hard does before
// each of its moves (with Hard's settings); returns the estimate at the end of the match's last
// hand, averaged over `matches` matches.
template <typename Opponent>
double meanEstimate(const std::string& profile, int matches, int handsPerMatch = 1) {
  const auto rules = testing::profileByName(profile);
  const ai::HeuristicWeights weights;
  constexpr int kEvidencePlays = 50;  // Hard's settings (hard_agent.cpp)
  constexpr int kModelSamples = 32;
  double sum = 0.0;
  for (int match = 0; match < matches; ++match) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = 500 + static_cast<std::uint64_t>(match);
    mc.target = 100000;  // the match lasts as many hands as the test watches
    Game game(rules, mc);
    ai::MediumAgent watcher(static_cast<std::uint64_t>(match));
    Opponent opponent(static_cast<std::uint64_t>(match) + 1000);
    std::vector<ai::Agent*> agents = {&watcher, &opponent};
    for (int s = 0; s < 2; ++s)
      agents[static_cast<std::size_t>(s)]->newMatch(s);
    ai::OpponentModel model;
    Rng rng(static_cast<std::uint64_t>(match));
    Observation obs;
    for (int hand = 0; hand < handsPerMatch; ++hand) {
      if (hand > 0) game.beginNextHand();
      ai::CardMemory memory;
      ai::Determinizer determinizer;
      ai::PlayEvidence evidence;
      for (int step = 0; step < 400; ++step) {
        testing::offerReactions(game, agents, obs);
        const Phase phase = game.state().phase();
        if (phase != Phase::Playing && phase != Phase::DealerDeclares) break;
        const int seat =
            phase == Phase::DealerDeclares ? game.state().dealer() : game.state().currentPlayer();
        game.observe(seat, obs);
        if (seat == 0 && phase == Phase::Playing) {
          memory.update(obs);
          determinizer.prepare(obs, &memory);
          evidence.prepare(obs, kEvidencePlays, &memory);
          model.update(obs, evidence, determinizer, &determinizer.arrivals(), weights,
                       kModelSamples, rng);
        }
        const Action action = agents[static_cast<std::size_t>(seat)]->act(obs);
        if (!game.apply(seat, action)) {
          ADD_FAILURE() << "illegal action, seed " << mc.seed;
          return 0.0;
        }
      }
      if (game.state().phase() != Phase::HandOver) {
        ADD_FAILURE() << "hand did not end, seed " << mc.seed;
        return 0.0;
      }
    }
    sum += model.erratic(1);
  }
  std::printf("%s, %s opponent: mean estimate %.3f after %d hand(s), over %d matches\n",
              profile.c_str(), Opponent(0).name().c_str(), sum / matches, handsPerMatch, matches);
  return sum / matches;
}

TEST(OpponentModel, ARandomPlayerLooksMoreErraticThanMediumWhereDrawingIsVoluntary) {
  const double random = meanEstimate<ai::RandomAgent>("fixture-draw-five", 30);
  const double medium = meanEstimate<ai::MediumAgent>("fixture-draw-five", 30);
  // Measured 0.41 and 0.12 after one hand (0.38 and 0.11 weighing each play on its own).
  EXPECT_GT(random, 0.3);
  EXPECT_LT(medium, 0.2);
}

TEST(OpponentModel, MediumStaysASensiblePlayerOnOchosLocos) {
  EXPECT_LT(meanEstimate<ai::MediumAgent>("ochos-locos", 30), 0.17);
}

// On Ochos Locos nothing is voluntary and one hand's plays hardly tell a careful player from a
// random one; a match's hands do. Weighing each play on its own, the estimate for Medium rose
// from hand to hand (0.19 after one, 0.27 after ten): a careful player looked more random the
// longer it was watched.
TEST(OpponentModel, AMatchTellsMediumFromARandomPlayerOnOchosLocos) {
  const double medium = meanEstimate<ai::MediumAgent>("ochos-locos", 12, 10);
  const double random = meanEstimate<ai::RandomAgent>("ochos-locos", 12, 10);
  EXPECT_LT(medium, 0.15);
  EXPECT_GT(random, 0.35);
}

TEST(OpponentModel, StartsFromTheSensiblePrior) {
  const ai::OpponentModel model;
  EXPECT_GT(model.erratic(1), 0.1);
  EXPECT_LT(model.erratic(1), 0.15);
  EXPECT_EQ(model.playsWeighed(1), 0);
}

}  // namespace
}  // namespace ochos
