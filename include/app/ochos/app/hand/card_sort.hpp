#pragma once

#include <vector>

#include "ochos/engine/card_set.hpp"

namespace ochos::app {

enum class SortOrder : std::uint8_t { SuitThenRank, RankThenSuit };

// Suits alternate colours (spades, hearts, clubs, diamonds) so neighbouring groups stand apart
// even in the classic two-colour deck; ranks run ace (low, as it scores) to king.
int suitDisplayOrder(engine::Suit suit);
std::vector<engine::Card> sortedHand(const std::vector<engine::Card>& cards, SortOrder order);
std::vector<engine::Card> sortedHand(const engine::CardSet& cards, SortOrder order);

}  // namespace ochos::app
