#include "ochos/app/layout.hpp"

#include <algorithm>
#include <cmath>

namespace ochos::app {
namespace {

constexpr float kPi = 3.14159265f;
constexpr float kCardAspect = 0.714f;  // poker cards, 2.5 x 3.5 in

}  // namespace

int seatAtPosition(int position, int humanSeat, int seats) {
  return (humanSeat + position) % seats;
}

CardPose fanPose(Vec2 center, float cardW, float cardH, int index, int count, float maxWidth,
                 float spacingRatio, float arc) {
  CardPose pose;
  pose.w = cardW;
  pose.h = cardH;
  if (count <= 0) {
    pose.center = center;
    return pose;
  }
  const float spacing =
      count > 1 ? std::min(cardW * spacingRatio, (maxWidth - cardW) / static_cast<float>(count - 1))
                : 0.f;
  const float mid = static_cast<float>(count - 1) / 2.f;
  const float offset = static_cast<float>(index) - mid;
  pose.center = {center.x + offset * spacing, center.y};
  if (arc > 0 && count > 1) {
    // A gentle arc: the outer cards dip and turn, like a hand held in the fingers.
    const float step = std::min(arc / static_cast<float>(count), 4.f);
    pose.rotation = offset * step;
    const float halfSpan = std::max(mid * spacing, 1.f);
    const float t = (offset * spacing) / halfSpan;
    pose.center.y += t * t * cardH * 0.07f * std::min(1.f, static_cast<float>(count) / 6.f);
  }
  return pose;
}

TableLayout computeLayout(const LayoutInput& in) {
  TableLayout L;
  const float W = std::max(in.width, 200.f);
  const float H = std::max(in.height, 200.f);
  const int seats = std::clamp(in.seats, 1, kMaxSeats);
  L.width = W;
  L.height = H;

  // Card size: tall enough to read, small enough that the table fits the window.
  L.cardH = std::floor(std::clamp(std::min(H * 0.2f, W * 0.125f / kCardAspect), 60.f, 300.f));
  L.cardW = std::floor(L.cardH * kCardAspect);
  const float smallScale = seats <= 3 ? 0.7f : (seats <= 5 ? 0.62f : 0.55f);
  L.smallH = std::floor(L.cardH * smallScale);
  L.smallW = std::floor(L.smallH * kCardAspect);

  const float margin = std::max(8.f, H * 0.015f);
  const float side = std::clamp(W * 0.17f, 150.f, 260.f);
  const float plateH = std::max(38.f, H * 0.062f);
  const float plateW = std::clamp(W * 0.14f, 130.f, 210.f);

  L.seats.resize(static_cast<std::size_t>(seats));

  // The human: a fanned hand at the bottom, between the side columns.
  {
    const int s = std::clamp(in.humanSeat, 0, seats - 1);
    SeatLayout& me = L.seats[static_cast<std::size_t>(s)];
    me.seat = s;
    me.human = true;
    const int count = in.handSizes[static_cast<std::size_t>(s)];
    me.anchor = {W / 2, H - margin * 2.f - L.cardH * 0.62f};
    const float maxWidth = W - 2 * side;
    for (int i = 0; i < count; ++i) {
      me.cards.push_back(fanPose(me.anchor, L.cardW, L.cardH, i, count, maxWidth, 0.62f, 34.f));
    }
    me.plate = {margin, H - margin - plateH, side - 2 * margin, plateH};
  }

  // Opponents on an upper ellipse, clockwise from the human's left.
  const int opponents = seats - 1;
  // With many opponents the ellipse drops so the side seats spread down the table's flanks.
  const float centerY = H * (opponents >= 4 ? 0.56f : 0.44f);
  const float topY = margin + L.smallH / 2;
  const float rx = W / 2 - margin - plateW / 2;
  const float ry = centerY - topY;
  for (int k = 1; k <= opponents; ++k) {
    const int s = seatAtPosition(k, in.humanSeat, seats);
    SeatLayout& op = L.seats[static_cast<std::size_t>(s)];
    op.seat = s;
    const float theta =
        (180.f - (static_cast<float>(k) - 0.5f) * 180.f / static_cast<float>(opponents)) * kPi /
        180.f;
    const int count = in.handSizes[static_cast<std::size_t>(s)];
    const float maxFan = std::min(W * 0.3f, W / static_cast<float>(std::max(opponents, 2)) * 0.85f);
    const float spacing =
        count > 1 ? std::min(L.smallW * 0.32f, (maxFan - L.smallW) / static_cast<float>(count - 1))
                  : 0.f;
    const float fanW = L.smallW + spacing * static_cast<float>(std::max(count - 1, 0));
    const float half = std::max(fanW, plateW) / 2;
    Vec2 a{W / 2 + std::cos(theta) * rx, centerY - std::sin(theta) * ry};
    a.x = std::clamp(a.x, margin + half, W - margin - half);
    op.anchor = a;
    for (int i = 0; i < count; ++i) {
      op.cards.push_back(fanPose(a, L.smallW, L.smallH, i, count, maxFan, 0.32f, 0.f));
    }
    op.plate = {a.x - plateW / 2, a.y + L.smallH / 2 + margin * 0.4f, plateW, plateH};
  }

  // Piles in the middle.
  const Vec2 c{W / 2, H * 0.47f};
  L.stock = {{c.x - L.cardW * 0.68f, c.y}, L.cardW, L.cardH, 0.f};
  L.discard = {{c.x + L.cardW * 0.68f, c.y}, L.cardW, L.cardH, 0.f};
  const float badgeW = std::max(L.cardW * 1.15f, 110.f);
  const float badgeH = std::max(L.cardH * 0.5f, 56.f);
  // Level with the piles' lower edge, clear of the side seats' fans on small windows.
  const float badgeY = c.y + L.cardH / 2 - badgeH;
  L.suitBadge = {L.discard.center.x + L.cardW * 0.5f + L.cardW * 0.25f, badgeY, badgeW, badgeH};
  L.pendingBadge = {L.stock.center.x - L.cardW * 0.5f - L.cardW * 0.25f - badgeW, badgeY, badgeW,
                    badgeH};
  const float lineH = std::max(26.f, H * 0.04f);
  L.direction = {c.x - L.cardW * 1.3f, c.y + L.cardH / 2 + margin * 0.6f, L.cardW * 2.6f, lineH};
  L.message = {side, L.direction.bottom() + margin * 0.3f, W - 2 * side, lineH * 1.1f};

  // Action buttons stacked in the right column, level with the hand.
  const float bw = side - 2 * margin;
  const float bh = std::max(36.f, H * 0.058f);
  const float bx = W - side + margin;
  // The hint, shown through the whole hand, at the bottom; the others come and go above it.
  L.hintButton = {bx, H - margin - bh, bw, bh};
  L.lastCardButton = {bx, L.hintButton.y - margin - bh, bw, bh};
  L.catchButton = {bx, L.lastCardButton.y - margin - bh, bw, bh};
  L.passButton = {bx, L.catchButton.y - margin - bh, bw, bh};
  // The corner no seat uses at any count (the log panel opens in the top-left one).
  const float menuW = std::clamp(W * 0.1f, 100.f, 140.f);
  const float menuH = std::max(30.f, H * 0.045f);
  L.menuButton = {W - margin - menuW, margin, menuW, menuH};

  L.logPanel = {margin, margin, std::clamp(W * 0.3f, 240.f, 420.f), H * 0.62f};

  // The suit chooser: four large choices over the table's centre.
  const float choice = std::clamp(L.cardH * 0.85f, 80.f, 160.f);
  const float gap = choice * 0.15f;
  const float panelW = 4 * choice + 5 * gap;
  const float panelH = choice + gap * 2 + lineH * 1.4f;
  L.suitPanel = {c.x - panelW / 2, c.y - panelH / 2, panelW, panelH};
  for (int i = 0; i < kSuitCount; ++i) {
    L.suitChoices[static_cast<std::size_t>(i)] = {
        L.suitPanel.x + gap + static_cast<float>(i) * (choice + gap),
        L.suitPanel.y + lineH * 1.4f + gap, choice, choice};
  }

  const float sbW = std::min(W * 0.9f, 980.f);
  // As tall as its rows need: a two-player scoreboard is not a tall empty sheet.
  const float sbMaxH = std::min(H * 0.88f, 760.f);
  L.scoreUnit = std::min(sbMaxH / 16.f, 40.f);
  const float sbH = std::min(sbMaxH, L.scoreUnit * (7.4f + 1.9f * static_cast<float>(seats)));
  L.scoreboard = {(W - sbW) / 2, (H - sbH) / 2, sbW, sbH};
  const float nbW = std::clamp(sbW * 0.3f, 160.f, 260.f);
  L.nextButton = {W / 2 - nbW / 2, L.scoreboard.bottom() - bh - margin * 1.5f, nbW, bh};
  return L;
}

int cardAt(const SeatLayout& seat, Vec2 p) {
  for (int i = static_cast<int>(seat.cards.size()) - 1; i >= 0; --i) {
    if (seat.cards[static_cast<std::size_t>(i)].contains(p)) return i;
  }
  return -1;
}

}  // namespace ochos::app
