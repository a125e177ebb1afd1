#include "ochos/i18n/translator.hpp"

#include <algorithm>
#include <fstream>
#include <memory>

#include <nlohmann/json.hpp>

#include "ochos/rules/utf8_path.hpp"

namespace ochos::i18n {

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

constexpr std::string_view kPluralForms[] = {"zero", "one", "two", "few", "many", "other"};

// For a key a language file gives that English lacks: its ".other" sibling when the key is
// another plural form of a phrase English has (Polish's "few", say).
std::string pluralOther(std::string_view key) {
  const std::size_t dot = key.rfind('.');
  if (dot == std::string_view::npos) return {};
  const std::string_view form = key.substr(dot + 1);
  for (std::string_view f : kPluralForms)
    if (f == form) return std::string(key.substr(0, dot)) + ".other";
  return {};
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

std::string_view pluralCategory(std::string_view language, long long count) {
  const std::string_view lang = language.substr(0, language.find_first_of("-_"));
  const long long n = count < 0 ? -count : count;
  const long long last = n % 10;
  const long long lastTwo = n % 100;
  const bool fewEnding = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14);
  if (lang == "ja" || lang == "zh" || lang == "ko" || lang == "vi" || lang == "th" ||
      lang == "id" || lang == "tr")
    return "other";
  // French counts 0 as one ("0 carte"). Portuguese does not: CLDR's "one" for Brazilian
  // Portuguese takes in 0 (i = 0..1) for amounts such as "1,5 milhão", but a count of nothing
  // reads in the plural there as in Portugal ("0 cartas", "0 erros"), so pt falls to n == 1.
  if (lang == "fr") return n <= 1 ? "one" : "other";
  if (lang == "ru" || lang == "uk" || lang == "be") {
    if (last == 1 && lastTwo != 11) return "one";
    return fewEnding ? "few" : "many";
  }
  if (lang == "pl") {
    if (n == 1) return "one";
    return fewEnding ? "few" : "many";
  }
  if (lang == "cs" || lang == "sk") {
    if (n == 1) return "one";
    return n >= 2 && n <= 4 ? "few" : "other";
  }
  return n == 1 ? "one" : "other";
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
  languageName_ = language_;
  readExtras(document, notes);
  for (const auto& [key, value] : document["strings"].items()) {
    auto english = strings_.find(key);
    if (english == strings_.end()) {
      // Another plural form of a phrase English has: checked against its "other" form.
      const auto other = strings_.find(pluralOther(key));
      if (other == strings_.end()) {
        notes.push_back("unknown key \"" + key + "\" ignored");
        continue;
      }
      english = strings_.emplace(key, other->second).first;
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

void Translator::readExtras(const nlohmann::json& document, std::vector<std::string>& notes) {
  if (const auto name = document.find("name"); name != document.end()) {
    if (name->is_string()) {
      languageName_ = name->get<std::string>();
    } else {
      notes.push_back("\"name\" must be a string");
    }
  }
  if (const auto names = document.find("computer_names"); names != document.end()) {
    const bool strings =
        names->is_array() && std::all_of(names->begin(), names->end(), [](const auto& n) {
          return n.is_string() && !n.template get<std::string>().empty();
        });
    if (strings && !names->empty()) {
      computerNames_ = names->get<std::vector<std::string>>();
    } else {
      notes.push_back("\"computer_names\" must be a list of names");
    }
  }
  if (const auto profiles = document.find("profiles"); profiles != document.end())
    profileWords_ = readProfileWords(*profiles, notes);
}

const ProfileWords* Translator::profileWords(std::string_view profileId) const {
  const auto found = profileWords_.find(profileId);
  return found == profileWords_.end() ? nullptr : &found->second;
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

std::string Translator::plural(std::string_view key, long long count, TrArgs args) const {
  std::string form = std::string(key) + "." + std::string(pluralCategory(language_, count));
  if (!has(form)) form = std::string(key) + ".other";
  std::vector<std::pair<std::string, std::string>> all = {{"count", std::to_string(count)}};
  for (const auto& [name, value] : args)
    all.emplace_back(name, value);
  return substitute(pattern(form), all);
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

}  // namespace ochos::i18n
