// The error paths of the user files that a healthy disk never takes: a write, sync, close or
// rename that fails (a full disk, an I/O error, a folder we may not change). The C library's
// functions are replaced in this executable only (Linux: the executable's definitions come
// first, for our code and for the C++ library alike) and fail while a FaultInjected is alive.
#include <dlfcn.h>

#include <atomic>
#include <cerrno>
#include <cstdio>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"
#include "ochos/store/atomic_file.hpp"
#include "ochos/store/config_folder.hpp"
#include "ochos/store/saved_match.hpp"
#include "ochos/store/settings_store.hpp"
#include "ochos/store/statistics_store.hpp"

namespace {

enum class Fault { None, Write, Sync, Close, Rename };
std::atomic<Fault> gFault{Fault::None};

template <typename F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

}  // namespace

extern "C" {

std::size_t fwrite(const void* data, std::size_t size, std::size_t count, std::FILE* file) {
  static const auto next =
      real<std::size_t (*)(const void*, std::size_t, std::size_t, std::FILE*)>("fwrite");
  if (gFault == Fault::Write && count > 1) {
    next(data, size, count / 2, file);  // a full disk takes half, then refuses
    errno = ENOSPC;
    return count / 2;
  }
  return next(data, size, count, file);
}

int fsync(int fd) {
  static const auto next = real<int (*)(int)>("fsync");
  if (gFault == Fault::Sync) {
    errno = EIO;
    return -1;
  }
  return next(fd);
}

int fclose(std::FILE* file) {
  static const auto next = real<int (*)(std::FILE*)>("fclose");
  const int closed = next(file);
  if (gFault == Fault::Close) {
    errno = EIO;
    return EOF;
  }
  return closed;
}

int rename(const char* from, const char* to) {
  static const auto next = real<int (*)(const char*, const char*)>("rename");
  if (gFault == Fault::Rename) {
    errno = EACCES;
    return -1;
  }
  return next(from, to);
}

}  // extern "C"

