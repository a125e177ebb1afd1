#pragma once

#include <string>

namespace ochos::app {

// Why no window can be opened here, or empty when one can. On X11 systems SFML ends the process
// with abort() (a core dump) when it cannot open the display, so the game asks first and says it
// in one line. Elsewhere (Windows, macOS) there is always a display to ask SFML for.
std::string missingDisplay();

}  // namespace ochos::app
