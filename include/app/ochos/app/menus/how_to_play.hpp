#pragma once

// The "how to play" card over the table: the rules of the match in a few lines (written from the
// RuleSet by describeHowToPlay, so a player's own profile has one too). It opens by itself
// before the first match of a profile, closes with a click, Esc, Enter or Space, and opens again
// with the table's Rules button, F1 or "?".

#include <SFML/Graphics/RenderTarget.hpp>
#include <string>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/words/rules_text.hpp"
#include "ochos/sfml/input.hpp"

namespace ochos::app {

class HowToPlayCard {
 public:
  HowToPlayCard(std::string rulesName, std::vector<TextLine> lines)
      : title_(std::move(rulesName)), lines_(std::move(lines)) {}

  bool shown() const { return shown_; }
  void open() { shown_ = true; }
  void close() { shown_ = false; }

  // Takes the event when it opens or closes the card, or when the open card hides the table
  // from it (true). `button` is the table's Rules button.
  bool handleEvent(const InputEvent& event, Rect button);

  // Where the card goes in a window of `size`, and how large its type is.
  struct Layout {
    Rect card;
    Rect closeButton;
    unsigned titleSize = 0;
    unsigned textSize = 0;
  };
  Layout layout(const Ui& ui, Vec2 size) const;

  void drawButton(sf::RenderTarget& t, const Ui& ui, Rect button, Vec2 mouse) const;
  void draw(sf::RenderTarget& t, const Ui& ui, Vec2 size, Vec2 mouse) const;
  // "how_to_play=0|1", the Rules button and the card's close button for the GUI tests, and the
  // card's lines, joined by " / ".
  void describe(std::string& out, const Ui& ui, Vec2 size, Rect button) const;

  // The Rules button, under the table's Menu button.
  static Rect buttonBelow(Rect menuButton);

 private:
  struct Row {
    std::string text;
    bool heading = false;
    bool bullet = false;
  };
  std::vector<Row> rows(const Ui& ui, unsigned size, float width) const;
  float height(const Ui& ui, unsigned titleSize, unsigned textSize, float width) const;

  std::string title_;
  std::vector<TextLine> lines_;
  bool shown_ = false;
  bool swallowRelease_ = false;  // the release of the click that closed or opened the card
};

}  // namespace ochos::app
