#include "ochos/store/atomic_file.hpp"

#include <chrono>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"

namespace ochos::store {
namespace {

using ochos::testing::TempFolder;
using namespace std::chrono;

system_clock::time_point at(int year, unsigned month, unsigned day, int h, int m, int s) {
  return sys_days{std::chrono::year{year} / month / day} + hours{h} + minutes{m} + seconds{s};
}

TEST(AtomicFile, WritesAndReplacesWholeFiles) {
  TempFolder dir;
  const auto file = dir.path() / "settings.json";
  ASSERT_TRUE(writeFileAtomically(file, "first"));
  EXPECT_EQ(dir.read("settings.json"), "first");
  ASSERT_TRUE(writeFileAtomically(file, "second, longer"));
  EXPECT_EQ(dir.read("settings.json"), "second, longer");
  // No temporary file is left behind.
  EXPECT_EQ(dir.files(), std::vector<std::string>{"settings.json"});
}

TEST(AtomicFile, WritesThatNeverFinishedAreClearedOnceTheyAreOld) {
  TempFolder dir;
  dir.write("settings.json", "{}");
  dir.write(".settings.json.tmp-4242-0", "{\"vol");    // killed mid-write, long ago
  dir.write(".saved-match.json.tmp-4242-1", "{");      // the same
  dir.write(".statistics.json.tmp-99-0", "{\"hands");  // another copy writing right now
  dir.write(".hidden-note", "kept");                   // not ours
  const auto old = std::filesystem::file_time_type::clock::now() - hours(3);
  std::filesystem::last_write_time(dir.path() / ".settings.json.tmp-4242-0", old);
  std::filesystem::last_write_time(dir.path() / ".saved-match.json.tmp-4242-1", old);
  EXPECT_EQ(removeUnfinishedWrites(dir.path()), 2);
  EXPECT_EQ(dir.files(), (std::vector<std::string>{".hidden-note", ".statistics.json.tmp-99-0",
                                                   "settings.json"}));
}

TEST(AtomicFile, FailsCleanlyWhenTheFolderIsMissing) {
  TempFolder dir;
  const WriteResult r = writeFileAtomically(dir.path() / "missing" / "x.json", "data");
  EXPECT_FALSE(r);
  EXPECT_FALSE(r.error.empty());
  EXPECT_TRUE(dir.files().empty());
}

TEST(AtomicFile, ReadWholeFileReturnsNothingForAMissingFile) {
  TempFolder dir;
  EXPECT_FALSE(readWholeFile(dir.path() / "none"));
  dir.write("a", std::string("x\0y", 3));
  EXPECT_EQ(readWholeFile(dir.path() / "a"), std::string("x\0y", 3));
}

TEST(AtomicFile, TimestampIsCompactUtc) {
  EXPECT_EQ(compactTimestamp(at(2026, 11, 30, 3, 15, 0)), "20261130-031500");
}

TEST(SetAside, RenamesCorruptAndNewerFilesWithTheirTime) {
  TempFolder dir;
  dir.write("settings.json", "{broken");
  const auto when = at(2026, 11, 30, 3, 15, 0);
  const SetAsideResult r = setAside(dir.path() / "settings.json", SetAsideReason::Corrupt, when);
  ASSERT_TRUE(r.moved) << r.error;
  EXPECT_EQ(r.newPath.filename(), "settings.json.corrupt-20261130-031500");
  EXPECT_EQ(dir.read("settings.json.corrupt-20261130-031500"), "{broken");

  dir.write("settings.json", R"({"version": 99})");
  const SetAsideResult n = setAside(dir.path() / "settings.json", SetAsideReason::Newer, when);
  ASSERT_TRUE(n.moved);
  EXPECT_EQ(n.newPath.filename(), "settings.json.newer-20261130-031500");
}

TEST(SetAside, NeverOverwritesAnEarlierSetAsideFile) {
  TempFolder dir;
  const auto when = at(2026, 11, 30, 3, 15, 0);
  for (const char* text : {"one", "two", "three"}) {
    dir.write("stats.json", text);
    ASSERT_TRUE(setAside(dir.path() / "stats.json", SetAsideReason::Corrupt, when).moved);
  }
  EXPECT_EQ(dir.read("stats.json.corrupt-20261130-031500"), "one");
  EXPECT_EQ(dir.read("stats.json.corrupt-20261130-031500-2"), "two");
  EXPECT_EQ(dir.read("stats.json.corrupt-20261130-031500-3"), "three");
}

TEST(SetAside, ReportsAMissingFileWithoutThrowing) {
  TempFolder dir;
  const SetAsideResult r = setAside(dir.path() / "none.json", SetAsideReason::Corrupt);
  EXPECT_FALSE(r.moved);
  EXPECT_FALSE(r.error.empty());
}

}  // namespace
}  // namespace ochos::store
