#include "ochos/engine/action.hpp"

namespace ochos::engine {

std::string describe(const Action& action) {
  switch (action.type) {
    case ActionType::Play: {
      std::string out = "play " + cardCode(action.card);
      out += ' ';
      out += suitName(action.suit);
      if (action.announce) out += " announce";
      return out;
    }
    case ActionType::Draw:
      return "draw";
    case ActionType::Pass:
      return "pass";
    case ActionType::DeclareSuit:
      return "declare " + std::string(suitName(action.suit));
    case ActionType::Announce:
      return "announce";
    case ActionType::Catch:
      return "catch " + std::to_string(action.target);
  }
  return "?";
}

}  // namespace ochos::engine
