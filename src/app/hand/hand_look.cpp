#include "ochos/app/hand/hand_look.hpp"

namespace ochos::app {

HandCardLook handCardLook(const HandFrame& hand, int index, bool live) {
  HandCardLook look;
  const auto i = static_cast<std::size_t>(index);
  const bool playable = live && i < hand.legal.size() && hand.legal[i];
  const bool advised = live && index == hand.advised;
  look.focusRing = hand.focusVisible && index == hand.focus;
  look.glow = hand.advised >= 0 ? advised : playable;
  look.dim = live && !playable;
  if (playable) look.lift += 0.09f;
  if (live && index == hand.hover) look.lift += 0.05f;
  if (live && look.focusRing) look.lift += 0.06f;
  if (advised) look.lift += 0.08f;
  return look;
}

}  // namespace ochos::app
