// Windows runs a bot under "cmd /c": stopping it must end the bot behind cmd as well, or the bot
// keeps running and keeps the game's stderr open.
#if defined(_WIN32)

#include <windows.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "ochos/external/bot_process.hpp"

namespace ochos {
namespace {

// The id the bot wrote to `file`, waiting up to ten seconds: Wine starts processes slowly.
DWORD waitForPid(const std::filesystem::path& file) {
  DWORD pid = 0;
  for (int i = 0; i < 1000 && pid == 0; ++i) {
    std::ifstream(file) >> pid;
    if (pid == 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return pid;
}

TEST(BotProcessOnWindows, StopEndsTheBotBehindCmd) {
  // Relative to the working directory the bot shares, so no code page has to hold the path.
  const std::string pidFile = "ochos-bot-pid-" + std::to_string(GetCurrentProcessId()) + ".txt";
  std::filesystem::remove(pidFile);
  external::BotProcess bot;
  std::string error;
  ASSERT_TRUE(bot.start(std::string("\"") + OCHOS_HOSTILE_BOT + "\" hang " + pidFile, &error))
      << error;
  const DWORD pid = waitForPid(pidFile);
  ASSERT_NE(pid, 0U) << "the bot wrote its process id";
  HANDLE process = OpenProcess(SYNCHRONIZE | PROCESS_TERMINATE, FALSE, pid);
  ASSERT_NE(process, nullptr) << "the bot runs before stop()";
  bot.stop();
  const bool gone = WaitForSingleObject(process, 5000) == WAIT_OBJECT_0;
  EXPECT_TRUE(gone) << "the bot (process " << pid << ") outlived stop()";
  if (!gone) TerminateProcess(process, 1);  // so ctest does not wait on its stderr
  CloseHandle(process);
  std::filesystem::remove(pidFile);
}

}  // namespace
}  // namespace ochos

#endif  // _WIN32
