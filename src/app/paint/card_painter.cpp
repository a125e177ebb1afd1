#include "ochos/app/paint/card_painter.hpp"

#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {

using engine::Card;
using engine::Rank;
using engine::Suit;

namespace {

const sf::Color kIvoryTop(255, 253, 247);
const sf::Color kIvoryBottom(243, 237, 222);
const sf::Color kEdge(150, 144, 130);
const sf::Color kGold(212, 165, 45);
const sf::Color kGoldDark(139, 100, 20);
const sf::Color kGoldLight(246, 214, 120);

sf::Color blend(sf::Color a, sf::Color b, float t) {
  auto mix = [t](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>(static_cast<float>(x) + (static_cast<float>(y) - x) * t);
  };
  return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), mix(a.a, b.a)};
}

sf::Color withAlpha(sf::Color c, std::uint8_t a) {
  return {c.r, c.g, c.b, a};
}

// Pip centres in card-relative units for 2..10, laid out as on printed cards.
std::vector<Vec2> pipLayout(int rank) {
  constexpr float L = 0.31f, C = 0.5f, R = 0.69f;
  switch (rank) {
    case 2:
      return {{C, 0.2f}, {C, 0.8f}};
    case 3:
      return {{C, 0.2f}, {C, 0.5f}, {C, 0.8f}};
    case 4:
      return {{L, 0.2f}, {R, 0.2f}, {L, 0.8f}, {R, 0.8f}};
    case 5:
      return {{L, 0.2f}, {R, 0.2f}, {C, 0.5f}, {L, 0.8f}, {R, 0.8f}};
    case 6:
      return {{L, 0.2f}, {R, 0.2f}, {L, 0.5f}, {R, 0.5f}, {L, 0.8f}, {R, 0.8f}};
    case 7:
      return {{L, 0.2f}, {R, 0.2f}, {C, 0.35f}, {L, 0.5f}, {R, 0.5f}, {L, 0.8f}, {R, 0.8f}};
    case 8:
      return {{L, 0.2f}, {R, 0.2f},  {C, 0.35f}, {L, 0.5f},
              {R, 0.5f}, {C, 0.65f}, {L, 0.8f},  {R, 0.8f}};
    case 9:
      return {{L, 0.2f}, {R, 0.2f}, {L, 0.4f}, {R, 0.4f}, {C, 0.5f},
              {L, 0.6f}, {R, 0.6f}, {L, 0.8f}, {R, 0.8f}};
    case 10:
      return {{L, 0.2f}, {R, 0.2f}, {C, 0.3f}, {L, 0.4f}, {R, 0.4f},
              {L, 0.6f}, {R, 0.6f}, {C, 0.7f}, {L, 0.8f}, {R, 0.8f}};
    default:
      return {};
  }
}

// Text centred on a point, optionally turned upside down for the lower corner.
void drawCentered(Canvas& target, const sf::Font& font, const std::string& s, unsigned size,
                  Vec2 at, sf::Color color, bool upsideDown, float squeeze = 1.f) {
  sf::Text text = makeText(font, s, size);
  text.setFillColor(color);
  const Rect b = toRect(text.getLocalBounds());
  text.setOrigin({b.x + b.w / 2, b.y + b.h / 2});
  text.setPosition({at.x, at.y});
  text.setScale({squeeze, 1.f});
  if (upsideDown) setRotationDegrees(text, 180.f);
  target.texts.push_back(text);
}

// Diagonal lines both ways across `area`, cut at its left and right edges.
void appendLattice(sf::VertexArray& v, Rect area, float step, float width, sf::Color color) {
  for (float d = -area.h; d < area.w + area.h; d += step) {
    for (int dir : {-1, 1}) {
      const Vec2 a{area.x + d, area.y};
      const Vec2 b{area.x + d + static_cast<float>(dir) * area.h, area.bottom()};
      const Vec2 dd = b - a;
      const float ta = (area.x - a.x) / dd.x;
      const float tb = (area.right() - a.x) / dd.x;
      const float t0 = std::max(0.f, std::min(ta, tb));
      const float t1 = std::min(1.f, std::max(ta, tb));
      if (t0 < t1) appendLine(v, a + dd * t0, a + dd * t1, width, color);
    }
  }
}

