#pragma once

// The moves of one hand of a match, as the review steps through them: step 0 is the table just
// after the deal, step k after the hand's first k actions, steps() at the hand's end. Each
// position is the match replayed from its seed (the same seed deals the same cards). No SFML.

#include <memory>
#include <vector>

#include "ochos/engine/game.hpp"

namespace ochos::app {

class ReviewSteps {
 public:
  // `game` has been played at least to the end of hand number `hand`.
  ReviewSteps(std::shared_ptr<const engine::Game> game, int hand);

  int hand() const { return hand_; }
  int steps() const { return static_cast<int>(end_ - first_); }
  // The action that leads from step k to step k + 1.
  const engine::LoggedAction& action(int k) const;
  // The index in Game::actions() of the action after step k.
  std::size_t actionIndex(int k) const { return first_ + static_cast<std::size_t>(k); }
  // The step whose next action has this index, or -1 when it is not in the hand.
  int stepOfAction(std::size_t index) const;
  // The match as it stood at step k (0 … steps()).
  std::unique_ptr<engine::Game> gameAt(int k) const;
  const engine::Game& game() const { return *game_; }

 private:
  std::shared_ptr<const engine::Game> game_;
  int hand_;
  std::size_t first_ = 0;
  std::size_t end_ = 0;
};

}  // namespace ochos::app
