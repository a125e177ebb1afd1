#pragma once

// The parts of a match that saves and scenarios share: the seed, the table and a deck order.

#include <cstdint>
#include <optional>
#include <vector>

#include "json_checker.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::rules::detail {

// A 64-bit seed as a decimal string ("18446744073709551615"), which JSON numbers cannot carry
// exactly in every reader, or as a non-negative integer.
std::optional<std::uint64_t> seedValue(const Json& value, const std::string& pointer,
                                       JsonChecker& check);
std::string seedText(std::uint64_t seed);

// A stacked deck, top card first: the whole deck for this many players or only its top. A card
// may name its copy ("QH#2"); a bare face takes the first copy not named elsewhere in the list.
std::vector<engine::Card> deckValue(const Json& value, const std::string& pointer,
                                    const engine::RuleSet& rules, int players, JsonChecker& check);

// Reads "players" (within the rule set's range), "dealer", "seed", "target", "single_hand" and
// "deck" or "decks" from `object` (keys as named in `keys`) into `config`.
struct MatchKeys {
  const char* players = "players";
  const char* dealer = "dealer";
  const char* seed = "seed";
  const char* target = "target";
  const char* singleHand = "single_hand";
  const char* deck = "deck";    // the first hand's stacked deck
  const char* decks = "decks";  // one stacked deck per hand, from the first
};
void readMatchConfig(const Json& object, const std::string& pointer, const MatchKeys& keys,
                     const engine::RuleSet& rules, JsonChecker& check, engine::MatchConfig& config);
void readDecks(const Json& object, const std::string& pointer, const MatchKeys& keys,
               const engine::RuleSet& rules, JsonChecker& check, engine::MatchConfig& config);
// Writes the stacked decks as readDecks reads them: "deck" when only the first hand is stacked.
void writeDecks(const engine::MatchConfig& config, const MatchKeys& keys, Json& object);

// Points every error's pointer into a sub-document: "/x" becomes prefix + "/x".
void prefixPointers(std::vector<ProfileError>& errors, std::size_t from, const std::string& prefix);

}  // namespace ochos::rules::detail
