#include "ochos/app/hand/hand_gesture.hpp"

namespace ochos::app {

using engine::Card;

bool dropTarget(const TableLayout& layout, Vec2 p) {
  return centeredRect(layout.discard.center, layout.cardW * 1.6f, layout.cardH * 1.4f).contains(p);
}

HandGesture::State HandGesture::state() const {
  if (dragging_) return State::Dragging;
  if (pressedStock_) return State::PressedStock;
  return pressIndex_ >= 0 ? State::PressedCard : State::Idle;
}

void HandGesture::pressElsewhere() {
  pressIndex_ = -1;
  pressedStock_ = false;
}

void HandGesture::pressStock() {
  pressElsewhere();
  pressedStock_ = true;
}

int HandGesture::pressHand(Vec2 p, const SeatLayout& hand) {
  pressElsewhere();
  pressIndex_ = cardAt(hand, p);
  pressAt_ = p;
  refusedThisPress_ = false;
  return pressIndex_;
}

HandGesture::Pick HandGesture::move(Vec2 p, const SeatLayout& hand, const std::vector<Card>& cards,
                                    bool canPick) {
  if (pressIndex_ < 0 || dragging_ || length(p - pressAt_) <= kDragThreshold) return Pick::None;
  if (pressIndex_ >= static_cast<int>(cards.size())) return Pick::None;
  if (!canPick) {
    if (refusedThisPress_) return Pick::None;
    refusedThisPress_ = true;
    return Pick::NotNow;
  }
  dragging_ = true;
  dragCard_ = cards[static_cast<std::size_t>(pressIndex_)];
  grab_ = pressAt_ - hand.cards[static_cast<std::size_t>(pressIndex_)].center;
  return Pick::PickedUp;
}

HandGesture::Result HandGesture::release(Vec2 p, const TableLayout& layout, int humanSeat,
                                         const std::vector<Card>& cards) {
  if (dragging_) {
    dragging_ = false;
    pressIndex_ = -1;
    if (dropTarget(layout, p)) return {Outcome::Play, dragCard_};
    return {Outcome::Cancelled, dragCard_};
  }
  if (pressedStock_ && layout.stock.contains(p)) {
    pressedStock_ = false;
    return {Outcome::Draw, Card::unknown()};
  }
  pressedStock_ = false;
  const int pressed = pressIndex_;
  pressIndex_ = -1;
  if (pressed >= 0 && cardAt(layout.seat(humanSeat), p) == pressed &&
      pressed < static_cast<int>(cards.size())) {
    return {Outcome::Play, cards[static_cast<std::size_t>(pressed)]};
  }
  return {};
}

void HandGesture::dropDrag() {
  dragging_ = false;
}

}  // namespace ochos::app
