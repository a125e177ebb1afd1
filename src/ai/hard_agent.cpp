#include "ochos/ai/hard_agent.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <utility>

#include "ochos/ai/legal_moves.hpp"
#include "ochos/ai/move_heuristics.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionType;
using engine::GameState;
using engine::kMaxSeats;
using engine::mixSeed;
using engine::Observation;
using engine::Phase;
using engine::Rng;
using engine::ScoringMode;

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxPlayoutSteps = 600;

// How the search plays; the measurements behind each value are in docs/ai.md, "Why these
// settings".
// The utility of a quick game's hand: kWinWeight * won + (1 - kWinWeight) * point advantage,
// where an advantage of kPointScale points counts fully. (In a match it is the chance to win the
// match from the totals the hand leaves, MatchEquity: near the target the points matter more
// than going out.)
constexpr double kWinWeight = 0.85;
constexpr double kPointScale = 100.0;
// Deals in which an opponent, judging by Medium's heuristics, would not have made one of its
// kEvidencePlays most recent free plays are redrawn up to kEvidenceTries times; a deal
// contradicting c of them is still kept with probability kEvidenceKeep^c, since the opponent may
// not play like Medium.
constexpr int kEvidenceTries = 100;
constexpr double kEvidenceKeep = 0.01;
constexpr int kEvidencePlays = 50;
// How erratically each opponent plays (OpponentModel) is learnt over the match from its free
// plays, a hand's plays weighed together on this many sampled deals; its simulated moves follow
// the estimate.
constexpr int kModelSamples = 32;
// Once nothing is hidden (EndgameSolver::applies), the rest of the hand is searched exactly,
// visiting at most this many positions before falling back to the playouts.
constexpr int kEndgameNodes = 1000000;
// Where the stock is never refilled, the same search already runs while the stock holds at most
// kEndgameStock cards, on kEndgameWorlds sampled deals each solved as if it were known (the
// opponent's hand is then one of a few hundred). Solving a deal as if known lets Hard's own later
// moves "see" it, a small error next to the heuristic playouts' mistakes there: against Random on
// the fixture rules it wins about two points more than the exact search alone.
constexpr int kEndgameStock = 3;
constexpr int kEndgameWorlds = 16;

// The cost of a search's parts on the reference machine (workMillis), in microseconds: a least-
// squares fit of Hard's CPU time per decision to its counters (docs/ai.md, "Thinking time").
constexpr double kMicrosPerStep = 0.30;
constexpr double kMicrosPerJudgement = 0.29;
constexpr double kMicrosPerPass = 0.21;
constexpr double kMicrosPerNode = 1.33;

double millisSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Wild start card: nothing to search, name the suit we hold most.
Action declareLongestSuit(const Observation& obs) {
  const HeuristicTable view = HeuristicTable::from(obs);
  const HandFacts facts = HandFacts::of(view);
  const Action wanted = Action::declare(bestSuitToName(view, facts));
  for (const Action& a : obs.legal)
    if (a == wanted) return a;
  return obs.legal[0];
}

}  // namespace

HardAgent::HardAgent(std::uint64_t seed, HardConfig config, std::unique_ptr<WorldSource> worlds)
    : seed_(seed),
      config_(config),
      worlds_(worlds ? std::move(worlds) : std::make_unique<BelievedWorlds>()) {}

void HardAgent::newMatch(int seat) {
  (void)seat;
  decisions_ = 0;
  opponents_.reset();
}

void HardAgent::prepareMatchEquity(const Observation& obs) {
  const bool wanted = !obs.singleHand && obs.target > 0;
  if (!wanted) {
    equity_.reset();
    return;
  }
  if (!equity_ || !equity_->matches(*obs.rules, obs.players, obs.target))
    equity_ = MatchEquity::shared(*obs.rules, obs.players, obs.target);
}

std::optional<Action> HardAgent::react(const Observation& obs) {
  // Announcing is free and a catch only ever costs the forgetful player, so always do both.
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Announce) return a;
  for (const Action& a : obs.legal)
    if (a.type == ActionType::Catch) return a;
  return std::nullopt;
}

