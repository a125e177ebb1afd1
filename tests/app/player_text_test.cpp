#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <string>

#include "ochos/rules/profile_library.hpp"
#include "test_languages.hpp"

namespace ochos::app {
namespace {

// What belongs in the docs and the simulator, never in front of a player: ruling numbers
// ("(R3)"), the names of the project's source documents ("Seed 000") and files ("RULES.md"),
// and the raw seed of a match.
const std::regex kJargon(R"(\bR[0-9]+\b|\.md\b|\bseed\b|\{seed\})", std::regex::icase);

void expectPlainWords(const std::string& text, const std::string& where) {
  std::smatch m;
  EXPECT_FALSE(std::regex_search(text, m, kJargon))
      << where << " says \"" << m.str() << "\" to the player: " << text;
}

TEST(PlayerText, TheStringTablesHaveNoDeveloperJargon) {
  for (const test::TestLanguage& language : test::languagesToCheck(false)) {
    for (const i18n::StringEntry& e : i18n::englishStrings())
      expectPlainWords(std::string(language.translator.pattern(e.key)),
                       language.name + " " + e.key);
  }
}

// Every string in a language file, wherever it sits (the strings, translated rule texts …).
void expectPlainWordsIn(const nlohmann::json& value, const std::string& where) {
  if (value.is_string()) expectPlainWords(value.get<std::string>(), where);
  if (value.is_object()) {
    for (const auto& [key, inner] : value.items())
      expectPlainWordsIn(inner, where + "/" + key);
  }
  if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      expectPlainWordsIn(value[i], where + "/" + std::to_string(i));
  }
}

TEST(PlayerText, TheLanguageFilesHaveNoDeveloperJargon) {
  for (const std::filesystem::path& file : test::shippedLanguageFiles()) {
    std::ifstream in(file);
    const nlohmann::json document = nlohmann::json::parse(in, nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << file;
    expectPlainWordsIn(document, file.filename().string());
  }
}

TEST(PlayerText, TheBuiltInRulesHaveNoDeveloperJargon) {
  const rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  ASSERT_FALSE(library.profiles().empty());
  for (const rules::ProfileInfo& p : library.profiles()) {
    if (!p.builtIn) continue;
    for (const std::string* s : {&p.name, &p.description, &p.source})
      expectPlainWords(*s, p.id);
    for (const rules::VariantInfo& v : p.variants) {
      expectPlainWords(v.name, p.id + " " + v.id);
      expectPlainWords(v.description, p.id + " " + v.id);
    }
  }
}

TEST(PlayerText, TheJargonCheckCatchesJargon) {
  for (const char* bad :
       {"costs one card (R3).", "Seed 000 (German)", "as in RULES.md", "A new match (seed 42)."})
    EXPECT_TRUE(std::regex_search(std::string(bad), kJargon)) << bad;
  for (const char* good : {"Round 3", "Rules", "exceed the target", "seeded player"})
    EXPECT_FALSE(std::regex_search(std::string(good), kJargon)) << good;
}

}  // namespace
}  // namespace ochos::app
