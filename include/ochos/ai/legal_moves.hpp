#pragma once

#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// The play action the engine lists for `card` from a hand of `handSize` cards: a wild names
// `declared` unless it is the last card (R1), any other card carries its own suit, and the
// announcement is set only when the play leaves one card under a last-card rule.
Action playAction(const RuleSet& rules, Card card, Suit declared, bool announce, int handSize);

// The distinct choices worth comparing: a play that forgets to announce is dropped when the same
// play with the announcement is legal, and plays that differ only in which copy of a card (two
// decks) or which wild of the same rank is spent are merged.
std::vector<Action> distinctChoices(const RuleSet& rules, const ActionList& legal);

// The legal action equal to `wanted` but with the other announcement flag when `wanted` itself
// is not legal; null when neither is.
const Action* findLegal(const ActionList& legal, const Action& wanted);

}  // namespace ochos::ai
