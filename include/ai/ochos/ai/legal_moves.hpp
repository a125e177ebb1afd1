#pragma once

#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/rule_queries.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// The distinct choices worth comparing: a play that forgets to announce is dropped when the same
// play with the announcement is legal, and plays that differ only in which copy of a card (two
// decks) or which wild of the same rank is spent are merged.
std::vector<engine::Action> distinctChoices(const engine::RuleSet& rules,
                                            const engine::ActionList& legal);

// Every move the player may make, each once: `legal` and, beside each play there that makes the
// last-card call, the same play without it (legal too; the engine lists only the play with the
// call). Two copies of one card (two decks) stay one move, as in `legal`: they differ in nothing.
std::vector<engine::Action> everyMove(const engine::ActionList& legal);

// The legal action equal to `wanted` but with the other announcement flag when `wanted` itself
// is not legal; null when neither is.
const engine::Action* findLegal(const engine::ActionList& legal, const engine::Action& wanted);

}  // namespace ochos::ai
