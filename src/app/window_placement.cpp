#include "ochos/app/window_placement.hpp"

#include <algorithm>

#include "ochos/app/layout.hpp"

namespace ochos::app {

WindowPlacement placeOnScreen(unsigned width, unsigned height, unsigned screenWidth,
                              unsigned screenHeight) {
  // A few pixels of the width for the window's borders, a tenth of the height for the title bar
  // and a panel or two.
  const unsigned roomWidth = std::max(kMinWindowWidth, screenWidth * 96 / 100);
  const unsigned roomHeight = std::max(kMinWindowHeight, screenHeight * 90 / 100);
  WindowPlacement placed;
  placed.width = std::clamp(width, kMinWindowWidth, roomWidth);
  placed.height = std::clamp(height, kMinWindowHeight, roomHeight);
  placed.left = std::max(0, (static_cast<int>(screenWidth) - static_cast<int>(placed.width)) / 2);
  placed.top = std::max(0, (static_cast<int>(screenHeight) - static_cast<int>(placed.height)) / 2);
  return placed;
}

}  // namespace ochos::app
