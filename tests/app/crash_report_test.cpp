// A crash says what killed the program and the calls that led there, then ends it as the
// signal would have (a test or a player's terminal that sees nothing cannot report anything).
#include "ochos/app/shell/crash_report.hpp"

#include <gtest/gtest.h>

#include <csignal>

namespace ochos::app {
namespace {

// POSIX only: Windows reports through its unhandled-exception filter, which gtest's death
// tests do not reach there.
#if defined(__GLIBC__) || defined(__APPLE__)
TEST(CrashReport, NamesTheSignalAndTheCallsThenDiesOfIt) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  // SIGABRT: the sanitizers leave it to the program, so the report is this code's in every
  // build.
  EXPECT_EXIT(
      {
        reportCrashes("crash-test");
        std::raise(SIGABRT);
      },
      testing::KilledBySignal(SIGABRT),
      "crash-test: crashed on SIGABRT \\(aborted\\); the calls that led there:\n.*\\[0x");
}
#endif

}  // namespace
}  // namespace ochos::app
