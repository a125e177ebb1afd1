#pragma once

#include <memory>
#include <vector>

#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::engine {

// One action as it was taken, for saves and replays: a game is rules + config + this list.
struct LoggedAction {
  int seat = 0;
  Action action;
  friend bool operator==(const LoggedAction&, const LoggedAction&) = default;
};

// A match with its memory: the state, every event so far and every accepted action. This is what
// the GUI, the simulator and saves use; search works on bare GameState copies.
class Game {
 public:
  Game(std::shared_ptr<const RuleSet> rules, const MatchConfig& config);

  const RuleSet& rules() const { return *rules_; }
  std::shared_ptr<const RuleSet> rulesPtr() const { return rules_; }
  const MatchConfig& config() const { return config_; }
  const GameState& state() const { return state_; }
  const EventLog& events() const { return events_; }
  const std::vector<LoggedAction>& actions() const { return actions_; }

  // Applies and logs an action; the events it caused are appended to events() and returned
  // through `fresh` when given.
  ApplyResult apply(int seat, const Action& action, EventLog* fresh = nullptr);
  void beginNextHand(EventLog* fresh = nullptr);

  // The seat's view, with this hand's public history.
  Observation observe(int seat) const;
  void observe(int seat, Observation& out) const;

  // Replays a logged action list (hands advance automatically); stops at the first refusal and
  // returns its index and reason, or -1 when all applied.
  struct ReplayError {
    int step = -1;
    std::string reason;
  };
  ReplayError replay(const std::vector<LoggedAction>& actions);

  // The action as apply() takes it: a plain card's suit is its own, a wild's the one declared.
  Action canonical(int seat, const Action& action) const;

 private:
  void noteHandStarts(std::size_t from);

  std::shared_ptr<const RuleSet> rules_;
  MatchConfig config_;
  EventLog events_;  // before state_: the first deal writes into it
  GameState state_;
  std::size_t handStart_ = 0;
  std::vector<LoggedAction> actions_;
};

}  // namespace ochos::engine
