#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace ochos::app {

// The green baize: a radial gradient, lit in the middle and darkening to a vignette at the
// rim, built once per window size.
class Felt {
 public:
  bool build(unsigned width, unsigned height);
  void draw(sf::RenderTarget& target) const;

 private:
  sf::VertexArray mesh_;
  bool valid_ = false;
  unsigned width_ = 0;
  unsigned height_ = 0;
};

}  // namespace ochos::app
