#pragma once

#include <cstdint>
#include <string>

#include "ochos/ai/agent.hpp"
#include "ochos/external/bot_process.hpp"

namespace ochos::external {

struct ExternalOptions {
  int moveTimeoutMs = 10'000;  // a bot that says nothing for this long forfeits the decision
  int reactTimeoutMs = 2'000;
};

// A seat played by another program speaking the bot protocol (docs/bot-protocol.md) over its
// stdin/stdout, the way chess engines plug into GUIs. The program only ever receives the seat's
// observation. When it answers late, wrongly or not at all, the seat plays the first legal move
// (and the problem is kept in lastError()), so a broken bot cannot stall a tournament.
class ExternalAgent : public ai::Agent {
 public:
  ExternalAgent(std::string command, ExternalOptions options = {});
  ~ExternalAgent() override;

  // Starts the program now (act() starts it on first use otherwise).
  bool start(std::string* error);

  engine::Action act(const engine::Observation& obs, ai::ThinkControl* control = nullptr) override;
  std::optional<engine::Action> react(const engine::Observation& obs) override;
  void newMatch(int seat) override;
  std::string name() const override { return "external:" + command_; }

  const std::string& lastError() const { return lastError_; }
  int protocolErrors() const { return errors_; }

 private:
  std::optional<std::string> ask(const std::string& line, int timeoutMs);
  bool ensureStarted();

  std::string command_;
  ExternalOptions options_;
  BotProcess process_;
  bool failedToStart_ = false;
  std::string lastError_;
  int errors_ = 0;
};

// Adds "external:<command>" to ochos::ai::makeAgent. The simulator calls it once at start-up.
void registerExternalAgents();

}  // namespace ochos::external
