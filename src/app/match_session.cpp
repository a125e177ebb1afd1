#include "ochos/app/match_session.hpp"

#include <algorithm>
#include <utility>

#include "ochos/store/statistics.hpp"

namespace ochos::app {

using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Game;

MatchSession::MatchSession(store::UserFiles& files, WriteProblems& problems,
                           nlohmann::json profileDocument, const Game& game, int humanSeat,
                           bool restored)
    : files_(files),
      problems_(problems),
      profileDocument_(std::move(profileDocument)),
      recorder_{store::presetKey(game.rules().id, game.rules().activeVariants),
                game.rules().scoring, humanSeat},
      followed_(&game),
      recordedEvents_(restored ? game.events().size() : 0) {}

bool MatchSession::follow(const Game& game) {
  if (&game != followed_ || game.events().size() < recordedEvents_) {
    followed_ = &game;  // the table dealt a new match
    recordedEvents_ = 0;
  }
  if (game.events().size() == recordedEvents_) return false;
  const EventLog fresh(game.events().begin() + static_cast<std::ptrdiff_t>(recordedEvents_),
                       game.events().end());
  recordedEvents_ = game.events().size();
  const store::WriteResult r = recorder_.record(fresh, game.state(), files_.statistics);
  if (!r) problems_.report(r.error);
  return std::any_of(fresh.begin(), fresh.end(), [](const Event& e) {
    return e.type == EventType::HandStarted || e.type == EventType::MatchEnded;
  });
}

store::WriteResult MatchSession::save(const Game& game, const store::TableInfo& table) {
  store::WriteResult r = files_.savedMatch.save(game, profileDocument_, table);
  if (!r) problems_.report(r.error);
  return r;
}

}  // namespace ochos::app
