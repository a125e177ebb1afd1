#include "ochos/app/shell/redraw_policy.hpp"

namespace ochos::app {

bool RedrawPolicy::shouldDraw(bool screenStill, bool observerWants, double now) const {
  return owed_ || observerWants || !screenStill || wasMoving_ ||
         now - drawnAt_ >= kHeartbeatSeconds;
}

void RedrawPolicy::drew(bool screenStill, double now) {
  owed_ = false;
  wasMoving_ = !screenStill;
  drawnAt_ = now;
}

}  // namespace ochos::app
