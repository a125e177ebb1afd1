#pragma once

// The languages the text checks run in: English, every language file the game ships
// (resources/lang/*.json, found as the game finds them) and a long pseudo-language made from
// English, as tests/app/gui/test_pseudo_language.py makes its own: each string in « » and every
// vowel outside its {placeholders} doubled, about a third longer, as many translations are.

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "ochos/app/shell/resources.hpp"
#include "ochos/i18n/language_catalog.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app::test {

struct TestLanguage {
  std::string name;
  i18n::Translator translator;
};

inline std::string lengthened(const std::string& english) {
  std::string out = "\xC2\xAB";  // «
  int depth = 0;
  for (const char c : english) {
    out += c;
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (depth == 0 && std::string("aeiouAEIOU").find(c) != std::string::npos) out += c;
  }
  return out + "\xC2\xBB";  // »
}

// One file for each language the game offers (its compiled-in copies name them all, so a file
// renamed away is still missed) and for any other in the folder. A missing one fails the
// calling test: leaving it out would check one language fewer and pass.
inline std::vector<std::filesystem::path> shippedLanguageFiles() {
  const std::filesystem::path dir = resourceDir() / "lang";
  std::set<std::string> codes;
  for (const i18n::LanguageChoice& l : i18n::availableLanguages(dir))
    if (l.code != "en") codes.insert(l.code);
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") codes.insert(entry.path().stem().string());
  if (ec) ADD_FAILURE() << "cannot list the language files in " << dir << ": " << ec.message();
  std::vector<std::filesystem::path> files;
  for (const std::string& code : codes) {
    const std::filesystem::path file = dir / (code + ".json");
    if (std::filesystem::is_regular_file(file))
      files.push_back(file);
    else
      ADD_FAILURE() << "the game offers \"" << code << "\" but its file " << file << " is missing";
  }
  if (files.empty()) ADD_FAILURE() << "no language file in " << dir;
  return files;
}

// `withPseudo`: add the long pseudo-language (not for checks of real words). A file that does
// not load, or loads with strings skipped (they would show in English), fails the calling test.
inline std::vector<TestLanguage> languagesToCheck(bool withPseudo) {
  std::vector<TestLanguage> out;
  out.push_back({"en", i18n::Translator()});
  for (const auto& file : shippedLanguageFiles()) {
    TestLanguage language{file.filename().string(), i18n::Translator()};
    std::vector<std::string> notes;
    const bool loaded = language.translator.loadLanguageFile(file, notes);
    for (const std::string& note : notes)
      ADD_FAILURE() << file << ": " << note;
    if (!loaded)
      ADD_FAILURE() << file << " does not load";
    else
      out.push_back(std::move(language));
  }
  if (withPseudo) {
    nlohmann::json strings = nlohmann::json::object();
    for (const i18n::StringEntry& e : i18n::englishStrings())
      strings[e.key] = lengthened(e.english);
    TestLanguage pseudo{"pseudo-long", i18n::Translator()};
    std::vector<std::string> notes;
    pseudo.translator.loadLanguage({{"language", "xx"}, {"strings", strings}}, notes);
    out.push_back(std::move(pseudo));
  }
  return out;
}

}  // namespace ochos::app::test
