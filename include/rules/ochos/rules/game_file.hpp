#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/game.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules {

// The save format this build writes; it reads this and every older one (docs/replay-scenarios.md).
inline constexpr int kSaveFormat = 1;

// A game is its rules, its table and its actions. The profile document is embedded whole, so a
// save still loads after the profile file has changed or been deleted.
nlohmann::json saveGame(const engine::Game& game, const nlohmann::json& profileDocument);

// Rebuilds the game by replaying its actions, which gives the identical state. A save from a
// newer version, or one whose actions no longer replay, is refused with every problem found.
struct LoadedGame {
  std::unique_ptr<engine::Game> game;
  nlohmann::json profileDocument;  // to save it again
  std::vector<ProfileError> errors;
  explicit operator bool() const { return game != nullptr; }
};
LoadedGame loadGame(const nlohmann::json& save, const std::string& file);

}  // namespace ochos::rules
