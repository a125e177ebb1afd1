#include "args.hpp"

#include <gtest/gtest.h>

namespace ochos::sim {
namespace {

ParseResult parse(std::vector<std::string> args) {
  return parseArgs(args);
}

TEST(SimArgs, HelpAnywhereWins) {
  EXPECT_TRUE(parse({"--help"}).ok());
  EXPECT_EQ(parse({"--help"}).options.command, Command::Help);
  EXPECT_EQ(parse({"play", "--hands", "x", "-h"}).options.command, Command::Help);
  EXPECT_EQ(parse({"help"}).options.command, Command::Help);
}

TEST(SimArgs, PlayDefaults) {
  const auto r = parse({"play"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.command, Command::Play);
  EXPECT_EQ(r.options.profile, "ochos-locos");
  EXPECT_EQ(r.options.agents, (std::vector<std::string>{"random", "random"}));
  EXPECT_EQ(r.options.players, 2);
  EXPECT_EQ(r.options.hands, 100);
  EXPECT_EQ(r.options.matches, 0);
  EXPECT_EQ(r.options.seed, 1U);
  EXPECT_FALSE(r.options.json);
}

TEST(SimArgs, PlayFullCommandLine) {
  const auto r = parse({"play", "--profile", "crazy-eights", "--variant", "special_cards",
                        "--variant=last_card,no_reshuffle", "--agents", "hard:2000,medium,easy",
                        "--matches", "40", "--seed=18446744073709551615", "--json"});
  ASSERT_TRUE(r.ok()) << r.error;
  const Options& o = r.options;
  EXPECT_EQ(o.profile, "crazy-eights");
  EXPECT_EQ(o.variants, (std::vector<std::string>{"special_cards", "last_card", "no_reshuffle"}));
  EXPECT_EQ(o.agents, (std::vector<std::string>{"hard:2000", "medium", "easy"}));
  EXPECT_EQ(o.players, 3);
  EXPECT_EQ(o.matches, 40);
  EXPECT_EQ(o.hands, 0);
  EXPECT_EQ(o.seed, UINT64_MAX);
  EXPECT_TRUE(o.json);
}

TEST(SimArgs, AgentOptionKeepsCommas) {
  const auto r = parse({"play", "--agent", "external:bot --weights a,b", "--agent", "random"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.agents, (std::vector<std::string>{"external:bot --weights a,b", "random"}));
}

TEST(SimArgs, PlayersWithoutAgentsMeansRandomSeats) {
  const auto r = parse({"play", "--players", "4"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.agents.size(), 4U);
}

TEST(SimArgs, BenchDefaultsAndOptions) {
  auto r = parse({"bench"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.players, 2);
  EXPECT_EQ(r.options.games, 0);
  EXPECT_DOUBLE_EQ(r.options.seconds, 3.0);
  r = parse({"bench", "--players", "3", "--games", "200", "--profile", "x.json"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.players, 3);
  EXPECT_EQ(r.options.games, 200);
  r = parse({"bench", "--seconds", "0.5"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_DOUBLE_EQ(r.options.seconds, 0.5);
}

TEST(SimArgs, ReplayTakesOneFileOrStdin) {
  auto r = parse({"replay", "bug.json"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.replayFile, "bug.json");
  r = parse({"replay", "-"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.replayFile, "-");
}

// Found by fuzz_sim_args: the arguments "replay" and "" were taken as a scenario with no name.
TEST(SimArgs, ReplayRefusesAnEmptyFileName) {
  const auto r = parse({"replay", ""});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("replay needs a scenario FILE"), std::string::npos) << r.error;
}

// Every usage error is one clear line naming the culprit.
TEST(SimArgs, UsageErrors) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{}, "missing command"},
      {{"fly"}, "unknown command 'fly'"},
      {{"--seed", "3"}, "expected a command"},
      {{"play", "--fast"}, "unknown option '--fast'"},
      {{"play", "--hands"}, "'--hands' needs a value"},
      {{"play", "--hands", "ten"}, "--hands expects a positive whole number, got 'ten'"},
      {{"play", "--hands", "0"}, "positive whole number"},
      {{"play", "--hands", "-5"}, "positive whole number"},
      {{"play", "--seed", "-1"}, "--seed expects"},
      {{"play", "--seed", "99999999999999999999"}, "--seed expects"},
      {{"play", "--hands", "5", "--matches", "5"}, "either --hands or --matches"},
      {{"play", "--agents", "random"}, "2 to 8 agents"},
      {{"play", "--agents", "random,,easy"}, "empty agent name"},
      {{"play", "--agents", "random,easy", "--players", "3"}, "does not match"},
      {{"play", "--players", "9"}, "2 to 8"},
      {{"play", "--games", "5"}, "'--games' is not valid for 'play'"},
      {{"play", "extra"}, "unexpected argument 'extra'"},
      {{"play", "--json=yes"}, "takes no value"},
      {{"bench", "--agents", "random,random"}, "not valid for 'bench'"},
      {{"bench", "--games", "5", "--seconds", "1"}, "either --games or --seconds"},
      {{"bench", "--seconds", "fast"}, "--seconds expects a positive number"},
      {{"replay"}, "needs a scenario FILE"},
      {{"replay", "a.json", "b.json"}, "unexpected argument 'b.json'"},
      {{"replay", "--hands", "3", "a.json"}, "not valid for 'replay'"},
  };
  for (const auto& [args, expected] : cases) {
    const auto r = parseArgs(args);
    EXPECT_FALSE(r.ok()) << "accepted: " << ::testing::PrintToString(args);
    EXPECT_NE(r.error.find(expected), std::string::npos)
        << ::testing::PrintToString(args) << " gave: " << r.error;
    EXPECT_EQ(r.error.find('\n'), std::string::npos) << "one line: " << r.error;
  }
}

TEST(SimArgs, SplitListKeepsEmptyItems) {
  EXPECT_EQ(splitList("a,b"), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(splitList("a,,b"), (std::vector<std::string>{"a", "", "b"}));
  EXPECT_EQ(splitList("a"), (std::vector<std::string>{"a"}));
}

}  // namespace
}  // namespace ochos::sim