// Mirrors a point through the card's centre: court designs are drawn once and turned.
Vec2 turn(Vec2 p, Rect r) {
  return {r.x + r.w - (p.x - r.x), r.y + r.h - (p.y - r.y)};
}

void appendTurnedQuad(sf::VertexArray& v, Rect r, bool t, Vec2 a, Vec2 b, Vec2 c, Vec2 d,
                      sf::Color col) {
  if (t) {
    a = turn(a, r), b = turn(b, r), c = turn(c, r), d = turn(d, r);
  }
  appendQuad(v, a, b, c, d, col);
}

void appendTurnedEllipse(sf::VertexArray& v, Rect r, bool t, Vec2 c, float rx, float ry,
                         sf::Color in, sf::Color out) {
  appendEllipse(v, t ? turn(c, r) : c, rx, ry, in, out, 24);
}

// Headgear for the court emblem: a crown for kings, a tiara for queens, a plumed cap for jacks.
void appendHeadgear(sf::VertexArray& v, Rank rank, Rect card, bool t, Vec2 c, float w,
                    sf::Color ink) {
  const float h = w * 0.55f;
  const float bandTop = c.y + h * 0.18f;
  const float bandBottom = c.y + h * 0.5f;
  const float x0 = c.x - w / 2;
  const float x1 = c.x + w / 2;
  const sf::Color jewel = ink;
  if (rank == Rank::King) {
    // Five points rising from the band, a pearl on each.
    const int points = 5;
    for (int i = 0; i < points; ++i) {
      const float fx = x0 + w * static_cast<float>(i) / (points - 1);
      const float tipY = c.y - h * ((i % 2 == 0) ? 0.45f : 0.25f) - (i == 2 ? h * 0.1f : 0.f);
      const float half = w * 0.12f;
      appendTurnedQuad(v, card, t, {std::clamp(fx - half, x0, x1), bandTop}, {fx, tipY}, {fx, tipY},
                       {std::clamp(fx + half, x0, x1), bandTop}, kGold);
      appendTurnedEllipse(v, card, t, {fx, tipY}, w * 0.055f, w * 0.055f, kGoldLight, kGold);
    }
    appendTurnedQuad(v, card, t, {x0, bandTop}, {x1, bandTop}, {x1, bandBottom}, {x0, bandBottom},
                     kGold);
    appendTurnedQuad(v, card, t, {x0, bandBottom - h * 0.06f}, {x1, bandBottom - h * 0.06f},
                     {x1, bandBottom}, {x0, bandBottom}, kGoldDark);
    for (int i = 0; i < 3; ++i) {
      const float jx = c.x + w * 0.3f * static_cast<float>(i - 1);
      appendTurnedEllipse(v, card, t, {jx, (bandTop + bandBottom) / 2 - h * 0.02f}, w * 0.06f,
                          h * 0.09f, blend(jewel, sf::Color::White, 0.35f), jewel);
    }
  } else if (rank == Rank::Queen) {
    // A tiara: three arches of pearls over a slim band.
    const float archR = w * 0.2f;
    for (int a = -1; a <= 1; ++a) {
      const float ax = c.x + static_cast<float>(a) * archR * 1.55f;
      const float rise = a == 0 ? 1.25f : 0.95f;
      for (int i = 0; i <= 6; ++i) {
        const float ang = 3.14159265f * static_cast<float>(i) / 6.f;
        const Vec2 p{ax - std::cos(ang) * archR * 0.8f, bandTop - std::sin(ang) * archR * rise};
        appendTurnedEllipse(v, card, t, p, w * 0.042f, w * 0.042f, kGoldLight, kGold);
      }
    }
    appendTurnedEllipse(v, card, t, {c.x, bandTop - archR * 1.25f - w * 0.09f}, w * 0.07f,
                        w * 0.07f, blend(jewel, sf::Color::White, 0.4f), jewel);
    appendTurnedQuad(v, card, t, {x0 + w * 0.05f, bandTop}, {x1 - w * 0.05f, bandTop},
                     {x1 - w * 0.1f, bandBottom}, {x0 + w * 0.1f, bandBottom}, kGold);
    appendTurnedQuad(v, card, t, {x0 + w * 0.1f, bandBottom - h * 0.07f},
                     {x1 - w * 0.1f, bandBottom - h * 0.07f}, {x1 - w * 0.1f, bandBottom},
                     {x0 + w * 0.1f, bandBottom}, kGoldDark);
  } else {
    // A jack's cap: a soft dome in the suit's ink with a gold band and a sweeping plume.
    const sf::Color cap = blend(ink, sf::Color::Black, 0.1f);
    const int steps = 14;
    for (int i = 0; i < steps; ++i) {
      const float a0 = 3.14159265f * static_cast<float>(i) / steps;
      const float a1 = 3.14159265f * static_cast<float>(i + 1) / steps;
      const Vec2 p0{c.x - std::cos(a0) * w * 0.42f, bandTop - std::sin(a0) * h * 0.55f};
      const Vec2 p1{c.x - std::cos(a1) * w * 0.42f, bandTop - std::sin(a1) * h * 0.55f};
      appendTurnedQuad(v, card, t, {c.x, bandTop}, p0, p1, {c.x, bandTop}, cap);
    }
    for (int i = 0; i < 10; ++i) {
      const float s0 = static_cast<float>(i) / 10.f;
      const float s1 = static_cast<float>(i + 1) / 10.f;
      auto spine = [&](float s) {
        return Vec2{c.x + w * (0.05f + 0.45f * s), bandTop - h * (0.35f + 0.55f * s * (1.3f - s))};
      };
      const float thick0 = h * 0.12f * std::sin(3.14159265f * (0.1f + 0.85f * s0));
      const float thick1 = h * 0.12f * std::sin(3.14159265f * (0.1f + 0.85f * s1));
      const Vec2 a = spine(s0);
      const Vec2 b = spine(s1);
      appendTurnedQuad(v, card, t, {a.x, a.y - thick0}, {b.x, b.y - thick1}, {b.x, b.y + thick1},
                       {a.x, a.y + thick0}, kGoldLight);
    }
    appendTurnedQuad(v, card, t, {x0 + w * 0.05f, bandTop}, {x1 - w * 0.05f, bandTop},
                     {x1 - w * 0.05f, bandBottom}, {x0 + w * 0.05f, bandBottom}, kGold);
    appendTurnedEllipse(v, card, t, {c.x, (bandTop + bandBottom) / 2}, w * 0.07f, h * 0.1f,
                        kGoldLight, kGoldDark);
  }
}

