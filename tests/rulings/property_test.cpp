// Property tests: random hands across every profile (built-in and fixture) and every allowed
// combination of its variants, checking the engine's invariants after every action.
//
// OCHOS_SOAK_HANDS=<n> plays n hands instead of the default 100,000 (the engine_soak target in
// tests/soak plays ten million); OCHOS_PROPERTY_SEED=<n> changes the seeds.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "rulings_support.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::engine {
namespace {

using test::everyProfileAndVariantCombination;
using Profile = test::ProfileCombo;

long envNumber(const char* name, long fallback) {
  const char* text = std::getenv(name);
  if (text == nullptr || *text == '\0') return fallback;
  return std::strtol(text, nullptr, 10);
}

// Cheap fields that any change of the state touches.
struct Digest {
  std::array<CardSet, kMaxSeats> hands{};
  std::array<int, kMaxSeats> scores{};
  int stock = 0, discard = 0, current = 0, pending = 0, draws = 0, unannounced = 0, dir = 0;
  Phase phase{};
  Suit suit{};
  bool declared = false;
  Card top;
  bool operator==(const Digest&) const = default;
};

Digest digest(const GameState& s) {
  Digest d;
  for (int seat = 0; seat < s.players(); ++seat) {
    d.hands[static_cast<std::size_t>(seat)] = s.hand(seat);
    d.scores[static_cast<std::size_t>(seat)] = s.score(seat);
  }
  d.stock = s.stockSize();
  d.discard = s.discardSize();
  d.current = s.currentPlayer();
  d.pending = s.pendingDraw();
  d.draws = s.drawsThisTurn();
  d.unannounced = s.unannouncedSeat();
  d.dir = s.direction();
  d.phase = s.phase();
  d.suit = s.activeSuit();
  d.declared = s.suitDeclared();
  d.top = s.topCard();
  return d;
}

class Driver {
 public:
  explicit Driver(std::uint64_t seed) : rng_(seed) {}

  // Plays one match (or at most `maxHands` hands of it); returns the hands played.
  int playMatch(const Profile& p, int players, std::uint64_t seed, int maxHands) {
    label_ = p.label + " players " + std::to_string(players) + " seed " + std::to_string(seed);
    MatchConfig config;
    config.players = players;
    config.seed = seed;
    const int mode = static_cast<int>(rng_.below(10));
    config.singleHand = mode == 0;
    if (mode >= 1 && mode <= 4) config.target = 1 + static_cast<int>(rng_.below(60));  // short
    if (rng_.below(2) == 0)
      config.firstDealer = static_cast<int>(rng_.below(static_cast<std::uint32_t>(players)));
    GameState s = GameState::newMatch(*p.rules, config, nullptr);
    const bool recordReplay = rng_.below(50) == 0;
    uniform_ = rng_.below(16) == 0;
    std::vector<LoggedAction> played;
    int hands = 0;
    for (;;) {
      ++hands;
      if (!playHand(s, recordReplay ? &played : nullptr)) return hands;
      if (s.phase() == Phase::MatchOver || hands >= maxHands) break;
      if (recordReplay) played.push_back({-1, Action::pass()});  // marks beginNextHand
      const int dealerBefore = s.dealer();
      s.beginNextHand(nullptr);
      checkNewHand(s, dealerBefore);
    }
    if (recordReplay) checkReplay(p, config, played, s);
    return hands;
  }

  long actions() const { return actions_; }
  long illegalTried() const { return illegalTried_; }
  long blocked() const { return blocked_; }
  long tieBreaks() const { return tieBreaks_; }
  long catches() const { return catches_; }
  long capped() const { return capped_; }
  int maxSteps() const { return maxSteps_; }

 private:
  // Returns false after a failure (the test has recorded it).
  bool playHand(GameState& s, std::vector<LoggedAction>* record) {
    std::array<int, kMaxSeats> before{};
    for (int seat = 0; seat < s.players(); ++seat)
      before[static_cast<std::size_t>(seat)] = s.score(seat);
    constexpr int kStepBound = 400000;
    for (int step = 0; s.phase() == Phase::Playing || s.phase() == Phase::DealerDeclares; ++step) {
      if (step >= kStepBound) {
        ADD_FAILURE() << label_ << ": the hand did not end within " << kStepBound << " actions\n"
                      << test::fingerprint(s);
        return false;
      }
      stepsThisHand_ = step;
      if (!checkInvariants(s)) return false;
      if (rng_.below(8) == 0 && !tryIllegal(s, record)) return false;
      int seat = 0;
      Action a;
      if (!chooseAction(s, seat, a)) return false;
      const ApplyResult r = s.apply(seat, a, nullptr);
      ++actions_;
      if (!r.accepted) {
        ADD_FAILURE() << label_ << ": a legal action was refused: seat " << seat << " "
                      << describe(a) << ": " << explain(r.refusal);
        return false;
      }
      if (record != nullptr) record->push_back({seat, a});
      if (!s.cardsAccountedFor()) {
        ADD_FAILURE() << label_ << ": cards not accounted for after " << describe(a);
        return false;
      }
    }
    maxSteps_ = std::max(maxSteps_, stepsThisHand_);
    return checkHandEnd(s, before);
  }

