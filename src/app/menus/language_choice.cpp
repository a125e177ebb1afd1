#include "ochos/app/menus/language_choice.hpp"

#include <algorithm>
#include <iostream>

#include "ochos/app/shell/resources.hpp"
#include "ochos/i18n/language_catalog.hpp"
#include "ochos/store/system_language.hpp"

namespace ochos::app {

std::string languageToUse(const AppOptions& options, const std::string& settingsLanguage,
                          const std::vector<std::string>& shipped,
                          const std::string& systemLanguage) {
  if (options.wasGiven("--language")) return options.language;
  const bool known = std::find(shipped.begin(), shipped.end(), settingsLanguage) != shipped.end();
  if (!settingsLanguage.empty() && known) return settingsLanguage;
  return store::bestLanguage(systemLanguage, shipped);
}

void useLanguage(const std::string& code) {
  std::vector<std::string> notes;
  i18n::setTranslator(i18n::loadTranslator(code, resourceDir() / "lang", notes));
  for (const std::string& note : notes)
    std::cerr << "ochos-locos: " << note << "\n";
}

}  // namespace ochos::app
