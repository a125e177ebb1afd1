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

namespace {

struct WrittenCard {
  Card face;
  std::optional<int> copy;  // when written as "QH#2"
  std::string pointer;
};

// Reads each card of a deck list; problems go to `check`.
std::vector<WrittenCard> writtenCards(const Json& value, const std::string& pointer,
                                      const RuleSet& rules, int decks, JsonChecker& check) {
  std::vector<WrittenCard> out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string where = pointerJoin(pointer, i);
    bool exact = false;
    const auto card =
        value[i].is_string() ? parseCardText(value[i].get<std::string>(), &exact) : std::nullopt;
    if (!card) {
      check.error(where,
                  "expected a card such as \"9D\", \"10S\" or \"QH#2\", got " + quote(value[i]));
      continue;
    }
    const Card face(card->suit(), card->rank());
    if (!rules.hasRank(face.rank())) {
      check.error(where, cardCode(face) + " is not in this deck");
      continue;
    }
    if (exact && card->copy() >= decks) {
      check.error(where, cardText(*card) + " names a second deck, but this table plays with one");
      continue;
    }
    out.push_back({face, exact ? std::optional<int>(card->copy()) : std::nullopt, where});
  }
  return out;
}

}  // namespace

std::vector<Card> deckValue(const Json& value, const std::string& pointer, const RuleSet& rules,
                            int players, JsonChecker& check) {
  std::vector<Card> deck;
  if (!value.is_array()) {
    check.error(pointer, "expected an array of cards, top first, got " + quote(value));
    return deck;
  }
  const int decks = rules.decksFor(players);
  const std::size_t before = check.errorCount();
  const std::vector<WrittenCard> written = writtenCards(value, pointer, rules, decks, check);
  // The copies written out ("QH#2") are the reporter's; a bare "QH" takes the first copy left.
  std::array<unsigned, kFacesPerDeck> taken{};
  for (const WrittenCard& w : written) {
    if (!w.copy) continue;
    unsigned& mask = taken[static_cast<std::size_t>(w.face.face())];
    const unsigned bit = 1U << *w.copy;
    if ((mask & bit) != 0)
      check.error(w.pointer,
                  cardText(Card(w.face.suit(), w.face.rank(), *w.copy)) + " is listed twice");
    mask |= bit;
  }
  for (const WrittenCard& w : written) {
    int copy = w.copy.value_or(0);
    if (!w.copy) {
      unsigned& mask = taken[static_cast<std::size_t>(w.face.face())];
      while (copy < decks && ((mask >> copy) & 1U) != 0)
        ++copy;
      if (copy >= decks) {
        check.error(w.pointer, cardCode(w.face) + " appears more often than the " +
                                   std::string(decks == 1 ? "deck holds it (once)"
                                                          : "two decks hold it (twice)"));
        continue;
      }
      mask |= 1U << copy;
    }
    deck.push_back(Card(w.face.suit(), w.face.rank(), copy));
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
  readDecks(object, pointer, keys, rules, check, config);
}

void readDecks(const Json& object, const std::string& pointer, const MatchKeys& keys,
               const RuleSet& rules, JsonChecker& check, MatchConfig& config) {
  config.firstDeck.clear();
  config.laterDecks.clear();
  const auto deck = object.find(keys.deck);
  const auto decks = object.find(keys.decks);
  const bool oneDeck = deck != object.end() && !deck->is_null();
  const bool perHand = decks != object.end() && !decks->is_null();
  if (oneDeck && perHand) {
    check.error(pointerJoin(pointer, keys.decks), std::string("give either \"") + keys.deck +
                                                      "\" (the first hand's) or \"" + keys.decks +
                                                      "\" (one per hand), not both");
  } else if (oneDeck) {
    config.firstDeck =
        deckValue(*deck, pointerJoin(pointer, keys.deck), rules, config.players, check);
  } else if (perHand && !decks->is_array()) {
    check.error(pointerJoin(pointer, keys.decks),
                "expected an array with one deck per hand, got " + quote(*decks));
  } else if (perHand) {
    for (std::size_t hand = 0; hand < decks->size(); ++hand) {
      const Json& item = (*decks)[hand];
      std::vector<Card> cards;
      if (!item.is_null())
        cards = deckValue(item, pointerJoin(pointerJoin(pointer, keys.decks), hand), rules,
                          config.players, check);
      if (hand == 0)
        config.firstDeck = std::move(cards);
      else
        config.laterDecks.push_back(std::move(cards));
    }
  }
}

void writeDecks(const MatchConfig& config, const MatchKeys& keys, Json& object) {
  const auto list = [](const std::vector<Card>& deck) {
    Json cards = Json::array();
    for (Card card : deck)
      cards.push_back(cardText(card));
    return cards;
  };
  if (config.laterDecks.empty()) {
    if (!config.firstDeck.empty()) object[keys.deck] = list(config.firstDeck);
    return;
  }
  Json decks = Json::array({list(config.firstDeck)});
  for (const std::vector<Card>& deck : config.laterDecks)
    decks.push_back(list(deck));
  object[keys.decks] = std::move(decks);
}

void prefixPointers(std::vector<ProfileError>& errors, std::size_t from,
                    const std::string& prefix) {
  for (std::size_t i = from; i < errors.size(); ++i)
    errors[i].pointer = prefix + errors[i].pointer;
}

}  // namespace ochos::rules::detail
