#include "replay.hpp"

#include "ochos/engine/game.hpp"
#include "ochos/rules/profile_library.hpp"
#include "profile_loader.hpp"

namespace ochos::sim {

namespace {

using nlohmann::json;

json errorJson(const json& step, const std::string& reason) {
  return json{{"error", {{"step", step}, {"reason", reason}}}};
}

bool stepMatches(const Action& a, const ScenarioStep& step) {
  if (a.type != step.type) return false;
  switch (step.type) {
    case ActionType::Play:
      return a.card.face() == step.card->face() && (!step.suit || a.suit == *step.suit) &&
             (!step.announce || a.announce == *step.announce);
    case ActionType::DeclareSuit:
      return a.suit == *step.suit;
    case ActionType::Catch:
      return a.target == step.target;
    default:
      return true;
  }
}

// Among matching legal forms, what an unspecified detail most likely meant: no announcement,
// and a wild declaring its own suit.
int preference(const Action& a, const ScenarioStep& step) {
  int score = 0;
  if (step.type == ActionType::Play) {
    if (!step.announce && !a.announce) score += 2;
    if (!step.suit && a.suit == step.card->suit()) score += 1;
  }
  return score;
}

}  // namespace

Action resolveStep(const GameState& state, const ScenarioStep& step, ActionList& scratch) {
  state.legalActions(step.seat, scratch);
  const Action* best = nullptr;
  int bestScore = -1;
  for (const Action& a : scratch) {
    if (!stepMatches(a, step)) continue;
    const int score = preference(a, step);
    if (score > bestScore) {
      best = &a;
      bestScore = score;
    }
  }
  if (best != nullptr) return *best;

  switch (step.type) {
    case ActionType::Play: {
      Card card = *step.card;
      for (int copy = 0; copy < kMaxDecks; ++copy) {
        const Card held(step.card->suit(), step.card->rank(), copy);
        if (state.hand(step.seat).contains(held)) {
          card = held;
          break;
        }
      }
      return Action::play(card, step.suit.value_or(card.suit()), step.announce.value_or(false));
    }
    case ActionType::Draw:
      return Action::draw();
    case ActionType::Pass:
      return Action::pass();
    case ActionType::DeclareSuit:
      return Action::declare(*step.suit);
    case ActionType::Announce:
      return Action::announceLastCard();
    case ActionType::Catch:
      return Action::catchPlayer(step.target);
  }
  return Action::pass();
}

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

json eventJson(const Event& e) {
  json j;
  j["type"] = eventTypeName(e.type);
  if (e.seat != kNoSeat) j["seat"] = e.seat;
  if (e.other != kNoSeat && e.type != EventType::CardDrawn) j["other"] = e.other;
  if (e.type == EventType::CardDrawn) {
    static constexpr const char* kCauses[] = {"normal", "penalty", "last_card", "illegal_play"};
    j["cause"] = e.other < 4 ? kCauses[e.other] : "normal";
  }
  if (e.card.isKnown()) j["card"] = cardCode(e.card);
  if (e.type == EventType::SuitDeclared) j["suit"] = suitName(e.suit);
  if (e.value != 0 || e.type == EventType::HandScored) j["value"] = e.value;
  return j;
}

json finalStateJson(const GameState& st) {
  json hands = json::array();
  json scores = json::array();
  for (int seat = 0; seat < st.players(); ++seat) {
    json hand = json::array();
    st.hand(seat).forEach([&hand](Card c) { hand.push_back(cardCode(c)); });
    hands.push_back(std::move(hand));
    scores.push_back(st.score(seat));
  }
  json j;
  j["hands"] = std::move(hands);
  j["top_card"] = st.discardSize() > 0 ? json(cardCode(st.topCard())) : json(nullptr);
  j["active_suit"] = suitName(st.activeSuit());
  j["declared"] = st.suitDeclared();
  j["pending_draw"] = st.pendingDraw();
  j["stock_size"] = st.stockSize();
  j["discard_size"] = st.discardSize();
  j["scores"] = std::move(scores);
  j["phase"] = phaseName(st.phase());
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

ReplayOutcome runReplay(const json& document, const std::filesystem::path& baseDir) {
  ReplayOutcome out;
  const ScenarioParse parsed = parseScenario(document);
  if (!parsed.ok()) return {errorJson(nullptr, "scenario " + parsed.error), 1};
  const Scenario& sc = parsed.scenario;

  std::shared_ptr<const RuleSet> rules;
  if (!sc.inlineProfile.is_null()) {
    auto built = rules::buildRuleSet(sc.inlineProfile, sc.variants, "<scenario>/profile");
    if (!built) {
      std::string message;
      for (const auto& e : built.errors)
        message += (message.empty() ? "" : "; ") + e.toString();
      return {errorJson(nullptr, message), 1};
    }
    rules = built.rules;
    if (sc.players < rules->minPlayers || sc.players > rules->maxPlayers)
      return {errorJson(nullptr, "the profile is for " + std::to_string(rules->minPlayers) +
                                     " to " + std::to_string(rules->maxPlayers) + " players"),
              1};
  } else {
    std::string profile = sc.profile;
    const std::filesystem::path beside = baseDir / profile;
    if (std::filesystem::path(profile).is_relative() && std::filesystem::is_regular_file(beside))
      profile = beside.string();
    LoadedRules loaded = loadRules(profile, sc.variants, sc.players);
    if (!loaded) return {errorJson(nullptr, loaded.error), 1};
    rules = loaded.rules;
  }

  MatchConfig config;
  config.players = sc.players;
  config.seed = sc.seed;
  config.target = sc.target;
  config.singleHand = sc.singleHand;
  config.firstDealer = sc.dealer;
  config.firstDeck = sc.deck;
  std::optional<Game> game;
  try {
    game.emplace(rules, config);
  } catch (const std::exception& e) {
    return {errorJson(nullptr, e.what()), 1};
  }

  // Each event remembers the step that caused it (null: the deal before any action).
  std::vector<std::size_t> stepStart;
  json stepError;
  ActionList scratch;
  for (std::size_t i = 0; i < sc.steps.size(); ++i) {
    const ScenarioStep& step = sc.steps[i];
    stepStart.push_back(game->events().size());  // the next hand's deal belongs to this step
    if (game->state().phase() == Phase::HandOver) game->beginNextHand();
    if (game->state().phase() == Phase::MatchOver) {
      stepError = {{"step", i}, {"action", step.text}, {"reason", "The match is over."}};
      break;
    }
    const Action action = resolveStep(game->state(), step, scratch);
    const ApplyResult applied = game->apply(step.seat, action);
    if (!applied) {
      stepError = {
          {"step", i}, {"seat", step.seat}, {"action", step.text}, {"reason", applied.reason}};
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
  out.output["events"] = std::move(events);
  out.output["final"] = finalStateJson(game->state());
  out.output["steps_applied"] =
      stepError.is_null() ? sc.steps.size() : stepError["step"].get<std::size_t>();
  if (!stepError.is_null()) {
    out.output["error"] = std::move(stepError);
    out.exitCode = 1;
  }
  return out;
}

}  // namespace ochos::sim
