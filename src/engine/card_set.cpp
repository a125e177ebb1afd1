#include "ochos/engine/card_set.hpp"

namespace ochos {

Card CardSet::nth(int n) const {
  const int low = std::popcount(lo_);
  std::uint64_t w = lo_;
  int base = 0;
  if (n >= low) {
    n -= low;
    w = hi_;
    base = 64;
  }
  for (; n > 0; --n) w &= w - 1;
  return Card::fromCode(static_cast<std::uint8_t>(base + std::countr_zero(w)));
}

std::vector<Card> CardSet::toVector() const {
  std::vector<Card> out;
  out.reserve(static_cast<std::size_t>(size()));
  forEach([&](Card c) { out.push_back(c); });
  return out;
}

CardSet CardSet::ofSuit(Suit suit) {
  CardSet set;
  for (int copy = 0; copy < kMaxDecks; ++copy)
    for (int r = 1; r <= kRankCount; ++r) set.add(Card(suit, static_cast<Rank>(r), copy));
  return set;
}

CardSet CardSet::ofRank(Rank rank) {
  CardSet set;
  for (int copy = 0; copy < kMaxDecks; ++copy)
    for (int s = 0; s < kSuitCount; ++s) set.add(Card(static_cast<Suit>(s), rank, copy));
  return set;
}

}  // namespace ochos
