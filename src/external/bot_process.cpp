#include "ochos/external/bot_process.hpp"

#include <chrono>
#include <thread>

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include "ochos/rules/utf8_path.hpp"
#else
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#endif

namespace ochos::external {

BotProcess::~BotProcess() {
  stop();
}

#ifndef _WIN32

bool BotProcess::start(const std::string& command, std::string* error) {
  stop();
  int in[2];   // parent writes, child reads (child's stdin)
  int out[2];  // child writes, parent reads (child's stdout)
  if (pipe(in) != 0 || pipe(out) != 0) {
    if (error) *error = std::string("cannot create pipes: ") + std::strerror(errno);
    return false;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    if (error) *error = std::string("cannot start a process: ") + std::strerror(errno);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    return false;
  }
  if (pid == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  pid_ = pid;
  toChild_ = in[1];
  fromChild_ = out[0];
  // A bot that dies must not kill us with SIGPIPE on the next write.
  signal(SIGPIPE, SIG_IGN);
  fcntl(toChild_, F_SETFD, FD_CLOEXEC);
  fcntl(fromChild_, F_SETFD, FD_CLOEXEC);
  started_ = true;
  buffer_.clear();
  return true;
}

bool BotProcess::writeLine(const std::string& line) {
  if (!started_) return false;
  std::string data = line;
  data.push_back('\n');
  const char* p = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t n = write(toChild_, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

std::optional<std::string> BotProcess::readLine(int timeoutMs) {
  if (!started_) return std::nullopt;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    int wait = -1;
    if (timeoutMs >= 0) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                            deadline - std::chrono::steady_clock::now())
                            .count();
      if (left <= 0) return std::nullopt;
      wait = static_cast<int>(left);
    }
    pollfd fd{fromChild_, POLLIN, 0};
    const int ready = poll(&fd, 1, wait);
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = read(fromChild_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;  // the bot closed its output or died
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void BotProcess::stop() {
  if (!started_) return;
  started_ = false;
  close(toChild_);
  close(fromChild_);
  // Closing stdin asks a well-behaved bot to finish; give it a moment, then insist.
  for (int i = 0; i < 50; ++i) {
    if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(pid_, SIGKILL);
  waitpid(pid_, nullptr, 0);
}

#else  // _WIN32

bool BotProcess::start(const std::string& command, std::string* error) {
  stop();
  SECURITY_ATTRIBUTES sa{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  HANDLE childIn = nullptr, toChild = nullptr, fromChild = nullptr, childOut = nullptr;
  if (!CreatePipe(&childIn, &toChild, &sa, 0) || !CreatePipe(&fromChild, &childOut, &sa, 0)) {
    if (error) *error = "cannot create pipes";
    return false;
  }
  SetHandleInformation(toChild, HANDLE_FLAG_INHERIT, 0);
  SetHandleInformation(fromChild, HANDLE_FLAG_INHERIT, 0);
  STARTUPINFOW si{};
  si.cb = sizeof si;
  si.dwFlags = STARTF_USESTDHANDLES;
  si.hStdInput = childIn;
  si.hStdOutput = childOut;
  si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
  PROCESS_INFORMATION pi{};
  // The command is UTF-8 (utf8Arguments): the wide API keeps every letter of a bot's path.
  std::wstring line = L"cmd /c " + pathFromUtf8(command).wstring();
  if (!CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr, &si,
                      &pi)) {
    if (error) *error = "cannot start '" + command + "'";
    CloseHandle(childIn);
    CloseHandle(childOut);
    CloseHandle(toChild);
    CloseHandle(fromChild);
    return false;
  }
  CloseHandle(pi.hThread);
  CloseHandle(childIn);
  CloseHandle(childOut);
  process_ = pi.hProcess;
  toChild_ = toChild;
  fromChild_ = fromChild;
  started_ = true;
  buffer_.clear();
  return true;
}

bool BotProcess::writeLine(const std::string& line) {
  if (!started_) return false;
  std::string data = line + "\n";
  DWORD written = 0;
  return WriteFile(static_cast<HANDLE>(toChild_), data.data(), static_cast<DWORD>(data.size()),
                   &written, nullptr) != 0;
}

std::optional<std::string> BotProcess::readLine(int timeoutMs) {
  if (!started_) return std::nullopt;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string out = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      if (!out.empty() && out.back() == '\r') out.pop_back();
      return out;
    }
    DWORD available = 0;
    if (!PeekNamedPipe(static_cast<HANDLE>(fromChild_), nullptr, 0, nullptr, &available, nullptr))
      return std::nullopt;
    if (available == 0) {
      if (timeoutMs >= 0 && std::chrono::steady_clock::now() >= deadline) return std::nullopt;
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
      continue;
    }
    char chunk[4096];
    DWORD got = 0;
    if (!ReadFile(static_cast<HANDLE>(fromChild_), chunk, sizeof chunk, &got, nullptr) || got == 0)
      return std::nullopt;
    buffer_.append(chunk, got);
  }
}

void BotProcess::stop() {
  if (!started_) return;
  started_ = false;
  CloseHandle(static_cast<HANDLE>(toChild_));
  CloseHandle(static_cast<HANDLE>(fromChild_));
  if (WaitForSingleObject(static_cast<HANDLE>(process_), 100) != WAIT_OBJECT_0)
    TerminateProcess(static_cast<HANDLE>(process_), 1);
  CloseHandle(static_cast<HANDLE>(process_));
}

#endif

}  // namespace ochos::external
