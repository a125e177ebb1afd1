#include "ochos/engine/card_set.hpp"

namespace ochos::engine {

Card CardSet::nth(int n) const {
  const int low = std::popcount(lo_);
  std::uint64_t w = lo_;
  int base = 0;
  if (n >= low) {
    n -= low;
    w = hi_;
    base = 64;
  }
  // Skip whole bytes first: a deal picks from sets of 40 cards, card by card.
  for (int inByte = std::popcount(w & 0xFFU); n >= inByte; inByte = std::popcount(w & 0xFFU)) {
    n -= inByte;
    w >>= 8;
    base += 8;
  }
  for (; n > 0; --n)
    w &= w - 1;
  return Card::fromCode(static_cast<std::uint8_t>(base + std::countr_zero(w)));
}

std::vector<Card> CardSet::toVector() const {
  std::vector<Card> out;
  out.reserve(static_cast<std::size_t>(size()));
  forEach([&](Card c) { out.push_back(c); });
  return out;
}

}  // namespace ochos::engine
