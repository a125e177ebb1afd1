#include "ochos/app/shell/display_check.hpp"

#if defined(__unix__) && !defined(__APPLE__)
#include <X11/Xlib.h>

#include <cstdlib>
#endif

namespace ochos::app {

std::string missingDisplay() {
#if defined(__unix__) && !defined(__APPLE__)
  const char* name = std::getenv("DISPLAY");
  if (name == nullptr || *name == '\0')
    return "no display to open the window on: DISPLAY is not set (start the game from a "
           "desktop session)";
  ::Display* display = XOpenDisplay(name);
  if (display == nullptr)
    return std::string("cannot open the display \"") + name + "\" for the window";
  XCloseDisplay(display);
#endif
  return {};
}

}  // namespace ochos::app
