#pragma once

// The language the operating system asks for, so a first start speaks the player's language:
//   Linux and other Unix: LC_ALL, else LC_MESSAGES, else LANG ("de_DE.UTF-8" -> "de-DE");
//   Windows: GetUserDefaultUILanguage; macOS: the first of the preferred languages.
// Then the best of the shipped languages for it (bestLanguage), falling back to English.

#include <string>
#include <string_view>
#include <vector>

#include "ochos/store/config_folder.hpp"

namespace ochos::store {

// The POSIX locale variables' answer as a language tag ("pt-BR", "de"); "" for none or "C".
std::string languageFromEnvironment(const EnvironmentLookup& environment);

// What this operating system asks for, as a language tag; "" when it says nothing usable.
std::string systemLanguage();

// The shipped language that serves `wanted`: the same tag, else the same language ("pt-PT" ->
// "pt", "de" -> "de-AT" when that is all there is), else English. Tags compare without case,
// '-' and '_' alike.
std::string bestLanguage(std::string_view wanted, const std::vector<std::string>& available);

}  // namespace ochos::store
