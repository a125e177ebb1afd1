#include "ochos/app/shell/app_window.hpp"

#include <SFML/Graphics/Texture.hpp>
#include <algorithm>

#include "ochos/app/shell/antialiasing.hpp"
#include "ochos/app/shell/window_placement.hpp"
#include "ochos/app/table/layout.hpp"
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
    // An explicit --size is kept as given (screenshots, benchmarks and the GUI tests rely on it);
    // any other size is fitted to the screen. Either is centred on the screen: SFML's own
    // placement under X11 started a window with its bottom part off the screen (the default
    // 1280×800 on a 1280×800 screen, a --size 1024x700 on a 2560×1440 one). A window manager
    // may still move it.
    const WindowPlacement placed = o.wasGiven("--size")
                                       ? centreOnScreen(o.width, o.height, desktop.x, desktop.y)
                                       : placeOnScreen(o.width, o.height, desktop.x, desktop.y);
    createWindow(window, {placed.width, placed.height}, "Ochos Locos", false, settings);
    window.setPosition({placed.left, placed.top});
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
