#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

#include "ochos/app/card_sort.hpp"
#include "ochos/app/game_text.hpp"
#include "ochos/app/palette.hpp"
#include "ochos/app/suit_shapes.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/store/translator.hpp"

// Drawing the table: the felt, the cards (one batched draw), and the seat plates and piles'
// indicators. Overlays (suit chooser, scoreboard, log) are in overlays.cpp.
namespace ochos::app {
namespace {

using namespace palette;
using store::tr;

const sf::Color kPlate(10, 40, 24, 170);
const sf::Color kPlateTurn(60, 48, 10, 210);
const sf::Color kMuted(200, 214, 200);

unsigned px(float v) {
  return static_cast<unsigned>(std::max(10.f, std::round(v)));
}

}  // namespace

TableLayout TableScene::currentLayout() const {
  LayoutInput in;
  in.width = static_cast<float>(width_);
  in.height = static_cast<float>(height_);
  in.seats = view_.seats;
  in.humanSeat = human_;
  for (int s = 0; s < view_.seats; ++s) {
    in.handSizes[s] =
        s == human_ ? static_cast<int>(view_.hand.size())
                    : (view_.revealed[s].empty() ? view_.counts[s]
                                                 : static_cast<int>(view_.revealed[s].size()));
  }
  return computeLayout(in);
}

std::vector<Card> TableScene::displayHand() const {
  return sortedHand(view_.hand,
                    options_.sortByRank ? SortOrder::RankThenSuit : SortOrder::SuitThenRank);
}

Vec2 TableScene::plateCentre(int seat) const {
  const TableLayout L = currentLayout();
  return L.seat(seat).plate.center();
}

void TableScene::resize(unsigned width, unsigned height) {
  width_ = width;
  height_ = height;
  felt_.build(width, height);
  sprites_.snap();
  // The atlas is painted a moment later (see rebuildAtlasIfDue): a window being dragged to a
  // new size sends many resizes, and the very first frame should not wait for the painting.
  atlasWanted_ = true;
  atlasRequestedAt_ = nowCache_;
}

void TableScene::rebuildAtlasIfDue(double now) {
  if (!atlasWanted_) return;
  const bool first = !atlas_.valid();
  if (first ? framesDrawn_ < 1 : now - atlasRequestedAt_ < 0.15) return;
  atlasWanted_ = false;
  const TableLayout L = currentLayout();
  if (!CardAtlas::buildPair(
          atlas_, &smallAtlas_, static_cast<unsigned>(L.cardW), static_cast<unsigned>(L.cardH),
          static_cast<unsigned>(L.smallW), static_cast<unsigned>(L.smallH),
          options_.fourColour ? DeckStyle::FourColour : DeckStyle::Classic, fonts_.heading())) {
    atlasProblem_ = tr("table.atlas_failed");
  }
}

void TableScene::addToast(const std::string& text, Vec2 at, double now, sf::Color color, float size,
                          int suit) {
  Toast t;
  t.text = text;
  t.at = at;
  t.start = now;
  t.duration = std::max(0.9, 1.4 * std::max(options_.speed, 0.3));
  t.color = color;
  t.size = size;
  t.suit = suit;
  toasts_.push_back(t);
}

void TableScene::placeCards(const TableLayout& L, double now) {
  sprites_.beginFrame();
  // The stock: a few backs, offset to give the pile some thickness.
  const int layers = view_.stock <= 0 ? 0 : std::min(1 + view_.stock / 10, 4);
  const Action* hint = currentHint();
  const bool drawAdvised = hint != nullptr && hint->type == ActionType::Draw;
  for (int k = 0; k < layers; ++k) {
    CardPose p = L.stock;
    p.center.x -= static_cast<float>(k) * 0.8f;
    p.center.y -= static_cast<float>(k) * 1.1f;
    sprites_.place(9000 + k, Card::unknown(), false, p, k, now, drawAdvised && k + 1 == layers,
                   false, 0, k == 0);
  }
  // The discard: the last few cards, each a little askew as if tossed there.
  const int shown = std::min<int>(static_cast<int>(view_.discard.size()), 6);
  const bool dragLegal = dragging_ && !legalPlaysOf(dragCard_).empty();
  for (int i = 0; i < shown; ++i) {
    const Card c = view_.discard[view_.discard.size() - static_cast<std::size_t>(shown - i)];
    CardPose p = L.discard;
    const int h = c.code() * 37 + 11;
    p.rotation = static_cast<float>(h % 13 - 6) * 1.1f;
    p.center.x += static_cast<float>(h % 7 - 3) * L.cardW * 0.012f;
    p.center.y += static_cast<float>((h / 7) % 7 - 3) * L.cardH * 0.01f;
    const bool top = i == shown - 1;
    // The last move stays lit for a moment after it lands, so a glance tells what was played.
    const bool fresh = top && c == view_.lastPlayed && now - lastPlayAt_ < 1.6;
    sprites_.place(c.code(), c, true, p, 20 + i, now, top && (dragLegal || fresh), false, 0,
                   i == 0 || top);
  }
  // Opponents: backs, or their cards laid open after the hand.
  for (int s = 0; s < view_.seats; ++s) {
    if (s == human_) continue;
    const SeatLayout& seat = L.seat(s);
    const auto& open = view_.revealed[s];
    for (std::size_t i = 0; i < seat.cards.size(); ++i) {
      const int z = 100 + static_cast<int>(i);
      // Within a fan only the outer cards' shadows show; the rest would be drawn for nothing.
      const bool shadow = i == 0 || i + 1 == seat.cards.size();
      if (!open.empty() && i < open.size()) {
        sprites_.place(open[i].code(), open[i], true, seat.cards[i], z, now, false, false, 0,
                       shadow);
      } else {
        sprites_.place(hiddenCardId(s, static_cast<int>(i)), Card::unknown(), false, seat.cards[i],
                       z, now, false, false, 0, shadow);
      }
    }
  }
  // The human's hand, sorted; playable cards rise a little and glow. An advised card (the hint)
  // rises higher and is the only one that glows.
  const std::vector<Card> hand = displayHand();
  const SeatLayout& me = L.seat(human_);
  const bool canAct = humanCanAct() && humanObs_.phase == Phase::Playing && !pendingWild_;
  const int advised = hintedCardIndex(hand);
  for (std::size_t i = 0; i < hand.size() && i < me.cards.size(); ++i) {
    const Card c = hand[i];
    if (dragging_ && c == dragCard_) {
      CardPose p = me.cards[i];
      p.center = mouse_ - dragGrab_;
      p.rotation = 0;
      sprites_.hold(c.code(), c, p, 5000);
      continue;
    }
    CardPose p = me.cards[i];
    const bool playable = canAct && options_.hints && !legalPlaysOf(c).empty();
    const bool focused = static_cast<int>(i) == focus_ && canAct;
    const bool isAdvised = canAct && static_cast<int>(i) == advised;
    float lift = playable ? 0.09f : 0.f;
    if (static_cast<int>(i) == hover_ && canAct) lift += 0.05f;
    if (focused) lift += 0.06f;
    if (isAdvised) lift += 0.08f;
    const bool glow = advised >= 0 ? isAdvised : playable || focused;
    sprites_.place(c.code(), c, true, p, 300 + static_cast<int>(i), now, glow, canAct && !playable,
                   lift * L.cardH);
  }
  sprites_.endFrame(now);
}

void TableScene::drawSuitSymbol(sf::RenderTarget& t, Suit suit, Vec2 at, float size) const {
  sf::VertexArray v(sf::Triangles);
  appendEllipse(v, at, size * 0.72f, size * 0.72f, kCream, sf::Color(228, 220, 200), 40);
  appendSuit(v, suit, at, size,
             suitColor(suit, options_.fourColour ? DeckStyle::FourColour : DeckStyle::Classic));
  ui_.shapes(t, v);
}

void TableScene::drawPlates(sf::RenderTarget& t, const TableLayout& L, double now) {
  const bool penaltyScoring = rules_->scoring == ScoringMode::PenaltyPoints;
  for (int s = 0; s < view_.seats; ++s) {
    const SeatLayout& seat = L.seat(s);
    const Rect r = seat.plate;
    const bool turn = view_.current == s && !view_.handOver;
    const bool out = !view_.inHand(s);
    sf::VertexArray glow(sf::Triangles);
    if (turn) {
      // A soft pulse around the player whose turn it is.
      const float pulse = 0.5f + 0.5f * static_cast<float>(std::sin(now * 4.0));
      const auto a = static_cast<sf::Uint8>(60 + 60 * pulse);
      appendRoundedRect(glow, {r.x - 5, r.y - 5, r.w + 10, r.h + 10}, 14,
                        sf::Color(255, 210, 90, a), sf::Color(255, 210, 90, a));
      ui_.shapes(t, glow);
    }
    ui_.panel(t, r, turn ? kPlateTurn : kPlate, turn ? kGold : sf::Color(255, 255, 255, 40), 9);
    const unsigned big = px(r.h * 0.34f);
    const unsigned small = px(r.h * 0.26f);
    const SeatInfo& info = seats_[s];
    std::string title = info.name;
    if (s == view_.dealer) title += "  \u25C6";  // the dealer's mark
    ui_.text(t, ui_.fit(title, big, r.w - 16, true), {r.x + 10, r.y + r.h * 0.3f}, big,
             out ? kMuted : kCream, Align::Left, true);
    if (s != human_ || allComputer_) {
      ui_.text(t, strengthText(info.strength), {r.right() - 9, r.y + r.h * 0.3f}, small, kGold,
               Align::Right);
    }
    std::string line;
    const int count = view_.counts[s];
    const auto points = [](int n) {
      return tr("table.points_short", {{"points", std::to_string(n)}});
    };
    if (out) {
      line = tr("table.plate_sits_out", {{"points", points(view_.scores[s])}});
    } else if (view_.handOver) {
      // The hand's result under every name while the hands lie open.
      const int pts = view_.handPoints[s];
      const std::string signedPts = std::string(pts > 0 ? "+" : "").append(std::to_string(pts));
      if (view_.handWinner == s) {
        line = pts > 0 ? tr("table.plate_wins_points", {{"points", signedPts}})
                       : tr("table.plate_wins");
      } else {
        line = tr("table.plate_this_hand", {{"points", signedPts}});
      }
    } else if (turn && seats_[s].agent) {
      const int dots = static_cast<int>(now * 3) % 4;
      line = tr("table.plate_thinking") + std::string(static_cast<std::size_t>(dots), '.');
    } else if (!lastAction_[s].empty() && s == view_.lastSeat) {
      line = lastAction_[s];
    } else {
      line = tr(count == 1 ? "table.plate_cards.one" : "table.plate_cards.many",
                {{"count", std::to_string(count)}});
    }
    const std::string score =
        penaltyScoring ? points(view_.scores[s]) : std::to_string(view_.scores[s]);
    const float scoreW = ui_.textWidth(score, small, true);
    ui_.text(t, ui_.fit(line, small, r.w - 30 - scoreW), {r.x + 10, r.y + r.h * 0.72f}, small,
             turn ? kGold : kMuted);
    ui_.text(t, score, {r.right() - 9, r.y + r.h * 0.72f}, small, kCream, Align::Right, true);
  }
}

void TableScene::drawCountBadges(sf::RenderTarget& t, const TableLayout& L) {
  for (int s = 0; s < view_.seats; ++s) {
    const SeatLayout& seat = L.seat(s);
    const Rect r = seat.plate;
    const unsigned small = px(r.h * 0.26f);
    const int count = view_.counts[s];
    const bool out = !view_.inHand(s);
    // A big count badge beside opponents' fans, readable at a glance.
    if (s != human_ && !out && count > 0 && view_.revealed[s].empty()) {
      const float rad = std::max(11.f, L.smallH * 0.16f);
      const Vec2 c{seat.cards.empty() ? seat.anchor.x
                                      : seat.cards.back().center.x + L.smallW / 2 + rad * 0.2f,
                   seat.anchor.y - L.smallH / 2 + rad + 2};
      sf::VertexArray badge(sf::Triangles);
      appendEllipse(badge, c, rad, rad, sf::Color(180, 30, 40), sf::Color(150, 20, 30), 28);
      ui_.shapes(t, badge);
      ui_.text(t, std::to_string(count), c, px(rad * 1.1f), sf::Color::White, Align::Center, true);
      if (view_.hasAnnounced(s) && count == 1) {
        ui_.text(t, tr("table.badge_last_card"), {c.x, c.y + rad * 1.8f}, small, kGold,
                 Align::Center, true);
      }
    }
  }
}

void TableScene::drawCentre(sf::RenderTarget& t, const TableLayout& L, double now) {
  (void)now;
  // Empty places under the piles, so an exhausted stock still shows where it was.
  if (atlas_.valid()) {
    sf::VertexArray v(sf::Triangles);
    for (const CardPose& p : {L.stock, L.discard}) {
      appendRoundedFrame(v, p.bounds(), p.w * 0.075f, 2.f, sf::Color(255, 255, 255, 50));
    }
    ui_.shapes(t, v);
  }
  const unsigned small = px(L.direction.h * 0.55f);
  ui_.text(t, tr("table.stock_count", {{"count", std::to_string(view_.stock)}}),
           {L.stock.center.x, L.stock.center.y - L.cardH / 2 - static_cast<float>(small) * 0.9f},
           small, kMuted, Align::Center);
  // Direction of play.
  const std::string dir = tr(view_.direction > 0 ? "table.clockwise" : "table.counter_clockwise");
  ui_.text(t, dir, L.direction.center(), px(L.direction.h * 0.6f), kMuted, Align::Center);

  // The active suit after a wild: symbol and word, never colour alone.
  if (view_.suitDeclared && !view_.handOver) {
    const Rect r = L.suitBadge;
    ui_.panel(t, r, sf::Color(250, 244, 228, 235), kGold, 12);
    // The symbol on its medallion over the word, which gets a smaller type before an ellipsis.
    drawSuitSymbol(t, view_.activeSuit, {r.center().x, r.y + r.h * 0.37f}, r.h * 0.42f);
    const std::string word = suitLabel(view_.activeSuit);
    unsigned wordSize = px(r.h * 0.24f);
    while (wordSize > 12 && ui_.textWidth(word, wordSize, true) > r.w - 14)
      --wordSize;
    ui_.text(t, ui_.fit(word, wordSize, r.w - 10, true), {r.center().x, r.y + r.h * 0.82f},
             wordSize, sf::Color(40, 30, 20), Align::Center, true);
  }
  if (view_.pendingDraw > 0 && !view_.handOver) {
    const Rect r = L.pendingBadge;
    ui_.panel(t, r, sf::Color(150, 24, 36, 235), sf::Color(255, 190, 170), 12);
    ui_.text(t, std::string("+").append(std::to_string(view_.pendingDraw)),
             {r.center().x, r.y + r.h * 0.38f}, px(r.h * 0.42f), sf::Color::White, Align::Center,
             true);
    ui_.text(t, tr("table.to_draw"), {r.center().x, r.y + r.h * 0.78f}, px(r.h * 0.2f),
             sf::Color(255, 220, 210), Align::Center);
  }
}

std::string TableScene::statusLine(double now) const {
  if (!message_.empty() && now < messageUntil_) return message_;
  if (allComputer_) return tr("table.computer_match");
  if (view_.handOver) return banner_;
  if (std::string advice = hintLine(); !advice.empty()) return advice;
  const int cur = view_.current;
  if (cur < 0 || cur >= view_.seats) return "";
  if (humanObs_.phase == Phase::DealerDeclares && humanObs_.dealer == human_) {
    return tr("table.you_declare_start");
  }
  if (cur != human_) {
    return tr(seats_[cur].agent ? "table.thinking" : "table.whose_turn",
              {{"name", seats_[cur].name}});
  }
  if (!humanObs_.myTurn()) return "";
  bool anyPlay = false;
  for (const Action& a : humanObs_.legal)
    anyPlay = anyPlay || a.type == ActionType::Play;
  const bool mayDraw = hasLegal(ActionType::Draw);
  if (humanObs_.pendingDraw > 0) {
    return tr(anyPlay ? "table.answer_draw" : "table.take_draw",
              {{"count", std::to_string(humanObs_.pendingDraw)}});
  }
  if (anyPlay) return tr(mayDraw ? "table.play_or_draw" : "table.play");
  if (mayDraw) return tr("table.must_draw");
  if (hasLegal(ActionType::Pass)) return tr("table.must_pass");
  return tr("table.your_turn");
}

void TableScene::drawControls(sf::RenderTarget& t, const TableLayout& L, double now) {
  const std::string status = statusLine(now);
  if (!status.empty()) {
    const bool refusal = messageIsRefusal_ && now < messageUntil_;
    const unsigned size = px(L.message.h * 0.5f);
    const float w = std::min(ui_.textWidth(status, size, true) + 36, L.message.w);
    const Rect r{L.message.center().x - w / 2, L.message.y, w, L.message.h};
    ui_.panel(t, r, refusal ? sf::Color(120, 20, 26, 220) : sf::Color(0, 0, 0, 110),
              refusal ? sf::Color(255, 170, 160) : sf::Color::Transparent, r.h / 2);
    ui_.text(t, ui_.fit(status, size, r.w - 24, true), r.center(), size,
             refusal ? sf::Color(255, 236, 232) : kCream, Align::Center, true);
  }
  if (allComputer_) return;
  ui_.button(t, L.menuButton,
             tr(options_.matchOnCommandLine ? "table.button_quit" : "table.button_menu"),
             L.menuButton.contains(mouse_), false, true);
  if (hintButtonShown()) {
    ui_.button(t, L.hintButton, tr("table.button_hint"), L.hintButton.contains(mouse_), false,
               hintAvailable());
  }
  const bool ready = idle(now);
  if (hasLegal(ActionType::Pass) && humanCanAct()) {
    ui_.button(t, L.passButton, tr("table.button_pass"), L.passButton.contains(mouse_), true,
               ready);
  }
  bool canCatch = false;
  for (const Action& a : humanObs_.legal)
    canCatch = canCatch || a.type == ActionType::Catch;
  if (canCatch) {
    ui_.button(t, L.catchButton, tr("table.button_catch"), L.catchButton.contains(mouse_), true,
               ready);
  }
  if (lastCardButtonShown()) {
    const std::string label = tr(armedAnnounce_ ? "table.button_call_armed" : "table.button_call",
                                 {{"call", rules_->lastCardCall}});
    ui_.button(t, L.lastCardButton, label, L.lastCardButton.contains(mouse_), !armedAnnounce_,
               ready || hasLegal(ActionType::Announce));
  }
}

void TableScene::drawToasts(sf::RenderTarget& t, double now) {
  for (const Toast& toast : toasts_) {
    const float k = static_cast<float>((now - toast.start) / toast.duration);
    // Pop in, hold, fade out while drifting up a little.
    const float alpha = k < 0.1f ? k / 0.1f : (k > 0.7f ? (1 - k) / 0.3f : 1.f);
    const float scale = k < 0.12f ? 0.7f + 0.3f * easeOutCubic(k / 0.12f) : 1.f;
    const auto a = static_cast<sf::Uint8>(std::clamp(alpha, 0.f, 1.f) * 255);
    const unsigned size = px(toast.size * scale * static_cast<float>(height_) / 720.f);
    const Vec2 at{toast.at.x, toast.at.y - k * 18.f};
    const float tw = ui_.textWidth(toast.text, size, true);
    const float sym = toast.suit >= 0 ? static_cast<float>(size) * 1.1f : 0.f;
    const Rect box{at.x - (tw + sym) / 2 - 18, at.y - static_cast<float>(size) * 0.85f,
                   tw + sym + 36, static_cast<float>(size) * 1.7f};
    ui_.panel(t, box, sf::Color(10, 20, 14, static_cast<sf::Uint8>(a * 0.75f)),
              sf::Color(toast.color.r, toast.color.g, toast.color.b, static_cast<sf::Uint8>(a / 2)),
              box.h / 2);
    if (toast.suit >= 0) {
      drawSuitSymbol(t, static_cast<Suit>(toast.suit), {box.x + 18 + sym / 2, at.y}, sym * 0.8f);
    }
    sf::Color c = toast.color;
    c.a = a;
    ui_.text(t, toast.text, {box.x + 18 + sym + tw / 2 + (toast.suit >= 0 ? 6.f : 0.f), at.y}, size,
             c, Align::Center, true);
  }
}

void TableScene::draw(sf::RenderTarget& t, double now) {
  nowCache_ = now;
  rebuildAtlasIfDue(now);
  ++framesDrawn_;
  const TableLayout L = currentLayout();
  felt_.draw(t);
  // The HUD goes out in a few batched draw calls: under the cards, then over them.
  ui_.beginBatch();
  drawCentre(t, L, now);
  drawPlates(t, L, now);
  ui_.flush(t);
  placeCards(L, now);
  sprites_.draw(t, atlas_, smallAtlas_, now);
  ui_.beginBatch();
  drawCountBadges(t, L);
  if (!atlas_.valid() && atlasProblem_.empty()) {
    ui_.text(t, tr("table.shuffling"), {L.width / 2, L.stock.center.y}, 28,
             sf::Color(250, 244, 228), Align::Center, true);
  }
  drawControls(t, L, now);
  ui_.flush(t);
  if (!scoreboardOpen_) drawToasts(t, now);
  if ((pendingWild_ ||
       (humanObs_.phase == Phase::DealerDeclares && humanObs_.dealer == human_ && !allComputer_)) &&
      idle(now)) {
    drawSuitChooser(t, L);
  }
  if (scoreboardOpen_) drawScoreboard(t, L, now);
  if (logOpen_) drawLog(t, L);
  if (!atlasProblem_.empty() || !fonts_.problem.empty()) {
    const std::string problem = !atlasProblem_.empty() ? atlasProblem_ : fonts_.problem;
    ui_.text(t, problem, {8, static_cast<float>(height_) - 10}, 12, sf::Color(255, 200, 190));
  }
}

}  // namespace ochos::app
