#include "ochos/app/shell/memory_release.hpp"

#include <cstdlib>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ochos::app {

void returnLargeBuffersToTheSystem() {
#if defined(__GLIBC__)
  // Setting the threshold also turns off its growth.
  constexpr int kLargeBuffer = 128 * 1024;
  mallopt(M_MMAP_THRESHOLD, kLargeBuffer);
#endif
}

}  // namespace ochos::app
