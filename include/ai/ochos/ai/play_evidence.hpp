#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/public_table.hpp"

namespace ochos::ai {

// What the opponents' recent free choices say about their hands. When an opponent chose a card
// from its whole hand (it had not drawn that turn, no draw penalty was pending), a careful player
// holding a given hand would have made one particular play. A sampled deal in which every
// recorded opponent, judging by Medium's heuristics, would have made exactly the plays it did is
// more likely than one in which it would not — so Hard's search prefers such deals (it still
// keeps some others: the opponent may not play like Medium). Where drawing is voluntary, a draw
// made instead of a play is recorded as a choice too: Medium would have held nothing it would
// rather play.
//
// The hand a player chose from is rebuilt from its (sampled) hand now: the cards it has played
// since go back in, and the cards it received since come out. Which cards those are follows
// CardMemory's slots, which keep the order the cards arrived in; a sampled deal tells which card
// filled which slot (Determinizer::arrivals). Without that order, only plays after which the
// player received no card we could not see are usable (a drawn card it played at once is fine).
// Built from the observation's public history only, like CardMemory: it never sees a hidden card.
class PlayEvidence {
 public:
  // Keeps at most `maxChoices` of the most recent usable plays. `memory` (updated for `obs`)
  // makes plays before a draw usable too.
  void prepare(const engine::Observation& obs, int maxChoices = 6,
               const CardMemory* memory = nullptr);

  bool valid() const { return !choices_.empty(); }
  int size() const { return static_cast<int>(choices_.size()); }

  // How many of the recorded plays a Medium-like player holding `hands` now (by seat), which
  // arrived in `order`, would not have made. Stops counting at `limit`. Without an order, plays
  // before a later arrival count as explained.
  int contradictions(const std::array<engine::CardSet, engine::kMaxSeats>& hands,
                     const ArrivalOrder* order, const HeuristicWeights& weights,
                     int limit = 99) const;
  // Weighted, for the hand of `seat` in a deal (by seat): each contradicted choice of it
  // multiplies the deal's weight by keep[seat]. Returns the log of the weight, and stops once it
  // falls below `floor`. A seat's choices depend on its own hand only, so each hand can be
  // weighed, and dealt again, on its own.
  double logWeight(const std::array<engine::CardSet, engine::kMaxSeats>& hands,
                   const ArrivalOrder* order, const HeuristicWeights& weights,
                   const std::array<double, engine::kMaxSeats>& logKeep, double floor,
                   int seat) const;
  bool hasChoicesOf(int seat) const { return (choosers_ >> seat) & 1U; }

  // One recorded choice judged against a sampled deal, for OpponentModel.
  struct Verdict {
    bool asMedium = false;  // a Medium-like player holding the sampled hand makes this choice
    int moves = 1;          // the distinct moves that player had (each fitting card, a draw)
  };
  // The recorded choices, most recent first: who made each, and where in this hand's history.
  int seatOf(int index) const { return choices_[static_cast<std::size_t>(index)].seat; }
  int keyOf(int index) const { return choices_[static_cast<std::size_t>(index)].key; }
  // A voluntary draw made instead of a play (a kept drawn card counts as a play).
  bool isDraw(int index) const { return choices_[static_cast<std::size_t>(index)].draw; }
  Verdict judge(const engine::GameState& world, const ArrivalOrder* order,
                const HeuristicWeights& weights, int index) const;
  // How many choices have been judged against a hand so far: the search's main cost besides the
  // playouts, counted so that a budget of work can stop it deterministically.
  std::uint64_t judgements() const { return judgements_; }

 private:
  class Collector;
  struct Choice {
    int seat = -1;
    int key = 0;             // position in the hand's history
    bool draw = false;       // a voluntary draw rather than a play (card unknown)
    bool keptDrawn = false;  // a pass keeping the card just drawn (card unknown)
    engine::Card card;
    engine::Suit declared{};
    int arrivedBefore = 0;      // cards the seat was dealt or drew before the play
    bool arrivedSince = false;  // it received a card we could not see after the play (and kept it)
    bool unknownHand = false;   // it played a card since that it may or may not have held then
    engine::CardSet playedSince;    // what that seat has played after it that it held then
    engine::CardSet discardBefore;  // the discard pile before the play
    HeuristicTable before;          // the table as the opponent saw it (hand filled per sample)
  };
  static Choice choiceAt(const engine::Observation& obs, const engine::PublicTable& t, int seat,
                         int key, int arrivedBefore);
  struct Judgement {
    bool beaten = false;  // the chooser would have preferred another play
    int moves = 1;
  };
  // `countMoves`: also count the chooser's distinct moves (and judge every alternative).
  Judgement judgeChoice(const Choice& choice, engine::CardSet handNow, const ArrivalOrder* order,
                        const HeuristicWeights& weights, bool countMoves) const;
  // A kept drawn card: Medium would have played it if it fitted and scored above passing.
  Judgement judgeKeptCard(const Choice& choice, const HeuristicTable& v, const HandFacts& facts,
                          engine::CardSet handNow, const ArrivalOrder* order,
                          const HeuristicWeights& weights) const;
  bool contradicts(const Choice& choice, engine::CardSet handNow, const ArrivalOrder* order,
                   const HeuristicWeights& weights) const {
    return judgeChoice(choice, handNow, order, weights, false).beaten;
  }

  engine::CardSet deck_;  // every card of this hand's deck
  std::vector<Choice> choices_;
  std::uint8_t choosers_ = 0;  // bit s: seat s made a recorded choice
  mutable std::uint64_t judgements_ = 0;
};

}  // namespace ochos::ai
