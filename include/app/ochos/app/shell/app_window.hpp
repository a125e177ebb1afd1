#pragma once

// The game's one window: opened for the options (a given --size as it is, any other size fitted
// to the screen and centred), opened again when full screen is switched, and never smaller
// than the table is laid out for.

#include <SFML/Graphics/RenderWindow.hpp>
#include <memory>
#include <string>

#include "ochos/app/shell/app_options.hpp"

namespace ochos::app {

class AppWindow {
 public:
  // The options' size (or full screen); a benchmark draws as fast as it can, anything else at
  // 60 frames a second.
  void open(const AppOptions& options, bool fullscreen);
  // What keeps the game from drawing at all, in a sentence for the player; empty when it can.
  std::string problem();
  // A Resized event: the window kept at its minimum size at least, the view following it.
  void fitResized(unsigned width, unsigned height);

  sf::RenderWindow& target() { return *window_; }
  bool isOpen() const { return window_ && window_->isOpen(); }
  bool fullscreen() const { return fullscreen_; }
  // The size the screens are laid out for.
  sf::Vector2u size() const { return size_; }
  void close() {
    if (window_) window_->close();
  }

 private:
  // Made when first opened: an SFML window, even unopened, connects to the display, and the
  // command line's mistakes must be told without one.
  std::unique_ptr<sf::RenderWindow> window_;
  bool fullscreen_ = false;
  sf::Vector2u size_;
};

}  // namespace ochos::app
