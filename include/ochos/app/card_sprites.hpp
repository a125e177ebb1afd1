#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <unordered_map>

#include "ochos/app/animation.hpp"
#include "ochos/app/card_atlas.hpp"

namespace ochos::app {

// Ids for cards whose face the table may not know: another player's hand, a card in flight.
inline int hiddenCardId(int seat, int index) {
  return 1000 + seat * 128 + index;
}

// Every card on the table as a sprite with a target: each frame the scene says where each card
// should be, and a card whose target moved flies there with ease-out (raised above the others
// while it flies), turning over on the way when its face changes. Cards not named in a frame
// disappear. All of it is drawn in two batched draw calls, one per atlas (large and small cards).
class CardSprites {
 public:
  void setScale(double scale) { scale_ = scale; }

  // Where the next appearance of `id` comes from (the stock for a drawn card, the opponent's
  // hand for a played one) instead of popping up in place.
  void spawnFrom(int id, const CardPose& pose, bool faceUp);
  // A card that flies from `from` to `to` and vanishes on arrival (a reshuffle).
  void ghost(int id, const CardPose& from, const CardPose& to, bool faceUp, double now);

  void beginFrame();
  // `lift` raises the card by that many pixels without counting as movement: hovering and
  // highlighting must not hold up the table's "animation finished" signal.
  void place(int id, Card face, bool faceUp, const CardPose& pose, int z, double now,
             bool glow = false, bool dim = false, float lift = 0, bool shadow = true);
  // Follows the pointer exactly, no easing (a dragged card).
  void hold(int id, Card face, const CardPose& pose, int z);
  void endFrame(double now);
  // Puts every card at its target at once (after a resize).
  void snap();

  bool moving(double now) const;
  bool has(int id) const { return cards_.count(id) != 0; }

  // Each card is drawn from the atlas nearer its size: `small` for opponents' cards, `large`
  // for the hand and the piles (both without mipmaps, see card_atlas.cpp).
  void draw(sf::RenderTarget& target, const CardAtlas& large, const CardAtlas& small, double now);

 private:
  struct Sprite {
    Card face;
    bool faceUp = true;
    bool shownFaceUp = true;
    Tween move;
    double flipStart = -1;
    double flipDuration = 0;
    int z = 0;
    bool glow = false;
    bool dim = false;
    bool seen = false;
    bool ghost = false;
    float lift = 0;
    float liftTarget = 0;
    bool shadow = true;
  };
  struct Spawn {
    CardPose pose;
    bool faceUp;
  };
  std::unordered_map<int, Sprite> cards_;
  std::unordered_map<int, Spawn> spawns_;
  sf::VertexArray batch_{sf::Triangles};
  sf::VertexArray smallBatch_{sf::Triangles};
  double scale_ = 1;
  double lastDraw_ = -1;
};

}  // namespace ochos::app
