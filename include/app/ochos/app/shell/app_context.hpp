#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ochos/app/shell/resources.hpp"
#include "ochos/app/shell/write_problems.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/user_files.hpp"

namespace ochos::app {

// A finished hand to show again (Go::Review): the match played at least to the end of hand
// number `hand`, and its seats.
struct ReviewRequest {
  std::shared_ptr<const engine::Game> game;
  store::TableInfo table;
  int hand = 1;
};

// What every screen may read and change: the App's, shared by the menus and the table.
struct AppContext {
  const Fonts& fonts;
  store::UserFiles& files;
  rules::ProfileLibrary& library;
  std::vector<std::string> notices;  // sentences for the player, shown on the main menu
  bool settingsChanged = false;      // the App re-applies full screen
  // The menus' click and the table's effects; null until the first frames are up, and with
  // --mute.
  audio::SoundBoard* sounds = nullptr;
  WriteProblems writeProblems;          // told once, on the table or the main menu, whichever is up
  std::optional<ReviewRequest> review;  // the hand Go::Review opens
  std::string lessonPreset;             // the preset whose guided hand Go::StartLesson opens
  bool toldMatchInMemory = false;       // that a match left for the menu lives in memory only
};

}  // namespace ochos::app
