#include "ochos/app/shell/redraw_policy.hpp"

#include <gtest/gtest.h>

namespace ochos::app {
namespace {

constexpr double kFrame = 1.0 / 60;

// Turns the loop from `from` for `seconds` at 60 turns a second; counts the frames drawn.
int framesDrawn(RedrawPolicy& policy, double from, double seconds, bool still) {
  int drawn = 0;
  for (double now = from; now < from + seconds; now += kFrame) {
    if (policy.shouldDraw(still, false, now)) {
      policy.drew(still, now);
      ++drawn;
    }
  }
  return drawn;
}

TEST(RedrawPolicy, AMovingScreenIsDrawnEveryTurn) {
  RedrawPolicy policy;
  EXPECT_EQ(framesDrawn(policy, 0, 1, false), 60);
}

TEST(RedrawPolicy, AStillScreenGetsItsLastPictureThenOnlyTheHeartbeat) {
  RedrawPolicy policy;
  framesDrawn(policy, 0, 1, false);
  // The first still turn draws the picture without the motion; then nothing but a frame every
  // kHeartbeatSeconds.
  EXPECT_TRUE(policy.shouldDraw(true, false, 1.0));
  policy.drew(true, 1.0);
  EXPECT_FALSE(policy.shouldDraw(true, false, 1.0 + kFrame));
  EXPECT_EQ(framesDrawn(policy, 1.0 + kFrame, 10.5, true), 5);
}

TEST(RedrawPolicy, InputOrAnObserverDrawsAStillScreenAtOnce) {
  RedrawPolicy policy;
  policy.drew(true, 0);
  EXPECT_FALSE(policy.shouldDraw(true, false, 0.5));
  EXPECT_TRUE(policy.shouldDraw(true, true, 0.5));
  policy.owe();
  EXPECT_TRUE(policy.shouldDraw(true, false, 0.5));
  policy.drew(true, 0.5);
  EXPECT_FALSE(policy.shouldDraw(true, false, 0.6));
}

TEST(RedrawPolicy, TheFirstTurnDraws) {
  const RedrawPolicy policy;
  EXPECT_TRUE(policy.shouldDraw(true, false, 0));
}

}  // namespace
}  // namespace ochos::app
