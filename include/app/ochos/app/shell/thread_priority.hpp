#pragma once

namespace ochos::app {

// Lets the calling thread yield the processor to the window's: background work (painting cards
// at a new size, judging a reviewed hand) then never stretches a frame on a machine with one
// core to spare, and takes the time the frames leave. Does nothing where the system has no
// priority per thread that the game may lower.
void lowerThisThreadPriority();

}  // namespace ochos::app
