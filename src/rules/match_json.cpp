#include "match_json.hpp"

#include <array>

#include "ochos/rules/action_json.hpp"

namespace ochos::rules::detail {

using engine::Card;
using engine::cardCode;
using engine::kFacesPerDeck;
using engine::MatchConfig;
using engine::RuleSet;

std::optional<std::uint64_t> seedValue(const Json& value, const std::string& pointer,
                                       JsonChecker& check) {
  const char* expected = "expected a seed: a decimal string such as \"42\" (0 to 2^64-1)";
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  if (value.is_number_integer() && value.get<std::int64_t>() >= 0) {
    return static_cast<std::uint64_t>(value.get<std::int64_t>());
  }
  if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    std::uint64_t seed = 0;
    bool ok = !text.empty() && text.size() <= 20;
    for (char c : text) {
      if (!ok) break;
      const auto digit = static_cast<std::uint64_t>(c - '0');
      ok = c >= '0' && c <= '9' && seed <= (UINT64_MAX - digit) / 10;
      seed = seed * 10 + digit;
    }
    if (ok) return seed;
  }
  check.error(pointer, std::string(expected) + ", got " + quote(value));
  return std::nullopt;
}

std::string seedText(std::uint64_t seed) {
  return std::to_string(seed);
}

std::vector<Card> deckValue(const Json& value, const std::string& pointer, const RuleSet& rules,
                            int players, JsonChecker& check) {
  std::vector<Card> deck;
  if (!value.is_array()) {
    check.error(pointer, "expected an array of cards, top first, got " + quote(value));
    return deck;
  }
  const int decks = rules.decksFor(players);
  const std::size_t before = check.errorCount();
  std::array<int, kFacesPerDeck> seen{};
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string where = pointerJoin(pointer, i);
    const auto card =
        value[i].is_string() ? parseCardText(value[i].get<std::string>()) : std::nullopt;
    if (!card) {
      check.error(where, "expected a card such as \"9D\" or \"10S\", got " + quote(value[i]));
      continue;
    }
    const Card face(card->suit(), card->rank());
    if (!rules.hasRank(face.rank())) {
      check.error(where, cardCode(face) + " is not in this deck");
      continue;
    }
    if (++seen[static_cast<std::size_t>(face.face())] > decks) {
      check.error(where, cardCode(face) + " appears more often than the " +
                             std::string(decks == 1 ? "deck holds it (once)"
                                                    : "two decks hold it (twice)"));
      continue;
    }
    deck.push_back(face);
  }
  const auto size = static_cast<std::size_t>(rules.deckSizeFor(players));
  if (check.errorCount() == before && deck.size() != size) {
    std::string missing;
    for (int f = 0; f < kFacesPerDeck; ++f) {
      const Card face = Card::fromCode(static_cast<std::uint8_t>(f));
      const int lacking =
          rules.hasRank(face.rank()) ? decks - seen[static_cast<std::size_t>(f)] : 0;
      for (int k = 0; k < lacking; ++k)
        missing += (missing.empty() ? "" : " ") + cardCode(face);
    }
    check.error(pointer, "expected all " + std::to_string(size) + " cards of the deck for " +
                             std::to_string(players) + " players, got " +
                             std::to_string(deck.size()) + "; missing: " + missing);
  }
  if (check.errorCount() != before) deck.clear();
  return deck;
}

void readMatchConfig(const Json& object, const std::string& pointer, const MatchKeys& keys,
                     const RuleSet& rules, JsonChecker& check, MatchConfig& config) {
  config.players = check.integer(object, pointer, keys.players, rules.minPlayers, rules.maxPlayers,
                                 rules.minPlayers, true);
  const auto dealer = object.find(keys.dealer);
  config.firstDealer = -1;
  if (dealer != object.end() && !dealer->is_null()) {
    config.firstDealer =
        check.integerValue(*dealer, pointerJoin(pointer, keys.dealer), -1, config.players - 1)
            .value_or(-1);
  }
  if (const auto seed = object.find(keys.seed); seed != object.end()) {
    config.seed = seedValue(*seed, pointerJoin(pointer, keys.seed), check).value_or(1);
  }
  config.target = check.integer(object, pointer, keys.target, 0, 100000, 0);
  config.singleHand = check.boolean(object, pointer, keys.singleHand, false);
  config.firstDeck.clear();
  if (const auto deck = object.find(keys.deck); deck != object.end() && !deck->is_null()) {
    config.firstDeck =
        deckValue(*deck, pointerJoin(pointer, keys.deck), rules, config.players, check);
  }
}

void prefixPointers(std::vector<ProfileError>& errors, std::size_t from,
                    const std::string& prefix) {
  for (std::size_t i = from; i < errors.size(); ++i)
    errors[i].pointer = prefix + errors[i].pointer;
}

}  // namespace ochos::rules::detail
