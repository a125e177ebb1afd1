#pragma once

#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/action.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::external {

// The external bot protocol (docs/bot-protocol.md): one JSON object per line each way.
inline constexpr int kBotProtocolVersion = 1;

// What the bot is told: the seat's observation, nothing more (hidden cards stay hidden).
nlohmann::json observationToJson(const engine::Observation& obs);

// {"play":"QH","suit":"hearts","announce":true}, {"draw":true}, {"pass":true},
// {"declare":"spades"}, {"announce":true}, {"catch":1}: the same shapes saves use.
nlohmann::json actionToJson(const engine::Action& action, const engine::RuleSet& rules);

// The bot's answer, matched against the legal actions of `obs`. A play may leave out the suit
// (when only one is legal, or the card is not wild) and the announcement (then it announces
// whenever the rules want it; "announce":false forgets on purpose). Nothing, and a sentence in
// *error, when the answer is not one of the legal actions.
std::optional<engine::Action> actionFromJson(const nlohmann::json& answer,
                                             const engine::Observation& obs, std::string* error);

}  // namespace ochos::external
