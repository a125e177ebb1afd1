#include "ochos/app/table/table_match.hpp"

#include <algorithm>
#include <iostream>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/engine/reactions.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ApplyResult;
using engine::AskReaction;
using engine::EventLog;
using engine::explain;
using engine::Game;
using engine::GameState;
using engine::MatchConfig;
using engine::mixSeed;
using engine::nextReaction;
using engine::Observation;
using engine::Phase;
using engine::Reaction;
using engine::RuleSet;

namespace {

using i18n::tr;

constexpr const char* kAdviser = "hard";
constexpr std::uint64_t kAdviserSalt = 0x68696e74;  // "hint": its own random stream

// A computer seat's agent; a strength the factory does not know falls back to `fallback`.
std::unique_ptr<ai::Agent> makeSeatAgent(const std::string& strength, std::uint64_t seed, int seat,
                                         const std::string& fallback, bool warn) {
  std::string error;
  std::unique_ptr<ai::Agent> agent =
      ai::makeAgent(strength, mixSeed(seed, static_cast<std::uint64_t>(seat) + 101), &error);
  if (!agent && warn) {
    std::cerr << "ochos-locos: " << error << "; using the easy computer player\n";
  }
  if (!agent) agent = ai::makeAgent(fallback, seed + static_cast<std::uint64_t>(seat), &error);
  return agent;
}

}  // namespace

TableMatch::TableMatch(const AppOptions& options, std::shared_ptr<const RuleSet> rules,
                       bool allComputer, EventSink sink)
    : options_(options),
      rules_(std::move(rules)),
      allComputer_(allComputer),
      sink_(std::move(sink)) {}

TableMatch::TableMatch(const AppOptions& options, std::unique_ptr<Game> game,
                       const store::TableInfo& table, EventSink sink)
    : options_(options), rules_(game->rulesPtr()), allComputer_(false), sink_(std::move(sink)) {
  human_ = table.humanSeat;
  seed_ = game->config().seed;
  options_.players = game->state().players();
  options_.target = game->config().target;
  options_.singleHand = game->config().singleHand;
  restoreSeats(table);
  game_ = std::move(game);
  ++version_;
  refreshHumanObservation();
}

TableMatch::~TableMatch() {
  worker_.cancel();
  hintWorker_.cancel();
}

void TableMatch::seatPlayers(std::uint64_t seed) {
  seats_.clear();
  int nameIndex = 0;
  for (int s = 0; s < options_.players; ++s) {
    SeatInfo info;
    const bool human = s == human_ && !allComputer_;
    if (human) {
      info.name = seatName(-1, tr("table.you"));
      info.nameFromLanguage = options_.playerName.empty();
    } else {
      const std::string difficulty = seatStrength(nameIndex);
      info.name = seatName(nameIndex, computerPlayerName(nameIndex));
      info.nameFromLanguage = info.name == computerPlayerName(nameIndex);
      ++nameIndex;
      if (allComputer_ && s == human_) info.name = tr("table.bot");
      std::unique_ptr<ai::Agent> agent = makeSeatAgent(difficulty, seed, s, "easy", true);
      if (!agent) agent = ai::makeAgent("random", seed + static_cast<std::uint64_t>(s), nullptr);
      info.agent = std::move(agent);
      if (info.agent) info.agent->newMatch(s);
      info.strength = difficulty;
    }
    seats_.push_back(std::move(info));
  }
}

void TableMatch::restoreSeats(const store::TableInfo& table) {
  for (int s = 0; s < options_.players; ++s) {
    const store::SeatInfo& saved = table.seats[static_cast<std::size_t>(s)];
    const bool human = saved.strength == "human";
    SeatInfo info;
    info.name = savedSeatName(table, s);
    info.nameFromLanguage = saved.name.empty();
    if (!human) {
      info.agent = makeSeatAgent(saved.strength, seed_, s, "medium", false);
      if (info.agent) info.agent->newMatch(s);
      info.strength = saved.strength;
    }
    seats_.push_back(std::move(info));
  }
}

void TableMatch::newMatch(std::uint64_t seed) {
  worker_.cancel();
  hintWorker_.cancel();
  adviser_.reset();  // a new match, a new seed: the adviser starts afresh
  hint_.reset();
  seed_ = seed;
  seatPlayers(seed);
  MatchConfig config;
  config.players = options_.players;
  config.seed = seed;
  config.target = options_.target;
  config.singleHand = options_.singleHand;
  game_ = std::make_unique<Game>(rules_, config);
  ++version_;
  sink_(game_->events());
  refreshHumanObservation();
}

void TableMatch::showGame(std::unique_ptr<Game> game) {
  worker_.cancel();
  hintWorker_.cancel();
  hint_.reset();
  game_ = std::move(game);
  ++version_;
  refreshHumanObservation();
}

void TableMatch::refreshHumanObservation() {
  if (humanObsVersion_ == version_) return;
  game_->observe(human_, humanObs_);
  humanObsVersion_ = version_;
}

ApplyResult TableMatch::perform(int seat, const Action& action) {
  checkWords_.clear();
  if (seat == human_ && humanCheck_) {
    HumanVerdict verdict = humanCheck_(action);
    if (verdict.refusal) {
      checkWords_ = std::move(verdict.words);
      return {false, verdict.refusal};
    }
  }
  EventLog fresh;
  ApplyResult r = game_->apply(seat, action, &fresh);
  // A refusal changes nothing, but for R3's opt-in table penalty: the refused player drew.
  if (!r.accepted && fresh.empty()) return r;
  ++version_;
  if (worker_.active() && worker_.version() != version_) worker_.cancel();
  sink_(fresh);
  refreshHumanObservation();
  return r;
}

