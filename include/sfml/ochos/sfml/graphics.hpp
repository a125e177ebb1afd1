#pragma once

// Opening the window, sizing textures and images, making text and turning shapes. SFML 3 renamed
// these calls (create became resize, Style::Fullscreen State::Fullscreen, loadFromMemory
// openFromMemory, antialiasingLevel antiAliasingLevel), makes a VideoMode from a Vector2u, a Text
// from its font first and turns by an sf::Angle; the game makes them only through these.

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/Transformable.hpp>
#include <SFML/System/String.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/ContextSettings.hpp>
#include <SFML/Window/VideoMode.hpp>
#include <cstddef>
#include <cstdint>
#include <string>

namespace ochos::app {

sf::ContextSettings antialiasedContext(unsigned samples);
unsigned antialiasingOf(const sf::ContextSettings& settings);

sf::Vector2u modeSize(const sf::VideoMode& mode);
// Full screen in the desktop's mode, or a decorated window of `size` pixels.
void createWindow(sf::RenderWindow& window, sf::Vector2u size, const std::string& title,
                  bool fullscreen, const sf::ContextSettings& settings);

// False when the graphics driver refuses the size (or the samples).
bool resizeTexture(sf::Texture& texture, sf::Vector2u size);
bool resizeRenderTexture(sf::RenderTexture& texture, sf::Vector2u size,
                         const sf::ContextSettings& settings = sf::ContextSettings());
// `pixels`: size.x × size.y RGBA quadruplets.
void resizeImage(sf::Image& image, sf::Vector2u size, const std::uint8_t* pixels);
void resizeImage(sf::Image& image, sf::Vector2u size, sf::Color color);
// SFML 2 reads a pixel from two coordinates, SFML 3 from a vector.
sf::Color imagePixel(const sf::Image& image, sf::Vector2u at);

sf::Text makeText(const sf::Font& font, const sf::String& text, unsigned size);
// Clockwise, as SFML turns.
void setRotationDegrees(sf::Transformable& shape, float degrees);
// The font reads the bytes as it needs them: they must outlive it.
bool openFontFromMemory(sf::Font& font, const void* bytes, std::size_t size);

}  // namespace ochos::app
