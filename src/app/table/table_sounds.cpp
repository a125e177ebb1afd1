#include "ochos/app/table/table_sounds.hpp"

#include <optional>

#include "ochos/app/table/event_steps.hpp"
#include "ochos/audio/event_sounds.hpp"
#include "ochos/audio/sound_board.hpp"

namespace ochos::app {

using engine::Event;
using engine::EventType;
using engine::RuleSet;

void TableSounds::onEvent(const Event& e, const RuleSet& rules, int humanSeat, double now) {
  const EventType previous = previous_;
  previous_ = e.type;
  if (board_ == nullptr) return;
  std::optional<audio::Effect> effect = audio::effectForEvent(e, rules, humanSeat);
  if (eventStep(e.type).sound == EventSound::NamedSuit && previous != EventType::CardPlayed) {
    effect = audio::Effect::Wild;
  }
  if (!effect) return;
  // With animations off a whole deal arrives in one frame and would otherwise start dozens of
  // identical sounds at once.
  double& last = startedAt_[static_cast<std::size_t>(*effect)];
  if (last >= 0 && now - last < 0.045) return;
  last = now;
  if (board_->play(*effect)) ++played_;
}

}  // namespace ochos::app
