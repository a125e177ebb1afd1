#pragma once

// What the table gives the renderer of the hand and of the controls, and the status line over
// the hand, from the scene as it stands (table_frames.cpp).

#include <string>

#include "ochos/app/table/table_frame.hpp"

namespace ochos::app {

class TableScene;

class TableFrames {
 public:
  explicit TableFrames(const TableScene& scene);

  std::string statusLine(double now) const;
  // The seconds left before the computers move on while the human may catch a player who
  // forgot the call; -1 when no countdown runs (nothing to catch, or it has run out and the
  // chance lasts until the human's own move).
  double catchSecondsLeft(double now) const;
  HandFrame hand() const;
  ControlsFrame controls(double now) const;

 private:
  const TableScene& scene_;
};

}  // namespace ochos::app
