#include "ochos/app/shell/bindings.hpp"

#include "ochos/app/hand/suit_keys.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {
namespace {

using K = sf::Keyboard::Key;
using i18n::tr;

// Where `key` falls in the run of keys from `first` (A … Z, 0 … 9, F1 … F15), or -1.
int offsetIn(K key, K first, int count) {
  const int offset = static_cast<int>(key) - static_cast<int>(first);
  return offset >= 0 && offset < count ? offset : -1;
}

// The keys whose caps carry a word, which each language names its own way.
const char* namedKeyWord(K key) {
  switch (key) {
    case K::Enter:
      return "keys.key.enter";
    case K::Space:
      return "keys.key.space";
    case K::Escape:
      return "keys.key.escape";
    case K::Tab:
      return "keys.key.tab";
    case K::Backspace:
      return "keys.key.backspace";
    case K::Home:
      return "keys.key.home";
    case K::End:
      return "keys.key.end";
    case K::PageUp:
      return "keys.key.page_up";
    case K::PageDown:
      return "keys.key.page_down";
    case K::Left:
      return "keys.key.left";
    case K::Right:
      return "keys.key.right";
    case K::Up:
      return "keys.key.up";
    case K::Down:
      return "keys.key.down";
    default:
      return nullptr;
  }
}

// "1–4", and the suits' initials where the language gives each its own ("1–4 · C D H S").
std::string suitKeysText() {
  std::string out = "1–4";
  const SuitKeys keys = suitKeys();
  if (!keys.hasLetters()) return out;
  out += " \xC2\xB7";
  for (const char letter : keys.letters)
    out += std::string(" ") + letter;
  return out;
}

}  // namespace

bool keyMatches(const Trigger& on, sf::Keyboard::Key key) {
  if (on.gesture == Gesture::Key) return on.key == key;
  if (on.gesture == Gesture::SuitKey) return suitForKey(key, suitKeys()).has_value();
  return false;
}

std::string keyName(sf::Keyboard::Key key) {
  if (const char* word = namedKeyWord(key)) return tr(word);
  if (const int letter = offsetIn(key, K::A, 26); letter >= 0)
    return std::string(1, static_cast<char>('A' + letter));
  if (const int digit = offsetIn(key, K::Num0, 10); digit >= 0) return std::to_string(digit);
  if (const int f = offsetIn(key, K::F1, 15); f >= 0) return "F" + std::to_string(f + 1);
  return "?";
}

std::string triggerText(const Trigger& on) {
  switch (on.gesture) {
    case Gesture::Key:
      return on.shift ? tr("keys.key.with_shift", {{"key", keyName(on.key)}}) : keyName(on.key);
    case Gesture::SuitKey:
      return suitKeysText();
    case Gesture::Character: {
      std::string text;
      if (on.character < 0x80) text += static_cast<char>(on.character);
      return text;
    }
    case Gesture::Typing:
      return tr("keys.key.typing");
    default:
      return tr(std::string(on.words));
  }
}

bool sameTrigger(const Trigger& a, const Trigger& b) {
  if (a.gesture != b.gesture) return false;
  switch (a.gesture) {
    case Gesture::Key:
      return a.key == b.key && a.shift == b.shift;
    case Gesture::Character:
      return a.character == b.character;
    case Gesture::SuitKey:
    case Gesture::Typing:
      return true;
    default:
      return a.spot == b.spot;
  }
}

}  // namespace ochos::app
