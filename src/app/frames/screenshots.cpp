#include <SFML/Graphics/Texture.hpp>
#include <iostream>

#include "ochos/app/frames/frame_observers.hpp"
#include "ochos/app/frames/image_file.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {
namespace {

// The frame in the back buffer, drawn but not yet shown; `path` is UTF-8.
bool saveScreenshot(const sf::RenderWindow& window, const std::string& path) {
  sf::Texture texture;
  const sf::Vector2u size = window.getSize();
  if (!resizeTexture(texture, size)) return false;
  texture.update(window);
  return saveImageFile(texture.copyToImage(), pathFromUtf8(path));
}

}  // namespace

bool ScreenshotKey::takeEvent(const InputEvent& event) {
  if (event.type != InputType::KeyPressed ||
      keyAction(windowBindings(), event.key) != WindowAction::Screenshot)
    return false;
  pending_.push_back("ochos-screenshot-" + std::to_string(++taken_) + ".png");
  return true;
}

void ScreenshotKey::frameDrawn(const Frame& frame) {
  for (const std::string& path : pending_) {
    std::cerr << (saveScreenshot(frame.window, path) ? "Screenshot written to "
                                                     : "Could not write ")
              << path << "\n";
  }
  pending_.clear();
}

ScheduledScreenshot::ScheduledScreenshot(std::string path, int afterMs, bool exitAfter,
                                         CloseWindow close)
    : path_(std::move(path)), afterMs_(afterMs), exitAfter_(exitAfter), close_(std::move(close)) {}

void ScheduledScreenshot::frameDrawn(const Frame& frame) {
  const double ms = frame.now * 1000;
  if (done_ || ms < afterMs_) return;
  const bool settled = frame.screen.idle(frame.now) && !frame.screen.painting();
  if (!settled && ms < afterMs_ + 8000) return;
  done_ = true;
  if (saveScreenshot(frame.window, path_)) {
    std::cerr << "Screenshot written to " << path_ << "\n";
  } else {
    std::cerr << "ochos-locos: could not write the screenshot " << path_ << "\n";
  }
  if (exitAfter_) close_();
}

}  // namespace ochos::app
