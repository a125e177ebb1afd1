#include "ochos/ai/legal_moves.hpp"

#include <algorithm>

namespace ochos::ai {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::RankEffect;
using engine::RuleSet;

namespace {

bool sameChoice(const RuleSet& rules, const Action& a, const Action& b) {
  if (a.type != b.type || a.suit != b.suit || a.announce != b.announce || a.target != b.target)
    return false;
  if (a.type != ActionType::Play) return a.card == b.card;
  if (a.card.sameFace(b.card)) return true;
  const RankEffect& ea = rules.effect(a.card.rank());
  // Two wilds of one rank naming the same suit do the same thing; their value is the same too.
  return ea.wild && rules.wildDeclaresSuit && a.card.rank() == b.card.rank();
}

}  // namespace

std::vector<Action> distinctChoices(const RuleSet& rules, const ActionList& legal) {
  std::vector<Action> out;
  out.reserve(static_cast<std::size_t>(legal.size()));
  for (const Action& a : legal) {
    if (a.type == ActionType::Play && !a.announce) {
      Action loud = a;
      loud.announce = true;
      bool hasLoud = false;
      for (const Action& b : legal)
        if (b == loud) hasLoud = true;
      if (hasLoud) continue;
    }
    bool dup = false;
    for (const Action& b : out)
      if (sameChoice(rules, a, b)) dup = true;
    if (!dup) out.push_back(a);
  }
  return out;
}

std::vector<Action> everyMove(const ActionList& legal) {
  std::vector<Action> out;
  out.reserve(static_cast<std::size_t>(legal.size()) * 2);
  for (const Action& a : legal) {
    out.push_back(a);
    if (a.type == ActionType::Play && a.announce) {
      Action quiet = a;
      quiet.announce = false;
      if (std::find(legal.begin(), legal.end(), quiet) == legal.end()) out.push_back(quiet);
    }
  }
  return out;
}

const Action* findLegal(const ActionList& legal, const Action& wanted) {
  for (const Action& a : legal)
    if (a == wanted) return &a;
  Action other = wanted;
  other.announce = !wanted.announce;
  for (const Action& a : legal)
    if (a == other) return &a;
  return nullptr;
}

}  // namespace ochos::ai
