#pragma once

// The languages the game ships: English (built in) and one JSON file per other language in the
// resources' lang/ folder, with copies compiled into the executable for a game started without
// its share/ folder (files on disk come first, so a translator can try a change at once).
//
//   for (const auto& l : availableLanguages(resourceDir() / "lang")) list(l.name);  // "Deutsch"
//   setTranslator(loadTranslator("de", resourceDir() / "lang", notes));

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "ochos/i18n/translator.hpp"

namespace ochos::i18n {

// "en", "es", "pt-BR": a code names a data file, so it is 2 to 16 letters, digits, '-' or '_'
// and can never leave the folder. Settings, --language and the catalog all check it so.
bool isLanguageCode(std::string_view code);

struct LanguageChoice {
  std::string code;  // "de"
  std::string name;  // in its own language: "Deutsch"
};

// English first, then the others by code. A file that does not load is left out.
std::vector<LanguageChoice> availableLanguages(const std::filesystem::path& folder);
std::vector<std::string> languageCodes(const std::vector<LanguageChoice>& languages);

// The table for `code`: its file in `folder`, else the compiled-in copy, else English. `notes`
// say what went wrong (the file's path first); a usable file with skipped strings also notes.
Translator loadTranslator(const std::string& code, const std::filesystem::path& folder,
                          std::vector<std::string>& notes);

}  // namespace ochos::i18n
