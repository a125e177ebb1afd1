#pragma once

#include <cstdint>
#include <string>

#include "ochos/engine/card.hpp"

namespace ochos::engine {

enum class ActionType : std::uint8_t {
  Play,         // card (+ suit when a wild declares one) (+ announce when it leaves one card)
  Draw,         // draw one card, or take the whole pending draw penalty
  Pass,         // end the turn where the rules allow it
  DeclareSuit,  // the dealer names the suit of a wild start card
  Announce,     // say "last card" after the play, before the next player acts
  Catch,        // challenge a player who forgot to announce (R13)
};

struct Action {
  ActionType type = ActionType::Pass;
  Card card;
  Suit suit = Suit::Clubs;
  bool announce = false;
  std::uint8_t target = 0;  // Catch: whom

  static Action play(Card c, Suit declared = Suit::Clubs, bool announce = false) {
    return {ActionType::Play, c, declared, announce, 0};
  }
  static Action draw() { return {ActionType::Draw, Card::unknown(), Suit::Clubs, false, 0}; }
  static Action pass() { return {ActionType::Pass, Card::unknown(), Suit::Clubs, false, 0}; }
  static Action declare(Suit s) { return {ActionType::DeclareSuit, Card::unknown(), s, false, 0}; }
  static Action announceLastCard() {
    return {ActionType::Announce, Card::unknown(), Suit::Clubs, false, 0};
  }
  static Action catchPlayer(int seat) {
    return {ActionType::Catch, Card::unknown(), Suit::Clubs, false,
            static_cast<std::uint8_t>(seat)};
  }

  friend bool operator==(const Action& a, const Action& b) {
    return a.type == b.type && a.card == b.card && a.suit == b.suit && a.announce == b.announce &&
           a.target == b.target;
  }
};

// "play QH hearts announce", "draw", "pass", "declare spades", "announce", "catch 2".
std::string describe(const Action& action);

// A bounded list of actions with no heap allocation (search calls it millions of times).
class ActionList {
 public:
  static constexpr int kCapacity = 160;
  void clear() { size_ = 0; }
  void push(const Action& a) { items_[size_++] = a; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](int i) const { return items_[i]; }
  const Action* begin() const { return items_; }
  const Action* end() const { return items_ + size_; }

 private:
  Action items_[kCapacity];
  int size_ = 0;
};

}  // namespace ochos::engine
