#include "ochos/engine/card.hpp"

#include <array>
#include <cctype>

namespace ochos::engine {
namespace {

constexpr std::array<std::string_view, kRankCount + 1> kRankCodes = {
    "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
constexpr std::array<std::string_view, kRankCount + 1> kRankNames = {
    "?",     "ace",   "two",  "three", "four", "five",  "six",
    "seven", "eight", "nine", "ten",   "jack", "queen", "king"};
constexpr std::array<std::string_view, kSuitCount> kSuitNames = {"clubs", "diamonds", "hearts",
                                                                 "spades"};
constexpr std::array<std::string_view, kSuitCount> kSuitSymbols = {"\u2663", "\u2666", "\u2665",
                                                                   "\u2660"};
constexpr std::string_view kSuitLetters = "CDHS";

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::string_view rankCode(Rank rank) {
  return kRankCodes[static_cast<int>(rank)];
}
std::string_view rankName(Rank rank) {
  return kRankNames[static_cast<int>(rank)];
}
std::string_view suitName(Suit suit) {
  return kSuitNames[static_cast<int>(suit)];
}
std::string_view suitSymbol(Suit suit) {
  return kSuitSymbols[static_cast<int>(suit)];
}

std::string cardCode(Card card) {
  if (!card.isKnown()) return "??";
  std::string out(rankCode(card.rank()));
  out += kSuitLetters[static_cast<std::size_t>(card.suit())];
  return out;
}

std::string cardName(Card card) {
  if (!card.isKnown()) return "a hidden card";
  std::string out(rankName(card.rank()));
  out += " of ";
  out += suitName(card.suit());
  return out;
}

std::optional<Rank> parseRank(std::string_view text) {
  const std::string t = lower(text);
  if (t == "a" || t == "ace" || t == "1") return Rank::Ace;
  if (t == "j" || t == "jack") return Rank::Jack;
  if (t == "q" || t == "queen") return Rank::Queen;
  if (t == "k" || t == "king") return Rank::King;
  if (t == "t" || t == "10") return Rank::Ten;
  if (t.size() == 1 && t[0] >= '2' && t[0] <= '9') return static_cast<Rank>(t[0] - '0');
  return std::nullopt;
}

std::optional<Suit> parseSuit(std::string_view text) {
  const std::string t = lower(text);
  for (int s = 0; s < kSuitCount; ++s) {
    const auto suit = static_cast<Suit>(s);
    if (t == kSuitNames[static_cast<std::size_t>(s)] ||
        t == kSuitSymbols[static_cast<std::size_t>(s)] ||
        (t.size() == 1 && std::toupper(static_cast<unsigned char>(t[0])) ==
                              kSuitLetters[static_cast<std::size_t>(s)])) {
      return suit;
    }
  }
  // Accept the white (outline) suit symbols some keyboards produce too.
  if (t == "\u2667") return Suit::Clubs;
  if (t == "\u2662") return Suit::Diamonds;
  if (t == "\u2661") return Suit::Hearts;
  if (t == "\u2664") return Suit::Spades;
  return std::nullopt;
}

std::optional<Card> parseCard(std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  // The suit is the last letter, or a trailing UTF-8 symbol (3 bytes).
  for (std::size_t suitLength : {std::size_t{1}, std::size_t{3}}) {
    if (text.size() <= suitLength) continue;
    const auto suit = parseSuit(text.substr(text.size() - suitLength));
    const auto rank = parseRank(text.substr(0, text.size() - suitLength));
    if (suit && rank) return Card(*suit, *rank);
  }
  return std::nullopt;
}

}  // namespace ochos::engine
