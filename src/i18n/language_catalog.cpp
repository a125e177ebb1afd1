#include "ochos/i18n/language_catalog.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "ochos/embedded_resources.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::i18n {
namespace fs = std::filesystem;
namespace {

constexpr std::string_view kEmbeddedFolder = "lang/";

std::optional<std::string> readFile(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::optional<std::string> embeddedLanguage(const std::string& code) {
  const std::optional<std::string_view> bytes =
      embedded::find(std::string(kEmbeddedFolder) + code + ".json");
  if (!bytes) return std::nullopt;
  return std::string(*bytes);
}

void addLanguage(std::vector<LanguageChoice>& out, const std::string& code,
                 const std::string& text) {
  if (code == "en" || !isLanguageCode(code)) return;
  if (std::any_of(out.begin(), out.end(), [&](const auto& l) { return l.code == code; })) return;
  const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
  if (!document.is_object() || !document.contains("strings")) return;
  const auto name = document.find("name");
  out.push_back(
      {code, name != document.end() && name->is_string() ? name->get<std::string>() : code});
}

}  // namespace

bool isLanguageCode(std::string_view code) {
  return code.size() >= 2 && code.size() <= 16 && std::all_of(code.begin(), code.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
         });
}

std::vector<LanguageChoice> availableLanguages(const fs::path& folder) {
  std::vector<LanguageChoice> out = {{"en", "English"}};
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    if (entry.path().extension() != ".json") continue;
    if (const auto text = readFile(entry.path()))
      addLanguage(out, ochos::utf8(entry.path().stem()), *text);
  }
  for (const embedded::File& file : embedded::files()) {
    if (file.path.substr(0, kEmbeddedFolder.size()) != kEmbeddedFolder) continue;
    std::string code(file.path.substr(kEmbeddedFolder.size()));
    code = code.substr(0, code.rfind(".json"));
    addLanguage(out, code, std::string(file.data));
  }
  std::sort(out.begin() + 1, out.end(),
            [](const auto& a, const auto& b) { return a.code < b.code; });
  return out;
}

std::vector<std::string> languageCodes(const std::vector<LanguageChoice>& languages) {
  std::vector<std::string> codes;
  for (const LanguageChoice& l : languages)
    codes.push_back(l.code);
  return codes;
}

Translator loadTranslator(const std::string& code, const fs::path& folder,
                          std::vector<std::string>& notes) {
  if (code == "en" || code.empty()) return Translator();
  if (!isLanguageCode(code)) {
    notes.push_back("no language \"" + code + "\"");
    return Translator();
  }
  const fs::path file = folder / pathFromUtf8(code + ".json");
  std::optional<std::string> text = readFile(file);
  std::string where = ochos::utf8(file);
  if (!text) {
    text = embeddedLanguage(code);
    where = "the built-in " + code + ".json";
  }
  if (!text) {
    notes.push_back("no language \"" + code + "\" (looked for " + ochos::utf8(file) + ")");
    return Translator();
  }
  Translator translator;
  std::vector<std::string> problems;
  const nlohmann::json document = nlohmann::json::parse(*text, nullptr, false);
  if (document.is_discarded()) problems.push_back("not valid JSON");
  if (document.is_discarded() || !translator.loadLanguage(document, problems)) {
    translator = Translator();
  }
  for (const std::string& problem : problems)
    notes.push_back(where + ": " + problem);
  return translator;
}

}  // namespace ochos::i18n
