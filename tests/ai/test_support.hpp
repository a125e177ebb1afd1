#pragma once
// Shared helpers for the AI tests and the strength benchmark: rule sets written out by hand
// (they follow RULES.md, so the AI can be tested without the JSON loader), and a driver that
// plays hands between agents the way the simulator does.

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
#ifndef OCHOS_NO_PROFILE_LOADER
#include "ochos/rules/profile_library.hpp"
#endif

// tests/data, wherever the build put us (the benchmark target does not define it).
#ifndef OCHOS_TEST_DATA_DIR
#define OCHOS_TEST_DATA_DIR \
  (std::string(__FILE__).substr(0, std::string(__FILE__).find_last_of("/\\")) + "/../data")
#endif

namespace ochos::testing {

// The game a test-only peeking agent may look into (see peeking_agent.hpp); set by playHand.
inline const Game*& peekedGame() {
  static const Game* game = nullptr;
  return game;
}

// GameState keeps a plain pointer to its rules (so that it stays trivially copyable), and tests
// often write `GameState::newMatch(*ochosLocos(), ...)`. Every rule set handed out here lives
// until the process ends, so that pattern is safe.
inline std::shared_ptr<const RuleSet> keptAlive(std::shared_ptr<const RuleSet> rules) {
  static std::vector<std::shared_ptr<const RuleSet>> all;
  if (rules) all.push_back(rules);
  return rules;
}

inline void standardValues(RuleSet& r) {
  for (int rank = 1; rank <= kRankCount; ++rank)
    r.cardValue[static_cast<std::size_t>(rank)] = static_cast<std::int16_t>(rank);
  r.cardValue[static_cast<std::size_t>(Rank::Ace)] = 1;
  r.cardValue[static_cast<std::size_t>(Rank::Eight)] = 50;
  r.cardValue[static_cast<std::size_t>(Rank::Jack)] = 10;
  r.cardValue[static_cast<std::size_t>(Rank::Queen)] = 10;
  r.cardValue[static_cast<std::size_t>(Rank::King)] = 10;
}

inline RankEffect& effect(RuleSet& r, Rank rank) {
  return r.effects[static_cast<std::size_t>(rank)];
}

// Seed 000, no variants.
inline std::shared_ptr<const RuleSet> ochosLocos(bool actionCards = false) {
  auto r = std::make_shared<RuleSet>();
  r->id = actionCards ? "ochos-locos+action_cards" : "ochos-locos";
  r->name = "Ochos Locos";
  r->minPlayers = 2;
  r->maxPlayers = 5;
  r->handSize.fill(7);
  effect(*r, Rank::Eight).wild = true;
  r->mustPlayIfAble = true;
  r->maxDrawsPerTurn = 1;
  r->afterDraw = AfterDraw::DrawnCardOnly;
  r->lastCard = LastCardRule::Automatic;
  r->lastCardPenalty = 2;
  r->scoring = ScoringMode::PenaltyPoints;
  r->target = 100;
  standardValues(*r);
  if (actionCards) {
    effect(*r, Rank::Jack).skip = true;
    effect(*r, Rank::Queen).reverse = true;
    effect(*r, Rank::Two).draw = 2;
    effect(*r, Rank::Two).answersDraw = true;
    r->activeVariants = {"action_cards"};
  }
  return keptAlive(r);
}

// Seed 001, no variants.
inline std::shared_ptr<const RuleSet> crazyEights() {
  auto r = std::make_shared<RuleSet>();
  r->id = "crazy-eights";
  r->minPlayers = 2;
  r->maxPlayers = 7;
  r->twoDecksFromPlayers = 6;
  r->handSize.fill(5);
  r->handSize[2] = 7;
  effect(*r, Rank::Eight).wild = true;
  r->mustPlayIfAble = false;
  r->maxDrawsPerTurn = 0;
  r->stopDrawingWhenPlayable = true;
  r->mustPlayDrawnCard = true;
  r->lastCard = LastCardRule::None;
  r->scoring = ScoringMode::WinnerCollects;
  r->targetPerPlayer = 50;
  standardValues(*r);
  return keptAlive(r);
}

// German standard Mau-Mau (32 cards).
inline std::shared_ptr<const RuleSet> mauMau() {
  auto r = std::make_shared<RuleSet>();
  r->id = "mau-mau";
  r->rankMask = 0;
  for (Rank k : {Rank::Ace, Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten, Rank::Jack,
                 Rank::Queen, Rank::King})
    r->rankMask = static_cast<std::uint16_t>(r->rankMask | (1U << static_cast<int>(k)));
  r->twoDecksFromPlayers = 6;
  r->minPlayers = 2;
  r->maxPlayers = 5;
  r->handSize.fill(5);
  effect(*r, Rank::Jack).wild = true;
  r->wildOnWild = false;
  effect(*r, Rank::Seven).draw = 2;
  effect(*r, Rank::Seven).answersDraw = true;
  effect(*r, Rank::Eight).skip = true;
  r->mustPlayIfAble = false;
  r->maxDrawsPerTurn = 1;
  r->afterDraw = AfterDraw::DrawnCardOnly;
  r->startWild = StartWild::OwnSuitStands;
  r->startAction = StartAction::Applies;
  r->lastCard = LastCardRule::Challenge;
  r->lastCardPenalty = 1;
  r->scoring = ScoringMode::PenaltyPoints;
  r->target = 100;
  for (int rank = 1; rank <= kRankCount; ++rank)
    r->cardValue[static_cast<std::size_t>(rank)] = static_cast<std::int16_t>(rank);
  r->cardValue[static_cast<std::size_t>(Rank::Jack)] = 20;
  r->cardValue[static_cast<std::size_t>(Rank::Ace)] = 11;
  r->cardValue[static_cast<std::size_t>(Rank::Queen)] = 10;
  r->cardValue[static_cast<std::size_t>(Rank::King)] = 10;
  return keptAlive(r);
}

// The engine issue's fixture: draw up to 5, voluntary draws, any playable card after a draw, no
// reshuffle, blocked when everyone passes.
inline std::shared_ptr<const RuleSet> fixtureDrawFive() {
  auto r = std::make_shared<RuleSet>();
  r->id = "fixture-draw-five";
  r->minPlayers = 2;
  r->maxPlayers = 5;
  r->handSize.fill(5);
  r->handSize[2] = 7;
  effect(*r, Rank::Eight).wild = true;
  r->mustPlayIfAble = false;
  r->maxDrawsPerTurn = 5;
  r->stopDrawingWhenPlayable = false;
  r->afterDraw = AfterDraw::AnyPlayable;
  r->emptyStock = EmptyStock::Pass;
  r->lastCard = LastCardRule::None;
  r->scoring = ScoringMode::PenaltyPoints;
  r->target = 100;
  standardValues(*r);
  return keptAlive(r);
}

#ifndef OCHOS_NO_PROFILE_LOADER
// A profile as shipped (resources/profiles) or as a test fixture (tests/data/profiles), through
// the real loader. Null when it is missing or broken.
inline std::shared_ptr<const RuleSet> loadProfile(const std::string& id,
                                                  const std::vector<std::string>& variants = {}) {
  const std::string data = std::string(OCHOS_TEST_DATA_DIR);
  for (const std::string& dir : {data + "/profiles/", data + "/../../resources/profiles/"}) {
    const auto result = rules::loadRuleSetFile(dir + id + ".json", variants);
    if (result) return keptAlive(result.rules);
  }
  return nullptr;
}
#endif

// The rule sets the tests and the benchmark use by name: the shipped JSON profile when the loader
// is linked in, else the hand-written equivalent above. "<id>+<variant>" adds a variant.
inline std::shared_ptr<const RuleSet> profileByName(const std::string& name) {
#ifndef OCHOS_NO_PROFILE_LOADER
  {
    std::string id = name;
    std::vector<std::string> variants;
    if (name == "ochos-locos-action") {
      id = "ochos-locos";
      variants = {"action_cards"};
    }
    for (auto plus = id.find('+'); plus != std::string::npos; plus = id.find('+')) {
      std::string rest = id.substr(plus + 1);
      id.resize(plus);
      const auto next = rest.find('+');
      variants.push_back(rest.substr(0, next));
      if (next != std::string::npos) id += rest.substr(next);
    }
    if (auto loaded = loadProfile(id, variants)) return loaded;
  }
#endif
  if (name == "ochos-locos") return ochosLocos();
  if (name == "ochos-locos-action") return ochosLocos(true);
  if (name == "crazy-eights") return crazyEights();
  if (name == "mau-mau") return mauMau();
  if (name == "fixture-draw-five") return fixtureDrawFive();
  return nullptr;
}

// Out-of-turn moves under the engine's one protocol, as the game and ochos-sim play them.
inline void offerReactions(Game& game, std::vector<ai::Agent*>& agents, Observation& scratch) {
  playReactions(
      game,
      [&](int seat, const Observation& view) {
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
inline HandResult playHand(const std::shared_ptr<const RuleSet>& rules,
                           std::vector<ai::Agent*> agents, std::uint64_t seed, int firstDealer,
                           std::vector<std::vector<double>>* timing = nullptr,
                           std::vector<std::vector<double>>* cpuTiming = nullptr) {
  MatchConfig config;
  config.players = static_cast<int>(agents.size());
  config.seed = seed;
  config.singleHand = true;
  config.firstDealer = firstDealer;
  Game game(rules, config);
  peekedGame() = &game;
  for (std::size_t s = 0; s < agents.size(); ++s)
    agents[s]->newMatch(static_cast<int>(s));
  Observation obs;
  HandResult result;
  int guard = 0;
  while (
      (game.state().phase() == Phase::Playing || game.state().phase() == Phase::DealerDeclares) &&
      guard++ < 5000) {
    offerReactions(game, agents, obs);
    const int seat = game.state().phase() == Phase::DealerDeclares ? game.state().dealer()
                                                                   : game.state().currentPlayer();
    game.observe(seat, obs);
    const auto start = std::chrono::steady_clock::now();
    const double cpuStart = threadCpuMillis();
    const Action action = agents[static_cast<std::size_t>(seat)]->act(obs);
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
  GameState state;
  Observation obs;
};

// Where the cards no hand holds go: shuffled into the stock, or under `top` on the discard pile
// (an empty stock, as late in a hand without reshuffles).
enum class RestOfDeck { Stock, Pile };

inline Position makePosition(const std::shared_ptr<const RuleSet>& rules,
                             const std::vector<Card>& mine, const std::vector<Card>& theirs,
                             Card top, Suit active, std::uint64_t seed = 1,
                             RestOfDeck rest = RestOfDeck::Stock) {
  Observation o;
  o.rules = rules.get();
  o.seat = 0;
  o.players = 2;
  o.participants = 0b11;
  o.phase = Phase::Playing;
  o.currentPlayer = 0;
  o.dealer = 1;
  o.handNumber = 1;
  o.target = rules->targetFor(2);
  o.deckSize = rules->deckSizeFor(2);
  for (Card c : mine)
    o.hand.add(c);
  o.topCard = top;
  o.activeSuit = active;
  o.suitDeclared = rules->effect(top.rank()).wild && active != top.suit();
  std::array<CardSet, kMaxSeats> hands{};
  for (Card c : theirs)
    hands[1].add(c);
  o.handSizes[0] = static_cast<int>(mine.size());
  o.handSizes[1] = static_cast<int>(theirs.size());
  std::vector<std::uint8_t> others;
  for (int code = 0; code < o.deckSize; ++code) {
    const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
    if (!rules->hasRank(c.rank()) || o.hand.contains(c) || hands[1].contains(c) || c == top)
      continue;
    others.push_back(c.code());
  }
  Rng rng(seed);
  rng.shuffle(others.begin(), others.end());
  std::vector<std::uint8_t> stock;
  if (rest == RestOfDeck::Stock) {
    stock = others;
  } else {
    for (std::uint8_t code : others)
      o.discard.push_back(Card::fromCode(code));
  }
  o.discard.push_back(top);
  o.stockSize = static_cast<int>(stock.size());
  Position p{
      GameState::fromObservation(o, hands, stock.data(), static_cast<int>(stock.size()), seed), {}};
  p.state.observe(0, p.obs);
  return p;
}

inline Card card(const char* code) {
  return *parseCard(code);
}

}  // namespace ochos::testing
