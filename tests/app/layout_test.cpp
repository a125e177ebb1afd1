#include "ochos/app/table/layout.hpp"
#include "ochos/app/table/log_panel.hpp"

#include <gtest/gtest.h>

#include <string>

namespace ochos::app {

using engine::kMaxSeats;
using engine::kSuitCount;

namespace {

LayoutInput table(float w, float h, int seats, int cards) {
  LayoutInput in;
  in.width = w;
  in.height = h;
  in.seats = seats;
  in.handSizes.fill(0);
  for (int s = 0; s < seats; ++s)
    in.handSizes[static_cast<std::size_t>(s)] = cards;
  return in;
}

bool inside(const Rect& r, float w, float h) {
  return r.x >= -0.5f && r.y >= -0.5f && r.right() <= w + 0.5f && r.bottom() <= h + 0.5f;
}

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

TEST(Layout, EverythingFitsTheWindowForEverySeatCountAndSize) {
  const float sizes[][2] = {{800, 560}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1440}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= kMaxSeats; ++seats) {
      for (int cards : {1, 5, 7, 15, 30}) {
        const TableLayout L = computeLayout(table(sz[0], sz[1], seats, cards));
        ASSERT_EQ(L.seats.size(), static_cast<std::size_t>(seats));
        for (const SeatLayout& s : L.seats) {
          EXPECT_EQ(s.cards.size(), static_cast<std::size_t>(cards));
          for (const CardPose& c : s.cards) {
            EXPECT_TRUE(inside(c.bounds(), sz[0], sz[1]))
                << sz[0] << "x" << sz[1] << " seats " << seats << " cards " << cards;
          }
          EXPECT_TRUE(inside(s.plate, sz[0], sz[1]));
        }
        EXPECT_TRUE(inside(L.stock.bounds(), sz[0], sz[1]));
        EXPECT_TRUE(inside(L.discard.bounds(), sz[0], sz[1]));
        EXPECT_TRUE(inside(L.lastCardButton, sz[0], sz[1]));
        EXPECT_TRUE(inside(L.scoreboard, sz[0], sz[1]));
        EXPECT_TRUE(inside(L.suitPanel, sz[0], sz[1]));
      }
    }
  }
}

TEST(Layout, OpponentPlatesDoNotOverlapEachOtherOrThePiles) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    const TableLayout L = computeLayout(table(1280, 720, seats, 7));
    for (int a = 1; a < seats; ++a) {
      EXPECT_FALSE(overlap(L.seat(a).plate, L.stock.bounds())) << seats;
      EXPECT_FALSE(overlap(L.seat(a).plate, L.discard.bounds())) << seats;
      for (int b = a + 1; b < seats; ++b) {
        EXPECT_FALSE(overlap(L.seat(a).plate, L.seat(b).plate)) << seats << ": " << a << "/" << b;
      }
    }
  }
}

// The way back to the menu and the hint button (under the action buttons) are always on screen and
// never cover a card, a plate or another button.
TEST(Layout, MenuAndHintButtonsAreClearOfEverythingElse) {
  const float sizes[][2] = {{800, 560}, {1024, 768}, {1280, 720}, {1920, 1080}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= kMaxSeats; ++seats) {
      const TableLayout L = computeLayout(table(sz[0], sz[1], seats, 15));
      EXPECT_FALSE(overlap(L.menuButton, L.hintButton));
      EXPECT_FALSE(overlap(L.hintButton, L.catchButton));
      EXPECT_FALSE(overlap(L.hintButton, L.lastCardButton));
      for (const Rect& m : {L.menuButton, L.hintButton}) {
        EXPECT_TRUE(inside(m, sz[0], sz[1]));
        EXPECT_FALSE(overlap(m, L.logPanel));
        EXPECT_FALSE(overlap(m, L.stock.bounds()));
        EXPECT_FALSE(overlap(m, L.passButton));
        for (const SeatLayout& s : L.seats) {
          EXPECT_FALSE(overlap(m, s.plate)) << sz[0] << "x" << sz[1] << " seats " << seats;
          for (const CardPose& c : s.cards)
            EXPECT_FALSE(overlap(m, c.bounds())) << sz[0] << "x" << sz[1] << " seats " << seats;
        }
      }
    }
  }
}

// The log opens beside the table, never over a seat: at every supported size and player count,
// whatever the hands hold, it overlaps no plate and no card, and its button is clear too.
TEST(Layout, TheLogHidesNoSeat) {
  const float sizes[][2] = {{800, 600},  {800, 560},  {1024, 768}, {1280, 720},
                            {1280, 800}, {1366, 768}, {1600, 900}, {1920, 1080}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= 7; ++seats) {
      for (int cards : {1, 7, 15, 30}) {
        const TableLayout L = computeLayout(table(sz[0], sz[1], seats, cards));
        const std::string at = std::to_string(static_cast<int>(sz[0])) + "x" +
                               std::to_string(static_cast<int>(sz[1])) + " seats " +
                               std::to_string(seats) + " cards " + std::to_string(cards);
        EXPECT_TRUE(inside(L.logPanel, sz[0], sz[1])) << at;
        EXPECT_TRUE(inside(L.logButton, sz[0], sz[1])) << at;
        // Room for a title and several wrapped lines.
        EXPECT_GE(L.logPanel.h, L.logTextSize * 10) << at;
        EXPECT_GE(L.logPanel.w, 130.f) << at;
        EXPECT_FALSE(overlap(L.logButton, L.menuButton)) << at;
        EXPECT_FALSE(overlap(L.logButton, L.passButton)) << at;
        for (const SeatLayout& s : L.seats) {
          for (const Rect& r : {L.logPanel, L.logButton}) {
            EXPECT_FALSE(overlap(r, s.plate)) << at << " seat " << s.seat;
            for (const CardPose& c : s.cards)
              EXPECT_FALSE(overlap(r, c.bounds())) << at << " seat " << s.seat;
          }
        }
      }
    }
  }
}

