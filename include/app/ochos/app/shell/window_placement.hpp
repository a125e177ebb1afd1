#pragma once

namespace ochos::app {

// Where a new window goes and how big it is, in screen pixels.
struct WindowPlacement {
  unsigned width = 0;
  unsigned height = 0;
  int left = 0;
  int top = 0;
};

// A remembered or default window size (1280×800 on a 1280×800 laptop, a size saved on
// a larger monitor) shrunk to what the screen can hold with room left for the title bar and the
// desktop's panels, never below the smallest size the layout supports, and centred on the screen.
WindowPlacement placeOnScreen(unsigned width, unsigned height, unsigned screenWidth,
                              unsigned screenHeight);

// A window of exactly this size (--size) centred on the screen; one larger than the screen
// starts at its top left corner.
WindowPlacement centreOnScreen(unsigned width, unsigned height, unsigned screenWidth,
                               unsigned screenHeight);

}  // namespace ochos::app
