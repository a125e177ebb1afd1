#pragma once

// Which effect an engine event makes, so the table scene plays sounds from the same event list
// that drives its animations (call it when the event's animation starts, not when it is applied).

#include <optional>

#include "ochos/audio/effects.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::audio {

// Nothing for events that are silent (turn changes, scores…). A played wild card sounds as
// Wild; penalties sound as Penalty; the human winning a hand or the match sounds as Win.
std::optional<Effect> effectForEvent(const engine::Event& event, const engine::RuleSet& rules,
                                     int humanSeat);

}  // namespace ochos::audio
