#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace ochos::external {

// Why readLine gave no line.
enum class ReadFailure {
  TimedOut,  // nothing complete within the time allowed
  Closed,    // the bot closed its output or exited
  TooLong,   // more than BotProcess::kMaxLineBytes without a newline
};

// A child process we talk to in lines over its stdin/stdout (its stderr passes through).
// POSIX: fork + exec of "/bin/sh -c <command>" in a process group of its own, with two pipes;
// Windows: CreateProcess through "cmd /c" in a job object of its own, with anonymous pipes.
class BotProcess {
 public:
  // A bot's answer is a few dozen bytes; a longer line is refused rather than held in memory.
  static constexpr std::size_t kMaxLineBytes = 1 << 20;

  BotProcess() = default;
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  // Starts the command; false and a sentence in *error when it cannot be started.
  bool start(const std::string& command, std::string* error);
  bool running() const { return started_; }

  // Writes one line (a newline is appended), waiting at most `timeoutMs` for a bot that does
  // not read its input. False when the bot has gone away or stopped reading.
  bool writeLine(const std::string& line, int timeoutMs);
  // Reads one line without its newline, waiting at most `timeoutMs` (negative: forever).
  // Nothing, and the reason in *why, on timeout, end of output or a line over kMaxLineBytes.
  std::optional<std::string> readLine(int timeoutMs, ReadFailure* why = nullptr);

  // Closes the pipes and waits briefly for the child, then kills it and everything it started
  // (its process group; on Windows its job).
  void stop();
  // How the last stopped bot ended: "exited with code 3", "killed by signal 9", or "".
  const std::string& howItEnded() const { return howItEnded_; }

 private:
  std::optional<std::string> takeLine(ReadFailure* why);
  // The platform's part of readLine: waits at most `waitMs` (negative: forever) for the bot's
  // output and appends what has come to buffer_. True to look for a line again; false, with the
  // reason in *why, when nothing came in time or the bot closed its output.
  bool readMore(int waitMs, ReadFailure* why);

  bool started_ = false;
  std::string buffer_;
  std::string howItEnded_;
#ifdef _WIN32
  void* process_ = nullptr;
  void* job_ = nullptr;  // the bot and all it starts; see stop()
  void* toChild_ = nullptr;
  void* fromChild_ = nullptr;
#else
  int pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
#endif
};

}  // namespace ochos::external
