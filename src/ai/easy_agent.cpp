#include "ochos/ai/easy_agent.hpp"

#include "ochos/ai/legal_moves.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionType;
using engine::CardSet;
using engine::kSuitCount;
using engine::Observation;
using engine::playOf;
using engine::Suit;
using engine::wildCards;

EasyAgent::EasyAgent(std::uint64_t seed) : EasyAgent(seed, Traits{}) {}

EasyAgent::EasyAgent(std::uint64_t seed, Traits traits) : seed_(seed), rng_(seed), traits_(traits) {
  weights_.wildHold = 10.0;  // a beginner spends 8s sooner than it should
  weights_.rankMate = -1.5;  // and splits its rank pairs (Medium's old habit): Easy stays as weak
}

void EasyAgent::newMatch(int seat) {
  (void)seat;
  rng_.reseed(seed_);
}

Suit EasyAgent::heldSuit(const Observation& obs) {
  // A suit chosen among the cards it holds (a long suit more often), not necessarily the best.
  const CardSet plain = obs.hand.minus(wildCards(*obs.rules));
  if (plain.empty()) return static_cast<Suit>(rng_.below(kSuitCount));
  return plain.nth(static_cast<int>(rng_.below(static_cast<std::uint32_t>(plain.size())))).suit();
}

Action EasyAgent::act(const Observation& obs, ThinkControl* control) {
  (void)control;
  if (obs.legal.size() == 1) return obs.legal[0];
  const Action* chosen = nullptr;
  if (rng_.unit() < traits_.randomShare) {
    // Any move, but a beginner still plays a card rather than drawing when one fits.
    int plays = 0;
    for (const Action& a : obs.legal)
      if (a.type == ActionType::Play) ++plays;
    if (plays > 0) {
      int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(plays)));
      for (const Action& a : obs.legal)
        if (a.type == ActionType::Play && pick-- == 0) chosen = &a;
    }
  }
  if (!chosen) {
    const HeuristicTable view = HeuristicTable::from(obs);
    const HandFacts facts = HandFacts::of(view);
    double best = -1e18;
    for (const Action& a : obs.legal) {
      if (a.type == ActionType::Catch) continue;
      const double score = scoreAction(view, facts, a, weights_) + rng_.unit() * traits_.noise;
      if (score > best) {
        best = score;
        chosen = &a;
      }
    }
  }
  if (!chosen) chosen = &obs.legal[0];
  Action action = *chosen;
  if (action.type == ActionType::Play) {
    const bool wild = obs.rules->effect(action.card.rank()).wild && obs.rules->wildDeclaresSuit;
    const bool lastCard = obs.hand.size() == 2;
    // Forgetting the announcement is a play the engine accepts (and penalises), though the legal
    // list only shows the announced version.
    const bool announce = !lastCard || rng_.unit() >= traits_.forgetChance;
    const Action wanted = playOf(*obs.rules, action.card, wild ? heldSuit(obs) : action.suit,
                                 announce, obs.hand.size());
    if (const Action* legal = findLegal(obs.legal, wanted)) action = *legal;
    if (!announce) action.announce = false;
  } else if (action.type == ActionType::DeclareSuit) {
    const Action wanted = Action::declare(heldSuit(obs));
    if (const Action* legal = findLegal(obs.legal, wanted)) action = *legal;
  }
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Catch && rng_.unit() < traits_.catchChance) return a;
  return action;
}

std::optional<Action> EasyAgent::react(const Observation& obs) {
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Announce && rng_.unit() >= traits_.forgetChance) return a;
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Catch && rng_.unit() < traits_.catchChance) return a;
  return std::nullopt;
}

}  // namespace ochos::ai
