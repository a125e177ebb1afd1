#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

#include "ochos/app/hand/suit_keys.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/table/table_renderer.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/sfml/rect.hpp"

// Panels drawn over the table: the suit chooser, the scoreboard (hand end and match end) and
// the game log.
namespace ochos::app {

using engine::Card;
using engine::kSuitCount;
using engine::ScoringMode;
using engine::Suit;

namespace {

using namespace palette;
using i18n::tr;

void appendMiniCard(sf::VertexArray& v, const CardAtlas& atlas, Card c, Rect r) {
  const Rect tex = toRect(atlas.face(c));
  const sf::Vector2f uv[4] = {
      {tex.x, tex.y}, {tex.right(), tex.y}, {tex.right(), tex.bottom()}, {tex.x, tex.bottom()}};
  const sf::Vector2f p[4] = {
      {r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}};
  for (int i : {0, 1, 2, 0, 2, 3})
    v.append(sf::Vertex(p[i], sf::Color::White, uv[i]));
}

}  // namespace

// The scoreboard's columns: name | cards left | value | this hand | past hands … | total.
struct ScoreColumns {
  float unit = 0;
  float name = 0;
  float cards = 0;
  float cardsW = 0;
  float value = 0;
  float hand = 0;
  float histEnd = 0;
  float histW = 0;
  float total = 0;
  float rowH = 0;
  float top = 0;  // the first row's top
  int pastShown = 0;
  int best = -1;  // the leader, whose name and total are lit
  bool penalty = false;
};

void TableRenderer::drawSuitChooser(sf::RenderTarget& t, const TableFrame& f) {
  const TableLayout& L = f.layout;
  sf::VertexArray dim(sf::PrimitiveType::Triangles);
  appendQuad(dim, {0, 0}, {L.width, 0}, {L.width, L.height}, {0, L.height}, sf::Color(0, 0, 0, 90));
  t.draw(dim);
  const Rect& p = L.suitPanel;
  ui_.panel(t, p, sf::Color(18, 44, 30, 240), kGold, 16);
  const float titleH = L.suitChoices[0].y - p.y;
  const std::string title =
      tr(f.chooser.forWild ? "table.choose_wild_suit" : "table.choose_start_suit");
  ui_.textIn(t, title, {p.x + 12, p.y + titleH * 0.15f, p.w - 24, titleH * 0.8f},
             {textPixels(titleH * 0.34f), kCream, Align::Center, true, 2});
  const SuitKeys keys = suitKeys();
  for (int i = 0; i < kSuitCount; ++i) {
    const Rect r = L.suitChoices[i];
    const bool hot = f.chooser.hover == i || f.chooser.advised == i;
    ui_.panel(t, r, hot ? sf::Color(255, 250, 236) : sf::Color(244, 236, 216),
              hot ? kGold : sf::Color(120, 100, 60), 12);
    sf::VertexArray v(sf::PrimitiveType::Triangles);
    appendSuit(v, static_cast<Suit>(i), {r.center().x, r.y + r.h * 0.38f}, r.h * 0.42f,
               suitColor(static_cast<Suit>(i), style_));
    t.draw(v);
    ui_.textIn(t, suitLabel(static_cast<Suit>(i)),
               {r.x + 4, r.y + r.h * 0.66f, r.w - 8, r.h * 0.18f},
               {textPixels(r.h * 0.15f), kInk, Align::Center, true});
    ui_.text(t, keys.label(static_cast<Suit>(i)), {r.center().x, r.y + r.h * 0.9f},
             textPixels(r.h * 0.1f), sf::Color(120, 100, 70), Align::Center);
  }
}

void TableRenderer::drawScoreboard(sf::RenderTarget& t, const TableFrame& f) {
  const TableLayout& L = f.layout;
  const TableView& view = f.view;
  const std::vector<HandRecord>& history = f.notes.history;
  sf::VertexArray dim(sf::PrimitiveType::Triangles);
  appendQuad(dim, {0, 0}, {L.width, 0}, {L.width, L.height}, {0, L.height},
             sf::Color(0, 0, 0, 110));
  t.draw(dim);
  const Rect& b = L.scoreboard;
  ui_.panel(t, b, sf::Color(250, 244, 228), kGold, 18);
  const bool matchOver = f.scoreboard.matchOver;
  const std::string& banner = f.notes.banner;
  const float unit = L.scoreUnit;
  const std::string title =
      matchOver ? (banner.empty() ? tr("table.match_over") : banner)
                : tr("table.hand_title",
                     {{"number", std::to_string(view.handNumber)}, {"result", banner}});
  // A long result (a tie-break naming everyone) takes two lines before it is cut.
  ui_.textIn(t, title, {b.x + 20, b.y + unit * 0.4f, b.w - 40, unit * 1.2f},
             {textPixels(unit * 0.8f), kInk, Align::Center, true, 2, textPixels(unit * 0.45f)});
  ScoreColumns c;
  c.penalty = f.rules.scoring == ScoringMode::PenaltyPoints;
  const std::string sub = f.scoreboard.singleHand
                              ? tr("table.single_hand_scoring")
                              : tr(c.penalty ? "table.penalty_scoring" : "table.collect_scoring",
                                   {{"target", std::to_string(f.scoreboard.target)}});
  ui_.textIn(t, sub, {b.x + 20, b.y + unit * 1.6f, b.w - 40, unit * 0.6f},
             {textPixels(unit * 0.42f), sf::Color(110, 90, 60), Align::Center});

  c.unit = unit;
  c.name = b.x + unit * 0.8f;
  c.cards = c.name + b.w * 0.17f;
  c.total = b.right() - unit * 0.8f;
  // Past hands' columns once there are several (with one, it would repeat "Hand").
  c.pastShown = history.size() > 1 ? std::min<int>(static_cast<int>(history.size()), 6) : 0;
  c.histW = unit * 1.6f;
  c.histEnd = c.total - unit * 2.2f;
  c.hand = c.histEnd - c.histW * static_cast<float>(c.pastShown) - unit * 0.6f;
  c.value = c.hand - unit * 2.4f;
  c.cardsW = c.value - c.cards - unit * 2.0f;
  c.rowH = std::min((b.h - unit * 5.5f) / static_cast<float>(view.seats + 1), unit * 1.9f);
  const float headY = b.y + unit * 3.0f;
  drawScoreHeads(t, f, c, headY);
  c.top = headY + unit * 0.6f;
  for (int s = 0; s < view.seats; ++s) {
    if (c.best < 0 ||
        (c.penalty ? view.scores[s] < view.scores[c.best] : view.scores[s] > view.scores[c.best]))
      c.best = s;
  }
  sf::VertexArray minis(sf::PrimitiveType::Triangles);
  for (int s = 0; s < view.seats; ++s)
    drawScoreRow(t, f, c, s, minis);
  sf::RenderStates states;
  states.texture = &smallAtlas().texture();
  if (smallAtlas().valid()) t.draw(minis, states);

  if (matchOver) {
    const std::string figures =
        tr("table.match_figures", {{"hands", std::to_string(history.size())}});
    ui_.text(t, figures, {b.center().x, L.nextButton.y - unit * 0.6f}, textPixels(unit * 0.42f),
             sf::Color(110, 90, 60), Align::Center);
  }
  const std::string label = tr(matchOver ? "table.button_new_match" : "table.button_next_hand");
  ui_.button(t, L.nextButton, label, L.nextButton.contains(f.controls.mouse), true, f.idle());
  if (f.scoreboard.reviewOffered) {
    ui_.button(t, L.reviewButton, tr("review.open"), L.reviewButton.contains(f.controls.mouse),
               false, f.idle());
  }
}

void TableRenderer::drawScoreHeads(sf::RenderTarget& t, const TableFrame& f, const ScoreColumns& c,
                                   float y) {
  const std::vector<HandRecord>& history = f.notes.history;
  const unsigned hs = textPixels(c.unit * 0.42f);
  const float h = c.unit * 0.6f;
  // Each head stays over its own column: left-aligned from `x`, or right-aligned ending at it.
  auto head = [&](const std::string& text, float x, float w, Align align, bool bold = false) {
    const float left = align == Align::Right ? x - w : x;
    ui_.textIn(t, text, {left, y - h / 2, w, h},
               {hs, sf::Color(120, 100, 70), align, bold, 1, std::min(hs, 10u)});
  };
  head(tr("table.head_player"), c.name, c.cards - c.name - 8, Align::Left);
  head(tr("table.head_cards_left"), c.cards, c.cardsW, Align::Left);
  head(tr("table.head_value"), c.value, c.value - c.cards - c.cardsW - 6, Align::Right);
  head(tr("table.head_hand"), c.hand, c.hand - c.value - 6, Align::Right);
  for (int k = 0; k < c.pastShown; ++k) {
    const HandRecord& rec = history[history.size() - static_cast<std::size_t>(c.pastShown - k)];
    head(tr("table.head_past_hand", {{"number", std::to_string(rec.number)}}),
         c.histEnd - c.histW * static_cast<float>(c.pastShown - 1 - k), c.histW - 6, Align::Right);
  }
  head(tr("table.head_total"), c.total, c.total - c.histEnd - 6, Align::Right, true);
}

void TableRenderer::drawScoreRow(sf::RenderTarget& t, const TableFrame& f, const ScoreColumns& c,
                                 int s, sf::VertexArray& minis) {
  const Rect& b = f.layout.scoreboard;
  const std::vector<HandRecord>& history = f.notes.history;
  const HandRecord* last = history.empty() ? nullptr : &history.back();
  const ScoreTally& tally = f.scoreboard.tally;
  const double now = f.now;
  const float unit = c.unit;
  const float rowH = c.rowH;
  const float cy = c.top + rowH * (static_cast<float>(s) + 0.5f);
  if (s % 2 == 0) {
    ui_.panel(t, {b.x + unit * 0.4f, cy - rowH / 2, b.w - unit * 0.8f, rowH},
              sf::Color(0, 0, 0, 14), sf::Color::Transparent, 6);
  }
  const unsigned ns = textPixels(std::min(rowH * 0.36f, unit * 0.55f));
  std::string name = f.seats[s].name;
  if (last && last->winner == s) name += "  \u2605";
  ui_.textIn(t, name, {c.name, cy - rowH / 2, c.cards - c.name - 8, rowH},
             {ns, s == c.best ? sf::Color(150, 100, 0) : kInk, Align::Left, true});
  if (last) {
    const auto& cards = last->cards[s];
    const float ch = rowH * 0.82f;
    const float cw = ch * 0.714f;
    const float step =
        cards.size() > 1
            ? std::min(cw * 0.62f, (c.cardsW - cw) / static_cast<float>(cards.size() - 1))
            : 0.f;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      appendMiniCard(minis, smallAtlas(), cards[i],
                     {c.cards + step * static_cast<float>(i), cy - ch / 2, cw, ch});
    }
    if (cards.empty() && ((last->participants >> s) & 1U)) {
      ui_.text(t, tr("table.went_out"), {c.cards, cy}, ns, sf::Color(40, 120, 60), Align::Left,
               true);
    }
    ui_.text(t, std::to_string(tally.value(0, last->values[s], s, now)), {c.value, cy}, ns, kInk,
             Align::Right);
    const int pts = tally.value(0, last->points[s], s, now);
    ui_.text(t, std::string(pts > 0 ? "+" : "").append(std::to_string(pts)), {c.hand, cy}, ns,
             pts > 0 ? (c.penalty ? sf::Color(170, 40, 40) : sf::Color(30, 120, 50)) : kInk,
             Align::Right, true);
  }
  for (int k = 0; k < c.pastShown; ++k) {
    const HandRecord& rec = history[history.size() - static_cast<std::size_t>(c.pastShown - k)];
    ui_.text(t, std::to_string(rec.points[s]),
             {c.histEnd - c.histW * static_cast<float>(c.pastShown - 1 - k), cy},
             textPixels(static_cast<float>(ns) * 0.85f), sf::Color(110, 95, 75), Align::Right);
  }
  // The total counts up from before this hand to now, row after row.
  const int before = f.view.scores[s] - (last ? last->points[s] : 0);
  ui_.text(t, std::to_string(tally.value(before, f.view.scores[s], s, now)), {c.total, cy},
           textPixels(static_cast<float>(ns) * 1.15f), s == c.best ? sf::Color(150, 100, 0) : kInk,
           Align::Right, true);
}

