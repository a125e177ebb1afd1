#include "ochos/app/frames/image_file.hpp"

#include <algorithm>
#include <atomic>
#include <optional>
#include <string>
#include <system_error>

#include "ochos/rules/utf8_path.hpp"

#if defined(_WIN32)
#include <windows.h>
#endif

namespace ochos::app {

namespace fs = std::filesystem;

#if defined(_WIN32)

namespace {

bool isAscii(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// The temporary folder under a name that survives the ANSI code page: its 8.3 short name when the
// long one is not ASCII (C:\Users\JRGEN~1\AppData\Local\Temp). Nothing when neither is.
std::optional<fs::path> asciiTemporaryFolder() {
  wchar_t longName[MAX_PATH + 1];
  const DWORD n = GetTempPathW(MAX_PATH + 1, longName);
  if (n == 0 || n > MAX_PATH) return std::nullopt;
  if (isAscii(ochos::utf8(fs::path(longName)))) return fs::path(longName);
  wchar_t shortName[MAX_PATH + 1];
  const DWORD m = GetShortPathNameW(longName, shortName, MAX_PATH + 1);
  if (m == 0 || m > MAX_PATH || !isAscii(ochos::utf8(fs::path(shortName)))) return std::nullopt;
  return fs::path(shortName);
}

// Renames within a volume; copies and removes across volumes, which rename cannot do.
bool moveFile(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::rename(from, to, ec);
  if (ec) fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
  std::error_code ignored;
  fs::remove(from, ignored);
  return !ec;
}

bool saveThroughTemporaryFile(const sf::Image& image, const fs::path& path) {
  const std::string extension = ochos::utf8(path.extension());  // SFML picks the format by it
  const std::optional<fs::path> folder = asciiTemporaryFolder();
  if (!folder || !isAscii(extension)) return false;
  static std::atomic<unsigned> counter{0};
  const fs::path temporary =
      *folder / pathFromUtf8("ochos-image-" + std::to_string(GetCurrentProcessId()) + "-" +
                             std::to_string(counter++) + extension);
  return image.saveToFile(ochos::utf8(temporary)) && moveFile(temporary, path);
}

}  // namespace

bool saveImageFile(const sf::Image& image, const fs::path& path) {
  const std::string text = ochos::utf8(path);
  return isAscii(text) ? image.saveToFile(text) : saveThroughTemporaryFile(image, path);
}

#else

bool saveImageFile(const sf::Image& image, const fs::path& path) {
  return image.saveToFile(ochos::utf8(path));  // file names are bytes here
}

#endif

}  // namespace ochos::app
