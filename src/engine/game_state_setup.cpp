// Starting a match and each hand: the cut for the dealer (R4), the deck, the deal and the start
// card.
#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>

#include "emit.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rule_queries.hpp"

namespace ochos::engine {

using detail::emit;

namespace {
constexpr std::uint64_t kCutSalt = 0xC07;
}

GameState GameState::newMatch(const RuleSet& rules, const MatchConfig& config, EventLog* events) {
  if (config.players < rules.minPlayers || config.players > rules.maxPlayers ||
      config.players > kMaxSeats) {
    throw std::invalid_argument(rules.name + " is for " + std::to_string(rules.minPlayers) +
                                " to " + std::to_string(rules.maxPlayers) + " players, not " +
                                std::to_string(config.players) + ".");
  }
  GameState s;
  s.rules_ = &rules;
  s.seed_ = config.seed;
  s.players_ = static_cast<std::uint8_t>(config.players);
  s.participants_ = static_cast<std::uint8_t>((1U << config.players) - 1U);
  s.target_ = config.target > 0 ? config.target : rules.targetFor(config.players);
  s.singleHand_ = config.singleHand;
  s.cacheCardClasses();
  if (config.firstDealer >= 0) {
    if (config.firstDealer >= config.players) throw std::invalid_argument("No such dealer seat.");
    s.dealer_ = static_cast<std::uint8_t>(config.firstDealer);
  } else {
    s.cutForDealer(events);
  }
  emit(events, EventType::DealerChosen, s.dealer_);
  s.handNumber_ = 1;
  s.dealHand(config.stackedDeck(1), events);
  return s;
}

const std::vector<Card>* MatchConfig::stackedDeck(int hand) const {
  if (hand == 1) return firstDeck.empty() ? nullptr : &firstDeck;
  const auto later = static_cast<std::size_t>(hand - 2);
  return hand > 1 && later < laterDecks.size() ? &laterDecks[later] : nullptr;
}

void GameState::cacheCardClasses() {
  wildCards_ = engine::wildCards(*rules_);
  drawAnswerCards_ = engine::drawAnswerCards(*rules_);
}

void GameState::buildDeck(std::uint8_t* out, int& count) const {
  count = 0;
  const int decks = rules_->decksFor(playersInHand());
  for (int copy = 0; copy < decks; ++copy)
    for (int suit = 0; suit < kSuitCount; ++suit)
      for (int r = 1; r <= kRankCount; ++r)
        if (rules_->hasRank(static_cast<Rank>(r)))
          out[count++] = Card(static_cast<Suit>(suit), static_cast<Rank>(r), copy).code();
}

// R4: everyone cuts, the lowest card deals (ace low); those tied for lowest cut again.
void GameState::cutForDealer(EventLog* events) {
  Rng cutRng(mixSeed(seed_, kCutSalt));
  std::array<std::uint8_t, kMaxCards> deck{};
  int count = 0;
  buildDeck(deck.data(), count);
  std::uint8_t contenders = participants_;
  for (;;) {
    cutRng.shuffle(deck.begin(), deck.begin() + count);
    int lowest = kRankCount + 1;
    std::uint8_t lowSeats = 0;
    int next = 0;
    for (int seat = 0; seat < players_; ++seat) {
      if (((contenders >> seat) & 1U) == 0) continue;
      const Card cut = Card::fromCode(deck[static_cast<std::size_t>(next++)]);
      emit(events, EventType::DealerCut, seat, cut);
      const int rank = static_cast<int>(cut.rank());
      if (rank < lowest) {
        lowest = rank;
        lowSeats = 0;
      }
      if (rank == lowest) lowSeats = static_cast<std::uint8_t>(lowSeats | (1U << seat));
    }
    if (std::popcount(static_cast<unsigned>(lowSeats)) == 1) {
      dealer_ = static_cast<std::uint8_t>(std::countr_zero(static_cast<unsigned>(lowSeats)));
      return;
    }
    contenders = lowSeats;
  }
}

// A stacked deck: the listed cards on top in their order; below them the other cards in the
// order the seed's shuffle gives them, so that stacking the whole deck needs no shuffle and
// stacking nothing is the seed's own deal. Checked before anything is dealt.
void GameState::stackDeck(const std::vector<Card>& topFirst, int count) {
  if (static_cast<int>(topFirst.size()) > count)
    throw std::invalid_argument("The stacked deck lists " + std::to_string(topFirst.size()) +
                                " cards; this deck has " + std::to_string(count) + ".");
  CardSet listed;
  for (Card card : topFirst) {
    if (!card.isKnown() || !rules_->hasRank(card.rank()) ||
        card.copy() >= rules_->decksFor(playersInHand()))
      throw std::invalid_argument("The stacked deck has a card this deck does not: " +
                                  cardCode(card) + (card.copy() > 0 ? " (second deck)." : "."));
    if (listed.contains(card))
      throw std::invalid_argument("The stacked deck lists " + cardCode(card) + " twice.");
    listed.add(card);
  }
  if (static_cast<int>(topFirst.size()) < count)
    rng_.shuffle(stock_.begin(), stock_.begin() + count);
  int below = 0;
  for (int i = 0; i < count; ++i) {
    const std::uint8_t code = stock_[static_cast<std::size_t>(i)];
    if (!listed.contains(Card::fromCode(code))) stock_[static_cast<std::size_t>(below++)] = code;
  }
  for (auto card = topFirst.rbegin(); card != topFirst.rend(); ++card)
    stock_[static_cast<std::size_t>(below++)] = card->code();
}

void GameState::dealHand(const std::vector<Card>* deckTopFirst, EventLog* events) {
  rng_.reseed(mixSeed(seed_, handNumber_));
  int count = 0;
  buildDeck(stock_.data(), count);
  deckSize_ = static_cast<std::uint8_t>(count);
  if (deckTopFirst != nullptr) {
    stackDeck(*deckTopFirst, count);
  } else {
    rng_.shuffle(stock_.begin(), stock_.begin() + count);
  }
  stockSize_ = static_cast<std::uint8_t>(count);
  discardSize_ = 0;
  for (auto& h : hands_)
    h.clear();
  direction_ = 1;
  pendingDraw_ = 0;
  suitDeclared_ = false;
  consecutivePasses_ = 0;
  turnsThisHand_ = 0;
  unannounced_ = -1;
  // Nothing of the last hand's final turn carries over (a dealer declaring the start card's suit
  // has no turn yet).
  resetTurnCounters();
  phase_ = Phase::Playing;
  emit(events, EventType::HandStarted, dealer_, Card::unknown(), handNumber_, playersInHand());

  // One card at a time, starting left of the dealer.
  const int perHand = rules_->handSizeFor(playersInHand());
  for (int round = 0; round < perHand; ++round) {
    int seat = dealer_;
    for (int i = 0; i < playersInHand(); ++i) {
      seat = seatAfter(seat, 1);
      const Card card = Card::fromCode(stock_[--stockSize_]);
      hands_[static_cast<std::size_t>(seat)].add(card);
      emit(events, EventType::CardDealt, seat, card);
    }
  }
  turnStartCard(events);
}

void GameState::turnStartCard(EventLog* events) {
  // A buried card may come up again; give up burying after a full pass through the deck.
  for (int attempts = 0;; ++attempts) {
    const Card card = Card::fromCode(stock_[--stockSize_]);
    discard_[discardSize_++] = card.code();
    activeSuit_ = card.suit();
    emit(events, EventType::StartCardTurned, kNoSeat, card);
    const RankEffect& effect = rules_->effect(card.rank());
    const bool isAction = effect.skip || effect.reverse || effect.draw > 0;
    const bool bury = (effect.wild && rules_->startWild == StartWild::Bury) ||
                      (!effect.wild && isAction && rules_->startAction == StartAction::Bury);
    if (bury && stockSize_ > 0 && attempts < deckSize_) {
      --discardSize_;
      const int middle = stockSize_ / 2;
      std::memmove(&stock_[static_cast<std::size_t>(middle + 1)],
                   &stock_[static_cast<std::size_t>(middle)],
                   static_cast<std::size_t>(stockSize_ - middle));
      stock_[static_cast<std::size_t>(middle)] = card.code();
      ++stockSize_;
      emit(events, EventType::StartCardBuried, kNoSeat, card);
      continue;
    }
    if (effect.wild && rules_->startWild == StartWild::DealerDeclares && rules_->wildDeclaresSuit) {
      phase_ = Phase::DealerDeclares;
      current_ = dealer_;
      return;
    }
    if (isAction && !effect.wild && rules_->startAction == StartAction::Applies) {
      applyStartCardEffect(card, events);
      return;
    }
    startTurn(seatAfter(dealer_, 1), events);
    return;
  }
}

// R14: the start card acts as if the dealer had just played it.
void GameState::applyStartCardEffect(Card card, EventLog* events) {
  const RankEffect& effect = rules_->effect(card.rank());
  current_ = dealer_;
  skipsThisTurn_ = effect.skip ? 1 : 0;
  reversesThisTurn_ = effect.reverse ? 1 : 0;
  drawAddedThisTurn_ = effect.draw;
  finishTurnAfterPlays(events);
}

void GameState::beginNextHand(EventLog* events, const std::vector<Card>* deckTopFirst) {
  if (phase_ != Phase::HandOver) return;
  const GameState ended = *this;  // what stays if a stacked deck cannot be dealt to this hand
  participants_ =
      tieBreakSeats_ != 0 ? tieBreakSeats_ : static_cast<std::uint8_t>((1U << players_) - 1U);
  // The deal moves one seat left; in an extra hand, to the next player taking part (R7).
  dealer_ = static_cast<std::uint8_t>(seatAfter(dealer_, 1));
  ++handNumber_;
  try {
    dealHand(deckTopFirst, events);
  } catch (const std::invalid_argument&) {
    *this = ended;
    throw;
  }
}

}  // namespace ochos::engine
