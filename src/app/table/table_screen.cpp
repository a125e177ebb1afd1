#include "ochos/app/table/table_screen.hpp"

#include <algorithm>
#include <iostream>
#include <utility>

#include "ochos/app/paint/palette.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::app {

using palette::kCream;
using palette::kGold;

TableScreen::TableScreen(AppContext& context, std::unique_ptr<TableScene> table,
                         std::unique_ptr<MatchSession> session)
    : ctx_(context), table_(std::move(table)), session_(std::move(session)), ui_(context.fonts) {}

void TableScreen::resize(unsigned width, unsigned height) {
  size_ = {static_cast<float>(width), static_cast<float>(height)};
  table_->resize(width, height);
}

void TableScreen::offerHowToPlay(HowToPlayCard card, bool openNow) {
  howToPlay_ = std::move(card);
  if (openNow) howToPlay_->open();
}

double TableScreen::tableTime(double now) const {
  return (pausedSince_ >= 0 ? pausedSince_ : now) - pausedFor_;
}

Rect TableScreen::howToPlayButton() const {
  // The scoreboard covers the table's corner buttons: the Rules button goes with them.
  if (table_->scoreboardShown()) return {};
  return HowToPlayCard::buttonBelow(table_->layout().menuButton);
}

void TableScreen::handleEvent(const InputEvent& event, double realNow) {
  if (event.type == InputType::MouseMoved) mouse_ = event.mouse;
  if (howToPlay_ && howToPlay_->handleEvent(event, howToPlayButton())) return;
  const double now = tableTime(realNow);
  const bool over = table_->match().game().state().phase() == engine::Phase::MatchOver;
  const bool leaving =
      event.type == InputType::KeyPressed &&
      keyAction(scoreboardBindings(), event.key) == TableAction::LeaveFinishedMatch;
  if (session_ && over && leaving) {
    go(Go::MainMenu);  // the match is over: Esc leaves rather than closing the scoreboard
    return;
  }
  table_->handleEvent(event, now);
  if (table_->quitRequested()) {
    if (session_) tellMatchInMemory();
    go(session_ ? Go::MainMenu : Go::Quit);
  }
  if (table_->takeReviewRequest()) {
    const engine::Game& game = table_->match().game();
    ctx_.review = ReviewRequest{std::make_shared<const engine::Game>(game),
                                table_->match().tableInfo(), game.state().handNumber()};
    go(Go::Review);
  }
}

bool TableScreen::reviewLastHand() {
  const engine::Game& game = table_->match().game();
  const engine::Phase phase = game.state().phase();
  const bool over = phase == engine::Phase::HandOver || phase == engine::Phase::MatchOver;
  const int hand = game.state().handNumber() - (over ? 0 : 1);
  if (hand < 1) return false;
  ctx_.review =
      ReviewRequest{std::make_shared<const engine::Game>(game), table_->match().tableInfo(), hand};
  go(Go::Review);
  return true;
}

void TableScreen::update(double realNow) {
  const bool reading = howToPlay_ && howToPlay_->shown();
  if (reading && pausedSince_ < 0) pausedSince_ = realNow;
  if (!reading && pausedSince_ >= 0) {
    pausedFor_ += realNow - pausedSince_;
    pausedSince_ = -1;
  }
  // The sound board opens a few frames after the window does: from then on the table plays.
  table_->setSoundBoard(ctx_.sounds);
  if (!reading) table_->update(tableTime(realNow));
  followMatch();
  if (auto sentence = ctx_.writeProblems.takeSentence()) {
    saveProblem_ = std::move(*sentence);
    saveProblemUntil_ = realNow + 12;
  }
}

void TableScreen::drawSaveProblem(sf::RenderTarget& target, double now) {
  if (saveProblem_.empty() || now > saveProblemUntil_) return;
  const float w = std::min(size_.x - 24, 820.f);
  const Rect box{(size_.x - w) / 2, 10, w, 62};
  ui_.beginBatch();
  ui_.panel(target, box, sf::Color(90, 24, 20, 235), palette::kGold);
  ui_.textIn(target, saveProblem_, {box.x + 14, box.y + 4, box.w - 28, box.h - 8},
             {15, palette::kCream, Align::Center, false, 2});
  ui_.flush(target);
}

void TableScreen::draw(sf::RenderTarget& target, double realNow) {
  table_->draw(target, tableTime(realNow));
  drawSaveProblem(target, realNow);
  if (howToPlay_) {
    if (!howToPlayButton().empty()) howToPlay_->drawButton(target, ui_, howToPlayButton(), mouse_);
    howToPlay_->draw(target, ui_, size_, mouse_);
  }
  if (!atlasReported_ && !table_->atlasProblem().empty()) {
    std::cerr << "ochos-locos: " << table_->atlasProblem() << "\n";
    atlasReported_ = true;
  }
}

std::string TableScreen::describe(double realNow) {
  std::string out = "screen=table\n" + table_->describe(tableTime(realNow));
  if (howToPlay_) howToPlay_->describe(out, ui_, size_, howToPlayButton());
  if (!saveProblem_.empty()) out += "save_problem=" + saveProblem_ + "\n";
  return out;
}

bool TableScreen::idle(double realNow) const {
  // While the card is read the table stands still.
  return (howToPlay_ && howToPlay_->shown()) || table_->idle(tableTime(realNow));
}

bool TableScreen::still(double realNow) const {
  if (!saveProblem_.empty() && realNow <= saveProblemUntil_) return false;
  return (howToPlay_ && howToPlay_->shown()) || table_->still(tableTime(realNow));
}

void TableScreen::tellMatchInMemory() {
  const store::UserFiles& files = ctx_.files;
  const bool over = table_->match().game().state().phase() == engine::Phase::MatchOver;
  if (!files.savedMatch.inMemory() || over || ctx_.toldMatchInMemory) return;
  ctx_.toldMatchInMemory = true;
  ctx_.notices.push_back(
      files.folder.path.empty()
          ? i18n::tr("store.match_in_memory_no_folder")
          : i18n::tr("store.match_in_memory", {{"folder", utf8(files.folder.path)}}));
}

void TableScreen::followMatch() {
  if (session_ && session_->follow(table_->match().game(), table_->match().tableInfo()))
    session_->save(table_->match().game(), table_->match().tableInfo());
}

void TableScreen::leaving() {
  if (!session_) return;
  followMatch();
  session_->save(table_->match().game(), table_->match().tableInfo());
}

}  // namespace ochos::app
