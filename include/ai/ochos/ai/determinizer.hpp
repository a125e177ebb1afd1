#pragma once

#include <array>
#include <cstdint>

#include "ochos/ai/card_memory.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// Deals the cards a seat cannot see into the other hands and the stock, at random but
// consistently with everything public: hand sizes, stock size, and what CardMemory inferred.
// prepare() once per decision; sample() is allocation-free and cheap enough to call per
// iteration of the search.
class Determinizer {
 public:
  // `memory` may be null: then every unseen card may be anywhere.
  void prepare(const engine::Observation& obs, const CardMemory* memory);

  // A full state for one sample. Falls back to ignoring an inference when the constraints cannot
  // all be met (they come from a generous reading of the rules, so that is rare).
  engine::GameState sample(const engine::Observation& obs, engine::Rng& rng) {
    dealHands(rng);
    return finish(obs, rng);
  }
  // The same in two steps, so that a caller can judge a deal by its hands (hands(), arrivals())
  // and throw it away before the stock is dealt: most of the cards left are stock cards nothing
  // constrains, and finish() shuffles them in one pass.
  void dealHands(engine::Rng& rng);
  const std::array<engine::CardSet, engine::kMaxSeats>& hands() const { return hands_; }
  // Deals one seat's hand again, from its own cards and the free stock cards, and leaves the other
  // hands as they are: a deal can be mended one hand at a time. False, with the deal unchanged,
  // when the seat's inferences cannot be met from those cards.
  bool redealSeat(int seat, engine::Rng& rng);
  engine::GameState finish(const engine::Observation& obs, engine::Rng& rng);

  // How many passes over the cards (dealHands, redealSeat, finish) have been made so far: part of
  // a search's work, counted so that a budget of work can stop it deterministically.
  std::uint64_t passes() const { return passes_; }
  // When each card of the last deal's hands arrived, by the memory's slot it filled.
  const ArrivalOrder& arrivals() const { return arrivals_; }

 private:
  struct Slot {
    engine::CardSet allowed;
    std::int8_t owner = -1;     // seat, or -1 for the stock
    std::int16_t arrival = -1;  // CardMemory::slotArrivals of the slot, -1 when unknown
  };
  bool tryDeal(engine::Rng& rng, bool strict);

  std::array<Slot, engine::kMaxCards> slots_{};
  int slotCount_ = 0;
  int freeStock_ = 0;  // slots from here on are stock cards that may be any unseen card
  engine::CardSet unseen_;
  engine::CardSet ownHand_;
  int seat_ = 0;
  // Output of the last deal.
  std::array<engine::CardSet, engine::kMaxSeats> hands_{};
  ArrivalOrder arrivals_{};
  std::uint64_t passes_ = 0;
  std::array<std::uint8_t, engine::kMaxCards> stock_{};
  int stockCount_ = 0;         // stock cards dealt so far (the constrained ones)
  engine::CardSet remaining_;  // what the stock cards left to deal are made of
};

}  // namespace ochos::ai
