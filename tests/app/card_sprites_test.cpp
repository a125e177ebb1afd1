#include "ochos/app/paint/card_sprites.hpp"

#include <gtest/gtest.h>

// The cards' flights without a window (drawing needs a texture; placing and flying do not).
namespace ochos::app {

using engine::Card;
using engine::Rank;
using engine::Suit;

namespace {

CardPose at(float x, float y) {
  CardPose p;
  p.center = {x, y};
  p.w = 70;
  p.h = 98;
  return p;
}

// A refused card dragged to the discard flies back into the hand: the table moves, but only the
// hand's own card does, so the hand may keep its playable look (TableScene::handSettled).
TEST(CardSprites, ACardFlyingBackIntoTheHandIsMovementOfTheHandAlone) {
  CardSprites sprites;
  const Card card(Suit::Hearts, Rank::Nine);
  const SpriteKey key = SpriteKey::card(card);
  const SpritePlacement inHand{
      .key = key, .face = card, .pose = at(400, 600), .layer = Layer::Hand};
  sprites.beginFrame();
  sprites.place(inHand, 0);
  sprites.endFrame(0);
  sprites.beginFrame();
  sprites.hold(key, card, at(640, 300));  // dragged onto the discard
  sprites.endFrame(1);
  sprites.beginFrame();
  sprites.place(inHand, 2);  // refused: back to its place
  sprites.endFrame(2);
  EXPECT_TRUE(sprites.moving(2.05));
  EXPECT_FALSE(sprites.movingOutside(Layer::Hand, 2.05));
}

TEST(CardSprites, ACardFlyingToThePileIsMovementOutsideTheHand) {
  CardSprites sprites;
  const Card card(Suit::Hearts, Rank::Nine);
  sprites.beginFrame();
  sprites.place(
      {.key = SpriteKey::card(card), .face = card, .pose = at(400, 600), .layer = Layer::Hand}, 0);
  sprites.endFrame(0);
  sprites.beginFrame();
  sprites.place(
      {.key = SpriteKey::card(card), .face = card, .pose = at(640, 300), .layer = Layer::Discard},
      1);
  sprites.endFrame(1);
  EXPECT_TRUE(sprites.movingOutside(Layer::Hand, 1.05));
}

}  // namespace
}  // namespace ochos::app
