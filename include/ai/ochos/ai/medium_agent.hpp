#pragma once

#include <cstdint>

#include "ochos/ai/agent.hpp"
#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// A careful card player with no search: stays in its long suit, uses rank matches to switch into
// a longer one, keeps an 8 as an escape until the hand is short or someone is about to go out,
// names the suit it holds most, sheds expensive cards first, remembers which suits each opponent
// had to draw on and aims its skips and draw cards at the player closest to going out. Always
// announces its last card and usually catches a player who forgot. Decides in microseconds.
class MediumAgent : public Agent {
 public:
  explicit MediumAgent(std::uint64_t seed, double catchChance = 0.85);

  engine::Action act(const engine::Observation& obs, ThinkControl* control = nullptr) override;
  std::optional<engine::Action> react(const engine::Observation& obs) override;
  void newMatch(int seat) override;
  std::string name() const override { return "Medium"; }

 private:
  std::uint64_t seed_;
  engine::Rng rng_;
  double catchChance_;
  HeuristicWeights weights_;
  CardMemory memory_;
};

}  // namespace ochos::ai
