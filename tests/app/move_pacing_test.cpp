#include <gtest/gtest.h>

#include <vector>

#include "ochos/app/table/move_pacing.hpp"

// When a computer may act: after the table has shown a move and rested for the wait.
namespace ochos::app {
namespace {

TEST(MovePacing, AMoveWaitsForTheTableToRestThenForThePause) {
  MovePacing pacing;
  pacing.follow(false, 1, 0.0);  // the deal still animating
  EXPECT_FALSE(pacing.due(0.6, 5.0));
  EXPECT_DOUBLE_EQ(pacing.left(0.6, 5.0), 0.6);
  EXPECT_TRUE(pacing.follow(true, 1, 1.0));
  EXPECT_FALSE(pacing.due(0.6, 1.5));
  EXPECT_NEAR(pacing.left(0.6, 1.5), 0.1, 1e-9);
  EXPECT_TRUE(pacing.due(0.6, 1.6));
}

// Animations off: the table is idle in every frame, so only the version tells that a move was
// made. Each move must still stay in view for the whole pause (issue 27: a round of three
// computers used to resolve in under 0.1 s).
TEST(MovePacing, WithAnimationsOffEachMoveStillRestartsThePause) {
  MovePacing pacing;
  double now = 0;
  pacing.follow(true, 1, now);
  std::vector<double> moves;
  std::uint64_t version = 1;
  for (; now < 3.0; now += 1.0 / 60) {
    pacing.follow(true, version, now);
    if (pacing.due(0.6, now)) {
      moves.push_back(now);
      ++version;  // the computer's move, shown within the frame
      pacing.acted();
    }
  }
  ASSERT_GE(moves.size(), 3U);
  for (std::size_t i = 1; i < moves.size(); ++i)
    EXPECT_GE(moves[i] - moves[i - 1], 0.6 - 1e-9);
}

TEST(MovePacing, AHurryIsForTheNextMoveOnly) {
  MovePacing pacing;
  pacing.follow(true, 1, 0.0);
  pacing.hurry();
  EXPECT_TRUE(pacing.due(0.6, 0.1));
  pacing.acted();
  pacing.follow(true, 2, 0.2);
  EXPECT_FALSE(pacing.due(0.6, 0.3));
}

}  // namespace
}  // namespace ochos::app
