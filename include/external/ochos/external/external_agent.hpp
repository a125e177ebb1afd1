#pragma once

#include <cstdint>
#include <string>

#include "ochos/ai/agent.hpp"
#include "ochos/external/bot_process.hpp"

namespace ochos::external {

struct ExternalOptions {
  int moveTimeoutMs = 10'000;  // a bot that says nothing for this long is given up
  int reactTimeoutMs = 2'000;
};

// A seat played by another program speaking the bot protocol (docs/bot-protocol.md) over its
// stdin/stdout, the way chess engines plug into GUIs. The program only ever receives the seat's
// observation. When it answers wrongly (not JSON, not legal), the seat plays the first legal
// move for that decision. When it answers late or not at all, exits, stops reading or sends a
// line over BotProcess::kMaxLineBytes, it is stopped (with everything it started) and the seat
// plays the first legal move for the rest of the run: a broken bot can neither stall a
// tournament nor fill its memory. The problem is kept in lastError() and counted.
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
  // Decisions the seat made in the bot's place (the first legal move).
  int fallbackMoves() const { return fallbacks_; }
  // The bot was stopped for good; the seat plays on without it.
  bool givenUp() const { return givenUp_; }

 private:
  std::optional<std::string> ask(const std::string& line, int timeoutMs);
  bool ensureStarted();
  void complain(const std::string& problem);
  void giveUp(const std::string& problem);
  engine::Action fallback(const engine::Observation& obs);

  std::string command_;
  ExternalOptions options_;
  BotProcess process_;
  bool failedToStart_ = false;
  bool givenUp_ = false;
  std::string lastError_;
  int errors_ = 0;
  int fallbacks_ = 0;
};

// Adds "external:<command>" to ochos::ai::makeAgent, with these time limits. The simulator calls
// it once at start-up.
void registerExternalAgents(ExternalOptions options = {});

}  // namespace ochos::external
