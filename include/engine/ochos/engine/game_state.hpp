#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/phase.hpp"
#include "ochos/engine/refusal.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::engine {

struct MatchConfig {
  int players = 2;
  std::uint64_t seed = 1;
  int target = 0;           // 0: the profile's target for this many players
  bool singleHand = false;  // a quick game: one hand decides
  int firstDealer = -1;     // -1: cut for the dealer (R4)
  // Optional stacked decks (replays, rule-bug reports), top card first: the whole deck, or only
  // its top, the rest then in the order the seed's shuffle gives those cards. Each card names
  // its deck copy (Card::copy) and appears once. firstDeck is hand 1's, laterDecks[0] hand 2's…
  std::vector<Card> firstDeck;
  std::vector<std::vector<Card>> laterDecks;
  // The stacked deck of hand `hand` (1-based), or null when that hand is shuffled by the seed.
  const std::vector<Card>* stackedDeck(int hand) const;
};

// Whether an action was taken, and if not why (explain(refusal) says it in English).
struct ApplyResult {
  bool accepted = true;
  Refusal refusal;
  explicit operator bool() const { return accepted; }
};

struct Observation;

// The whole truth of a match in progress: every hand, the stock order, the scores. Trivially
// copyable (no heap), so search clones it with a memcpy. Players only ever see an Observation.
class GameState {
 public:
  // Cuts for the dealer (or takes config.firstDealer), deals the first hand.
  // The state points at `rules`, which must outlive it (and every copy of it).
  static GameState newMatch(const RuleSet& rules, const MatchConfig& config, EventLog* events);
  static GameState newMatch(RuleSet&& rules, const MatchConfig& config, EventLog* events) = delete;

