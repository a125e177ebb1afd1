#include "ochos/app/hand/hand_look.hpp"

#include <gtest/gtest.h>

// The hand's cues without a window: playable, not playable, advised and focused each look
// their own way.
namespace ochos::app {

using engine::Card;
using engine::Rank;
using engine::Suit;

namespace {

// Three cards; the first and the last fit.
HandFrame threeCards() {
  HandFrame hand;
  hand.cards = {Card(Suit::Clubs, Rank::Three), Card(Suit::Hearts, Rank::Nine),
                Card(Suit::Clubs, Rank::King)};
  hand.legal = {true, false, true};
  hand.liveWhenIdle = true;
  return hand;
}

TEST(HandLook, PlayableCardsRiseAndGlowTheOthersAreDimmed) {
  const HandFrame hand = threeCards();
  EXPECT_TRUE(handCardLook(hand, 0, true).glow);
  EXPECT_GT(handCardLook(hand, 0, true).lift, 0.f);
  EXPECT_FALSE(handCardLook(hand, 1, true).glow);
  EXPECT_TRUE(handCardLook(hand, 1, true).dim);
  EXPECT_FALSE(handCardLook(hand, 0, true).dim);
}

// A refused card keeps the focus (the press chose it) but must not look playable while the
// status line says "play a glowing card".
TEST(HandLook, AFocusedCardThatDoesNotFitNeverGlows) {
  HandFrame hand = threeCards();
  hand.focus = 1;
  hand.focusVisible = true;
  const HandCardLook look = handCardLook(hand, 1, true);
  EXPECT_FALSE(look.glow);
  EXPECT_TRUE(look.dim);
  EXPECT_TRUE(look.focusRing);
  EXPECT_FALSE(handCardLook(hand, 0, true).focusRing);
}

TEST(HandLook, TheFocusRingShowsOnlyAfterTheKeysMovedIt) {
  HandFrame hand = threeCards();
  hand.focus = 0;
  EXPECT_FALSE(handCardLook(hand, 0, true).focusRing);
  hand.focusVisible = true;
  EXPECT_TRUE(handCardLook(hand, 0, true).focusRing);
  // The ring answers the keys on any turn; the card rises only when it may be played.
  EXPECT_TRUE(handCardLook(hand, 0, false).focusRing);
  EXPECT_EQ(handCardLook(hand, 0, false).lift, 0.f);
}

TEST(HandLook, AnAdvisedCardIsTheOnlyOneThatGlows) {
  HandFrame hand = threeCards();
  hand.advised = 2;
  EXPECT_FALSE(handCardLook(hand, 0, true).glow);
  EXPECT_TRUE(handCardLook(hand, 2, true).glow);
  EXPECT_GT(handCardLook(hand, 2, true).lift, handCardLook(hand, 0, true).lift);
}

TEST(HandLook, NothingLightsUpWhileTheHandIsNotLive) {
  const HandFrame hand = threeCards();
  for (int i = 0; i < 3; ++i) {
    const HandCardLook look = handCardLook(hand, i, false);
    EXPECT_FALSE(look.glow);
    EXPECT_FALSE(look.dim);
    EXPECT_EQ(look.lift, 0.f);
  }
}

}  // namespace
}  // namespace ochos::app
