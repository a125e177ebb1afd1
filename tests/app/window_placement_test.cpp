#include "ochos/app/shell/window_placement.hpp"

#include <gtest/gtest.h>

#include "ochos/app/table/layout.hpp"

namespace ochos::app {
namespace {

TEST(WindowPlacement, TheDefaultSizeFitsALaptopScreenWithRoomForTheTitleBar) {
  // A 1280×800 window on a screen of the same size used to start with its bottom part off the
  // screen.
  const WindowPlacement placed = placeOnScreen(1280, 800, 1280, 800);
  EXPECT_LE(placed.width, 1280U);
  EXPECT_LE(placed.height, 720U);
  EXPECT_GE(placed.left, 0);
  EXPECT_GE(placed.top, 0);
  EXPECT_LE(placed.left + static_cast<int>(placed.width), 1280);
  EXPECT_LE(placed.top + static_cast<int>(placed.height), 800);
}

TEST(WindowPlacement, ALargeScreenKeepsTheSizeAndCentresTheWindow) {
  const WindowPlacement placed = placeOnScreen(1280, 800, 1920, 1080);
  EXPECT_EQ(placed.width, 1280U);
  EXPECT_EQ(placed.height, 800U);
  EXPECT_EQ(placed.left, 320);
  EXPECT_EQ(placed.top, 140);
}

TEST(WindowPlacement, ASizeSavedOnABiggerMonitorShrinksToTheSmallerOne) {
  const WindowPlacement placed = placeOnScreen(2400, 1400, 1366, 768);
  EXPECT_LE(placed.width, 1366U);
  EXPECT_LE(placed.height, 768U * 9 / 10);
  EXPECT_GE(placed.width, kMinWindowWidth);
  EXPECT_GE(placed.height, kMinWindowHeight);
}

TEST(WindowPlacement, NeverBelowTheSmallestSizeTheLayoutSupports) {
  const WindowPlacement tiny = placeOnScreen(300, 200, 1920, 1080);
  EXPECT_EQ(tiny.width, kMinWindowWidth);
  EXPECT_EQ(tiny.height, kMinWindowHeight);
  // A screen smaller than that still gets the smallest window, from its top left corner.
  const WindowPlacement cramped = placeOnScreen(1280, 800, 640, 480);
  EXPECT_EQ(cramped.width, kMinWindowWidth);
  EXPECT_EQ(cramped.height, kMinWindowHeight);
  EXPECT_EQ(cramped.left, 0);
  EXPECT_EQ(cramped.top, 0);
}

// --size keeps its size exactly and is centred too: SFML put a 1024×700 window on a 2560×1440
// screen with its bottom part off the screen.
TEST(WindowPlacement, AGivenSizeIsKeptAndCentredOnTheScreen) {
  const WindowPlacement placed = centreOnScreen(1024, 700, 2560, 1440);
  EXPECT_EQ(placed.width, 1024U);
  EXPECT_EQ(placed.height, 700U);
  EXPECT_EQ(placed.left, 768);
  EXPECT_EQ(placed.top, 370);
  const WindowPlacement big = centreOnScreen(1920, 1080, 1600, 1000);
  EXPECT_EQ(big.width, 1920U) << "a given size is never shrunk";
  EXPECT_EQ(big.left, 0);
  EXPECT_EQ(big.top, 0);
}

}  // namespace
}  // namespace ochos::app
