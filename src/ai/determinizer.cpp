#include "ochos/ai/determinizer.hpp"

#include <algorithm>

namespace ochos::ai {

using engine::Card;
using engine::CardSet;
using engine::GameState;
using engine::kMaxCards;
using engine::kMaxSeats;
using engine::Observation;
using engine::Rng;

void Determinizer::prepare(const Observation& obs, const CardMemory* memory) {
  seat_ = obs.seat;
  unseen_ = obs.unseenCards();
  ownHand_ = obs.hand;
  slotCount_ = 0;
  for (int seat = 0; seat < obs.players && seat < kMaxSeats; ++seat) {
    if (seat == obs.seat || !obs.inHand(seat)) continue;
    const int size = obs.handSizes[static_cast<std::size_t>(seat)];
    for (int i = 0; i < size && slotCount_ < kMaxCards; ++i) {
      Slot& slot = slots_[static_cast<std::size_t>(slotCount_++)];
      slot.owner = static_cast<std::int8_t>(seat);
      static const std::vector<CardSet> kNone;
      static const std::vector<int> kNoArrivals;
      const std::vector<CardSet>& known = memory ? memory->slots(seat) : kNone;
      const std::vector<int>& arrivals = memory ? memory->slotArrivals(seat) : kNoArrivals;
      const auto index = static_cast<std::size_t>(i);
      slot.allowed = index < known.size() ? known[index] & unseen_ : unseen_;
      slot.arrival = static_cast<std::int16_t>(index < arrivals.size() ? arrivals[index] : -1);
    }
  }
  const CardSet pool = memory ? memory->stockPool() & unseen_ : unseen_;
  for (int i = 0; i < obs.stockSize && slotCount_ < kMaxCards; ++i) {
    Slot& slot = slots_[static_cast<std::size_t>(slotCount_++)];
    slot.owner = -1;
    slot.allowed = pool;
  }
  // Most constrained first, so the greedy deal rarely paints itself into a corner. Stable, so the
  // order (and with it every sample) depends on the observation only.
  std::stable_sort(slots_.begin(), slots_.begin() + slotCount_, [](const Slot& a, const Slot& b) {
    return a.allowed.size() < b.allowed.size();
  });
  // Unconstrained stock cards sort last (the widest sets, added after the hands).
  freeStock_ = slotCount_;
  while (freeStock_ > 0 && slots_[static_cast<std::size_t>(freeStock_ - 1)].owner < 0 &&
         slots_[static_cast<std::size_t>(freeStock_ - 1)].allowed == unseen_)
    --freeStock_;
}

bool Determinizer::tryDeal(Rng& rng, bool strict) {
  hands_.fill(CardSet{});
  hands_[static_cast<std::size_t>(seat_)] = ownHand_;
  remaining_ = unseen_;
  stockCount_ = 0;
  for (int i = 0; i < freeStock_; ++i) {
    const Slot& slot = slots_[static_cast<std::size_t>(i)];
    CardSet options = slot.allowed & remaining_;
    if (options.empty()) {
      if (strict) return false;
      options = remaining_;
      if (options.empty()) return false;
    }
    const Card card =
        options.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(options.size()))));
    remaining_.remove(card);
    if (slot.owner >= 0) {
      hands_[static_cast<std::size_t>(slot.owner)].add(card);
      arrivals_[static_cast<std::size_t>(slot.owner)][card.code()] = slot.arrival;
    } else {
      stock_[static_cast<std::size_t>(stockCount_++)] = card.code();
    }
  }
  return true;
}

void Determinizer::dealHands(Rng& rng) {
  ++passes_;
  bool ok = false;
  for (int attempt = 0; attempt < 4 && !ok; ++attempt)
    ok = tryDeal(rng, true);
  if (!ok) tryDeal(rng, false);
}

bool Determinizer::redealSeat(int seat, Rng& rng) {
  ++passes_;
  const auto s = static_cast<std::size_t>(seat);
  CardSet pool = remaining_ | hands_[s];
  CardSet hand;
  std::array<std::int16_t, kMaxCards> arrival{};
  // The hands' slots all come before the free stock cards.
  for (int i = 0; i < freeStock_; ++i) {
    const Slot& slot = slots_[static_cast<std::size_t>(i)];
    if (slot.owner != seat) continue;
    const CardSet options = slot.allowed & pool;
    if (options.empty()) return false;
    const Card card =
        options.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(options.size()))));
    pool.remove(card);
    hand.add(card);
    arrival[card.code()] = slot.arrival;
  }
  hand.forEach([&](Card c) { arrivals_[s][c.code()] = arrival[c.code()]; });
  hands_[s] = hand;
  remaining_ = pool;
  return true;
}

GameState Determinizer::finish(const Observation& obs, Rng& rng) {
  ++passes_;
  // The constrained stock cards were each a uniform pick from what was left; the free ones are
  // picked here in one pass (a partial shuffle), so the whole order is random.
  std::array<std::uint8_t, kMaxCards> pool{};
  int poolSize = 0;
  remaining_.forEach([&](Card c) { pool[static_cast<std::size_t>(poolSize++)] = c.code(); });
  const int wanted = std::min(poolSize, slotCount_ - freeStock_);
  for (int i = 0; i < wanted; ++i) {
    const int j = i + static_cast<int>(rng.below(static_cast<std::uint32_t>(poolSize - i)));
    std::swap(pool[static_cast<std::size_t>(i)], pool[static_cast<std::size_t>(j)]);
    stock_[static_cast<std::size_t>(stockCount_++)] = pool[static_cast<std::size_t>(i)];
  }
  return GameState::fromObservation(obs, hands_, stock_.data(), stockCount_, rng.next());
}

}  // namespace ochos::ai
