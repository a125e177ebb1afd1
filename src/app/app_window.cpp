#include "ochos/app/app_window.hpp"

#include <SFML/Graphics/Texture.hpp>
#include <algorithm>

#include "ochos/app/antialiasing.hpp"
#include "ochos/app/layout.hpp"
#include "ochos/app/window_placement.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/store/settings.hpp"

namespace ochos::app {

static_assert(store::Settings::kMinWindowWidth == kMinWindowWidth &&
                  store::Settings::kMinWindowHeight == kMinWindowHeight,
              "the settings remember no window smaller than the table is laid out for");

void AppWindow::open(const AppOptions& o, bool fullscreen) {
  if (!window_) window_ = std::make_unique<sf::RenderWindow>();
  sf::RenderWindow& window = *window_;
  fullscreen_ = fullscreen;
  const sf::ContextSettings settings = antialiasedContext(antialiasingSamples());
  const sf::Vector2u desktop = modeSize(sf::VideoMode::getDesktopMode());
  if (fullscreen) {
    createWindow(window, desktop, "Ochos Locos", true, settings);
  } else {
    // An explicit --size is kept as given, where the system puts it (screenshots, benchmarks and
    // the GUI tests, which move the window themselves, rely on it). Any other size is fitted and
    // centred: SFML's own placement under X11 started the default 1280×800 window on a 1280×800
    // screen with its bottom 240 pixels off the screen. A window manager may still move it.
    const bool given = o.wasGiven("--size");
    const WindowPlacement placed = placeOnScreen(o.width, o.height, desktop.x, desktop.y);
    const sf::Vector2u size = given ? sf::Vector2u(std::max(o.width, kMinWindowWidth),
                                                   std::max(o.height, kMinWindowHeight))
                                    : sf::Vector2u(placed.width, placed.height);
    createWindow(window, size, "Ochos Locos", false, settings);
    if (!given) window.setPosition({placed.left, placed.top});
  }
  if (o.benchmarkFrames > 0) {
    window.setVerticalSyncEnabled(false);
    window.setFramerateLimit(0);
  } else {
    window.setFramerateLimit(60);
  }
  window.setKeyRepeatEnabled(true);
  size_ = window.getSize();
}

std::string AppWindow::problem() {
  if (!isOpen()) return "cannot open a window (is there a display?)";
  const sf::ContextSettings gl = window_->getSettings();
  if (gl.majorVersion == 0 || sf::Texture::getMaximumSize() == 0) {
    return "cannot draw: no OpenGL 1.1 or newer for this window (install or update the graphics "
           "driver)";
  }
  return "";
}

void AppWindow::fitResized(unsigned width, unsigned height) {
  const unsigned w = std::max(width, kMinWindowWidth);
  const unsigned h = std::max(height, kMinWindowHeight);
  if (w != width || h != height) window_->setSize({w, h});
  window_->setView(sf::View(sf::FloatRect({0, 0}, {static_cast<float>(w), static_cast<float>(h)})));
  size_ = {w, h};
}

}  // namespace ochos::app
