#include "ochos/engine/reactions.hpp"

namespace ochos::engine {

std::vector<int> reactors(const GameState& state) {
  std::vector<int> seats;
  const int offender = state.unannouncedSeat();
  if (offender < 0 || state.phase() != Phase::Playing) return seats;
  const int toAct = state.currentPlayer();
  if (offender != toAct && state.inHand(offender)) seats.push_back(offender);
  if (state.rules().lastCard != LastCardRule::Challenge) return seats;
  const int n = state.players();
  const int dir = state.direction() < 0 ? -1 : 1;
  for (int i = 1; i < n; ++i) {
    const int seat = ((toAct + i * dir) % n + n) % n;
    if (seat != offender && state.inHand(seat)) seats.push_back(seat);
  }
  return seats;
}

std::optional<Reaction> nextReaction(const Game& game, const AskReaction& ask,
                                     Observation& scratch) {
  for (const int seat : reactors(game.state())) {
    game.observe(seat, scratch);
    const std::optional<Action> offer = ask(seat, scratch);
    if (offer && game.state().isLegal(seat, *offer)) return Reaction{seat, *offer};
  }
  return std::nullopt;
}

std::vector<Reaction> playReactions(Game& game, const AskReaction& ask, Observation& scratch,
                                    EventLog* fresh) {
  std::vector<Reaction> applied;
  while (const std::optional<Reaction> r = nextReaction(game, ask, scratch)) {
    game.apply(r->seat, r->action, fresh);
    applied.push_back(*r);
  }
  return applied;
}

}  // namespace ochos::engine
