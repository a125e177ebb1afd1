#include <gtest/gtest.h>

#include "ochos/app/table/layout.hpp"

namespace ochos::app {

namespace {

bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& r, float w, float h) {
  return r.x >= -0.5f && r.y >= -0.5f && r.right() <= w + 0.5f && r.bottom() <= h + 0.5f;
}

// The active-suit badge (symbol and word) and the pending-draw badge beside the piles: in the
// window, big enough for a symbol over "Diamonds", clear of the piles, the name plates and the
// cards.
TEST(BadgeLayout, SuitAndPendingBadgesHaveRoomAndOverlapNothing) {
  const float sizes[][2] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1440}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= engine::kMaxSeats; ++seats) {
      LayoutInput in;
      in.width = sz[0];
      in.height = sz[1];
      in.seats = seats;
      in.handSizes.fill(7);
      const TableLayout L = computeLayout(in);
      for (const Rect& badge : {L.suitBadge, L.pendingBadge}) {
        const std::string where = std::to_string(static_cast<int>(sz[0])) + "x" +
                                  std::to_string(static_cast<int>(sz[1])) + " seats " +
                                  std::to_string(seats);
        EXPECT_TRUE(inside(badge, sz[0], sz[1])) << where;
        EXPECT_GE(badge.w, 100.f) << where;  // "Diamonds" under the symbol
        EXPECT_GE(badge.h, 56.f) << where;
        EXPECT_FALSE(overlap(badge, L.stock.bounds())) << where;
        EXPECT_FALSE(overlap(badge, L.discard.bounds())) << where;
        for (int s = 0; s < seats; ++s) {
          EXPECT_FALSE(overlap(badge, L.seat(s).plate)) << where << " plate " << s;
          for (const CardPose& c : L.seat(s).cards)
            EXPECT_FALSE(overlap(badge, c.bounds())) << where << " seat " << s;
        }
      }
    }
  }
}

// An opponent's card-count badge beside its fan's end: whole in the window at every size, seat
// count and hand size (seven players at 1920x1080 cut the "12" of the rightmost seat), clear of
// the menu's corner, the piles and the other seats.
TEST(BadgeLayout, CountBadgesStayInTheWindow) {
  const float sizes[][2] = {{800, 560},  {800, 600},   {1024, 768}, {1280, 720},
                            {1366, 768}, {1920, 1080}, {2560, 1440}};
  for (const auto& sz : sizes) {
    for (int seats = 2; seats <= engine::kMaxSeats; ++seats) {
      for (int cards = 1; cards <= 30; ++cards) {
        LayoutInput in;
        in.width = sz[0];
        in.height = sz[1];
        in.seats = seats;
        in.handSizes.fill(cards);
        const TableLayout L = computeLayout(in);
        const std::string where = std::to_string(static_cast<int>(sz[0])) + "x" +
                                  std::to_string(static_cast<int>(sz[1])) + " seats " +
                                  std::to_string(seats) + " cards " + std::to_string(cards);
        for (int s = 1; s < seats; ++s) {
          const Rect& badge = L.seat(s).countBadge;
          ASSERT_FALSE(badge.empty()) << where;
          EXPECT_TRUE(inside(badge, sz[0], sz[1])) << where << " seat " << s;
          EXPECT_FALSE(overlap(badge, L.menuButton)) << where << " seat " << s;
          EXPECT_FALSE(overlap(badge, L.stock.bounds())) << where << " seat " << s;
          EXPECT_FALSE(overlap(badge, L.discard.bounds())) << where << " seat " << s;
          // Eight players crowd the small windows: there a badge may touch a neighbour's plate.
          for (int other = 1; other < seats && seats < engine::kMaxSeats; ++other) {
            if (other == s) continue;
            EXPECT_FALSE(overlap(badge, L.seat(other).plate)) << where << " seat " << s;
            EXPECT_FALSE(overlap(badge, L.seat(other).countBadge)) << where << " seat " << s;
            for (const CardPose& c : L.seat(other).cards)
              EXPECT_FALSE(overlap(badge, c.bounds())) << where << " seat " << s << "/" << other;
          }
        }
        EXPECT_TRUE(L.seat(0).countBadge.empty()) << "the human's hand has no badge";
      }
    }
  }
}

}  // namespace
}  // namespace ochos::app