  bool checkInvariants(const GameState& s) {
    const RuleSet& rules = s.rules();
    if (s.phase() == Phase::DealerDeclares) return true;
    const int cur = s.currentPlayer();
    if (!s.inHand(cur)) {
      ADD_FAILURE() << label_ << ": the current player is not in the hand";
      return false;
    }
    ActionList list;
    s.legalActions(cur, list);
    if (list.empty()) {
      ADD_FAILURE() << label_ << ": the current player has nothing to do";
      return false;
    }
    // The engine ends a turn by itself when passing is all there is to do, unless a forgotten
    // last card can still be caught.
    if (s.unannouncedSeat() < 0 && list.size() == 1 && list[0].type == ActionType::Pass) {
      ADD_FAILURE() << label_ << ": a turn whose only action is Pass was not passed automatically";
      return false;
    }
    // With nothing to draw, only a player who cannot play passes (common rules, R2), unless
    // the rules let anyone pass then.
    bool mayPass = false, mayPlay = false;
    for (const Action& a : list) {
      mayPass = mayPass || a.type == ActionType::Pass;
      mayPlay = mayPlay || a.type == ActionType::Play;
    }
    const bool passAnyway = s.rules().emptyStockPass == EmptyStockPass::Always && !s.canDrawCard();
    if (mayPass && mayPlay && s.drawsThisTurn() == 0 && !s.continuingRank() && !passAnyway) {
      ADD_FAILURE() << label_ << ": a pass is offered at the start of a turn with a card to play";
      return false;
    }
    for (const Action& a : list) {
      if (!s.isLegal(cur, a)) {
        ADD_FAILURE() << label_ << ": listed but not legal: " << describe(a);
        return false;
      }
      if (a.type == ActionType::Play && !s.hand(cur).contains(a.card)) {
        ADD_FAILURE() << label_ << ": plays a card not in the hand";
        return false;
      }
    }
    if (s.pendingDraw() > 0 && !rules.hasActionCards()) {
      ADD_FAILURE() << label_ << ": a draw penalty without draw cards";
      return false;
    }
    if (s.unannouncedSeat() >= 0 && s.hand(s.unannouncedSeat()).size() != 1 &&
        !(rules.multipleSameRank && s.unannouncedSeat() == cur)) {
      ADD_FAILURE() << label_ << ": an unannounced last card with "
                    << s.hand(s.unannouncedSeat()).size() << " cards";
      return false;
    }
    if (rng_.below(64) == 0) {  // what a seat sees is its own hand and public counts
      const int seat = static_cast<int>(rng_.below(static_cast<std::uint32_t>(s.players())));
      Observation o;
      s.observe(seat, o);
      int total = o.stockSize + static_cast<int>(o.discard.size());
      for (int i = 0; i < s.players(); ++i)
        total += o.handSizes[static_cast<std::size_t>(i)];
      if (!(o.hand == s.hand(seat)) || total != s.deckSize() ||
          (seat != cur && o.lastDrawn.isKnown()) || o.pendingDraw != s.pendingDraw()) {
        ADD_FAILURE() << label_ << ": the observation of seat " << seat << " is wrong";
        return false;
      }
    }
    return true;
  }

