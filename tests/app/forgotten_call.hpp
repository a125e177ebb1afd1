#pragma once

#include <cstdint>
#include <optional>

#include "ochos/app/table/table_match.hpp"

// Drives a match seat by seat, every player making its first legal move and never saying
// "last card", until a computer has forgotten the call while the human may catch it.
namespace ochos::app::catch_tables {

inline int seatToAct(const engine::GameState& state) {
  return state.phase() == engine::Phase::DealerDeclares ? state.dealer() : state.currentPlayer();
}

// The first legal move of `seat`, its call left out; nullopt when it has none.
inline std::optional<engine::Action> forgetfulMove(const TableMatch& match, int seat) {
  for (engine::Action a : match.game().observe(seat).legal) {
    if (a.type == engine::ActionType::Announce || a.type == engine::ActionType::Catch) continue;
    a.announce = false;
    return a;
  }
  return std::nullopt;
}

// True once a computer has forgotten its call with the human able to catch it; false when the
// hand ended first.
inline bool playUntilAComputerForgets(TableMatch& match) {
  for (int moves = 0; moves < 2000 && match.inPlay(); ++moves) {
    if (match.humanMayCatch()) return true;
    const int seat = seatToAct(match.game().state());
    const std::optional<engine::Action> move = forgetfulMove(match, seat);
    if (!move || !match.perform(seat, *move).accepted) return false;
  }
  return match.humanMayCatch();
}

// A new match of `match`'s seats, from the first seed from `seed` on where a computer forgets.
inline bool dealUntilAComputerForgets(TableMatch& match, std::uint64_t seed = 1) {
  for (std::uint64_t s = seed; s < seed + 50; ++s) {
    match.newMatch(s);
    if (playUntilAComputerForgets(match)) return true;
  }
  return false;
}

}  // namespace ochos::app::catch_tables
