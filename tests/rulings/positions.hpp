#pragma once
// Positions set up by hand for the rulings tests (rulings_support.hpp's Table uses
// them): cards moved from where a rigged deal left them to where a later moment of a hand would.

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::engine::test {

// A position that would take dozens of rigged turns to reach is built the way the search AI
// builds its samples, through the public GameState::fromObservation: the current player's view,
// every hand and the stock are taken from the state, cards are moved between them, and the state
// is rebuilt. The engine keeps no door open for tests. The rebuilt state draws its random numbers
// (a later reshuffle, the next hands' deals) from `seed`, and counts its turns in the hand anew.
struct Position {
  Observation view;  // the current player's, with the discard pile bottom first
  std::array<CardSet, kMaxSeats> hands{};
  std::vector<std::uint8_t> stockTopFirst;
};

inline Position positionOf(const GameState& s) {
  Position p;
  s.observe(s.currentPlayer(), p.view);
  for (int seat = 0; seat < s.players(); ++seat)
    p.hands[static_cast<std::size_t>(seat)] = s.hand(seat);
  for (int i = 0; i < s.stockSize(); ++i)
    p.stockTopFirst.push_back(s.stockCard(i).code());
  return p;
}

inline void rebuild(GameState& s, Position p, std::uint64_t seed) {
  p.view.hand = p.hands[static_cast<std::size_t>(p.view.seat)];
  s = GameState::fromObservation(p.view, p.hands, p.stockTopFirst.data(),
                                 static_cast<int>(p.stockTopFirst.size()), seed);
}

// Moves stock cards from the bottom of the stock into the discard pile under its top card, as if
// they had been played, until only `keep` cards are left in the stock.
inline void thinStock(GameState& s, int keep, std::uint64_t seed) {
  Position p = positionOf(s);
  const auto move = static_cast<std::ptrdiff_t>(p.stockTopFirst.size()) - keep;
  if (move <= 0) return;
  const Card top = p.view.discard.back();
  p.view.discard.pop_back();
  for (auto it = p.stockTopFirst.rbegin(); it != p.stockTopFirst.rbegin() + move; ++it)
    p.view.discard.push_back(Card::fromCode(*it));
  p.view.discard.push_back(top);
  p.stockTopFirst.resize(static_cast<std::size_t>(keep));
  rebuild(s, std::move(p), seed);
}

// Moves every card of the stock and of the discard pile (but its top) into `seat`'s hand:
// nothing is left to draw, not even by a reshuffle.
inline void giveAwayStock(GameState& s, int seat, std::uint64_t seed) {
  Position p = positionOf(s);
  CardSet& hand = p.hands[static_cast<std::size_t>(seat)];
  for (std::uint8_t code : p.stockTopFirst)
    hand.add(Card::fromCode(code));
  p.stockTopFirst.clear();
  for (std::size_t i = 0; i + 1 < p.view.discard.size(); ++i)
    hand.add(p.view.discard[i]);
  p.view.discard.erase(p.view.discard.begin(), p.view.discard.end() - 1);
  rebuild(s, std::move(p), seed);
}

// Puts every card where the test says: the hands by seat, the discard pile bottom first (its last
// card on top, its suit the one to follow), the stock top first; then `seat` starts a turn with
// nothing owed, announced or passed. Cards named nowhere go to the bottom of the stock. The
// caller checks cardsAccountedFor().
inline void arrange(GameState& s, const std::vector<std::vector<Card>>& hands,
                    const std::vector<Card>& discardBottomFirst,
                    const std::vector<Card>& stockTopFirst, int seat, std::uint64_t seed) {
  Position p = positionOf(s);
  CardSet placed;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    p.hands[i].clear();
    for (Card c : hands[i]) {
      p.hands[i].add(c);
      placed.add(c);
    }
  }
  p.view.discard = discardBottomFirst;
  for (Card c : discardBottomFirst)
    placed.add(c);
  for (Card c : stockTopFirst)
    placed.add(c);
  // The unnamed cards, from every card of the deck: the stock before, the discard pile and the
  // hands as they were.
  const Position before = positionOf(s);
  std::vector<Card> everything;
  for (std::uint8_t code : before.stockTopFirst)
    everything.push_back(Card::fromCode(code));
  everything.insert(everything.end(), before.view.discard.begin(), before.view.discard.end());
  for (int i = 0; i < s.players(); ++i)
    before.hands[static_cast<std::size_t>(i)].forEach([&](Card c) { everything.push_back(c); });
  p.stockTopFirst.clear();
  for (Card c : stockTopFirst)
    p.stockTopFirst.push_back(c.code());
  for (Card c : everything)
    if (!placed.contains(c)) p.stockTopFirst.push_back(c.code());
  p.view.currentPlayer = seat;
  p.view.activeSuit = discardBottomFirst.back().suit();
  p.view.suitDeclared = false;
  p.view.pendingDraw = 0;
  p.view.unannouncedSeat = -1;
  p.view.passesInARow = 0;
  p.view.drawsThisTurn = 0;
  p.view.lastDrawn = Card::unknown();
  p.view.continuingRank = false;
  p.view.turnSkips = p.view.turnReverses = p.view.turnDrawAdded = 0;
  rebuild(s, std::move(p), seed);
}

inline void setScore(GameState& s, int seat, int points, std::uint64_t seed) {
  Position p = positionOf(s);
  p.view.scores[static_cast<std::size_t>(seat)] = points;
  rebuild(s, std::move(p), seed);
}

}  // namespace ochos::engine::test
