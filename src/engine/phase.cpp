#include "ochos/engine/phase.hpp"

namespace ochos::engine {

std::string_view phaseName(Phase phase) {
  switch (phase) {
    case Phase::DealerDeclares:
      return "dealer_declares";
    case Phase::Playing:
      return "playing";
    case Phase::HandOver:
      return "hand_over";
    case Phase::MatchOver:
      return "match_over";
  }
  return "?";
}

}  // namespace ochos::engine
