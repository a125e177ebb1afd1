#include "ochos/app/shell/crash_report.hpp"

// Before the test of __GLIBC__ below: a C library header defines it.
#include <csignal>
#include <cstring>

#if defined(__GLIBC__) || defined(__APPLE__)
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>
#elif defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <cstdio>
#endif

namespace ochos::app {

#if defined(__GLIBC__) || defined(__APPLE__)
namespace {

const char* crashedProgram = "ochos";
constexpr int kFatalSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};

// Only async-signal-safe calls from here on: the heap or stdio may be what broke.
void say(const char* text) {
  const std::size_t length = std::strlen(text);
  for (std::size_t done = 0; done < length;) {
    const ssize_t n = write(STDERR_FILENO, text + done, length - done);
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

const char* signalName(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "SIGSEGV (a bad memory access)";
    case SIGBUS:
      return "SIGBUS (a bad memory access)";
    case SIGFPE:
      return "SIGFPE (an arithmetic error)";
    case SIGILL:
      return "SIGILL (an illegal instruction)";
    case SIGABRT:
      return "SIGABRT (aborted)";
    default:
      return "a fatal signal";
  }
}

void onFatalSignal(int signal) {
  say("\n");
  say(crashedProgram);
  say(": crashed on ");
  say(signalName(signal));
  say("; the calls that led there:\n");
  void* frames[64];
  backtrace_symbols_fd(frames, backtrace(frames, 64), STDERR_FILENO);
  // SA_RESETHAND put the default action back: raised again, the signal ends the process as
  // it would have without this report.
  raise(signal);
}

}  // namespace

void reportCrashes(const char* program) {
  crashedProgram = program;
  // backtrace() loads the unwinder on its first call, which allocates: done here, not in the
  // handler.
  void* warmUp[1];
  backtrace(warmUp, 1);
  // A stack of its own, so that a stack overflow can still be reported.
  static char alternateStack[64 * 1024];
  stack_t stack{};
  stack.ss_sp = alternateStack;
  stack.ss_size = sizeof alternateStack;
  sigaltstack(&stack, nullptr);
  struct sigaction action {};
  action.sa_handler = onFatalSignal;
  action.sa_flags = SA_RESETHAND | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (const int signal : kFatalSignals) {
    // A sanitizer's own handler reports better than this one: it stays.
    struct sigaction current {};
    if (sigaction(signal, nullptr, &current) == 0 && current.sa_handler == SIG_DFL &&
        (current.sa_flags & SA_SIGINFO) == 0)
      sigaction(signal, &action, nullptr);
  }
}

#elif defined(_WIN32)
namespace {

const char* crashedProgram = "ochos";

LONG WINAPI onUnhandledException(EXCEPTION_POINTERS* info) {
  const EXCEPTION_RECORD& record = *info->ExceptionRecord;
  std::fprintf(stderr, "\n%s: crashed on exception 0x%08lx at address %p\n", crashedProgram,
               static_cast<unsigned long>(record.ExceptionCode), record.ExceptionAddress);
  std::fflush(stderr);
  return EXCEPTION_CONTINUE_SEARCH;
}

}  // namespace

void reportCrashes(const char* program) {
  crashedProgram = program;
  SetUnhandledExceptionFilter(onUnhandledException);
}

#else
void reportCrashes(const char*) {}
#endif

}  // namespace ochos::app
