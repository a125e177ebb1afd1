#include "ochos/ai/agent_factory.hpp"

#include "ochos/ai/random_agent.hpp"

namespace ochos::ai {
namespace {

struct Spec {
  std::string kind;
  std::string argument;  // after the first ':'
};

Spec split(const std::string& spec) {
  const auto colon = spec.find(':');
  if (colon == std::string::npos) return {spec, {}};
  return {spec.substr(0, colon), spec.substr(colon + 1)};
}

}  // namespace

std::vector<std::string> knownAgentKinds() { return {"random"}; }

std::unique_ptr<Agent> makeAgent(const std::string& spec, std::uint64_t seed, std::string* error) {
  const Spec s = split(spec);
  if (s.kind == "random" && s.argument.empty()) return std::make_unique<RandomAgent>(seed);
  if (error != nullptr) {
    *error = "unknown agent '" + spec + "' (known:";
    for (const auto& k : knownAgentKinds()) *error += " " + k;
    *error += ")";
  }
  return nullptr;
}

}  // namespace ochos::ai
