#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../temp_folder.hpp"
#include "ochos/i18n/language_catalog.hpp"
#include "ochos/rules/lesson.hpp"
#include "ochos/rules/profile_library.hpp"

// The shipped languages as data: complete, consistent with English, with their plural forms,
// and a broken or missing file falling back to English.
namespace ochos::i18n {
namespace {

namespace fs = std::filesystem;

fs::path languageFolder() {
  return fs::path(OCHOS_TEST_DATA_DIR) / ".." / ".." / "resources" / "lang";
}

struct LanguageFile {
  std::string code;
  nlohmann::json document;
};

std::vector<LanguageFile> shippedLanguages() {
  std::vector<LanguageFile> out;
  for (const auto& entry : fs::directory_iterator(languageFolder())) {
    if (entry.path().extension() != ".json") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    out.push_back({entry.path().stem().string(), nlohmann::json::parse(in)});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.code < b.code; });
  return out;
}

// Words that are the same in some of the languages ("Total", "Volume", "Menu"), the product's
// name, English's own name and the keys whose caps read alike there ("Enter", "Home", "Shift"):
// the only values a translation may leave as English has them.
const std::set<std::string> kSameAsEnglishAllowed = {
    "menu.title",         "settings.language.en", "settings.volume",      "table.button_menu",
    "table.head_total",   "about.version",        "preset.opponent_name", "menu.notice_ok",
    "keys.key.enter",     "keys.key.home",        "keys.key.page_up",     "keys.key.page_down",
    "keys.key.backspace", "keys.key.with_shift"};

// A value with no letter outside its {placeholders} ("{file}: {place}", "{seconds} s") is all
// names and symbols.
bool onlyNamesAndSymbols(const std::string& value) {
  std::string letters;
  bool inPlaceholder = false;
  for (const char c : value) {
    if (c == '{') inPlaceholder = true;
    if (!inPlaceholder && std::isalpha(static_cast<unsigned char>(c))) letters += c;
    if (c == '}') inPlaceholder = false;
  }
  return letters.size() <= 3;  // "{ms} ms", "{call} (L)": a unit or a key name
}

TEST(Languages, FiveAreShippedBesidesEnglishEachNamedInItself) {
  const std::vector<LanguageChoice> languages = availableLanguages(languageFolder());
  std::vector<std::string> names;
  for (const LanguageChoice& l : languages)
    names.push_back(l.code + "=" + l.name);
  EXPECT_EQ(names,
            (std::vector<std::string>{"en=English", "de=Deutsch", "es=Español", "fr=Français",
                                      "nl=Nederlands", "pt=Português (Brasil)"}));
}

TEST(Languages, EveryLanguageHasEveryKeyWithEnglishPlaceholders) {
  for (const LanguageFile& file : shippedLanguages()) {
    const nlohmann::json& strings = file.document.at("strings");
    for (const StringEntry& e : englishStrings()) {
      ASSERT_TRUE(strings.contains(e.key)) << file.code << " lacks " << e.key;
      std::vector<std::string> wanted = placeholders(e.english);
      std::vector<std::string> given = placeholders(strings.at(e.key).get<std::string>());
      std::sort(wanted.begin(), wanted.end());
      std::sort(given.begin(), given.end());
      EXPECT_EQ(given, wanted) << file.code << " " << e.key;
    }
  }
}

TEST(Languages, NoValueIsLeftInEnglishButNamesAndSymbols) {
  for (const LanguageFile& file : shippedLanguages()) {
    const nlohmann::json& strings = file.document.at("strings");
    for (const StringEntry& e : englishStrings()) {
      const std::string value = strings.value(e.key, std::string());
      if (value != e.english || kSameAsEnglishAllowed.count(e.key) != 0) continue;
      EXPECT_TRUE(onlyNamesAndSymbols(value)) << file.code << " " << e.key << " = " << value;
    }
  }
}

// Each phrase English counts (".one" / ".other") has the forms the language's rule needs.
TEST(Languages, CountedPhrasesHaveTheirPluralForms) {
  for (const LanguageFile& file : shippedLanguages()) {
    const nlohmann::json& strings = file.document.at("strings");
    for (const StringEntry& e : englishStrings()) {
      const std::string key = e.key;
      if (key.size() < 6 || key.substr(key.size() - 6) != ".other") continue;
      const std::string phrase = key.substr(0, key.size() - 6);
      for (const long long n : {0LL, 1LL, 2LL, 5LL, 21LL}) {
        const std::string form = phrase + "." + std::string(pluralCategory(file.code, n));
        EXPECT_TRUE(strings.contains(form)) << file.code << " lacks " << form;
      }
    }
  }
}

TEST(Languages, ComputerPlayersHaveNamesOfTheLanguage) {
  for (const LanguageFile& file : shippedLanguages()) {
    Translator t;
    std::vector<std::string> notes;
    ASSERT_TRUE(t.loadLanguage(file.document, notes));
    const std::vector<std::string>& names = t.computerNames();
    EXPECT_GE(names.size(), 7u) << file.code;  // a table seats up to seven computers
    EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size())
        << file.code << ": two computers with one name";
  }
}

