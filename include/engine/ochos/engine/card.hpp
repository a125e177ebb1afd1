#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ochos::engine {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
inline constexpr int kSuitCount = 4;

// Ranks carry their face value; the ace is 1 because it is low when cutting for the dealer (R4).
enum class Rank : std::uint8_t {
  Ace = 1,
  Two,
  Three,
  Four,
  Five,
  Six,
  Seven,
  Eight,
  Nine,
  Ten,
  Jack,
  Queen,
  King
};
inline constexpr int kRankCount = 13;
inline constexpr int kFacesPerDeck = 52;
inline constexpr int kMaxDecks = 2;
inline constexpr int kMaxCards = kFacesPerDeck * kMaxDecks;

// One physical card. With two decks the two queens of hearts are distinct objects (different
// copy), so every card can be accounted for; `sameFace` compares what is printed on them.
class Card {
 public:
  static constexpr std::uint8_t kUnknownCode = 0xFF;

  constexpr Card() = default;
  constexpr Card(Suit suit, Rank rank, int copy = 0)
      : code_(static_cast<std::uint8_t>(copy * kFacesPerDeck + static_cast<int>(suit) * kRankCount +
                                        static_cast<int>(rank) - 1)) {}

  static constexpr Card fromCode(std::uint8_t code) {
    Card c;
    c.code_ = code;
    return c;
  }
  // A card whose face is hidden from the observer (another player's draw).
  static constexpr Card unknown() { return fromCode(kUnknownCode); }

  constexpr std::uint8_t code() const { return code_; }
  constexpr bool isKnown() const { return code_ != kUnknownCode; }
  constexpr int face() const { return code_ % kFacesPerDeck; }
  constexpr int copy() const { return code_ / kFacesPerDeck; }
  constexpr Suit suit() const { return static_cast<Suit>(face() / kRankCount); }
  constexpr Rank rank() const { return static_cast<Rank>(face() % kRankCount + 1); }
  constexpr bool sameFace(Card other) const { return face() == other.face(); }

  friend constexpr bool operator==(Card a, Card b) { return a.code_ == b.code_; }
  friend constexpr bool operator!=(Card a, Card b) { return a.code_ != b.code_; }
  friend constexpr bool operator<(Card a, Card b) { return a.code_ < b.code_; }

 private:
  std::uint8_t code_ = kUnknownCode;
};

// Short ASCII names used in files and on the command line: "8H", "10S", "QD", "AC".
std::string cardCode(Card card);
std::string_view rankCode(Rank rank);    // "A", "2" … "10", "J", "Q", "K"
std::string_view suitName(Suit suit);    // "clubs", "diamonds", "hearts", "spades"
std::string_view suitSymbol(Suit suit);  // UTF-8 ♣ ♦ ♥ ♠
std::string_view rankName(Rank rank);    // "ace", "two" … "king"
std::string cardName(Card card);         // "queen of hearts"

// Parses "QH", "10S", "TS", "q♥"; copy 0. Returns nothing for anything else.
std::optional<Card> parseCard(std::string_view text);
std::optional<Rank> parseRank(std::string_view text);
std::optional<Suit> parseSuit(std::string_view text);  // "hearts", "H", "♥"

}  // namespace ochos::engine
