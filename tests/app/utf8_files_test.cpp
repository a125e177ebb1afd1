// The files the game hands to SFML (fonts, screenshots) in folders named beyond ASCII: SFML 2.5
// opens files by narrow names, which on Windows are read in the ANSI code page.

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Image.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "../rules/utf8_test_util.hpp"
#include "ochos/app/frames/image_file.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {
namespace {

namespace fs = std::filesystem;
using utf8_testing::NonAsciiFolder;

std::string readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(Utf8Files, AFontLoadsFromANonAsciiFolder) {
  NonAsciiFolder folder;
  const fs::path font = resourceDir() / "fonts" / "DejaVuSans.ttf";
  ASSERT_TRUE(fs::exists(font)) << font;
  fs::copy_file(font, folder.path() / "DejaVuSans.ttf");
  sf::Font loaded;
  std::shared_ptr<const std::string> bytes;
  ASSERT_TRUE(loadFontFile(loaded, bytes, folder.path() / "DejaVuSans.ttf"));
  EXPECT_EQ(loaded.getInfo().family, "DejaVu Sans");
  ASSERT_NE(bytes, nullptr);
  EXPECT_EQ(bytes->size(), fs::file_size(font));
}

TEST(Utf8Files, AScreenshotIsSavedIntoANonAsciiFolder) {
  NonAsciiFolder folder;
  sf::Image image;
  resizeImage(image, {6, 4}, sf::Color(10, 120, 40));
  const fs::path file = folder.path() / fs::path(u8"captura Ñ.png");
  ASSERT_TRUE(saveImageFile(image, file));
  const std::string png = readBytes(file);
  sf::Image reread;
  ASSERT_TRUE(reread.loadFromMemory(png.data(), png.size()));
  EXPECT_EQ(reread.getSize(), sf::Vector2u(6, 4));
  EXPECT_EQ(imagePixel(reread, {5, 3}), sf::Color(10, 120, 40));
  EXPECT_EQ(std::distance(fs::directory_iterator(folder.path()), fs::directory_iterator()), 1);
}

#if defined(_WIN32)
// A user named Łukasz has a temporary folder beyond ASCII too: its 8.3 short name serves (Wine and
// a Windows system drive make those).
TEST(Utf8Files, AScreenshotGoesThroughTheTemporaryFolderByItsShortName) {
  NonAsciiFolder folder;
  fs::create_directory(folder.path() / "Temp");
  utf8_testing::ScopedEnvironment tmp("TMP", ochos::utf8(folder.path() / "Temp"));
  utf8_testing::ScopedEnvironment temp("TEMP", ochos::utf8(folder.path() / "Temp"));
  sf::Image image;
  resizeImage(image, {6, 4}, sf::Color(10, 120, 40));
  ASSERT_TRUE(saveImageFile(image, folder.path() / fs::path(u8"captura Ñ.png")));
  EXPECT_TRUE(fs::exists(folder.path() / fs::path(u8"captura Ñ.png")));
  EXPECT_TRUE(fs::is_empty(folder.path() / "Temp"));
}
#endif

}  // namespace
}  // namespace ochos::app
