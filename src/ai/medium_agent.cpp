#include "ochos/ai/medium_agent.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionType;
using engine::kMaxSeats;
using engine::Observation;

MediumAgent::MediumAgent(std::uint64_t seed, double catchChance)
    : seed_(seed), rng_(seed), catchChance_(catchChance) {}

void MediumAgent::newMatch(int seat) {
  (void)seat;
  rng_.reseed(seed_);
}

Action MediumAgent::act(const Observation& obs, ThinkControl* control) {
  (void)control;
  if (obs.legal.size() == 1) return obs.legal[0];
  memory_.update(obs);
  HeuristicTable view = HeuristicTable::from(obs);
  for (int s = 0; s < obs.players && s < kMaxSeats; ++s)
    view.voidSuits[static_cast<std::size_t>(s)] = memory_.voidSuits(s);
  const HandFacts facts = HandFacts::of(view);

  const Action* best = &obs.legal[0];
  double bestScore = -1e18;
  for (const Action& a : obs.legal) {
    // A catch is a gamble on the chance roll below, not a move to compare with plays.
    if (a.type == ActionType::Catch) continue;
    const double score = scoreAction(view, facts, a, weights_) + rng_.unit() * 1e-3;
    if (score > bestScore) {
      bestScore = score;
      best = &a;
    }
  }
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Catch && rng_.unit() < catchChance_) return a;
  return *best;
}

std::optional<Action> MediumAgent::react(const Observation& obs) {
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Announce) return a;
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Catch && rng_.unit() < catchChance_) return a;
  return std::nullopt;
}

}  // namespace ochos::ai
