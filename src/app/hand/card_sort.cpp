#include "ochos/app/hand/card_sort.hpp"

#include <algorithm>
#include <tuple>

namespace ochos::app {

using engine::Card;
using engine::CardSet;
using engine::Suit;

int suitDisplayOrder(Suit suit) {
  switch (suit) {
    case Suit::Spades:
      return 0;
    case Suit::Hearts:
      return 1;
    case Suit::Clubs:
      return 2;
    case Suit::Diamonds:
      return 3;
  }
  return 0;
}

std::vector<Card> sortedHand(const std::vector<Card>& cards, SortOrder order) {
  std::vector<Card> out = cards;
  auto key = [order](Card c) {
    const int s = suitDisplayOrder(c.suit());
    const int r = static_cast<int>(c.rank());
    return order == SortOrder::SuitThenRank ? std::make_tuple(s, r, c.copy())
                                            : std::make_tuple(r, s, c.copy());
  };
  std::stable_sort(out.begin(), out.end(), [&](Card a, Card b) { return key(a) < key(b); });
  return out;
}

std::vector<Card> sortedHand(const CardSet& cards, SortOrder order) {
  std::vector<Card> v;
  cards.forEach([&](Card c) { v.push_back(c); });
  return sortedHand(v, order);
}

}  // namespace ochos::app
