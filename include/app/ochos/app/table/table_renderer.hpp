#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <memory>
#include <string>

#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/paint/card_sprites.hpp"
#include "ochos/app/paint/felt.hpp"
#include "ochos/app/paint/shared_atlases.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/table/table_frame.hpp"

namespace ochos::app {

struct ScoreColumns;

// Where the stock's count ("21 in stock") is written, over the stock, in a window laid out as
// `L`: what stays clear of it (the lesson's bubble) asks here.
Rect stockCountBox(const Ui& ui, const TableLayout& L, int stock);

// Draws the table from a TableFrame: the felt, the cards (their targets go to CardSprites,
// which flies them there and draws them in two batches), the plates and piles' indicators, the
// buttons and words, and the overlays (suit chooser, scoreboard, log). It owns what painting
// needs (the card atlases, the felt, the HUD batcher) and nothing of the match.
class TableRenderer {
 public:
  TableRenderer(const Fonts& fonts, DeckStyle style);

  void resize(unsigned width, unsigned height);
  void draw(sf::RenderTarget& t, const TableFrame& f, CardSprites& sprites);
  const std::string& atlasProblem() const { return atlasProblem_; }
  // The cards can be drawn: some atlas is painted, if not yet at this size.
  bool hasCards() const { return atlases_->large().valid(); }
  // The cards are being painted for this size (or wait to be).
  bool painting() const { return atlases_->painting(); }
  // Every text of the last frame with its box (the state dump checks that each fits).
  const std::vector<DrawnText>& drawnTexts() const { return ui_.drawnTexts(); }
  // The glow around the plate whose turn it is pulses for a few seconds when the turn comes,
  // then holds still (a table waiting for its player draws nothing: Screen::still).
  static constexpr double kTurnPulseSeconds = 4.0;
  bool turnPulsing(double now) const { return now - turnSince_ < kTurnPulseSeconds; }

 private:
  void followAtlases(const TableLayout& L);
  const CardAtlas& atlas() const { return atlases_->large(); }
  const CardAtlas& smallAtlas() const { return atlases_->small(); }

  // --- the cards (table_renderer.cpp) ---
  void placeCards(CardSprites& sprites, const TableFrame& f);
  void placeStock(CardSprites& sprites, const TableFrame& f);
  void placeDiscard(CardSprites& sprites, const TableFrame& f);
  void placeOpponents(CardSprites& sprites, const TableFrame& f);
  void placeHand(CardSprites& sprites, const TableFrame& f);

  // --- the HUD (table_hud.cpp) ---
  void drawPlates(sf::RenderTarget& t, const TableFrame& f);
  std::string plateLine(const TableFrame& f, int seat) const;
  static bool callsLastCard(const TableView& view, int seat);
  // The width the call's tag takes at `height` with its type at full size.
  float callTagWidth(const TableFrame& f, float height) const;
  void drawCallTag(sf::RenderTarget& t, const TableFrame& f, Rect room);
  void drawCountBadges(sf::RenderTarget& t, const TableFrame& f);
  void drawCentre(sf::RenderTarget& t, const TableFrame& f);
  void drawSuitBadge(sf::RenderTarget& t, const TableFrame& f);
  void drawControls(sf::RenderTarget& t, const TableFrame& f);
  void drawStatus(sf::RenderTarget& t, const TableFrame& f);
  void drawCatchCountdown(sf::RenderTarget& t, const TableFrame& f);
  void drawToasts(sf::RenderTarget& t, const TableFrame& f);
  void drawSuitSymbol(sf::RenderTarget& t, engine::Suit suit, Vec2 at, float size) const;

  // --- overlays (overlays.cpp) ---
  void drawSuitChooser(sf::RenderTarget& t, const TableFrame& f);
  void drawScoreboard(sf::RenderTarget& t, const TableFrame& f);
  void drawScoreHeads(sf::RenderTarget& t, const TableFrame& f, const ScoreColumns& c, float y);
  void drawScoreRow(sf::RenderTarget& t, const TableFrame& f, const ScoreColumns& c, int seat,
                    sf::VertexArray& minis);
  void drawLog(sf::RenderTarget& t, const TableFrame& f);

  const Fonts& fonts_;
  DeckStyle style_;
  Ui ui_;
  Felt felt_;
  // The hand's and the piles' cards, and the opponents' and the scoreboard's.
  std::shared_ptr<SharedAtlases> atlases_;
  std::string atlasProblem_;
  unsigned height_ = 0;
  int turnSeat_ = -1;        // whose turn the plates showed last
  double turnSince_ = -1e9;  // since when
};

}  // namespace ochos::app
