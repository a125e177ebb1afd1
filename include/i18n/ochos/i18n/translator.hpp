#pragma once

// Every string the player reads goes through one table, so another language is a data file:
//   tr("menu.new_match")                        -> "New match"
//   tr("stats.confirm_reset", {{"preset", p}})  -> "Reset the statistics for Mau-Mau?"
// English is built in (english_strings.cpp); other languages are JSON files
//   {"language": "es", "name": "Español", "strings": {"menu.new_match": "Nueva partida", …},
//    "computer_names": ["Lucía", …], "profiles": {"crazy-eights": {"name": …}, …}}
// whose missing keys fall back to English (profile_words.hpp describes "profiles").

#include <filesystem>
#include <initializer_list>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/i18n/profile_words.hpp"

namespace ochos::i18n {

struct StringEntry {
  const char* key;
  const char* english;
};
// The built-in English table, grouped by screen; each key once (a test checks it).
std::span<const StringEntry> englishStrings();

using TrArgs = std::initializer_list<std::pair<std::string_view, std::string>>;

// Replaces each {name} in `pattern` by its value; an unknown {name} stays as written so a missing
// argument is visible rather than silently blank.
std::string substitute(std::string_view pattern, TrArgs args);
std::string substitute(std::string_view pattern,
                       const std::vector<std::pair<std::string, std::string>>& args);
// The {names} a pattern uses, in order of appearance.
std::vector<std::string> placeholders(std::string_view pattern);

// The plural form `count` takes in `language` ("en", "pt-BR"), by the CLDR rules for whole
// numbers: "one", "few", "many" or "other". Languages it does not know use English's rule.
std::string_view pluralCategory(std::string_view language, long long count);

class Translator {
 public:
  Translator();  // English

  // Overlays a language document. Problems (unknown keys, wrong placeholders, bad types) go to
  // `notes` and that string is skipped; returns false when the document is unusable.
  bool loadLanguage(const nlohmann::json& document, std::vector<std::string>& notes);
  bool loadLanguageFile(const std::filesystem::path& file, std::vector<std::string>& notes);

  const std::string& language() const { return language_; }
  // The language's name in itself: "Deutsch".
  const std::string& languageName() const { return languageName_; }
  // Names for the computer players that sound natural in the language; empty for English's own.
  const std::vector<std::string>& computerNames() const { return computerNames_; }
  // A built-in profile's words in this language; nothing when the language does not give them.
  const ProfileWords* profileWords(std::string_view profileId) const;
  // The pattern for a key: the language's, else English, else the key itself (so a missing
  // string shows up on screen as "menu.typo" instead of nothing).
  std::string_view pattern(std::string_view key) const;
  bool has(std::string_view key) const;

  std::string operator()(std::string_view key) const { return std::string(pattern(key)); }
  std::string operator()(std::string_view key, TrArgs args) const {
    return substitute(pattern(key), args);
  }
  // A phrase with a number in it: the pattern `key.<form>` for the language's plural form of
  // `count` (English has "key.one" and "key.other"; a language file may add "key.few",
  // "key.many" …), else `key.other`, with {count} and `args` filled in.
  std::string plural(std::string_view key, long long count, TrArgs args = {}) const;

 private:
  void readExtras(const nlohmann::json& document, std::vector<std::string>& notes);

  std::string language_ = "en";
  std::string languageName_ = "English";
  std::map<std::string, std::string, std::less<>> strings_;
  std::vector<std::string> computerNames_;
  ProfileWordsById profileWords_;
};

// The table tr() reads. Replace it once at start-up, before screens are built (not thread-safe).
const Translator& translator();
void setTranslator(Translator translator);

inline std::string tr(std::string_view key) {
  return translator()(key);
}
inline std::string tr(std::string_view key, TrArgs args) {
  return translator()(key, args);
}
inline std::string trCount(std::string_view key, long long count, TrArgs args = {}) {
  return translator().plural(key, count, args);
}

}  // namespace ochos::i18n
