#pragma once
// Shared helpers for the AI tests and the strength benchmark: the shipped rule profiles through
// the real loader, and a driver that plays hands between agents under the engine's protocol.

#include <algorithm>
#include <chrono>
#include <ctime>
#include <memory>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/reactions.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"

// tests/data, wherever the build put us (the benchmark target does not define it).
#ifndef OCHOS_TEST_DATA_DIR
#define OCHOS_TEST_DATA_DIR \
  (std::string(__FILE__).substr(0, std::string(__FILE__).find_last_of("/\\")) + "/../data")
#endif

namespace ochos::testing {

// The game a test-only peeking agent may look into (see peeking_agent.hpp); set by playHand.
inline const engine::Game*& peekedGame() {
  static const engine::Game* game = nullptr;
  return game;
}

// Shows `game` to the peeking agents while it lives, and no longer: a pointer left behind would
// dangle once the game is gone.
class PeekAt {
 public:
  explicit PeekAt(const engine::Game& game) { peekedGame() = &game; }
  ~PeekAt() { peekedGame() = nullptr; }
  PeekAt(const PeekAt&) = delete;
  PeekAt& operator=(const PeekAt&) = delete;
};

// GameState keeps a plain pointer to its rules (so that it stays trivially copyable), and tests
// often write `GameState::newMatch(*ochosLocos(), ...)`. Every rule set handed out here lives
// until the process ends, so that pattern is safe.
inline std::shared_ptr<const engine::RuleSet> keptAlive(
    std::shared_ptr<const engine::RuleSet> rules) {
  static std::vector<std::shared_ptr<const engine::RuleSet>> all;
  if (rules) all.push_back(rules);
  return rules;
}

// A profile as shipped (resources/profiles) or as a test fixture (tests/data/profiles), through
// the real loader, with variants. Null when it is missing or broken.
inline std::shared_ptr<const engine::RuleSet> loadProfile(
    const std::string& id, const std::vector<std::string>& variants = {}) {
  const std::string data = std::string(OCHOS_TEST_DATA_DIR);
  for (const std::string& dir : {data + "/profiles/", data + "/../../resources/profiles/"}) {
    const auto result = rules::loadRuleSetFile(dir + id + ".json", variants);
    if (result) return keptAlive(result.rules);
  }
  return nullptr;
}

// The rule sets the tests and the benchmark use by name: "<id>" or "<id>+<variant>+…", a
// shipped profile or a fixture. Null for an unknown name.
inline std::shared_ptr<const engine::RuleSet> profileByName(const std::string& name) {
  std::string id = name;
  std::vector<std::string> variants;
  if (const auto plus = name.find('+'); plus != std::string::npos) {
    id = name.substr(0, plus);
    for (std::size_t from = plus + 1; from <= name.size();) {
      const auto next = std::min(name.find('+', from), name.size());
      variants.push_back(name.substr(from, next - from));
      from = next + 1;
    }
  }
  return loadProfile(id, variants);
}

// The presets the tests play most, loaded from resources/profiles.
inline std::shared_ptr<const engine::RuleSet> ochosLocos(bool actionCards = false) {
  return profileByName(actionCards ? "ochos-locos+action_cards" : "ochos-locos");
}
inline std::shared_ptr<const engine::RuleSet> crazyEights() {
  return profileByName("crazy-eights");
}
inline std::shared_ptr<const engine::RuleSet> mauMau() {
  return profileByName("mau-mau");
}
// The engine issue's fixture (tests/data/profiles): draw up to 5, voluntary draws, any playable
// card after a draw, no reshuffle, blocked when everyone passes.
inline std::shared_ptr<const engine::RuleSet> fixtureDrawFive() {
  return profileByName("fixture-draw-five");
}

// Out-of-turn moves under the engine's one protocol, as the game and ochos-sim play them.
inline void offerReactions(engine::Game& game, std::vector<ai::Agent*>& agents,
                           engine::Observation& scratch) {
  engine::playReactions(
      game,
      [&](int seat, const engine::Observation& view) {
        return agents[static_cast<std::size_t>(seat)]->react(view);
      },
      scratch);
}

// CPU time of the calling thread in milliseconds: decision times that a busy machine does not
// inflate (wall-clock time is what the GUI feels; both are reported).
inline double threadCpuMillis() {
#if defined(_WIN32)
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
#else
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
#endif
}

struct HandResult {
  int winner = -1;  // -1 blocked, -2 an agent returned an illegal action
  // Each seat's share of the hand win: 1 for the player who went out; in a blocked hand (R2) the
  // lowest hand value wins, tied lowest players share it (as ochos-sim counts it).
  std::vector<double> share;
  std::vector<int> points;  // what each seat scored this hand
  int decisions = 0;
};

// Plays one hand (a single-hand game) with the given agents; `timing` collects decision times in
// milliseconds per seat when given.
inline HandResult playHand(const std::shared_ptr<const engine::RuleSet>& rules,
                           std::vector<ai::Agent*> agents, std::uint64_t seed, int firstDealer,
                           std::vector<std::vector<double>>* timing = nullptr,
                           std::vector<std::vector<double>>* cpuTiming = nullptr) {
  engine::MatchConfig config;
  config.players = static_cast<int>(agents.size());
  config.seed = seed;
  config.singleHand = true;
  config.firstDealer = firstDealer;
  engine::Game game(rules, config);
  const PeekAt peek(game);
  for (std::size_t s = 0; s < agents.size(); ++s)
    agents[s]->newMatch(static_cast<int>(s));
  engine::Observation obs;
  HandResult result;
  int guard = 0;
  while (game.state().handInPlay() && guard++ < 5000) {
    offerReactions(game, agents, obs);
    const int seat = game.state().currentPlayer();
    game.observe(seat, obs);
    const auto start = std::chrono::steady_clock::now();
    const double cpuStart = threadCpuMillis();
    const engine::Action action = agents[static_cast<std::size_t>(seat)]->act(obs);
    if (cpuTiming)
      (*cpuTiming)[static_cast<std::size_t>(seat)].push_back(threadCpuMillis() - cpuStart);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (timing) (*timing)[static_cast<std::size_t>(seat)].push_back(ms);
    ++result.decisions;
    if (!game.apply(seat, action)) {
      // An illegal action is a bug; the caller's checks report it. Play the first legal move on.
      game.apply(seat, obs.legal[0]);
      result.winner = -2;
    }
  }
  if (result.winner != -2) result.winner = game.state().lastHandWinner();
  result.share.assign(agents.size(), 0.0);
  if (result.winner >= 0) {
    result.share[static_cast<std::size_t>(result.winner)] = 1.0;
  } else {
    int lowest = 1 << 30;
    int tied = 0;
    for (std::size_t s = 0; s < agents.size(); ++s) {
      const int v = game.state().handValue(static_cast<int>(s));
      if (v < lowest) {
        lowest = v;
        tied = 1;
      } else if (v == lowest) {
        ++tied;
      }
    }
    for (std::size_t s = 0; s < agents.size(); ++s)
      if (game.state().handValue(static_cast<int>(s)) == lowest) result.share[s] = 1.0 / tied;
  }
  result.points.resize(agents.size());
  for (std::size_t s = 0; s < agents.size(); ++s)
    result.points[s] = game.state().score(static_cast<int>(s));
  return result;
}

}  // namespace ochos::testing

