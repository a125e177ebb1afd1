#include "ochos/app/table/match_session.hpp"

#include <algorithm>
#include <chrono>
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

bool MatchSession::follow(const Game& game, const store::TableInfo& table) {
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
  keepFinishedHand(fresh, game, table);
  return std::any_of(fresh.begin(), fresh.end(), [](const Event& e) {
    return e.type == EventType::HandStarted || e.type == EventType::MatchEnded;
  });
}

// The hand is kept as the game stands at its end: the table shows its score until the player
// deals the next one, so the end and the next deal never come in one batch.
void MatchSession::keepFinishedHand(const EventLog& fresh, const Game& game,
                                    const store::TableInfo& table) {
  const bool ended = std::any_of(fresh.begin(), fresh.end(),
                                 [](const Event& e) { return e.type == EventType::HandEnded; });
  const engine::Phase phase = game.state().phase();
  if (!ended || (phase != engine::Phase::HandOver && phase != engine::Phase::MatchOver)) return;
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const store::WriteResult r = files_.hands.add(
      game, profileDocument_, table, std::chrono::duration_cast<std::chrono::seconds>(now).count());
  if (!r) problems_.report(r.error);
}

store::WriteResult MatchSession::save(const Game& game, const store::TableInfo& table) {
  store::WriteResult r = files_.savedMatch.save(game, profileDocument_, table);
  if (!r) problems_.report(r.error);
  return r;
}

}  // namespace ochos::app
