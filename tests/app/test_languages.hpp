#pragma once

// The languages the text checks run in: English, every language file the game ships
// (resources/lang/*.json, found as the game finds them) and a long pseudo-language made from
// English, as tests/app/gui/test_pseudo_language.py makes its own: each string in « » and every
// vowel outside its {placeholders} doubled, about a third longer, as many translations are.

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "ochos/app/resources.hpp"
#include "ochos/store/translator.hpp"

namespace ochos::app::test {

struct TestLanguage {
  std::string name;
  store::Translator translator;
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

inline std::vector<std::filesystem::path> shippedLanguageFiles() {
  std::vector<std::filesystem::path> files;
  const std::filesystem::path dir = resourceDir() / "lang";
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  return files;
}

// `withPseudo`: add the long pseudo-language (not for checks of real words).
inline std::vector<TestLanguage> languagesToCheck(bool withPseudo) {
  std::vector<TestLanguage> out;
  out.push_back({"en", store::Translator()});
  for (const auto& file : shippedLanguageFiles()) {
    TestLanguage language{file.filename().string(), store::Translator()};
    std::vector<std::string> notes;
    if (language.translator.loadLanguageFile(file, notes)) out.push_back(std::move(language));
  }
  if (withPseudo) {
    nlohmann::json strings = nlohmann::json::object();
    for (const store::StringEntry& e : store::englishStrings())
      strings[e.key] = lengthened(e.english);
    TestLanguage pseudo{"pseudo-long", store::Translator()};
    std::vector<std::string> notes;
    pseudo.translator.loadLanguage({{"language", "xx"}, {"strings", strings}}, notes);
    out.push_back(std::move(pseudo));
  }
  return out;
}

}  // namespace ochos::app::test
