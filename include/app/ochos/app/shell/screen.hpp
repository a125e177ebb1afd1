#pragma once

// Everything the window shows is a Screen on the ScreenStack (screen_stack.hpp): the menu pages
// (menu_screen.hpp) and the table (table_screen.hpp). A screen takes events, moves on in time,
// draws itself and says where it wants to go next; the App turns that wish into changes of the
// stack, applied between frames.

#include <SFML/Graphics/RenderTarget.hpp>
#include <cstdint>
#include <string>
#include <string_view>

#include "ochos/sfml/input.hpp"

namespace ochos::app {

// Where a screen asks the App to go.
enum class Go : std::uint8_t {
  None,
  Back,       // close this page: the screen below it (the main menu) shows again
  MainMenu,   // a fresh main menu alone on the stack (leaving the table)
  Page,       // the page named by requestedPage() (pages.hpp), over this screen
  QuickGame,  // the last preset, one hand
  Continue,
  StartMatch,             // the preset chooser's choice, as stored in the settings
  Review,                 // the hand in AppContext::review, on the review table, over this screen
  StartLesson,            // the guided hand of AppContext::lessonPreset
  PresetChooserFromMenu,  // a fresh main menu with the preset chooser over it
  Quit
};

class Screen {
 public:
  Screen() = default;
  virtual ~Screen() = default;
  Screen(const Screen&) = delete;
  Screen& operator=(const Screen&) = delete;

  virtual void resize(unsigned width, unsigned height) = 0;
  virtual void handleEvent(const InputEvent& event, double now) = 0;
  virtual void update(double /*now*/) {}
  // Covers the whole window: only the top screen is drawn.
  virtual void draw(sf::RenderTarget& target, double now) = 0;
  // The GUI tests' state dump: "screen=…" first, then what the screen shows and where.
  virtual std::string describe(double now) = 0;
  // Nothing is moving: a scheduled screenshot waits for it.
  virtual bool idle(double /*now*/) const { return true; }
  // Nothing on the screen changes by itself at `now` (no flight, fade, pulse, countdown or
  // painting): the App stops drawing until input comes (redraw_policy.hpp). A screen that does
  // not know stays false and is drawn every frame.
  virtual bool still(double /*now*/) const { return false; }
  // Cards are being painted for the window's size, off the main thread (the benchmark and the
  // screenshots wait for them).
  virtual bool painting() const { return false; }
  // Asks for the Review of the last hand played (the resize benchmark opens one); false where
  // there is none.
  virtual bool reviewLastHand() { return false; }
  // On top again: the screen above it was popped.
  virtual void resumed() {}
  // Taken off the stack, or the window is closing: keep what must outlive the screen.
  virtual void leaving() {}

  // Where the screen wants to go (Go::None: stay); reading the wish clears it.
  Go takeRequest() {
    const Go g = request_;
    request_ = Go::None;
    return g;
  }
  // The page a Go::Page request opens.
  const std::string& requestedPage() const { return page_; }

 protected:
  void go(Go g) { request_ = g; }
  void openPage(std::string_view id) {
    request_ = Go::Page;
    page_ = std::string(id);
  }

 private:
  Go request_ = Go::None;
  std::string page_;
};

}  // namespace ochos::app
