#pragma once

// The hint (H, or the Hint button): the move the strongest computer player would make in the
// human's place, asked of TableMatch and shown by the table (table_hint.cpp).

#include <string>
#include <vector>

#include "ochos/engine/card.hpp"

namespace ochos::app {

class TableScene;

class TableHint {
 public:
  explicit TableHint(TableScene& scene);

  // The button stays in place through a hand; it works on the human's turn, once per move.
  bool buttonShown() const;
  bool available() const;
  void request();
  // Takes the answer once it has come; the keyboard focus moves to the advised card.
  void collect();
  // Where the advised card sits in `hand` (the hand as shown, displayHand()), or -1.
  int cardIndex(const std::vector<engine::Card>& hand) const;
  // The advised suit while the suit chooser is open (for the wild being played, or the start
  // card's suit), or -1.
  int suit() const;
  // The advice in words for the status line, or "thinking", or nothing.
  std::string line() const;

 private:
  TableScene& scene_;
};

}  // namespace ochos::app
