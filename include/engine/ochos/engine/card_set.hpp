#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "ochos/engine/card.hpp"

namespace ochos::engine {

// A set of physical cards as a 128-bit mask: hands, legal plays and "what I cannot see" are
// all set operations, which keeps legal-move generation and cloning cheap for search.
class CardSet {
 public:
  constexpr CardSet() = default;

  constexpr void add(Card c) { word(c) |= bit(c); }
  constexpr void remove(Card c) { word(c) &= ~bit(c); }
  constexpr bool contains(Card c) const { return (cword(c) & bit(c)) != 0; }
  constexpr int size() const { return std::popcount(lo_) + std::popcount(hi_); }
  constexpr bool empty() const { return (lo_ | hi_) == 0; }
  constexpr void clear() { lo_ = hi_ = 0; }

  // The lowest card, or Card::unknown() when empty.
  constexpr Card first() const {
    if (lo_ != 0) return Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(lo_)));
    if (hi_ != 0) return Card::fromCode(static_cast<std::uint8_t>(64 + std::countr_zero(hi_)));
    return Card::unknown();
  }
  // The n-th lowest card (0-based); n must be below size().
  Card nth(int n) const;

  template <typename F>
  constexpr void forEach(F&& f) const {
    for (std::uint64_t w = lo_; w != 0; w &= w - 1)
      f(Card::fromCode(static_cast<std::uint8_t>(std::countr_zero(w))));
    for (std::uint64_t w = hi_; w != 0; w &= w - 1)
      f(Card::fromCode(static_cast<std::uint8_t>(64 + std::countr_zero(w))));
  }

  std::vector<Card> toVector() const;

  constexpr CardSet operator&(CardSet o) const { return {lo_ & o.lo_, hi_ & o.hi_}; }
  constexpr CardSet operator|(CardSet o) const { return {lo_ | o.lo_, hi_ | o.hi_}; }
  constexpr CardSet minus(CardSet o) const { return {lo_ & ~o.lo_, hi_ & ~o.hi_}; }
  constexpr CardSet& operator|=(CardSet o) {
    lo_ |= o.lo_;
    hi_ |= o.hi_;
    return *this;
  }
  constexpr CardSet& operator&=(CardSet o) {
    lo_ &= o.lo_;
    hi_ &= o.hi_;
    return *this;
  }
  friend constexpr bool operator==(CardSet a, CardSet b) {
    return a.lo_ == b.lo_ && a.hi_ == b.hi_;
  }
  // A well-mixed 64-bit digest of the set, for hash tables keyed by positions.
  constexpr std::uint64_t digest() const {
    std::uint64_t h =
        lo_ * 0x9E3779B97F4A7C15ULL ^ (hi_ + 0x632BE59BD9B4E019ULL) * 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 31);
  }

  // Every copy of every face of the given suit / rank (both decks); table lookups.
  static constexpr CardSet ofSuit(Suit suit);
  static constexpr CardSet ofRank(Rank rank);

 private:
  constexpr CardSet(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi) {}
  static constexpr std::uint64_t bit(Card c) { return std::uint64_t{1} << (c.code() & 63); }
  constexpr std::uint64_t& word(Card c) { return c.code() < 64 ? lo_ : hi_; }
  constexpr std::uint64_t cword(Card c) const { return c.code() < 64 ? lo_ : hi_; }

  std::uint64_t lo_ = 0;
  std::uint64_t hi_ = 0;
};

namespace detail {

// Legal-move generation asks for these on every decision, so they are built at compile time.
inline constexpr std::array<CardSet, kSuitCount> kSuitSets = [] {
  std::array<CardSet, kSuitCount> sets{};
  for (int s = 0; s < kSuitCount; ++s)
    for (int copy = 0; copy < kMaxDecks; ++copy)
      for (int r = 1; r <= kRankCount; ++r)
        sets[static_cast<std::size_t>(s)].add(
            Card(static_cast<Suit>(s), static_cast<Rank>(r), copy));
  return sets;
}();

inline constexpr std::array<CardSet, kRankCount + 1> kRankSets = [] {
  std::array<CardSet, kRankCount + 1> sets{};
  for (int r = 1; r <= kRankCount; ++r)
    for (int copy = 0; copy < kMaxDecks; ++copy)
      for (int s = 0; s < kSuitCount; ++s)
        sets[static_cast<std::size_t>(r)].add(
            Card(static_cast<Suit>(s), static_cast<Rank>(r), copy));
  return sets;
}();

}  // namespace detail

constexpr CardSet CardSet::ofSuit(Suit suit) {
  return detail::kSuitSets[static_cast<std::size_t>(suit)];
}
constexpr CardSet CardSet::ofRank(Rank rank) {
  return detail::kRankSets[static_cast<std::size_t>(rank)];
}

}  // namespace ochos::engine
