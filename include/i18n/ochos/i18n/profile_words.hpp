#pragma once

// What a built-in rule profile says to the player (its name, description, variants and the
// last-card call), in a language other than the English of the profile file. A language file
// carries them under "profiles":
//   "crazy-eights": {"name": "…", "description": "…", "call": "…",
//                    "variants": {"last_card": {"name": "…", "description": "…", "call": "…"}}}
// Every part is optional: what a language leaves out stays as the profile file says it.

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace ochos::i18n {

struct VariantWords {
  std::string name;
  std::string description;
  std::string call;
};

struct ProfileWords {
  std::string name;
  std::string description;
  std::string call;
  std::map<std::string, VariantWords, std::less<>> variants;

  const VariantWords* variant(std::string_view id) const;
};

using ProfileWordsById = std::map<std::string, ProfileWords, std::less<>>;

// Reads a language file's "profiles" object; what has the wrong type is noted and left out.
ProfileWordsById readProfileWords(const nlohmann::json& profiles, std::vector<std::string>& notes);

}  // namespace ochos::i18n
