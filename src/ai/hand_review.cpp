#include "ochos/ai/hand_review.hpp"

#include <algorithm>
#include <stdexcept>

#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/legal_moves.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionType;
using engine::Game;
using engine::LoggedAction;
using engine::Observation;
using engine::Phase;

namespace {

// The same move up to which copy of a card it spends: the engine lists one of two identical
// cards (two decks), and a player may have spent the other.
bool sameMove(const Action& a, const Action& b) {
  return a.type == b.type && a.card.sameFace(b.card) && a.suit == b.suit &&
         a.announce == b.announce && a.target == b.target;
}

// What Hard compares: every move on its own, and where a catch or a late last-card call comes
// with the seat's own turn, each turn move after it too: either leaves the turn with the player,
// so it is worth what the best move after it is worth.
std::vector<MoveLine> linesOf(const std::vector<Action>& moves) {
  std::vector<Action> free;
  std::vector<Action> turn;
  for (const Action& a : moves)
    (a.type == ActionType::Catch || a.type == ActionType::Announce ? free : turn).push_back(a);
  std::vector<MoveLine> lines = singleMoves(turn);
  for (const Action& first : free) {
    if (turn.empty()) lines.push_back({first});
    for (const Action& then : turn)
      lines.push_back({first, then});
  }
  return lines;
}

}  // namespace

Verdict judgeDecision(const Observation& obs, const Action& played, const ReviewConfig& config,
                      ThinkControl* control) {
  Verdict v;
  v.played = played;
  v.best = played;
  v.hand = obs.handNumber;
  // Every move the player had, suit choices, catches and plays without the call included.
  const std::vector<Action> moves = everyMove(obs.legal);
  // The engine takes a play's suit where the card names none (a plain card, a wild going out)
  // and lists the play with the card's own suit there: compare it as listed.
  const Action asListed =
      played.type == ActionType::Play
          ? engine::playOf(*obs.rules, played.card, played.suit, played.announce, obs.hand.size())
          : played;
  const auto listed = std::find_if(moves.begin(), moves.end(),
                                   [&](const Action& a) { return sameMove(a, asListed); });
  if (listed == moves.end())
    throw std::logic_error("hand review: '" + engine::describe(played) +
                           "' is not a move the player had");
  if (moves.size() == 1) {
    v.forced = true;
    return v;
  }
  const std::vector<MoveLine> lines = linesOf(moves);
  // Without caps on time or work the search does the same playouts on any machine.
  HardAgent hard(config.seed, HardConfig{config.playouts, 0.0, 0.0});
  hard.newMatch(obs.seat);
  const SearchReport& report = hard.compare(obs, lines, control);
  if (report.means.size() != lines.size())
    throw std::logic_error("hand review: the search did not value every move");
  v.bestValue = -1.0;
  v.playedValue = -1.0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const double value = report.means[i];
    if (value > v.bestValue) {
      v.bestValue = value;
      v.best = lines[i].front();
    }
    if (lines[i].front() == *listed) v.playedValue = std::max(v.playedValue, value);
  }
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
