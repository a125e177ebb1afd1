// Hostile external bots (tests/external/hostile_bot.cpp): whatever a program at a seat does, the
// hand is played to its end with legal moves, in bounded time and memory, the bot is stopped with
// everything it started, and the problem is reported. POSIX only: it reads /proc and signals.
// Nothing here depends on how fast the machine is: a bot that should answer gets a limit only a
// hang reaches, one that must be timed out never answers, and "bounded time" is checked as what
// the time limit makes happen (one timeout, then the seat plays without the bot), not in seconds.
#if defined(__linux__)

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "../ai/test_support.hpp"
#include "../hang_guard.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/external/bot_process.hpp"
#include "ochos/external/external_agent.hpp"

namespace ochos {
namespace {

using Clock = std::chrono::steady_clock;

// For bots that are to be timed out: they never answer, so the limit is reached on any machine.
constexpr external::ExternalOptions kQuick{300, 200};
// For bots that answer, however wrongly: a loaded machine may keep them waiting for seconds,
// never half a minute (and a bot given up that should not be fails its test within kHang).
constexpr external::ExternalOptions kPatient{30'000, 30'000};

std::string hostile(const std::string& mode) {
  return std::string("\"") + OCHOS_HOSTILE_BOT + "\" " + mode;
}

// Peak resident memory of this process in kB since the last resetPeakMemory().
long peakMemoryKb() {
  std::ifstream status("/proc/self/status");
  std::string key;
  long value = 0;
  while (status >> key >> value)
    if (key == "VmHWM:") return value;
  return -1;
}

void resetPeakMemory() {
  std::ofstream("/proc/self/clear_refs") << "5";
}

bool processGone(int pid) {
  const auto deadline = Clock::now() + kHang;
  while (Clock::now() < deadline) {
    if (kill(pid, 0) != 0 && errno == ESRCH) return true;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string skip, state;
    if (stat >> skip >> skip >> state && state == "Z") return true;  // dead, not yet reaped
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

// The process id a bot writes to `file`, once it has; 0 if it never does.
int pidWrittenTo(const std::filesystem::path& file) {
  int pid = 0;
  for (const auto deadline = Clock::now() + kHang; pid == 0 && Clock::now() < deadline;) {
    std::ifstream(file) >> pid;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return pid;
}

// One whole hand against Medium with the hostile seat first to act.
void playAgainst(external::ExternalAgent& bot, std::uint64_t seed = 4) {
  const HangGuard guard("a hand against a hostile bot");
  ai::MediumAgent medium(3);
  const auto result = testing::playHand(testing::ochosLocos(true), {&bot, &medium}, seed, 1);
  EXPECT_NE(result.winner, -2) << "an illegal action was applied";
  EXPECT_GT(result.decisions, 0);
}

// Sends this process's stderr (and so a bot's, which inherits it) to /dev/null while alive.
class QuietStderr {
 public:
  QuietStderr() : saved_(dup(STDERR_FILENO)) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDERR_FILENO);
    close(null);
  }
  ~QuietStderr() {
    dup2(saved_, STDERR_FILENO);
    close(saved_);
  }
  QuietStderr(const QuietStderr&) = delete;
  QuietStderr& operator=(const QuietStderr&) = delete;

 private:
  int saved_;
};

TEST(HostileBot, ASilentBotIsTimedOutOnceAndItsSeatPlaysOn) {
  external::ExternalAgent bot(hostile("silent"), kQuick);
  playAgainst(bot);
  EXPECT_TRUE(bot.givenUp());
  EXPECT_NE(bot.lastError().find("no answer within 300 ms"), std::string::npos) << bot.lastError();
  EXPECT_GT(bot.fallbackMoves(), 1) << "the seat keeps playing after the timeout";
  EXPECT_EQ(bot.protocolErrors(), 1) << "one timeout, not one per move";
}

TEST(HostileBot, GarbageCostsEachMoveButKeepsTheBot) {
  external::ExternalAgent bot(hostile("garbage"), kPatient);
  ::testing::internal::CaptureStderr();
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    playAgainst(bot, seed);
  const std::string said = ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(bot.givenUp());
  EXPECT_GT(bot.fallbackMoves(), 10);
  EXPECT_EQ(bot.protocolErrors(), bot.fallbackMoves());
  EXPECT_NE(bot.lastError().find("not JSON"), std::string::npos) << bot.lastError();
  // Our own stderr is not flooded in its turn: ten lines, the last saying the rest are counted.
  EXPECT_EQ(std::count(said.begin(), said.end(), '\n'), 10) << said;
  EXPECT_NE(said.find("further problems are counted, not printed"), std::string::npos);
}

TEST(HostileBot, AHundredMegabyteLineIsRefusedWithinBoundedMemory) {
  external::ExternalAgent bot(hostile("huge-line"), kPatient);
  ASSERT_TRUE(bot.start(nullptr));
  resetPeakMemory();
  const long before = peakMemoryKb();
  playAgainst(bot);
  const long grown = peakMemoryKb() - before;
  EXPECT_LT(grown, 16 * 1024) << "kB more at the peak while the bot sent 100 MB";
  EXPECT_TRUE(bot.givenUp());
  EXPECT_NE(bot.lastError().find("longer than 1048576 bytes"), std::string::npos)
      << bot.lastError();
}

TEST(HostileBot, InvalidUtf8IsRefusedAndShownEscaped) {
  external::ExternalAgent bot(hostile("bad-utf8"), kPatient);
  playAgainst(bot);
  EXPECT_FALSE(bot.givenUp());
  EXPECT_GT(bot.fallbackMoves(), 0);
  EXPECT_NE(bot.lastError().find("\\xFF\\xFE\\xC3"), std::string::npos) << bot.lastError();
  for (const char c : bot.lastError())
    EXPECT_TRUE(c >= 0x20 && c < 0x7f) << "the message is plain ASCII";
}

TEST(HostileBot, ABotThatExitsMidHandIsReportedWithItsExitCode) {
  // Patient: an exit must be seen when it happens, not taken for silence at the time limit.
  external::ExternalAgent bot(hostile("exit-after 2"), kPatient);
  playAgainst(bot);
  EXPECT_TRUE(bot.givenUp());
  EXPECT_NE(bot.lastError().find("exited with code 3"), std::string::npos) << bot.lastError();
  EXPECT_EQ(bot.protocolErrors(), 1) << bot.lastError();
  EXPECT_GT(bot.fallbackMoves(), 0);
}

TEST(HostileBot, AFloodOnStderrNeitherStallsNorFillsMemory) {
  QuietStderr quiet;
  external::ExternalAgent bot(hostile("stderr-flood"), kPatient);
  ASSERT_TRUE(bot.start(nullptr));
  resetPeakMemory();
  const long before = peakMemoryKb();
  playAgainst(bot);
  EXPECT_LT(peakMemoryKb() - before, 16 * 1024) << "kB more at the peak";
  EXPECT_EQ(bot.protocolErrors(), 0) << bot.lastError();
  EXPECT_EQ(bot.fallbackMoves(), 0);
}

TEST(HostileBot, AnEndlessFloodOnStderrIsTimedOut) {
  QuietStderr quiet;
  external::ExternalAgent bot(hostile("stderr-forever"), kQuick);
  playAgainst(bot);
  EXPECT_TRUE(bot.givenUp());
  EXPECT_NE(bot.lastError().find("no answer within"), std::string::npos) << bot.lastError();
  EXPECT_EQ(bot.protocolErrors(), 1) << "one timeout, not one per move";
}

TEST(HostileBot, ABotThatStopsReadingIsGivenUp) {
  external::ExternalAgent bot(hostile("deaf"), kQuick);
  playAgainst(bot, 9);
  EXPECT_NE(bot.lastError().find("not reading its input"), std::string::npos) << bot.lastError();
  EXPECT_TRUE(bot.givenUp());
}

// The bot's own children (here a `sleep` started by the shell) end with it.
TEST(BotProcess, StopEndsEverythingTheBotStarted) {
  const std::filesystem::path pidFile =
      std::filesystem::temp_directory_path() / ("ochos-bot-child-" + std::to_string(getpid()));
  std::filesystem::remove(pidFile);
  external::BotProcess bot;
  std::string error;
  ASSERT_TRUE(
      bot.start("sleep 300 & echo $! > '" + pidFile.string() + "'; cat > /dev/null", &error))
      << error;
  const int child = pidWrittenTo(pidFile);
  ASSERT_GT(child, 0) << "the bot wrote its child's pid";
  ASSERT_EQ(kill(child, 0), 0) << "the child runs before stop()";
  bot.stop();
  EXPECT_TRUE(processGone(child)) << "pid " << child << " outlived its bot";
  std::filesystem::remove(pidFile);
}

// A bot given up for silence is stopped at once, not when the agent goes.
TEST(BotProcess, AGivenUpBotIsGoneAtOnce) {
  const std::filesystem::path pidFile =
      std::filesystem::temp_directory_path() / ("ochos-bot-self-" + std::to_string(getpid()));
  std::filesystem::remove(pidFile);
  external::ExternalAgent bot("echo $$ > '" + pidFile.string() + "'; exec sleep 300", kQuick);
  ASSERT_TRUE(bot.start(nullptr));
  // The pid is read before the hand: a busy machine may not have run the echo within the timeout.
  const int pid = pidWrittenTo(pidFile);
  ASSERT_GT(pid, 0);
  playAgainst(bot);
  EXPECT_TRUE(bot.givenUp());
  EXPECT_TRUE(processGone(pid));
  std::filesystem::remove(pidFile);
}

}  // namespace
}  // namespace ochos

#endif
