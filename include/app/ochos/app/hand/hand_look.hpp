#pragma once

#include "ochos/app/table/table_frame.hpp"

namespace ochos::app {

// How one card of the human's hand looks this frame. Three cues stay apart: the glow says
// "playable" (or, with a hint, "advised"), the dimming says "not playable now", and the keyboard's
// focus is a ring of its own colour, so a focused card that does not fit never looks playable.
struct HandCardLook {
  bool glow = false;
  bool dim = false;
  bool focusRing = false;
  float lift = 0;  // in card heights
};

// `live`: the hand answers the player now (their turn, the table settled but for the hand's own
// cards finding their places, such as a refused card flying back).
HandCardLook handCardLook(const HandFrame& hand, int index, bool live);

}  // namespace ochos::app