  // --- questions ---
  const RuleSet& rules() const { return *rules_; }
  Phase phase() const { return phase_; }
  int players() const { return players_; }
  // Who acts now; the dealer while naming the start card's suit.
  int currentPlayer() const { return current_; }
  // The hand is being played: turns are taken, or the dealer is naming the start card's suit.
  bool handInPlay() const { return phase_ == Phase::Playing || phase_ == Phase::DealerDeclares; }
  int dealer() const { return dealer_; }
  int direction() const { return direction_; }
  int handNumber() const { return handNumber_; }
  bool inHand(int seat) const { return (participants_ >> seat) & 1U; }
  int playersInHand() const;
  std::uint8_t participants() const { return participants_; }
  int target() const { return target_; }
  bool singleHand() const { return singleHand_; }
  int matchWinner() const { return matchWinner_; }
  int score(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
  const CardSet& hand(int seat) const { return hands_[static_cast<std::size_t>(seat)]; }
  int handValue(int seat) const;
  int deckSize() const { return deckSize_; }
  Card topCard() const { return Card::fromCode(discard_[discardSize_ - 1]); }
  Suit activeSuit() const { return activeSuit_; }
  bool suitDeclared() const { return suitDeclared_; }
  int pendingDraw() const { return pendingDraw_; }
  int stockSize() const { return stockSize_; }
  int discardSize() const { return discardSize_; }
  Card stockCard(int fromTop) const { return Card::fromCode(stock_[stockSize_ - 1 - fromTop]); }
  Card discardCard(int fromBottom) const { return Card::fromCode(discard_[fromBottom]); }
  int drawsThisTurn() const { return drawsThisTurn_; }
  Card lastDrawn() const { return lastDrawn_; }
  bool continuingRank() const { return playedThisTurn_ > 0; }
  // The seat that got down to one card without announcing, while it can still be caught.
  int unannouncedSeat() const { return unannounced_; }
  int lastHandWinner() const { return lastHandWinner_; }
  // Turns begun in this hand. A hand still going after kMaxTurnsPerHand turns ends as blocked
  // (R2): with every other card in the hands, forced draw-and-play turns can recycle the same
  // few cards for ever (e.g. two players who can only draw back and play the card just played).
  static constexpr int kMaxTurnsPerHand = 50000;
  int turnsThisHand() const { return turnsThisHand_; }
  // Turns in a row in which nobody played or drew; the hand is blocked when all have passed.
  int passesInARow() const { return consecutivePasses_; }

  bool isPlayable(Card card) const;  // for the current player in the current situation
  CardSet playableCards() const;     // the current player's cards that may be played now
  bool canDrawCard() const;          // a card can be had: stock, or a reshuffle

  void legalActions(int seat, ActionList& out) const;
  bool isLegal(int seat, const Action& action) const;
  // RefusalCode::None when legal, else why not.
  Refusal whyIllegal(int seat, const Action& action) const;

  // Applies a legal action and reports what happened. An illegal action leaves the state as it
  // was and says why (with the opt-in table penalty of R3 the offender draws and nothing else).
  ApplyResult apply(int seat, const Action& action, EventLog* events);

  // After Phase::HandOver: rotate the dealer and deal the next hand (or a tie-break hand), from
  // `deckTopFirst` when given (see MatchConfig::firstDeck).
  void beginNextHand(EventLog* events, const std::vector<Card>* deckTopFirst = nullptr);

  // What one seat may know: its own hand and the public state (no event history; Game adds it).
  void observe(int seat, Observation& out) const;

  // A full state consistent with what `obs` shows, with the hidden cards placed as given: each
  // other seat's hand, and the stock from top to bottom. The search AI builds its samples so.
  static GameState fromObservation(const Observation& obs,
                                   const std::array<CardSet, kMaxSeats>& hands,
                                   const std::uint8_t* stockTopFirst, int stockCount,
                                   std::uint64_t rngSeed);

  // Cards in hands + stock + discard = deck, each exactly once. For tests and assertions.
  bool cardsAccountedFor() const;

 private:
  GameState() = default;

  void dealHand(const std::vector<Card>* deckTopFirst, EventLog* events);
  void stackDeck(const std::vector<Card>& topFirst, int count);
  void cutForDealer(EventLog* events);
  void buildDeck(std::uint8_t* out, int& count) const;
  void turnStartCard(EventLog* events);
  void applyStartCardEffect(Card card, EventLog* events);
  bool drawOne(int seat, DrawCause cause, EventLog* events);
  void drawMany(int seat, int count, DrawCause cause, EventLog* events);
  bool reshuffle(EventLog* events);
  void playCard(int seat, const Action& action, EventLog* events);
  void finishTurnAfterPlays(EventLog* events);
  void passTurn(EventLog* events, bool automatic = false);
  void takePendingDraw(EventLog* events);
  void startTurn(int seat, EventLog* events);
  void closeLastCardWindow(EventLog* events);
  void autoPassWhilePossible(EventLog* events);
  int nextSeat(int from) const;
  int seatAfter(int from, int dir) const;
  void endHand(int winner, EventLog* events);
  void scoreHand(int winner, EventLog* events);
  void decideMatch(int handWinner, EventLog* events);
  std::uint8_t lowestHandValueSeats() const;
  void endMatch(int winner, EventLog* events);
  Refusal whyPlayIllegal(int seat, const Action& a) const;
  Refusal whyTurnActionIllegal(int seat, const Action& a) const;
  struct TurnOptions {
    CardSet plays;
    bool mayDraw = false;
    bool mayPass = false;
  };
  TurnOptions turnOptions() const;
  void pushPlays(const CardSet& plays, ActionList& out) const;
  void cacheCardClasses();
  void refreshMatching();
  // What a player did in the current turn: cleared when a turn (or a hand) starts.
  void resetTurnCounters();

  const RuleSet* rules_ = nullptr;
  Rng rng_;
  std::uint64_t seed_ = 0;

  // Match.
  std::array<std::int32_t, kMaxSeats> scores_{};
  std::uint8_t players_ = 0;
  std::uint8_t participants_ = 0;  // bit per seat playing this hand (all, or a tie-break)
  std::uint8_t dealer_ = 0;
  std::uint16_t handNumber_ = 0;
  std::int32_t target_ = 0;
  bool singleHand_ = false;
  std::int8_t matchWinner_ = -1;
  std::int8_t lastHandWinner_ = -1;  // -1 blocked or none yet
  std::uint8_t tieBreakSeats_ = 0;   // who plays the next (extra) hand, R7; 0 = everyone
  Phase phase_ = Phase::Playing;

  // Hand.
  std::array<CardSet, kMaxSeats> hands_{};
  std::array<std::uint8_t, kMaxCards> stock_{};  // top is stock_[stockSize_-1]
  std::array<std::uint8_t, kMaxCards> discard_{};
  std::uint8_t stockSize_ = 0;
  std::uint8_t discardSize_ = 0;
  std::uint8_t deckSize_ = 0;
  std::uint8_t current_ = 0;
  std::int8_t direction_ = 1;
  Suit activeSuit_ = Suit::Clubs;
  bool suitDeclared_ = false;
  std::uint8_t pendingDraw_ = 0;
  std::uint8_t consecutivePasses_ = 0;  // turns in which nobody played or drew (R2)
  std::uint16_t turnsThisHand_ = 0;
  std::int8_t unannounced_ = -1;

  // Cards by role under these rules, cached for fast legal-move generation.
  CardSet wildCards_;
  CardSet drawAnswerCards_;
  CardSet matching_;  // cards that may go on the top card now (before draw-penalty limits)

  // Turn.
  std::uint8_t drawsThisTurn_ = 0;
  Card lastDrawn_;
  std::uint8_t playedThisTurn_ = 0;  // cards played this turn (several of one rank)
  std::uint8_t skipsThisTurn_ = 0;
  std::uint8_t reversesThisTurn_ = 0;
  std::uint8_t drawAddedThisTurn_ = 0;
};

}  // namespace ochos::engine
