#include "ochos/engine/rule_set.hpp"

#include <bit>

namespace ochos::engine {

int RuleSet::ranksInDeck() const {
  return std::popcount(static_cast<unsigned>(rankMask));
}

int RuleSet::decksFor(int players) const {
  return (twoDecksFromPlayers > 0 && players >= twoDecksFromPlayers) ? 2 : 1;
}

bool RuleSet::hasActionCards() const {
  for (const RankEffect& e : effects)
    if (e.skip || e.reverse || e.draw > 0) return true;
  return false;
}

}  // namespace ochos::engine
