// An action as a person writes it in a scenario or the simulator ("0: play 8S hearts", "draw",
// "catch 2"), and any JSON action object: what is read writes back as text that reads as the
// same action, and an action settled against a real position is one the engine accepts.
// The first byte picks the number of players (2 to 8), the rest is the text.
#include <cstdint>
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/rules/action_json.hpp"
#include "sample_states.hpp"

using namespace ochos;
using engine::ActionType;
using nlohmann::json;
using rules::ActionSpec;

namespace {

constexpr std::size_t kPositionsPerAction = 8;

std::string specText(const ActionSpec& spec) {
  std::string out = spec.seat ? std::to_string(*spec.seat) + ": " : "";
  switch (spec.type) {
    case ActionType::Play:
      out += "play " + engine::cardCode(spec.card);
      if (spec.exactCopy) out += "#" + std::to_string(spec.card.copy() + 1);
      if (spec.suit) out += " " + std::string(engine::suitName(*spec.suit));
      if (spec.announce) out += " announce";
      return out;
    case ActionType::Draw:
      return out + "draw";
    case ActionType::Pass:
      return out + "pass";
    case ActionType::DeclareSuit:
      return out + "declare " + std::string(engine::suitName(spec.suit.value_or(engine::Suit{})));
    case ActionType::Announce:
      return out + "announce";
    case ActionType::Catch:
      return out + "catch " + std::to_string(spec.target);
  }
  return out;
}

bool sameAction(const ActionSpec& a, const ActionSpec& b) {
  const bool play = a.type == ActionType::Play;
  return a.seat == b.seat && a.type == b.type && a.suit == b.suit && a.announce == b.announce &&
         a.target == b.target && (!play || (a.card == b.card && a.exactCopy == b.exactCopy));
}

void checkRoundTrip(const ActionSpec& spec, int players) {
  std::vector<rules::ProfileError> errors;
  const std::string written = specText(spec);
  const auto again = rules::parseAction(json(written), "", players, "again", errors);
  fuzz::check(again.has_value(), "an action written as text does not read back: " + written);
  fuzz::check(sameAction(*again, spec),
              "an action written as text reads back as another: " + written);
}

// Settled against positions of this many players, a resolved action is accepted.
void checkResolves(const ActionSpec& spec, int players, std::size_t first) {
  const auto& states = fuzz::sampleStates();
  std::size_t tried = 0;
  for (std::size_t i = 0; i < states.size() && tried < kPositionsPerAction; ++i) {
    const engine::GameState& state = states[(first + i * 31) % states.size()];
    if (state.players() != players || !state.handInPlay()) continue;
    ++tried;
    const rules::ResolvedAction resolved = rules::resolveAction(state, spec);
    if (!resolved) continue;
    engine::GameState copy = state;
    engine::EventLog events;
    const engine::ApplyResult result =
        copy.apply(resolved.action.seat, resolved.action.action, &events);
    fuzz::check(result.accepted || !events.empty(),
                "a resolved action was refused: " + engine::describe(resolved.action.action));
    fuzz::check(copy.cardsAccountedFor(), "cards not accounted for after a resolved action");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const int players = 2 + data[0] % 7;
  const std::string text(fuzz::text(data + 1, size - 1));
  const std::size_t first = std::hash<std::string>{}(text);
  std::vector<rules::ProfileError> errors;
  if (const auto spec = rules::parseAction(json(text), "", players, "fuzz", errors)) {
    fuzz::check(errors.empty(), "an action read with errors");
    checkRoundTrip(*spec, players);
    checkResolves(*spec, players, first);
  } else {
    fuzz::check(!errors.empty(), "an action refused without a reason");
  }
  // The same bytes as a JSON action object, the form saves and scenarios use.
  const json document = json::parse(text, nullptr, false);
  if (document.is_discarded()) return 0;
  errors.clear();
  if (const auto spec = rules::parseAction(document, "", players, "fuzz", errors))
    checkResolves(*spec, players, first);
  return 0;
}
