#pragma once

#include <deque>
#include <functional>

#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

float easeOutCubic(float t);
// A badge that pops into view: its scale `age` seconds after it appeared, from kPopFrom down
// to 1 over kPopSeconds. The badge and its words grow together, so the pop never hides them.
inline constexpr float kPopFrom = 1.3f;
inline constexpr double kPopSeconds = 0.4;
float popScale(double age);
CardPose lerpPose(const CardPose& a, const CardPose& b, float t);

// How long a card takes to fly `distance` pixels at animation scale 1: quick for short hops,
// longer for a trip across the table, never sluggish.
double flightSeconds(float distance);

// One card's movement from a pose to a target with ease-out.
struct Tween {
  CardPose from;
  CardPose to;
  double start = 0;
  double duration = 0;

  CardPose at(double now) const;
  bool done(double now) const { return now >= start + duration; }
  float progress(double now) const;
};

// The scoreboard's numbers counting up at the end of a hand. Row `row` starts `kStagger` after
// the row above it and counts for `kDuration`, both multiplied by the speed setting `scale`
// (0: every number shows its final value at once).
struct ScoreTally {
  static constexpr double kDuration = 0.9;
  static constexpr double kStagger = 0.15;
  double start = 0;
  double scale = 1;

  int value(int from, int to, int row, double now) const;
  // True once every one of `rows` rows shows its final value.
  bool done(int rows, double now) const;
};

// The table's event queue: each step runs its action when it starts, then holds the queue for
// its duration so the next event waits until this one has been seen. All durations are
// multiplied by `scale` (the player's speed setting); 0 runs everything at once.
class Timeline {
 public:
  void setScale(double scale) { scale_ = scale < 0 ? 0 : scale; }
  double scale() const { return scale_; }

  void push(double hold, std::function<void()> onStart);
  // Runs every step whose turn has come by `now`.
  void update(double now);
  // True while a step is holding the queue or steps are waiting.
  bool busy(double now) const { return !steps_.empty() || now < holdUntil_; }
  // Runs all remaining steps immediately (a click skips the show).
  void finish(double now);
  std::size_t pending() const { return steps_.size(); }

 private:
  struct Step {
    double hold;
    std::function<void()> action;
  };
  std::deque<Step> steps_;
  double holdUntil_ = 0;
  double scale_ = 1;
};

}  // namespace ochos::app
