#include "ochos/app/paint/card_sprites.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {

using engine::Card;

namespace {

// A card flying is drawn this far above its layer, over every card at rest.
constexpr int kFlyingRaise = 2000;

int zOf(Layer layer, int order) {
  return static_cast<int>(layer) + order;
}

bool samePose(const CardPose& a, const CardPose& b) {
  return std::fabs(a.center.x - b.center.x) < 0.5f && std::fabs(a.center.y - b.center.y) < 0.5f &&
         std::fabs(a.rotation - b.rotation) < 0.1f && std::fabs(a.w - b.w) < 0.5f;
}

void appendTexturedQuad(sf::VertexArray& out, const CardPose& pose, float scaleX,
                        sf::FloatRect texture, float grow, sf::Color color, Vec2 offset) {
  const Rect tex = toRect(texture);
  const float rad = pose.rotation * 3.14159265f / 180.f;
  const float c = std::cos(rad);
  const float s = std::sin(rad);
  const float hw = (pose.w * scaleX) / 2 + grow;
  const float hh = pose.h / 2 + grow;
  const Vec2 corners[4] = {{-hw, -hh}, {hw, -hh}, {hw, hh}, {-hw, hh}};
  const sf::Vector2f uv[4] = {
      {tex.x, tex.y}, {tex.right(), tex.y}, {tex.right(), tex.bottom()}, {tex.x, tex.bottom()}};
  sf::Vertex v[4];
  for (int i = 0; i < 4; ++i) {
    const Vec2 p = corners[i];
    v[i] = sf::Vertex({pose.center.x + offset.x + p.x * c - p.y * s,
                       pose.center.y + offset.y + p.x * s + p.y * c},
                      color, uv[i]);
  }
  for (int i : {0, 1, 2, 0, 2, 3})
    out.append(v[i]);
}

// The keyboard focus: a ring of its own colour just outside the card's edge, turned with it.
void appendFocusRing(sf::VertexArray& out, const CardPose& pose, float scaleX) {
  const float w = pose.w * scaleX;
  const float gap = std::max(2.f, pose.w * 0.03f);
  const float thickness = std::max(2.5f, pose.w * 0.035f);
  sf::VertexArray ring(sf::PrimitiveType::Triangles);
  const Rect r{-w / 2 - gap - thickness, -pose.h / 2 - gap - thickness, w + 2 * (gap + thickness),
               pose.h + 2 * (gap + thickness)};
  appendRoundedFrame(ring, r, pose.w * 0.1f + gap + thickness, thickness, sf::Color(120, 205, 255));
  const float rad = pose.rotation * 3.14159265f / 180.f;
  const float c = std::cos(rad);
  const float s = std::sin(rad);
  for (std::size_t i = 0; i < ring.getVertexCount(); ++i) {
    sf::Vertex v = ring[i];
    const sf::Vector2f p = v.position;
    v.position = {pose.center.x + p.x * c - p.y * s, pose.center.y + p.x * s + p.y * c};
    out.append(v);
  }
}

}  // namespace

std::size_t SpriteKeyHash::operator()(const SpriteKey& key) const {
  int number = 0;
  switch (key.kind) {
    case SpriteKind::Card:
      number = key.index;  // codes stay under 1000
      break;
    case SpriteKind::HiddenCard:
      number = 1000 + key.seat * 128 + key.index;
      break;
    case SpriteKind::ReshuffledCard:
      number = 5000 + key.index;
      break;
    case SpriteKind::BuriedStartCard:
      number = 7000;
      break;
    case SpriteKind::StockLayer:
      number = 9000 + key.index;
      break;
  }
  return std::hash<int>{}(number);
}

void CardSprites::spawnFrom(SpriteKey key, const CardPose& pose, bool faceUp) {
  spawns_[key] = {pose, faceUp};
}

