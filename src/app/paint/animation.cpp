#include "ochos/app/paint/animation.hpp"

#include <algorithm>
#include <cmath>

namespace ochos::app {

float easeOutCubic(float t) {
  t = std::clamp(t, 0.f, 1.f);
  const float u = 1.f - t;
  return 1.f - u * u * u;
}

float popScale(double age) {
  if (age < 0 || age >= kPopSeconds) return 1.f;
  return kPopFrom + (1.f - kPopFrom) * easeOutCubic(static_cast<float>(age / kPopSeconds));
}

CardPose lerpPose(const CardPose& a, const CardPose& b, float t) {
  CardPose p;
  p.center = a.center + (b.center - a.center) * t;
  p.w = a.w + (b.w - a.w) * t;
  p.h = a.h + (b.h - a.h) * t;
  p.rotation = a.rotation + (b.rotation - a.rotation) * t;
  return p;
}

double flightSeconds(float distance) {
  return std::clamp(0.16 + static_cast<double>(distance) / 2600.0, 0.16, 0.5);
}

int ScoreTally::value(int from, int to, int row, double now) const {
  if (scale <= 0 || from == to) return to;
  const double t = (now - start - kStagger * scale * row) / (kDuration * scale);
  if (t <= 0) return from;
  if (t >= 1) return to;
  const double eased = static_cast<double>(easeOutCubic(static_cast<float>(t)));
  return from + static_cast<int>(std::lround(static_cast<double>(to - from) * eased));
}

bool ScoreTally::done(int rows, double now) const {
  return scale <= 0 || now >= start + (kStagger * std::max(rows - 1, 0) + kDuration) * scale;
}

float Tween::progress(double now) const {
  if (duration <= 0) return 1.f;
  return static_cast<float>(std::clamp((now - start) / duration, 0.0, 1.0));
}

CardPose Tween::at(double now) const {
  return lerpPose(from, to, easeOutCubic(progress(now)));
}

void Timeline::push(double hold, std::function<void()> onStart) {
  steps_.push_back({std::max(hold, 0.0), std::move(onStart)});
}

void Timeline::update(double now) {
  while (!steps_.empty() && now >= holdUntil_) {
    Step step = std::move(steps_.front());
    steps_.pop_front();
    // Chain from the previous step's end, not from `now`, so a late frame does not stretch
    // the whole sequence; but never start in the past by more than a frame's worth.
    const double begin = std::max(holdUntil_, now - 0.05);
    holdUntil_ = begin + step.hold * scale_;
    if (step.action) step.action();
  }
}

void Timeline::finish(double now) {
  while (!steps_.empty()) {
    Step step = std::move(steps_.front());
    steps_.pop_front();
    if (step.action) step.action();
  }
  holdUntil_ = now;
}

}  // namespace ochos::app
