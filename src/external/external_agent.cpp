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

// Telling the bot that a match starts or that we are done takes no thought.
constexpr int kNoticeTimeoutMs = 1'000;

// A bot's line as it can be shown in a message: at most 80 bytes, printable ASCII, any other byte
// (invalid UTF-8, control characters) as \xNN.
std::string excerpt(const std::string& line) {
  constexpr std::size_t kShown = 80;
  std::string out;
  for (std::size_t i = 0; i < line.size() && i < kShown; ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if (byte >= 0x20 && byte < 0x7f) {
      out.push_back(static_cast<char>(byte));
    } else {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02X", byte);
      out += hex;
    }
  }
  if (line.size() > kShown) out += "... (" + std::to_string(line.size()) + " bytes)";
  return out;
}

}  // namespace

ExternalAgent::ExternalAgent(std::string command, ExternalOptions options)
    : command_(std::move(command)), options_(options) {}

ExternalAgent::~ExternalAgent() {
  if (process_.running()) process_.writeLine(json{{"type", "quit"}}.dump(), kNoticeTimeoutMs);
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
  process_.writeLine(json{{"type", "hello"}, {"protocol", kBotProtocolVersion}}.dump(),
                     kNoticeTimeoutMs);
  return true;
}

bool ExternalAgent::ensureStarted() {
  if (process_.running()) return true;
  if (failedToStart_ || givenUp_) return false;
  return start(nullptr);
}

void ExternalAgent::complain(const std::string& problem) {
  // A bot that answers garbage all night must not flood our own stderr: the first problems are
  // printed, the rest counted (the count and the last one are in the report).
  constexpr int kPrinted = 10;
  lastError_ = problem;
  ++errors_;
  if (errors_ <= kPrinted)
    std::fprintf(stderr, "external bot '%s': %s%s\n", command_.c_str(), problem.c_str(),
                 errors_ == kPrinted ? " (further problems are counted, not printed)" : "");
}

void ExternalAgent::giveUp(const std::string& problem) {
  givenUp_ = true;
  process_.stop();
  const std::string ended = process_.howItEnded();
  complain(problem + (ended.empty() ? "" : " (it " + ended + ")") +
           "; the bot is stopped and its seat plays the first legal move from now on");
}

Action ExternalAgent::fallback(const Observation& obs) {
  ++fallbacks_;
  return obs.legal[0];
}

std::optional<std::string> ExternalAgent::ask(const std::string& line, int timeoutMs) {
  if (!ensureStarted()) return std::nullopt;
  if (!process_.writeLine(line, timeoutMs)) {
    giveUp("the bot is not reading its input any more");
    return std::nullopt;
  }
  ReadFailure failure = ReadFailure::Closed;
  auto answer = process_.readLine(timeoutMs, &failure);
  if (answer) return answer;
  switch (failure) {
    case ReadFailure::TimedOut:
      // A late answer would be taken for the answer to the next question: the bot is let go.
      giveUp("the bot gave no answer within " + std::to_string(timeoutMs) + " ms");
      break;
    case ReadFailure::TooLong:
      giveUp("the bot sent a line longer than " + std::to_string(BotProcess::kMaxLineBytes) +
             " bytes");
      break;
    case ReadFailure::Closed:
      giveUp("the bot closed its output");
      break;
  }
  return std::nullopt;
}

void ExternalAgent::newMatch(int seat) {
  if (!ensureStarted()) return;
  if (!process_.writeLine(json{{"type", "new_match"}, {"seat", seat}}.dump(), kNoticeTimeoutMs))
    giveUp("the bot is not reading its input any more");
}

Action ExternalAgent::act(const Observation& obs, ai::ThinkControl* control) {
  (void)control;
  const json request{{"type", "act"}, {"observation", observationToJson(obs)}};
  const auto line = ask(request.dump(), options_.moveTimeoutMs);
  if (!line) return fallback(obs);
  const json answer = json::parse(*line, nullptr, false);
  if (answer.is_discarded()) {
    complain("the bot's answer is not JSON (or not UTF-8): " + excerpt(*line));
    return fallback(obs);
  }
  std::string why;
  if (auto action = actionFromJson(answer, obs, &why)) return *action;
  complain(why);
  return fallback(obs);
}

std::optional<Action> ExternalAgent::react(const Observation& obs) {
  if (givenUp_) return std::nullopt;
  const json request{{"type", "react"}, {"observation", observationToJson(obs)}};
  const auto line = ask(request.dump(), options_.reactTimeoutMs);
  if (!line) return std::nullopt;
  const json answer = json::parse(*line, nullptr, false);
  if (answer.is_discarded()) {
    complain("the bot's answer is not JSON (or not UTF-8): " + excerpt(*line));
    return std::nullopt;
  }
  if (!answer.is_object() || answer.empty() || answer.contains("none")) return std::nullopt;
  std::string why;
  if (auto action = actionFromJson(answer, obs, &why)) return action;
  complain(why);
  return std::nullopt;
}

void registerExternalAgents(ExternalOptions options) {
  ai::registerAgentKind(
      "external",
      [options](const std::string& command, std::uint64_t seed,
                std::string* error) -> std::unique_ptr<ai::Agent> {
        (void)seed;
        if (command.empty()) {
          if (error) *error = "external:<command> needs a command, e.g. external:python3 bot.py";
          return nullptr;
        }
        auto agent = std::make_unique<ExternalAgent>(command, options);
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