  bool chooseAction(const GameState& s, int& seat, Action& a) {
    ActionList list;
    if (s.phase() == Phase::DealerDeclares) {
      seat = s.dealer();
      s.legalActions(seat, list);
      a = list[static_cast<int>(rng_.below(static_cast<std::uint32_t>(list.size())))];
      return true;
    }
    // Out of turn: announce a forgotten last card, or catch it (R13).
    const int offender = s.unannouncedSeat();
    if (offender >= 0 && rng_.below(3) == 0) {
      const int who = static_cast<int>(rng_.below(static_cast<std::uint32_t>(s.players())));
      ActionList out;
      s.legalActions(who, out);
      for (const Action& x : out) {
        if (x.type == ActionType::Announce || x.type == ActionType::Catch) {
          seat = who;
          a = x;
          if (x.type == ActionType::Catch) ++catches_;
          return true;
        }
      }
    }
    seat = s.currentPlayer();
    s.legalActions(seat, list);
    // Only the current player's own turn actions, not its catch.
    ActionList turn;
    for (const Action& x : list)
      if (x.type != ActionType::Catch && x.type != ActionType::Announce) turn.push(x);
    if (turn.empty()) {
      ADD_FAILURE() << label_ << ": no turn action for the current player";
      return false;
    }
    // Mostly a random card when one may be played (hands stay short), sometimes any action
    // uniformly (long hands, many reshuffles).
    int plays = 0;
    for (const Action& x : turn)
      plays += x.type == ActionType::Play ? 1 : 0;
    if (plays > 0 && plays < turn.size() && !uniform_ && rng_.below(8) != 0) {
      int pick = static_cast<int>(rng_.below(static_cast<std::uint32_t>(plays)));
      for (const Action& x : turn)
        if (x.type == ActionType::Play && pick-- == 0) a = x;
    } else {
      a = turn[static_cast<int>(rng_.below(static_cast<std::uint32_t>(turn.size())))];
    }
    if (a.announce && rng_.below(4) == 0) a.announce = false;  // forgot to say "last card"
    return true;
  }

  // A random action that is not legal must be refused with a reason and change nothing.
  bool tryIllegal(GameState& s, std::vector<LoggedAction>* record) {
    Action a;
    const int seat = static_cast<int>(rng_.below(static_cast<std::uint32_t>(s.players() + 1))) -
                     (rng_.below(16) == 0 ? 1 : 0);
    const int type = static_cast<int>(rng_.below(6));
    a.type = static_cast<ActionType>(type);
    a.card = Card::fromCode(static_cast<std::uint8_t>(rng_.below(kMaxCards)));
    if (rng_.below(2) == 0 && seat >= 0 && seat < s.players() && !s.hand(seat).empty())
      a.card = s.hand(seat).nth(
          static_cast<int>(rng_.below(static_cast<std::uint32_t>(s.hand(seat).size()))));
    a.suit = static_cast<Suit>(rng_.below(4));
    if (rng_.below(64) == 0) {  // malformed: no such card or suit
      a.card = Card::fromCode(static_cast<std::uint8_t>(kMaxCards + rng_.below(256 - kMaxCards)));
      a.type = ActionType::Play;
    }
    if (rng_.below(64) == 0) a.suit = static_cast<Suit>(4 + rng_.below(252));
    a.announce = rng_.below(3) == 0;
    a.target = static_cast<std::uint8_t>(rng_.below(static_cast<std::uint32_t>(s.players())));
    if (s.isLegal(seat, a)) return true;
    ++illegalTried_;
    const Digest d = digest(s);
    const bool full = rng_.below(32) == 0;
    const std::string print = full ? test::fingerprint(s) : std::string();
    EventLog events;
    const ApplyResult r = s.apply(seat, a, &events);
    if (r.accepted || !r.refusal || explain(r.refusal).empty()) {
      ADD_FAILURE() << label_ << ": illegal " << describe(a) << " by " << seat
                    << (r.accepted ? " was accepted" : " has no reason");
      return false;
    }
    const bool penalty = !events.empty() && events.front().type == EventType::IllegalPlayPenalty;
    if (penalty) {  // R3's opt-in table penalty: the card stays, a card is drawn
      if (s.rules().illegalPlayPenalty == 0 || !s.hand(seat).contains(a.card) ||
          !s.cardsAccountedFor()) {
        ADD_FAILURE() << label_ << ": wrong table penalty";
        return false;
      }
      if (record != nullptr) record->push_back({seat, a});  // it changed the game
      return true;
    }
    if (!events.empty() || !(d == digest(s)) || (full && print != test::fingerprint(s))) {
      ADD_FAILURE() << label_ << ": refused " << describe(a) << " by " << seat
                    << " changed the state";
      return false;
    }
    return true;
  }

