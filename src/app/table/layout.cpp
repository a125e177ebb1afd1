#include "ochos/app/table/layout.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ochos::app {

namespace {

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

namespace {

// The widest an opponent's fan grows, however many cards it holds.
float opponentFanWidth(float W, int opponents) {
  return std::min(W * 0.3f, W / static_cast<float>(std::max(opponents, 2)) * 0.85f);
}

float countBadgeRadius(const TableLayout& L) {
  return std::max(11.f, L.smallH * 0.16f);
}

// The window's measures every part of the layout shares.
struct Measures {
  float W = 0;
  float H = 0;
  int seats = 0;
  float margin = 0;
  float side = 0;  // the width of the columns left and right of the hand
  float plateH = 0;
  float plateW = 0;
  float lineH = 0;
  float buttonH = 0;
  Vec2 centre;  // between the piles
};

// The human: a fanned hand at the bottom, between the side columns.
void layHuman(TableLayout& L, const LayoutInput& in, const Measures& m) {
  const int s = std::clamp(in.humanSeat, 0, m.seats - 1);
  SeatLayout& me = L.seats[static_cast<std::size_t>(s)];
  me.seat = s;
  me.human = true;
  const int count = in.handSizes[static_cast<std::size_t>(s)];
  me.anchor = {m.W / 2, m.H - m.margin * 2.f - L.cardH * 0.62f};
  const float maxWidth = m.W - 2 * m.side;
  for (int i = 0; i < count; ++i) {
    me.cards.push_back(fanPose(me.anchor, L.cardW, L.cardH, i, count, maxWidth, 0.62f, 34.f));
  }
  me.plate = {m.margin, m.H - m.margin - m.plateH, m.side - 2 * m.margin, m.plateH};
}

// Opponents on an upper ellipse, clockwise from the human's left.
void layOpponents(TableLayout& L, const LayoutInput& in, const Measures& m) {
  const float W = m.W;
  const int opponents = m.seats - 1;
  // With many opponents the ellipse drops so the side seats spread down the table's flanks.
  const float centerY = m.H * (opponents >= 4 ? 0.56f : 0.44f);
  const float topY = m.margin + L.smallH / 2;
  const float rx = W / 2 - m.margin - m.plateW / 2;
  const float ry = centerY - topY;
  for (int k = 1; k <= opponents; ++k) {
    const int s = seatAtPosition(k, in.humanSeat, m.seats);
    SeatLayout& op = L.seats[static_cast<std::size_t>(s)];
    op.seat = s;
    const float theta =
        (180.f - (static_cast<float>(k) - 0.5f) * 180.f / static_cast<float>(opponents)) *
        std::numbers::pi_v<float> / 180.f;
    const int count = in.handSizes[static_cast<std::size_t>(s)];
    const float maxFan = opponentFanWidth(W, opponents);
    const float spacing =
        count > 1 ? std::min(L.smallW * 0.32f, (maxFan - L.smallW) / static_cast<float>(count - 1))
                  : 0.f;
    const float fanW = L.smallW + spacing * static_cast<float>(std::max(count - 1, 0));
    const float half = std::max(fanW, m.plateW) / 2;
    Vec2 a{W / 2 + std::cos(theta) * rx, centerY - std::sin(theta) * ry};
    a.x = std::clamp(a.x, m.margin + half, W - m.margin - half);
    op.anchor = a;
    for (int i = 0; i < count; ++i) {
      op.cards.push_back(fanPose(a, L.smallW, L.smallH, i, count, maxFan, 0.32f, 0.f));
    }
    op.plate = {a.x - m.plateW / 2, a.y + L.smallH / 2 + m.margin * 0.4f, m.plateW, m.plateH};
    if (count > 0) {
      // The count hangs off the fan's end that faces the middle of the table, so a seat at
      // the window's edge never pushes it out of the window.
      const float r = countBadgeRadius(L);
      const bool right = a.x <= W / 2 + 1;
      const float x = right ? op.cards.back().center.x + L.smallW / 2 + r * 0.2f
                            : op.cards.front().center.x - L.smallW / 2 - r * 0.2f;
      op.countBadge = {x - r, a.y - L.smallH / 2 + 2, 2 * r, 2 * r};
    }
  }
}

// The piles in the middle, their badges, the direction of play and the status line.
void layCentre(TableLayout& L, const Measures& m) {
  const Vec2 c = m.centre;
  L.stock = {{c.x - L.cardW * 0.68f, c.y}, L.cardW, L.cardH, 0.f};
  L.discard = {{c.x + L.cardW * 0.68f, c.y}, L.cardW, L.cardH, 0.f};
  const float badgeW = std::max(L.cardW * 1.15f, 110.f);
  const float badgeH = std::max(L.cardH * 0.5f, 56.f);
  // Level with the piles' lower edge, clear of the side seats' fans on small windows.
  const float badgeY = c.y + L.cardH / 2 - badgeH;
  L.suitBadge = {L.discard.center.x + L.cardW * 0.5f + L.cardW * 0.25f, badgeY, badgeW, badgeH};
  L.pendingBadge = {L.stock.center.x - L.cardW * 0.5f - L.cardW * 0.25f - badgeW, badgeY, badgeW,
                    badgeH};
  L.direction = {c.x - L.cardW * 1.3f, c.y + L.cardH / 2 + m.margin * 0.6f, L.cardW * 2.6f,
                 m.lineH};
  L.message = {m.side, L.direction.bottom() + m.margin * 0.3f, m.W - 2 * m.side, m.lineH * 1.1f};
}

// Action buttons stacked in the right column, level with the hand, and the menu's corner.
void layButtons(TableLayout& L, const Measures& m) {
  const float bw = m.side - 2 * m.margin;
  const float bh = m.buttonH;
  const float bx = m.W - m.side + m.margin;
  // The hint, shown through the whole hand, at the bottom; the others come and go above it.
  L.hintButton = {bx, m.H - m.margin - bh, bw, bh};
  L.lastCardButton = {bx, L.hintButton.y - m.margin - bh, bw, bh};
  L.catchButton = {bx, L.lastCardButton.y - m.margin - bh, bw, bh};
  L.passButton = {bx, L.catchButton.y - m.margin - bh, bw, bh};
  // The corner no seat uses at any count.
  const float menuW = std::clamp(m.W * 0.1f, 100.f, 140.f);
  const float menuH = std::max(30.f, m.H * 0.045f);
  L.menuButton = {m.W - m.margin - menuW, m.margin, menuW, menuH};
}

// The log opens in the left column, between the lowest opponent reaching into it and its button
// over the human's plate: there it hides no seat at any count, whatever the hands hold.
void layLog(TableLayout& L, const Measures& m) {
  const float x = m.margin;
  const float w = m.side - 2 * m.margin;
  const int opponents = m.seats - 1;
  const float fanHalf = std::max(opponentFanWidth(m.W, opponents), m.plateW) / 2;
  float top = m.margin;
  for (const SeatLayout& seat : L.seats) {
    if (seat.human || seat.anchor.x - fanHalf >= x + w) continue;
    top = std::max(top, seat.plate.bottom() + m.margin);
  }
  float humanPlateTop = m.H;
  for (const SeatLayout& seat : L.seats)
    if (seat.human) humanPlateTop = seat.plate.y;
  const Rect& menu = L.menuButton;
  // As tall as the Menu button, and wide enough for "Verlauf (Tab)" in a small window.
  const float logW = std::min(w, std::max(menu.w, 130.f));
  L.logButton = {x, humanPlateTop - m.margin * 0.6f - menu.h, logW, menu.h};
  L.logPanel = {x, top, w, L.logButton.y - m.margin * 0.6f - top};
  L.logTextSize = std::clamp(std::min(m.H * 0.02f, m.W * 0.0125f), 12.f, 17.f);
}

// The suit chooser and the scoreboard.
void layOverlays(TableLayout& L, const Measures& m) {
  const float W = m.W;
  const float H = m.H;
  // The suit chooser: four large choices over the table's centre.
  const float choice = std::clamp(L.cardH * 0.85f, 80.f, 160.f);
  const float gap = choice * 0.15f;
  const float panelW = 4 * choice + 5 * gap;
  const float panelH = choice + gap * 2 + m.lineH * 1.4f;
  L.suitPanel = {m.centre.x - panelW / 2, m.centre.y - panelH / 2, panelW, panelH};
  for (int i = 0; i < engine::kSuitCount; ++i) {
    L.suitChoices[static_cast<std::size_t>(i)] = {
        L.suitPanel.x + gap + static_cast<float>(i) * (choice + gap),
        L.suitPanel.y + m.lineH * 1.4f + gap, choice, choice};
  }

  const float sbW = std::min(W * 0.9f, 980.f);
  // As tall as its rows need: a two-player scoreboard is not a tall empty sheet.
  const float sbMaxH = std::min(H * 0.88f, 760.f);
  L.scoreUnit = std::min(sbMaxH / 16.f, 40.f);
  const float sbH = std::min(sbMaxH, L.scoreUnit * (7.4f + 1.9f * static_cast<float>(m.seats)));
  L.scoreboard = {(W - sbW) / 2, (H - sbH) / 2, sbW, sbH};
  const float nbW = std::clamp(sbW * 0.3f, 160.f, 260.f);
  L.nextButton = {W / 2 - nbW / 2, L.scoreboard.bottom() - m.buttonH - m.margin * 1.5f, nbW,
                  m.buttonH};
  const float rbW = std::min(nbW * 0.8f, L.nextButton.x - L.scoreboard.x - m.margin * 2);
  L.reviewButton = {L.scoreboard.x + m.margin * 1.5f, L.nextButton.y, rbW, m.buttonH};
}

}  // namespace

TableLayout computeLayout(const LayoutInput& in) {
  TableLayout L;
  Measures m;
  m.W = std::max(in.width, 200.f);
  m.H = std::max(in.height, 200.f);
  m.seats = std::clamp(in.seats, 1, engine::kMaxSeats);
  L.width = m.W;
  L.height = m.H;

  // Card size: tall enough to read, small enough that the table fits the window.
  L.cardH = std::floor(std::clamp(std::min(m.H * 0.2f, m.W * 0.125f / kCardAspect), 60.f, 300.f));
  L.cardW = std::floor(L.cardH * kCardAspect);
  const float smallScale = m.seats <= 3 ? 0.7f : (m.seats <= 5 ? 0.62f : 0.55f);
  L.smallH = std::floor(L.cardH * smallScale);
  L.smallW = std::floor(L.smallH * kCardAspect);

  m.margin = std::max(8.f, m.H * 0.015f);
  // The columns beside the hand hold the log, the plate and the buttons: wide enough for a log
  // line of a few words from 1024 pixels on, while an 800-pixel window keeps its hand's room.
  m.side = std::clamp(std::min(m.W * 0.22f, 150.f + (m.W - 800.f) * 0.36f), 150.f, 320.f);
  m.plateH = std::max(38.f, m.H * 0.062f);
  m.plateW = std::clamp(m.W * 0.14f, 130.f, 210.f);
  m.lineH = std::max(26.f, m.H * 0.04f);
  m.buttonH = std::max(36.f, m.H * 0.058f);
  m.centre = {m.W / 2, m.H * 0.47f};

  L.seats.resize(static_cast<std::size_t>(m.seats));
  layHuman(L, in, m);
  layOpponents(L, in, m);
  layCentre(L, m);
  layButtons(L, m);
  layOverlays(L, m);
  layLog(L, m);
  return L;
}

int cardAt(const SeatLayout& seat, Vec2 p) {
  for (int i = static_cast<int>(seat.cards.size()) - 1; i >= 0; --i) {
    if (seat.cards[static_cast<std::size_t>(i)].contains(p)) return i;
  }
  return -1;
}

}  // namespace ochos::app
