#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/table/table_renderer.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// The table's HUD: the seat plates, the count badges, the piles' labels and the active suit,
// the status line and the buttons, and the words that pop up over the table.
namespace ochos::app {

using engine::ScoringMode;
using engine::Suit;

namespace {

using namespace palette;
using i18n::tr;

const sf::Color kPlate(10, 40, 24, 170);
const sf::Color kPlateTurn(60, 48, 10, 210);
const sf::Color kMuted(200, 214, 200);

std::string points(int n) {
  return tr("table.points_short", {{"points", std::to_string(n)}});
}

}  // namespace

void TableRenderer::drawSuitSymbol(sf::RenderTarget& t, Suit suit, Vec2 at, float size) const {
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendEllipse(v, at, size * 0.72f, size * 0.72f, kCream, sf::Color(228, 220, 200), 40);
  appendSuit(v, suit, at, size, suitColor(suit, style_));
  ui_.shapes(t, v);
}

// The line under a seat's name: sitting out, the hand's result, thinking, the last move, or
// the number of cards.
std::string TableRenderer::plateLine(const TableFrame& f, int s) const {
  const TableView& view = f.view;
  const bool turn = view.current == s && !view.handOver;
  if (!view.inHand(s)) return tr("table.plate_sits_out", {{"points", points(view.scores[s])}});
  if (view.handOver) {
    // The hand's result under every name while the hands lie open.
    const int pts = view.handPoints[s];
    const std::string signedPts = std::string(pts > 0 ? "+" : "").append(std::to_string(pts));
    if (view.handWinner == s) {
      return pts > 0 ? tr("table.plate_wins_points", {{"points", signedPts}})
                     : tr("table.plate_wins");
    }
    return tr("table.plate_this_hand", {{"points", signedPts}});
  }
  if (turn && f.seats[s].agent && !f.replaying) {
    const int dots = static_cast<int>(f.now * 3) % 4;
    return tr("table.plate_thinking") + std::string(static_cast<std::size_t>(dots), '.');
  }
  if (!f.notes.lastAction[s].empty() && s == view.lastSeat) return f.notes.lastAction[s];
  const int count = view.handSizes[s];
  return i18n::trCount("table.plate_cards", count);
}

// A seat's "last card" stands while it holds that one card, and only if it called.
bool TableRenderer::callsLastCard(const TableView& view, int s) {
  const int held = s == view.human ? static_cast<int>(view.hand.size()) : view.handSizes[s];
  return view.hasAnnounced(s) && held == 1 && !view.handOver;
}

// The profile's own call ("Mau", "Last card!") in a gold tag at the left of `room`, as tall as
// it; the type is made smaller before the words are shortened.
float TableRenderer::callTagWidth(const TableFrame& f, float height) const {
  const std::string call = tr("table.plate_call", {{"call", callWord(f.rules)}});
  return ui_.textWidth(call, textPixels(height * 0.72f), true) + 2 * height * 0.4f;
}

void TableRenderer::drawCallTag(sf::RenderTarget& t, const TableFrame& f, Rect room) {
  const std::string call = tr("table.plate_call", {{"call", callWord(f.rules)}});
  const float pad = room.h * 0.4f;
  unsigned size = textPixels(room.h * 0.72f);
  while (size > 10 && ui_.textWidth(call, size, true) + 2 * pad > room.w)
    --size;
  const float w = std::min(room.w, ui_.textWidth(call, size, true) + 2 * pad);
  const Rect tag{room.x, room.y, w, room.h};
  ui_.panel(t, tag, kGold, sf::Color(255, 244, 200), room.h / 2);
  ui_.textIn(t, call, {tag.x + pad, tag.y, tag.w - 2 * pad, tag.h},
             {size, sf::Color(50, 34, 6), Align::Center, true, 1, std::min(size, 10u)});
}

namespace {

// A plate grows sideways, about its middle and inside the window, to `width`.
Rect widened(Rect plate, float width, float windowWidth) {
  if (width <= plate.w) return plate;
  const float x =
      std::clamp(plate.center().x - width / 2, 4.f, std::max(4.f, windowWidth - 4 - width));
  return {x, plate.y, width, plate.h};
}

}  // namespace

void TableRenderer::drawPlates(sf::RenderTarget& t, const TableFrame& f) {
  const TableView& view = f.view;
  const bool penaltyScoring = f.rules.scoring == ScoringMode::PenaltyPoints;
  const int turnSeat = view.handOver ? -1 : view.current;
  if (turnSeat != turnSeat_) {
    turnSeat_ = turnSeat;
    turnSince_ = f.now;
  }
  for (int s = 0; s < view.seats; ++s) {
    const Rect plate = f.layout.seat(s).plate;
    const bool turn = view.current == s && !view.handOver;
    const unsigned big = textPixels(plate.h * 0.34f);
    const unsigned small = textPixels(plate.h * 0.26f);
    const SeatInfo& info = f.seats[s];
    std::string title = info.name;
    if (s == view.dealer) title += "  \u25C6";  // the dealer's mark
    const std::string strength =
        s != view.human || !f.humanPlays ? strengthText(info.strength) : std::string();
    const std::string line = plateLine(f, s);
    const std::string score =
        penaltyScoring ? points(view.scores[s]) : std::to_string(view.scores[s]);
    const float scoreW = ui_.textWidth(score, small, true);
    const float titleW = ui_.textWidth(title, big, true);
    const float strengthW = ui_.textWidth(strength, small);
    // A long name or last move widens the plate (up to half as wide again) before its type
    // shrinks; what still does not fit is read whole under the pointer.
    float need = std::max(titleW + strengthW + 28, ui_.textWidth(line, small) + scoreW + 30);
    // A standing call's tag is as wide as its words at full size ("Letzte Karte!").
    if (callsLastCard(view, s))
      need = std::max(need, callTagWidth(f, plate.h * 0.4f) + scoreW + 30);
    const Rect r = widened(plate, std::min(need, plate.w * 1.5f), f.layout.width);
    if (turn) {
      // A soft pulse around the player whose turn it is, fading into a steady glow.
      sf::VertexArray glow(sf::PrimitiveType::Triangles);
      const double since = f.now - turnSince_;
      const double fading = std::clamp(1.0 - since / kTurnPulseSeconds, 0.0, 1.0);
      const double pulse = fading * std::sin(since * 4.0);
      const auto a = static_cast<std::uint8_t>(90 + 30 * pulse);
      appendRoundedRect(glow, {r.x - 5, r.y - 5, r.w + 10, r.h + 10}, 14,
                        sf::Color(255, 210, 90, a), sf::Color(255, 210, 90, a));
      ui_.shapes(t, glow);
    }
    ui_.panel(t, r, turn ? kPlateTurn : kPlate, turn ? kGold : sf::Color(255, 255, 255, 40), 9);
    // The name comes first: the strength gets what the name leaves.
    const float room = r.w - 28;
    const float strengthRoom = std::max(room - titleW, room * 0.4f);
    const float strengthShown = ui_.widest(
        ui_.textIn(t, strength, {r.right() - 9 - strengthRoom, r.y, strengthRoom, r.h * 0.6f},
                   {small, kGold, Align::Right, false, 1, std::min(small, 11u)}),
        false);
    ui_.textIn(t, title, {r.x + 10, r.y, room - strengthShown, r.h * 0.6f},
               {big, view.inHand(s) ? kCream : kMuted, Align::Left, true});
    // A standing call takes the place of the line under the name (it says "one card" too).
    if (callsLastCard(view, s)) {
      drawCallTag(t, f, {r.x + 6, r.y + r.h * 0.52f, r.w - 24 - scoreW, r.h * 0.4f});
    } else {
      ui_.textIn(t, line, {r.x + 10, r.y + r.h * 0.47f, r.w - 30 - scoreW, r.h * 0.5f},
                 {small, turn ? kGold : kMuted, Align::Left, false, 1, std::min(small, 11u)});
    }
    ui_.text(t, score, {r.right() - 9, r.y + r.h * 0.72f}, small, kCream, Align::Right, true);
  }
}

void TableRenderer::drawCountBadges(sf::RenderTarget& t, const TableFrame& f) {
  const TableLayout& L = f.layout;
  const TableView& view = f.view;
  for (int s = 0; s < view.seats; ++s) {
    const SeatLayout& seat = L.seat(s);
    const int count = view.handSizes[s];
    // A big count badge beside opponents' fans, readable at a glance.
    if (s == view.human || !view.inHand(s) || count <= 0 || !view.revealed[s].empty()) continue;
    if (seat.countBadge.empty()) continue;
    const float rad = seat.countBadge.w / 2;
    const Vec2 c = seat.countBadge.center();
    sf::VertexArray badge(sf::PrimitiveType::Triangles);
    appendEllipse(badge, c, rad, rad, sf::Color(180, 30, 40), sf::Color(150, 20, 30), 28);
    ui_.shapes(t, badge);
    ui_.text(t, std::to_string(count), c, textPixels(rad * 1.1f), sf::Color::White, Align::Center,
             true);
  }
}

Rect stockCountBox(const Ui& ui, const TableLayout& L, int stock) {
  const unsigned size = textPixels(L.direction.h * 0.55f);
  const float w = ui.textWidth(tr("table.stock_count", {{"count", std::to_string(stock)}}), size);
  const float y = L.stock.center.y - L.cardH / 2 - static_cast<float>(size) * 0.9f;
  return {L.stock.center.x - w / 2, y - static_cast<float>(size) * 0.7f, w,
          static_cast<float>(size) * 1.4f};
}

void TableRenderer::drawCentre(sf::RenderTarget& t, const TableFrame& f) {
  const TableLayout& L = f.layout;
  const TableView& view = f.view;
  // Empty places under the piles, so an exhausted stock still shows where it was.
  if (atlas().valid()) {
    sf::VertexArray v(sf::PrimitiveType::Triangles);
    for (const CardPose& p : {L.stock, L.discard}) {
      appendRoundedFrame(v, p.bounds(), p.w * 0.075f, 2.f, sf::Color(255, 255, 255, 50));
    }
    ui_.shapes(t, v);
  }
  const unsigned small = textPixels(L.direction.h * 0.55f);
  ui_.text(t, tr("table.stock_count", {{"count", std::to_string(view.stock)}}),
           stockCountBox(ui_, L, view.stock).center(), small, kMuted, Align::Center);
  // Direction of play.
  const std::string dir = tr(view.direction > 0 ? "table.clockwise" : "table.counter_clockwise");
  ui_.text(t, dir, L.direction.center(), textPixels(L.direction.h * 0.6f), kMuted, Align::Center);
  if (view.suitDeclared && !view.handOver) drawSuitBadge(t, f);
  if (view.pendingDraw > 0 && !view.handOver) {
    const float pop = popScale(f.now - f.notes.pendingDrawAt);
    const Rect r =
        centeredRect(L.pendingBadge.center(), L.pendingBadge.w * pop, L.pendingBadge.h * pop);
    ui_.panel(t, r, sf::Color(150, 24, 36, 235), sf::Color(255, 190, 170), 12);
    ui_.text(t, std::string("+").append(std::to_string(view.pendingDraw)),
             {r.center().x, r.y + r.h * 0.38f}, textPixels(r.h * 0.42f), sf::Color::White,
             Align::Center, true);
    ui_.textIn(t, tr("table.to_draw"), {r.x + 4, r.y + r.h * 0.64f, r.w - 8, r.h * 0.3f},
               {textPixels(r.h * 0.2f), sf::Color(255, 220, 210), Align::Center, false, 1,
                std::min(textPixels(r.h * 0.2f), 10u)});
  }
}

// The active suit after a wild: symbol and word, never colour alone.
void TableRenderer::drawSuitBadge(sf::RenderTarget& t, const TableFrame& f) {
  const Rect r = f.layout.suitBadge;
  const Suit suit = f.view.activeSuit;
  ui_.panel(t, r, sf::Color(250, 244, 228, 235), kGold, 12);
  // The symbol on its medallion over the word, which gets a smaller type before an ellipsis.
  drawSuitSymbol(t, suit, {r.center().x, r.y + r.h * 0.37f}, r.h * 0.42f);
  const std::string word = suitLabel(suit);
  const unsigned wordSize = textPixels(r.h * 0.24f);
  ui_.textIn(t, word, {r.x + 7, r.y + r.h * 0.68f, r.w - 14, r.h * 0.3f},
             {wordSize, sf::Color(40, 30, 20), Align::Center, true, 1, std::min(wordSize, 12u)});
}

void TableRenderer::drawStatus(sf::RenderTarget& t, const TableFrame& f) {
  const ControlsFrame& c = f.controls;
  const Rect& m = f.layout.message;
  // A long reason takes a second line (the panel grows about its middle) rather than lose its
  // end; the type shrinks only when two lines are not enough.
  TextStyle style{textPixels(m.h * 0.5f), c.refusal ? sf::Color(255, 236, 232) : kCream,
                  Align::Center, true, 2};
  const FittedText fitted =
      ui_.fitInto(c.status, {m.x + 18, m.center().y - m.h * 0.7f, m.w - 36, m.h * 1.4f}, style);
  const float tw = ui_.widest(fitted, true) + 1;
  const float th = fitted.lineHeight(1.2f) * static_cast<float>(fitted.lines.size());
  const float h = std::max(m.h, th + m.h * 0.2f);
  const Rect r{m.center().x - tw / 2 - 18, m.center().y - h / 2, tw + 36, h};
  ui_.panel(t, r, c.refusal ? sf::Color(120, 20, 26, 220) : sf::Color(0, 0, 0, 110),
            c.refusal ? sf::Color(255, 170, 160) : sf::Color::Transparent,
            std::min(std::min(r.h, r.w) / 2, m.h / 2));
  style.size = fitted.size;
  style.minSize = fitted.size;
  ui_.textIn(t, c.status, {r.x + 18, r.center().y - th / 2, tw, th}, style);
}

// The time left to press Catch!: a bar draining along the button's foot, and the seconds in a
// pill beside it, so that a player sees the chance running out.
void TableRenderer::drawCatchCountdown(sf::RenderTarget& t, const TableFrame& f) {
  const ControlsFrame& c = f.controls;
  const Rect& b = f.layout.catchButton;
  const auto part = static_cast<float>(std::clamp(c.catchSecondsLeft / c.catchWindow, 0.0, 1.0));
  const float inset = b.h * 0.3f;
  const float barH = std::max(3.f, b.h * 0.1f);
  const Rect track{b.x + inset, b.y + b.h - barH - 3, b.w - 2 * inset, barH};
  ui_.panel(t, track, sf::Color(90, 60, 20, 90), sf::Color::Transparent, barH / 2);
  ui_.panel(t, {track.x, track.y, track.w * part, track.h}, sf::Color(120, 30, 24),
            sf::Color::Transparent, barH / 2);
  char seconds[16];
  std::snprintf(seconds, sizeof seconds, "%.1f", c.catchSecondsLeft);
  const std::string label = tr("table.catch_countdown", {{"seconds", seconds}});
  const unsigned size = textPixels(b.h * 0.42f);
  const float w = ui_.textWidth(label, size, true) + b.h * 0.6f;
  const Rect pill{b.x - w - b.h * 0.2f, b.y + b.h * 0.12f, w, b.h * 0.76f};
  ui_.panel(t, pill, sf::Color(120, 30, 24, 230), sf::Color(255, 190, 170), pill.h / 2);
  ui_.text(t, label, pill.center(), size, sf::Color::White, Align::Center, true);
}

void TableRenderer::drawControls(sf::RenderTarget& t, const TableFrame& f) {
  const ControlsFrame& c = f.controls;
  const TableLayout& L = f.layout;
  if (!c.status.empty()) drawStatus(t, f);
  if (!f.humanPlays) return;
  const bool ready = f.idle();
  ui_.button(t, L.menuButton, tr(c.quitOnMenu ? "table.button_quit" : "table.button_menu"),
             L.menuButton.contains(c.mouse), false, true);
  ui_.button(t, L.logButton, tr("table.button_log"), L.logButton.contains(c.mouse), f.log.open,
             true);
  if (c.hintShown) {
    ui_.button(t, L.hintButton, tr("table.button_hint"), L.hintButton.contains(c.mouse), false,
               c.hintAvailableWhenIdle && ready);
  }
  if (c.passShownWhenIdle && ready) {
    ui_.button(t, L.passButton, tr("table.button_pass"), L.passButton.contains(c.mouse), true,
               ready);
  }
  if (c.catchShown) {
    ui_.button(t, L.catchButton, tr("table.button_catch"), L.catchButton.contains(c.mouse), true,
               ready);
    if (c.catchSecondsLeft > 0 && c.catchWindow > 0) drawCatchCountdown(t, f);
  }
  if (c.lastCardShown) {
    const std::string label = tr(c.lastCardArmed ? "table.button_call_armed" : "table.button_call",
                                 {{"call", callWord(f.rules)}});
    ui_.button(t, L.lastCardButton, label, L.lastCardButton.contains(c.mouse), !c.lastCardArmed,
               ready || c.lastCardAnnounceable);
  }
}

void TableRenderer::drawToasts(sf::RenderTarget& t, const TableFrame& f) {
  for (const Toast& toast : f.notes.toasts) {
    const float k = static_cast<float>((f.now - toast.start) / toast.duration);
    // Pop in, hold, fade out while drifting up a little.
    const float alpha = k < 0.1f ? k / 0.1f : (k > 0.7f ? (1 - k) / 0.3f : 1.f);
    const float scale = k < 0.12f ? 0.7f + 0.3f * easeOutCubic(k / 0.12f) : 1.f;
    const auto a = static_cast<std::uint8_t>(std::clamp(alpha, 0.f, 1.f) * 255);
    const unsigned size = textPixels(toast.size * scale * static_cast<float>(height_) / 720.f);
    const Vec2 at{toast.at.x, toast.at.y - k * 18.f};
    const float sym = toast.suit >= 0 ? static_cast<float>(size) * 1.1f + 6.f : 0.f;
    // Two lines at most, and the whole toast inside the window, whatever its seat.
    sf::Color c = toast.color;
    c.a = a;
    TextStyle style{size, c, Align::Center, true, 2};
    const FittedText fitted = ui_.fitInto(
        toast.text, {0, 0, f.layout.width - 40 - sym, static_cast<float>(size) * 2.4f}, style);
    const float tw = ui_.widest(fitted, true) + 1;
    const float th = fitted.lineHeight(1.2f) * static_cast<float>(fitted.lines.size());
    const float h = th + static_cast<float>(fitted.size) * 0.5f;
    Rect box{at.x - (tw + sym) / 2 - 18, at.y - h / 2, tw + sym + 36, h};
    box.x = std::clamp(box.x, 4.f, std::max(4.f, f.layout.width - 4 - box.w));
    box.y = std::clamp(box.y, 4.f, std::max(4.f, f.layout.height - 4 - box.h));
    ui_.panel(
        t, box, sf::Color(10, 20, 14, static_cast<std::uint8_t>(a * 0.75f)),
        sf::Color(toast.color.r, toast.color.g, toast.color.b, static_cast<std::uint8_t>(a / 2)),
        box.h / 2);
    if (toast.suit >= 0) {
      drawSuitSymbol(t, static_cast<Suit>(toast.suit), {box.x + 18 + (sym - 6) / 2, box.center().y},
                     (sym - 6) * 0.8f);
    }
    style.size = fitted.size;
    style.minSize = fitted.size;
    ui_.textIn(t, toast.text, {box.x + 18 + sym, box.center().y - th / 2, tw, th}, style);
  }
}

}  // namespace ochos::app
