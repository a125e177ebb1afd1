#pragma once

// The table at another moment of a match's record, settled at once: a saved match continued, a
// hand reviewed move by move, or shown again at a jump (table_history.cpp).

#include <memory>

#include "ochos/engine/game.hpp"

namespace ochos::app {

class TableScene;

class TableHistory {
 public:
  explicit TableHistory(TableScene& scene);

  // Review: the next move of the record, performed and animated as in play.
  bool replay(const engine::LoggedAction& move);
  // Review: the table at another moment of the record, settled at once (stepping back, jumps).
  void showPosition(std::unique_ptr<engine::Game> game);
  // The view, the log and the scoreboard's past hands of the match as it stands, settled.
  void restore();

 private:
  void replayForHistory(const engine::Game& saved);

  TableScene& scene_;
};

}  // namespace ochos::app
