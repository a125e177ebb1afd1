#pragma once

#include <chrono>

#include "ochos/app/shell/app_options.hpp"

namespace ochos::app {

// Opens the window and plays until it is closed; returns the process exit code. `started` is
// when the process began, for the time-to-first-frame figure.
int runApp(const AppOptions& options, std::chrono::steady_clock::time_point started);

}  // namespace ochos::app
