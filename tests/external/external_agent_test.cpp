// The external bot protocol, end to end with the example bot in examples/bots/.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "../ai/test_support.hpp"
#include "ochos/ai/agent_factory.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/external/bot_protocol.hpp"
#include "ochos/external/external_agent.hpp"
#include "ochos/rules/utf8_path.hpp"

#ifndef OCHOS_EXAMPLE_BOT
#define OCHOS_EXAMPLE_BOT OCHOS_TEST_DATA_DIR "/../../examples/bots/simple_bot.py"
#endif

namespace ochos {

using engine::Action;
using engine::Suit;

namespace {

bool havePython() {
#ifdef _WIN32
  return false;  // a Windows build has no python3 to run; the compiled bot covers the protocol
#else
  return std::system("python3 -c pass > /dev/null 2>&1") == 0;
#endif
}

std::string botCommand() {
  return std::string("python3 ") + OCHOS_EXAMPLE_BOT;
}

TEST(BotProtocol, ObservationShowsOnlyWhatTheSeatMaySee) {
  const auto p =
      testing::makePosition(testing::ochosLocos(), {testing::card("4C"), testing::card("9C")},
                            {testing::card("2D"), testing::card("3D"), testing::card("4D")},
                            testing::card("2C"), Suit::Clubs);
  const auto j = external::observationToJson(p.obs);
  EXPECT_EQ(j["hand"].size(), 2u);
  EXPECT_EQ(j["hand_sizes"][1], 3);
  const std::string text = j.dump();
  EXPECT_EQ(text.find("\"2D\""), std::string::npos);  // the opponent's cards are nowhere
  EXPECT_EQ(j["legal"].size(), static_cast<std::size_t>(p.obs.legal.size()));
}

TEST(BotProtocol, AnswersAreMatchedToLegalActions) {
  const auto p = testing::makePosition(
      testing::ochosLocos(), {testing::card("8S"), testing::card("9C"), testing::card("KD")},
      {testing::card("2D"), testing::card("3D"), testing::card("4D")}, testing::card("2C"),
      Suit::Clubs);
  std::string error;
  auto a = external::actionFromJson(nlohmann::json::parse(R"({"play":"8S","suit":"hearts"})"),
                                    p.obs, &error);
  ASSERT_TRUE(a) << error;
  EXPECT_EQ(a->suit, Suit::Hearts);
  EXPECT_FALSE(external::actionFromJson(nlohmann::json::parse(R"({"play":"KD"})"), p.obs, &error));
  EXPECT_NE(error.find("not legal"), std::string::npos);
  EXPECT_FALSE(external::actionFromJson(nlohmann::json::parse(R"({"fly":true})"), p.obs, &error));
  for (const Action& legal : p.obs.legal) {
    auto back =
        external::actionFromJson(external::actionToJson(legal, *p.obs.rules), p.obs, &error);
    ASSERT_TRUE(back) << error;
    EXPECT_TRUE(*back == legal);
  }
}

TEST(ExternalAgent, ExampleBotPlaysWholeHandsLegally) {
  // Intended skip where there is no python3 (the Windows build under Wine); the compiled bot
  // below covers the protocol there.
  if (!havePython()) GTEST_SKIP() << "python3 not available to run the example bot";
  external::ExternalAgent bot(botCommand());
  std::string error;
  ASSERT_TRUE(bot.start(&error)) << error;
  ai::MediumAgent medium(3);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const auto result = testing::playHand(testing::ochosLocos(true), {&bot, &medium}, seed,
                                          static_cast<int>(seed % 2));
    EXPECT_NE(result.winner, -2) << "an illegal action was applied";
  }
  EXPECT_EQ(bot.protocolErrors(), 0) << bot.lastError();
}

// The same protocol through a compiled bot: runs where no python3 is (Windows).
TEST(ExternalAgent, CompiledBotPlaysWholeHandsLegally) {
  external::ExternalAgent bot(std::string("\"") + OCHOS_FIRST_LEGAL_BOT + "\"");
  std::string error;
  ASSERT_TRUE(bot.start(&error)) << error;
  ai::MediumAgent medium(3);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const auto result = testing::playHand(testing::ochosLocos(true), {&medium, &bot}, seed,
                                          static_cast<int>(seed % 2));
    EXPECT_NE(result.winner, -2) << "an illegal action was applied";
  }
  EXPECT_EQ(bot.protocolErrors(), 0) << bot.lastError();
}

// Paths are UTF-8 everywhere: a bot in a folder whose name no Windows code page holds starts.
TEST(ExternalAgent, ABotInANonAsciiFolderStarts) {
  namespace fs = std::filesystem;
  const fs::path bot = fs::path(OCHOS_FIRST_LEGAL_BOT);
  const fs::path folder = fs::temp_directory_path() / pathFromUtf8("Ochos Ñ Łódź bot");
  fs::create_directories(folder);
  const fs::path copy = folder / bot.filename();
  fs::copy_file(bot, copy, fs::copy_options::overwrite_existing);
  {  // the bot ends with its agent, before its folder goes (Windows keeps a running .exe)
    external::ExternalAgent agent("\"" + utf8(copy) + "\"");
    std::string error;
    ASSERT_TRUE(agent.start(&error)) << error;
    ai::MediumAgent medium(3);
    const auto result = testing::playHand(testing::ochosLocos(true), {&agent, &medium}, 5, 0);
    EXPECT_NE(result.winner, -2) << "an illegal action was applied";
    EXPECT_EQ(agent.protocolErrors(), 0) << agent.lastError();
  }
  std::error_code ec;
  fs::remove_all(folder, ec);
}

TEST(ExternalAgent, FactoryMakesExternalSeats) {
  external::registerExternalAgents();
  std::string error;
  const std::string command = std::string("\"") + OCHOS_FIRST_LEGAL_BOT + "\"";
  auto agent = ai::makeAgent("external:" + command, 1, &error);
  ASSERT_NE(agent, nullptr) << error;
  EXPECT_EQ(agent->name(), "external:" + command);
}

}  // namespace
}  // namespace ochos
