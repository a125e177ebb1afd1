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

std::optional<std::string> BotProcess::takeLine(ReadFailure* why) {
  const auto newline = buffer_.find('\n');
  if (newline == std::string::npos && buffer_.size() <= kMaxLineBytes) return std::nullopt;
  if (newline == std::string::npos || newline > kMaxLineBytes) {
    // Only the first bytes of a flood are ever held; the rest is never read.
    buffer_.clear();
    if (why) *why = ReadFailure::TooLong;
    return std::nullopt;
  }
  std::string line = buffer_.substr(0, newline);
  buffer_.erase(0, newline + 1);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

namespace {

// Milliseconds left until `deadline`, at least 0; -1 (forever) for a negative timeout.
int millisecondsLeft(int timeoutMs, std::chrono::steady_clock::time_point deadline) {
  if (timeoutMs < 0) return -1;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                        deadline - std::chrono::steady_clock::now())
                        .count();
  return left > 0 ? static_cast<int>(left) : 0;
}

}  // namespace

std::optional<std::string> BotProcess::readLine(int timeoutMs, ReadFailure* why) {
  if (why) *why = ReadFailure::Closed;
  if (!started_) return std::nullopt;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  for (;;) {
    ReadFailure failure = ReadFailure::TimedOut;
    if (auto line = takeLine(&failure)) return line;
    // A flood ends the read at once; a line still coming is waited for until the deadline.
    if (failure == ReadFailure::TooLong ||
        !readMore(millisecondsLeft(timeoutMs, deadline), &failure)) {
      if (why) *why = failure;
      return std::nullopt;
    }
  }
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
    // A group of its own, so that stop() ends whatever the bot starts too.
    setpgid(0, 0);
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here: the group exists whichever of the two runs first
  close(in[0]);
  close(out[1]);
  pid_ = pid;
  toChild_ = in[1];
  fromChild_ = out[0];
  // A bot that dies must not kill us with SIGPIPE on the next write.
  signal(SIGPIPE, SIG_IGN);
  fcntl(toChild_, F_SETFD, FD_CLOEXEC);
  fcntl(fromChild_, F_SETFD, FD_CLOEXEC);
  // A bot that stops reading must not block us on a full pipe: writes wait with a deadline.
  fcntl(toChild_, F_SETFL, fcntl(toChild_, F_GETFL) | O_NONBLOCK);
  started_ = true;
  buffer_.clear();
  howItEnded_.clear();
  return true;
}

namespace {

std::string describeStatus(int status) {
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
  return "ended";
}

}  // namespace

bool BotProcess::writeLine(const std::string& line, int timeoutMs) {
  if (!started_) return false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
  std::string data = line;
  data.push_back('\n');
  const char* p = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t n = write(toChild_, p, left);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd fd{toChild_, POLLOUT, 0};
      const int wait = millisecondsLeft(timeoutMs, deadline);
      if (wait == 0 || poll(&fd, 1, wait) == 0) return false;  // the bot is not reading
      continue;
    }
    if (n < 0) return false;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

bool BotProcess::readMore(int waitMs, ReadFailure* why) {
  pollfd fd{fromChild_, POLLIN, 0};
  const int ready = waitMs == 0 ? 0 : poll(&fd, 1, waitMs);
  if (ready < 0 && errno == EINTR) return true;
  if (ready <= 0) {
    *why = ReadFailure::TimedOut;
    return false;
  }
  char chunk[4096];
  const ssize_t n = read(fromChild_, chunk, sizeof chunk);
  if (n < 0 && errno == EINTR) return true;
  if (n <= 0) {
    *why = ReadFailure::Closed;  // the bot closed its output or died
    return false;
  }
  buffer_.append(chunk, static_cast<std::size_t>(n));
  return true;
}

