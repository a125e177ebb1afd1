#include "replay.hpp"

#include "ochos/engine/game.hpp"
#include "ochos/rules/action_json.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/scenario.hpp"

namespace ochos::sim {

using engine::ApplyResult;
using engine::Card;
using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::eventTypeName;
using engine::explain;
using engine::Game;
using engine::GameState;
using engine::kNoSeat;
using engine::Phase;
using engine::phaseName;
using engine::suitName;

namespace {

using nlohmann::json;

json errorJson(const json& step, const std::string& reason) {
  return json{{"error", {{"step", step}, {"reason", reason}}}};
}

}  // namespace

json eventJson(const Event& e) {
  json j;
  j["type"] = eventTypeName(e.type);
  if (e.seat != kNoSeat) j["seat"] = e.seat;
  if (e.other != kNoSeat && e.type != EventType::CardDrawn) j["other"] = e.other;
  if (e.type == EventType::CardDrawn) {
    static constexpr const char* kCauses[] = {"normal", "penalty", "last_card", "illegal_play"};
    j["cause"] = e.other < 4 ? kCauses[e.other] : "normal";
  }
  if (e.card.isKnown()) j["card"] = rules::cardText(e.card);
  if (e.type == EventType::SuitDeclared) j["suit"] = suitName(e.suit);
  if (e.value != 0 || e.type == EventType::HandScored) j["value"] = e.value;
  return j;
}

json finalStateJson(const GameState& st) {
  json hands = json::array();
  json scores = json::array();
  for (int seat = 0; seat < st.players(); ++seat) {
    json hand = json::array();
    st.hand(seat).forEach([&hand](Card c) { hand.push_back(rules::cardText(c)); });
    hands.push_back(std::move(hand));
    scores.push_back(st.score(seat));
  }
  json j;
  j["hands"] = std::move(hands);
  j["top_card"] = st.discardSize() > 0 ? json(rules::cardText(st.topCard())) : json(nullptr);
  j["active_suit"] = suitName(st.activeSuit());
  j["declared"] = st.suitDeclared();
  j["pending_draw"] = st.pendingDraw();
  j["stock_size"] = st.stockSize();
  j["discard_size"] = st.discardSize();
  j["scores"] = std::move(scores);
  j["phase"] = std::string(phaseName(st.phase()));
  j["current_player"] = st.currentPlayer();
  j["dealer"] = st.dealer();
  j["direction"] = st.direction();
  j["hand_number"] = st.handNumber();
  j["unannounced_seat"] = st.unannouncedSeat();
  j["last_hand_winner"] = st.lastHandWinner();
  j["match_winner"] = st.matchWinner();
  j["cards_accounted_for"] = st.cardsAccountedFor();
  return j;
}

std::string printableJson(const json& output, int indent) {
  return output.dump(indent, ' ', false, json::error_handler_t::replace);
}

ReplayOutcome runReplay(const json& document, const std::filesystem::path& baseDir) {
  ReplayOutcome out;
  const auto library = rules::ProfileLibrary::loadDefault();
  const rules::ScenarioResult parsed =
      rules::parseScenario(document, library, "<scenario>", baseDir);
  if (!parsed) {
    std::string message;
    for (const auto& e : parsed.errors)
      message += (message.empty() ? "" : "; ") + e.toString();
    return {errorJson(nullptr, message), 1};
  }
  const rules::Scenario& sc = *parsed.scenario;

  std::optional<Game> game;
  try {
    game.emplace(sc.rules, sc.config);
  } catch (const std::exception& e) {
    return {errorJson(nullptr, e.what()), 1};
  }

  // Each event remembers the step that caused it (null: the deal before any action).
  std::vector<std::size_t> stepStart;
  json stepError;
  for (std::size_t i = 0; i < sc.actions.size(); ++i) {
    stepStart.push_back(game->events().size());  // the next hand's deal belongs to this step
    if (game->state().phase() == Phase::HandOver) game->beginNextHand();
    auto stop = [&](int seat, const std::string& reason) {
      stepError = {
          {"step", i}, {"seat", seat}, {"pointer", sc.actions[i].pointer}, {"reason", reason}};
    };
    if (game->state().phase() == Phase::MatchOver) {
      stop(sc.actions[i].seat.value_or(-1), "The match is over.");
      break;
    }
    const rules::ResolvedAction resolved = rules::resolveAction(game->state(), sc.actions[i]);
    if (!resolved) {
      stop(resolved.action.seat, resolved.error);
      break;
    }
    const ApplyResult applied = game->apply(resolved.action.seat, resolved.action.action);
    if (!applied) {
      stop(resolved.action.seat, explain(applied.refusal));
      break;
    }
  }

  json events = json::array();
  const EventLog& log = game->events();
  std::size_t nextStep = 0;
  for (std::size_t e = 0; e < log.size(); ++e) {
    while (nextStep < stepStart.size() && stepStart[nextStep] <= e)
      ++nextStep;
    json ev = eventJson(log[e]);
    ev["step"] = nextStep == 0 ? json(nullptr) : json(nextStep - 1);
    events.push_back(std::move(ev));
  }
  if (!sc.comment.empty()) out.output["comment"] = sc.comment;
  out.output["events"] = std::move(events);
  out.output["final"] = finalStateJson(game->state());
  out.output["steps_applied"] =
      stepError.is_null() ? sc.actions.size() : stepError["step"].get<std::size_t>();
  if (!stepError.is_null()) {
    out.output["error"] = std::move(stepError);
    out.exitCode = 1;
  }
  return out;
}

}  // namespace ochos::sim
