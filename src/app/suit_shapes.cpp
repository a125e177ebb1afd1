#include "ochos/app/suit_shapes.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ochos::app {

using engine::Suit;

namespace {

constexpr float kPi = 3.14159265f;

sf::Vertex vert(Vec2 p, sf::Color c) {
  return sf::Vertex({p.x, p.y}, c);
}

// Fans an outline around a point from which it is star-shaped (hearts and spades are).
void appendFan(sf::VertexArray& out, Vec2 hub, const std::vector<Vec2>& outline, sf::Color color) {
  for (std::size_t i = 0; i < outline.size(); ++i) {
    out.append(vert(hub, color));
    out.append(vert(outline[i], color));
    out.append(vert(outline[(i + 1) % outline.size()], color));
  }
}

// The classic heart curve, normalised to a unit box (x in [-0.5, 0.5], y in [-0.5, 0.5], point
// at the bottom). A touch wider than the textbook curve so it reads as a card heart.
std::vector<Vec2> heartOutline(int steps) {
  std::vector<Vec2> pts;
  pts.reserve(static_cast<std::size_t>(steps));
  for (int i = 0; i < steps; ++i) {
    const float t = 2 * kPi * static_cast<float>(i) / static_cast<float>(steps);
    const float s = std::sin(t);
    const float x = 16 * s * s * s;
    const float y = 13 * std::cos(t) - 5 * std::cos(2 * t) - 2 * std::cos(3 * t) - std::cos(4 * t);
    pts.push_back({x / 32.f * 1.04f, -(y - 2.5f) / 29.f});
  }
  return pts;
}

Vec2 place(Vec2 unit, Vec2 center, float size, bool flip) {
  const float k = flip ? -1.f : 1.f;
  return {center.x + unit.x * size * k, center.y + unit.y * size * k};
}

void appendCircle(sf::VertexArray& out, Vec2 c, float r, sf::Color color, int segments = 28) {
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * kPi * static_cast<float>(i) / static_cast<float>(segments);
    const float a1 = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(segments);
    out.append(vert(c, color));
    out.append(vert({c.x + r * std::cos(a0), c.y + r * std::sin(a0)}, color));
    out.append(vert({c.x + r * std::cos(a1), c.y + r * std::sin(a1)}, color));
  }
}

// A flared stem for clubs and spades: narrow at the body, wide at the foot, with curved sides.
void appendStem(sf::VertexArray& out, Vec2 center, float size, sf::Color color, bool flip) {
  const int steps = 8;
  std::vector<Vec2> left;
  std::vector<Vec2> right;
  for (int i = 0; i <= steps; ++i) {
    const float t = static_cast<float>(i) / steps;
    const float y = 0.08f + t * 0.42f;
    const float half = 0.035f + 0.16f * t * t * t;
    left.push_back(place({-half, y}, center, size, flip));
    right.push_back(place({half, y}, center, size, flip));
  }
  for (int i = 0; i < steps; ++i) {
    const auto k = static_cast<std::size_t>(i);
    appendQuad(out, left[k], right[k], right[k + 1], left[k + 1], color);
  }
}

}  // namespace

void appendQuad(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, Vec2 d, sf::Color color) {
  out.append(vert(a, color));
  out.append(vert(b, color));
  out.append(vert(c, color));
  out.append(vert(a, color));
  out.append(vert(c, color));
  out.append(vert(d, color));
}

void appendLine(sf::VertexArray& out, Vec2 from, Vec2 to, float width, sf::Color color) {
  const Vec2 d = to - from;
  const float len = std::max(length(d), 0.0001f);
  const Vec2 n{-d.y / len * width / 2, d.x / len * width / 2};
  appendQuad(out, from + n, to + n, to - n, from - n, color);
}

void appendSuit(sf::VertexArray& out, Suit suit, Vec2 center, float size, sf::Color color,
                bool flip) {
  switch (suit) {
    case Suit::Hearts: {
      std::vector<Vec2> pts;
      for (Vec2 p : heartOutline(56))
        pts.push_back(place(p, center, size, flip));
      appendFan(out, place({0, -0.02f}, center, size, flip), pts, color);
      break;
    }
    case Suit::Spades: {
      // An upside-down heart with a stem; the body sits a little high to leave room for it.
      std::vector<Vec2> pts;
      for (Vec2 p : heartOutline(56)) {
        pts.push_back(place({p.x * 0.98f, -p.y * 0.82f - 0.1f}, center, size, flip));
      }
      appendFan(out, place({0, -0.08f}, center, size, flip), pts, color);
      appendStem(out, center, size, color, flip);
      break;
    }
    case Suit::Diamonds: {
      // Four gently concave sides, as printed diamonds are.
      std::vector<Vec2> pts;
      const Vec2 corners[4] = {{0, -0.5f}, {0.38f, 0}, {0, 0.5f}, {-0.38f, 0}};
      for (int side = 0; side < 4; ++side) {
        const Vec2 a = corners[side];
        const Vec2 b = corners[(side + 1) % 4];
        for (int i = 0; i < 10; ++i) {
          const float t = static_cast<float>(i) / 10.f;
          Vec2 p = a + (b - a) * t;
          const float bow = 0.045f * std::sin(t * kPi);
          p = p * (1.f - bow * 2.2f);
          pts.push_back(place(p, center, size, flip));
        }
      }
      appendFan(out, center, pts, color);
      break;
    }
    case Suit::Clubs: {
      const float r = 0.215f * size;
      appendCircle(out, place({0, -0.24f}, center, size, flip), r, color);
      appendCircle(out, place({-0.235f, 0.1f}, center, size, flip), r, color);
      appendCircle(out, place({0.235f, 0.1f}, center, size, flip), r, color);
      appendCircle(out, place({0, 0.0f}, center, size, flip), r * 0.6f, color, 16);
      appendStem(out, center, size, color, flip);
      break;
    }
  }
}

