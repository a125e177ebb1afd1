#include "ochos/app/table/move_pacing.hpp"

#include <algorithm>

namespace ochos::app {

bool MovePacing::follow(bool idle, std::uint64_t version, double now) {
  const bool cameToRest = idle && (!resting_ || version != version_);
  if (cameToRest) {
    restingSince_ = now;
    version_ = version;
  }
  resting_ = idle;
  return cameToRest;
}

bool MovePacing::due(double wait, double now) const {
  return resting_ && (hurried_ || now - restingSince_ >= wait);
}

double MovePacing::left(double wait, double now) const {
  if (!resting_) return wait;
  return std::max(0.0, wait - (now - restingSince_));
}

}  // namespace ochos::app
