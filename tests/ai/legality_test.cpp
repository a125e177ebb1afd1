// No agent ever returns an illegal action: 10,000 positions per profile, reached by random play,
// each answered by Easy, Medium and a small-budget Hard (and their out-of-turn reactions).
// OCHOS_LEGALITY_POSITIONS=<n> checks n per profile instead: the sanitizer pass sets 2,000, since
// its checks look for memory errors, which fewer positions reach as well, at many times the cost
// of each; the full count runs in the main pass.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "ochos/ai/easy_agent.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;
using engine::RuleSet;

namespace {

int positionsPerProfile() {
  const char* text = std::getenv("OCHOS_LEGALITY_POSITIONS");
  return text != nullptr ? std::stoi(text) : 10000;
}

void checkProfile(const std::shared_ptr<const RuleSet>& rules, int positions) {
  ASSERT_NE(rules, nullptr);
  ai::EasyAgent easy(11);
  ai::MediumAgent medium(12);
  ai::HardConfig config;
  config.playouts = 6;
  // A cap of work that gives the exact endgame search about 3,000 positions (half the cap): small
  // endgames are solved, larger ones fall back to playouts.
  config.maxWork = 8.0;
  config.maxMillis = 0;
  ai::HardAgent hard(13, config);
  ai::RandomAgent random(14);
  std::vector<ai::Agent*> agents{&easy, &medium, &hard};

  Observation obs;
  Rng rng(99);
  int checked = 0;
  for (std::uint64_t gameNo = 1; checked < positions; ++gameNo) {
    MatchConfig mc;
    mc.players = rules->minPlayers +
                 static_cast<int>(gameNo % static_cast<std::uint64_t>(std::min(
                                               4, rules->maxPlayers - rules->minPlayers + 1)));
    mc.seed = gameNo;
    mc.singleHand = true;
    Game game(rules, mc);
    for (int guard = 0; guard < 2000 && checked < positions; ++guard) {
      const Phase phase = game.state().phase();
      if (phase != Phase::Playing && phase != Phase::DealerDeclares) break;
      // Out-of-turn moments: every seat that may announce or catch.
      for (int seat = 0; seat < game.state().players(); ++seat) {
        if (seat == game.state().currentPlayer() || game.state().unannouncedSeat() < 0) continue;
        game.observe(seat, obs);
        if (obs.legal.empty()) continue;
        for (ai::Agent* agent : agents) {
          if (auto a = agent->react(obs)) {
            EXPECT_TRUE(game.state().isLegal(seat, *a))
                << rules->id << " " << agent->name() << " reacted " << describe(*a);
          }
        }
      }
      const int seat =
          phase == Phase::DealerDeclares ? game.state().dealer() : game.state().currentPlayer();
      game.observe(seat, obs);
      if (obs.legal.empty()) break;
      for (ai::Agent* agent : agents) {
        const Action a = agent->act(obs);
        ASSERT_TRUE(game.state().isLegal(seat, a)) << rules->id << " " << agent->name() << " chose "
                                                   << describe(a) << " at position " << checked;
      }
      ++checked;
      // Move on with a mixture of the agents' own choices and random ones, so that positions
      // the agents steer into are covered too.
      ai::Agent* driver =
          rng.below(3) == 0 ? agents[rng.below(3)] : static_cast<ai::Agent*>(&random);
      const Action next = driver->act(obs);
      ASSERT_TRUE(game.apply(seat, next)) << describe(next);
    }
  }
  EXPECT_EQ(checked, positions);
}

TEST(AgentLegality, OchosLocos) {
  checkProfile(testing::profileByName("ochos-locos"), positionsPerProfile());
}
TEST(AgentLegality, OchosLocosActionCards) {
  checkProfile(testing::profileByName("ochos-locos+action_cards"), positionsPerProfile());
}
TEST(AgentLegality, CrazyEights) {
  checkProfile(testing::profileByName("crazy-eights"), positionsPerProfile());
}
TEST(AgentLegality, MauMau) {
  checkProfile(testing::profileByName("mau-mau"), positionsPerProfile());
}
TEST(AgentLegality, FixtureDrawFive) {
  checkProfile(testing::profileByName("fixture-draw-five"), positionsPerProfile());
}

TEST(AgentLegality, Switch) {
  checkProfile(testing::profileByName("switch"), positionsPerProfile());
}

// Every variant of every shipped profile, one at a time, with fewer positions each (1,500).
TEST(AgentLegality, EveryShippedVariant) {
  const auto library = rules::ProfileLibrary::load(
      std::string(OCHOS_TEST_DATA_DIR) + "/../../resources/profiles", std::nullopt);
  ASSERT_FALSE(library.profiles().empty());
  for (const auto& profile : library.profiles()) {
    for (const auto& variant : profile.variants) {
      const auto built = library.build(profile.id, {variant.id});
      ASSERT_TRUE(built) << profile.id << "+" << variant.id;
      SCOPED_TRACE(profile.id + "+" + variant.id);
      checkProfile(built.rules, positionsPerProfile() * 3 / 20);
    }
  }
}

}  // namespace
}  // namespace ochos
