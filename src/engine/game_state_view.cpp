// What a seat may see of the state, states rebuilt from such a view (for search), and the
// bookkeeping check that every card is somewhere exactly once.
#include <array>

#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::engine {

void GameState::observe(int seat, Observation& out) const {
  out.rules = rules_;
  out.seat = seat;
  out.players = players_;
  out.participants = participants_;
  out.phase = phase_;
  out.currentPlayer = current_;
  out.dealer = dealer_;
  out.direction = direction_;
  out.handNumber = handNumber_;
  out.target = target_;
  out.singleHand = singleHand_;
  out.matchWinner = matchWinner_;
  out.deckSize = deckSize_;
  out.hand = hands_[static_cast<std::size_t>(seat)];
  out.topCard = discardSize_ > 0 ? topCard() : Card::unknown();
  out.activeSuit = activeSuit_;
  out.suitDeclared = suitDeclared_;
  out.pendingDraw = pendingDraw_;
  out.stockSize = stockSize_;
  out.discard.clear();
  for (int i = 0; i < discardSize_; ++i)
    out.discard.push_back(Card::fromCode(discard_[static_cast<std::size_t>(i)]));
  for (int s = 0; s < kMaxSeats; ++s) {
    out.handSizes[static_cast<std::size_t>(s)] =
        s < players_ ? hands_[static_cast<std::size_t>(s)].size() : 0;
    out.scores[static_cast<std::size_t>(s)] =
        s < players_ ? scores_[static_cast<std::size_t>(s)] : 0;
  }
  // Public only when the hand is over: the rules have everyone show their cards for scoring.
  const bool over = phase_ == Phase::HandOver || phase_ == Phase::MatchOver;
  for (int s = 0; s < kMaxSeats; ++s) {
    out.revealedHands[static_cast<std::size_t>(s)] =
        over && s < players_ ? hands_[static_cast<std::size_t>(s)] : CardSet{};
  }
  out.drawsThisTurn = drawsThisTurn_;
  out.lastDrawn = seat == current_ ? lastDrawn_ : Card::unknown();
  out.continuingRank = playedThisTurn_ > 0;
  out.unannouncedSeat = unannounced_;
  out.passesInARow = consecutivePasses_;
  out.tieBreakSeats = tieBreakSeats_;
  out.turnSkips = skipsThisTurn_;
  out.turnReverses = reversesThisTurn_;
  out.turnDrawAdded = drawAddedThisTurn_;
  legalActions(seat, out.legal);
  out.handHistory.clear();
}

GameState GameState::fromObservation(const Observation& obs,
                                     const std::array<CardSet, kMaxSeats>& hands,
                                     const std::uint8_t* stockTopFirst, int stockCount,
                                     std::uint64_t rngSeed) {
  GameState s;
  s.rules_ = obs.rules;
  s.seed_ = rngSeed;
  s.rng_.reseed(rngSeed);
  s.players_ = static_cast<std::uint8_t>(obs.players);
  s.participants_ = obs.participants;
  s.dealer_ = static_cast<std::uint8_t>(obs.dealer);
  s.handNumber_ = static_cast<std::uint16_t>(obs.handNumber);
  s.target_ = obs.target;
  s.singleHand_ = obs.singleHand;
  s.matchWinner_ = static_cast<std::int8_t>(obs.matchWinner);
  s.tieBreakSeats_ = obs.tieBreakSeats;
  s.phase_ = obs.phase;
  s.cacheCardClasses();
  for (int seat = 0; seat < obs.players; ++seat) {
    s.scores_[static_cast<std::size_t>(seat)] = obs.scores[static_cast<std::size_t>(seat)];
    s.hands_[static_cast<std::size_t>(seat)] =
        seat == obs.seat ? obs.hand : hands[static_cast<std::size_t>(seat)];
  }
  s.stockSize_ = static_cast<std::uint8_t>(stockCount);
  for (int i = 0; i < stockCount; ++i)
    s.stock_[static_cast<std::size_t>(stockCount - 1 - i)] = stockTopFirst[i];
  s.discardSize_ = static_cast<std::uint8_t>(obs.discard.size());
  for (std::size_t i = 0; i < obs.discard.size(); ++i)
    s.discard_[i] = obs.discard[i].code();
  s.deckSize_ = static_cast<std::uint8_t>(obs.deckSize);
  s.current_ = static_cast<std::uint8_t>(obs.currentPlayer);
  s.direction_ = static_cast<std::int8_t>(obs.direction);
  s.activeSuit_ = obs.activeSuit;
  s.suitDeclared_ = obs.suitDeclared;
  s.pendingDraw_ = static_cast<std::uint8_t>(obs.pendingDraw);
  s.consecutivePasses_ = static_cast<std::uint8_t>(obs.passesInARow);
  s.unannounced_ = static_cast<std::int8_t>(obs.unannouncedSeat);
  s.drawsThisTurn_ = static_cast<std::uint8_t>(obs.drawsThisTurn);
  s.lastDrawn_ = obs.lastDrawn;
  s.playedThisTurn_ = obs.continuingRank ? 1 : 0;
  s.skipsThisTurn_ = static_cast<std::uint8_t>(obs.turnSkips);
  s.reversesThisTurn_ = static_cast<std::uint8_t>(obs.turnReverses);
  s.drawAddedThisTurn_ = static_cast<std::uint8_t>(obs.turnDrawAdded);
  if (s.discardSize_ > 0) s.refreshMatching();
  return s;
}

bool GameState::cardsAccountedFor() const {
  std::array<std::uint8_t, kMaxCards> deck{};
  int count = 0;
  buildDeck(deck.data(), count);
  if (count != deckSize_) return false;
  std::array<int, 256> seen{};
  for (int s = 0; s < players_; ++s)
    hands_[static_cast<std::size_t>(s)].forEach([&](Card c) { ++seen[c.code()]; });
  for (int i = 0; i < stockSize_; ++i)
    ++seen[stock_[static_cast<std::size_t>(i)]];
  for (int i = 0; i < discardSize_; ++i)
    ++seen[discard_[static_cast<std::size_t>(i)]];
  int total = 0;
  for (int i = 0; i < count; ++i) {
    if (seen[deck[static_cast<std::size_t>(i)]] != 1) return false;
    ++total;
  }
  int everything = 0;
  for (int n : seen)
    everything += n;
  return everything == total;
}

}  // namespace ochos::engine
