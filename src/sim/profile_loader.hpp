#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ochos/engine/rule_set.hpp"

namespace ochos::sim {

struct LoadedRules {
  std::shared_ptr<const engine::RuleSet> rules;
  std::string error;  // one line, for a usage error (exit 2)
  explicit operator bool() const { return rules != nullptr; }
};

// A profile by built-in/user id or by path to a JSON file, with variants, checked for the number
// of players at the table. Every problem the loader found is reported, joined on one line.
LoadedRules loadRules(const std::string& idOrPath, const std::vector<std::string>& variants,
                      int players);

}  // namespace ochos::sim
