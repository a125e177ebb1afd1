#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderTexture.hpp>

namespace ochos::app {

// The green baize: a radial gradient with a subtle woven grain and a darker vignette, painted
// once per window size so each frame only copies it.
class Felt {
 public:
  bool build(unsigned width, unsigned height);
  void draw(sf::RenderTarget& target) const;

 private:
  sf::RenderTexture texture_;
  bool valid_ = false;
  unsigned width_ = 0;
  unsigned height_ = 0;
};

}  // namespace ochos::app
