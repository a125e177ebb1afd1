#pragma once

#include <cmath>
#include <string>

namespace ochos::app {

// Plain geometry with no SFML, so layout, hit-testing and animation stay pure and unit-testable.
struct Vec2 {
  float x = 0;
  float y = 0;
  friend Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend Vec2 operator*(Vec2 a, float k) { return {a.x * k, a.y * k}; }
  friend bool operator==(Vec2, Vec2) = default;
};

inline float length(Vec2 v) {
  return std::sqrt(v.x * v.x + v.y * v.y);
}

// "x,y" in whole pixels, as the state dumps write a point for the GUI tests.
inline std::string pointText(Vec2 p) {
  return std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y));
}

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;
  bool contains(Vec2 p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  Vec2 center() const { return {x + w / 2, y + h / 2}; }
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool empty() const { return w <= 0 || h <= 0; }
  friend bool operator==(const Rect&, const Rect&) = default;
};

inline Rect centeredRect(Vec2 c, float w, float h) {
  return {c.x - w / 2, c.y - h / 2, w, h};
}

// Where a card lies: its centre, size and rotation in degrees (clockwise, as SFML draws it).
struct CardPose {
  Vec2 center;
  float w = 0;
  float h = 0;
  float rotation = 0;

  // Hit-testing undoes the rotation so a fanned card is hit exactly where it is drawn.
  bool contains(Vec2 p) const {
    const float rad = -rotation * 3.14159265f / 180.f;
    const Vec2 d = p - center;
    const float lx = d.x * std::cos(rad) - d.y * std::sin(rad);
    const float ly = d.x * std::sin(rad) + d.y * std::cos(rad);
    return std::fabs(lx) <= w / 2 && std::fabs(ly) <= h / 2;
  }
  Rect bounds() const { return centeredRect(center, w, h); }
  friend bool operator==(const CardPose&, const CardPose&) = default;
};

}  // namespace ochos::app
