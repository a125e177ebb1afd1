// The app's tests draw with OpenGL on several threads: a crash there says what and where, as
// the game's does, instead of ending the run without a word.
#include <gtest/gtest.h>

#include "ochos/app/shell/crash_report.hpp"

int main(int argc, char** argv) {
  ochos::app::reportCrashes("app_tests");
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
