#include "ochos/app/paint/suit_shapes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace ochos::app {

using engine::Suit;

namespace {

constexpr float kRimWidth = 1.f;  // pixels

sf::Vertex vert(Vec2 p, sf::Color c) {
  return sf::Vertex({p.x, p.y}, c);
}

float dotProduct(Vec2 a, Vec2 b) {
  return a.x * b.x + a.y * b.y;
}

sf::Color transparentOf(sf::Color c) {
  return {c.r, c.g, c.b, 0};
}

// A soft rim one pixel wide outside a closed outline around `inside`: the outline's colour
// fading to nothing, where an aliased edge would show stair steps. Multisampling does the same on
// a graphics card; a software renderer gets it here for a few triangles.
template <typename ColorAt>
void appendRim(sf::VertexArray& out, const std::vector<Vec2>& outline, Vec2 inside,
               ColorAt colorAt) {
  const std::size_t n = outline.size();
  if (n < 3) return;
  std::vector<Vec2> rim(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 along = outline[(i + 1) % n] - outline[(i + n - 1) % n];
    const float len = length(along);
    Vec2 normal = len > 1e-4f ? Vec2{along.y / len, -along.x / len} : Vec2{0, 0};
    if (dotProduct(normal, outline[i] - inside) < 0) normal = normal * -1.f;
    rim[i] = outline[i] + normal * kRimWidth;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t j = (i + 1) % n;
    const sf::Color a = colorAt(outline[i]);
    const sf::Color b = colorAt(outline[j]);
    out.append(vert(outline[i], a));
    out.append(vert(outline[j], b));
    out.append(vert(rim[j], transparentOf(b)));
    out.append(vert(outline[i], a));
    out.append(vert(rim[j], transparentOf(b)));
    out.append(vert(rim[i], transparentOf(a)));
  }
}

// Fans an outline around a point from which it is star-shaped (hearts and spades are).
void appendFan(sf::VertexArray& out, Vec2 hub, const std::vector<Vec2>& outline, sf::Color color) {
  for (std::size_t i = 0; i < outline.size(); ++i) {
    out.append(vert(hub, color));
    out.append(vert(outline[i], color));
    out.append(vert(outline[(i + 1) % outline.size()], color));
  }
  appendRim(out, outline, hub, [color](Vec2) { return color; });
}

// The classic heart curve, normalised to a unit box (x in [-0.5, 0.5], y in [-0.5, 0.5], point
// at the bottom). A touch wider than the textbook curve so it reads as a card heart.
std::vector<Vec2> heartOutline(int steps) {
  std::vector<Vec2> pts;
  pts.reserve(static_cast<std::size_t>(steps));
  for (int i = 0; i < steps; ++i) {
    const float t =
        2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(steps);
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

// Segments for a quarter circle: enough that no facet shows, few enough that a HUD of rounded
// plates and their rims stays cheap for a software renderer (a 10-pixel corner needs four).
int cornerSteps(float radius) {
  return std::clamp(static_cast<int>(std::ceil(radius / 2.5f)), 2, 8);
}

std::vector<Vec2> ellipseOutline(Vec2 c, float rx, float ry, int segments) {
  std::vector<Vec2> pts;
  pts.reserve(static_cast<std::size_t>(segments));
  for (int i = 0; i < segments; ++i) {
    const float a =
        2 * std::numbers::pi_v<float> * static_cast<float>(i) / static_cast<float>(segments);
    pts.push_back({c.x + rx * std::cos(a), c.y + ry * std::sin(a)});
  }
  return pts;
}

void appendCircle(sf::VertexArray& out, Vec2 c, float r, sf::Color color, int segments = 28) {
  appendFan(out, c, ellipseOutline(c, r, r, segments), color);
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
  std::vector<Vec2> outline(left.begin(), left.end());
  outline.insert(outline.end(), right.rbegin(), right.rend());
  appendRim(out, outline, place({0, 0.35f}, center, size, flip), [color](Vec2) { return color; });
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
          const float bow = 0.045f * std::sin(t * std::numbers::pi_v<float>);
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
  const int per = cornerSteps(radius);
  std::vector<Vec2> pts;
  const Vec2 centers[4] = {{r.right() - radius, r.y + radius},
                           {r.right() - radius, r.bottom() - radius},
                           {r.x + radius, r.bottom() - radius},
                           {r.x + radius, r.y + radius}};
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i <= per; ++i) {
      const float a = (-90.f + 90.f * static_cast<float>(c) +
                       90.f * static_cast<float>(i) / static_cast<float>(per)) *
                      std::numbers::pi_v<float> / 180.f;
      pts.push_back({centers[c].x + radius * std::cos(a), centers[c].y + radius * std::sin(a)});
    }
  }
  auto colorAt = [&](float y) {
    const float t = r.h > 0 ? std::clamp((y - r.y) / r.h, 0.f, 1.f) : 0.f;
    auto mix = [t](std::uint8_t a, std::uint8_t b) {
      return static_cast<std::uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - a) * t);
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
  appendRim(out, pts, hub, [&](Vec2 p) { return colorAt(p.y); });
}

void appendRoundedFrame(sf::VertexArray& out, Rect r, float radius, float thickness,
                        sf::Color color) {
  radius = std::min({radius, r.w / 2, r.h / 2});
  const float inner = std::max(radius - thickness, 0.f);
  const int per = cornerSteps(radius);
  std::vector<Vec2> outer;
  std::vector<Vec2> in;
  const Vec2 centers[4] = {{r.right() - radius, r.y + radius},
                           {r.right() - radius, r.bottom() - radius},
                           {r.x + radius, r.bottom() - radius},
                           {r.x + radius, r.y + radius}};
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i <= per; ++i) {
      const float a = (-90.f + 90.f * static_cast<float>(c) +
                       90.f * static_cast<float>(i) / static_cast<float>(per)) *
                      std::numbers::pi_v<float> / 180.f;
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
  appendRim(out, outer, r.center(), [color](Vec2) { return color; });
}

void appendEllipse(sf::VertexArray& out, Vec2 c, float rx, float ry, sf::Color inner,
                   sf::Color edge, int segments) {
  const std::vector<Vec2> pts = ellipseOutline(c, rx, ry, segments);
  for (std::size_t i = 0; i < pts.size(); ++i) {
    out.append(vert(c, inner));
    out.append(vert(pts[i], edge));
    out.append(vert(pts[(i + 1) % pts.size()], edge));
  }
  // A glow or shadow that already fades to nothing needs no rim.
  if (edge.a > 0) appendRim(out, pts, c, [edge](Vec2) { return edge; });
}

}  // namespace ochos::app