  // Scores add up (R6, R8, winner collects, blocked in both modes, finish multiplier).
  bool checkHandEnd(const GameState& s, const std::array<int, kMaxSeats>& before) {
    const RuleSet& rules = s.rules();
    const int winner = s.lastHandWinner();
    std::array<int, kMaxSeats> expected{};
    std::array<int, kMaxSeats> value{};
    int low = std::numeric_limits<int>::max();
    int lowCount = 0;
    int lowSeat = -1;
    for (int seat = 0; seat < s.players(); ++seat) {
      if (!s.inHand(seat)) continue;
      value[static_cast<std::size_t>(seat)] = s.handValue(seat);
      if (value[static_cast<std::size_t>(seat)] < low) {
        low = value[static_cast<std::size_t>(seat)];
        lowCount = 0;
        lowSeat = seat;
      }
      if (value[static_cast<std::size_t>(seat)] == low) ++lowCount;
    }
    const bool collects = rules.scoring == ScoringMode::WinnerCollects;
    if (winner >= 0) {
      if (!s.hand(winner).empty() || !s.inHand(winner)) {
        ADD_FAILURE() << label_ << ": the hand winner still holds cards";
        return false;
      }
      const bool bonus = (rules.finishBonusRanks >> static_cast<int>(s.topCard().rank())) & 1U;
      const int mult = bonus ? rules.finishMultiplier : 1;
      for (int seat = 0; seat < s.players(); ++seat) {
        if (!s.inHand(seat) || seat == winner) continue;
        const int owed = value[static_cast<std::size_t>(seat)] * mult;
        expected[static_cast<std::size_t>(collects ? winner : seat)] += owed;
      }
    } else {
      ++blocked_;
      if (s.turnsThisHand() > GameState::kMaxTurnsPerHand) ++capped_;
      if (s.canDrawCard() && s.turnsThisHand() <= GameState::kMaxTurnsPerHand) {
        ADD_FAILURE() << label_ << ": blocked although a card could be drawn";
        return false;
      }
      for (int seat = 0; seat < s.players(); ++seat) {
        if (!s.inHand(seat)) continue;
        const int diff = value[static_cast<std::size_t>(seat)] - low;
        if (!collects)
          expected[static_cast<std::size_t>(seat)] += diff;
        else if (lowCount == 1)
          expected[static_cast<std::size_t>(lowSeat)] += diff;
      }
    }
    for (int seat = 0; seat < s.players(); ++seat) {
      const int got = s.score(seat) - before[static_cast<std::size_t>(seat)];
      if (got != expected[static_cast<std::size_t>(seat)]) {
        ADD_FAILURE() << label_ << ": seat " << seat << " scored " << got << ", expected "
                      << expected[static_cast<std::size_t>(seat)]
                      << (winner < 0 ? " (blocked)" : "");
        return false;
      }
    }
    // The match: over exactly when a target is reached (or a quick game), with the best total.
    bool reached = false;
    for (int seat = 0; seat < s.players(); ++seat)
      reached = reached || s.score(seat) >= s.target();
    const bool lowestWins = rules.scoring == ScoringMode::PenaltyPoints;
    if (s.phase() == Phase::MatchOver) {
      const int w = s.matchWinner();
      if (w < 0 || w >= s.players() ||
          (!s.singleHand() && !reached && s.participants() == (1U << s.players()) - 1U)) {
        ADD_FAILURE() << label_ << ": the match ended without reaching the target";
        return false;
      }
      if (!s.singleHand()) {
        for (int seat = 0; seat < s.players(); ++seat) {
          if (!s.inHand(seat)) continue;
          const bool better = lowestWins ? s.score(seat) < s.score(w) : s.score(seat) > s.score(w);
          if (better) {
            ADD_FAILURE() << label_ << ": the match winner does not have the best total";
            return false;
          }
        }
      } else if (winner >= 0 && w != winner) {
        ADD_FAILURE() << label_ << ": a quick game is won by whoever goes out";
        return false;
      }
    } else if (s.phase() == Phase::HandOver) {
      // And the converse: a target reached ends the match, unless the best total is shared
      // (R7: the tied players play an extra hand).
      if (!s.singleHand() && (reached || s.participants() != (1U << s.players()) - 1U) &&
          !bestTotalShared(s, lowestWins)) {
        ADD_FAILURE() << label_ << ": the target was reached by one best total, yet the match "
                      << "goes on";
        return false;
      }
      ActionList list;
      for (int seat = 0; seat < s.players(); ++seat) {
        s.legalActions(seat, list);
        if (!list.empty()) {
          ADD_FAILURE() << label_ << ": actions after the hand ended";
          return false;
        }
      }
    }
    return true;
  }

  // Whether two or more of the hand's players share the best total.
  static bool bestTotalShared(const GameState& s, bool lowestWins) {
    int best = 0, holders = 0;
    for (int seat = 0; seat < s.players(); ++seat) {
      if (!s.inHand(seat)) continue;
      const int total = s.score(seat);
      if (holders == 0 || (lowestWins ? total < best : total > best)) {
        best = total;
        holders = 1;
      } else if (total == best) {
        ++holders;
      }
    }
    return holders > 1;
  }

