#include "ochos/store/match_recorder.hpp"

namespace ochos::store {

using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::GameState;
using engine::kNoSeat;

WriteResult MatchRecorder::record(const EventLog& fresh, const GameState& after,
                                  StatisticsStore& statistics) const {
  WriteResult result;
  const auto keep = [&result](WriteResult r) {
    if (result.ok && !r.ok) result = std::move(r);  // report the first failure
  };
  int handWinner = kNoSeat;
  for (const Event& e : fresh) {
    switch (e.type) {
      case EventType::HandEnded:
        handWinner = e.seat;
        break;
      case EventType::HandScored:
        if (e.seat == humanSeat) {
          keep(statistics.recordHand(presetKey, scoring, e.value, handWinner == humanSeat));
        }
        break;
      case EventType::MatchEnded:
        keep(statistics.recordMatch(presetKey, scoring, after.score(humanSeat),
                                    e.seat == humanSeat));
        break;
      default:
        break;
    }
  }
  return result;
}

}  // namespace ochos::store