// The log's rows hold a sentence of the log in a line or two, not two or three words: from a
// 1024-pixel window on, at least 24 characters of its type (0.55 of its size wide on average in
// DejaVu Sans, the table's font) fit a row.
TEST(Layout, TheLogIsWideEnoughToRead) {
  const float sizes[][2] = {{1024, 600}, {1024, 768}, {1280, 720},  {1280, 800},
                            {1366, 768}, {1600, 900}, {1920, 1080}, {2560, 1440}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= kMaxSeats; ++seats) {
      const TableLayout L = computeLayout(table(sz[0], sz[1], seats, 7));
      const LogGeometry g = logGeometry(L);
      const float characters = g.text.w / (0.55f * static_cast<float>(g.size));
      EXPECT_GE(characters, 24.f) << sz[0] << "x" << sz[1] << " seats " << seats << ": a row of "
                                  << g.text.w << " px at " << g.size << " px";
    }
  }
}

TEST(Layout, HumanHandIsAtTheBottomAndOpponentsGoClockwiseFromTheLeft) {
  const TableLayout L = computeLayout(table(1280, 720, 4, 7));
  EXPECT_TRUE(L.seat(0).human);
  EXPECT_GT(L.seat(0).anchor.y, L.stock.center.y);
  EXPECT_LT(L.seat(1).anchor.x, 640.f);               // left
  EXPECT_LT(L.seat(2).anchor.y, L.seat(1).anchor.y);  // top
  EXPECT_GT(L.seat(3).anchor.x, 640.f);               // right
  EXPECT_NEAR(L.seat(2).anchor.x, 640.f, 1.f);
}

TEST(Layout, HumanSeatNeedNotBeSeatZero) {
  LayoutInput in = table(1280, 720, 3, 5);
  in.humanSeat = 2;
  const TableLayout L = computeLayout(in);
  EXPECT_TRUE(L.seat(2).human);
  EXPECT_FALSE(L.seat(0).human);
  EXPECT_EQ(seatAtPosition(1, 2, 3), 0);
  EXPECT_LT(L.seat(0).anchor.x, 640.f);  // next in play order sits to the human's left
}

TEST(Layout, CardsAreLargerOnLargerWindows) {
  const TableLayout small = computeLayout(table(800, 560, 4, 7));
  const TableLayout large = computeLayout(table(1920, 1080, 4, 7));
  EXPECT_GT(large.cardH, small.cardH);
  EXPECT_NEAR(small.cardW / small.cardH, 0.714f, 0.02f);
}

TEST(HitTest, TopmostOverlappingCardWins) {
  const TableLayout L = computeLayout(table(1280, 720, 2, 7));
  const SeatLayout& me = L.seat(0);
  for (int i = 0; i < 7; ++i) {
    // A point just inside the card's visible right part belongs to it (the next card covers
    // the rest); the last card is hit at its centre.
    const CardPose& c = me.cards[static_cast<std::size_t>(i)];
    const Vec2 p = i == 6 ? c.center : Vec2{c.center.x - c.w * 0.45f, c.center.y};
    EXPECT_EQ(cardAt(me, p), i);
  }
  EXPECT_EQ(cardAt(me, {1, 1}), -1);
}

TEST(HitTest, RotatedCardIsHitWhereItIsDrawn) {
  CardPose pose{{100, 100}, 40, 60, 90};  // turned on its side: 60 wide, 40 tall
  EXPECT_TRUE(pose.contains({128, 100}));
  EXPECT_FALSE(pose.contains({100, 128}));
}

TEST(HitTest, SuitChoicesAndButtonsAreDistinct) {
  const TableLayout L = computeLayout(table(1280, 720, 4, 7));
  for (int i = 0; i < kSuitCount; ++i) {
    for (int j = i + 1; j < kSuitCount; ++j) {
      EXPECT_FALSE(overlap(L.suitChoices[static_cast<std::size_t>(i)],
                           L.suitChoices[static_cast<std::size_t>(j)]));
    }
  }
  EXPECT_FALSE(overlap(L.passButton, L.catchButton));
  EXPECT_FALSE(overlap(L.catchButton, L.lastCardButton));
  for (const CardPose& c : L.seat(0).cards) {
    EXPECT_FALSE(overlap(c.bounds(), L.lastCardButton));
  }
}

TEST(Fan, SpacingShrinksToFitTheWidth) {
  const CardPose first = fanPose({500, 500}, 100, 140, 0, 30, 600, 0.6f, 0);
  const CardPose last = fanPose({500, 500}, 100, 140, 29, 30, 600, 0.6f, 0);
  EXPECT_NEAR(last.center.x - first.center.x + 100, 600, 0.5f);
}

}  // namespace
}  // namespace ochos::app