void paintCourt(Canvas& target, Card card, Rect r, sf::Color ink, const sf::Font* font) {
  sf::VertexArray& v = target.triangles;
  const Rect frame{r.x + r.w * 0.18f, r.y + r.h * 0.11f, r.w * 0.64f, r.h * 0.78f};
  const sf::Color tint = blend(kIvoryTop, ink, 0.08f);
  appendRoundedRect(v, frame, r.w * 0.03f, tint, blend(tint, kGoldLight, 0.25f));
  // A fine lattice behind the emblem, like the engraved grounds of old court cards.
  const sf::Color lattice = withAlpha(blend(ink, kGold, 0.5f), 40);
  appendLattice(v, frame, frame.w / 7.f, std::max(1.f, r.w * 0.006f), lattice);
  appendRoundedFrame(v, frame, r.w * 0.03f, std::max(2.f, r.w * 0.018f), kGold);
  const Rect innerFrame{frame.x + r.w * 0.028f, frame.y + r.w * 0.028f, frame.w - r.w * 0.056f,
                        frame.h - r.w * 0.056f};
  appendRoundedFrame(v, innerFrame, r.w * 0.02f, std::max(1.f, r.w * 0.008f), withAlpha(ink, 170));

  // Top half: headgear over a pip; the bottom half is the same turned, as on printed courts.
  for (bool t : {false, true}) {
    const Vec2 hat{r.x + r.w * 0.5f, r.y + r.h * 0.225f};
    appendHeadgear(v, card.rank(), r, t, hat, frame.w * 0.68f, ink);
    const Vec2 pip{r.x + r.w * 0.5f, r.y + r.h * 0.35f};
    appendSuit(v, card.suit(), t ? turn(pip, r) : pip, r.h * 0.085f, ink, t);
  }
  // A centre band and medallion carrying the letter.
  const float cy = r.y + r.h * 0.5f;
  appendQuad(v, {frame.x, cy - r.h * 0.006f}, {frame.right(), cy - r.h * 0.006f},
             {frame.right(), cy + r.h * 0.006f}, {frame.x, cy + r.h * 0.006f}, kGold);
  appendEllipse(v, {r.x + r.w * 0.5f, cy}, r.w * 0.2f, r.h * 0.085f, kGoldLight, kGold);
  appendEllipse(v, {r.x + r.w * 0.5f, cy}, r.w * 0.17f, r.h * 0.07f, kIvoryTop,
                blend(kIvoryTop, kGoldLight, 0.6f));
  if (font != nullptr) {
    drawCentered(target, *font, rankMark(card.rank()), static_cast<unsigned>(r.h * 0.11f),
                 {r.x + r.w * 0.5f, cy}, ink, false);
  }
}

}  // namespace

