#pragma once

#include <string>
#include <vector>

#include "ochos/app/resources.hpp"
#include "ochos/app/write_problems.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/user_files.hpp"

namespace ochos::app {

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
  WriteProblems writeProblems;
  std::string lessonPreset;  // the preset whose guided hand Go::StartLesson opens  // told once, on
                             // the table or the main menu, whichever is up
};

}  // namespace ochos::app