  void checkNewHand(const GameState& s, int dealerBefore) {
    if (s.participants() != (1U << s.players()) - 1U) ++tieBreaks_;
    // Nothing of the last hand's final turn carries over.
    if (s.phase() == Phase::DealerDeclares) {
      EXPECT_FALSE(s.continuingRank()) << label_;
      EXPECT_FALSE(s.lastDrawn().isKnown()) << label_;
      EXPECT_EQ(s.drawsThisTurn(), 0) << label_;
    }
    EXPECT_TRUE(s.cardsAccountedFor()) << label_;
    EXPECT_TRUE(s.inHand(s.dealer())) << label_;
    EXPECT_NE(s.dealer(), dealerBefore) << label_;
    // A new hand starts clockwise, unless its start card reversed the direction (R14).
    const bool reversed = s.rules().effect(s.topCard().rank()).reverse && s.playersInHand() > 2 &&
                          s.rules().startAction == StartAction::Applies;
    EXPECT_EQ(s.direction(), reversed ? -1 : 1) << label_;
    const int perHand = s.rules().handSizeFor(s.playersInHand());
    for (int seat = 0; seat < s.players(); ++seat) {
      if (!s.inHand(seat)) continue;
      EXPECT_EQ(s.hand(seat).size(), perHand) << label_;
    }
  }

  void checkReplay(const Profile& p, const MatchConfig& config,
                   const std::vector<LoggedAction>& played, const GameState& end) {
    GameState again = GameState::newMatch(*p.rules, config, nullptr);
    for (const LoggedAction& la : played) {
      if (la.seat < 0) {
        again.beginNextHand(nullptr);
        continue;
      }
      EventLog events;
      const ApplyResult r = again.apply(la.seat, la.action, &events);
      ASSERT_TRUE(r.accepted || events.front().type == EventType::IllegalPlayPenalty)
          << label_ << ": replay refused " << describe(la.action);
    }
    EXPECT_EQ(test::fingerprint(again), test::fingerprint(end)) << label_ << ": replay differs";
  }

  Rng rng_;
  bool uniform_ = false;
  std::string label_;
  int stepsThisHand_ = 0;
  int maxSteps_ = 0;
  long capped_ = 0;
  long actions_ = 0;
  long illegalTried_ = 0;
  long blocked_ = 0;
  long tieBreaks_ = 0;
  long catches_ = 0;
};

TEST(Property, RandomHandsKeepEveryInvariant) {
  const std::vector<Profile> profiles = everyProfileAndVariantCombination();
  ASSERT_GE(profiles.size(), 100U) << "every profile and variant combination";
  const long target = envNumber("OCHOS_SOAK_HANDS", 100000);
  const auto seedBase = static_cast<std::uint64_t>(envNumber("OCHOS_PROPERTY_SEED", 1));
  Driver driver(seedBase);
  long hands = 0;
  std::vector<long> handsPerProfile(profiles.size());
  const auto start = std::chrono::steady_clock::now();
  for (std::uint64_t match = 0; hands < target && !HasFailure(); ++match) {
    const std::size_t which = match % profiles.size();
    const Profile& p = profiles[which];
    const int span = p.rules->maxPlayers - p.rules->minPlayers + 1;
    const int players = p.rules->minPlayers + static_cast<int>((match / profiles.size()) %
                                                               static_cast<std::uint64_t>(span));
    const int played = driver.playMatch(p, players, seedBase * 1000003ULL + match, 6);
    hands += played;
    handsPerProfile[which] += played;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "[ property ] %ld hands, %ld actions (at most %d in a hand), %ld illegal tries, "
      "%ld blocked (%ld by the turn limit), %ld extra hands, %ld catches, %zu rule sets, "
      "%.1f s\n",
      hands, driver.actions(), driver.maxSteps(), driver.illegalTried(), driver.blocked(),
      driver.capped(), driver.tieBreaks(), driver.catches(), profiles.size(), seconds);
  EXPECT_GE(hands, target);
  // The paths the invariants are about were taken: a run that never catches, blocks or breaks a
  // tie proves nothing about them.
  EXPECT_GT(driver.catches(), 0) << "no forgotten last card was caught (R13)";
  EXPECT_GT(driver.blocked(), 0) << "no hand was blocked (R2)";
  EXPECT_GT(driver.tieBreaks(), 0) << "no extra hand broke a tie (R7)";
  EXPECT_GT(driver.illegalTried(), 0) << "no illegal action was tried";
  for (std::size_t i = 0; i < profiles.size(); ++i)
    EXPECT_GT(handsPerProfile[i], 0) << profiles[i].label;
}

}  // namespace
}  // namespace ochos::engine
