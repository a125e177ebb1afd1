#include <gtest/gtest.h>

#include "ochos/app/shell/app_options.hpp"

namespace ochos::app {
namespace {

TEST(VolumeOption, DefaultsToEightyAndReadsZeroToHundred) {
  EXPECT_EQ(parseOptions({}).options.volume, 80);
  EXPECT_FALSE(parseOptions({}).options.mute);
  const ParsedOptions p = parseOptions({"--volume", "35", "--mute"});
  EXPECT_TRUE(p.error.empty()) << p.error;
  EXPECT_EQ(p.options.volume, 35);
  EXPECT_TRUE(p.options.mute);
  EXPECT_EQ(parseOptions({"--volume", "0"}).options.volume, 0);
  EXPECT_EQ(parseOptions({"--volume", "100"}).options.volume, 100);
}

TEST(VolumeOption, RefusesOutOfRangeOrMissingValues) {
  EXPECT_FALSE(parseOptions({"--volume", "101"}).error.empty());
  EXPECT_FALSE(parseOptions({"--volume", "-1"}).error.empty());
  EXPECT_FALSE(parseOptions({"--volume", "loud"}).error.empty());
  EXPECT_FALSE(parseOptions({"--volume"}).error.empty());
  EXPECT_NE(helpText().find("--volume"), std::string::npos);
}

}  // namespace
}  // namespace ochos::app
