#include "replay.hpp"

#include <optional>
#include <stdexcept>

#include "ochos/engine/game.hpp"
#include "ochos/rules/action_json.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/scenario.hpp"
#include "replay_json.hpp"

namespace ochos::sim {

using engine::ActionType;
using engine::ApplyResult;
using engine::EventType;
using engine::explain;
using engine::Game;
using engine::Phase;
using engine::RefusalCode;
using engine::refusalCodeName;
using nlohmann::json;

namespace {

json errorJson(const std::string& reason) {
  return json{{"error", {{"step", nullptr}, {"reason", reason}}}};
}

json messages(const std::vector<rules::ProfileError>& list) {
  json out = json::array();
  for (const rules::ProfileError& e : list)
    out.push_back(e.toString());
  return out;
}

// One run of a scenario: applies its actions and writes down what the reporter needs to see.
class ReplayRun {
 public:
  ReplayRun(const rules::Scenario& scenario, Game& game, const ReplayOptions& options)
      : sc_(scenario), game_(game), options_(options) {}

  void run();
  ReplayOutcome outcome() const;

 private:
  bool applyStep(std::size_t i);
  bool passAlreadyMade(std::size_t i);
  void follow(const json& step);
  void closeHand(const json& step);
  void note(std::size_t i, const std::string& text);
  void stop(std::size_t i, int seat, const std::string& reason, std::string_view code);

  struct AutomaticPass {
    int seat;
    json step;  // the step whose action led to it, null for the deal
  };

