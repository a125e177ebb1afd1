#pragma once

// Rectangles across SFML majors: SFML 2's sf::Rect has left/top/width/height, SFML 3's has
// position/size. The game reads an SFML rectangle only through toRect, into its own Rect
// (geometry.hpp); it makes one as both majors do, from two vectors: sf::FloatRect({x, y}, {w, h}).

#include <SFML/Config.hpp>
#include <SFML/Graphics/Rect.hpp>

#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

template <typename T>
Rect toRect(const sf::Rect<T>& r) {
#if SFML_VERSION_MAJOR >= 3
  return {static_cast<float>(r.position.x), static_cast<float>(r.position.y),
          static_cast<float>(r.size.x), static_cast<float>(r.size.y)};
#else
  return {static_cast<float>(r.left), static_cast<float>(r.top), static_cast<float>(r.width),
          static_cast<float>(r.height)};
#endif
}

}  // namespace ochos::app
