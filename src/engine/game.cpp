#include "ochos/engine/game.hpp"

namespace ochos::engine {

Game::Game(std::shared_ptr<const RuleSet> rules, const MatchConfig& config)
    : rules_(std::move(rules)),
      config_(config),
      events_(),
      state_(GameState::newMatch(*rules_, config_, &events_)) {
  noteHandStarts(0);
}

void Game::noteHandStarts(std::size_t from) {
  for (std::size_t i = from; i < events_.size(); ++i)
    if (events_[i].type == EventType::HandStarted) handStart_ = i;
}

// The log keeps one spelling per move: a play that declares nothing carries its card's own suit,
// so a saved and reloaded game logs exactly the actions of the original.
Action Game::canonical(int seat, const Action& action) const {
  Action out = action;
  if (out.type != ActionType::Play || !out.card.isKnown()) return out;
  const bool declares = rules_->effect(out.card.rank()).wild && rules_->wildDeclaresSuit &&
                        state_.hand(seat).size() > 1;
  if (!declares) out.suit = out.card.suit();
  return out;
}

ApplyResult Game::apply(int seat, const Action& requested, EventLog* fresh) {
  const Action action =
      seat >= 0 && seat < state_.players() ? canonical(seat, requested) : requested;
  const std::size_t before = events_.size();
  ApplyResult result = state_.apply(seat, action, &events_);
  // A refused play that cost R3's opt-in table penalty changed the game (a card was drawn): it
  // is logged too, so that replaying the log reproduces the game.
  if (result.accepted || events_.size() > before) actions_.push_back({seat, action});
  noteHandStarts(before);
  if (fresh != nullptr)
    fresh->assign(events_.begin() + static_cast<std::ptrdiff_t>(before), events_.end());
  return result;
}

void Game::beginNextHand(EventLog* fresh) {
  const std::size_t before = events_.size();
  state_.beginNextHand(&events_, config_.stackedDeck(state_.handNumber() + 1));
  noteHandStarts(before);
  if (fresh != nullptr)
    fresh->assign(events_.begin() + static_cast<std::ptrdiff_t>(before), events_.end());
}

void Game::observe(int seat, Observation& out) const {
  state_.observe(seat, out);
  out.handHistory.clear();
  for (std::size_t i = handStart_; i < events_.size(); ++i)
    out.handHistory.push_back(publicView(events_[i], seat));
}

Observation Game::observe(int seat) const {
  Observation out;
  observe(seat, out);
  return out;
}

Game::ReplayError Game::replay(const std::vector<LoggedAction>& actions) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (state_.phase() == Phase::HandOver) beginNextHand();
    const std::size_t before = events_.size();
    const ApplyResult r = apply(actions[i].seat, actions[i].action);
    if (!r.accepted && events_.size() == before) return {static_cast<int>(i), explain(r.refusal)};
  }
  return {};
}

}  // namespace ochos::engine
