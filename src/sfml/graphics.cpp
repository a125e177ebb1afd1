#include "ochos/sfml/graphics.hpp"

#include <SFML/Config.hpp>

namespace ochos::app {

#if SFML_VERSION_MAJOR >= 3

sf::ContextSettings antialiasedContext(unsigned samples) {
  sf::ContextSettings settings;
  settings.antiAliasingLevel = samples;
  return settings;
}

unsigned antialiasingOf(const sf::ContextSettings& settings) {
  return settings.antiAliasingLevel;
}

sf::Vector2u modeSize(const sf::VideoMode& mode) {
  return mode.size;
}

void createWindow(sf::RenderWindow& window, sf::Vector2u size, const std::string& title,
                  bool fullscreen, const sf::ContextSettings& settings) {
  if (fullscreen) {
    window.create(sf::VideoMode::getDesktopMode(), title, sf::State::Fullscreen, settings);
  } else {
    window.create(sf::VideoMode(size), title, sf::Style::Default, sf::State::Windowed, settings);
  }
}

bool resizeTexture(sf::Texture& texture, sf::Vector2u size) {
  return texture.resize(size);
}

bool resizeRenderTexture(sf::RenderTexture& texture, sf::Vector2u size,
                         const sf::ContextSettings& settings) {
  return texture.resize(size, settings);
}

void resizeImage(sf::Image& image, sf::Vector2u size, const std::uint8_t* pixels) {
  image.resize(size, pixels);
}

void resizeImage(sf::Image& image, sf::Vector2u size, sf::Color color) {
  image.resize(size, color);
}

sf::Color imagePixel(const sf::Image& image, sf::Vector2u at) {
  return image.getPixel(at);
}

sf::Text makeText(const sf::Font& font, const sf::String& text, unsigned size) {
  return sf::Text(font, text, size);
}

void setRotationDegrees(sf::Transformable& shape, float degrees) {
  shape.setRotation(sf::degrees(degrees));
}

bool openFontFromMemory(sf::Font& font, const void* bytes, std::size_t size) {
  return font.openFromMemory(bytes, size);
}

#else

sf::ContextSettings antialiasedContext(unsigned samples) {
  sf::ContextSettings settings;
  settings.antialiasingLevel = samples;
  return settings;
}

unsigned antialiasingOf(const sf::ContextSettings& settings) {
  return settings.antialiasingLevel;
}

sf::Vector2u modeSize(const sf::VideoMode& mode) {
  return {mode.width, mode.height};
}

void createWindow(sf::RenderWindow& window, sf::Vector2u size, const std::string& title,
                  bool fullscreen, const sf::ContextSettings& settings) {
  if (fullscreen) {
    window.create(sf::VideoMode::getDesktopMode(), title, sf::Style::Fullscreen, settings);
  } else {
    window.create(sf::VideoMode(size.x, size.y), title, sf::Style::Default, settings);
  }
}

bool resizeTexture(sf::Texture& texture, sf::Vector2u size) {
  return texture.create(size.x, size.y);
}

bool resizeRenderTexture(sf::RenderTexture& texture, sf::Vector2u size,
                         const sf::ContextSettings& settings) {
  return texture.create(size.x, size.y, settings);
}

void resizeImage(sf::Image& image, sf::Vector2u size, const std::uint8_t* pixels) {
  image.create(size.x, size.y, pixels);
}

void resizeImage(sf::Image& image, sf::Vector2u size, sf::Color color) {
  image.create(size.x, size.y, color);
}

sf::Color imagePixel(const sf::Image& image, sf::Vector2u at) {
  return image.getPixel(at.x, at.y);
}

sf::Text makeText(const sf::Font& font, const sf::String& text, unsigned size) {
  return sf::Text(text, font, size);
}

void setRotationDegrees(sf::Transformable& shape, float degrees) {
  shape.setRotation(degrees);
}

bool openFontFromMemory(sf::Font& font, const void* bytes, std::size_t size) {
  return font.loadFromMemory(bytes, size);
}

#endif

}  // namespace ochos::app
