#include "ochos/app/shell/thread_priority.hpp"

#if defined(_WIN32)
#include <windows.h>
#elif defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace ochos::app {

void lowerThisThreadPriority() {
#if defined(_WIN32)
  SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_LOWEST);
#elif defined(__linux__)
  // On Linux a nice value belongs to a thread: setpriority on its id leaves the others be.
  // Ten steps give it about a tenth of a core the window's thread wants whole.
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
#endif
}

}  // namespace ochos::app
