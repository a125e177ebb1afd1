#pragma once

// The screens one above the other, as in the "state stack" of SFML Game Development (Haller,
// Hansson, Moreira): the top one takes the events and is drawn. Pushes, pops and clears are
// asked for at any time and applied together by applyPending(), between frames, so no screen
// is destroyed while one of its own functions runs. A pushed screen is made only then, after
// the screens cleared before it have left (the main menu made after the table saved its match
// offers Continue).

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

#include "ochos/app/shell/screen.hpp"

namespace ochos::app {

class ScreenStack {
 public:
  using Factory = std::function<std::unique_ptr<Screen>()>;

  void push(Factory make);
  void pop();
  void clear();
  // Applies the requests in the order they were made; true when one was pending.
  bool applyPending();

  bool empty() const { return screens_.empty(); }
  std::size_t size() const { return screens_.size(); }
  Screen* top() { return screens_.empty() ? nullptr : screens_.back().get(); }

  // Every screen takes the size, and so does each one pushed later.
  void resize(unsigned width, unsigned height);
  void handleEvent(const InputEvent& event, double now);
  void update(double now);
  void draw(sf::RenderTarget& target, double now);
  // The window closes: every screen, top first, keeps what it must (the table saves its match).
  void windowClosing();

 private:
  enum class Change : std::uint8_t { Push, Pop, Clear };
  struct Pending {
    Change change;
    Factory make;
  };
  void popOne();

  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<Pending> pending_;
  unsigned width_ = 0;
  unsigned height_ = 0;
};

}  // namespace ochos::app
