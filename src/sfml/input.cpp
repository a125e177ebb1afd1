#include "ochos/sfml/input.hpp"

#include <SFML/Config.hpp>
#include <SFML/Window/Event.hpp>

// The one place that reads sf::Event: one converter for each SFML major.
namespace ochos::app {

namespace {

Vec2 pixelAt(int x, int y) {
  return {static_cast<float>(x), static_cast<float>(y)};
}

#if SFML_VERSION_MAJOR >= 3

Vec2 pixelAt(sf::Vector2i p) {
  return pixelAt(p.x, p.y);
}

InputEvent keyInput(InputType type, const auto& key) {
  return InputEvent::keyEvent(type, key.code, key.shift);
}

InputEvent buttonInput(InputType type, const auto& b) {
  return InputEvent::mouseEvent(type, pixelAt(b.position), b.button);
}

// SFML 3: the event is a variant; the types the game does not know give nullopt.
std::optional<InputEvent> toInput(const sf::Event& event) {
  if (event.is<sf::Event::Closed>()) return InputEvent::of(InputType::Closed);
  if (event.is<sf::Event::FocusLost>()) return InputEvent::of(InputType::FocusLost);
  if (event.is<sf::Event::FocusGained>()) return InputEvent::of(InputType::FocusGained);
  if (const auto* r = event.getIf<sf::Event::Resized>())
    return InputEvent::resizeEvent(r->size.x, r->size.y);
  if (const auto* t = event.getIf<sf::Event::TextEntered>())
    return InputEvent::textEvent(t->unicode);
  if (const auto* k = event.getIf<sf::Event::KeyPressed>())
    return keyInput(InputType::KeyPressed, *k);
  if (const auto* k = event.getIf<sf::Event::KeyReleased>())
    return keyInput(InputType::KeyReleased, *k);
  if (const auto* m = event.getIf<sf::Event::MouseMoved>())
    return InputEvent::mouseEvent(InputType::MouseMoved, pixelAt(m->position));
  if (const auto* b = event.getIf<sf::Event::MouseButtonPressed>())
    return buttonInput(InputType::MouseButtonPressed, *b);
  if (const auto* b = event.getIf<sf::Event::MouseButtonReleased>())
    return buttonInput(InputType::MouseButtonReleased, *b);
  if (const auto* w = event.getIf<sf::Event::MouseWheelScrolled>())
    return InputEvent::wheelEvent(pixelAt(w->position), w->delta);
  return std::nullopt;
}

}  // namespace

std::optional<InputEvent> pollInput(sf::Window& window) {
  while (const std::optional<sf::Event> event = window.pollEvent()) {
    if (std::optional<InputEvent> input = toInput(*event)) return input;
  }
  return std::nullopt;
}

#else

InputEvent keyInput(InputType type, const sf::Event::KeyEvent& key) {
  return InputEvent::keyEvent(type, key.code, key.shift);
}

InputEvent buttonInput(InputType type, const sf::Event::MouseButtonEvent& b) {
  return InputEvent::mouseEvent(type, pixelAt(b.x, b.y), b.button);
}

// SFML 2: the event is a tagged union; the types the game does not know give nullopt.
std::optional<InputEvent> toInput(const sf::Event& event) {
  switch (event.type) {
    case sf::Event::Closed:
      return InputEvent::of(InputType::Closed);
    case sf::Event::LostFocus:
      return InputEvent::of(InputType::FocusLost);
    case sf::Event::GainedFocus:
      return InputEvent::of(InputType::FocusGained);
    case sf::Event::Resized:
      return InputEvent::resizeEvent(event.size.width, event.size.height);
    case sf::Event::TextEntered:
      return InputEvent::textEvent(event.text.unicode);
    case sf::Event::KeyPressed:
      return keyInput(InputType::KeyPressed, event.key);
    case sf::Event::KeyReleased:
      return keyInput(InputType::KeyReleased, event.key);
    case sf::Event::MouseMoved:
      return InputEvent::mouseEvent(InputType::MouseMoved,
                                    pixelAt(event.mouseMove.x, event.mouseMove.y));
    case sf::Event::MouseButtonPressed:
      return buttonInput(InputType::MouseButtonPressed, event.mouseButton);
    case sf::Event::MouseButtonReleased:
      return buttonInput(InputType::MouseButtonReleased, event.mouseButton);
    case sf::Event::MouseWheelScrolled:
      return InputEvent::wheelEvent(pixelAt(event.mouseWheelScroll.x, event.mouseWheelScroll.y),
                                    event.mouseWheelScroll.delta);
    default:
      return std::nullopt;
  }
}

}  // namespace

std::optional<InputEvent> pollInput(sf::Window& window) {
  sf::Event event;
  while (window.pollEvent(event)) {
    if (std::optional<InputEvent> input = toInput(event)) return input;
  }
  return std::nullopt;
}

#endif

}  // namespace ochos::app
