#pragma once

#include <utility>
#include <vector>

namespace ochos::sim {

// Wilson score interval for a proportion: wins out of trials at 95% confidence. Unlike the
// normal approximation it stays inside [0, 1] and behaves near 0% and 100%, where strong agents
// live. `wins` may be fractional (a blocked hand split between tied players). trials == 0 gives
// [0, 1]: nothing is known.
std::pair<double, double> wilson95(double wins, double trials);

// Nearest-rank percentile (p in [0, 1]) of the values; sorts them in place. Empty gives 0.
// Nearest rank rather than interpolation so the figure is always a time that was measured.
double percentile(std::vector<double>& values, double p);

// p50 / p95 / max of decision times in one pass over a sorted copy.
struct TimeSummary {
  double p50 = 0.0;
  double p95 = 0.0;
  double max = 0.0;
};
TimeSummary summarizeTimes(std::vector<double> values);

}  // namespace ochos::sim
