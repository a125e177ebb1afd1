#pragma once

// How a replay shows the game: events, states and legal actions as JSON, nothing hidden (a
// replay is a debugging tool). docs/simulator.md lists every field.

#include <string>

#include <nlohmann/json.hpp>

#include "ochos/engine/event.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/game_state.hpp"

namespace ochos::sim {

nlohmann::json eventJson(const engine::Event& event);

// Hands, top card, the stock top first, scores… and a one-line "status". While no hand is in
// play (it is over, or the match is) there is no active suit and no player to act: those are
// null rather than what the last hand left.
nlohmann::json stateJson(const engine::GameState& state);

// An action as a scenario writes it: "1: play 8S hearts", "0: draw", "2: catch 1"; the suit of a
// play only when `declares`.
std::string actionText(const engine::LoggedAction& action, bool declares);

// Every action the engine would accept now, of every seat, as actionText.
nlohmann::json legalActionsJson(const engine::GameState& state);

// The simulator's JSON output as text. A message may quote the input, which need not be valid
// UTF-8; such bytes are printed as U+FFFD rather than ending the program.
std::string printableJson(const nlohmann::json& output, int indent = 2);

// JSON as the replay prints it: one line per event, a line per key of a state.
std::string layoutJson(const nlohmann::json& value, int indent = 0);

}  // namespace ochos::sim
