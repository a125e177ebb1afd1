#pragma once

// A rule profile's words in the player's language: for a built-in profile what the language file
// gives (i18n::ProfileWords), else what the profile file says. User profiles keep their own
// text: their ids never match a built-in one (the library refuses a taken id).

#include <string>

#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

std::string profileName(const std::string& profileId, const std::string& own);
std::string profileDescription(const std::string& profileId, const std::string& own);
std::string variantName(const std::string& profileId, const rules::VariantInfo& variant);
std::string variantDescription(const std::string& profileId, const rules::VariantInfo& variant);

// The rules' name as the player reads it ("Verrückte Acht"…).
std::string rulesName(const engine::RuleSet& rules);
// A problem in a rule profile in the player's language: the sentence of its code
// (rules::problemSentences(), "profile_error.<code>"), with the variants it shows with; the
// English message of one without a code.
std::string problemText(const rules::ProfileError& error);
// "mine.json: /hand_size: <problemText>" ("preset.broken_profile").
std::string describeProblem(const rules::ProfileError& error);

// What a player says on reaching one card: the call of the first active variant that sets one,
// else the profile's own call, in the player's language; "" when the rules have no call.
std::string callWord(const engine::RuleSet& rules);

}  // namespace ochos::app
