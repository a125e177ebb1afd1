#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// A saved match continued at the table: its history rebuilt without animation.
namespace ochos::app {

using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Game;
using engine::LoggedAction;
using engine::Phase;
using engine::publicView;

TableScene::TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<Game> game,
                       const store::TableInfo& table, Use use)
    : options_(options),
      match_(options, std::move(game), table, [this](const EventLog& fresh) { enqueue(fresh); }),
      moves_(match_),
      view_(match_.rules()),
      renderer_(fonts, options.fourColour ? DeckStyle::FourColour : DeckStyle::Classic),
      log_(fonts),
      use_(use) {
  timeline_.setScale(options_.speed);
  sprites_.setScale(options_.speed);
  restoreView();
  if (use_ == Use::Play) notes_.addLog(i18n::tr("table.continued"));
  if (use_ == Use::Lesson)
    notes_.addLog(i18n::tr("table.new_match", {{"rules", rulesName(rules())}}));
}

void TableScene::showPosition(std::unique_ptr<Game> game) {
  timeline_ = Timeline{};
  timeline_.setScale(options_.speed);
  match_.showGame(std::move(game));
  view_ = TableView(rules());
  notes_ = TableNotes{};
  moves_.reset();
  restoreView();
  sprites_.snap();
}

// The view, the log and the scoreboard's past hands of the match as it stands, settled.
void TableScene::restoreView() {
  view_.seats = match_.players();
  view_.human = human();
  view_.deckSize = rules().deckSizeFor(view_.seats);
  replayForHistory(match_.game());
  syncView(view_, humanObs());
  const Phase phase = match_.game().state().phase();
  if (phase == Phase::HandOver || phase == Phase::MatchOver) {
    for (int s = 0; s < view_.seats; ++s)
      if (s != human()) view_.revealed[s] = revealedHand(s);
    notes_.banner = i18n::tr("table.hand_over");
  }
}

// Plays the saved actions again on a fresh game to rebuild what the table shows of the past:
// the scoreboard's hands with the cards that made them, the log, the view. Nothing animates.
void TableScene::replayForHistory(const Game& saved) {
  Game again(saved.rulesPtr(), saved.config());
  const auto feed = [&](const EventLog& events) {
    for (const Event& raw : events) {
      const Event e = publicView(raw, human());
      logEvent(e);
      if (e.type == EventType::HandStarted) view_.revealed = {};
      applyEvent(view_, e);
    }
  };
  const auto closeHand = [&] {
    for (int s = 0; s < view_.seats; ++s) {
      if (s != human())
        view_.revealed[s] = sortedHand(again.state().hand(s), SortOrder::SuitThenRank);
    }
    recordHand();
    EventLog fresh;
    again.beginNextHand(&fresh);
    feed(fresh);
  };
  feed(again.events());
  for (const LoggedAction& a : saved.actions()) {
    if (again.state().phase() == Phase::HandOver) closeHand();
    EventLog fresh;
    if (!again.apply(a.seat, a.action, &fresh)) break;
    feed(fresh);
  }
  if (again.state().phase() == Phase::HandOver &&
      saved.state().handNumber() > again.state().handNumber())
    closeHand();
}

}  // namespace ochos::app
