#include <gtest/gtest.h>

#include "ochos/app/paint/animation.hpp"

namespace ochos::app {
namespace {

TEST(ScoreTally, CountsFromTheOldValueToTheNewOne) {
  ScoreTally tally{.start = 10.0, .scale = 1.0};
  EXPECT_EQ(tally.value(40, 65, 0, 9.0), 40);   // not started
  EXPECT_EQ(tally.value(40, 65, 0, 10.0), 40);  // just started
  const int mid = tally.value(40, 65, 0, 10.0 + ScoreTally::kDuration / 2);
  EXPECT_GT(mid, 40);
  EXPECT_LT(mid, 65);
  EXPECT_EQ(tally.value(40, 65, 0, 10.0 + ScoreTally::kDuration), 65);
  EXPECT_EQ(tally.value(40, 65, 0, 100.0), 65);
}

TEST(ScoreTally, NeverPassesTheTargetAndCountsDownToo) {
  ScoreTally tally{.start = 0.0, .scale = 1.0};
  int previous = 30;
  for (int i = 0; i <= 100; ++i) {
    const int v = tally.value(30, 5, 0, ScoreTally::kDuration * i / 100.0);
    EXPECT_LE(v, previous);
    EXPECT_GE(v, 5);
    previous = v;
  }
  EXPECT_EQ(previous, 5);
}

TEST(ScoreTally, RowsStartOneAfterAnother) {
  ScoreTally tally{.start = 0.0, .scale = 1.0};
  const double t = ScoreTally::kStagger * 0.5;
  EXPECT_GT(tally.value(0, 100, 0, t), 0);
  EXPECT_EQ(tally.value(0, 100, 1, t), 0);
  EXPECT_FALSE(tally.done(3, ScoreTally::kDuration));
  EXPECT_TRUE(tally.done(3, 2 * ScoreTally::kStagger + ScoreTally::kDuration));
}

TEST(ScoreTally, SpeedScalesTheCountAndZeroShowsTheResultAtOnce) {
  ScoreTally slow{.start = 0.0, .scale = 2.0};
  EXPECT_LT(slow.value(0, 100, 0, ScoreTally::kDuration), 100);
  EXPECT_EQ(slow.value(0, 100, 0, 2 * ScoreTally::kDuration), 100);
  ScoreTally off{.start = 0.0, .scale = 0.0};
  EXPECT_EQ(off.value(0, 100, 5, 0.0), 100);
  EXPECT_TRUE(off.done(8, 0.0));
}

}  // namespace
}  // namespace ochos::app
