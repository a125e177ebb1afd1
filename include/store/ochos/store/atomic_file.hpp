#pragma once

// Writing the player's files so that a crash, a full disk or a power cut never leaves half a file,
// and putting a file we cannot use out of the way without destroying it.

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace ochos::store {

struct WriteResult {
  bool ok = true;
  std::string error;  // for the log: what failed, with the path
  explicit operator bool() const { return ok; }
};

// Whether a write waits for the disk before its rename. The player's files do, so that a power
// cut leaves the old file or the new one. A file rewritten many times a second and worthless
// after a power cut (the --state-dump) does not: its readers only need never to see half of it,
// and waiting for the disk there would stall the frame that writes it.
enum class Sync { ToDisk, No };

// Writes `contents` to a temporary file in the same folder, flushes it (to disk unless told
// otherwise), then renames it over `path`: readers see the old file or the new one, never a mix.
// The folder must exist.
WriteResult writeFileAtomically(const std::filesystem::path& path, std::string_view contents,
                                Sync sync = Sync::ToDisk);

// Deletes the temporary files of writes that never finished (the game was killed or the power
// went while it saved) from `folder`. Only those unchanged for `age`: a copy of the game that is
// running beside this one may be writing at this very moment. Returns how many went.
int removeUnfinishedWrites(const std::filesystem::path& folder,
                           std::chrono::seconds age = std::chrono::hours(1));

// The whole file, or nothing when it does not exist or cannot be read.
std::optional<std::string> readWholeFile(const std::filesystem::path& path);

enum class SetAsideReason { Corrupt, Newer };

struct SetAsideResult {
  bool moved = false;
  std::filesystem::path newPath;  // where the file went (when moved)
  std::string error;              // why it could not be moved (the file stays where it was)
};

// Renames `file` to e.g. "settings.json.corrupt-20261130-031500" (".newer-…" for a file from a
// newer version of the game) beside it, adding "-2", "-3" … rather than replacing an earlier one.
SetAsideResult setAside(
    const std::filesystem::path& file, SetAsideReason reason,
    std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// "20261130-031500" in UTC.
std::string compactTimestamp(std::chrono::system_clock::time_point when);

}  // namespace ochos::store
