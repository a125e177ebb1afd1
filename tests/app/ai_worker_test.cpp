// The computers' worker thread (AiWorker) and the match that drives it (TableMatch), without a
// window: a failing computer still ends its turn, and a search is cancelled cleanly in the
// middle, hundreds of times, as the window closing, Esc to the menu and a new match do. The
// ThreadSanitizer build runs these (CMakePresets.json "tsan", docs/reliability.md). "Cleanly"
// and "promptly" are checked as what happens (the search reports the cancel, the thinking agent
// is stopped), not in seconds a busy machine may exceed; a limit only a hang reaches ends the run.
#include <chrono>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <thread>

#include <gtest/gtest.h>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/app/table/ai_worker.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/rules/profile_library.hpp"

#include "../hang_guard.hpp"

namespace ochos::app {

using engine::Action;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using Clock = std::chrono::steady_clock;

namespace {

// Polls `reached` until it holds or kHang has passed; whether it holds.
template <class Predicate>
bool eventually(Predicate reached) {
  const auto giveUp = Clock::now() + kHang;
  while (!reached() && Clock::now() < giveUp)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return reached();
}

// One rule set for the whole run: an Observation points at its rules, which must outlive it.
std::shared_ptr<const engine::RuleSet> ochosLocos() {
  static const std::shared_ptr<const engine::RuleSet> rules = [] {
    const rules::ProfileLibrary library =
        rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
    const rules::BuildResult built = library.build("ochos-locos", {});
    EXPECT_TRUE(built);
    return built.rules;
  }();
  return rules;
}

// The observation of whoever is to act first in a fresh 3-player match.
Observation firstDecision(std::uint64_t seed) {
  MatchConfig config;
  config.players = 3;
  config.seed = seed;
  Game game(ochosLocos(), config);
  for (int seat = 0; seat < 3; ++seat) {
    Observation obs = game.observe(seat);
    if (!obs.legal.empty()) return obs;
  }
  ADD_FAILURE() << "nobody may act";
  return {};
}

bool legal(const Observation& obs, const Action& action) {
  for (const Action& a : obs.legal)
    if (a == action) return true;
  return false;
}

std::optional<Action> waitForAnswer(AiWorker& worker) {
  eventually([&] { return !worker.running(); });
  return worker.take();
}

class ThrowingAgent : public ai::Agent {
 public:
  Action act(const Observation&, ai::ThinkControl*) override {
    throw std::runtime_error("out of ideas");
  }
  std::string name() const override { return "throwing"; }
};

// Thinks until told to stop, and says so.
class EndlessAgent : public ai::Agent {
 public:
  std::atomic<bool> started{false};
  std::atomic<bool> stopped{false};
  Action act(const Observation& obs, ai::ThinkControl* control) override {
    started = true;
    while (!control->cancel.load())
      std::this_thread::yield();
    stopped = true;
    return obs.legal[obs.legal.size() - 1];
  }
  std::string name() const override { return "endless"; }
};

TEST(AiWorker, AFailingComputerStillEndsItsTurnWithALegalMove) {
  const Observation obs = firstDecision(3);
  AiWorker worker;
  testing::internal::CaptureStderr();
  worker.start(std::make_shared<ThrowingAgent>(), obs, 1);
  const std::optional<Action> move = waitForAnswer(worker);
  const std::string said = testing::internal::GetCapturedStderr();
  ASSERT_TRUE(move.has_value());
  EXPECT_TRUE(*move == obs.legal[0]);
  EXPECT_NE(said.find("computer player failed: out of ideas"), std::string::npos) << said;
  EXPECT_FALSE(worker.active());
}

TEST(AiWorker, CancelStopsTheSearchAndDropsItsAnswer) {
  const Observation obs = firstDecision(3);
  auto agent = std::make_shared<EndlessAgent>();
  AiWorker worker;
  worker.start(agent, obs, 7);
  ASSERT_TRUE(eventually([&] { return agent->started.load(); }));
  EXPECT_TRUE(worker.running());
  EXPECT_EQ(worker.version(), 7U);
  {
    const HangGuard guard("a cancelled search");
    worker.cancel();
  }
  EXPECT_TRUE(agent->stopped);
  EXPECT_FALSE(worker.active());
  EXPECT_FALSE(worker.take().has_value()) << "a cancelled search leaves no answer";
  // The worker is ready for the next decision.
  worker.start(std::make_shared<ThrowingAgent>(), obs, 8);
  testing::internal::CaptureStderr();
  EXPECT_TRUE(waitForAnswer(worker).has_value());
  testing::internal::GetCapturedStderr();
}

// Hard in the middle of its search, stopped at a random moment 300 times; each search ends
// because of the stop and the next search answers legally. With a budget no decision finishes
// in hours and no other cap, nothing but the cancel can end one.
TEST(AiWorker, HardIsCancelledMidSearchHundredsOfTimes) {
  const Observation obs = firstDecision(5);
  auto hard = std::make_shared<ai::HardAgent>(1, ai::HardConfig{50'000'000, 0.0, 0.0});
  std::mt19937 rng(11);
  AiWorker worker;
  double slowestStop = 0.0;
  for (int round = 0; round < 300; ++round) {
    worker.start(hard, obs, static_cast<std::uint64_t>(round));
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 3000));
    const auto before = Clock::now();
    {
      const HangGuard guard("a cancelled search");
      worker.cancel();
    }
    slowestStop =
        std::max(slowestStop, std::chrono::duration<double>(Clock::now() - before).count());
    ASSERT_FALSE(worker.active());
    ASSERT_TRUE(hard->lastReport().cancelled) << "round " << round;
  }
  // A figure to read, not a limit: how long a stop takes depends on the machine's load.
  std::printf("[ cancel ] 300 searches stopped, the slowest in %.1f ms\n", slowestStop * 1000);
  std::string error;
  std::shared_ptr<ai::Agent> quick = ai::makeAgent("hard:300", 1, &error);
  worker.start(quick, obs, 1000);
  const std::optional<Action> move = waitForAnswer(worker);
  ASSERT_TRUE(move.has_value());
  EXPECT_TRUE(legal(obs, *move));
}

