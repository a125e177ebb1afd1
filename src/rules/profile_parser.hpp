#pragma once

#include "json_checker.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::rules::detail {

// The profile format this build reads and writes (docs/profiles.md).
inline constexpr int kProfileFormat = 1;

// Reads every field of one profile document (not the contents of "variants") into `out`,
// reporting each problem through `check`, including contradictions between fields.
void parseProfile(const Json& doc, JsonChecker& check, engine::RuleSet& out);

// "empty_stock", in its short (a string) or its object form.
void parseEmptyStock(const Json& doc, JsonChecker& check, engine::RuleSet& out);

// validateProfile, or with `noOpPatchIsError` false the same checks less the one that a variant
// changes something (buildRuleSet warns about a requested variant that does not).
std::vector<ProfileError> checkProfile(const nlohmann::json& document, const std::string& file,
                                       bool noOpPatchIsError);

}  // namespace ochos::rules::detail
