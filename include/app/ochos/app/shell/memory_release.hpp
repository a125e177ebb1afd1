#pragma once

namespace ochos::app {

// Large buffers (the card atlas and the felt, painted again at each window size) go to mappings
// of their own and back to the system when freed. glibc's heap otherwise raises its threshold
// for such buffers after the first is freed and then keeps the pages of the largest window the
// game ever had: resized many times, the game held over twice the memory it used (see
// docs/reliability.md, the GUI monkey). A no-op where the C library is not glibc.
void returnLargeBuffersToTheSystem();

}  // namespace ochos::app