// The table's own paths out of a match while a computer or the hint thinks: the window closes
// (the match is destroyed), Esc to the menu (the same), a new match (newMatch while thinking).
TEST(TableMatch, LeavingWhileComputersAndTheHintThinkHundredsOfTimes) {
  const auto rules = ochosLocos();
  AppOptions options;
  options.players = 4;
  options.difficulty = "hard";
  std::mt19937 rng(5);
  int thinking = 0;
  for (int round = 0; round < 300; ++round) {
    const HangGuard guard("a round of leaving the table");
    auto match = std::make_unique<TableMatch>(options, rules, round % 3 == 0,
                                              [](const engine::EventLog&) {});
    match->newMatch(static_cast<std::uint64_t>(round));
    match->thinkAhead();
    if (!match->allComputer() && match->humanObservation().legal.size() > 0) match->requestHint();
    thinking += match->hintThinking() ? 1 : 0;
    std::this_thread::sleep_for(std::chrono::microseconds(rng() % 2000));
    if (round % 2 == 0) {
      match->newMatch(static_cast<std::uint64_t>(round) + 1000);  // a new match
      match->thinkAhead();
      std::this_thread::sleep_for(std::chrono::microseconds(rng() % 2000));
    }
    match.reset();  // the window closed, or Esc to the menu
  }
  EXPECT_GT(thinking, 0) << "the hint was asked for in some rounds";
}

// Leaving does not wait for a computer's answer: its search is stopped. The computer here thinks
// until told to stop, so a table that waited instead would never be left.
TEST(TableMatch, LeavingStopsTheComputerThatIsThinking) {
  AppOptions options;
  options.players = 3;
  for (const bool anotherMatch : {false, true}) {
    auto match =
        std::make_unique<TableMatch>(options, ochosLocos(), true, [](const engine::EventLog&) {});
    match->newMatch(1);
    auto endless = std::make_shared<EndlessAgent>();
    match->replaceAgent(match->game().state().currentPlayer(), endless);
    match->thinkAhead();
    ASSERT_TRUE(eventually([&] { return endless->started.load(); }));
    {
      const HangGuard guard(anotherMatch ? "a new match" : "closing the table");
      if (anotherMatch) {
        match->newMatch(2);
      } else {
        match.reset();
      }
    }
    EXPECT_TRUE(endless->stopped) << (anotherMatch ? "a new match" : "closing the table");
  }
}

}  // namespace
}  // namespace ochos::app
