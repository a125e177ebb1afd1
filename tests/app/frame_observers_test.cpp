#include "ochos/app/frames/frame_observers.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include <gtest/gtest.h>

#include "ochos/rules/utf8_path.hpp"

namespace ochos::app {
namespace {

class StillScreen : public Screen {
 public:
  void resize(unsigned /*width*/, unsigned /*height*/) override {}
  void handleEvent(const InputEvent& /*event*/, double /*now*/) override {}
  void draw(sf::RenderTarget& /*target*/, double /*now*/) override {}
  std::string describe(double /*now*/) override { return text; }
  bool idle(double /*now*/) const override { return settled; }
  bool still(double /*now*/) const override { return standing; }

  std::string text = "screen=test\n";
  bool settled = true;    // Screen::idle
  bool standing = false;  // Screen::still
};

// An SFML window, even one never opened, connects to the display: ctest runs these as
// gui_unit_tests_with_display under xvfb-run; a bare unit run without one skips them.
class FrameObservers : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "needs a display (xvfb-run)";
    window = std::make_unique<sf::RenderWindow>();
  }
  Frame at(double now, sf::Vector2u size = {1024, 700}) {
    return Frame{*window, screen, now, size};
  }
  CloseWindow counter() {
    return [this] { ++closed; };
  }

  std::unique_ptr<sf::RenderWindow> window;  // never opened
  StillScreen screen;
  int closed = 0;
};

std::string readFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST_F(FrameObservers, TheStateDumpFollowsTheTopScreenAtMostEvery50MsAndCountsFrames) {
  const auto path =
      std::filesystem::temp_directory_path() /
      ("ochos-state-dump-" +
       std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + ".txt");
  StateDumpFile dump(ochos::utf8(path));
  dump.frameShown(at(0.0));
  dump.loopTurned(at(0.0));
  EXPECT_EQ(readFile(path), "screen=test\nlayout=1024x700\nstill=0\ndrawn=1\nframes=1\n");
  screen.text = "screen=other\n";
  dump.loopTurned(at(0.03));
  EXPECT_EQ(readFile(path), "screen=test\nlayout=1024x700\nstill=0\ndrawn=1\nframes=1\n")
      << "not again within 50 ms";
  dump.loopTurned(at(0.06));
  EXPECT_EQ(readFile(path), "screen=other\nlayout=1024x700\nstill=0\ndrawn=1\nframes=3\n")
      << "a turn of the loop that draws nothing still counts: the input was handled";
  std::filesystem::remove(path);
  dump.frameShown(at(0.2));
  dump.loopTurned(at(0.2));
  EXPECT_FALSE(std::filesystem::exists(path)) << "an unchanged description waits a second";
  dump.loopTurned(at(1.1));
  EXPECT_EQ(readFile(path), "screen=other\nlayout=1024x700\nstill=0\ndrawn=2\nframes=5\n")
      << "a watchdog sees the loop go on while the screen stands still";
  screen.standing = true;
  dump.loopTurned(at(1.2, {800, 560}));
  EXPECT_EQ(readFile(path), "screen=other\nlayout=800x560\nstill=1\ndrawn=2\nframes=6\n")
      << "a new size is said at once, for a test that aims after a resize";
  std::filesystem::remove(path);
}

TEST_F(FrameObservers, TheTimedExitClosesOnceItsTimeHasCome) {
  TimedExit exit(2000, counter());
  exit.loopTurned(at(1.99));
  EXPECT_EQ(closed, 0);
  exit.loopTurned(at(2.0));
  EXPECT_EQ(closed, 1);
}

TEST_F(FrameObservers, TheScheduledScreenshotWaitsForAStillScreenOrEightSecondsMore) {
  ScheduledScreenshot moving("unwritable/none.png", 1500, true, counter());
  screen.settled = false;
  moving.frameDrawn(at(1.0));
  moving.frameDrawn(at(5.0));
  EXPECT_EQ(closed, 0) << "the screen is still moving";
  moving.frameDrawn(at(9.5));
  EXPECT_EQ(closed, 1) << "eight seconds after its time it is taken anyway";
  moving.frameDrawn(at(10.0));
  EXPECT_EQ(closed, 1) << "only once";

  ScheduledScreenshot still("unwritable/none.png", 1500, true, counter());
  screen.settled = true;
  still.frameDrawn(at(1.4));
  EXPECT_EQ(closed, 1) << "not before its time";
  still.frameDrawn(at(1.5));
  EXPECT_EQ(closed, 2);
}

TEST_F(FrameObservers, TheBenchmarkEndsTheRunAfterItsFramesAndReports) {
  StartupTimes startup{std::chrono::steady_clock::now(), {}};
  startup.mark("fonts");
  BenchmarkReport report(3, 4, startup, counter());
  for (int i = 0; i < 3; ++i) {
    report.frameStarted();
    report.frameShown(at(i * 0.01));
    EXPECT_EQ(closed, i == 2 ? 1 : 0);
  }
  ::testing::internal::CaptureStdout();
  report.runEnded();
  const std::string out = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(out.rfind("frames: 3 at 1024x700, 4 players\nframe time ms: p50 ", 0), 0u) << out;
  EXPECT_NE(out.find("(fonts done at "), std::string::npos) << out;
}

}  // namespace
}  // namespace ochos::app
