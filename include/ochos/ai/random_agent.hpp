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

  Action act(const Observation& obs, ThinkControl* control = nullptr) override;
  std::optional<Action> react(const Observation& obs) override;
  std::string name() const override { return "random"; }

  // The same choice straight from a list of legal actions; shared with the bench's fast loop.
  static const Action& choose(const ActionList& legal, Rng& rng);
  // A turn's move as Random makes it: the same choice, catches and announcements left aside
  // (they are reactions). Shared with Hard's playouts for an opponent that plays at random.
  static Action chooseTurnMove(const ActionList& legal, Rng& rng);

 private:
  Rng rng_;
};

}  // namespace ochos::ai
