#include "ochos/ai/hand_review.hpp"

#include <algorithm>

#include "ochos/ai/hard_agent.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

using engine::Action;
using engine::Game;
using engine::LoggedAction;
using engine::Observation;
using engine::Phase;

Verdict judgeDecision(const Observation& obs, const Action& played, const ReviewConfig& config,
                      ThinkControl* control) {
  Verdict v;
  v.played = played;
  v.best = played;
  v.hand = obs.handNumber;
  if (obs.legal.size() <= 1) {
    v.forced = true;
    return v;
  }
  // Without caps on time or work the search does the same playouts on any machine.
  HardAgent hard(config.seed, HardConfig{config.playouts, 0.0, 0.0});
  hard.newMatch(obs.seat);
  hard.act(obs, control);
  const SearchReport& report = hard.lastReport();
  const auto at = [&](const Action& a) {
    return std::find(report.actions.begin(), report.actions.end(), a) - report.actions.begin();
  };
  const auto best = std::max_element(report.means.begin(), report.means.end());
  const auto playedAt = static_cast<std::size_t>(at(played));
  if (best == report.means.end() || playedAt >= report.means.size()) {
    v.forced = true;  // a move the search does not compare (a reaction): nothing to judge
    return v;
  }
  v.best = report.actions[static_cast<std::size_t>(best - report.means.begin())];
  v.bestValue = *best;
  v.playedValue = report.means[playedAt];
  v.mistake = v.loss() >= config.mistakeAt;
  return v;
}

void reviewHand(const Game& game, int seat, int hand, const ReviewConfig& config,
                const std::function<void(const Verdict&)>& onVerdict, ThinkControl* control) {
  const auto stopped = [control] {
    return control != nullptr && control->cancel.load(std::memory_order_relaxed);
  };
  Game again(game.rulesPtr(), game.config());
  const std::vector<LoggedAction>& actions = game.actions();
  for (std::size_t i = 0; i < actions.size() && !stopped(); ++i) {
    if (again.state().phase() == Phase::HandOver) again.beginNextHand();
    const LoggedAction& a = actions[i];
    if (a.seat == seat && again.state().handNumber() == hand) {
      // Each decision its own seed, so that verdicts do not depend on which came before.
      ReviewConfig one = config;
      one.seed = engine::mixSeed(config.seed, i);
      Verdict v = judgeDecision(again.observe(seat), a.action, one, control);
      v.actionIndex = i;
      if (stopped()) return;
      onVerdict(v);
    }
    if (!again.apply(a.seat, a.action).accepted) break;
    if (again.state().handNumber() > hand && again.state().phase() != Phase::HandOver) break;
  }
}

std::vector<Verdict> reviewHand(const Game& game, int seat, int hand, const ReviewConfig& config,
                                const std::function<bool()>& cancelled) {
  std::vector<Verdict> out;
  ThinkControl control;
  const auto keep = [&](const Verdict& v) {
    out.push_back(v);
    if (cancelled && cancelled()) control.cancel = true;
  };
  if (cancelled && cancelled()) return out;
  reviewHand(game, seat, hand, config, keep, &control);
  return out;
}

}  // namespace ochos::ai
