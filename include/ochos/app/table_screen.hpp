#pragma once

// The table as a Screen: it owns a TableScene and, for a match started from the menu, the
// MatchSession that records and saves it. Leaving asks for the main menu (a menu match, saved
// on the way) or to quit (a match named on the command line).

#include <memory>

#include "ochos/app/app_context.hpp"
#include "ochos/app/match_session.hpp"
#include "ochos/app/screen.hpp"
#include "ochos/app/table_scene.hpp"

namespace ochos::app {

class TableScreen : public Screen {
 public:
  // `session` null: nothing is saved or counted, and leaving the table ends the program.
  TableScreen(AppContext& context, std::unique_ptr<TableScene> table,
              std::unique_ptr<MatchSession> session);

  void resize(unsigned width, unsigned height) override;
  void handleEvent(const sf::Event& event, double now) override;
  void update(double now) override;
  void draw(sf::RenderTarget& target, double now) override;
  std::string describe(double now) override;
  bool idle(double now) const override;
  // Follows the last events and saves the match; a failed save is told on the main menu.
  void leaving() override;

 private:
  void followMatch();

  AppContext& ctx_;
  std::unique_ptr<TableScene> table_;
  std::unique_ptr<MatchSession> session_;
  bool atlasReported_ = false;
};

}  // namespace ochos::app
