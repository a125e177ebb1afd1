#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/action.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules {

// "QH"; the second deck's copy of a card is "QH#2", so a save names the exact physical card.
std::string cardText(engine::Card card);
// Accepts everything parseCard() does, plus "#1" / "#2" for the deck copy. `exactCopy` tells
// whether the copy was written.
std::optional<engine::Card> parseCardText(std::string_view text, bool* exactCopy = nullptr);

// One action as a person or a save wrote it. What is left out is settled against the game when
// the action is applied: the seat (the current player), which copy of a card, and the suit of a
// play when only one is legal.
struct ActionSpec {
  std::optional<int> seat;
  engine::ActionType type = engine::ActionType::Pass;
  engine::Card card;  // Play: the face, and the copy when `exactCopy`
  bool exactCopy = false;
  std::optional<engine::Suit> suit;  // Play: the declared suit; DeclareSuit: the suit
  bool announce = false;
  int target = 0;       // Catch: whom
  std::string pointer;  // where it was written, for messages ("/actions/3")
};

// The canonical form, as saves write it: {"seat":0,"play":"QH","suit":"hearts","announce":true},
// {"seat":1,"draw":true}, {"seat":1,"pass":true}, {"seat":0,"declare":"spades"},
// {"seat":2,"announce":true}, {"seat":2,"catch":1}. "suit" is written for wild plays only.
nlohmann::json actionToJson(const engine::LoggedAction& action, const engine::RuleSet& rules);

// Reads the canonical form (seat optional), the simulator's {"seat":1,"action":"play 8S hearts"},
// and the short strings "1: play 8S hearts" or "play 8S hearts". Problems go to `errors`.
std::optional<ActionSpec> parseAction(const nlohmann::json& value, const std::string& pointer,
                                      int players, const std::string& file,
                                      std::vector<ProfileError>& errors);
std::vector<ActionSpec> parseActions(const nlohmann::json& value, const std::string& pointer,
                                     int players, const std::string& file,
                                     std::vector<ProfileError>& errors);

// Settles an ActionSpec against the current state: a legal action of the named seat, or `error`
// saying why there is none.
struct ResolvedAction {
  engine::LoggedAction action;
  std::string error;
  // With `error`: the engine's refusal code (engine::refusalCodeName), or "wild_needs_suit" /
  // "suit_not_offered" when the scenario leaves out or names a suit the card cannot declare.
  std::string code;
  // A suit written with a play that declares nothing: why it is ignored (a plain card, a wild
  // that declares no suit in these rules, a wild played as the last card).
  std::string note;
  explicit operator bool() const { return error.empty(); }
};
ResolvedAction resolveAction(const engine::GameState& state, const ActionSpec& spec);

// Applies the actions in order, dealing the next hand whenever one is over. Stops at the first
// action that cannot be applied.
struct ScenarioReplayError {
  int step = -1;        // index into the actions, -1 when all applied
  std::string pointer;  // where that action was written
  std::string reason;
  std::string code;  // as ResolvedAction::code
  bool ok() const { return step < 0; }
};
ScenarioReplayError applyActions(engine::Game& game, const std::vector<ActionSpec>& actions,
                                 engine::EventLog* events = nullptr);

}  // namespace ochos::rules