double HardAgent::utility(const GameState& end, const Observation& obs, bool finished) const {
  const int me = obs.seat;
  if (equity_ && finished) {
    if (end.phase() == Phase::MatchOver) return end.matchWinner() == me ? 1.0 : 0.0;
    std::array<int, kMaxSeats> totals{};
    std::uint8_t seated = 0;
    for (int s = 0; s < obs.players; ++s) {
      if (!obs.inHand(s)) continue;
      totals[static_cast<std::size_t>(s)] = end.score(s);
      seated = static_cast<std::uint8_t>(seated | (1U << s));
    }
    return equity_->chance(totals, seated, me);
  }
  const bool penalty = obs.rules->scoring == ScoringMode::PenaltyPoints;
  std::array<double, kMaxSeats> good{};
  for (int s = 0; s < obs.players; ++s) {
    if (!obs.inHand(s)) continue;
    const auto i = static_cast<std::size_t>(s);
    if (finished) {
      const double delta = end.score(s) - obs.scores[i];
      good[i] = penalty ? -delta : delta;
    } else {
      good[i] = -end.handValue(s);  // the step cap hit: judge by what is left in hand
    }
  }
  double others = 0.0;
  int count = 0;
  double bestOther = -1e18;
  for (int s = 0; s < obs.players; ++s) {
    if (s == me || !obs.inHand(s)) continue;
    others += good[static_cast<std::size_t>(s)];
    bestOther = std::max(bestOther, good[static_cast<std::size_t>(s)]);
    ++count;
  }
  const double mine = good[static_cast<std::size_t>(me)];
  double won;
  if (finished && end.lastHandWinner() >= 0)
    won = end.lastHandWinner() == me ? 1.0 : 0.0;
  else
    won = mine > bestOther ? 1.0 : (mine == bestOther ? 0.5 : 0.0);
  const double advantage = count > 0 ? mine - others / count : 0.0;
  const double points = std::clamp(advantage / kPointScale, -1.0, 1.0);
  return kWinWeight * won + (1.0 - kWinWeight) * (0.5 + 0.5 * points);
}

GameState HardAgent::sampleWorld(const Observation& obs, Rng& rng) {
  return worlds_->deal(obs, rng, *this);
}

GameState HardAgent::dealBelieved(const Observation& obs, Rng& rng) {
  determinizer_.dealHands(rng);
  if (evidence_.valid()) {
    // Rejection sampling, one hand at a time: a hand contradicting c of its player's recorded
    // choices survives with probability kEvidenceKeep^c, else it is dealt again from its own cards
    // and the stock. That weights hands by how well they explain what the opponents did, and
    // since a choice depends on its player's hand alone, each hand is mended on its own: with
    // three opponents, waiting for a deal in which all three hands fit at once would mostly wait
    // in vain. The draw u is made first, so counting can stop as soon as the hand is doomed (mostly
    // at the first contradiction). The weight per contradiction depends on its player
    // (learnOpponents).
    const ArrivalOrder* order = &determinizer_.arrivals();
    for (int seat = 0; seat < obs.players; ++seat) {
      if (seat == obs.seat || !obs.inHand(seat) || !evidence_.hasChoicesOf(seat)) continue;
      for (int attempt = 0; attempt < kEvidenceTries; ++attempt) {
        const double logU = std::log(std::max(rng.unit(), 1e-12));
        if (evidence_.logWeight(determinizer_.hands(), order, evidenceWeights_, evidenceLogKeep_,
                                logU, seat) >= logU)
          break;
        ++report_.redrawn;
        if (!determinizer_.redealSeat(seat, rng)) break;
      }
    }
  }
  return determinizer_.finish(obs, rng);
}

void HardAgent::learnOpponents(const Observation& obs) {
  // Its own stream, so the search's deals do not depend on how many plays were weighed.
  Rng rng(mixSeed(seed_ ^ 0x6f70706fULL, decisions_));
  opponents_.update(obs, evidence_, determinizer_, &determinizer_.arrivals(), evidenceWeights_,
                    kModelSamples, rng);
  std::array<double, kMaxSeats> erratic{};
  for (int s = 0; s < obs.players; ++s) {
    const auto i = static_cast<std::size_t>(s);
    if (s == obs.seat) {
      evidenceLogKeep_[i] = std::log(kEvidenceKeep);
      continue;
    }
    const double r = opponents_.erratic(s);
    erratic[i] = r;
    // A play the deal cannot explain is r/k as likely as one it explains, (1 - r) + r/k, for a
    // player with k moves (about three): never more telling than kEvidenceKeep says.
    const double ratio = r / (3.0 * (1.0 - r) + r);
    evidenceLogKeep_[i] = std::log(std::clamp(std::max(kEvidenceKeep, ratio), 1e-9, 1.0));
  }
  policy_.setErratic(erratic);
  report_.erratic = erratic;
}

