#include "ochos/app/review/review_panel.hpp"

#include <SFML/Graphics/RectangleShape.hpp>
#include <algorithm>
#include <cmath>

#include "ochos/app/paint/palette.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using namespace palette;

namespace {

const sf::Color kPanelFill(16, 36, 28, 244);
const sf::Color kStripFill(255, 255, 255, 28);
const sf::Color kOtherMove(206, 222, 204, 120);
const sf::Color kPending(170, 170, 170);
constexpr float kMarkReach = 6;  // pixels either side of a decision's mark that still click it

sf::Color gradeColour(const std::optional<Grade>& grade) {
  if (!grade) return kPending;
  switch (*grade) {
    case Grade::Forced:
      return sf::Color(190, 190, 180);
    case Grade::Best:
    case Grade::Good:
      return sf::Color(110, 205, 120);
    case Grade::Inaccuracy:
      return sf::Color(240, 196, 70);
    case Grade::Mistake:
      return sf::Color(235, 84, 64);
  }
  return kPending;
}

void fill(sf::RenderTarget& t, Rect r, sf::Color c) {
  sf::RectangleShape shape({r.w, r.h});
  shape.setPosition({r.x, r.y});
  shape.setFillColor(c);
  t.draw(shape);
}

void drawStrip(sf::RenderTarget& t, const ReviewPanelLayout& L, const ReviewPanelFrame& f) {
  fill(t, L.strip, kStripFill);
  const int steps = static_cast<int>(f.marks.size());
  const float mid = L.strip.center().y;
  for (int i = 0; i < steps; ++i) {
    const float x = L.moveMarkX(i, steps);
    const StripMark& m = f.marks[static_cast<std::size_t>(i)];
    const float h = m.player ? L.strip.h - 2 : L.strip.h * 0.35f;
    const float w = m.player ? 5.f : 2.f;
    fill(t, {x - w / 2, mid - h / 2, w, h}, m.player ? gradeColour(m.grade) : kOtherMove);
  }
  const float x = L.markX(f.step, steps);
  fill(t, {x - 1.5f, L.strip.y - 4, 3, L.strip.h + 8}, kGold);
}

}  // namespace

float ReviewPanelLayout::markX(int step, int steps) const {
  const float inner = strip.w - 12;
  return strip.x + 6 +
         (steps > 0 ? inner * static_cast<float>(step) / static_cast<float>(steps) : 0.f);
}

int ReviewPanelLayout::stepAt(float x, int steps) const {
  if (steps <= 0) return 0;
  const float t = (x - strip.x - 6) / (strip.w - 12);
  return std::clamp(static_cast<int>(std::lround(t * static_cast<float>(steps))), 0, steps);
}

int stepForClick(const ReviewPanelLayout& L, float x, const std::vector<StripMark>& marks) {
  const int steps = static_cast<int>(marks.size());
  int step = L.stepAt(x, steps);
  float nearest = kMarkReach;
  for (int i = 0; i < steps; ++i) {
    const float d = std::abs(L.moveMarkX(i, steps) - x);
    if (marks[static_cast<std::size_t>(i)].player && d <= nearest) {
      nearest = d;
      step = i + 1;
    }
  }
  return step;
}

int nextWeakMove(const std::vector<StripMark>& marks, int from) {
  for (int k = std::max(from, 0); k < static_cast<int>(marks.size()); ++k) {
    const std::optional<Grade>& g = marks[static_cast<std::size_t>(k)].grade;
    if (g == Grade::Mistake || g == Grade::Inaccuracy) return k + 1;
  }
  return -1;
}

ReviewPanelLayout reviewPanelLayout(Vec2 window) {
  ReviewPanelLayout L;
  const float h = std::clamp(window.y * 0.22f, 150.f, 190.f);
  const float m = 14;
  L.panel = {0, window.y - h, window.x, h};
  L.table = {0, 0, window.x, window.y - h};
  L.strip = {m, L.panel.y + 10, window.x - 2 * m, 14};
  const float row = L.strip.bottom() + 8;
  const float half = (window.x - 3 * m) / 2;
  L.title = {m, row, half, 24};
  L.summary = {2 * m + half, row, half, 24};
  L.verdict = {m, row + 26, window.x - 2 * m, 44};
  const float buttonH = 34;
  const float by = L.panel.bottom() - buttonH - 10;
  const float small = std::min(56.f, window.x * 0.055f);
  L.toStart = {m, by, small, buttonH};
  L.back = {L.toStart.right() + 6, by, small, buttonH};
  L.forward = {L.back.right() + 6, by, small, buttonH};
  L.toEnd = {L.forward.right() + 6, by, small, buttonH};
  // "Next weak move (N)" is the longest label: its button gives up least on a small window.
  const float closeW = std::clamp(window.x * 0.17f, 136.f, 260.f);
  const float weakW = std::clamp(window.x * 0.22f, 236.f, 280.f);
  L.close = {window.x - m - closeW, by, closeW, buttonH};
  L.nextWeak = {L.close.x - 10 - weakW, by, weakW, buttonH};
  L.legend = {L.toEnd.right() + 16, by - 4, std::max(0.f, L.nextWeak.x - L.toEnd.right() - 32),
              buttonH + 8};
  return L;
}

void drawReviewPanel(sf::RenderTarget& t, const Ui& ui, const ReviewPanelLayout& L,
                     const ReviewPanelFrame& f) {
  using i18n::tr;
  fill(t, L.panel, kPanelFill);
  fill(t, {L.panel.x, L.panel.y, L.panel.w, 2}, sf::Color(246, 204, 96, 160));
  drawStrip(t, L, f);
  ui.beginBatch();
  ui.textIn(t, f.title, L.title, {17, kGold, Align::Left, true, 1});
  ui.textIn(t, f.summary, L.summary, {15, kSoft, Align::Right, false, 1});
  ui.textIn(t, f.verdict, L.verdict,
            {17, f.verdictIsMistake ? sf::Color(255, 170, 150) : kCream, Align::Left, false, 2});
  if (L.legend.w >= 120) {
    ui.textIn(t, tr("review.legend"), L.legend, {13, kSoft, Align::Center, false, 3, 10});
  }
  const auto button = [&](Rect r, const std::string& label, bool enabled, bool accent = false) {
    ui.button(t, r, label, enabled && r.contains(f.mouse), accent, enabled);
  };
  button(L.toStart, "|◀", f.mayGoBack);
  button(L.back, "◀", f.mayGoBack);
  button(L.forward, "▶", f.mayGoForward, true);
  button(L.toEnd, "▶|", f.mayGoForward);
  button(L.nextWeak, tr("review.next_weak"), f.hasNextWeakMove);
  button(L.close, tr("review.close"), true);
  ui.flush(t);
}

}  // namespace ochos::app
