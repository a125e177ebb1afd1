#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "ochos/engine/action.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::ai {

// Lets a caller on another thread stop a long think and watch its progress.
struct ThinkControl {
  std::atomic<bool> cancel{false};
  std::function<void(double fraction)> progress;  // optional; called from the thinking thread
};

// A seat's player. It sees only an Observation, never the game state, so it cannot cheat.
class Agent {
 public:
  virtual ~Agent() = default;

  // Called when it is this seat's turn; must return one of obs.legal.
  virtual engine::Action act(const engine::Observation& obs, ThinkControl* control = nullptr) = 0;

  // Called when this seat may act out of turn (obs.legal holds only Announce / Catch):
  // return one of them, or nothing to let the moment pass.
  virtual std::optional<engine::Action> react(const engine::Observation& obs) {
    (void)obs;
    return std::nullopt;
  }

  // Start of a new match, so agents with memory can reset it.
  virtual void newMatch(int seat) { (void)seat; }

  virtual std::string name() const = 0;
};

}  // namespace ochos::ai