void BotProcess::stop() {
  if (!started_) return;
  started_ = false;
  close(toChild_);
  close(fromChild_);
  // Closing stdin asks a well-behaved bot to finish; give it a moment, then insist. WNOWAIT
  // leaves the finished bot unreaped, so its pid still names its group for the kill below.
  for (int i = 0; i < 50; ++i) {
    siginfo_t info{};
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == pid_)
      break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  // Whatever the bot started (a shell's children, helpers) goes with it.
  kill(-pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  howItEnded_ = describeStatus(status);
}

#else  // _WIN32

namespace {

// A job that ends every process in it when asked or when its last handle closes. The bot runs
// under "cmd /c": ending cmd alone would leave the bot and whatever it started running, still
// holding our stderr (ctest then waits for that pipe until its timeout).
HANDLE killOnCloseJob() {
  HANDLE job = CreateJobObjectW(nullptr, nullptr);
  if (!job) return nullptr;
  JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
  limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
  if (!SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits)) {
    CloseHandle(job);
    return nullptr;
  }
  return job;
}

// Puts the suspended process in a new job before it runs, so all it starts is in the job too.
// Nothing when the system refuses a job (the process then runs alone).
HANDLE jobFor(HANDLE process) {
  HANDLE job = killOnCloseJob();
  if (job && !AssignProcessToJobObject(job, process)) {
    CloseHandle(job);
    return nullptr;
  }
  return job;
}

}  // namespace

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
  if (!CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, CREATE_SUSPENDED, nullptr,
                      nullptr, &si, &pi)) {
    if (error) *error = "cannot start '" + command + "'";
    CloseHandle(childIn);
    CloseHandle(childOut);
    CloseHandle(toChild);
    CloseHandle(fromChild);
    return false;
  }
  job_ = jobFor(pi.hProcess);
  ResumeThread(pi.hThread);
  CloseHandle(pi.hThread);
  CloseHandle(childIn);
  CloseHandle(childOut);
  process_ = pi.hProcess;
  toChild_ = toChild;
  fromChild_ = fromChild;
  started_ = true;
  buffer_.clear();
  howItEnded_.clear();
  return true;
}

// Anonymous pipes have no non-blocking writes on Windows: a bot that stops reading is caught by
// the read timeout that follows once its pipe has room again.
bool BotProcess::writeLine(const std::string& line, int timeoutMs) {
  (void)timeoutMs;
  if (!started_) return false;
  std::string data = line + "\n";
  DWORD written = 0;
  return WriteFile(static_cast<HANDLE>(toChild_), data.data(), static_cast<DWORD>(data.size()),
                   &written, nullptr) != 0;
}

// Anonymous pipes cannot be waited on with a timeout: look for bytes, and while none have come
// look again a millisecond later.
bool BotProcess::readMore(int waitMs, ReadFailure* why) {
  const auto fromChild = static_cast<HANDLE>(fromChild_);
  DWORD available = 0;
  if (!PeekNamedPipe(fromChild, nullptr, 0, nullptr, &available, nullptr)) {
    *why = ReadFailure::Closed;
    return false;
  }
  if (available == 0) {
    if (waitMs == 0) {
      *why = ReadFailure::TimedOut;
      return false;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return true;
  }
  char chunk[4096];
  DWORD got = 0;
  if (!ReadFile(fromChild, chunk, sizeof chunk, &got, nullptr) || got == 0) {
    *why = ReadFailure::Closed;
    return false;
  }
  buffer_.append(chunk, got);
  return true;
}

void BotProcess::stop() {
  if (!started_) return;
  started_ = false;
  CloseHandle(static_cast<HANDLE>(toChild_));
  CloseHandle(static_cast<HANDLE>(fromChild_));
  const auto process = static_cast<HANDLE>(process_);
  const auto job = static_cast<HANDLE>(job_);
  if (WaitForSingleObject(process, 100) != WAIT_OBJECT_0) {
    if (job) {
      TerminateJobObject(job, 1);
    } else {
      TerminateProcess(process, 1);
    }
    WaitForSingleObject(process, 1000);
  }
  DWORD code = 0;
  GetExitCodeProcess(process, &code);
  howItEnded_ = "exited with code " + std::to_string(code);
  CloseHandle(process);
  // Whatever the bot started goes with it.
  if (job) {
    TerminateJobObject(job, 1);
    CloseHandle(job);
  }
  job_ = nullptr;
}

#endif

}  // namespace ochos::external
