#include "stats.hpp"

#include <gtest/gtest.h>

namespace ochos::sim {
namespace {

TEST(SimStats, WilsonMatchesPublishedValues) {
  // 60 of 100: the textbook Wilson interval is [0.5020, 0.6906].
  auto [lo, hi] = wilson95(60, 100);
  EXPECT_NEAR(lo, 0.5020, 1e-4);
  EXPECT_NEAR(hi, 0.6906, 1e-4);
  // 950 of 1000 (the Hard-vs-Random goal): [0.9346, 0.9619].
  std::tie(lo, hi) = wilson95(950, 1000);
  EXPECT_NEAR(lo, 0.9346, 1e-4);
  EXPECT_NEAR(hi, 0.9619, 1e-4);
}

TEST(SimStats, WilsonStaysInsideZeroOne) {
  auto [lo, hi] = wilson95(0, 10);
  EXPECT_DOUBLE_EQ(lo, 0.0);
  EXPECT_NEAR(hi, 0.2775, 1e-4);
  std::tie(lo, hi) = wilson95(10, 10);
  EXPECT_NEAR(lo, 0.7225, 1e-4);
  EXPECT_DOUBLE_EQ(hi, 1.0);
  std::tie(lo, hi) = wilson95(0, 0);  // nothing known
  EXPECT_DOUBLE_EQ(lo, 0.0);
  EXPECT_DOUBLE_EQ(hi, 1.0);
}

TEST(SimStats, WilsonAcceptsSplitWins) {
  const auto [lo, hi] = wilson95(2.5, 5);
  EXPECT_LT(lo, 0.5);
  EXPECT_GT(hi, 0.5);
  EXPECT_NEAR(0.5 - lo, hi - 0.5, 1e-12);  // symmetric at one half
}

TEST(SimStats, WilsonNarrowsWithMoreTrials) {
  const auto [lo1, hi1] = wilson95(50, 100);
  const auto [lo2, hi2] = wilson95(5000, 10000);
  EXPECT_LT(hi2 - lo2, hi1 - lo1);
}

TEST(SimStats, NearestRankPercentiles) {
  std::vector<double> v = {5, 1, 4, 2, 3};
  EXPECT_DOUBLE_EQ(percentile(v, 0.5), 3);
  EXPECT_DOUBLE_EQ(percentile(v, 0.0), 1);
  EXPECT_DOUBLE_EQ(percentile(v, 1.0), 5);
  EXPECT_DOUBLE_EQ(percentile(v, 0.2), 1);
  EXPECT_DOUBLE_EQ(percentile(v, 0.21), 2);
  std::vector<double> hundred;
  for (int i = 100; i >= 1; --i)
    hundred.push_back(i);
  EXPECT_DOUBLE_EQ(percentile(hundred, 0.95), 95);
  EXPECT_DOUBLE_EQ(percentile(hundred, 0.50), 50);
  std::vector<double> none;
  EXPECT_DOUBLE_EQ(percentile(none, 0.5), 0);
}

TEST(SimStats, SummaryIsAlwaysAMeasuredValue) {
  const TimeSummary t = summarizeTimes({0.3, 0.1, 9.0, 0.2});
  EXPECT_DOUBLE_EQ(t.p50, 0.2);
  EXPECT_DOUBLE_EQ(t.p95, 9.0);
  EXPECT_DOUBLE_EQ(t.max, 9.0);
  const TimeSummary empty = summarizeTimes({});
  EXPECT_DOUBLE_EQ(empty.max, 0.0);
}

}  // namespace
}  // namespace ochos::sim
