// A line from an external bot (docs/bot-protocol.md), read as ExternalAgent reads it, as the
// answer to "act" and to "react" in real positions: an answer is taken only when it is one of
// the seat's legal actions, and the action taken, written back in the protocol, is read as
// the same action.
#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/external/bot_protocol.hpp"
#include "sample_states.hpp"

using namespace ochos;
using engine::Action;
using nlohmann::json;

namespace {

constexpr std::size_t kPositionsPerLine = 12;

bool listed(const Action& a, const engine::Observation& obs) {
  for (const Action& l : obs.legal) {
    // Forgetting "last card" on purpose is allowed: a listed play with the announcement dropped.
    if (l == a || (a.type == engine::ActionType::Play && !a.announce && l.type == a.type &&
                   l.card == a.card && l.suit == a.suit))
      return true;
  }
  return false;
}

void checkAnswer(const json& answer, const engine::Observation& obs) {
  std::string why;
  const auto action = external::actionFromJson(answer, obs, &why);
  if (!action) {
    fuzz::check(!why.empty(), "a refused answer without a reason");
    return;
  }
  fuzz::check(listed(*action, obs),
              "an answer was taken that is not a legal action: " + engine::describe(*action));
  json written = external::actionToJson(*action, *obs.rules);
  if (action->type == engine::ActionType::Play && !action->announce) written["announce"] = false;
  const auto again = external::actionFromJson(written, obs, &why);
  fuzz::check(again && *again == *action, "an action written in the protocol reads back as " +
                                              (again ? engine::describe(*again) : why));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string line(fuzz::text(data, size));
  const json answer = json::parse(line, nullptr, false);
  if (answer.is_discarded()) return 0;
  const auto& states = fuzz::sampleStates();
  const std::size_t first = std::hash<std::string>{}(line) % states.size();
  for (std::size_t i = 0; i < kPositionsPerLine; ++i) {
    const engine::GameState& state = states[(first + i * 97) % states.size()];
    for (int seat = 0; seat < state.players(); ++seat) {
      engine::Observation obs;
      state.observe(seat, obs);
      // "act" is asked only of a seat with something to do; "react" of anyone.
      if (!obs.legal.empty()) checkAnswer(answer, obs);
    }
  }
  return 0;
}
