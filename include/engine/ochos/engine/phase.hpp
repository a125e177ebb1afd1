#pragma once

#include <cstdint>
#include <string_view>

namespace ochos::engine {

enum class Phase : std::uint8_t {
  DealerDeclares,  // a wild start card: the dealer names a suit
  Playing,
  HandOver,  // call beginNextHand()
  MatchOver,
};

// "dealer_declares", "playing", "hand_over", "match_over": the name files and tools use.
std::string_view phaseName(Phase phase);

}  // namespace ochos::engine
