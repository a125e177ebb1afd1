#pragma once

#include <cstdint>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// The baseline opponent: uniform over the distinct moves it has (each playable card, draw,
// pass), then a uniform suit when the card is a wild. Always announces its last card (the legal
// play carries the announcement) and catches a forgetful player half the time.
class RandomAgent final : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}

  engine::Action act(const engine::Observation& obs, ThinkControl* control = nullptr) override;
  std::optional<engine::Action> react(const engine::Observation& obs) override;
  std::string name() const override { return "random"; }

  // The same choice straight from a list of legal actions; shared with the bench's fast loop.
  static const engine::Action& choose(const engine::ActionList& legal, engine::Rng& rng);
  // A turn's move as Random makes it: the same choice, catches and announcements left aside
  // (they are reactions). Shared with Hard's playouts for an opponent that plays at random.
  static engine::Action chooseTurnMove(const engine::ActionList& legal, engine::Rng& rng);

 private:
  engine::Rng rng_;
};

}  // namespace ochos::ai
