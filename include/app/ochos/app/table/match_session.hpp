#pragma once

// A match started from the menu is followed as it is played: its finished hands and matches
// count in the statistics, each finished hand is kept for review, and it is saved at each hand
// boundary (a crash loses at most the hand) and when the player leaves it. A match named on the
// command line has no session.

#include <cstddef>
#include <nlohmann/json.hpp>

#include "ochos/app/shell/write_problems.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/store/match_recorder.hpp"
#include "ochos/store/user_files.hpp"

namespace ochos::app {

class MatchSession {
 public:
  // `game` is the table's; a `restored` one's events so far were counted before it was saved.
  // A failed write goes to `problems`.
  MatchSession(store::UserFiles& files, WriteProblems& problems, nlohmann::json profileDocument,
               const engine::Game& game, int humanSeat, bool restored);

  // Feeds the events since the last call to the statistics, and keeps a hand that ended among
  // them for review (files.hands, with `table`); true when a hand began or the match ended among
  // them (time to save). `game` may be a new one (the table dealt a new match): it is followed
  // from its first event.
  bool follow(const engine::Game& game, const store::TableInfo& table);
  // Writes the match as it stands; an error also goes to the WriteProblems.
  store::WriteResult save(const engine::Game& game, const store::TableInfo& table);

 private:
  void keepFinishedHand(const engine::EventLog& fresh, const engine::Game& game,
                        const store::TableInfo& table);

  store::UserFiles& files_;
  WriteProblems& problems_;
  nlohmann::json profileDocument_;
  store::MatchRecorder recorder_;
  const engine::Game* followed_ = nullptr;
  std::size_t recordedEvents_ = 0;
};

}  // namespace ochos::app
