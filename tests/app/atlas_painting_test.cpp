// The cards are painted a step at a time between frames (AtlasPainting): a frame gets the thread
// back long before a painting ends, the steps paint what one piece would, and an order no
// render texture can hold ends with no pixels instead of a table waiting for ever.
#include "ochos/app/paint/atlas_painting.hpp"

#include <gtest/gtest.h>

#include "ochos/app/shell/resources.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {
namespace {

using Clock = AtlasPainting::Clock;

AtlasOrder handAndOpponents() {
  return {{AtlasLayout(90, 126), AtlasLayout(40, 56)}, DeckStyle::Classic};
}

// Advances `painting` with deadlines already past, so each call takes one step; returns the
// steps it took.
int paintStepByStep(AtlasPainting& painting) {
  int steps = 1;
  while (!painting.advance(Clock::now() - std::chrono::seconds(1)) && steps < 100000)
    ++steps;
  return steps;
}

TEST(AtlasPainting, AFrameGetsTheThreadBackLongBeforeThePaintingEnds) {
  Fonts fonts;
  loadFonts(fonts);
  AtlasPainting painting(handAndOpponents(), fonts.headingData());
  const int steps = paintStepByStep(painting);
  ASSERT_TRUE(painting.finished());
  // More steps than faces: a frame waits for one cell at most.
  EXPECT_GT(steps, engine::kSuitCount * engine::kRankCount) << "steps: " << steps;
  const PaintedAtlases painted = painting.take();
  ASSERT_EQ(painted.pixels.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const AtlasLayout& layout = painted.order.layouts[i];
    EXPECT_EQ(painted.pixels[i].size(), std::size_t{layout.width()} * layout.height() * 4);
  }
  // The ace of spades is on its card: the middle of its face is opaque ivory, not empty.
  const AtlasLayout& large = painted.order.layouts[0];
  const Rect ace = toRect(large.face(engine::Card(engine::Suit::Spades, engine::Rank::Ace)));
  const auto x = static_cast<std::size_t>(ace.x + 6);
  const auto y = static_cast<std::size_t>(ace.y + 6);
  const std::uint8_t* pixel = &painted.pixels[0][(y * large.width() + x) * 4];
  EXPECT_EQ(pixel[3], 255);
  EXPECT_GT(pixel[0], 200);
}

TEST(AtlasPainting, StepsPaintWhatOnePiecePaints) {
  Fonts fonts;
  loadFonts(fonts);
  AtlasPainting inSteps(handAndOpponents(), fonts.headingData());
  paintStepByStep(inSteps);
  AtlasPainting atOnce(handAndOpponents(), fonts.headingData());
  ASSERT_TRUE(atOnce.advance(Clock::now() + std::chrono::hours(1)));
  const PaintedAtlases a = inSteps.take();
  const PaintedAtlases b = atOnce.take();
  ASSERT_EQ(a.pixels.size(), 2u);
  EXPECT_TRUE(a.pixels == b.pixels);
}

TEST(AtlasPainting, AnOrderNoTextureCanHoldEndsWithNoPixels) {
  // Cards 20,000 pixels wide, painted at twice the size: one is wider than any renderer's
  // largest texture.
  AtlasPainting painting({{AtlasLayout(20000, 28000)}, DeckStyle::Classic}, {});
  EXPECT_TRUE(painting.advance(Clock::now()));
  EXPECT_TRUE(painting.take().pixels.empty());
}

}  // namespace
}  // namespace ochos::app
