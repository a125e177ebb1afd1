#include "ochos/cli/option_table.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace ochos::cli {
namespace {

struct Settings {
  int players = 4;
  std::uint64_t seed = 1;
  double speed = 1.0;
  std::string profile = "base";
  std::vector<std::string> variants;
  bool fast = false;
  bool help = false;
  std::string level = "medium";
};

OptionTable tableFor(Settings& s, char quote = '\'') {
  OptionTable t;
  t.quote = quote;
  t.options = {
      {"--help", "", "show this text", flag(s.help), "-h", "", true},
      {"--players", "N", "players at the table", number(s.players, 2, 8, "a number from 2 to 8")},
      {"--seed", "N", "a seed", number<std::uint64_t>(s.seed, 0, UINT64_MAX, "a seed")},
      {"--speed", "X", "animation speed\nfrom 0 to 10",
       number(s.speed, 0.0, 10.0, "a factor from 0 to 10")},
      {"--profile", "ID", "the rules", text(s.profile)},
      {"--variant", "NAME", "a variant (repeatable)", append(s.variants)},
      {"--fast", "", "no animation", flag(s.fast), "", "--quick"},
      {"--level", "L", "easy, medium or hard",
       choice(s.level, {"easy", "medium", "hard"}, "easy, medium or hard")},
  };
  return t;
}

Parsed parseWith(Settings& s, std::vector<std::string> args, char quote = '\'') {
  return parse(tableFor(s, quote), args);
}

TEST(OptionTable, ReadsValuesFlagsAndBothValueSpellings) {
  Settings s;
  const Parsed p = parseWith(s, {"--players", "6", "--seed=18446744073709551615", "--fast",
                                 "--variant", "a", "--variant=b", "--speed", "0.5", "file", "-"});
  ASSERT_TRUE(p.ok()) << p.error;
  EXPECT_EQ(s.players, 6);
  EXPECT_EQ(s.seed, UINT64_MAX);
  EXPECT_TRUE(s.fast);
  EXPECT_EQ(s.variants, (std::vector<std::string>{"a", "b"}));
  EXPECT_DOUBLE_EQ(s.speed, 0.5);
  EXPECT_EQ(p.positional, (std::vector<std::string>{"file", "-"}));
  EXPECT_EQ(p.given, (std::vector<std::string>{"--players", "--seed", "--fast", "--variant",
                                               "--variant", "--speed"}));
}

TEST(OptionTable, AnAliasIsGivenUnderTheOptionsName) {
  Settings s;
  const Parsed p = parseWith(s, {"--quick"});
  ASSERT_TRUE(p.ok()) << p.error;
  EXPECT_TRUE(s.fast);
  EXPECT_EQ(p.given, (std::vector<std::string>{"--fast"}));
}

TEST(OptionTable, AStandaloneOptionAnywhereWinsOverErrors) {
  Settings s;
  const Parsed p = parseWith(s, {"--players", "nine", "--bogus", "-h"});
  EXPECT_TRUE(p.ok());
  EXPECT_TRUE(p.standalone);
  EXPECT_TRUE(s.help);
  EXPECT_EQ(s.players, 4);  // nothing else was read
}

TEST(OptionTable, EveryErrorIsOneLineNamingTheCulprit) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--frobnicate"}, "unknown option '--frobnicate'"},
      {{"--players"}, "option '--players' needs a value"},
      {{"--profile="}, "option '--profile' needs a non-empty value"},
      {{"--fast=yes"}, "option '--fast' takes no value"},
      {{"--players", "nine"}, "--players expects a number from 2 to 8, got 'nine'"},
      {{"--players", "9"}, "--players expects a number from 2 to 8, got '9'"},
      {{"--players", " 4"}, "--players expects"},
      {{"--seed", "-1"}, "--seed expects a seed, got '-1'"},
      {{"--seed", "18446744073709551616"}, "--seed expects"},
      {{"--speed", "nan"}, "--speed expects a factor from 0 to 10, got 'nan'"},
      {{"--speed", "inf"}, "--speed expects"},
      {{"--speed", "1s"}, "--speed expects"},
      {{"--level", "brutal"}, "--level expects easy, medium or hard, got 'brutal'"},
  };
  for (const auto& [args, expected] : cases) {
    Settings s;
    const Parsed p = parseWith(s, args);
    EXPECT_EQ(p.error.rfind(expected, 0), 0U) << ::testing::PrintToString(args) << ": " << p.error;
    EXPECT_EQ(p.error.find('\n'), std::string::npos) << p.error;
  }
}

TEST(OptionTable, TheQuoteIsTheTables) {
  Settings s;
  EXPECT_EQ(parseWith(s, {"--players", "9"}, '"').error,
            "--players expects a number from 2 to 8, got \"9\"");
  EXPECT_EQ(parseWith(s, {"--what"}, '"').error, "unknown option \"--what\"");
}

TEST(OptionTable, AnUnknownOptionIsNamedForTheCaller) {
  Settings s;
  const Parsed p = parseWith(s, {"--fast", "--games=3"});
  EXPECT_FALSE(p.ok());
  EXPECT_EQ(p.unknown, "--games");
}

TEST(OptionTable, ASetterMayGiveTheWholeErrorLine) {
  OptionTable t;
  t.options = {{"--list", "A,B", "a list",
                [](const std::string& v) { return Verdict::error("bad list '" + v + "'"); }}};
  EXPECT_EQ(parse(t, {"--list", "x"}).error, "bad list 'x'");
}

TEST(OptionTable, HelpLinesAreAlignedAtTheColumn) {
  Settings s;
  const std::string help = describe(tableFor(s).options, 16);
  EXPECT_NE(help.find("  -h, --help    show this text\n"), std::string::npos) << help;
  EXPECT_NE(help.find("  --players N   players at the table\n"), std::string::npos) << help;
  EXPECT_NE(help.find("  --speed X     animation speed\n                from 0 to 10\n"),
            std::string::npos)
      << help;
  EXPECT_NE(help.find("  --variant NAME  a variant (repeatable)\n"), std::string::npos) << help;
  EXPECT_EQ(help.find("--quick"), std::string::npos) << "an alias is not shown";
}

TEST(OptionTable, NumbersAreStrict) {
  EXPECT_EQ(parseNumber<std::int64_t>("-7"), -7);
  EXPECT_FALSE(parseNumber<std::int64_t>(""));
  EXPECT_FALSE(parseNumber<std::int64_t>("-"));
  EXPECT_FALSE(parseNumber<std::int64_t>("+4"));
  EXPECT_FALSE(parseNumber<std::int64_t>("4x"));
  EXPECT_FALSE(parseNumber<std::int64_t>("99999999999999999999"));  // refused, not wrapped
  EXPECT_FALSE(parseNumber<unsigned>("-1"));
  EXPECT_EQ(parseNumber<double>("2.5"), 2.5);
  EXPECT_EQ(parseNumber<double>(".5"), 0.5);
  EXPECT_FALSE(parseNumber<double>("1e999"));
}

}  // namespace
}  // namespace ochos::cli
