// Hard cannot cheat: it decides from the Observation only. For 200+ seeded positions the cards the
// seat cannot see are dealt differently among the other hands and the stock (sizes kept, so every
// public fact stays true) and the decision made with the same seed must not change.
#include <gtest/gtest.h>

#include "hidden_cards.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::Card;
using engine::CardSet;
using engine::Game;
using engine::GameState;
using engine::kMaxCards;
using engine::kMaxSeats;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;
using engine::RuleSet;

namespace {

void expectSamePublicView(const Observation& a, const Observation& b) {
  EXPECT_EQ(a.hand, b.hand);
  EXPECT_EQ(a.topCard, b.topCard);
  EXPECT_EQ(a.activeSuit, b.activeSuit);
  EXPECT_EQ(a.pendingDraw, b.pendingDraw);
  EXPECT_EQ(a.stockSize, b.stockSize);
  EXPECT_EQ(a.handSizes, b.handSizes);
  EXPECT_EQ(a.discard, b.discard);
  ASSERT_EQ(a.legal.size(), b.legal.size());
  for (int i = 0; i < a.legal.size(); ++i)
    EXPECT_TRUE(a.legal[i] == b.legal[i]);
}

TEST(HardAgentHonesty, ShufflingHiddenCardsNeverChangesTheDecision) {
  const std::vector<std::shared_ptr<const RuleSet>> profiles{
      testing::profileByName("ochos-locos"),
      testing::profileByName("ochos-locos+action_cards"),
      testing::profileByName("crazy-eights"),
      testing::profileByName("mau-mau"),
      testing::profileByName("fixture-draw-five"),
      testing::profileByName("switch")};
  ai::HardConfig config;
  config.playouts = 120;
  config.maxWork = 0;
  config.maxMillis = 0;  // the budget alone decides, so the test is exact
  Rng rng(2024);
  int positions = 0;
  int differentTruths = 0;
  for (std::uint64_t n = 0; positions < 220; ++n) {
    const auto& rules = profiles[n % profiles.size()];
    MatchConfig mc;
    mc.players = 2 + static_cast<int>(n % 3);
    mc.seed = 500 + n;
    // Every fifth position is in a match, where Hard values a hand by the match (MatchEquity).
    mc.singleHand = n % 5 != 0;
    Game game(rules, mc);
    ai::RandomAgent random(n);
    const int steps = 3 + static_cast<int>(rng.below(40));
    Observation obs;
    for (int i = 0; i < steps && game.state().phase() == Phase::Playing; ++i) {
      const int seat = game.state().currentPlayer();
      game.observe(seat, obs);
      game.apply(seat, random.act(obs));
    }
    if (game.state().phase() != Phase::Playing) continue;
    const int seat = game.state().currentPlayer();
    game.observe(seat, obs);
    if (obs.legal.size() < 2) continue;

    const GameState other = testing::permuteHidden(game.state(), obs, rng);
    Observation shuffled;
    other.observe(seat, shuffled);
    shuffled.handHistory = obs.handHistory;  // the public history is the same in both worlds
    expectSamePublicView(obs, shuffled);
    for (int s = 0; s < other.players(); ++s)
      if (s != seat && !(other.hand(s) == game.state().hand(s))) {
        ++differentTruths;
        break;
      }

    ai::HardAgent first(77 + n, config);
    ai::HardAgent second(77 + n, config);
    const Action a = first.act(obs);
    const Action b = second.act(shuffled);
    EXPECT_TRUE(a == b) << rules->id << " position " << positions << ": " << describe(a) << " vs "
                        << describe(b);
    ++positions;
  }
  EXPECT_GE(positions, 200);
  EXPECT_GT(differentTruths, 150);  // the shuffles really moved hidden cards
}

}  // namespace
}  // namespace ochos
