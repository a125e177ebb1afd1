#pragma once

// The human's input at the table: mouse and keyboard, through the binding tables
// (binding_tables.hpp), end in the same few moves (HumanMoves), so both are tested by either
// (table_input.cpp).

#include <SFML/Window/Keyboard.hpp>
#include <span>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/table/layout.hpp"
#include "ochos/engine/card.hpp"
#include "ochos/sfml/input.hpp"

namespace ochos::app {

class TableScene;

class TableInput {
 public:
  explicit TableInput(TableScene& scene);
  void handle(const InputEvent& event, double now);

 private:
  void onMouseMove(Vec2 p);
  void onMousePress(Vec2 p, double now);
  void onMouseRelease(Vec2 p);
  void onKey(sf::Keyboard::Key key, double now);
  Spot chromeSpotAt(const TableLayout& L, Vec2 p) const;
  Spot momentSpotAt(const TableLayout& L, Vec2 p, double now) const;
  bool onCatchButton(const TableLayout& L, Vec2 p, double now) const;
  // The bindings of the moment, after the log's: the scoreboard's, the suit chooser's or the
  // hand's.
  std::span<const Binding<TableAction>> momentBindings() const;
  void onClickAction(TableAction action, const TableLayout& L, Vec2 p, double now);
  // What a key and a click do alike.
  void act(TableAction action, double now);
  void playFocused();
  // A wild's suit, or the start card's, is being named.
  bool namingASuit() const;
  // Next hand, or a new match after the last.
  void continueAfterScoreboard();
  // A card from the hand: played, or the suit chooser opens for a wild.
  void tryPlay(engine::Card card);

  TableScene& scene_;
};

}  // namespace ochos::app
