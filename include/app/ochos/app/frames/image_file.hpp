#pragma once

#include <SFML/Graphics/Image.hpp>
#include <filesystem>

namespace ochos::app {

// Writes the image (PNG, BMP, TGA or JPG, by the file's extension) at `path`, wherever that is.
// SFML 2.5 opens the file by a narrow name, which on Windows is read in the ANSI code page and
// cannot reach a folder such as C:\Users\Łukasz: there the image is written under an ASCII name
// in the temporary folder and then moved into place.
bool saveImageFile(const sf::Image& image, const std::filesystem::path& path);

}  // namespace ochos::app
