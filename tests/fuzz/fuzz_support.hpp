#pragma once

// What the fuzz targets share: a check that aborts (so libFuzzer keeps the input), a private
// folder for the targets that read real files, and random legal play to take a loaded game on.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "ochos/engine/game.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::fuzz {

// A broken promise: print it and abort, which libFuzzer reports as a crash with this input.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

inline std::string_view text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A folder of this process's own under the temporary folder, emptied before each input, so
// that the store's real file code (reading, setting aside, atomic writes) is what runs.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& name) {
    std::error_code ec;
    const std::filesystem::path base = std::filesystem::temp_directory_path(ec);
    path_ = (ec ? std::filesystem::path("/tmp") : base) /
            ("ochos-fuzz-" + name + "-" + std::to_string(processId()));
    std::filesystem::create_directories(path_, ec);
    check(!ec, "cannot create " + path_.string());
  }
  ~ScratchFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  // The folder, emptied.
  const std::filesystem::path& fresh() const {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(path_, ec))
      std::filesystem::remove_all(entry.path(), ec);
    return path_;
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  static long processId();
  std::filesystem::path path_;
};

void writeFile(const std::filesystem::path& path, std::string_view contents);
std::vector<std::filesystem::path> filesIn(const std::filesystem::path& folder);

// Plays up to `actions` random legal actions (any seat that may act, the next hand dealt when
// one ends) and checks after each that the engine accepted it and every card is accounted for.
void playRandomly(engine::Game& game, engine::Rng& rng, int actions);

}  // namespace ochos::fuzz
