#include "ochos/app/paint/animation.hpp"

#include <gtest/gtest.h>

#include <string>

namespace ochos::app {
namespace {

TEST(Easing, EaseOutStartsFastAndEndsExactly) {
  EXPECT_FLOAT_EQ(easeOutCubic(0), 0);
  EXPECT_FLOAT_EQ(easeOutCubic(1), 1);
  EXPECT_GT(easeOutCubic(0.5f), 0.5f);
  EXPECT_FLOAT_EQ(easeOutCubic(2), 1);
}

// The "+N to draw" badge pops: larger at first, shrinking to its size, never smaller.
TEST(Easing, APopStartsLargeAndSettlesAtItsSize) {
  EXPECT_FLOAT_EQ(popScale(0), kPopFrom);
  EXPECT_GT(popScale(kPopSeconds / 2), 1.f);
  EXPECT_LT(popScale(kPopSeconds / 2), kPopFrom);
  EXPECT_FLOAT_EQ(popScale(kPopSeconds), 1.f);
  EXPECT_FLOAT_EQ(popScale(5), 1.f);
  EXPECT_FLOAT_EQ(popScale(-1), 1.f);
}

TEST(Tween, ReachesItsTargetAndStaysThere) {
  Tween t{{{0, 0}, 10, 10, 0}, {{100, 50}, 10, 10, 90}, 1.0, 0.5};
  EXPECT_EQ(t.at(0.5).center, (Vec2{0, 0}));
  EXPECT_EQ(t.at(1.5).center, (Vec2{100, 50}));
  EXPECT_FLOAT_EQ(t.at(9).rotation, 90);
  EXPECT_FALSE(t.done(1.2));
  EXPECT_TRUE(t.done(1.5));
}

TEST(Flight, LongerTripsTakeLongerWithinBounds) {
  EXPECT_LT(flightSeconds(50), flightSeconds(800));
  EXPECT_LE(flightSeconds(100000), 0.5);
  EXPECT_GE(flightSeconds(0), 0.16);
}

TEST(Timeline, StepsRunInOrderEachAfterThePreviousHold) {
  Timeline tl;
  std::string log;
  tl.push(1.0, [&] { log += "a"; });
  tl.push(0.5, [&] { log += "b"; });
  tl.push(0.0, [&] { log += "c"; });
  tl.update(0.0);
  EXPECT_EQ(log, "a");
  EXPECT_TRUE(tl.busy(0.5));
  tl.update(0.99);
  EXPECT_EQ(log, "a");
  tl.update(1.0);
  EXPECT_EQ(log, "ab");
  tl.update(1.5);
  EXPECT_EQ(log, "abc");
  EXPECT_FALSE(tl.busy(1.5));
}

TEST(Timeline, ScaleZeroTurnsAnimationOff) {
  Timeline tl;
  tl.setScale(0);
  int n = 0;
  for (int i = 0; i < 5; ++i)
    tl.push(1.0, [&] { ++n; });
  tl.update(0);
  EXPECT_EQ(n, 5);
  EXPECT_FALSE(tl.busy(0));
}

TEST(Timeline, ScaleStretchesEveryHold) {
  Timeline tl;
  tl.setScale(2);
  int n = 0;
  tl.push(1.0, [&] { ++n; });
  tl.push(1.0, [&] { ++n; });
  tl.update(0);
  tl.update(1.5);
  EXPECT_EQ(n, 1);
  tl.update(2.0);
  EXPECT_EQ(n, 2);
}

TEST(Timeline, FinishRunsEverythingAtOnce) {
  Timeline tl;
  int n = 0;
  for (int i = 0; i < 3; ++i)
    tl.push(5.0, [&] { ++n; });
  tl.update(0);
  tl.finish(0.1);
  EXPECT_EQ(n, 3);
  EXPECT_FALSE(tl.busy(0.1));
}

}  // namespace
}  // namespace ochos::app
