#pragma once

#include "ochos/engine/action.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/rule_set.hpp"

// Rule questions that public facts answer: the engine decides legality with them and the
// computer players reason with them, so a rule is written down once (R1, R10, R11, R13).
namespace ochos::engine {

// Every card of a wild rank.
CardSet wildCards(const RuleSet& rules);

// The cards that may be stacked on a pending draw penalty (R10); none without stacking.
CardSet drawAnswerCards(const RuleSet& rules);

// The cards that may go on `top` while `active` is the suit to follow, before a draw penalty
// narrows them: the suit, the top card's rank, and the wilds unless a wild lies on top and the
// rules say "no wild on a wild" (R11). An unknown top (a view before the start card): the suit
// and the wilds. `wilds` is wildCards(rules), passed in by the hot paths that keep it.
inline CardSet cardsThatFit(const RuleSet& rules, const CardSet& wilds, Card top, Suit active) {
  CardSet fit = CardSet::ofSuit(active);
  if (!top.isKnown()) return fit | wilds;
  fit = (fit | CardSet::ofRank(top.rank())).minus(wilds);
  if (rules.wildOnWild || !wilds.contains(top)) fit |= wilds;
  return fit;
}
inline CardSet cardsThatFit(const RuleSet& rules, Card top, Suit active) {
  return cardsThatFit(rules, wildCards(rules), top, active);
}

// The action that plays `card` from a hand of `handSize` cards: a wild names `named` unless it
// is the last card (R1); `announce` says "last card" only on the play that leaves one (R13).
inline Action playOf(const RuleSet& rules, Card card, Suit named, bool announce, int handSize) {
  const bool names = rules.effect(card.rank()).wild && rules.wildDeclaresSuit && handSize > 1;
  const bool loud = announce && rules.lastCard != LastCardRule::None && handSize == 2;
  return Action::play(card, names ? named : card.suit(), loud);
}

}  // namespace ochos::engine