namespace ochos::testing {

// A two-player position on seat 0's turn: seat 0 holds `mine`, seat 1 `theirs`, `top` is on the
// discard pile (with `active` as its suit, declared when a wild is on top), and every other card
// of the deck is in a seeded order in the stock or under `top`. Returns seat 0's observation of
// the true state.
struct Position {
  engine::GameState state;
  engine::Observation obs;
};

// Where the cards no hand holds go: shuffled into the stock, or under `top` on the discard pile
// (an empty stock, as late in a hand without reshuffles).
enum class RestOfDeck { Stock, Pile };

inline Position makePosition(const std::shared_ptr<const engine::RuleSet>& rules,
                             const std::vector<engine::Card>& mine,
                             const std::vector<engine::Card>& theirs, engine::Card top,
                             engine::Suit active, std::uint64_t seed = 1,
                             RestOfDeck rest = RestOfDeck::Stock) {
  engine::Observation o;
  o.rules = rules.get();
  o.seat = 0;
  o.players = 2;
  o.participants = 0b11;
  o.phase = engine::Phase::Playing;
  o.currentPlayer = 0;
  o.dealer = 1;
  o.handNumber = 1;
  o.target = rules->targetFor(2);
  o.deckSize = rules->deckSizeFor(2);
  for (engine::Card c : mine)
    o.hand.add(c);
  o.topCard = top;
  o.activeSuit = active;
  o.suitDeclared = rules->effect(top.rank()).wild && active != top.suit();
  std::array<engine::CardSet, engine::kMaxSeats> hands{};
  for (engine::Card c : theirs)
    hands[1].add(c);
  o.handSizes[0] = static_cast<int>(mine.size());
  o.handSizes[1] = static_cast<int>(theirs.size());
  std::vector<std::uint8_t> others;
  for (int code = 0; code < o.deckSize; ++code) {
    const engine::Card c = engine::Card::fromCode(static_cast<std::uint8_t>(code));
    if (!rules->hasRank(c.rank()) || o.hand.contains(c) || hands[1].contains(c) || c == top)
      continue;
    others.push_back(c.code());
  }
  engine::Rng rng(seed);
  rng.shuffle(others.begin(), others.end());
  std::vector<std::uint8_t> stock;
  if (rest == RestOfDeck::Stock) {
    stock = others;
  } else {
    for (std::uint8_t code : others)
      o.discard.push_back(engine::Card::fromCode(code));
  }
  o.discard.push_back(top);
  o.stockSize = static_cast<int>(stock.size());
  Position p{engine::GameState::fromObservation(o, hands, stock.data(),
                                                static_cast<int>(stock.size()), seed),
             {}};
  p.state.observe(0, p.obs);
  return p;
}

inline engine::Card card(const char* code) {
  return *engine::parseCard(code);
}

}  // namespace ochos::testing
