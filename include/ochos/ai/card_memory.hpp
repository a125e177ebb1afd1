#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/card_set.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::ai {

// What a seat can infer about the cards it cannot see, from the public history of the hand only.
//
// Each other player's hand is a list of "slots", one per card they hold, in the order they got
// them. A slot carries the set of cards it may still be. When a player has to draw (or pass)
// because nothing fits, every slot they hold then loses the cards that would have fitted: that is
// how a real player remembers "she had no hearts". A card drawn later is a fresh slot. After a
// reshuffle the stock is exactly the old discard pile, so cards drawn from it are known to come
// from that set. The memory is rebuilt from the observation each time, so it can never hold
// anything the observation does not.
class CardMemory {
 public:
  void update(const Observation& obs);

  // One mask per card the seat holds (size == obs.handSizes[seat]); empty for the observer.
  const std::vector<CardSet>& slots(int seat) const {
    return slots_[static_cast<std::size_t>(seat)];
  }
  // The cards that may be in the stock (everything unseen unless a reshuffle told us more).
  CardSet stockPool() const { return stockPool_; }
  // Bit s: every card the seat holds is known not to be of suit s.
  std::uint8_t voidSuits(int seat) const { return voids_[static_cast<std::size_t>(seat)]; }
  // Whether the history held any constraint at all (an empty history gives none).
  bool informative() const { return informative_; }

 private:
  void reconcile(const Observation& obs);

  std::array<std::vector<CardSet>, kMaxSeats> slots_;
  std::array<std::uint8_t, kMaxSeats> voids_{};
  CardSet stockPool_;
  bool informative_ = false;
};

}  // namespace ochos::ai
