// The macOS branch of systemLanguage() (src/store/system_language.cpp, compiled here with
// __APPLE__ against the CoreFoundation stand-in): a first start on a Mac speaks the first of the
// user's preferred languages that the game ships.

#include <gtest/gtest.h>

#include "core_foundation_stand_in.hpp"
#include "ochos/store/system_language.hpp"

namespace ochos::store {
namespace {

namespace cf = core_foundation_stand_in;

const std::vector<std::string> kShipped = {"en", "de", "nl", "pt", "es", "fr"};

TEST(MacSystemLanguage, TheFirstPreferredLanguageDecides) {
  cf::setPreferredLanguages(std::vector<std::string>{"pt-BR", "en-US"});
  EXPECT_EQ(systemLanguage(), "pt-BR");
  EXPECT_EQ(bestLanguage(systemLanguage(), kShipped), "pt");
  EXPECT_EQ(cf::unreleasedArrays(), 0);
}

TEST(MacSystemLanguage, AnUnshippedFirstLanguageFallsBackToEnglish) {
  cf::setPreferredLanguages(std::vector<std::string>{"ja-JP", "de-DE"});
  EXPECT_EQ(bestLanguage(systemLanguage(), kShipped), "en");
  EXPECT_EQ(cf::unreleasedArrays(), 0);
}

TEST(MacSystemLanguage, NoPreferredLanguageSaysNothing) {
  cf::setPreferredLanguages(std::vector<std::string>{});
  EXPECT_EQ(systemLanguage(), "");
  EXPECT_EQ(cf::unreleasedArrays(), 0);
  cf::setPreferredLanguages(std::nullopt);
  EXPECT_EQ(systemLanguage(), "");
  EXPECT_EQ(bestLanguage(systemLanguage(), kShipped), "en");
}

TEST(MacSystemLanguage, ATagTooLongForTheBufferSaysNothing) {
  cf::setPreferredLanguages(std::vector<std::string>{std::string(80, 'x')});
  EXPECT_EQ(systemLanguage(), "");
  EXPECT_EQ(cf::unreleasedArrays(), 0);
}

}  // namespace
}  // namespace ochos::store