void CardSprites::ghost(SpriteKey key, const CardPose& from, const CardPose& to, bool faceUp,
                        double now) {
  Sprite& s = cards_[key];
  s.face = Card::unknown();
  s.faceUp = s.shownFaceUp = faceUp;
  s.move = {from, to, now, flightSeconds(length(to.center - from.center)) * scale_};
  s.z = zOf(Layer::Ghosts, 0);
  s.layer = Layer::Ghosts;
  s.ghost = true;
  s.seen = true;
}

void CardSprites::beginFrame() {
  for (auto& [key, s] : cards_)
    s.seen = s.ghost;
}

void CardSprites::place(const SpritePlacement& placement, double now) {
  const Card face = placement.face;
  const bool faceUp = placement.faceUp;
  const CardPose& pose = placement.pose;
  auto it = cards_.find(placement.key);
  if (it == cards_.end()) {
    Sprite s;
    s.face = face;
    s.faceUp = s.shownFaceUp = faceUp;
    s.move = {pose, pose, now, 0};
    if (auto sp = spawns_.find(placement.key); sp != spawns_.end()) {
      s.shownFaceUp = sp->second.faceUp;
      s.move = {sp->second.pose, pose, now,
                flightSeconds(length(pose.center - sp->second.pose.center)) * scale_};
      spawns_.erase(sp);
    }
    it = cards_.emplace(placement.key, s).first;
  }
  Sprite& s = it->second;
  s.seen = true;
  s.ghost = false;
  s.z = zOf(placement.layer, placement.order);
  s.layer = placement.layer;
  s.glow = placement.glow;
  s.focusRing = placement.focusRing;
  s.dim = placement.dim;
  s.liftTarget = placement.lift;
  s.shadow = placement.shadow;
  if (face.isKnown()) s.face = face;
  if (!samePose(s.move.to, pose)) {
    const CardPose from = s.move.at(now);
    s.move = {from, pose, now, flightSeconds(length(pose.center - from.center)) * scale_};
  }
  // Turn the card over while it travels (or in place), showing the new side from halfway.
  if (faceUp != s.faceUp || (s.shownFaceUp != faceUp && s.flipStart < 0)) {
    s.faceUp = faceUp;
    if (s.shownFaceUp != faceUp) {
      s.flipStart = now;
      s.flipDuration = std::max(0.25, s.move.duration) * scale_;
      if (scale_ <= 0) {
        s.shownFaceUp = faceUp;
        s.flipStart = -1;
      }
    }
  }
}

void CardSprites::hold(SpriteKey key, Card face, const CardPose& pose) {
  Sprite& s = cards_[key];
  s.face = face;
  s.faceUp = s.shownFaceUp = true;
  s.move = {pose, pose, 0, 0};
  s.z = zOf(Layer::Held, 0);
  s.layer = Layer::Held;
  s.seen = true;
  s.glow = false;
  s.focusRing = false;
  s.dim = false;
}

void CardSprites::endFrame(double now) {
  for (auto it = cards_.begin(); it != cards_.end();) {
    const bool arrivedGhost = it->second.ghost && it->second.move.done(now);
    if (!it->second.seen || arrivedGhost) {
      it = cards_.erase(it);
    } else {
      ++it;
    }
  }
  // A spawn hint is only good for the frame that follows its event.
  spawns_.clear();
}

void CardSprites::snap() {
  for (auto& [key, s] : cards_) {
    s.move.from = s.move.to;
    s.move.duration = 0;
    s.shownFaceUp = s.faceUp;
    s.flipStart = -1;
  }
}

bool CardSprites::Sprite::animating(double now) const {
  return !move.done(now) || (flipStart >= 0 && now < flipStart + flipDuration);
}

bool CardSprites::moving(double now) const {
  return std::any_of(cards_.begin(), cards_.end(),
                     [now](const auto& entry) { return entry.second.animating(now); });
}

bool CardSprites::movingOutside(Layer layer, double now) const {
  return std::any_of(cards_.begin(), cards_.end(), [layer, now](const auto& entry) {
    return entry.second.layer != layer && entry.second.animating(now);
  });
}