// Every built-in profile's name, description and variants are in every language, and so is
// the last-card call wherever the profile file has one.
TEST(Languages, EveryBuiltInProfileIsTranslated) {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  ASSERT_EQ(library.profiles().size(), 4u);
  for (const LanguageFile& file : shippedLanguages()) {
    Translator t;
    std::vector<std::string> notes;
    ASSERT_TRUE(t.loadLanguage(file.document, notes));
    for (const rules::ProfileInfo& p : library.profiles()) {
      const ProfileWords* words = t.profileWords(p.id);
      ASSERT_NE(words, nullptr) << file.code << " " << p.id;
      EXPECT_FALSE(words->name.empty()) << file.code << " " << p.id;
      EXPECT_NE(words->description, p.description) << file.code << " " << p.id;
      const bool calls =
          p.document.contains("last_card") && p.document["last_card"].contains("call");
      EXPECT_EQ(!words->call.empty(), calls) << file.code << " " << p.id;
      for (const rules::VariantInfo& v : p.variants) {
        const VariantWords* vw = words->variant(v.id);
        ASSERT_NE(vw, nullptr) << file.code << " " << p.id << "." << v.id;
        EXPECT_NE(vw->name, v.name) << file.code << " " << p.id << "." << v.id;
        EXPECT_NE(vw->description, v.description) << file.code << " " << p.id << "." << v.id;
      }
    }
  }
}

// The compiled-in copies serve a game started without its share/ folder.
TEST(Languages, TheBuiltInCopiesServeWhenTheFolderIsMissing) {
  ochos::testing::TempFolder empty;
  EXPECT_EQ(languageCodes(availableLanguages(empty.path())),
            (std::vector<std::string>{"en", "de", "es", "fr", "nl", "pt"}));
  std::vector<std::string> notes;
  const Translator dutch = loadTranslator("nl", empty.path(), notes);
  EXPECT_TRUE(notes.empty());
  EXPECT_EQ(dutch.language(), "nl");
  EXPECT_EQ(dutch.languageName(), "Nederlands");
}

TEST(Languages, AFileOnDiskComesFirstAndABrokenOneFallsBackToEnglishWithANote) {
  ochos::testing::TempFolder folder;
  folder.write("de.json", R"json({"language": "de", "name": "Deutsch (Test)",
                                  "strings": {"menu.quit": "Raus"}})json");
  folder.write("fr.json", "{broken");
  std::vector<std::string> notes;
  EXPECT_EQ(loadTranslator("de", folder.path(), notes)("menu.quit"), "Raus");
  EXPECT_TRUE(notes.empty());
  const Translator french = loadTranslator("fr", folder.path(), notes);
  EXPECT_EQ(french.language(), "en");
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("fr.json: not valid JSON"), std::string::npos) << notes[0];
  notes.clear();
  EXPECT_EQ(loadTranslator("../de", folder.path(), notes).language(), "en");
  EXPECT_EQ(loadTranslator("xx", folder.path(), notes).language(), "en");
  EXPECT_EQ(notes.size(), 2u);
}

// The profile checker's sentences are said in the player's language through these keys: their
// English must stay what the checker writes.
TEST(Languages, TheProfileCheckersSentencesAreInTheTable) {
  const Translator english;
  ASSERT_FALSE(rules::problemSentences().empty());
  for (const rules::ProblemSentence& s : rules::problemSentences()) {
    const std::string key = std::string("profile_error.") + s.code;
    EXPECT_EQ(english(key), s.english) << key;
  }
  rules::SentenceArgs args = {{"lo", "2"}, {"hi", "8"}, {"got", "\"six\""}};
  EXPECT_EQ(rules::englishProblem("not_integer", args),
            "expected an integer from 2 to 8, got \"six\"");
  EXPECT_EQ(substitute(english("profile_error.not_integer"), args),
            rules::englishProblem("not_integer", args));
}

// A lesson's words are string keys: each must be in the table (and so, by the tests above, in
// every language), with no placeholder the lesson screen does not fill in.
TEST(Languages, EveryLessonsWordsAreInTheTable) {
  const Translator english;
  const rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  const std::set<std::string> filled = {"card", "suit", "call", "preset"};
  for (const std::string& id : rules::builtInLessonIds()) {
    const rules::LessonResult lesson = rules::loadBuiltInLesson(id, library);
    ASSERT_TRUE(lesson) << id;
    for (const rules::LessonStep& step : lesson.lesson->steps) {
      for (const std::string& key : {step.say, step.hint}) {
        if (key.empty()) continue;
        EXPECT_TRUE(english.has(key)) << id << step.pointer << ": " << key;
        for (const std::string& name : placeholders(english.pattern(key)))
          EXPECT_TRUE(filled.count(name)) << key << ": {" << name << "}";
      }
    }
  }
}

}  // namespace
}  // namespace ochos::i18n