namespace ochos::store {
namespace {

using ochos::testing::TempFolder;

class FaultInjected {
 public:
  explicit FaultInjected(Fault fault) { gFault = fault; }
  ~FaultInjected() { gFault = Fault::None; }
  FaultInjected(const FaultInjected&) = delete;
  FaultInjected& operator=(const FaultInjected&) = delete;
};

const char* name(Fault fault) {
  switch (fault) {
    case Fault::Write:
      return "write";
    case Fault::Sync:
      return "fsync";
    case Fault::Close:
      return "close";
    case Fault::Rename:
      return "rename";
    case Fault::None:
      break;
  }
  return "none";
}

// Whatever step fails, the old file is whole, no temporary file is left, and the caller hears
// which file could not be written.
TEST(StoreFaults, AFailedWriteKeepsTheOldFileAndLeavesNoTemporary) {
  for (const Fault fault : {Fault::Write, Fault::Sync, Fault::Close, Fault::Rename}) {
    TempFolder dir;
    const auto file = dir.path() / "statistics.json";
    ASSERT_TRUE(writeFileAtomically(file, "the old contents"));
    WriteResult result;
    {
      FaultInjected injected(fault);
      result = writeFileAtomically(file, std::string(100'000, 'n'));
    }
    EXPECT_FALSE(result) << name(fault);
    EXPECT_NE(result.error.find(fault == Fault::Rename ? "cannot replace" : "cannot write"),
              std::string::npos)
        << name(fault) << ": " << result.error;
    EXPECT_EQ(dir.read("statistics.json"), "the old contents") << name(fault);
    EXPECT_EQ(dir.files(), std::vector<std::string>{"statistics.json"}) << name(fault);
  }
}

// The state dump's writes (Sync::No) never wait for the disk, so a failing sync cannot touch them.
TEST(StoreFaults, AWriteThatNeedNotReachTheDiskNeverSyncs) {
  TempFolder dir;
  const auto file = dir.path() / "state.txt";
  FaultInjected injected(Fault::Sync);
  ASSERT_TRUE(writeFileAtomically(file, "screen=table\n", Sync::No));
  EXPECT_EQ(dir.read("state.txt"), "screen=table\n");
  EXPECT_FALSE(writeFileAtomically(file, "screen=menu\n")) << "a player's file still syncs";
  EXPECT_EQ(dir.read("state.txt"), "screen=table\n");
}

// A store whose save fails says so in the player's words, and keeps the previous file.
TEST(StoreFaults, ASettingsSaveThatFailsIsReportedAndTheOldFileStays) {
  TempFolder dir;
  SettingsStore store = SettingsStore::open(openConfigFolder(dir.path()));
  Settings first;
  first.volume = 30;
  ASSERT_TRUE(store.update(first));
  const std::string before = dir.read("settings.json");
  Settings second = first;
  second.volume = 90;
  WriteResult result;
  {
    FaultInjected injected(Fault::Sync);
    result = store.update(second);
  }
  EXPECT_FALSE(result);
  EXPECT_NE(result.error.find("Could not save your settings"), std::string::npos) << result.error;
  EXPECT_EQ(dir.read("settings.json"), before);
}

// A damaged file that cannot be set aside (the rename fails) is kept in place, said so once, and
// never written over by the store that found it.
TEST(StoreFaults, ADamagedSettingsFileThatCannotBeMovedIsNeverOverwritten) {
  TempFolder dir;
  dir.write("settings.json", "{\"volume\": 40,,,");
  std::optional<SettingsStore> store;
  {
    FaultInjected injected(Fault::Rename);
    store = SettingsStore::open(openConfigFolder(dir.path()));
  }
  EXPECT_NE(store->message().find("could not be moved"), std::string::npos) << store->message();
  EXPECT_NE(store->message().find("will not be overwritten"), std::string::npos);
  Settings changed;
  changed.volume = 5;
  store->update(changed);
  EXPECT_EQ(store->settings().volume, 5) << "the game goes on with the change in memory";
  EXPECT_EQ(dir.read("settings.json"), "{\"volume\": 40,,,");
  EXPECT_EQ(dir.files(), std::vector<std::string>{"settings.json"});
}

TEST(StoreFaults, DamagedStatisticsThatCannotBeMovedAreNeverOverwritten) {
  TempFolder dir;
  dir.write("statistics.json", "{\"version\": 1, \"presets\": 7}");
  std::optional<StatisticsStore> store;
  {
    FaultInjected injected(Fault::Rename);
    store = StatisticsStore::open(openConfigFolder(dir.path()));
  }
  EXPECT_NE(store->message().find("could not be moved"), std::string::npos) << store->message();
  store->recordHand("ochos-locos", engine::ScoringMode::PenaltyPoints, 12, true);
  EXPECT_EQ(dir.read("statistics.json"), "{\"version\": 1, \"presets\": 7}");
  EXPECT_EQ(dir.files(), std::vector<std::string>{"statistics.json"});
}

TEST(StoreFaults, ADamagedSaveThatCannotBeMovedBlocksSavingAndClearing) {
  TempFolder dir;
  dir.write(SavedMatchSlot::kFileName, "[]");
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  ASSERT_TRUE(slot.canSave());
  SavedMatchSlot::LoadResult loaded;
  {
    FaultInjected injected(Fault::Rename);
    loaded = slot.load();
  }
  EXPECT_FALSE(loaded.match);
  EXPECT_NE(loaded.message.find("could not be moved"), std::string::npos) << loaded.message;
  EXPECT_FALSE(slot.canSave()) << "a save would destroy the file kept in place";
  EXPECT_TRUE(slot.clear());
  EXPECT_EQ(dir.read(SavedMatchSlot::kFileName), "[]");
}

}  // namespace
}  // namespace ochos::store
