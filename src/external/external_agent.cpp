#include "ochos/external/external_agent.hpp"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/external/bot_protocol.hpp"

namespace ochos::external {

using engine::Action;
using engine::Observation;

namespace {

using nlohmann::json;

// What the seat does when the bot fails: the first legal move, but never a forgotten "last card".
Action fallback(const Observation& obs) {
  return obs.legal[0];
}

}  // namespace

ExternalAgent::ExternalAgent(std::string command, ExternalOptions options)
    : command_(std::move(command)), options_(options) {}

ExternalAgent::~ExternalAgent() {
  if (process_.running()) process_.writeLine(json{{"type", "quit"}}.dump());
  process_.stop();
}

bool ExternalAgent::start(std::string* error) {
  if (process_.running()) return true;
  std::string why;
  if (!process_.start(command_, &why)) {
    failedToStart_ = true;
    lastError_ = why;
    ++errors_;
    if (error) *error = why;
    return false;
  }
  process_.writeLine(json{{"type", "hello"}, {"protocol", kBotProtocolVersion}}.dump());
  return true;
}

bool ExternalAgent::ensureStarted() {
  if (process_.running()) return true;
  if (failedToStart_) return false;
  return start(nullptr);
}

std::optional<std::string> ExternalAgent::ask(const std::string& line, int timeoutMs) {
  if (!ensureStarted()) return std::nullopt;
  if (!process_.writeLine(line)) {
    lastError_ = "the bot is not reading its input any more";
    ++errors_;
    return std::nullopt;
  }
  auto answer = process_.readLine(timeoutMs);
  if (!answer) {
    lastError_ = "the bot gave no answer within " + std::to_string(timeoutMs) + " ms";
    ++errors_;
  }
  return answer;
}

void ExternalAgent::newMatch(int seat) {
  if (!ensureStarted()) return;
  process_.writeLine(json{{"type", "new_match"}, {"seat", seat}}.dump());
}

Action ExternalAgent::act(const Observation& obs, ai::ThinkControl* control) {
  (void)control;
  const json request{{"type", "act"}, {"observation", observationToJson(obs)}};
  const auto line = ask(request.dump(), options_.moveTimeoutMs);
  if (!line) return fallback(obs);
  const json answer = json::parse(*line, nullptr, false);
  if (answer.is_discarded()) {
    lastError_ = "the bot's answer is not JSON: " + *line;
    ++errors_;
    return fallback(obs);
  }
  std::string why;
  if (auto action = actionFromJson(answer, obs, &why)) return *action;
  lastError_ = why;
  ++errors_;
  std::fprintf(stderr, "external bot '%s': %s\n", command_.c_str(), why.c_str());
  return fallback(obs);
}

std::optional<Action> ExternalAgent::react(const Observation& obs) {
  const json request{{"type", "react"}, {"observation", observationToJson(obs)}};
  const auto line = ask(request.dump(), options_.reactTimeoutMs);
  if (!line) return std::nullopt;
  const json answer = json::parse(*line, nullptr, false);
  if (answer.is_discarded() || !answer.is_object() || answer.empty() || answer.contains("none"))
    return std::nullopt;
  std::string why;
  if (auto action = actionFromJson(answer, obs, &why)) return action;
  lastError_ = why;
  ++errors_;
  return std::nullopt;
}

void registerExternalAgents() {
  ai::registerAgentKind(
      "external",
      [](const std::string& command, std::uint64_t seed,
         std::string* error) -> std::unique_ptr<ai::Agent> {
        (void)seed;
        if (command.empty()) {
          if (error) *error = "external:<command> needs a command, e.g. external:python3 bot.py";
          return nullptr;
        }
        auto agent = std::make_unique<ExternalAgent>(command);
        std::string why;
        if (!agent->start(&why)) {
          if (error) *error = "cannot start external bot '" + command + "': " + why;
          return nullptr;
        }
        return agent;
      },
      "external:<command>");
}

}  // namespace ochos::external
