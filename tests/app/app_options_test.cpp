#include "ochos/app/shell/app_options.hpp"

#include <gtest/gtest.h>

#include "ochos/store/settings.hpp"

namespace ochos::app {
namespace {

TEST(AppOptions, DefaultsPlayAFourPlayerOchosLocosMatch) {
  const ParsedOptions p = parseOptions({});
  EXPECT_TRUE(p.error.empty());
  EXPECT_FALSE(p.exitNow);
  EXPECT_EQ(p.options.players, 4);
  EXPECT_EQ(p.options.profile, "ochos-locos");
  EXPECT_EQ(p.options.width, 1280u);
  EXPECT_FALSE(p.options.seed.has_value());
}

// The first run from the menu starts what --help promises: Ochos Locos for four players, in a
// window of the default size (shrunk only when the screen is smaller, as --help says).
TEST(AppOptions, FirstRunSettingsAgreeWithTheHelp) {
  const AppOptions defaults = parseOptions({}).options;
  const store::Settings firstRun;
  EXPECT_EQ(firstRun.lastPreset.profileId, defaults.profile);
  EXPECT_EQ(firstRun.lastPreset.opponents + 1, defaults.players);
  EXPECT_EQ(firstRun.windowWidth, static_cast<int>(defaults.width));
  EXPECT_EQ(firstRun.windowHeight, static_cast<int>(defaults.height));
  const std::string help = helpText();
  EXPECT_NE(help.find("default 1280x720, or less to fit the screen"), std::string::npos);
  EXPECT_NE(help.find("default ochos-locos"), std::string::npos);
  EXPECT_NE(help.find("(default 4)"), std::string::npos);
}

TEST(AppOptions, ReadsEveryTestingOption) {
  const ParsedOptions p = parseOptions({"--profile",
                                        "crazy-eights",
                                        "--variant",
                                        "special_cards",
                                        "--variant",
                                        "last_card",
                                        "--players",
                                        "7",
                                        "--difficulty",
                                        "hard",
                                        "--seed",
                                        "42",
                                        "--size",
                                        "1024x600",
                                        "--screenshot",
                                        "a.png",
                                        "--screenshot-after-ms",
                                        "200",
                                        "--exit-after-screenshot",
                                        "--state-dump",
                                        "s.txt",
                                        "--speed",
                                        "0",
                                        "--benchmark-frames",
                                        "100",
                                        "--sort-by-rank",
                                        "--no-hints",
                                        "--four-colour"});
  ASSERT_TRUE(p.error.empty()) << p.error;
  const AppOptions& o = p.options;
  EXPECT_EQ(o.profile, "crazy-eights");
  EXPECT_EQ(o.variants, (std::vector<std::string>{"special_cards", "last_card"}));
  EXPECT_EQ(o.players, 7);
  EXPECT_EQ(o.difficulty, "hard");
  EXPECT_EQ(o.seed, 42u);
  EXPECT_EQ(o.width, 1024u);
  EXPECT_EQ(o.height, 600u);
  EXPECT_EQ(o.screenshot, "a.png");
  EXPECT_EQ(o.screenshotAfterMs, 200);
  EXPECT_TRUE(o.exitAfterScreenshot);
  EXPECT_EQ(o.stateDump, "s.txt");
  EXPECT_EQ(o.speed, 0.0);
  EXPECT_EQ(o.benchmarkFrames, 100);
  EXPECT_TRUE(o.sortByRank);
  EXPECT_FALSE(o.hints);
  EXPECT_TRUE(o.fourColour);
}

TEST(AppOptions, BadValuesAreNamedInTheError) {
  EXPECT_NE(parseOptions({"--players", "nine"}).error.find("--players"), std::string::npos);
  EXPECT_NE(parseOptions({"--players", "1"}).error.find("2 to 8"), std::string::npos);
  EXPECT_NE(parseOptions({"--size", "big"}).error.find("WIDTHxHEIGHT"), std::string::npos);
  EXPECT_NE(parseOptions({"--difficulty", "brutal"}).error.find("easy, medium or hard"),
            std::string::npos);
  EXPECT_NE(parseOptions({"--seed"}).error.find("needs a value"), std::string::npos);
  EXPECT_NE(parseOptions({"--frobnicate"}).error.find("unknown option"), std::string::npos);
}

TEST(AppOptions, ErrorsQuoteWhatTheyRefuse) {
  EXPECT_EQ(parseOptions({"--players", "9"}).error,
            "--players expects a number from 2 to 8, got \"9\"");
  EXPECT_EQ(parseOptions({"--frobnicate"}).error, "unknown option \"--frobnicate\"");
  EXPECT_EQ(parseOptions({"--mute=yes"}).error, "option \"--mute\" takes no value");
  EXPECT_EQ(parseOptions({"stray"}).error, "unexpected argument \"stray\"");
  EXPECT_EQ(parseOptions({"--speed", "11"}).error,
            "--speed expects a factor from 0 (off) to 10, got \"11\"");
}

// One rule for the window's size, said in the error and in --help: at least the smallest window
// the table is laid out for, at most 8K. Nothing is enlarged or accepted silently.
TEST(AppOptions, TheWindowSizeHasOneRuleSaidInTheErrorAndTheHelp) {
  const std::string rule = "WIDTHxHEIGHT from 800x560 to 7680x4320, such as 1280x720";
  for (const char* refused : {"10x10", "100x100", "320x240", "799x600", "800x559", "7681x4320",
                              "7680x4321", "10000x10000", "big"})
    EXPECT_EQ(parseOptions({"--size", refused}).error,
              "--size expects " + rule + ", got \"" + refused + "\"")
        << refused;
  for (const char* taken : {"800x560", "1280x720", "7680x4320"})
    EXPECT_TRUE(parseOptions({"--size", taken}).error.empty()) << taken;
  EXPECT_NE(helpText().find("window size from 800x560 to 7680x4320"), std::string::npos)
      << helpText();
}

// The language's form is checked here; whether the game ships it, once its files are found.
TEST(AppOptions, ALanguageIsACodeAndWinsOverTheSettings) {
  const ParsedOptions german = parseOptions({"--language", "de"});
  EXPECT_TRUE(german.error.empty()) << german.error;
  EXPECT_EQ(german.options.language, "de");
  EXPECT_TRUE(german.options.wasGiven("--language"));
  EXPECT_EQ(parseOptions({"--language", "pt-BR"}).options.language, "pt-BR");
  EXPECT_EQ(parseOptions({"--language", "../fr"}).error,
            "--language expects a language code such as de or pt, got \"../fr\"");
  EXPECT_FALSE(parseOptions({"--language", ""}).error.empty());
}

TEST(AppOptions, TakesAValueAfterAnEqualsSign) {
  const ParsedOptions p = parseOptions({"--seed=9", "--size=800x600"});
  ASSERT_TRUE(p.error.empty()) << p.error;
  EXPECT_EQ(p.options.seed, 9U);
  EXPECT_EQ(p.options.width, 800U);
  EXPECT_EQ(p.options.height, 600U);
  EXPECT_EQ(p.options.given, (std::vector<std::string>{"--seed", "--size"}));
}

TEST(AppOptions, TheHelpListsEveryOptionWithItsValue) {
  const std::string help = helpText();
  for (const char* line : {"  --players N            players at the table",
                           "  --four-colour          four-colour deck",
                           "  --screenshot-after-ms N  wait N ms", "  -h, --help ", "  --version "})
    EXPECT_NE(help.find(line), std::string::npos) << line << "\n" << help;
  EXPECT_EQ(help.find("--four-color"), std::string::npos);  // accepted, not listed
}

TEST(AppOptions, HelpAndVersionExitAtOnce) {
  const ParsedOptions help = parseOptions({"--help"});
  EXPECT_TRUE(help.exitNow);
  EXPECT_NE(help.message.find("--screenshot"), std::string::npos);
  EXPECT_TRUE(parseOptions({"--players", "nine", "-h"}).exitNow);  // help wins over errors
  const ParsedOptions version = parseOptions({"--version"});
  EXPECT_TRUE(version.exitNow);
  EXPECT_NE(version.message.find("ochos-locos"), std::string::npos);
}

}  // namespace
}  // namespace ochos::app