  const rules::Scenario& sc_;
  Game& game_;
  ReplayOptions options_;
  json events_ = json::array();
  json notes_ = json::array();
  json hands_ = json::array();
  json legal_ = json::array();
  json error_;
  std::size_t applied_ = 0;   // steps taken
  std::size_t followed_ = 0;  // events already in events_
  int hand_ = 1;
  std::vector<AutomaticPass> automaticPasses_;  // since the last action applied, not yet written
};

void ReplayRun::run() {
  follow(nullptr);
  closeHand(nullptr);
  for (std::size_t i = 0; i < sc_.actions.size() && error_.is_null(); ++i) {
    if (options_.legal)
      legal_.push_back({{"before_step", i},
                        {"hand", game_.state().handNumber()},
                        {"actions", legalActionsJson(game_.state())}});
    if (!applyStep(i)) break;
    applied_ = i + 1;
    follow(i);
    closeHand(i);
  }
}

bool ReplayRun::applyStep(std::size_t i) {
  const rules::ActionSpec& spec = sc_.actions[i];
  if (passAlreadyMade(i)) return true;
  if (game_.state().phase() == Phase::MatchOver) {
    stop(i, spec.seat.value_or(-1), "The match is over.", refusalCodeName(RefusalCode::MatchOver));
    return false;
  }
  const rules::ResolvedAction resolved = rules::resolveAction(game_.state(), spec);
  if (!resolved) {
    stop(i, resolved.action.seat, resolved.error, resolved.code);
    return false;
  }
  if (!resolved.note.empty()) note(i, resolved.note);
  automaticPasses_.clear();
  const ApplyResult applied = game_.apply(resolved.action.seat, resolved.action.action);
  if (!applied) {
    stop(i, resolved.action.seat, explain(applied.refusal), refusalCodeName(applied.refusal.code));
    return false;
  }
  return true;
}

// When passing is a player's only move the engine passes for them. A scenario that writes that
// pass anyway has it taken as done, rather than refused as out of turn.
bool ReplayRun::passAlreadyMade(std::size_t i) {
  const rules::ActionSpec& spec = sc_.actions[i];
  if (spec.type != ActionType::Pass || automaticPasses_.empty()) return false;
  auto made = automaticPasses_.begin();
  if (spec.seat) {
    while (made != automaticPasses_.end() && made->seat != *spec.seat)
      ++made;
    if (made == automaticPasses_.end()) return false;
  }
  // A pass the engine takes as written is a pass of its own.
  if (game_.state().handInPlay() && rules::resolveAction(game_.state(), spec)) return false;
  const std::string when =
      made->step.is_null() ? "after the deal" : "after step " + made->step.dump();
  note(i, "seat " + std::to_string(made->seat) +
              " had nothing to do but pass, and the engine passed for them " + when +
              "; this pass is taken as done");
  automaticPasses_.erase(made);
  return true;
}

// Takes the events logged since the last call: each with its step and hand number.
void ReplayRun::follow(const json& step) {
  const engine::EventLog& log = game_.events();
  for (; followed_ < log.size(); ++followed_) {
    const engine::Event& e = log[followed_];
    if (e.type == EventType::HandStarted) hand_ = e.value;
    if (e.type == EventType::TurnPassed && e.value != 0) automaticPasses_.push_back({e.seat, step});
    json ev = eventJson(e);
    ev["step"] = step;
    ev["hand"] = hand_;
    events_.push_back(std::move(ev));
  }
}

// Records each hand's deal and, once it is over, how it ended; then deals the next hand at once.
void ReplayRun::closeHand(const json& step) {
  for (;;) {
    const engine::GameState& st = game_.state();
    if (hands_.empty() || hands_.back()["hand"] != st.handNumber()) {
      hands_.push_back(
          {{"hand", st.handNumber()}, {"dealt_at_step", step}, {"deal", stateJson(st)}});
    }
    if (st.handInPlay() || hands_.back().contains("end")) return;
    hands_.back()["ended_at_step"] = step;
    hands_.back()["end"] = stateJson(st);
    if (st.phase() != Phase::HandOver) return;
    try {
      game_.beginNextHand();
    } catch (const std::invalid_argument& e) {  // a stacked deck this hand cannot deal
      error_ = {{"step", step},
                {"pointer", "/decks/" + std::to_string(st.handNumber())},
                {"reason", e.what()},
                {"code", "bad_deck"}};
      return;
    }
    follow(step);
  }
}

void ReplayRun::note(std::size_t i, const std::string& text) {
  notes_.push_back({{"step", i}, {"pointer", sc_.actions[i].pointer}, {"note", text}});
}

void ReplayRun::stop(std::size_t i, int seat, const std::string& reason, std::string_view code) {
  error_ = {{"step", i},
            {"seat", seat},
            {"pointer", sc_.actions[i].pointer},
            {"reason", reason},
            {"code", std::string(code)}};
}

ReplayOutcome ReplayRun::outcome() const {
  ReplayOutcome out;
  json& o = out.output;
  if (!sc_.comment.empty()) o["comment"] = sc_.comment;
  o["events"] = events_;
  if (!notes_.empty()) o["notes"] = notes_;
  o["hands"] = hands_;
  if (options_.legal) o["legal"] = legal_;
  o["final"] = stateJson(game_.state());
  if (options_.legal) o["final"]["legal"] = legalActionsJson(game_.state());
  o["steps_applied"] = applied_;
  if (!error_.is_null()) {
    o["error"] = error_;
    out.exitCode = 1;
  }
  return out;
}

}  // namespace

ReplayOutcome runReplay(const json& document, const std::filesystem::path& baseDir,
                        const ReplayOptions& options) {
  const auto library = rules::ProfileLibrary::loadDefault();
  const rules::ScenarioResult parsed =
      rules::parseScenario(document, library, "<scenario>", baseDir);
  ReplayOutcome out;
  if (!parsed) {
    std::string message;
    for (const auto& e : parsed.errors)
      message += (message.empty() ? "" : "; ") + e.toString();
    out = {errorJson(message), 1};
  } else {
    std::optional<Game> game;
    try {
      game.emplace(parsed.scenario->rules, parsed.scenario->config);
    } catch (const std::exception& e) {
      out = {errorJson(e.what()), 1};
    }
    if (game) {
      ReplayRun run(*parsed.scenario, *game, options);
      run.run();
      out = run.outcome();
    }
  }
  if (!parsed.warnings.empty()) out.output["warnings"] = messages(parsed.warnings);
  return out;
}

}  // namespace ochos::sim
