#include <filesystem>
#include <fstream>

#include "ochos/app/frame_observers.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::app {
namespace {

// A reader (the GUI test) never sees half a file.
void writeAtomically(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::path tmp = path;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << text;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
}

}  // namespace

void StateDumpFile::frameShown(const Frame& frame) {
  if (frame.now - lastAt_ <= 0.05) return;
  lastAt_ = frame.now;
  std::string dump = frame.screen.describe(frame.now);
  if (dump == last_) return;
  writeAtomically(pathFromUtf8(path_), dump);
  last_ = std::move(dump);
}

}  // namespace ochos::app