std::string TableMatch::refusalWords(const engine::Refusal& refusal) const {
  return checkWords_.empty() ? refusalText(refusal) : checkWords_;
}

void TableMatch::beginNextHand() {
  worker_.cancel();
  EventLog fresh;
  game_->beginNextHand(&fresh);
  ++version_;
  sink_(fresh);
  refreshHumanObservation();
}

bool TableMatch::inPlay() const {
  return game_->state().handInPlay();
}

void TableMatch::thinkAhead() {
  const int cur = game_->state().currentPlayer();
  if (seats_[cur].agent != nullptr && !worker_.active()) {
    worker_.start(seats_[cur].agent, game_->observe(cur), version_);
  }
}

// One reaction a frame, so each is seen, under the engine's protocol (reactions.hpp). The
// human reacts with the buttons; a seat whose move is being worked out is left alone.
bool TableMatch::runReactions() {
  if (reactedVersion_ == version_) return false;
  reactedVersion_ = version_;
  const AskReaction ask = [this](int seat, const Observation& view) -> std::optional<Action> {
    const std::shared_ptr<ai::Agent>& agent = seats_[seat].agent;
    if (!agent || (worker_.active() && worker_.seat() == seat)) return std::nullopt;
    return agent->react(view);
  };
  Observation view;
  const std::optional<Reaction> r = nextReaction(*game_, ask, view);
  return r && perform(r->seat, r->action).accepted;
}

void TableMatch::replaceAgent(int seat, std::shared_ptr<ai::Agent> agent) {
  worker_.cancel();
  agent->newMatch(seat);
  seats_[static_cast<std::size_t>(seat)].agent = std::move(agent);
}

bool TableMatch::moveComputers() {
  const int cur = game_->state().currentPlayer();
  if (computersHeld_) return false;
  if (runReactions()) return false;
  if (seats_[cur].agent == nullptr || worker_.running()) return false;
  const std::uint64_t forVersion = worker_.version();
  const std::optional<Action> action = worker_.take();
  if (!action || forVersion != version_) return true;
  const ApplyResult r = perform(cur, *action);
  if (!r.accepted) {
    std::cerr << "ochos-locos: " << seats_[cur].name
              << "'s move was refused: " << explain(r.refusal) << "\n";
    // Never stall the table on a confused agent: take the first legal action instead.
    const Observation obs = game_->observe(cur);
    if (!obs.legal.empty()) perform(cur, obs.legal[0]);
  }
  return true;
}

bool TableMatch::humanMayCatch() const {
  if (allComputer_) return false;
  return std::any_of(humanObs_.legal.begin(), humanObs_.legal.end(),
                     [](const Action& a) { return a.type == engine::ActionType::Catch; });
}

double TableMatch::computerWait() const {
  double wait = options_.aiPause;
  if (humanMayCatch()) wait = std::max(wait, options_.catchWindow);
  if (!allComputer_ && humanObs_.unannouncedSeat == human_) wait = std::max(wait, kLateCallSeconds);
  return wait;
}

void TableMatch::requestHint() {
  if (hintWorker_.active() && hintWorker_.version() == version_) return;  // on its way
  if (!adviser_) {
    adviser_ = ai::makeAgent(kAdviser, mixSeed(seed_, kAdviserSalt), nullptr);  // built in
    adviser_->newMatch(human_);
  }
  hintWorker_.start(adviser_, humanObs_, version_);
}

bool TableMatch::collectHint() {
  if (!hintWorker_.active()) return false;
  if (hintWorker_.version() != version_) {
    hintWorker_.cancel();  // the table moved on while it thought
    return false;
  }
  if (hintWorker_.running()) return false;
  const std::optional<Action> advice = hintWorker_.take();
  if (!advice) return false;
  hint_ = advice;
  hintVersion_ = version_;
  return true;
}

const Action* TableMatch::currentHint() const {
  if (allComputer_ || !hint_ || hintVersion_ != version_) return nullptr;
  return &*hint_;
}

bool TableMatch::hintThinking() const {
  return hintWorker_.active() && hintWorker_.version() == version_;
}

int TableMatch::humanSeat() const {
  return allComputer_ ? kNoHuman : human_;
}

std::vector<std::string> TableMatch::seatNames() const {
  std::vector<std::string> names;
  for (const SeatInfo& info : seats_)
    names.push_back(info.name);
  return names;
}

std::string TableMatch::seatName(int opponent, const std::string& fallback) const {
  if (opponent < 0) return options_.playerName.empty() ? fallback : options_.playerName;
  const auto i = static_cast<std::size_t>(opponent);
  if (i < options_.opponentNames.size() && !options_.opponentNames[i].empty())
    return options_.opponentNames[i];
  return fallback;
}

std::string TableMatch::seatStrength(int opponent) const {
  const auto i = static_cast<std::size_t>(opponent);
  if (opponent >= 0 && i < options_.opponentStrengths.size() &&
      !options_.opponentStrengths[i].empty())
    return options_.opponentStrengths[i];
  return options_.difficulty;
}

store::TableInfo TableMatch::tableInfo() const {
  store::TableInfo table;
  table.humanSeat = human_;
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    const SeatInfo& seat = seats_[s];
    const bool keepName = seat.agent || !seat.nameFromLanguage;
    table.seats.push_back(
        {keepName ? seat.name : std::string(), seat.agent ? seat.strength : "human"});
  }
  return table;
}

}  // namespace ochos::app
