#pragma once

// The game's own input events. SFML 2 and SFML 3 describe an event in two incompatible ways (a
// tagged union against a std::variant of subtypes); the screens speak this one instead, and
// pollInput, the only place that reads sf::Event, converts each SFML major's events to it.
// Keys and buttons keep SFML's enumerations: sf::Keyboard::Key::A and sf::Mouse::Button::Left
// are spelled alike in both majors.

#include <SFML/Window/Keyboard.hpp>
#include <SFML/Window/Mouse.hpp>
#include <SFML/Window/Window.hpp>
#include <cstdint>
#include <optional>

#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

enum class InputType : std::uint8_t {
  Closed,
  Resized,
  FocusLost,
  FocusGained,
  TextEntered,
  KeyPressed,
  KeyReleased,
  MouseMoved,
  MouseButtonPressed,
  MouseButtonReleased,
  MouseWheelScrolled,
};

struct InputEvent {
  InputType type = InputType::Closed;
  sf::Keyboard::Key key = sf::Keyboard::Key::Unknown;  // KeyPressed, KeyReleased
  bool shift = false;                                  // KeyPressed, KeyReleased
  sf::Mouse::Button button = sf::Mouse::Button::Left;  // MouseButtonPressed, …Released
  Vec2 mouse;            // the mouse events: where the pointer is, in window pixels
  float wheelDelta = 0;  // MouseWheelScrolled: ticks, positive away from the player
  char32_t unicode = 0;  // TextEntered
  unsigned width = 0;    // Resized: the window's new size in pixels
  unsigned height = 0;

  // Makers for each kind (designated initializers would do, but GCC 12 warns of the members
  // they leave out).
  static InputEvent of(InputType t) {
    InputEvent e;
    e.type = t;
    return e;
  }
  static InputEvent keyEvent(InputType t, sf::Keyboard::Key k, bool shift = false) {
    InputEvent e = of(t);
    e.key = k;
    e.shift = shift;
    return e;
  }
  static InputEvent mouseEvent(InputType t, Vec2 at,
                               sf::Mouse::Button b = sf::Mouse::Button::Left) {
    InputEvent e = of(t);
    e.mouse = at;
    e.button = b;
    return e;
  }
  static InputEvent wheelEvent(Vec2 at, float delta) {
    InputEvent e = mouseEvent(InputType::MouseWheelScrolled, at);
    e.wheelDelta = delta;
    return e;
  }
  static InputEvent textEvent(char32_t c) {
    InputEvent e = of(InputType::TextEntered);
    e.unicode = c;
    return e;
  }
  static InputEvent resizeEvent(unsigned w, unsigned h) {
    InputEvent e = of(InputType::Resized);
    e.width = w;
    e.height = h;
    return e;
  }

  bool keyPressed(sf::Keyboard::Key k) const { return type == InputType::KeyPressed && key == k; }
  bool pressed(sf::Mouse::Button b) const {
    return type == InputType::MouseButtonPressed && button == b;
  }
};

// The window's next event that the game knows, skipping the others (joystick, touch, sensor);
// nullopt once the queue is empty.
std::optional<InputEvent> pollInput(sf::Window& window);

}  // namespace ochos::app
