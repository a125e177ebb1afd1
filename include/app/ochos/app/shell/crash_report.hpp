#pragma once

namespace ochos::app {

// On a crash (a bad memory access, an abort, an illegal instruction), writes to stderr what
// killed `program` and, where the C library can tell, the calls that led there, then dies as
// it would have: the same signal, the same exit status, a core dump where one is due. Without
// it a crash under a test or a player's terminal says nothing at all. Call once, early.
void reportCrashes(const char* program);

}  // namespace ochos::app
