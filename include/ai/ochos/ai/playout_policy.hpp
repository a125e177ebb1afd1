#pragma once

#include <vector>

#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/action.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// A candidate of Hard's search: moves its seat makes in a row before anyone else acts. Mostly
// one move; in the hand review also a catch or a late last-card call and then the turn's move,
// since either leaves the turn with the player.
using MoveLine = std::vector<engine::Action>;

// Each of `moves` as a line of its own.
std::vector<MoveLine> singleMoves(const std::vector<engine::Action>& moves);

// Makes `self`'s moves `line` in `state`; false if one is refused. Where the rules leave a
// forgotten last-card call to a challenge, an opponent then catches it at once, as Hard always
// and Medium mostly does: the playouts and the endgame search give no one a reaction, so a
// forgotten call would cost nothing there. Only lines the hand review compares forget the call
// (Hard's own moves never do).
bool playLine(engine::GameState& state, int self, const MoveLine& line);

// The move every simulated player makes in Hard's playouts. choose() is Medium's judgement
// reduced to what can be computed from a few bit masks: it never builds the full legal action
// list unless the fast path meets a situation it does not know, and it never allocates. Hard's
// own simulated moves use it and the opponents use Medium's full scoring (chooseMedium), each
// with the erratic share OpponentModel estimated for it.
class PlayoutPolicy {
 public:
  // What a playout learns as it goes, the way Medium's card memory would: the suits each seat
  // had to draw on, and who named the active suit. And the cards not yet on the discard pile,
  // kept up to date move by move so that no simulated player has to collect them.
  struct Memory {
    std::array<std::uint8_t, engine::kMaxSeats> voids{};
    int declaredBy = -1;
    engine::CardSet live;
    int discardSize = 0;  // the pile's size when `live` was last brought up to date
  };

  void setErratic(const std::array<double, engine::kMaxSeats>& erratic) {
    params_.erratic = erratic;
  }
  // What the table knew when the search began: the voids the public history shows and who named
  // the active suit. Every playout's Memory starts from it, as the real players' memories do.
  void setStartMemory(const std::array<std::uint8_t, engine::kMaxSeats>& voids, int declaredBy) {
    start_.voids = voids;
    start_.declaredBy = declaredBy;
  }

  // What every seat remembers at `state` when a playout (or the endgame search) starts there: the
  // start memory above, with the cards not yet discarded.
  Memory memoryAt(const engine::GameState& state) const;

  engine::Action choose(const engine::GameState& state, engine::Rng& rng) const;
  engine::Action chooseMedium(const engine::GameState& state, engine::Rng& rng,
                              const Memory& memory) const;

  // Plays the hand out from `state` (in place). Returns the number of actions applied, or -1 when
  // the step cap was reached before the hand ended.
  int playOut(engine::GameState& state, engine::Rng& rng, int maxSteps = 600, int self = -1) const;

 private:
  // How the simulated players play; only `erratic` changes (setErratic).
  struct Params {
    // Moves chosen uniformly among the playable cards. None: an opponent's erratic share comes
    // from OpponentModel (`erratic`), learnt per seat, and Hard's own simulated moves need none
    // (dropping it cost nothing measurable).
    double randomShare = 0.0;
    double wildHold = 60.0;   // cost of spending a wild while the hand is long
    double suitLength = 6.0;  // per card left in the suit the play makes active
    double cardValue = 0.4;   // per penalty point shed
    double rankMate = 8.5;    // per other card of the played rank kept back (Medium's rule)
    // Every simulated player judges its moves with Medium's own scoring (scoreAction, from a
    // view of the sampled state, with the voids the playout itself reveals), instead of the
    // cheaper bit-mask approximation above.
    // 0: nobody, 1: every seat, 2: every seat but the searching one (`self` in playOut).
    // 2: the opponents then move as the real Medium would, which together with Hard's evidence
    // settings gained 1.4 points against Medium on the same deals; Medium's scoring for Hard's
    // own moves (1) costs more per playout and gained nothing measurable (docs/ai.md, "Why these
    // settings").
    int medium = 2;
    HeuristicWeights weights;  // Medium's weights, for `medium`
    // Per seat: the share of its moves picked uniformly among all its distinct moves, draws and
    // passes included, for an opponent that plays erratically (OpponentModel::erratic). The
    // searching seat (`self` in playOut) ignores its entry.
    std::array<double, engine::kMaxSeats> erratic{};
  };

  engine::Action drawOrPass(const engine::GameState& state, int seat, engine::Rng& rng) const;
  engine::Action fromLegalList(const engine::GameState& state, int seat, engine::Rng& rng) const;
  static engine::Action uniformMove(const engine::GameState& state, int seat, engine::Rng& rng);

  Params params_;
  Memory start_;
};

}  // namespace ochos::ai
