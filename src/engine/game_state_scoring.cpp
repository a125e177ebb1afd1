// The end of a hand (R1, R2), its scoring (R6, R8, winner collects) and the end of the match,
// with tie-break extra hands (R7).
#include <algorithm>
#include <bit>
#include <limits>

#include "emit.hpp"
#include "ochos/engine/game_state.hpp"

namespace ochos::engine {

using detail::emit;

int GameState::handValue(int seat) const {
  int total = 0;
  hands_[static_cast<std::size_t>(seat)].forEach([&](Card c) { total += rules_->value(c.rank()); });
  return total;
}

std::uint8_t GameState::lowestHandValueSeats() const {
  int lowest = std::numeric_limits<int>::max();
  std::uint8_t seats = 0;
  for (int s = 0; s < players_; ++s) {
    if (!inHand(s)) continue;
    const int v = handValue(s);
    if (v < lowest) {
      lowest = v;
      seats = 0;
    }
    if (v == lowest) seats = static_cast<std::uint8_t>(seats | (1U << s));
  }
  return seats;
}

void GameState::endHand(int winner, EventLog* events) {
  lastHandWinner_ = static_cast<std::int8_t>(winner);
  unannounced_ = -1;
  pendingDraw_ = 0;
  phase_ = Phase::HandOver;
  emit(events, EventType::HandEnded, winner < 0 ? kNoSeat : winner);
  scoreHand(winner, events);
  decideMatch(winner, events);
}

void GameState::scoreHand(int winner, EventLog* events) {
  std::array<int, kMaxSeats> value{};
  std::array<int, kMaxSeats> points{};
  for (int s = 0; s < players_; ++s)
    if (inHand(s)) value[static_cast<std::size_t>(s)] = handValue(s);
  const bool winnerCollects = rules_->scoring == ScoringMode::WinnerCollects;

  if (winner >= 0) {
    const bool bonus = (rules_->finishBonusRanks >> static_cast<int>(topCard().rank())) & 1U;
    const int multiplier = bonus ? rules_->finishMultiplier : 1;
    for (int s = 0; s < players_; ++s) {
      if (!inHand(s) || s == winner) continue;
      const int owed = value[static_cast<std::size_t>(s)] * multiplier;
      if (winnerCollects) {
        points[static_cast<std::size_t>(winner)] += owed;
      } else {
        points[static_cast<std::size_t>(s)] += owed;  // R6
      }
    }
  } else {
    const std::uint8_t lowSeats = lowestHandValueSeats();
    const int low =
        value[static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(lowSeats)))];
    const bool uniqueLow = std::popcount(static_cast<unsigned>(lowSeats)) == 1;
    for (int s = 0; s < players_; ++s) {
      if (!inHand(s)) continue;
      const int difference = value[static_cast<std::size_t>(s)] - low;
      if (!winnerCollects) {
        points[static_cast<std::size_t>(s)] += difference;  // R8
      } else if (uniqueLow) {
        // The lowest hand collects the differences; a shared lowest scores nobody anything.
        points[static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(lowSeats)))] +=
            difference;
      }
    }
  }
  for (int s = 0; s < players_; ++s) {
    if (!inHand(s)) continue;
    scores_[static_cast<std::size_t>(s)] += points[static_cast<std::size_t>(s)];
    emit(events, EventType::HandScored, s, Card::unknown(), points[static_cast<std::size_t>(s)],
         hands_[static_cast<std::size_t>(s)].size());
  }
}

void GameState::decideMatch(int handWinner, EventLog* events) {
  const bool lowestWins = rules_->scoring == ScoringMode::PenaltyPoints;
  const bool extraHand = tieBreakSeats_ != 0;
  tieBreakSeats_ = 0;

  // Who is still in contention after this hand.
  std::uint8_t contenders = 0;
  if (singleHand_) {
    // A quick game: the hand decides, or the blocked hand's lowest hands play again.
    contenders =
        handWinner >= 0 ? static_cast<std::uint8_t>(1U << handWinner) : lowestHandValueSeats();
  } else {
    bool reached = extraHand;
    for (int s = 0; s < players_; ++s)
      if (scores_[static_cast<std::size_t>(s)] >= target_) reached = true;
    if (!reached) return;
    int best = lowestWins ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min();
    for (int s = 0; s < players_; ++s) {
      if (!inHand(s)) continue;
      const int total = scores_[static_cast<std::size_t>(s)];
      if (lowestWins ? total < best : total > best) {
        best = total;
        contenders = 0;
      }
      if (total == best) contenders = static_cast<std::uint8_t>(contenders | (1U << s));
    }
    // R7: still tied after an extra hand, its winner breaks the tie.
    if (extraHand && std::popcount(static_cast<unsigned>(contenders)) > 1 && handWinner >= 0 &&
        ((contenders >> handWinner) & 1U)) {
      contenders = static_cast<std::uint8_t>(1U << handWinner);
    }
  }
  if (std::popcount(static_cast<unsigned>(contenders)) == 1) {
    endMatch(std::countr_zero(static_cast<unsigned>(contenders)), events);
    return;
  }
  tieBreakSeats_ = contenders;
  emit(events, EventType::TieBreakStarted, kNoSeat, Card::unknown(), contenders);
}

void GameState::endMatch(int winner, EventLog* events) {
  phase_ = Phase::MatchOver;
  matchWinner_ = static_cast<std::int8_t>(winner);
  emit(events, EventType::MatchEnded, winner);
}

}  // namespace ochos::engine
