#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/observation.hpp"

// Acting out of turn (R13: announcing "last card" late, catching a player who did not): who is
// asked, in which order, and until when. The one protocol that the GUI, ochos-sim and the
// benchmarks all follow (docs/rules.md, "Acting out of turn").
namespace ochos::engine {

// The seats that may act out of turn now, in the order they are asked. Only while a "last
// card" is unannounced: first the player who forgot it (their chance to say it late, like the
// pause the GUI gives a human), then every other seat still in the hand in turn order from the
// seat to act. The seat to act is never among them: its turn's actions already include
// announcing and catching.
std::vector<int> reactors(const GameState& state);

// What a seat would do out of turn, given its view; nullopt to let the moment pass.
using AskReaction = std::function<std::optional<Action>(int seat, const Observation& view)>;

struct Reaction {
  int seat = -1;
  Action action;
};

// Asks the reactors once each, in order, and returns the first legal reaction offered (not yet
// applied); nullopt when nobody offers one. An offer the engine would refuse counts as none.
// `scratch` holds each seat's observation in turn.
std::optional<Reaction> nextReaction(const Game& game, const AskReaction& ask,
                                     Observation& scratch);

// Applies reactions until a whole round offers none: each one changes the table, so after one
// is applied everyone is asked again. Returns the reactions applied, in order; their events go
// to `fresh` when given.
std::vector<Reaction> playReactions(Game& game, const AskReaction& ask, Observation& scratch,
                                    EventLog* fresh = nullptr);

}  // namespace ochos::engine
