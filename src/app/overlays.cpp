#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

#include "ochos/app/game_text.hpp"
#include "ochos/app/palette.hpp"
#include "ochos/app/suit_shapes.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/store/translator.hpp"

// Panels drawn over the table: the suit chooser, the scoreboard (hand end and match end) and
// the game log.
namespace ochos::app {
namespace {

using namespace palette;
using store::tr;

// The keys that choose a suit (see TableScene::onKey): numbers, and the English initials.
const char* const kSuitKeys[] = {"1 · C", "2 · D", "3 · H", "4 · S"};

unsigned px(float v) {
  return static_cast<unsigned>(std::max(10.f, std::round(v)));
}

void appendMiniCard(sf::VertexArray& v, const CardAtlas& atlas, Card c, Rect r) {
  const sf::FloatRect tex = atlas.face(c);
  const sf::Vector2f uv[4] = {{tex.left, tex.top},
                              {tex.left + tex.width, tex.top},
                              {tex.left + tex.width, tex.top + tex.height},
                              {tex.left, tex.top + tex.height}};
  const sf::Vector2f p[4] = {
      {r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
  for (int i : {0, 1, 2, 0, 2, 3})
    v.append(sf::Vertex(p[i], sf::Color::White, uv[i]));
}

}  // namespace

void TableScene::drawSuitChooser(sf::RenderTarget& t, const TableLayout& L) {
  sf::VertexArray dim(sf::Triangles);
  appendQuad(dim, {0, 0}, {L.width, 0}, {L.width, L.height}, {0, L.height}, sf::Color(0, 0, 0, 90));
  t.draw(dim);
  const Rect& p = L.suitPanel;
  ui_.panel(t, p, sf::Color(18, 44, 30, 240), kGold, 16);
  const float titleH = L.suitChoices[0].y - p.y;
  const std::string title = tr(pendingWild_ ? "table.choose_wild_suit" : "table.choose_start_suit");
  ui_.text(t, ui_.fit(title, px(titleH * 0.34f), p.w - 24, true),
           {p.center().x, p.y + titleH * 0.55f}, px(titleH * 0.34f), kCream, Align::Center, true);
  const DeckStyle style = options_.fourColour ? DeckStyle::FourColour : DeckStyle::Classic;
  const int advised = hintedSuit();
  for (int i = 0; i < kSuitCount; ++i) {
    const Rect r = L.suitChoices[i];
    const bool hot = hoverSuit_ == i || advised == i;
    ui_.panel(t, r, hot ? sf::Color(255, 250, 236) : sf::Color(244, 236, 216),
              hot ? kGold : sf::Color(120, 100, 60), 12);
    sf::VertexArray v(sf::Triangles);
    appendSuit(v, static_cast<Suit>(i), {r.center().x, r.y + r.h * 0.38f}, r.h * 0.42f,
               suitColor(static_cast<Suit>(i), style));
    t.draw(v);
    ui_.text(t, suitLabel(static_cast<Suit>(i)), {r.center().x, r.y + r.h * 0.75f}, px(r.h * 0.15f),
             kInk, Align::Center, true);
    ui_.text(t, kSuitKeys[i], {r.center().x, r.y + r.h * 0.9f}, px(r.h * 0.1f),
             sf::Color(120, 100, 70), Align::Center);
  }
}

void TableScene::drawScoreboard(sf::RenderTarget& t, const TableLayout& L, double now) {
  sf::VertexArray dim(sf::Triangles);
  appendQuad(dim, {0, 0}, {L.width, 0}, {L.width, L.height}, {0, L.height},
             sf::Color(0, 0, 0, 110));
  t.draw(dim);
  const Rect& b = L.scoreboard;
  ui_.panel(t, b, sf::Color(250, 244, 228), kGold, 18);
  const bool matchOver = game_->state().phase() == Phase::MatchOver;
  const float unit = L.scoreUnit;
  const std::string title =
      matchOver ? (banner_.empty() ? tr("table.match_over") : banner_)
                : tr("table.hand_title",
                     {{"number", std::to_string(view_.handNumber)}, {"result", banner_}});
  ui_.text(t, ui_.fit(title, px(unit * 0.8f), b.w - 40, true), {b.center().x, b.y + unit * 1.0f},
           px(unit * 0.8f), kInk, Align::Center, true);
  const bool penalty = rules_->scoring == ScoringMode::PenaltyPoints;
  const std::string sub = tr(penalty ? "table.penalty_scoring" : "table.collect_scoring",
                             {{"target", std::to_string(game_->state().target())}});
  ui_.text(t, sub, {b.center().x, b.y + unit * 1.9f}, px(unit * 0.42f), sf::Color(110, 90, 60),
           Align::Center);

  // Columns: name | cards left | value | this hand | past hands … | total.
  const float x0 = b.x + unit * 0.8f;
  const float colCards = x0 + b.w * 0.17f;
  const float colTotal = b.right() - unit * 0.8f;
  // Past hands' columns once there are several (with one, it would repeat "Hand").
  const int pastShown =
      history_.size() > 1 ? std::min<int>(static_cast<int>(history_.size()), 6) : 0;
  const float histW = unit * 1.6f;
  const float colHistEnd = colTotal - unit * 2.2f;
  const float colHand = colHistEnd - histW * static_cast<float>(pastShown) - unit * 0.6f;
  const float colValue = colHand - unit * 2.4f;
  const float cardsW = colValue - colCards - unit * 2.0f;
  const float rowH =
      std::min((b.h - unit * 5.5f) / static_cast<float>(view_.seats + 1), unit * 1.9f);
  float y = b.y + unit * 3.0f;
  const unsigned hs = px(unit * 0.42f);
  const sf::Color head(120, 100, 70);
  ui_.text(t, tr("table.head_player"), {x0, y}, hs, head);
  ui_.text(t, tr("table.head_cards_left"), {colCards, y}, hs, head);
  ui_.text(t, tr("table.head_value"), {colValue, y}, hs, head, Align::Right);
  ui_.text(t, tr("table.head_hand"), {colHand, y}, hs, head, Align::Right);
  for (int k = 0; k < pastShown; ++k) {
    const HandRecord& rec = history_[history_.size() - static_cast<std::size_t>(pastShown - k)];
    ui_.text(t, tr("table.head_past_hand", {{"number", std::to_string(rec.number)}}),
             {colHistEnd - histW * static_cast<float>(pastShown - 1 - k), y}, hs, head,
             Align::Right);
  }
  ui_.text(t, tr("table.head_total"), {colTotal, y}, hs, head, Align::Right, true);
  y += unit * 0.6f;

  int best = -1;
  for (int s = 0; s < view_.seats; ++s) {
    if (best < 0 ||
        (penalty ? view_.scores[s] < view_.scores[best] : view_.scores[s] > view_.scores[best]))
      best = s;
  }
  const HandRecord* last = history_.empty() ? nullptr : &history_.back();
  sf::VertexArray minis(sf::Triangles);
  for (int s = 0; s < view_.seats; ++s) {
    const float cy = y + rowH * (static_cast<float>(s) + 0.5f);
    if (s % 2 == 0) {
      ui_.panel(t, {b.x + unit * 0.4f, cy - rowH / 2, b.w - unit * 0.8f, rowH},
                sf::Color(0, 0, 0, 14), sf::Color::Transparent, 6);
    }
    const unsigned ns = px(std::min(rowH * 0.36f, unit * 0.55f));
    std::string name = seats_[s].name;
    if (last && last->winner == s) name += "  \u2605";
    ui_.text(t, ui_.fit(name, ns, colCards - x0 - 8, true), {x0, cy}, ns,
             s == best ? sf::Color(150, 100, 0) : kInk, Align::Left, true);
    if (last) {
      const auto& cards = last->cards[s];
      const float ch = rowH * 0.82f;
      const float cw = ch * 0.714f;
      const float step =
          cards.size() > 1
              ? std::min(cw * 0.62f, (cardsW - cw) / static_cast<float>(cards.size() - 1))
              : 0.f;
      for (std::size_t i = 0; i < cards.size(); ++i) {
        appendMiniCard(minis, smallAtlas_, cards[i],
                       {colCards + step * static_cast<float>(i), cy - ch / 2, cw, ch});
      }
      if (cards.empty() && ((last->participants >> s) & 1U)) {
        ui_.text(t, tr("table.went_out"), {colCards, cy}, ns, sf::Color(40, 120, 60), Align::Left,
                 true);
      }
      ui_.text(t, std::to_string(tally_.value(0, last->values[s], s, now)), {colValue, cy}, ns,
               kInk, Align::Right);
      const int pts = tally_.value(0, last->points[s], s, now);
      ui_.text(t, std::string(pts > 0 ? "+" : "").append(std::to_string(pts)), {colHand, cy}, ns,
               pts > 0 ? (penalty ? sf::Color(170, 40, 40) : sf::Color(30, 120, 50)) : kInk,
               Align::Right, true);
    }
    for (int k = 0; k < pastShown; ++k) {
      const HandRecord& rec = history_[history_.size() - static_cast<std::size_t>(pastShown - k)];
      ui_.text(t, std::to_string(rec.points[s]),
               {colHistEnd - histW * static_cast<float>(pastShown - 1 - k), cy},
               px(static_cast<float>(ns) * 0.85f), sf::Color(110, 95, 75), Align::Right);
    }
    // The total counts up from before this hand to now, row after row.
    const int before = view_.scores[s] - (last ? last->points[s] : 0);
    ui_.text(t, std::to_string(tally_.value(before, view_.scores[s], s, now)), {colTotal, cy},
             px(static_cast<float>(ns) * 1.15f), s == best ? sf::Color(150, 100, 0) : kInk,
             Align::Right, true);
  }
  sf::RenderStates states;
  states.texture = &smallAtlas_.texture();
  if (smallAtlas_.valid()) t.draw(minis, states);

  if (matchOver) {
    const std::string figures =
        tr("table.match_figures",
           {{"hands", std::to_string(history_.size())}, {"seed", std::to_string(seed_)}});
    ui_.text(t, figures, {b.center().x, L.nextButton.y - unit * 0.6f}, px(unit * 0.42f),
             sf::Color(110, 90, 60), Align::Center);
  }
  const std::string label = tr(matchOver ? "table.button_new_match" : "table.button_next_hand");
  ui_.button(t, L.nextButton, label, L.nextButton.contains(mouse_), true, idle(nowCache_));
}

void TableScene::drawLog(sf::RenderTarget& t, const TableLayout& L) {
  const Rect& r = L.logPanel;
  ui_.panel(t, r, sf::Color(6, 22, 14, 225), sf::Color(255, 255, 255, 60), 12);
  const unsigned size = px(std::clamp(L.height * 0.02f, 12.f, 17.f));
  const float line = static_cast<float>(size) * 1.45f;
  ui_.text(t, tr("table.log_title"), {r.x + 12, r.y + line * 0.7f}, size, kGold, Align::Left, true);
  const int rows = static_cast<int>((r.h - line * 1.6f) / line);
  const int first = std::max(0, static_cast<int>(log_.size()) - rows);
  float y = r.y + line * 1.7f;
  for (int i = first; i < static_cast<int>(log_.size()); ++i) {
    ui_.text(t, ui_.fit(log_[i], size, r.w - 24), {r.x + 12, y}, size, kCream);
    y += line;
  }
}

}  // namespace ochos::app