// The log: a title, the rows in view (a wrapped line's continuations indented) and, when there
// are more rows than fit, a scroll bar.
void TableRenderer::drawLog(sf::RenderTarget& t, const TableFrame& f) {
  const LogGeometry& g = f.log.geometry;
  ui_.beginBatch();
  ui_.panel(t, g.panel, sf::Color(6, 22, 14, 232), sf::Color(255, 255, 255, 60), 12);
  ui_.textIn(t, tr("table.log_title"), {g.text.x, g.title.y - g.rowH / 2, g.text.w, g.rowH},
             {g.size, kGold, Align::Left, true});
  float y = g.text.y + g.rowH / 2;
  for (std::size_t i = 0; i < f.log.rows.size(); ++i) {
    // The rows are already wrapped to the panel: one size for all of them.
    const bool continues = f.log.continues[i];
    const float indent = continues ? g.indent : 0.f;
    ui_.textIn(
        t, f.log.rows[i], {g.text.x + indent, y - g.rowH / 2, g.text.w - indent, g.rowH},
        {g.size, continues ? sf::Color(214, 222, 204) : kCream, Align::Left, false, 1, g.size});
    y += g.rowH;
  }
  if (f.log.scrollBar) {
    sf::VertexArray bar(sf::PrimitiveType::Triangles);
    const float r = g.track.w / 2;
    appendRoundedRect(bar, g.track, r, sf::Color(255, 255, 255, 28), sf::Color(255, 255, 255, 28));
    const sf::Color thumb = f.log.dragging ? kGold : sf::Color(220, 226, 210, 170);
    appendRoundedRect(bar, f.log.thumb, r, thumb, thumb);
    ui_.shapes(t, bar);
  }
  ui_.flush(t);
}

}  // namespace ochos::app
