#include "ochos/app/shell/screen_stack.hpp"

#include <utility>

namespace ochos::app {

void ScreenStack::push(Factory make) {
  pending_.push_back({Change::Push, std::move(make)});
}

void ScreenStack::pop() {
  pending_.push_back({Change::Pop, {}});
}

void ScreenStack::clear() {
  pending_.push_back({Change::Clear, {}});
}

void ScreenStack::popOne() {
  screens_.back()->leaving();
  screens_.pop_back();
}

bool ScreenStack::applyPending() {
  if (pending_.empty()) return false;
  // Requests made meanwhile (by a factory) wait for the next call.
  std::vector<Pending> now = std::move(pending_);
  pending_.clear();
  for (Pending& p : now) {
    switch (p.change) {
      case Change::Push:
        if (std::unique_ptr<Screen> screen = p.make()) {
          if (width_ > 0) screen->resize(width_, height_);
          screens_.push_back(std::move(screen));
        }
        break;
      case Change::Pop:
        if (screens_.empty()) break;
        popOne();
        if (!screens_.empty()) screens_.back()->resumed();
        break;
      case Change::Clear:
        while (!screens_.empty())
          popOne();
        break;
    }
  }
  return true;
}

void ScreenStack::resize(unsigned width, unsigned height) {
  width_ = width;
  height_ = height;
  for (const std::unique_ptr<Screen>& s : screens_)
    s->resize(width, height);
}

void ScreenStack::handleEvent(const InputEvent& event, double now) {
  if (Screen* s = top()) s->handleEvent(event, now);
}

void ScreenStack::update(double now) {
  if (Screen* s = top()) s->update(now);
}

void ScreenStack::draw(sf::RenderTarget& target, double now) {
  if (Screen* s = top()) s->draw(target, now);
}

void ScreenStack::windowClosing() {
  for (auto it = screens_.rbegin(); it != screens_.rend(); ++it)
    (*it)->leaving();
}

}  // namespace ochos::app
