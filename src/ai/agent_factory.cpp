#include "ochos/ai/agent_factory.hpp"

#include <cstdlib>

#include "ochos/ai/easy_agent.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "ochos/ai/random_agent.hpp"

namespace ochos::ai {
namespace {

struct Spec {
  std::string kind;
  std::string argument;  // after the first ':'
  bool colon = false;    // "hard:" asks for a budget as much as "hard:500" does
};

Spec split(const std::string& spec) {
  const auto colon = spec.find(':');
  if (colon == std::string::npos) return {spec, {}, false};
  return {spec.substr(0, colon), spec.substr(colon + 1), true};
}

struct Registered {
  std::string kind;
  AgentMaker maker;
  std::string help;
};

std::vector<Registered>& registry() {
  static std::vector<Registered> kinds;
  return kinds;
}

}  // namespace

void registerAgentKind(const std::string& kind, AgentMaker maker, const std::string& help) {
  for (auto& r : registry()) {
    if (r.kind == kind) {
      r = {kind, std::move(maker), help};
      return;
    }
  }
  registry().push_back({kind, std::move(maker), help});
}

std::vector<std::string> knownAgentKinds() {
  std::vector<std::string> kinds{"random", "easy", "medium", "hard", "hard:<playouts>"};
  for (const auto& r : registry())
    kinds.push_back(r.help);
  return kinds;
}

std::unique_ptr<Agent> makeAgent(const std::string& spec, std::uint64_t seed, std::string* error) {
  const Spec s = split(spec);
  if (s.kind == "random" && !s.colon) return std::make_unique<RandomAgent>(seed);
  if (s.kind == "easy" && !s.colon) return std::make_unique<EasyAgent>(seed);
  if (s.kind == "medium" && !s.colon) return std::make_unique<MediumAgent>(seed);
  if (s.kind == "hard") {
    HardConfig config;
    if (s.colon) {
      // "hard:<playouts>": a fixed budget and no other cap, for strength runs. (Plain "hard" stops
      // at a cap of work, which is deterministic too, or at the wall-clock safety net.)
      char* end = nullptr;
      const long budget = std::strtol(s.argument.c_str(), &end, 10);
      if (end == nullptr || *end != '\0' || budget < 1 || budget > 10'000'000) {
        if (error != nullptr)
          *error = "bad search budget in '" + spec + "' (expected hard:<playouts>)";
        return nullptr;
      }
      config.playouts = static_cast<int>(budget);
      config.maxWork = 0;
      config.maxMillis = 0;
    }
    return std::make_unique<HardAgent>(seed, config);
  }
  for (const auto& r : registry())
    if (r.kind == s.kind) return r.maker(s.argument, seed, error);
  if (error != nullptr) {
    *error = "unknown agent '" + spec + "' (known:";
    for (const auto& k : knownAgentKinds())
      *error += " " + k;
    *error += ")";
  }
  return nullptr;
}

}  // namespace ochos::ai
