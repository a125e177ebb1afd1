#include "ochos/app/table_screen.hpp"

#include <iostream>
#include <utility>

namespace ochos::app {

TableScreen::TableScreen(AppContext& context, std::unique_ptr<TableScene> table,
                         std::unique_ptr<MatchSession> session)
    : ctx_(context), table_(std::move(table)), session_(std::move(session)) {}

void TableScreen::resize(unsigned width, unsigned height) {
  table_->resize(width, height);
}

void TableScreen::handleEvent(const sf::Event& event, double now) {
  const bool over = table_->game().state().phase() == engine::Phase::MatchOver;
  if (session_ && over && event.type == sf::Event::KeyPressed &&
      event.key.code == sf::Keyboard::Escape) {
    go(Go::MainMenu);  // the match is over: Esc leaves rather than closing the scoreboard
    return;
  }
  table_->handleEvent(event, now);
  if (table_->quitRequested()) go(session_ ? Go::MainMenu : Go::Quit);
}

void TableScreen::update(double now) {
  // The sound board opens a few frames after the window does: from then on the table plays.
  table_->setSoundBoard(ctx_.sounds);
  table_->update(now);
  followMatch();
}

void TableScreen::draw(sf::RenderTarget& target, double now) {
  table_->draw(target, now);
  if (!atlasReported_ && !table_->atlasProblem().empty()) {
    std::cerr << "ochos-locos: " << table_->atlasProblem() << "\n";
    atlasReported_ = true;
  }
}

std::string TableScreen::describe(double now) {
  return "screen=table\n" + table_->describe(now);
}

bool TableScreen::idle(double now) const {
  return table_->idle(now);
}

void TableScreen::followMatch() {
  if (session_ && session_->follow(table_->game()))
    session_->save(table_->game(), table_->tableInfo());
}

void TableScreen::leaving() {
  if (!session_) return;
  followMatch();
  const store::WriteResult r = session_->save(table_->game(), table_->tableInfo());
  if (!r) ctx_.notices.push_back(r.error);
}

}  // namespace ochos::app
