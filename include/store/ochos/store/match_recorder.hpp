#pragma once

// Turns the engine's events into statistics for the human seat, so the table scene needs one call
// per batch of fresh events instead of its own bookkeeping.

#include <string>

#include "ochos/engine/event.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/store/statistics_store.hpp"

namespace ochos::store {

struct MatchRecorder {
  std::string presetKey;  // presetKey(profile id, variants)
  engine::ScoringMode scoring = engine::ScoringMode::PenaltyPoints;
  int humanSeat = 0;

  // Records every hand and match that ended within `fresh` (the events one Game::apply or
  // beginNextHand returned); `after` is the state once they happened. A hand counts as won when
  // the human went out; a blocked hand counts as played, not won; a tie-break hand the human sat
  // out does not count. Events replayed when a saved match is continued must not be fed again.
  WriteResult record(const engine::EventLog& fresh, const engine::GameState& after,
                     StatisticsStore& statistics) const;
};

}  // namespace ochos::store
