#include "ochos/store/atomic_file.hpp"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include "ochos/rules/utf8_path.hpp"

#if defined(_WIN32)
#include <io.h>
#include <process.h>
#else
#include <unistd.h>
#endif

namespace ochos::store {

namespace fs = std::filesystem;

namespace {

int processId() {
#if defined(_WIN32)
  return _getpid();
#else
  return static_cast<int>(getpid());
#endif
}

// Unique within the folder: two threads or two running copies of the game never share one.
fs::path temporaryPathFor(const fs::path& path) {
  static std::atomic<unsigned> counter{0};
  return path.parent_path() /
         pathFromUtf8("." + utf8(path.filename()) + ".tmp-" + std::to_string(processId()) + "-" +
                      std::to_string(counter++));
}

// fflush only reaches the OS; a rename can reach the disk before the data does unless we sync.
bool syncToDisk(std::FILE* file) {
#if defined(_WIN32)
  return _commit(_fileno(file)) == 0;
#else
  return fsync(fileno(file)) == 0;
#endif
}

std::string systemError(int error) {
  return std::error_code(error, std::generic_category()).message();
}

}  // namespace

WriteResult writeFileAtomically(const fs::path& path, std::string_view contents, Sync sync) {
  const fs::path temp = temporaryPathFor(path);
  const auto fail = [&](const std::string& what) {
    std::error_code ignored;
    fs::remove(temp, ignored);
    return WriteResult{false, what};
  };
#if defined(_WIN32)
  std::FILE* file = _wfopen(temp.c_str(), L"wb");
#else
  std::FILE* file = std::fopen(temp.c_str(), "wb");
#endif
  if (file == nullptr) return fail("cannot create " + utf8(temp) + ": " + systemError(errno));
  // The first failure's reason ("No space left on device") is the one to tell.
  int error = 0;
  const auto step = [&error](bool ok) {
    if (!ok && error == 0) error = errno;
    return ok;
  };
  const bool written =
      step(std::fwrite(contents.data(), 1, contents.size(), file) == contents.size());
  const bool flushed = step(std::fflush(file) == 0) && (sync == Sync::No || step(syncToDisk(file)));
  const bool closed = step(std::fclose(file) == 0);
  if (!written || !flushed || !closed)
    return fail("cannot write " + utf8(temp) + ": " + systemError(error));

  std::error_code ec;
  fs::rename(temp, path, ec);
  if (ec) return fail("cannot replace " + utf8(path) + ": " + ec.message());
  return {};
}

int removeUnfinishedWrites(const fs::path& folder, std::chrono::seconds age) {
  int removed = 0;
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = utf8(it->path().filename());
    // temporaryPathFor's names: ".<file>.tmp-<process>-<count>".
    if (name.size() < 2 || name[0] != '.' || name.find(".tmp-") == std::string::npos) continue;
    std::error_code statError;
    const auto written = fs::last_write_time(it->path(), statError);
    if (statError || now - written < age || !it->is_regular_file(statError)) continue;
    if (fs::remove(it->path(), statError)) ++removed;
  }
  return removed;
}

std::optional<std::string> readWholeFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return text.str();
}

std::string compactTimestamp(std::chrono::system_clock::time_point when) {
  const std::time_t t = std::chrono::system_clock::to_time_t(when);
  std::tm utc{};
#if defined(_WIN32)
  gmtime_s(&utc, &t);
#else
  gmtime_r(&t, &utc);
#endif
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y%m%d-%H%M%S", &utc);
  return buffer;
}

SetAsideResult setAside(const fs::path& file, SetAsideReason reason,
                        std::chrono::system_clock::time_point now) {
  const std::string stem = utf8(file.filename()) +
                           (reason == SetAsideReason::Corrupt ? ".corrupt-" : ".newer-") +
                           compactTimestamp(now);
  SetAsideResult result;
  for (int n = 1; n < 1000; ++n) {
    const fs::path candidate =
        file.parent_path() / pathFromUtf8(n == 1 ? stem : stem + "-" + std::to_string(n));
    std::error_code ec;
    // rename() replaces an existing target on POSIX, so look first: a set-aside file is the
    // player's data and must survive a second bad file in the same second.
    if (fs::exists(candidate, ec) || ec) continue;
    fs::rename(file, candidate, ec);
    if (ec) {
      result.error = "cannot rename " + utf8(file) + ": " + ec.message();
      return result;
    }
    result.moved = true;
    result.newPath = candidate;
    return result;
  }
  result.error = "too many set-aside copies of " + utf8(file);
  return result;
}

}  // namespace ochos::store
