#include "ochos/app/table/table_history.hpp"

#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/i18n/translator.hpp"

// The table at another moment of a record, settled at once: a saved match continued, a hand
// reviewed move by move or shown at a jump.
namespace ochos::app {

using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Game;
using engine::LoggedAction;
using engine::Phase;
using engine::publicView;

TableHistory::TableHistory(TableScene& scene) : scene_(scene) {}

bool TableHistory::replay(const LoggedAction& move) {
  return scene_.match_.perform(move.seat, move.action).accepted;
}

void TableHistory::showPosition(std::unique_ptr<Game> game) {
  scene_.timeline_ = Timeline{};
  scene_.timeline_.setScale(scene_.options_.speed);
  scene_.match_.showGame(std::move(game));
  scene_.view_ = TableView(scene_.match_.rules());
  scene_.notes_ = TableNotes{};
  scene_.moves_.reset();
  restore();
  scene_.sprites_.snap();
}

// The view, the log and the scoreboard's past hands of the match as it stands, settled.
void TableHistory::restore() {
  scene_.view_.seats = scene_.match_.players();
  scene_.view_.human = scene_.match_.human();
  scene_.view_.deckSize = scene_.match_.rules().deckSizeFor(scene_.view_.seats);
  replayForHistory(scene_.match_.game());
  syncView(scene_.view_, scene_.match_.humanObservation());
  const Phase phase = scene_.match_.game().state().phase();
  if (phase == Phase::HandOver || phase == Phase::MatchOver) {
    for (int s = 0; s < scene_.view_.seats; ++s)
      if (s != scene_.match_.human()) scene_.view_.revealed[s] = scene_.revealedHand(s);
    scene_.notes_.banner = i18n::tr("table.hand_over");
  }
}

// Plays the saved actions again on a fresh game to rebuild what the table shows of the past:
// the scoreboard's hands with the cards that made them, the log, the view. Nothing animates.
void TableHistory::replayForHistory(const Game& saved) {
  Game again(saved.rulesPtr(), saved.config());
  const auto feed = [&](const EventLog& events) {
    for (const Event& raw : events) {
      const Event e = publicView(raw, scene_.match_.human());
      scene_.logEvent(e);
      if (e.type == EventType::HandStarted) scene_.view_.revealed = {};
      applyEvent(scene_.view_, e);
    }
  };
  const auto closeHand = [&] {
    for (int s = 0; s < scene_.view_.seats; ++s) {
      if (s != scene_.match_.human())
        scene_.view_.revealed[s] = sortedHand(again.state().hand(s), SortOrder::SuitThenRank);
    }
    scene_.recordHand();
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