double workMillis(const SearchReport& r) {
  const double micros = kMicrosPerStep * static_cast<double>(r.steps) +
                        kMicrosPerJudgement * static_cast<double>(r.judgements) +
                        kMicrosPerPass * static_cast<double>(r.dealPasses) +
                        kMicrosPerNode * r.endgameNodes;
  return micros * 1e-3;
}

double HardAgent::workSoFar() const {
  SearchReport now = report_;
  now.judgements = static_cast<long>(evidence_.judgements() - judgedBefore_);
  now.dealPasses = static_cast<long>(determinizer_.passes() - passesBefore_);
  return workMillis(now);
}

void HardAgent::recordChoices(const std::vector<MoveLine>& choices) {
  report_.actions.clear();
  for (const MoveLine& line : choices)
    report_.actions.push_back(line.front());
}

void HardAgent::closeReport(Clock::time_point start) {
  report_.millis = millisSince(start);
  report_.judgements = static_cast<long>(evidence_.judgements() - judgedBefore_);
  report_.dealPasses = static_cast<long>(determinizer_.passes() - passesBefore_);
  report_.work = workMillis(report_);
}

std::optional<std::size_t> HardAgent::solveEndgame(const Observation& obs,
                                                   const std::vector<MoveLine>& choices, Rng& rng,
                                                   Clock::time_point start, ThinkControl* control) {
  EndgameSolver::Setup setup;
  setup.self = obs.seat;
  setup.policy = &policy_;
  setup.erratic = report_.erratic;
  setup.utility = [&](const GameState& end) { return utility(end, obs, true); };
  // Half of each cap at most, so that the playouts still have time when it gives up.
  setup.stop = [&] {
    return (control && control->cancel.load(std::memory_order_relaxed)) ||
           (config_.maxMillis > 0 && millisSince(start) > config_.maxMillis * 0.5);
  };
  int nodeBudget = kEndgameNodes;
  if (config_.maxWork > 0) {
    const double spare = config_.maxWork * 0.5 - workSoFar();
    nodeBudget = std::min(nodeBudget, std::max(0, static_cast<int>(spare * 1e3 / kMicrosPerNode)));
  }
  // With an empty stock every deal consistent with the table is the true one: sampling gives it.
  const int worlds = obs.stockSize == 0 ? 1 : kEndgameWorlds;
  std::vector<double> values(choices.size(), 0.0);
  for (int w = 0; w < worlds; ++w) {
    // One budget for all the deals, so that the time a decision takes stays bounded.
    setup.maxNodes = nodeBudget - report_.endgameNodes;
    const std::vector<double> one = endgame_.solve(sampleWorld(obs, rng), choices, setup);
    report_.endgameNodes += endgame_.nodes();
    if (one.empty()) return std::nullopt;
    for (std::size_t i = 0; i < one.size(); ++i)
      values[i] += one[i] / worlds;
  }
  const auto best = std::max_element(values.begin(), values.end()) - values.begin();
  report_.choices = static_cast<int>(choices.size());
  recordChoices(choices);
  report_.means = values;
  report_.samples.assign(choices.size(), worlds);
  closeReport(start);
  if (control && control->progress) control->progress(1.0);
  return static_cast<std::size_t>(best);
}

Rng HardAgent::beginDecision() {
  report_ = SearchReport{};
  judgedBefore_ = evidence_.judgements();
  passesBefore_ = determinizer_.passes();
  return Rng(mixSeed(seed_, decisions_++));
}

Action HardAgent::act(const Observation& obs, ThinkControl* control) {
  // Learnt once a match, before the clock starts: it serves every decision of the match.
  if (obs.legal.size() > 1) prepareMatchEquity(obs);
  const auto start = Clock::now();
  Rng rng = beginDecision();
  if (obs.legal.size() == 1) return obs.legal[0];

  // Shortcuts where a search would only confirm what is plain (compare() takes none of them).
  bool onlyDeclares = true;
  for (const Action& a : obs.legal)
    if (a.type != ActionType::DeclareSuit) onlyDeclares = false;
  if (onlyDeclares) return declareLongestSuit(obs);

  std::vector<Action> choices = distinctChoices(*obs.rules, obs.legal);
  // Catching costs nothing and only hurts the forgetful player: do it before anything else.
  for (const Action& a : choices)
    if (a.type == ActionType::Catch) return a;
  if (choices.size() == 1) return choices[0];
  return choices[search(obs, singleMoves(choices), rng, start, control)];
}

