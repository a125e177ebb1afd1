#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/card_set.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/public_table.hpp"

namespace ochos::ai {

// For each seat, when each card it holds arrived this hand (see CardMemory::slotArrivals), by card
// code; -1: unknown.
using ArrivalOrder = std::array<std::array<std::int16_t, engine::kMaxCards>, engine::kMaxSeats>;

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
  void update(const engine::Observation& obs);

  // One mask per card the seat holds (size == obs.handSizes[seat]); empty for the observer.
  const std::vector<engine::CardSet>& slots(int seat) const {
    return slots_[static_cast<std::size_t>(seat)];
  }
  // When each slot's card arrived: its position among the cards the seat was dealt or drew this
  // hand (0 = the first card dealt), -1 when the history does not say. Same order as slots().
  const std::vector<int>& slotArrivals(int seat) const {
    return slotArrivals_[static_cast<std::size_t>(seat)];
  }
  // The arrival position of the slot a card the seat played is taken to have come from (the
  // oldest slot that could have held it), -1 when unknown.
  std::int16_t arrivalOfPlayed(int seat, engine::Card card) const;
  // The newest slot that could have held it: the card arrived somewhere between the two. Where
  // nothing constrains the slots (voluntary draws), a card played after a draw may be the drawn
  // one or an old one, and only this range says so.
  std::int16_t latestArrivalOfPlayed(int seat, engine::Card card) const;
  // The cards that may be in the stock (everything unseen unless a reshuffle told us more).
  engine::CardSet stockPool() const { return stockPool_; }
  // Bit s: every card the seat holds is known not to be of suit s.
  std::uint8_t voidSuits(int seat) const { return voids_[static_cast<std::size_t>(seat)]; }
  // The same from the public history alone, for every seat the observer's included: what any
  // player at the table can tell (the opponents' Medium-like play relies on it).
  std::uint8_t publicVoids(int seat) const { return publicVoids_[static_cast<std::size_t>(seat)]; }
  // Whether the history held any constraint at all (an empty history gives none).
  bool informative() const { return informative_; }

 private:
  void reconcile(const engine::Observation& obs);
  void clearSeat(int seat);
  void addSlot(int seat, engine::CardSet allowed);
  void notePlayed(int seat, engine::Card card);
  void noteDrawn(int seat, engine::Card seenCard, const engine::CardSet* reshuffledPool);
  // A forced draw or pass: the seat held nothing that fitted the table.
  void ruleOutFitting(int seat, const engine::RuleSet& rules, const engine::PublicTable& table,
                      bool other);
  // Bit s: no slot may hold a card of suit s among `possible`.
  static std::uint8_t voidsOf(const std::vector<engine::CardSet>& slots, engine::CardSet possible);

  std::array<std::vector<engine::CardSet>, engine::kMaxSeats> slots_;
  std::array<std::vector<int>, engine::kMaxSeats> slotArrivals_;
  std::array<std::array<std::int16_t, engine::kMaxCards>, engine::kMaxSeats> playedArrival_{};
  std::array<std::array<std::int16_t, engine::kMaxCards>, engine::kMaxSeats> playedLatest_{};
  std::array<int, engine::kMaxSeats> arrivalCount_{};
  std::array<std::uint8_t, engine::kMaxSeats> voids_{};
  std::array<std::uint8_t, engine::kMaxSeats> publicVoids_{};
  engine::CardSet stockPool_;
  bool informative_ = false;
};

}  // namespace ochos::ai
