#pragma once

// Keys and mouse gestures as data. A screen's input code looks up what was pressed (a key, or
// the spot a click lands on) in its binding table (binding_tables.hpp) and acts on the action
// it finds; the Keys and mouse page lists the same tables. What the player is told and what the
// game does come from one place.

#include <SFML/Window/Keyboard.hpp>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ochos::app {

enum class Gesture : std::uint8_t {
  Key,        // one key (`shift`: with Shift held)
  SuitKey,    // 1–4, the number pad's 1–4, or a suit's initial (suit_keys.hpp)
  Character,  // a typed character, whichever keys make it ('?')
  Typing,     // any printable character (a text field)
  Click,      // the left button pressed on `spot`
  Drag,       // the left button pressed on `spot`, moved and released
  Wheel,      // the wheel turned over `spot`, either way
  WheelUp,    // a notch away from the player
  WheelDown,  // a notch towards the player
};

// Where a mouse gesture lands. Each screen hit-tests its own spots and looks the gesture up.
enum class Spot : std::uint8_t {
  None,
  Anywhere,
  // The table.
  HandCard,
  Stock,
  SuitChoice,
  AwayFromSuits,
  Log,
  MenuButton,
  LogButton,
  RulesButton,
  HintButton,
  PassButton,
  LastCardButton,
  CatchButton,
  NextHandButton,
  ReviewButton,
  // The hand review's panel.
  StepStrip,
  ToStartButton,
  BackButton,
  ForwardButton,
  ToEndButton,
  NextWeakButton,
  CloseButton,
  // A lesson's bubble.
  NextButton,
  PlayForRealButton,
  BubbleMenuButton,
  // The menus.
  Widget,
  StepperArrow,
  Page,
};

struct Trigger {
  Gesture gesture = Gesture::Key;
  sf::Keyboard::Key key = sf::Keyboard::Key::Unknown;  // Gesture::Key
  bool shift = false;                                  // Gesture::Key
  char32_t character = 0;                              // Gesture::Character
  Spot spot = Spot::None;                              // the mouse gestures
  std::string_view words;  // the mouse gestures: the key of what the player does ("Click …")

  // Makers for each kind (aggregate initialisers would do, but GCC warns of the members they
  // leave out).
  static constexpr Trigger press(sf::Keyboard::Key k, bool withShift = false) {
    Trigger t;
    t.key = k;
    t.shift = withShift;
    return t;
  }
  static constexpr Trigger shiftPress(sf::Keyboard::Key k) { return press(k, true); }
  static constexpr Trigger of(Gesture g) {
    Trigger t;
    t.gesture = g;
    return t;
  }
  static constexpr Trigger typed(char32_t c) {
    Trigger t = of(Gesture::Character);
    t.character = c;
    return t;
  }
  static constexpr Trigger mouse(Gesture g, Spot s, std::string_view says) {
    Trigger t = of(g);
    t.spot = s;
    t.words = says;
    return t;
  }

  bool isKey() const { return gesture <= Gesture::Typing; }
};

// One line of a screen's table: what the player does, what the game then does (the action its
// input code switches on) and the key of the sentence that says so on the page.
template <class Action>
struct Binding {
  Trigger on;
  Action action;
  std::string_view does;
};

// A binding as the page lists it, whatever its screen's actions.
struct BindingLine {
  Trigger on;
  std::string_view does;
};

template <class Action>
std::vector<BindingLine> bindingLines(std::span<const Binding<Action>> table) {
  std::vector<BindingLine> out;
  for (const Binding<Action>& b : table)
    out.push_back({b.on, b.does});
  return out;
}

// Whether `key` is one a key trigger names (Shift aside).
bool keyMatches(const Trigger& on, sf::Keyboard::Key key);

// The action of `key` in `table`: the binding with Shift as held, else the one without Shift.
template <class Action>
std::optional<Action> keyAction(std::span<const Binding<Action>> table, sf::Keyboard::Key key,
                                bool shift = false) {
  std::optional<Action> plain;
  for (const Binding<Action>& b : table) {
    if (!keyMatches(b.on, key)) continue;
    if (b.on.shift == shift) return b.action;
    if (!b.on.shift) plain = b.action;
  }
  return plain;
}

// The action of typing `c`, if a binding names that character.
template <class Action>
std::optional<Action> characterAction(std::span<const Binding<Action>> table, char32_t c) {
  for (const Binding<Action>& b : table)
    if (b.on.gesture == Gesture::Character && b.on.character == c) return b.action;
  return std::nullopt;
}

// The action of a mouse gesture on `spot`.
template <class Action>
std::optional<Action> mouseAction(std::span<const Binding<Action>> table, Gesture gesture,
                                  Spot spot) {
  for (const Binding<Action>& b : table)
    if (b.on.gesture == gesture && b.on.spot == spot) return b.action;
  return std::nullopt;
}

// A key's name as its cap reads in the current language: "Enter", "Left arrow", "F11", "N".
std::string keyName(sf::Keyboard::Key key);
// What the player presses or does, in the current language: "Shift + Tab", "Click the stock".
std::string triggerText(const Trigger& on);
// Two triggers that one table must not hold both of (the same key, or gesture on one spot).
bool sameTrigger(const Trigger& a, const Trigger& b);

}  // namespace ochos::app