void CardSprites::draw(sf::RenderTarget& target, const CardAtlas& large, const CardAtlas& small,
                       double now) {
  if (!large.valid()) return;
  const bool twoSizes = small.valid();
  const float split =
      (static_cast<float>(large.cardWidth()) + static_cast<float>(small.cardWidth())) / 2;
  std::vector<std::pair<int, Sprite*>> order;
  order.reserve(cards_.size());
  for (auto& [key, s] : cards_) {
    const int lift = s.move.done(now) ? 0 : kFlyingRaise;
    order.push_back({s.z + lift, &s});
  }
  std::stable_sort(order.begin(), order.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  batch_.clear();
  smallBatch_.clear();
  rings_.clear();
  ringAt_ = 0;
  const float dt = lastDraw_ < 0 ? 0.f : static_cast<float>(std::clamp(now - lastDraw_, 0.0, 0.1));
  lastDraw_ = now;
  const float follow = scale_ <= 0 ? 1.f : std::min(1.f, dt * 16.f);
  for (auto& [z, sp] : order) {
    Sprite& s = *sp;
    s.lift += (s.liftTarget - s.lift) * follow;
    CardPose pose = s.move.at(now);
    pose.center.y -= s.lift;
    float scaleX = 1.f;
    if (s.flipStart >= 0) {
      const double t = s.flipDuration > 0 ? (now - s.flipStart) / s.flipDuration : 1.0;
      if (t >= 1.0) {
        s.flipStart = -1;
        s.shownFaceUp = s.faceUp;
      } else {
        if (t >= 0.5) s.shownFaceUp = s.faceUp;
        scaleX = static_cast<float>(std::fabs(std::cos(t * 3.14159265)));
        scaleX = std::max(scaleX, 0.02f);
      }
    }
    const bool useSmall = twoSizes && pose.w < split;
    const CardAtlas& atlas = useSmall ? small : large;
    sf::VertexArray& out = useSmall ? smallBatch_ : batch_;
    const float pad = atlas.padding();
    const float k = pose.w / static_cast<float>(atlas.cardWidth());  // atlas to screen pixels
    const bool flying = !s.move.done(now);
    const Vec2 shadowOffset =
        flying ? Vec2{pose.w * 0.08f, pose.h * 0.09f} : Vec2{pose.w * 0.025f, pose.h * 0.03f};
    // A card lying under its neighbours casts no visible shadow; skipping it saves fill.
    if (flying || s.shadow)
      appendTexturedQuad(out, pose, scaleX, atlas.shadow(), pad * k,
                         sf::Color(255, 255, 255, flying ? 150 : 110), shadowOffset);
    if (s.glow) {
      appendTexturedQuad(out, pose, scaleX, atlas.glow(), pad * k, sf::Color::White, {});
    }
    if (s.focusRing && !useSmall) {
      ringAt_ = batch_.getVertexCount();
      appendFocusRing(rings_, pose, scaleX);
    }
    const bool up = s.shownFaceUp && s.face.isKnown();
    const sf::Color tint = s.dim ? sf::Color(200, 200, 200) : sf::Color::White;
    appendTexturedQuad(out, pose, scaleX, up ? atlas.face(s.face) : atlas.back(), 0, tint, {});
  }
  sf::RenderStates states;
  if (twoSizes && smallBatch_.getVertexCount() > 0) {
    states.texture = &small.texture();
    target.draw(smallBatch_, states);
  }
  states.texture = &large.texture();
  drawLargeBatch(target, states);
}

// The focus ring lies just under its card, over the cards before it: the cards after it in the
// fan cover the ring where they cover the card.
void CardSprites::drawLargeBatch(sf::RenderTarget& target, const sf::RenderStates& states) {
  if (rings_.getVertexCount() == 0) {
    target.draw(batch_, states);
    return;
  }
  if (ringAt_ > 0) target.draw(&batch_[0], ringAt_, sf::PrimitiveType::Triangles, states);
  target.draw(rings_);
  target.draw(&batch_[ringAt_], batch_.getVertexCount() - ringAt_, sf::PrimitiveType::Triangles,
              states);
}

}  // namespace ochos::app
