#pragma once

#include <array>

#include "ochos/audio/effects.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::audio {
class SoundBoard;
}

namespace ochos::app {

// The table's sound: each event's effect (as its step in event_steps.hpp says) played on the
// board when the event's animation starts, the same effect at most once every 45 ms.
class TableSounds {
 public:
  TableSounds() { startedAt_.fill(-1); }

  // Null: silent. The board must outlive the table.
  void setBoard(audio::SoundBoard* board) { board_ = board; }
  const audio::SoundBoard* board() const { return board_; }
  // `humanSeat`: the seat whose wins sound like a win (kNoHuman in a match of computers).
  void onEvent(const engine::Event& e, const engine::RuleSet& rules, int humanSeat, double now);
  // Effects the board started for this table: the state dump shows them (`sounds_played`), so
  // that the table's sound can be checked where nobody listens.
  int played() const { return played_; }

 private:
  audio::SoundBoard* board_ = nullptr;
  int played_ = 0;
  std::array<double, audio::kEffectCount> startedAt_{};  // when each effect last started
  engine::EventType previous_ = engine::EventType::TurnStarted;
};

}  // namespace ochos::app
