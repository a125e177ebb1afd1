#include "ochos/app/shell/window_placement.hpp"

#include <algorithm>

#include "ochos/app/table/layout.hpp"

namespace ochos::app {

WindowPlacement placeOnScreen(unsigned width, unsigned height, unsigned screenWidth,
                              unsigned screenHeight) {
  // A few pixels of the width for the window's borders, a tenth of the height for the title bar
  // and a panel or two.
  const unsigned roomWidth = std::max(kMinWindowWidth, screenWidth * 96 / 100);
  const unsigned roomHeight = std::max(kMinWindowHeight, screenHeight * 90 / 100);
  return centreOnScreen(std::clamp(width, kMinWindowWidth, roomWidth),
                        std::clamp(height, kMinWindowHeight, roomHeight), screenWidth,
                        screenHeight);
}

WindowPlacement centreOnScreen(unsigned width, unsigned height, unsigned screenWidth,
                               unsigned screenHeight) {
  WindowPlacement placed;
  placed.width = width;
  placed.height = height;
  placed.left = std::max(0, (static_cast<int>(screenWidth) - static_cast<int>(width)) / 2);
  placed.top = std::max(0, (static_cast<int>(screenHeight) - static_cast<int>(height)) / 2);
  return placed;
}

}  // namespace ochos::app
