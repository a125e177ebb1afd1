#pragma once

#include <cstdint>

namespace ochos {

enum class Phase : std::uint8_t {
  DealerDeclares,  // a wild start card: the dealer names a suit
  Playing,
  HandOver,  // call beginNextHand()
  MatchOver,
};

}  // namespace ochos