void paintFace(Canvas& target, Card card, Rect r, DeckStyle style, const sf::Font* font) {
  const sf::Color ink = suitColor(card.suit(), style);
  sf::VertexArray& v = target.triangles;
  const float radius = r.w * 0.075f;
  appendRoundedRect(v, r, radius, kEdge, kEdge);
  const float edge = std::max(1.f, r.w * 0.008f);
  appendRoundedRect(v, {r.x + edge, r.y + edge, r.w - 2 * edge, r.h - 2 * edge}, radius - edge,
                    kIvoryTop, kIvoryBottom);

  const int rank = static_cast<int>(card.rank());
  const float pipSize = r.h * (rank >= 9 ? 0.13f : 0.145f);
  if (card.rank() == Rank::Ace) {
    const Vec2 c = r.center();
    // The ace gets a ringed medallion: plain cards can look bare at this size.
    appendEllipse(v, c, r.w * 0.3f, r.w * 0.3f, withAlpha(kGoldLight, 90), withAlpha(kGold, 160));
    appendEllipse(v, c, r.w * 0.27f, r.w * 0.27f, kIvoryTop, blend(kIvoryTop, kGoldLight, 0.4f));
    appendSuit(v, card.suit(), c, r.h * (card.suit() == Suit::Spades ? 0.3f : 0.26f), ink);
  } else if (rank <= 10) {
    for (const Vec2& u : pipLayout(rank)) {
      const Vec2 p{r.x + u.x * r.w, r.y + (0.1f + u.y * 0.8f) * r.h};
      appendSuit(v, card.suit(), p, pipSize, ink, u.y > 0.55f);
    }
  }
  // Small suit marks under the indices.
  const Vec2 mark{r.x + r.w * 0.105f, r.y + r.h * 0.205f};
  appendSuit(v, card.suit(), mark, r.h * 0.085f, ink);
  appendSuit(v, card.suit(), turn(mark, r), r.h * 0.085f, ink, true);

  if (rank > 10) paintCourt(target, card, r, ink, font);

  if (font != nullptr) {
    const std::string label = rankMark(card.rank());
    const auto size = static_cast<unsigned>(r.h * 0.13f);
    const Vec2 at{r.x + r.w * 0.105f, r.y + r.h * 0.095f};
    const float squeeze = label.size() > 1 ? 0.78f : 1.f;
    drawCentered(target, *font, label, size, at, ink, false, squeeze);
    drawCentered(target, *font, label, size, turn(at, r), ink, true, squeeze);
  }
}

