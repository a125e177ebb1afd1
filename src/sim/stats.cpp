#include "stats.hpp"

#include <algorithm>
#include <cmath>

namespace ochos::sim {

namespace {
constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile
}

std::pair<double, double> wilson95(double wins, double trials) {
  if (trials <= 0.0) return {0.0, 1.0};
  const double p = std::clamp(wins / trials, 0.0, 1.0);
  const double z2 = kZ95 * kZ95;
  const double denom = 1.0 + z2 / trials;
  const double centre = (p + z2 / (2.0 * trials)) / denom;
  const double half =
      kZ95 * std::sqrt(p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)) / denom;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double>& values, double p) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const double n = static_cast<double>(values.size());
  auto rank = static_cast<std::size_t>(std::ceil(std::clamp(p, 0.0, 1.0) * n));
  if (rank == 0) rank = 1;
  return values[rank - 1];
}

TimeSummary summarizeTimes(std::vector<double> values) {
  TimeSummary s;
  if (values.empty()) return s;
  s.p50 = percentile(values, 0.50);  // sorts
  s.p95 = percentile(values, 0.95);
  s.max = values.back();
  return s;
}

}  // namespace ochos::sim
