#pragma once

#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/table/layout.hpp"
#include "ochos/engine/card.hpp"

namespace ochos::app {

// The human's press, drag and drop, in the spirit of KDE's KCardScene. A press on a card of
// the hand becomes a drag once the pointer has moved past kDragThreshold, if the card may be
// picked up then (canPick: the human's turn, no suit being chosen); releasing the dragged card
// over the discard (dropTarget) plays it, anywhere else cancels it and the card flies home. A
// press and a release on the same card is a click, which plays it too; the same on the stock
// draws. It knows points, the layout and the hand as shown, nothing of windows or of the game.
class HandGesture {
 public:
  static constexpr float kDragThreshold = 6.f;

  enum class State { Idle, PressedCard, PressedStock, Dragging };
  enum class Outcome { None, Play, Draw, Cancelled };
  // What a move of the pointer did: nothing, picked the pressed card up, or tried to pick it up
  // when it may not be (once per press, so the table can say "wait for your turn" once).
  enum class Pick { None, PickedUp, NotNow };
  struct Result {
    Outcome outcome = Outcome::None;
    engine::Card card;  // the card to play
  };

  // A press anywhere else on the table (a button, the suit chooser) forgets an earlier press.
  void pressElsewhere();
  void pressStock();
  // A press over the hand; returns the index of the card under the pointer, or -1.
  int pressHand(Vec2 p, const SeatLayout& hand);
  Pick move(Vec2 p, const SeatLayout& hand, const std::vector<engine::Card>& cards, bool canPick);
  Result release(Vec2 p, const TableLayout& layout, int humanSeat,
                 const std::vector<engine::Card>& cards);
  // The table itself takes the card back (a new match): the press that began the drag stays.
  void dropDrag();

  State state() const;
  bool dragging() const { return dragging_; }
  engine::Card dragCard() const { return dragCard_; }
  // Where the dragged card's centre is with the pointer at `pointer`.
  Vec2 dragCentre(Vec2 pointer) const { return pointer - grab_; }

 private:
  int pressIndex_ = -1;
  Vec2 pressAt_;
  bool pressedStock_ = false;
  bool dragging_ = false;
  bool refusedThisPress_ = false;
  engine::Card dragCard_;
  Vec2 grab_;  // where in the card the pointer holds it
};

// True where a dragged card is played when dropped: anywhere over the discard, generously.
bool dropTarget(const TableLayout& layout, Vec2 p);

}  // namespace ochos::app
