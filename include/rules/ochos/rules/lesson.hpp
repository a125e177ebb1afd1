#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/game.hpp"
#include "ochos/rules/action_json.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/scenario.hpp"

namespace ochos::rules {

// A guided first hand ("Learn to play", docs/gui.md): a stacked deal written as a replay
// scenario (docs/replay-scenarios.md) without "actions", and the steps the table walks through.
// {"scenario": {"profile": "crazy-eights", "players": 2, "dealer": 1, "deck": […]},
//  "steps": [{"say": "lesson.welcome"},
//            {"say": "lesson.match_suit", "expect": "0: play 9H"},
//            {"opponent": "1: play 9S"}, …]}
struct LessonStep {
  enum class Kind { Read, Human, Opponent };
  Kind kind = Kind::Read;
  std::string say;                   // the bubble's text key; may be empty for an opponent's move
  std::string hint;                  // the text key added to a refused move; empty: `say`
  std::optional<ActionSpec> action;  // the move of a Human or Opponent step
  std::string pointer;               // "/steps/3", for messages
};

struct Lesson {
  std::string id;  // the preset's id
  Scenario scenario;
  std::vector<LessonStep> steps;
};

struct LessonResult {
  std::optional<Lesson> lesson;
  std::vector<ProfileError> errors;
  explicit operator bool() const { return lesson.has_value(); }
};

// The seat the player takes in every lesson; the opponent is the other one.
inline constexpr int kLessonHumanSeat = 0;

LessonResult parseLesson(const nlohmann::json& document, const ProfileLibrary& library,
                         const std::string& file);
// The lesson of a built-in preset: resources/lessons/<id>.json on disk first, else the copy
// compiled into the program. Errors when there is none or it does not parse.
LessonResult loadBuiltInLesson(const std::string& presetId, const ProfileLibrary& library);
// The presets that have a built-in lesson, in the order the chooser lists them.
std::vector<std::string> builtInLessonIds();

// The lesson played without a window, each step's move settled against the game: checks that
// every scripted move is legal when its step comes and that the hand ends with the last move.
struct LessonPlay {
  std::vector<std::optional<engine::LoggedAction>> moves;  // one per step; none for Read
  int failedStep = -1;                                     // -1: every move was legal
  std::string reason;
  bool handEnded = false;  // the last move ended the hand
  bool ok() const { return failedStep < 0 && handEnded; }
};
LessonPlay playLesson(const Lesson& lesson, engine::EventLog* events = nullptr);

// A new game dealt as the lesson stacks it.
std::unique_ptr<engine::Game> dealLesson(const Lesson& lesson);

// Does the player's move do what the step expects? Both canonical (Game::canonical): the same
// card face (either deck's copy), the same suit, the announcement when the step asks for it.
bool movesMatch(const engine::Action& expected, const engine::Action& action);

}  // namespace ochos::rules
