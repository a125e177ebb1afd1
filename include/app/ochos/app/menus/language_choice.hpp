#pragma once

// Which language the game speaks, and switching to it: --language when given, else the one
// chosen in Settings, else on a first start the operating system's (store::systemLanguage),
// matched to the shipped languages and falling back to English.

#include <string>
#include <vector>

#include "ochos/app/shell/app_options.hpp"

namespace ochos::app {

std::string languageToUse(const AppOptions& options, const std::string& settingsLanguage,
                          const std::vector<std::string>& shipped,
                          const std::string& systemLanguage);

// Every string from now on in `code` (English when it cannot be loaded); problems go to stderr.
void useLanguage(const std::string& code);

}  // namespace ochos::app
