#pragma once

// Positions of real games for the targets that judge an input against a game (a bot's answer,
// an action): every built-in profile and variant combination, 2 to 8 players, at the deal, in
// the middle of a hand and between hands.

#include <vector>

#include "ochos/engine/game_state.hpp"

namespace ochos::fuzz {

// Made once; the rules they refer to live as long as the process.
const std::vector<engine::GameState>& sampleStates();

}  // namespace ochos::fuzz
