#include "ochos/store/translator.hpp"

#include <algorithm>
#include <fstream>
#include <memory>

#include "ochos/rules/utf8_path.hpp"

namespace ochos::store {

namespace {

template <typename Args>
std::string substituteImpl(std::string_view pattern, const Args& args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  std::size_t i = 0;
  while (i < pattern.size()) {
    const std::size_t open = pattern.find('{', i);
    if (open == std::string_view::npos) break;
    const std::size_t close = pattern.find('}', open + 1);
    if (close == std::string_view::npos) break;
    out.append(pattern.substr(i, open - i));
    const std::string_view name = pattern.substr(open + 1, close - open - 1);
    const auto found =
        std::find_if(args.begin(), args.end(), [&](const auto& arg) { return arg.first == name; });
    if (found != args.end()) {
      out += found->second;
    } else {
      out.append(pattern.substr(open, close - open + 1));
    }
    i = close + 1;
  }
  out.append(pattern.substr(std::min(i, pattern.size())));
  return out;
}

std::unique_ptr<Translator>& current() {
  static std::unique_ptr<Translator> table = std::make_unique<Translator>();
  return table;
}

}  // namespace

std::string substitute(std::string_view pattern, TrArgs args) {
  return substituteImpl(pattern, args);
}

std::string substitute(std::string_view pattern,
                       const std::vector<std::pair<std::string, std::string>>& args) {
  return substituteImpl(pattern, args);
}

std::vector<std::string> placeholders(std::string_view pattern) {
  std::vector<std::string> names;
  std::size_t i = 0;
  while (true) {
    const std::size_t open = pattern.find('{', i);
    if (open == std::string_view::npos) break;
    const std::size_t close = pattern.find('}', open + 1);
    if (close == std::string_view::npos) break;
    names.emplace_back(pattern.substr(open + 1, close - open - 1));
    i = close + 1;
  }
  return names;
}

Translator::Translator() {
  for (const StringEntry& e : englishStrings())
    strings_.emplace(e.key, e.english);
}

bool Translator::loadLanguage(const nlohmann::json& document, std::vector<std::string>& notes) {
  if (!document.is_object() || !document.contains("language") ||
      !document["language"].is_string() || !document.contains("strings") ||
      !document["strings"].is_object()) {
    notes.push_back(
        "a language file needs {\"language\": \"xx\", \"strings\": {\"key\": \"text\", …}}");
    return false;
  }
  language_ = document["language"].get<std::string>();
  for (const auto& [key, value] : document["strings"].items()) {
    const auto english = strings_.find(key);
    if (english == strings_.end()) {
      notes.push_back("unknown key \"" + key + "\" ignored");
      continue;
    }
    if (!value.is_string()) {
      notes.push_back("\"" + key + "\" must be a string");
      continue;
    }
    // A translation that drops or invents a {placeholder} would show wrong numbers or names.
    auto wanted = placeholders(english->second);
    auto given = placeholders(value.get<std::string>());
    std::sort(wanted.begin(), wanted.end());
    std::sort(given.begin(), given.end());
    if (wanted != given) {
      notes.push_back("\"" + key + "\" must use the same {placeholders} as English");
      continue;
    }
    english->second = value.get<std::string>();
  }
  return true;
}

bool Translator::loadLanguageFile(const std::filesystem::path& file,
                                  std::vector<std::string>& notes) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    notes.push_back("cannot open " + utf8(file));
    return false;
  }
  const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
  if (document.is_discarded()) {
    notes.push_back(utf8(file) + " is not valid JSON");
    return false;
  }
  return loadLanguage(document, notes);
}

std::string_view Translator::pattern(std::string_view key) const {
  const auto found = strings_.find(key);
  return found != strings_.end() ? std::string_view(found->second) : key;
}

bool Translator::has(std::string_view key) const {
  return strings_.find(key) != strings_.end();
}

const Translator& translator() {
  return *current();
}

void setTranslator(Translator translator) {
  current() = std::make_unique<Translator>(std::move(translator));
}

}  // namespace ochos::store
