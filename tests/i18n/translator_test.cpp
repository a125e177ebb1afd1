#include "ochos/i18n/translator.hpp"

#include <cctype>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../temp_folder.hpp"

namespace ochos::i18n {
namespace {

namespace fs = std::filesystem;

fs::path sourceRoot() {
  return fs::path(OCHOS_TEST_DATA_DIR) / ".." / "..";
}

std::string readText(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct KeyUse {
  std::string key;
  std::string file;
};

// Every literal key passed to tr(…) in the game's sources, either way of a choice
// (tr(flag ? "a.b" : "a.c")), plus literals that can only be keys: those of the store
// part, handed over for later translation (e.g. the set-aside messages), and anything named
// like a key of the table's, the game log's, the refusals', the cards' or the rules screen's
// (lists of keys, keys handed to a helper such as the rules text's head("rules.section.…")).
std::vector<KeyUse> keysUsedInSources() {
  static const std::regex trCall(R"re(\btr\(\s*"([^"]+)")re");
  static const std::regex trChoice(
      R"re(\btr\([^"();]*(?:\([^()]*\)[^"();]*)*\?\s*"([^"]+)"\s*:\s*"([^"]+)")re");
  static const std::regex storeKey(R"re("(store\.[a-z_.]+)")re");
  static const std::regex keyLiteral(
      R"re("((?:table|event|refusal|card|suit|rules)\.[a-z0-9_.]+)")re");
  std::vector<KeyUse> uses;
  for (const char* part : {"src", "include"}) {
    const fs::path dir = sourceRoot() / part;
    if (!fs::is_directory(dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      const auto ext = entry.path().extension();
      if (ext != ".cpp" && ext != ".hpp") continue;
      if (entry.path().filename().string().starts_with("english_")) continue;  // the table
      const std::string text = readText(entry.path());
      const std::string name = fs::relative(entry.path(), sourceRoot()).string();
      for (auto it = std::sregex_iterator(text.begin(), text.end(), trCall);
           it != std::sregex_iterator(); ++it)
        uses.push_back({(*it)[1].str(), name});
      for (auto it = std::sregex_iterator(text.begin(), text.end(), trChoice);
           it != std::sregex_iterator(); ++it) {
        uses.push_back({(*it)[1].str(), name});
        uses.push_back({(*it)[2].str(), name});
      }
      for (auto it = std::sregex_iterator(text.begin(), text.end(), keyLiteral);
           it != std::sregex_iterator(); ++it) {
        // trCount's key is the stem of its forms (EveryCountedPhraseHasItsOneAndOtherForms).
        std::string before = it->prefix().str();
        while (!before.empty() && std::isspace(static_cast<unsigned char>(before.back())))
          before.pop_back();
        if (before.ends_with("trCount(")) continue;
        uses.push_back({(*it)[1].str(), name});
      }
      const std::string parent = entry.path().parent_path().filename().string();
      if (parent == "store") {
        for (auto it = std::sregex_iterator(text.begin(), text.end(), storeKey);
             it != std::sregex_iterator(); ++it)
          uses.push_back({(*it)[1].str(), name});
      }
    }
  }
  return uses;
}

TEST(Translations, EveryKeyUsedInTheSourcesHasAnEnglishString) {
  const auto uses = keysUsedInSources();
  ASSERT_FALSE(uses.empty()) << "no tr() calls found under " << sourceRoot();
  const Translator english;
  // A stem handed to trCount later ("event.hand_scored") names its forms' phrase.
  for (const KeyUse& use : uses)
    EXPECT_TRUE(english.has(use.key) || english.has(use.key + ".other"))
        << use.file << " uses \"" << use.key << "\"";
}

// A key's first word says where its words are shown, so a newcomer finds a screen's words from the
// screen and the screen's from its words: a room of the app, or the one file that shows them.
// A new first word is added here (and to docs/architecture.md, "Words") with its home.
const std::map<std::string, std::string, std::less<>> kWhereKeysAreShown = {
    {"about", "src/app/menus/main_menu.cpp"},
    {"app", "src/app/shell"},
    {"card", "src/app/words/game_text.cpp"},
    {"event", "src/app/words/game_text.cpp"},
    {"howto", "src/app/menus/how_to_play.cpp"},
    {"keys", "src/app/menus/keys_page.cpp"},
    {"learn", "src/app/lessons/lesson_chooser.cpp"},
    {"lesson", "src/app/lessons"},
    {"menu", "src/app/menus"},
    {"preset", "src/app/menus/preset_chooser.cpp"},
    {"profile_error", "src/app/words/profile_text.cpp"},
    {"refusal", "src/app/words/game_text.cpp"},
    {"review", "src/app/review"},
    {"rules", "src/app/menus/rules_screen.cpp"},
    {"settings", "src/app/menus/settings_screen.cpp"},
    {"stats", "src/app/menus/statistics_screen.cpp"},
    {"store", "src/store"},
    {"suit", "src/app/words/game_text.cpp"},
    {"table", "src/app/table"},
};

// The text of a file, or of every source in a folder.
std::string textAt(const fs::path& path) {
  if (!fs::is_directory(path)) return readText(path);
  std::string all;
  for (const auto& entry : fs::recursive_directory_iterator(path))
    if (entry.is_regular_file()) all += readText(entry.path());
  return all;
}

TEST(Translations, EveryKeysFirstWordNamesWhereItIsShown) {
  std::set<std::string, std::less<>> firstWords;
  for (const StringEntry& entry : englishStrings()) {
    const std::string_view key = entry.key;
    firstWords.insert(std::string(key.substr(0, key.find('.'))));
  }
  for (const std::string& word : firstWords) {
    const auto home = kWhereKeysAreShown.find(word);
    ASSERT_NE(home, kWhereKeysAreShown.end())
        << "keys \"" << word << ".…\" have no home: name the room or file that shows them";
    const fs::path path = sourceRoot() / home->second;
    ASSERT_TRUE(fs::exists(path)) << word << ": " << home->second << " does not exist";
    EXPECT_NE(textAt(path).find("\"" + word + "."), std::string::npos)
        << home->second << " shows no \"" << word << ".…\" key";
  }
  for (const auto& [word, home] : kWhereKeysAreShown)
    EXPECT_TRUE(firstWords.contains(word)) << word << " (" << home << ") has no keys left";
}

// A phrase with a count (trCount("preset.opponent_count", n)) has at least English's two forms.
TEST(Translations, EveryCountedPhraseHasItsOneAndOtherForms) {
  static const std::regex trCountCall(R"re(\btrCount\(\s*"([^"]+)")re");
  const Translator english;
  int found = 0;
  for (const char* part : {"src", "include"}) {
    for (const auto& entry : fs::recursive_directory_iterator(sourceRoot() / part)) {
      const auto ext = entry.path().extension();
      if (ext != ".cpp" && ext != ".hpp") continue;
      const std::string text = readText(entry.path());
      for (auto it = std::sregex_iterator(text.begin(), text.end(), trCountCall);
           it != std::sregex_iterator(); ++it, ++found) {
        EXPECT_TRUE(english.has((*it)[1].str() + ".one")) << (*it)[1].str();
        EXPECT_TRUE(english.has((*it)[1].str() + ".other")) << (*it)[1].str();
      }
    }
  }
  EXPECT_GT(found, 0);
}

TEST(Plurals, EachLanguageHasItsOwnForms) {
  EXPECT_EQ(pluralCategory("en", 1), "one");
  EXPECT_EQ(pluralCategory("en", 0), "other");
  EXPECT_EQ(pluralCategory("en", 2), "other");
  EXPECT_EQ(pluralCategory("fr", 0), "one");
  EXPECT_EQ(pluralCategory("pt-BR", 1), "one");
  // Zero is plural in Portuguese, Brazilian or not: "0 cartas", "0 erros".
  EXPECT_EQ(pluralCategory("pt", 0), "other");
  EXPECT_EQ(pluralCategory("pt-BR", 0), "other");
  EXPECT_EQ(pluralCategory("pt_PT", 0), "other");
  EXPECT_EQ(pluralCategory("pt", 2), "other");
  EXPECT_EQ(pluralCategory("pl", 1), "one");
  EXPECT_EQ(pluralCategory("pl", 3), "few");
  EXPECT_EQ(pluralCategory("pl", 5), "many");
  EXPECT_EQ(pluralCategory("pl", 22), "few");
  EXPECT_EQ(pluralCategory("pl", 12), "many");
  EXPECT_EQ(pluralCategory("ru", 21), "one");
  EXPECT_EQ(pluralCategory("ru", 11), "many");
  EXPECT_EQ(pluralCategory("cs", 4), "few");
  EXPECT_EQ(pluralCategory("ja", 1), "other");
  EXPECT_EQ(pluralCategory("xx", 1), "one");  // unknown: English's rule
}

TEST(Plurals, EnglishSaysOneOpponentAndTwoOpponents) {
  const Translator english;
  EXPECT_EQ(english.plural("preset.opponent_count", 1), "1 opponent");
  EXPECT_EQ(english.plural("preset.opponent_count", 2), "2 opponents");
  EXPECT_EQ(trCount("preset.opponent_count", 7), "7 opponents");
}

TEST(Plurals, ALanguageFileAddsTheFormsEnglishLacks) {
  Translator polish;
  std::vector<std::string> notes;
  const nlohmann::json doc = {{"language", "pl"},
                              {"strings",
                               {{"preset.opponent_count.one", "{count} przeciwnik"},
                                {"preset.opponent_count.few", "{count} przeciwników?"},
                                {"preset.opponent_count.many", "{count} przeciwników"},
                                {"preset.opponent_count.other", "{count} przeciwnika"},
                                {"preset.opponent_count.dozen", "x"},
                                {"menu.quit.few", "x"}}}};
  ASSERT_TRUE(polish.loadLanguage(doc, notes));
  EXPECT_EQ(polish.plural("preset.opponent_count", 1), "1 przeciwnik");
  EXPECT_EQ(polish.plural("preset.opponent_count", 3), "3 przeciwników?");
  EXPECT_EQ(polish.plural("preset.opponent_count", 5), "5 przeciwników");
  EXPECT_EQ(notes.size(), 2U);  // no such form; no plural phrase "menu.quit"
  Translator german;
  ASSERT_TRUE(german.loadLanguage(
      {{"language", "de"}, {"strings", {{"preset.opponent_count.other", "{count} Gegner"}}}},
      notes));
  EXPECT_EQ(german.plural("preset.opponent_count", 4), "4 Gegner");
}

// Each shipped language loads without a skipped string (a renamed key would be), and its counted
// phrases follow its own plural rule: French counts 0 as one, Portuguese as many.
TEST(Plurals, TheShippedLanguagesLoadCleanlyWithTheirOwnForms) {
  const fs::path dir = sourceRoot() / "resources" / "lang";
  int languages = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    Translator t;
    std::vector<std::string> notes;
    ASSERT_TRUE(t.loadLanguageFile(entry.path(), notes)) << entry.path();
    EXPECT_TRUE(notes.empty()) << entry.path() << ": " << (notes.empty() ? "" : notes.front());
    EXPECT_NE(t.plural("preset.opponent_count", 2), "2 opponents") << entry.path();
    ++languages;
  }
  EXPECT_GE(languages, 1);
  Translator french;
  std::vector<std::string> notes;
  if (french.loadLanguageFile(dir / "fr.json", notes)) {
    EXPECT_EQ(french.plural("table.plate_cards", 0), "0 carte");
    EXPECT_EQ(french.plural("table.plate_cards", 2), "2 cartes");
  }
  Translator portuguese;
  ASSERT_TRUE(portuguese.loadLanguageFile(dir / "pt.json", notes));
  EXPECT_EQ(portuguese.plural("table.plate_cards", 0), "0 cartas");
  EXPECT_EQ(portuguese.plural("table.plate_cards", 1), "1 carta");
  EXPECT_EQ(portuguese.plural("review.mistakes", 0), "0 erros");
  EXPECT_EQ(portuguese.plural("review.inaccuracies", 1), "1 imprecisão");
}

TEST(Translations, EnglishKeysAreUniqueAndStringsNonEmpty) {
  std::set<std::string> seen;
  for (const StringEntry& e : englishStrings()) {
    EXPECT_TRUE(seen.insert(e.key).second) << "repeated key " << e.key;
    EXPECT_STRNE(e.english, "") << e.key;
    EXPECT_TRUE(std::regex_match(e.key, std::regex("[a-z0-9_]+(\\.[a-z0-9_]+)+"))) << e.key;
  }
}

TEST(Translations, PlaceholdersAreFilledIn) {
  EXPECT_EQ(tr("menu.new_match"), "New match");
  EXPECT_EQ(tr("stats.confirm_reset", {{"preset", "Mau-Mau"}}),
            "Reset the statistics for Mau-Mau?");
  EXPECT_EQ(substitute("{a} and {b} and {a}", {{"a", "1"}, {"b", "2"}}), "1 and 2 and 1");
}

TEST(Translations, AMissingArgumentOrKeyStaysVisible) {
  EXPECT_EQ(substitute("Hello {name}!", {}), "Hello {name}!");
  EXPECT_EQ(substitute("unclosed {brace", {{"brace", "x"}}), "unclosed {brace");
  EXPECT_EQ(tr("menu.no_such_key"), "menu.no_such_key");
}

TEST(Translations, PlaceholderNamesAreListed) {
  EXPECT_EQ(placeholders("{file} and {error}"), (std::vector<std::string>{"file", "error"}));
  EXPECT_TRUE(placeholders("none").empty());
}

TEST(Translations, AnotherLanguageIsDataAndFallsBackToEnglish) {
  Translator spanish;
  std::vector<std::string> notes;
  const nlohmann::json doc = {{"language", "es"},
                              {"strings",
                               {{"menu.new_match", "Nueva partida"},
                                {"table.thinking", "{name} está pensando…"},
                                {"table.wins_hand", "¡Alguien gana!"},  // drops {name}: refused
                                {"menu.unknown", "x"},
                                {"menu.quit", 3}}}};
  ASSERT_TRUE(spanish.loadLanguage(doc, notes));
  EXPECT_EQ(spanish.language(), "es");
  EXPECT_EQ(spanish("menu.new_match"), "Nueva partida");
  EXPECT_EQ(spanish("table.thinking", {{"name", "Ana"}}), "Ana está pensando…");
  EXPECT_EQ(spanish("table.wins_hand", {{"name", "Ana"}}), "Ana wins the hand!");
  EXPECT_EQ(spanish("menu.quit"), "Quit");
  EXPECT_EQ(notes.size(), 3U);
}

TEST(Translations, LanguageFilesAreReadAndBadOnesRefused) {
  ochos::testing::TempFolder dir;
  dir.write("es.json", R"({"language": "es", "strings": {"menu.quit": "Salir"}})");
  dir.write("bad.json", "{not json");
  Translator t;
  std::vector<std::string> notes;
  EXPECT_TRUE(t.loadLanguageFile(dir.path() / "es.json", notes));
  EXPECT_EQ(t("menu.quit"), "Salir");
  EXPECT_FALSE(t.loadLanguageFile(dir.path() / "bad.json", notes));
  EXPECT_FALSE(t.loadLanguageFile(dir.path() / "none.json", notes));
  EXPECT_FALSE(t.loadLanguage(nlohmann::json::array(), notes));
}

TEST(Translations, TheGlobalTableCanBeReplaced) {
  Translator t;
  std::vector<std::string> notes;
  ASSERT_TRUE(t.loadLanguage({{"language", "xx"}, {"strings", {{"menu.quit", "Q"}}}}, notes));
  setTranslator(t);
  EXPECT_EQ(tr("menu.quit"), "Q");
  setTranslator(Translator());
  EXPECT_EQ(tr("menu.quit"), "Quit");
}

}  // namespace
}  // namespace ochos::i18n
