#include "ochos/app/menus/language_choice.hpp"

#include <gtest/gtest.h>

// Which language a start speaks: the command line, else Settings' choice, else the system's.
namespace ochos::app {
namespace {

const std::vector<std::string> kShipped = {"en", "de", "es", "fr", "nl", "pt"};

TEST(LanguageChoice, TheCommandLineThenTheSettingsThenTheSystem) {
  AppOptions options;
  EXPECT_EQ(languageToUse(options, "", kShipped, "pt-BR"), "pt");    // a first start
  EXPECT_EQ(languageToUse(options, "", kShipped, ""), "en");         // the system says nothing
  EXPECT_EQ(languageToUse(options, "", kShipped, "ja-JP"), "en");    // nothing shipped for it
  EXPECT_EQ(languageToUse(options, "nl", kShipped, "pt-BR"), "nl");  // chosen in Settings
  // A language file that is gone since it was chosen: the system's again.
  EXPECT_EQ(languageToUse(options, "xx", kShipped, "de-DE"), "de");
  options.language = "fr";
  options.given.push_back("--language");
  EXPECT_EQ(languageToUse(options, "nl", kShipped, "pt-BR"), "fr");
}

}  // namespace
}  // namespace ochos::app
