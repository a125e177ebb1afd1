#include "ochos/store/system_language.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

// The player's language on a first start: the system's, matched to the shipped ones.
namespace ochos::store {
namespace {

EnvironmentLookup environmentOf(std::map<std::string, std::string> values) {
  return [values](const char* name) -> std::optional<std::string> {
    const auto found = values.find(name);
    if (found == values.end() || found->second.empty()) return std::nullopt;
    return found->second;
  };
}

TEST(SystemLanguage, TheLocaleVariablesAreReadInGettextsOrder) {
  EXPECT_EQ(languageFromEnvironment(environmentOf({{"LANG", "de_DE.UTF-8"}})), "de-DE");
  EXPECT_EQ(languageFromEnvironment(
                environmentOf({{"LANG", "de_DE.UTF-8"}, {"LC_MESSAGES", "nl_BE.UTF-8"}})),
            "nl-BE");
  EXPECT_EQ(languageFromEnvironment(environmentOf(
                {{"LANG", "de_DE.UTF-8"}, {"LC_MESSAGES", "nl_BE"}, {"LC_ALL", "pt_BR"}})),
            "pt-BR");
  EXPECT_EQ(languageFromEnvironment(environmentOf({{"LANG", "fr_FR.ISO-8859-15@euro"}})), "fr-FR");
  EXPECT_EQ(languageFromEnvironment(environmentOf({{"LANG", "es"}})), "es");
  EXPECT_EQ(languageFromEnvironment(environmentOf({{"LC_ALL", "C"}, {"LANG", "de_DE"}})), "");
  EXPECT_EQ(languageFromEnvironment(environmentOf({{"LANG", "POSIX"}})), "");
  EXPECT_EQ(languageFromEnvironment(environmentOf({})), "");
}

TEST(SystemLanguage, TheBestShippedLanguageIsChosenElseEnglish) {
  const std::vector<std::string> shipped = {"en", "de", "es", "fr", "nl", "pt"};
  EXPECT_EQ(bestLanguage("de-DE", shipped), "de");
  EXPECT_EQ(bestLanguage("de-AT", shipped), "de");
  EXPECT_EQ(bestLanguage("pt-BR", shipped), "pt");
  EXPECT_EQ(bestLanguage("pt_PT", shipped), "pt");
  EXPECT_EQ(bestLanguage("NL", shipped), "nl");
  EXPECT_EQ(bestLanguage("es-419", shipped), "es");
  EXPECT_EQ(bestLanguage("ja-JP", shipped), "en");
  EXPECT_EQ(bestLanguage("", shipped), "en");
  EXPECT_EQ(bestLanguage("pt-BR", {"en", "pt", "pt-BR"}), "pt-BR");
}

}  // namespace
}  // namespace ochos::store
