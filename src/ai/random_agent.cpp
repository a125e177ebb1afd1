#include "ochos/ai/random_agent.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::Observation;
using engine::Rng;

namespace {

// Actions that differ only in the declared suit are one move.
bool sameMove(const Action& a, const Action& b) {
  return a.type == b.type && a.card.code() == b.card.code();
}

}  // namespace

const Action& RandomAgent::choose(const ActionList& legal, Rng& rng) {
  // Legal lists keep a wild's four suit choices next to each other, so distinct moves are runs.
  int moves = 0;
  for (int i = 0; i < legal.size(); ++i)
    if (i == 0 || !sameMove(legal[i], legal[i - 1])) ++moves;
  int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(moves)));
  int start = 0;
  for (int i = 0; i < legal.size(); ++i) {
    if (i > 0 && !sameMove(legal[i], legal[i - 1])) {
      if (pick-- == 0) break;
      start = i;
    }
  }
  int end = start + 1;
  while (end < legal.size() && sameMove(legal[end], legal[start]))
    ++end;
  return legal[start + static_cast<int>(rng.below(static_cast<std::uint32_t>(end - start)))];
}

Action RandomAgent::chooseTurnMove(const ActionList& legal, Rng& rng) {
  ActionList turn;
  for (const Action& a : legal)
    if (a.type != ActionType::Catch && a.type != ActionType::Announce) turn.push(a);
  if (turn.empty()) return legal.empty() ? Action::pass() : legal[0];
  return choose(turn, rng);
}

Action RandomAgent::act(const Observation& obs, ThinkControl*) {
  return chooseTurnMove(obs.legal, rng_);
}

std::optional<Action> RandomAgent::react(const Observation& obs) {
  for (const Action& a : obs.legal) {
    if (a.type == ActionType::Announce) return a;
    if (a.type == ActionType::Catch && rng_.below(2) == 0) return a;
  }
  return std::nullopt;
}

}  // namespace ochos::ai
