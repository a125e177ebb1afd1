#include "ochos/rules/lesson.hpp"

#include <array>

#include "json_checker.hpp"
#include "ochos/embedded_resources.hpp"

namespace ochos::rules {

using detail::Json;
using detail::JsonChecker;
using engine::ActionType;
using engine::Game;
using engine::LoggedAction;
using engine::Phase;

namespace {

constexpr std::array<const char*, 4> kLessonIds = {"crazy-eights", "ochos-locos", "mau-mau",
                                                   "switch"};

std::optional<ActionSpec> stepAction(const Json& step, const char* key, const std::string& pointer,
                                     const std::string& file, std::vector<ProfileError>& errors) {
  return parseAction(step.at(key), detail::pointerJoin(pointer, key), 2, file, errors);
}

void readStep(const Json& step, const std::string& pointer, JsonChecker& check,
              const std::string& file, std::vector<ProfileError>& errors, Lesson& lesson) {
  if (!step.is_object()) {
    check.error(pointer, "expected a step object, got " + detail::quote(step));
    return;
  }
  check.onlyKeys(step, pointer, {"say", "hint", "expect", "opponent"});
  LessonStep s;
  s.pointer = pointer;
  s.say = check.string(step, pointer, "say", "");
  s.hint = check.string(step, pointer, "hint", "");
  if (step.contains("expect") && step.contains("opponent")) {
    check.error(pointer, "a step is the player's move (\"expect\") or the opponent's, not both");
    return;
  }
  if (step.contains("expect")) {
    s.kind = LessonStep::Kind::Human;
    s.action = stepAction(step, "expect", pointer, file, errors);
    if (s.action && s.action->seat.value_or(kLessonHumanSeat) != kLessonHumanSeat)
      check.error(pointer + "/expect", "the player sits at seat 0");
  } else if (step.contains("opponent")) {
    s.kind = LessonStep::Kind::Opponent;
    s.action = stepAction(step, "opponent", pointer, file, errors);
    if (s.action && s.action->seat.value_or(1 - kLessonHumanSeat) == kLessonHumanSeat)
      check.error(pointer + "/opponent", "the opponent sits at seat 1");
  } else if (s.say.empty()) {
    check.error(pointer, "a step says something, expects a move, or makes the opponent's");
  }
  if (s.action && !s.action->seat)
    s.action->seat = s.kind == LessonStep::Kind::Human ? kLessonHumanSeat : 1 - kLessonHumanSeat;
  if (s.kind != LessonStep::Kind::Read && !s.action) return;
  lesson.steps.push_back(std::move(s));
}

}  // namespace

LessonResult parseLesson(const nlohmann::json& document, const ProfileLibrary& library,
                         const std::string& file) {
  LessonResult out;
  JsonChecker check(out.errors, file);
  if (!document.is_object()) {
    check.error("", "expected a lesson object, got " + detail::quote(document));
    return out;
  }
  check.onlyKeys(document, "", {"comment", "scenario", "steps"});
  Lesson lesson;
  if (const Json* scenario = check.object(document, "", "scenario", true)) {
    Json withActions = *scenario;
    if (!withActions.contains("actions")) withActions["actions"] = Json::array();
    ScenarioResult parsed = parseScenario(withActions, library, file);
    for (ProfileError& e : parsed.errors)
      e.pointer = "/scenario" + e.pointer;
    out.errors.insert(out.errors.end(), parsed.errors.begin(), parsed.errors.end());
    if (parsed) {
      lesson.scenario = std::move(*parsed.scenario);
      lesson.id = lesson.scenario.rules->id;
      if (lesson.scenario.config.players != 2)
        check.error("/scenario/players", "a lesson is played by two");
      if (!lesson.scenario.actions.empty())
        check.error("/scenario/actions", "a lesson's moves are its steps");
    }
  }
  if (const Json* steps = check.array(document, "", "steps", true)) {
    for (std::size_t i = 0; i < steps->size(); ++i)
      readStep((*steps)[i], detail::pointerJoin("/steps", i), check, file, out.errors, lesson);
  }
  if (out.errors.empty()) out.lesson = std::move(lesson);
  return out;
}

LessonResult loadBuiltInLesson(const std::string& presetId, const ProfileLibrary& library) {
  const std::string name = "lessons/" + presetId + ".json";
  const std::filesystem::path onDisk = resourceDir() / "lessons" / (presetId + ".json");
  LessonResult out;
  std::error_code ec;
  if (std::filesystem::is_regular_file(onDisk, ec)) {
    const auto doc = readJsonFile(onDisk, name, out.errors);
    return doc ? parseLesson(*doc, library, name) : out;
  }
  const std::optional<std::string_view> embedded = embedded::find(name);
  if (!embedded) {
    out.errors.push_back({name, "", "there is no lesson for this preset"});
    return out;
  }
  const Json doc = Json::parse(*embedded, nullptr, false);
  if (doc.is_discarded()) {
    out.errors.push_back({name, "", "the built-in lesson is not JSON"});
    return out;
  }
  return parseLesson(doc, library, name);
}

std::vector<std::string> builtInLessonIds() {
  return {kLessonIds.begin(), kLessonIds.end()};
}

std::unique_ptr<Game> dealLesson(const Lesson& lesson) {
  return std::make_unique<Game>(lesson.scenario.rules, lesson.scenario.config);
}

namespace {

LessonPlay playSteps(const Lesson& lesson, Game& game) {
  LessonPlay out;
  out.moves.resize(lesson.steps.size());
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (!step.action) continue;
    const auto fail = [&](const std::string& why) {
      out.failedStep = static_cast<int>(i);
      out.reason = step.pointer + ": " + why;
    };
    if (!game.state().handInPlay()) {
      fail("the hand is already over");
      return out;
    }
    const ResolvedAction resolved = resolveAction(game.state(), *step.action);
    if (!resolved) {
      fail(resolved.error);
      return out;
    }
    const engine::ApplyResult r = game.apply(resolved.action.seat, resolved.action.action);
    if (!r.accepted) {
      fail(engine::explain(r.refusal));
      return out;
    }
    out.moves[i] = LoggedAction{resolved.action.seat, game.actions().back().action};
  }
  const Phase phase = game.state().phase();
  out.handEnded = phase == Phase::HandOver || phase == Phase::MatchOver;
  if (!out.handEnded) out.reason = "the steps end before the hand does";
  return out;
}

}  // namespace

LessonPlay playLesson(const Lesson& lesson, engine::EventLog* events) {
  const std::unique_ptr<Game> game = dealLesson(lesson);
  LessonPlay out = playSteps(lesson, *game);
  if (events != nullptr) *events = game->events();
  return out;
}

bool movesMatch(const engine::Action& expected, const engine::Action& action) {
  if (expected.type != action.type) return false;
  switch (expected.type) {
    case ActionType::Play:
      return expected.card.sameFace(action.card) && expected.suit == action.suit &&
             (!expected.announce || action.announce);
    case ActionType::DeclareSuit:
      return expected.suit == action.suit;
    case ActionType::Catch:
      return expected.target == action.target;
    default:
      return true;
  }
}

}  // namespace ochos::rules
