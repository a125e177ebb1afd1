#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>
#include <unordered_map>

#include "ochos/app/paint/animation.hpp"
#include "ochos/app/paint/card_atlas.hpp"

namespace ochos::app {

// What a sprite stands for, so that the same card keeps its sprite (and its flight) from one
// frame to the next: a card known by its face, a card of another player's hand known only by
// where it lies, a layer of the stock's thickness, or a card only seen flying.
enum class SpriteKind : std::uint8_t {
  Card,             // index: the card's code
  HiddenCard,       // seat and index: the index-th card of that seat's hand, face down
  StockLayer,       // index: the layer from the bottom of the stock
  BuriedStartCard,  // the start card going back into the stock
  ReshuffledCard,   // index: one of the discards flying back to the stock
};

struct SpriteKey {
  SpriteKind kind = SpriteKind::Card;
  int index = 0;
  int seat = 0;

  static SpriteKey card(engine::Card c) { return {SpriteKind::Card, c.code(), 0}; }
  static SpriteKey hidden(int seat, int index) { return {SpriteKind::HiddenCard, index, seat}; }
  static SpriteKey stockLayer(int layer) { return {SpriteKind::StockLayer, layer, 0}; }
  static SpriteKey buriedStartCard() { return {SpriteKind::BuriedStartCard, 0, 0}; }
  static SpriteKey reshuffled(int index) { return {SpriteKind::ReshuffledCard, index, 0}; }
  friend bool operator==(const SpriteKey&, const SpriteKey&) = default;
};

// One distinct number per key. Sprites on the same layer are drawn in the order the table
// keeps them, which follows these numbers; they are chosen so that two cards dealt at once
// overlap the same way on every run.
struct SpriteKeyHash {
  std::size_t operator()(const SpriteKey& key) const;
};

// The layers the table's cards lie in, bottom to top; a card's `order` within its layer puts
// later cards of a pile or fan over earlier ones. A flying card rises above every card at rest.
enum class Layer : int {
  Stock = 0,
  Discard = 20,
  OpponentHands = 100,
  Hand = 300,
  Ghosts = 900,  // cards only seen flying (a reshuffle, a buried start card)
  Held = 5000,   // the card being dragged
};

// Where one card should be this frame and how it looks there.
struct SpritePlacement {
  SpriteKey key;
  engine::Card face;
  bool faceUp = true;
  CardPose pose;
  Layer layer = Layer::Stock;
  int order = 0;
  bool glow = false;
  bool dim = false;
  // Raises the card by that many pixels without counting as movement: hovering and
  // highlighting must not hold up the table's "animation finished" signal.
  float lift = 0;
  bool shadow = true;
  bool focusRing = false;  // the keyboard's focus: a ring around the card
};

// Every card on the table as a sprite with a target: each frame the scene says where each card
// should be, and a card whose target moved flies there with ease-out (raised above the others
// while it flies), turning over on the way when its face changes. Cards not named in a frame
// disappear. All of it is drawn in two batched draw calls, one per atlas (large and small cards).
class CardSprites {
 public:
  void setScale(double scale) { scale_ = scale; }

  // Where the next appearance of `id` comes from (the stock for a drawn card, the opponent's
  // hand for a played one) instead of popping up in place.
  void spawnFrom(SpriteKey key, const CardPose& pose, bool faceUp);
  // A card that flies from `from` to `to` and vanishes on arrival (a reshuffle).
  void ghost(SpriteKey key, const CardPose& from, const CardPose& to, bool faceUp, double now);

  void beginFrame();
  void place(const SpritePlacement& placement, double now);
  // Follows the pointer exactly, no easing (a dragged card), above everything else.
  void hold(SpriteKey key, engine::Card face, const CardPose& pose);
  void endFrame(double now);
  // Puts every card at its target at once (after a resize).
  void snap();

  bool moving(double now) const;
  // True while a card outside `layer` flies or turns (a card settling into that layer counts
  // too once it has left the layer it flew from).
  bool movingOutside(Layer layer, double now) const;
  bool has(SpriteKey key) const { return cards_.count(key) != 0; }

  // Each card is drawn from the atlas nearer its size: `small` for opponents' cards, `large`
  // for the hand and the piles (both without mipmaps, see card_atlas.cpp).
  void draw(sf::RenderTarget& target, const CardAtlas& large, const CardAtlas& small, double now);

 private:
  struct Sprite {
    engine::Card face;
    bool faceUp = true;
    bool shownFaceUp = true;
    Tween move;
    double flipStart = -1;
    double flipDuration = 0;
    int z = 0;
    Layer layer = Layer::Stock;
    bool glow = false;
    bool focusRing = false;
    bool dim = false;
    bool seen = false;
    bool ghost = false;
    float lift = 0;
    float liftTarget = 0;
    bool shadow = true;

    bool animating(double now) const;  // flying or turning over
  };
  struct Spawn {
    CardPose pose;
    bool faceUp;
  };
  void drawLargeBatch(sf::RenderTarget& target, const sf::RenderStates& states);

  std::unordered_map<SpriteKey, Sprite, SpriteKeyHash> cards_;
  std::unordered_map<SpriteKey, Spawn, SpriteKeyHash> spawns_;
  sf::VertexArray batch_{sf::PrimitiveType::Triangles};
  sf::VertexArray smallBatch_{sf::PrimitiveType::Triangles};
  sf::VertexArray rings_{
      sf::PrimitiveType::Triangles};  // the focus ring, drawn within batch_ at ringAt_
  std::size_t ringAt_ = 0;
  double scale_ = 1;
  double lastDraw_ = -1;
};

}  // namespace ochos::app
