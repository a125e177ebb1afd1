#include "ochos/app/table/table_renderer.hpp"

#include <algorithm>

#include "ochos/app/hand/hand_look.hpp"
#include "ochos/i18n/translator.hpp"

// The frame's order (felt, HUD under the cards, the cards, HUD over them, overlays) and the
// cards' targets: the piles, the opponents' fans and the human's hand.
namespace ochos::app {

using engine::Card;

namespace {

using i18n::tr;

}  // namespace

TableRenderer::TableRenderer(const Fonts& fonts, DeckStyle style)
    : fonts_(fonts), style_(style), ui_(fonts), atlases_(SharedAtlases::get(fonts, style)) {}

void TableRenderer::resize(unsigned width, unsigned height) {
  height_ = height;
  felt_.build(width, height);
}

void TableRenderer::followAtlases(const TableLayout& L) {
  atlases_->want(static_cast<unsigned>(L.cardW), static_cast<unsigned>(L.cardH),
                 static_cast<unsigned>(L.smallW), static_cast<unsigned>(L.smallH));
  atlases_->update();
  if (atlases_->failed() && atlasProblem_.empty()) atlasProblem_ = tr("table.atlas_failed");
}

void TableRenderer::draw(sf::RenderTarget& t, const TableFrame& f, CardSprites& sprites) {
  const TableLayout& L = f.layout;
  followAtlases(L);
  ui_.beginFrame();
  felt_.draw(t);
  // The HUD goes out in a few batched draw calls: under the cards, then over them.
  ui_.beginBatch();
  drawCentre(t, f);
  drawPlates(t, f);
  ui_.flush(t);
  // Placed only once they can be seen: the deal starts with the first cards painted.
  if (hasCards()) {
    placeCards(sprites, f);
    sprites.draw(t, atlas(), smallAtlas(), f.now);
  }
  ui_.beginBatch();
  drawCountBadges(t, f);
  if (!atlas().valid() && atlasProblem_.empty()) {
    ui_.text(t, tr("table.shuffling"), {L.width / 2, L.stock.center.y}, 28,
             sf::Color(250, 244, 228), Align::Center, true);
  }
  drawControls(t, f);
  ui_.flush(t);
  if (!f.scoreboard.open) drawToasts(t, f);
  if (f.chooser.shownWhenIdle && f.idle()) drawSuitChooser(t, f);
  if (f.scoreboard.open) drawScoreboard(t, f);
  if (f.log.open) drawLog(t, f);
  if (!atlasProblem_.empty() || !fonts_.problem.empty()) {
    const std::string problem = !atlasProblem_.empty() ? atlasProblem_ : fonts_.problem;
    ui_.textIn(t, problem, {8, static_cast<float>(height_) - 20, L.width - 16, 18},
               {12, sf::Color(255, 200, 190)});
  }
  // A plate's last move or a log line too long for its place, read whole under the pointer.
  const Vec2 m = f.controls.mouse;
  ui_.tooltip(t, {m.x, m.y, 1, 1});
}

void TableRenderer::placeCards(CardSprites& sprites, const TableFrame& f) {
  sprites.beginFrame();
  placeStock(sprites, f);
  placeDiscard(sprites, f);
  placeOpponents(sprites, f);
  placeHand(sprites, f);
  sprites.endFrame(f.now);
}

// A few backs, offset to give the pile some thickness.
void TableRenderer::placeStock(CardSprites& sprites, const TableFrame& f) {
  const int layers = f.view.stock <= 0 ? 0 : std::min(1 + f.view.stock / 10, 4);
  for (int k = 0; k < layers; ++k) {
    SpritePlacement card{
        .key = SpriteKey::stockLayer(k),
        .face = Card::unknown(),
        .faceUp = false,
        .pose = f.layout.stock,
        .layer = Layer::Stock,
        .order = k,
        .glow = (f.drawAdvised || (f.drawIsOnlyMove && f.idle())) && k + 1 == layers,
        .shadow = k == 0};
    card.pose.center.x -= static_cast<float>(k) * 0.8f;
    card.pose.center.y -= static_cast<float>(k) * 1.1f;
    sprites.place(card, f.now);
  }
}

// The last few cards, each a little askew as if tossed there.
void TableRenderer::placeDiscard(CardSprites& sprites, const TableFrame& f) {
  const TableLayout& L = f.layout;
  const std::vector<Card>& discard = f.view.discard;
  const int shown = std::min<int>(static_cast<int>(discard.size()), 6);
  for (int i = 0; i < shown; ++i) {
    const Card c = discard[discard.size() - static_cast<std::size_t>(shown - i)];
    CardPose p = L.discard;
    const int h = c.code() * 37 + 11;
    p.rotation = static_cast<float>(h % 13 - 6) * 1.1f;
    p.center.x += static_cast<float>(h % 7 - 3) * L.cardW * 0.012f;
    p.center.y += static_cast<float>((h / 7) % 7 - 3) * L.cardH * 0.01f;
    const bool top = i == shown - 1;
    // The last move stays lit for a moment after it lands, so a glance tells what was played.
    const bool fresh = top && c == f.view.lastPlayed && f.now - f.notes.lastPlayAt < 1.6;
    sprites.place({.key = SpriteKey::card(c),
                   .face = c,
                   .pose = p,
                   .layer = Layer::Discard,
                   .order = i,
                   .glow = top && (f.hand.dragLegal || fresh),
                   .shadow = i == 0 || top},
                  f.now);
  }
}

// Backs, or the cards laid open after the hand.
void TableRenderer::placeOpponents(CardSprites& sprites, const TableFrame& f) {
  for (int s = 0; s < f.view.seats; ++s) {
    if (s == f.view.human) continue;
    const SeatLayout& seat = f.layout.seat(s);
    const auto& open = f.view.revealed[s];
    for (std::size_t i = 0; i < seat.cards.size(); ++i) {
      const bool shown = !open.empty() && i < open.size();
      const int index = static_cast<int>(i);
      // Within a fan only the outer cards' shadows show; the rest would be drawn for nothing.
      sprites.place({.key = shown ? SpriteKey::card(open[i]) : SpriteKey::hidden(s, index),
                     .face = shown ? open[i] : Card::unknown(),
                     .faceUp = shown,
                     .pose = seat.cards[i],
                     .layer = Layer::OpponentHands,
                     .order = index,
                     .shadow = i == 0 || i + 1 == seat.cards.size()},
                    f.now);
    }
  }
}

// The human's hand, sorted; playable cards rise a little and glow, the keyboard's focus has its
// ring (handCardLook). An advised card (the hint) rises higher and is the only one that glows.
void TableRenderer::placeHand(CardSprites& sprites, const TableFrame& f) {
  const HandFrame& hand = f.hand;
  const SeatLayout& me = f.layout.seat(f.view.human);
  const bool live = hand.liveWhenIdle && f.handSettled();
  for (std::size_t i = 0; i < hand.cards.size() && i < me.cards.size(); ++i) {
    const Card c = hand.cards[i];
    if (hand.dragging && c == hand.dragCard) {
      CardPose p = me.cards[i];
      p.center = hand.dragCentre;
      p.rotation = 0;
      sprites.hold(SpriteKey::card(c), c, p);
      continue;
    }
    const int index = static_cast<int>(i);
    const HandCardLook look = handCardLook(hand, index, live);
    sprites.place({.key = SpriteKey::card(c),
                   .face = c,
                   .pose = me.cards[i],
                   .layer = Layer::Hand,
                   .order = index,
                   .glow = look.glow,
                   .dim = look.dim,
                   .lift = look.lift * f.layout.cardH,
                   .focusRing = look.focusRing},
                  f.now);
  }
}

}  // namespace ochos::app
