#pragma once

#include <optional>
#include <string>

namespace ochos::external {

// A child process we talk to in lines over its stdin/stdout (its stderr passes through).
// POSIX: fork + exec of "/bin/sh -c <command>" with two pipes; Windows: CreateProcess through
// "cmd /c" with anonymous pipes.
class BotProcess {
 public:
  BotProcess() = default;
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // Starts the command; false and a sentence in *error when it cannot be started.
  bool start(const std::string& command, std::string* error);
  bool running() const { return started_; }

  // Writes one line (a newline is appended). False when the bot has gone away.
  bool writeLine(const std::string& line);
  // Reads one line without its newline, waiting at most `timeoutMs` (negative: forever).
  // Nothing on timeout, end of output or error.
  std::optional<std::string> readLine(int timeoutMs);

  // Closes the pipes and waits briefly for the child, then kills it if it is still there.
  void stop();

 private:
  bool started_ = false;
  std::string buffer_;
#ifdef _WIN32
  void* process_ = nullptr;
  void* toChild_ = nullptr;
  void* fromChild_ = nullptr;
#else
  int pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
#endif
};

}  // namespace ochos::external
