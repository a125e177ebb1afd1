#pragma once

// The table as a Screen: it owns a TableScene and, for a match started from the menu, the
// MatchSession that records and saves it. Leaving asks for the main menu (a menu match, saved
// on the way) or to quit (a match named on the command line).

#include <memory>
#include <optional>

#include "ochos/app/menus/how_to_play.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/screen.hpp"
#include "ochos/app/table/match_session.hpp"
#include "ochos/app/table/table_scene.hpp"

namespace ochos::app {

class TableScreen : public Screen {
 public:
  // `session` null: nothing is saved or counted, and leaving the table ends the program.
  TableScreen(AppContext& context, std::unique_ptr<TableScene> table,
              std::unique_ptr<MatchSession> session);

  void resize(unsigned width, unsigned height) override;
  void handleEvent(const InputEvent& event, double now) override;
  void update(double now) override;
  void draw(sf::RenderTarget& target, double now) override;
  std::string describe(double now) override;
  bool idle(double now) const override;
  bool still(double now) const override;
  bool painting() const override { return table_->painting(); }
  bool reviewLastHand() override;
  // Follows the last events and saves the match; a failed save goes to the WriteProblems.
  void leaving() override;

  // Gives the table its "how to play" card, open at once when `openNow`.
  void offerHowToPlay(HowToPlayCard card, bool openNow);

 private:
  void followMatch();
  // On the way to the menu, once a run: the match cannot be saved, and lives in memory.
  void tellMatchInMemory();
  // The sentence that the game cannot save, over the top of the table for a while.
  void drawSaveProblem(sf::RenderTarget& target, double now);
  // The table's own clock: it stands still while the "how to play" card is read.
  double tableTime(double now) const;
  Rect howToPlayButton() const;

  AppContext& ctx_;
  std::unique_ptr<TableScene> table_;
  std::unique_ptr<MatchSession> session_;
  bool atlasReported_ = false;
  Ui ui_;
  std::optional<HowToPlayCard> howToPlay_;
  Vec2 mouse_;
  Vec2 size_{1280, 720};
  double pausedFor_ = 0;     // seconds the table's clock has stood still
  double pausedSince_ = -1;  // when the card was opened, or -1
  std::string saveProblem_;  // told once a session (WriteProblems)
  double saveProblemUntil_ = 0;
};

}  // namespace ochos::app
