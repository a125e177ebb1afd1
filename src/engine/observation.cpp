#include "ochos/engine/observation.hpp"

namespace ochos::engine {

CardSet Observation::unseenCards() const {
  CardSet all;
  const int ranks = rules->ranksInDeck();
  const int decks = ranks > 0 ? deckSize / (ranks * kSuitCount) : 0;
  for (int copy = 0; copy < decks; ++copy)
    for (int s = 0; s < kSuitCount; ++s)
      for (int r = 1; r <= kRankCount; ++r)
        if (rules->hasRank(static_cast<Rank>(r)))
          all.add(Card(static_cast<Suit>(s), static_cast<Rank>(r), copy));
  CardSet seen = hand;
  for (Card c : discard)
    seen.add(c);
  return all.minus(seen);
}

}  // namespace ochos::engine
