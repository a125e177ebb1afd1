#include "ochos/app/felt.hpp"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cmath>
#include <cstdint>

#include "ochos/app/suit_shapes.hpp"

namespace ochos::app {

bool Felt::build(unsigned width, unsigned height) {
  if (valid_ && width == width_ && height == height_) return true;
  valid_ = false;
  if (!texture_.create(width, height)) return false;
  width_ = width;
  height_ = height;
  const float w = static_cast<float>(width);
  const float h = static_cast<float>(height);
  texture_.clear(sf::Color(14, 66, 40));
  sf::VertexArray v(sf::Triangles);
  const Vec2 c{w / 2, h * 0.46f};
  // Light pooled over the middle of the table, falling off to the rim.
  appendEllipse(v, c, w * 0.75f, h * 0.85f, sf::Color(38, 124, 74), sf::Color(14, 66, 40), 96);
  appendEllipse(v, c, w * 0.42f, h * 0.42f, sf::Color(46, 138, 82, 140),
                sf::Color(38, 124, 74, 0), 96);
  texture_.draw(v);

  // Woven grain: a small tile of faint noise, repeated.
  sf::Image grain;
  grain.create(128, 128);
  std::uint32_t state = 0x9E3779B9u;
  for (unsigned y = 0; y < 128; ++y) {
    for (unsigned x = 0; x < 128; ++x) {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      const auto n = static_cast<sf::Uint8>(state & 0xFF);
      const bool weave = ((x + y) % 4 == 0) || ((x + 128 - y) % 4 == 0);
      grain.setPixel(x, y, n > 128 ? sf::Color(255, 255, 255, static_cast<sf::Uint8>(weave ? 9 : 5))
                                   : sf::Color(0, 0, 0, static_cast<sf::Uint8>(weave ? 12 : 7)));
    }
  }
  sf::Texture grainTexture;
  if (grainTexture.loadFromImage(grain)) {
    grainTexture.setRepeated(true);
    sf::Sprite tile(grainTexture, sf::IntRect(0, 0, static_cast<int>(width),
                                              static_cast<int>(height)));
    texture_.draw(tile);
  }

  // Vignette: darken the corners.
  sf::VertexArray vignette(sf::Triangles);
  const int seg = 96;
  const float rx = w * 0.72f;
  const float ry = h * 0.78f;
  const float far = 2.5f;
  for (int i = 0; i < seg; ++i) {
    const float a0 = 6.2831853f * static_cast<float>(i) / seg;
    const float a1 = 6.2831853f * static_cast<float>(i + 1) / seg;
    const Vec2 p0{c.x + rx * std::cos(a0), c.y + ry * std::sin(a0)};
    const Vec2 p1{c.x + rx * std::cos(a1), c.y + ry * std::sin(a1)};
    const Vec2 q0{c.x + rx * far * std::cos(a0), c.y + ry * far * std::sin(a0)};
    const Vec2 q1{c.x + rx * far * std::cos(a1), c.y + ry * far * std::sin(a1)};
    const sf::Color clear(0, 0, 0, 0);
    const sf::Color dark(0, 0, 0, 150);
    vignette.append(sf::Vertex({p0.x, p0.y}, clear));
    vignette.append(sf::Vertex({p1.x, p1.y}, clear));
    vignette.append(sf::Vertex({q1.x, q1.y}, dark));
    vignette.append(sf::Vertex({p0.x, p0.y}, clear));
    vignette.append(sf::Vertex({q1.x, q1.y}, dark));
    vignette.append(sf::Vertex({q0.x, q0.y}, dark));
  }
  texture_.draw(vignette);
  texture_.display();
  valid_ = true;
  return true;
}

void Felt::draw(sf::RenderTarget& target) const {
  if (!valid_) {
    target.clear(sf::Color(20, 90, 52));
    return;
  }
  sf::Sprite s(texture_.getTexture());
  target.draw(s, sf::RenderStates(sf::BlendNone));
}

}  // namespace ochos::app