void appendRoundedRect(sf::VertexArray& out, Rect r, float radius, sf::Color top,
                       sf::Color bottom) {
  radius = std::min({radius, r.w / 2, r.h / 2});
  const int per = 8;
  std::vector<Vec2> pts;
  const Vec2 centers[4] = {{r.right() - radius, r.y + radius},
                           {r.right() - radius, r.bottom() - radius},
                           {r.x + radius, r.bottom() - radius},
                           {r.x + radius, r.y + radius}};
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i <= per; ++i) {
      const float a =
          (-90.f + 90.f * static_cast<float>(c) + 90.f * static_cast<float>(i) / per) * kPi / 180.f;
      pts.push_back({centers[c].x + radius * std::cos(a), centers[c].y + radius * std::sin(a)});
    }
  }
  auto colorAt = [&](float y) {
    const float t = r.h > 0 ? std::clamp((y - r.y) / r.h, 0.f, 1.f) : 0.f;
    auto mix = [t](sf::Uint8 a, sf::Uint8 b) {
      return static_cast<sf::Uint8>(static_cast<float>(a) + (static_cast<float>(b) - a) * t);
    };
    return sf::Color(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b),
                     mix(top.a, bottom.a));
  };
  const Vec2 hub = r.center();
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Vec2 a = pts[i];
    const Vec2 b = pts[(i + 1) % pts.size()];
    out.append(vert(hub, colorAt(hub.y)));
    out.append(vert(a, colorAt(a.y)));
    out.append(vert(b, colorAt(b.y)));
  }
}

void appendRoundedFrame(sf::VertexArray& out, Rect r, float radius, float thickness,
                        sf::Color color) {
  radius = std::min({radius, r.w / 2, r.h / 2});
  const float inner = std::max(radius - thickness, 0.f);
  const int per = 8;
  std::vector<Vec2> outer;
  std::vector<Vec2> in;
  const Vec2 centers[4] = {{r.right() - radius, r.y + radius},
                           {r.right() - radius, r.bottom() - radius},
                           {r.x + radius, r.bottom() - radius},
                           {r.x + radius, r.y + radius}};
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i <= per; ++i) {
      const float a =
          (-90.f + 90.f * static_cast<float>(c) + 90.f * static_cast<float>(i) / per) * kPi / 180.f;
      const Vec2 dir{std::cos(a), std::sin(a)};
      outer.push_back(centers[c] + dir * radius);
      in.push_back(centers[c] + dir * inner);
    }
  }
  // A border thicker than the radius leaves a sharp inner corner.
  if (inner <= 0) {
    for (int c = 0; c < 4; ++c) {
      for (int i = 0; i <= per; ++i) {
        const Vec2 cc = centers[c];
        const float sx = (c == 0 || c == 1) ? -1.f : 1.f;
        const float sy = (c == 1 || c == 2) ? -1.f : 1.f;
        in[static_cast<std::size_t>(c * (per + 1) + i)] =
            cc + Vec2{sx * (thickness - radius), sy * (thickness - radius)};
      }
    }
  }
  for (std::size_t i = 0; i < outer.size(); ++i) {
    const std::size_t j = (i + 1) % outer.size();
    appendQuad(out, outer[i], outer[j], in[j], in[i], color);
  }
}

void appendEllipse(sf::VertexArray& out, Vec2 c, float rx, float ry, sf::Color inner,
                   sf::Color edge, int segments) {
  for (int i = 0; i < segments; ++i) {
    const float a0 = 2 * kPi * static_cast<float>(i) / static_cast<float>(segments);
    const float a1 = 2 * kPi * static_cast<float>(i + 1) / static_cast<float>(segments);
    out.append(vert(c, inner));
    out.append(vert({c.x + rx * std::cos(a0), c.y + ry * std::sin(a0)}, edge));
    out.append(vert({c.x + rx * std::cos(a1), c.y + ry * std::sin(a1)}, edge));
  }
}

}  // namespace ochos::app