const SearchReport& HardAgent::compare(const Observation& obs,
                                       const std::vector<MoveLine>& candidates,
                                       ThinkControl* control) {
  prepareMatchEquity(obs);
  const auto start = Clock::now();
  Rng rng = beginDecision();
  if (!candidates.empty()) search(obs, candidates, rng, start, control);
  return report_;
}

std::size_t HardAgent::search(const Observation& obs, const std::vector<MoveLine>& choices,
                              Rng& rng, Clock::time_point start, ThinkControl* control) {
  memory_.update(obs);
  // What the simulated players remember when a playout or the endgame search starts.
  std::array<std::uint8_t, kMaxSeats> voids{};
  for (int s = 0; s < obs.players; ++s)
    voids[static_cast<std::size_t>(s)] = memory_.publicVoids(s);
  policy_.setStartMemory(voids, HeuristicTable::from(obs).declaredBy);
  determinizer_.prepare(obs, &memory_);
  evidence_.prepare(obs, kEvidencePlays, &memory_);
  learnOpponents(obs);
  if (EndgameSolver::applies(obs, kEndgameStock))
    if (auto solved = solveEndgame(obs, choices, rng, start, control)) return *solved;

  return searchByPlayouts(obs, choices, rng, start, control);
}

bool HardAgent::mustStop(Clock::time_point start, ThinkControl* control) {
  if (control && control->cancel.load(std::memory_order_relaxed)) {
    report_.cancelled = true;
    return true;
  }
  if (report_.worlds == 0) return false;  // every search plays at least one deal
  if (config_.maxWork > 0 && workSoFar() > config_.maxWork) {
    report_.workCapped = true;
    return true;
  }
  if (config_.maxMillis > 0 && (report_.worlds & 3) == 0 &&
      millisSince(start) > config_.maxMillis) {
    report_.timedOut = true;
    return true;
  }
  return false;
}

std::size_t HardAgent::searchByPlayouts(const Observation& obs,
                                        const std::vector<MoveLine>& choices, Rng& rng,
                                        Clock::time_point start, ThinkControl* control) {
  const int k = static_cast<int>(choices.size());
  std::vector<double> sum(choices.size(), 0.0);
  std::vector<int> n(choices.size(), 0);
  std::vector<int> alive(choices.size());
  std::iota(alive.begin(), alive.end(), 0);
  int rounds = 0;
  while ((1 << rounds) < k)
    ++rounds;
  const int budget = std::max(config_.playouts, k);
  bool stop = false;
  const int seat = obs.seat;

  for (int round = 0; round < rounds && !stop && alive.size() > 1; ++round) {
    const int worlds = std::max(1, budget / (rounds * static_cast<int>(alive.size())));
    for (int w = 0; w < worlds; ++w) {
      if (mustStop(start, control)) {
        stop = true;
        break;
      }
      const GameState world = sampleWorld(obs, rng);
      const std::uint64_t playoutSeed = rng.next();
      for (int index : alive) {
        GameState state = world;
        Rng playoutRng(playoutSeed);
        double u = 0.0;
        if (playLine(state, seat, choices[static_cast<std::size_t>(index)])) {
          const int steps = policy_.playOut(state, playoutRng, kMaxPlayoutSteps, seat);
          report_.steps += steps >= 0 ? steps : kMaxPlayoutSteps;
          u = utility(state, obs, steps >= 0);
        }
        sum[static_cast<std::size_t>(index)] += u;
        ++n[static_cast<std::size_t>(index)];
        ++report_.playouts;
      }
      ++report_.worlds;
      if (control && control->progress && (report_.worlds & 15) == 0)
        control->progress(std::min(1.0, static_cast<double>(report_.playouts) / budget));
    }
    // Keep the better half; every survivor has been judged on exactly the same deals.
    std::stable_sort(alive.begin(), alive.end(), [&](int a, int b) {
      const auto ia = static_cast<std::size_t>(a);
      const auto ib = static_cast<std::size_t>(b);
      const double ma = n[ia] ? sum[ia] / n[ia] : -1.0;
      const double mb = n[ib] ? sum[ib] / n[ib] : -1.0;
      return ma > mb;
    });
    if (!stop) alive.resize((alive.size() + 1) / 2);
  }

  const int best = alive.empty() ? 0 : alive.front();
  report_.choices = k;
  recordChoices(choices);
  report_.samples = n;
  report_.means.resize(choices.size());
  for (std::size_t i = 0; i < choices.size(); ++i)
    report_.means[i] = n[i] ? sum[i] / n[i] : 0.0;
  closeReport(start);
  if (control && control->progress) control->progress(1.0);
  return static_cast<std::size_t>(best);
}

}  // namespace ochos::ai
