#pragma once

// The rules page's text, written from a built profile's rule values through the translation
// table, so that a player's own profile gets a page too.

#include <cstdint>
#include <string>
#include <vector>

#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

struct TextLine {
  enum class Kind : std::uint8_t { Heading, Paragraph, Bullet };
  Kind kind = Kind::Paragraph;
  std::string text;
  friend bool operator==(const TextLine&, const TextLine&) = default;
};

// The rules of a built profile in words, with the active variants and those that could be
// switched on.
std::vector<TextLine> describeRules(const engine::RuleSet& rules,
                                    const rules::ProfileInfo& profile);

// The short "how to play" card of a built profile, taken from the same sentences: how a card is
// played (what is wild, what the action cards do), what to do when no card fits and where to
// draw, the last-card call and how the match is scored and won (`singleHand`: a quick game, one
// hand, whoever goes out wins).
std::vector<TextLine> describeHowToPlay(const engine::RuleSet& rules, bool singleHand = false);

}  // namespace ochos::app
