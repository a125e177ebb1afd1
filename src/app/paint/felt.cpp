#include "ochos/app/paint/felt.hpp"

#include <cmath>

#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

bool Felt::build(unsigned width, unsigned height) {
  width_ = width;
  height_ = height;
  const float w = static_cast<float>(width);
  const float h = static_cast<float>(height);
  // Plain vertex colours, no texture: under a software renderer (Xvfb, no GPU) a full-screen
  // textured quad costs several milliseconds a frame, an untextured mesh a fraction of that.
  mesh_.clear();
  mesh_.setPrimitiveType(sf::PrimitiveType::Triangles);
  const sf::Color rim(12, 58, 35);
  const sf::Color mid(30, 108, 64);  // the clear colour, see draw()
  const sf::Color centre(44, 134, 80);
  const Vec2 c{w / 2, h * 0.46f};
  const int seg = 64;
  // Rings from the lit centre out past the corners; the outer ring is the vignette. The band
  // in between is left to the clear colour, which a software renderer fills far faster.
  // The vignette starts at 0.9 of the ellipse (it was 0.75, where its first stretch was too
  // faint to see): about half the pixels to shade, and no seam with the clear colour.
  const float radii[] = {0.f, 0.32f, 0.9f, 1.45f};
  const sf::Color colors[] = {centre, mid, mid, rim};
  for (int ring : {0, 2}) {
    for (int i = 0; i < seg; ++i) {
      const float a0 = 6.2831853f * static_cast<float>(i) / seg;
      const float a1 = 6.2831853f * static_cast<float>(i + 1) / seg;
      auto at = [&](float r, float a) {
        return sf::Vector2f(c.x + w * 0.62f * r * std::cos(a), c.y + h * 0.75f * r * std::sin(a));
      };
      const sf::Vertex p0(at(radii[ring], a0), colors[ring]);
      const sf::Vertex p1(at(radii[ring], a1), colors[ring]);
      const sf::Vertex q0(at(radii[ring + 1], a0), colors[ring + 1]);
      const sf::Vertex q1(at(radii[ring + 1], a1), colors[ring + 1]);
      mesh_.append(p0);
      mesh_.append(q0);
      mesh_.append(q1);
      if (ring > 0) {
        mesh_.append(p0);
        mesh_.append(q1);
        mesh_.append(p1);
      }
    }
  }
  valid_ = true;
  return true;
}

void Felt::draw(sf::RenderTarget& target) const {
  target.clear(sf::Color(30, 108, 64));
  if (valid_) target.draw(mesh_, sf::RenderStates(sf::BlendNone));
}

}  // namespace ochos::app
