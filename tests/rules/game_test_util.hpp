#pragma once

#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "ochos/engine/game.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules::testing {

inline const ProfileLibrary& builtIns() {
  static const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  return lib;
}

// Plays up to `steps` random legal actions of any seat (announcements and catches included),
// dealing the next hand whenever one ends, as a GUI or simulator would.
inline void playRandomly(engine::Game& game, int steps, std::uint64_t seed) {
  engine::Rng rng(seed);
  engine::ActionList legal;
  std::vector<engine::LoggedAction> choices;
  for (int i = 0; i < steps; ++i) {
    if (game.state().phase() == engine::Phase::MatchOver) return;
    if (game.state().phase() == engine::Phase::HandOver) game.beginNextHand();
    choices.clear();
    for (int seat = 0; seat < game.state().players(); ++seat) {
      game.state().legalActions(seat, legal);
      for (const engine::Action& a : legal)
        choices.push_back({seat, a});
    }
    if (choices.empty()) return;
    const engine::LoggedAction& pick =
        choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
    const engine::ApplyResult r = game.apply(pick.seat, pick.action);
    ASSERT_TRUE(r.accepted) << engine::explain(r.refusal);
  }
}

// The same match: every event, action, hand, stock card and score.
inline void expectSameGame(const engine::Game& a, const engine::Game& b) {
  EXPECT_EQ(a.actions(), b.actions());
  EXPECT_EQ(a.events(), b.events());
  const engine::GameState& s = a.state();
  const engine::GameState& t = b.state();
  EXPECT_EQ(s.phase(), t.phase());
  EXPECT_EQ(s.handNumber(), t.handNumber());
  EXPECT_EQ(s.dealer(), t.dealer());
  EXPECT_EQ(s.currentPlayer(), t.currentPlayer());
  EXPECT_EQ(s.direction(), t.direction());
  EXPECT_EQ(s.pendingDraw(), t.pendingDraw());
  EXPECT_EQ(s.activeSuit(), t.activeSuit());
  EXPECT_EQ(s.stockSize(), t.stockSize());
  EXPECT_EQ(s.discardSize(), t.discardSize());
  for (int seat = 0; seat < s.players(); ++seat) {
    EXPECT_EQ(s.hand(seat), t.hand(seat)) << "seat " << seat;
    EXPECT_EQ(s.score(seat), t.score(seat)) << "seat " << seat;
  }
  for (int i = 0; i < s.stockSize() && i < t.stockSize(); ++i) {
    EXPECT_EQ(s.stockCard(i), t.stockCard(i)) << "stock " << i;
  }
  for (int seat = 0; seat < s.players(); ++seat) {
    const engine::Observation o = a.observe(seat);
    const engine::Observation p = b.observe(seat);
    EXPECT_EQ(o.handHistory, p.handHistory);
    EXPECT_EQ(o.discard, p.discard);
    EXPECT_EQ(o.legal.size(), p.legal.size());
  }
}

}  // namespace ochos::rules::testing
