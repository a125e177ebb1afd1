#include <gtest/gtest.h>

#include "ochos/app/hand/hand_gesture.hpp"

// The press, drag and drop state machine, driven without a window.
namespace ochos::app {

using engine::Card;
using engine::Rank;
using engine::Suit;

namespace {

using Outcome = HandGesture::Outcome;
using State = HandGesture::State;
using Pick = HandGesture::Pick;

struct Table {
  TableLayout layout;
  std::vector<Card> hand;

  Table() {
    LayoutInput in;
    in.seats = 4;
    in.handSizes = {5, 5, 5, 5};
    layout = computeLayout(in);
    hand = {Card(Suit::Clubs, Rank::Three), Card(Suit::Diamonds, Rank::Seven),
            Card(Suit::Hearts, Rank::Eight), Card(Suit::Spades, Rank::Queen),
            Card(Suit::Spades, Rank::King)};
  }
  const SeatLayout& mine() const { return layout.seat(0); }
  // A point on the visible part of card `i` (the next card covers its right side).
  Vec2 on(int i) const {
    const CardPose& p = mine().cards[static_cast<std::size_t>(i)];
    return {p.center.x - p.w * 0.38f, p.center.y + p.h * 0.2f};
  }
};

TEST(HandGesture, APressOnACardRemembersIt) {
  Table t;
  HandGesture g;
  EXPECT_EQ(g.state(), State::Idle);
  EXPECT_EQ(g.pressHand(t.on(1), t.mine()), 1);
  EXPECT_EQ(g.state(), State::PressedCard);
}

TEST(HandGesture, DraggedPastTheThresholdAndDroppedOnTheDiscardPlaysTheCard) {
  Table t;
  HandGesture g;
  const Vec2 start = t.on(2);
  g.pressHand(start, t.mine());
  // Within 6 px the card stays in the hand: a shaky click is still a click.
  EXPECT_EQ(g.move(start + Vec2{4, 3}, t.mine(), t.hand, true), Pick::None);
  EXPECT_EQ(g.state(), State::PressedCard);
  EXPECT_EQ(g.move(start + Vec2{5, 5}, t.mine(), t.hand, true), Pick::PickedUp);
  EXPECT_EQ(g.state(), State::Dragging);
  EXPECT_EQ(g.dragCard(), t.hand[2]);
  // The card keeps the spot where it was grabbed under the pointer.
  const Vec2 grabbed = start - t.mine().cards[2].center;
  const Vec2 pointer = start + Vec2{50, -20};
  EXPECT_EQ(g.dragCentre(pointer), pointer - grabbed);

  const HandGesture::Result r = g.release(t.layout.discard.center, t.layout, 0, t.hand);
  EXPECT_EQ(r.outcome, Outcome::Play);
  EXPECT_EQ(r.card, t.hand[2]);
  EXPECT_EQ(g.state(), State::Idle);
}

TEST(HandGesture, AClickOnACardPlaysIt) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(3), t.mine());
  const HandGesture::Result r = g.release(t.on(3), t.layout, 0, t.hand);
  EXPECT_EQ(r.outcome, Outcome::Play);
  EXPECT_EQ(r.card, t.hand[3]);
}

TEST(HandGesture, AReleaseOnAnotherCardIsNoClick) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(3), t.mine());
  EXPECT_EQ(g.release(t.on(0), t.layout, 0, t.hand).outcome, Outcome::None);
}

TEST(HandGesture, ADropAwayFromTheDiscardCancels) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(0), t.mine());
  ASSERT_EQ(g.move({10, 10}, t.mine(), t.hand, true), Pick::PickedUp);
  const HandGesture::Result r = g.release({10, 10}, t.layout, 0, t.hand);
  EXPECT_EQ(r.outcome, Outcome::Cancelled);
  EXPECT_EQ(g.state(), State::Idle);
}

TEST(HandGesture, NothingIsPickedUpWhenTheHumanMayNotAct) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(2), t.mine());
  // The table answers "wait for your turn" once per press, not on every move of the drag.
  EXPECT_EQ(g.move(t.layout.discard.center, t.mine(), t.hand, false), Pick::NotNow);
  EXPECT_EQ(g.move(t.layout.discard.center + Vec2{9, 9}, t.mine(), t.hand, false), Pick::None);
  EXPECT_EQ(g.state(), State::PressedCard);
  // Released over the discard, far from the card: neither a drop nor a click.
  EXPECT_EQ(g.release(t.layout.discard.center, t.layout, 0, t.hand).outcome, Outcome::None);
}

TEST(HandGesture, ANewPressMayBeRefusedAgain) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(2), t.mine());
  EXPECT_EQ(g.move(t.layout.discard.center, t.mine(), t.hand, false), Pick::NotNow);
  g.release(t.layout.discard.center, t.layout, 0, t.hand);
  g.pressHand(t.on(1), t.mine());
  EXPECT_EQ(g.move(t.layout.discard.center, t.mine(), t.hand, false), Pick::NotNow);
}

TEST(HandGesture, APressBesideTheHandPicksNothing) {
  Table t;
  HandGesture g;
  EXPECT_EQ(g.pressHand({2, 2}, t.mine()), -1);
  EXPECT_EQ(g.move({200, 200}, t.mine(), t.hand, true), Pick::None);
  EXPECT_EQ(g.state(), State::Idle);
}

TEST(HandGesture, PressAndReleaseOnTheStockDraws) {
  Table t;
  HandGesture g;
  g.pressStock();
  EXPECT_EQ(g.state(), State::PressedStock);
  EXPECT_EQ(g.release(t.layout.stock.center, t.layout, 0, t.hand).outcome, Outcome::Draw);

  g.pressStock();
  EXPECT_EQ(g.release({2, 2}, t.layout, 0, t.hand).outcome, Outcome::None);
  EXPECT_EQ(g.state(), State::Idle);
}

TEST(HandGesture, APressElsewhereForgetsTheCard) {
  Table t;
  HandGesture g;
  g.pressHand(t.on(1), t.mine());
  g.pressElsewhere();
  EXPECT_EQ(g.release(t.on(1), t.layout, 0, t.hand).outcome, Outcome::None);
}

TEST(HandGesture, TheDropTargetIsGenerousAroundTheDiscard) {
  Table t;
  const CardPose& d = t.layout.discard;
  EXPECT_TRUE(dropTarget(t.layout, d.center));
  EXPECT_TRUE(dropTarget(t.layout, d.center + Vec2{d.w * 0.75f, 0}));
  EXPECT_FALSE(dropTarget(t.layout, d.center + Vec2{d.w * 0.85f, 0}));
  EXPECT_FALSE(dropTarget(t.layout, t.layout.stock.center));
}

}  // namespace
}  // namespace ochos::app