void paintBack(Canvas& target, Rect r) {
  sf::VertexArray& v = target.triangles;
  const float radius = r.w * 0.075f;
  appendRoundedRect(v, r, radius, kEdge, kEdge);
  const float edge = std::max(1.f, r.w * 0.008f);
  appendRoundedRect(v, {r.x + edge, r.y + edge, r.w - 2 * edge, r.h - 2 * edge}, radius - edge,
                    kIvoryTop, kIvoryBottom);
  const float inset = r.w * 0.065f;
  const Rect panel{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
  const sf::Color deep(122, 20, 38);
  const sf::Color deeper(78, 10, 24);
  appendRoundedRect(v, panel, radius * 0.6f, deep, deeper);
  // A woven diamond lattice in two tones.
  const sf::Color thread(190, 60, 72, 110);
  const float step = panel.w / 6.f;
  appendLattice(v, panel, step, std::max(1.f, r.w * 0.012f), thread);
  // Lattice knots.
  for (float y = panel.y + step / 2; y < panel.bottom(); y += step / 2) {
    for (float x = panel.x + step / 2; x < panel.right(); x += step) {
      const float off = std::fmod((y - panel.y) / (step / 2), 2.f) < 1.f ? 0.f : step / 2;
      const float kx = x + off - step / 2;
      if (kx > panel.x + 2 && kx < panel.right() - 2) {
        appendEllipse(v, {kx, y}, r.w * 0.012f, r.w * 0.012f, withAlpha(kGoldLight, 150),
                      withAlpha(kGold, 120), 10);
      }
    }
  }
  appendRoundedFrame(v, panel, radius * 0.6f, std::max(1.5f, r.w * 0.014f), kGold);
  const Rect inner{panel.x + r.w * 0.04f, panel.y + r.w * 0.04f, panel.w - r.w * 0.08f,
                   panel.h - r.w * 0.08f};
  appendRoundedFrame(v, inner, radius * 0.4f, std::max(1.f, r.w * 0.006f),
                     withAlpha(kGoldLight, 150));
  // The medallion: the game's crazy eight drawn as two gold rings.
  const Vec2 c = r.center();
  appendEllipse(v, c, r.w * 0.27f, r.h * 0.22f, deeper, deeper);
  appendEllipse(v, c, r.w * 0.25f, r.h * 0.2f, deep, deeper);
  const float ring = r.w * 0.035f;
  for (int k : {-1, 1}) {
    const Vec2 rc{c.x, c.y + static_cast<float>(k) * r.h * 0.075f};
    const float rr = r.h * (k < 0 ? 0.065f : 0.078f);
    appendEllipse(v, rc, rr + ring / 2, rr + ring / 2, kGoldLight, kGold);
    appendEllipse(v, rc, rr - ring / 2, rr - ring / 2, deep, deeper);
  }
}

void paintShadow(Canvas& target, Rect cell, Rect card) {
  sf::VertexArray& v = target.triangles;
  const float spread = (cell.w - card.w) / 2;
  const int layers = 10;
  // Stacked translucent rounded rects approximate a Gaussian blur without a shader.
  for (int i = 0; i < layers; ++i) {
    const float k = static_cast<float>(i) / layers;
    const float grow = spread * (1.f - k);
    const Rect rr{card.x - grow, card.y - grow, card.w + 2 * grow, card.h + 2 * grow};
    appendRoundedRect(v, rr, card.w * 0.075f + grow, sf::Color(0, 0, 0, 16),
                      sf::Color(0, 0, 0, 16));
  }
}

void paintGlow(Canvas& target, Rect cell, Rect card) {
  sf::VertexArray& v = target.triangles;
  const float spread = (cell.w - card.w) / 2;
  const int layers = 8;
  for (int i = 0; i < layers; ++i) {
    const float k = static_cast<float>(i) / layers;
    const float grow = spread * (1.f - k);
    const Rect rr{card.x - grow, card.y - grow, card.w + 2 * grow, card.h + 2 * grow};
    appendRoundedFrame(v, rr, card.w * 0.075f + grow, spread * 0.22f + 1.f,
                       sf::Color(255, 220, 100, 55));
  }
  appendRoundedFrame(v, {card.x - 1, card.y - 1, card.w + 2, card.h + 2}, card.w * 0.08f,
                     std::max(3.f, card.w * 0.035f), sf::Color(255, 228, 130, 255));
}

void paintSlot(Canvas& target, Rect card) {
  sf::VertexArray& v = target.triangles;
  appendRoundedRect(v, card, card.w * 0.075f, sf::Color(0, 0, 0, 40), sf::Color(0, 0, 0, 40));
  appendRoundedFrame(v, card, card.w * 0.075f, std::max(1.5f, card.w * 0.015f),
                     sf::Color(255, 255, 255, 70));
}

}  // namespace ochos::app
