#pragma once

#include <memory>
#include <string>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::sim::test {

inline std::shared_ptr<const engine::RuleSet> fixtureRules() {
  auto built = rules::loadRuleSetFile(
      std::string(OCHOS_TEST_DATA_DIR) + "/profiles/fixture-draw-five.json", {});
  return built.rules;
}

inline std::shared_ptr<const engine::RuleSet> builtInRules(
    const std::string& id, const std::vector<std::string>& variants = {}) {
  return rules::ProfileLibrary::loadDefault().build(id, variants).rules;
}

// A deterministic agent with no memory: always the first (or last) legal action. Two of them
// make a match whose outcome depends only on the cards and the seats.
class PickAgent : public ai::Agent {
 public:
  explicit PickAgent(bool last) : last_(last) {}
  engine::Action act(const engine::Observation& obs, ai::ThinkControl* = nullptr) override {
    return last_ ? obs.legal[obs.legal.size() - 1] : obs.legal[0];
  }
  std::string name() const override { return last_ ? "last" : "first"; }

 private:
  bool last_;
};

// Returns a draw when it may not: the runner must stop and say which game it was.
class CheatAgent : public ai::Agent {
 public:
  engine::Action act(const engine::Observation&, ai::ThinkControl* = nullptr) override {
    return engine::Action::declare(engine::Suit::Hearts);
  }
  std::string name() const override { return "cheat"; }
};

}  // namespace ochos::sim::test
