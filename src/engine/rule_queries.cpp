#include "ochos/engine/rule_queries.hpp"

namespace ochos::engine {

CardSet wildCards(const RuleSet& rules) {
  CardSet wilds;
  for (int r = 1; r <= kRankCount; ++r)
    if (rules.effects[static_cast<std::size_t>(r)].wild)
      wilds |= CardSet::ofRank(static_cast<Rank>(r));
  return wilds;
}

CardSet drawAnswerCards(const RuleSet& rules) {
  CardSet answers;
  if (!rules.drawStacking) return answers;
  for (int r = 1; r <= kRankCount; ++r)
    if (rules.effects[static_cast<std::size_t>(r)].answersDraw)
      answers |= CardSet::ofRank(static_cast<Rank>(r));
  return answers;
}

}  // namespace ochos::engine
