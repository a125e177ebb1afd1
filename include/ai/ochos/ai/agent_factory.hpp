#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"

namespace ochos::ai {

// Makes a seat's agent from a spec such as "random", "easy", "medium", "hard" or "hard:2000"
// (a search budget). Returns nullptr and a sentence in *error for an unknown spec.
std::unique_ptr<Agent> makeAgent(const std::string& spec, std::uint64_t seed, std::string* error);

// The specs makeAgent knows, for help texts.
std::vector<std::string> knownAgentKinds();

// Lets a part that the AI library may not depend on add a kind of agent, e.g. the external bot
// protocol (JSON) adds "external:<command>". `argument` is what follows the first ':'.
using AgentMaker = std::function<std::unique_ptr<Agent>(const std::string& argument,
                                                        std::uint64_t seed, std::string* error)>;
void registerAgentKind(const std::string& kind, AgentMaker maker, const std::string& help);

}  // namespace ochos::ai
