#pragma once

#include <cstdint>

namespace ochos::app {

// When a computer may act: once the table shows everything (it is idle) and has then stood
// still for the wait (the computer pause, or the catch window). Each new move restarts the
// wait, also when the table never stops being idle: with animations off a move is shown within
// the frame it is made, and each must still stay in view for the whole pause. No SFML.
class MovePacing {
 public:
  // Each frame: whether the table is idle and the match's version (one per move). True when
  // the table has just come to rest on a new position.
  bool follow(bool idle, std::uint64_t version, double now);
  // A click or Space: the next computer acts without waiting.
  void hurry() { hurried_ = true; }
  bool hurried() const { return hurried_; }
  // A computer has acted: the next one waits again.
  void acted() { hurried_ = false; }
  // True once the table has rested for `wait` seconds, or at once when hurried.
  bool due(double wait, double now) const;
  // The seconds of `wait` still to run: all of it while the table is not at rest.
  double left(double wait, double now) const;

 private:
  bool resting_ = false;
  std::uint64_t version_ = ~0ULL;
  double restingSince_ = 0;
  bool hurried_ = false;
};

}  // namespace ochos::app
