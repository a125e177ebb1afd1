#include "ochos/app/app_options.hpp"

#include <gtest/gtest.h>

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

TEST(AppOptions, HelpAndVersionExitAtOnce) {
  const ParsedOptions help = parseOptions({"--help"});
  EXPECT_TRUE(help.exitNow);
  EXPECT_NE(help.message.find("--screenshot"), std::string::npos);
  const ParsedOptions version = parseOptions({"--version"});
  EXPECT_TRUE(version.exitNow);
  EXPECT_NE(version.message.find("ochos-locos"), std::string::npos);
}

}  // namespace
}  // namespace ochos::app
