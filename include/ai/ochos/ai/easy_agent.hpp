#pragma once

#include <cstdint>

#include "ochos/ai/agent.hpp"
#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// A beginner: plays a card that fits, preferring the obvious ones but often just any; names a suit
// it holds; sometimes forgets to say "last card" and rarely catches anyone who forgot.
class EasyAgent : public Agent {
 public:
  struct Traits {
    double randomShare = 0.35;  // moves picked with no thought at all
    double forgetChance = 0.2;  // forgets to announce its last card
    double catchChance = 0.1;
    double noise = 20.0;  // scale of the random jitter on the move scores
  };

  explicit EasyAgent(std::uint64_t seed);
  EasyAgent(std::uint64_t seed, Traits traits);

  engine::Action act(const engine::Observation& obs, ThinkControl* control = nullptr) override;
  std::optional<engine::Action> react(const engine::Observation& obs) override;
  void newMatch(int seat) override;
  std::string name() const override { return "Easy"; }

 private:
  engine::Suit heldSuit(const engine::Observation& obs);

  std::uint64_t seed_;
  engine::Rng rng_;
  Traits traits_;
  HeuristicWeights weights_;
};

}  // namespace ochos::ai
