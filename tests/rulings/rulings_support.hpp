#pragma once
// Helpers for the rulings tests: the built-in profiles (loaded through the rules part, so
// the tests also check that the profiles say what RULES.md says), rigged decks that set up an
// exact position, cards moved by hand to reach a later one, a table that applies actions and
// insists they are accepted, and a fingerprint of the whole state for "an illegal action changes
// nothing".

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "ochos/engine/game.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"
#include "positions.hpp"

namespace ochos::engine {

namespace test {

// --- cards -------------------------------------------------------------------------------------

inline Card card(std::string_view code) {
  const auto c = parseCard(code);
  if (!c) throw std::invalid_argument("bad card code in a test: " + std::string(code));
  return *c;
}

// "4S 9C KD 8H" -> cards (copy 0).
inline std::vector<Card> cards(std::string_view codes) {
  std::vector<Card> out;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word)
    out.push_back(card(word));
  return out;
}

inline std::string codes(const CardSet& set) {
  std::string out;
  set.forEach([&](Card c) {
    if (!out.empty()) out += ' ';
    out += cardCode(c);
  });
  return out;
}

// The same cards, by face, in a canonical order (for comparing hands regardless of copies).
inline std::string faces(const CardSet& set) {
  std::vector<std::string> names;
  set.forEach([&](Card c) { names.push_back(cardCode(c)); });
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names)
    out += (out.empty() ? "" : " ") + n;
  return out;
}
inline std::string faces(std::string_view list) {
  CardSet set;
  for (Card c : cards(list))
    set.add(c);
  return faces(set);
}

// --- profiles ----------------------------------------------------------------------------------

inline std::filesystem::path profileDir() {
  return std::filesystem::path(OCHOS_TEST_DATA_DIR) / ".." / ".." / "resources" / "profiles";
}

inline std::filesystem::path fixtureDir() {
  return std::filesystem::path(OCHOS_TEST_DATA_DIR) / "profiles";
}

// A built-in profile (by id) with variants, or a path to any profile file. Throws with every
// loader error when the profile does not build, so a broken profile fails the test loudly.
// GameState keeps a plain pointer to its rules (so that it stays trivially copyable), and tests
// often write `GameState::newMatch(*profile("mau-mau"), ...)`. Every rule set handed out here
// lives until the process ends, so that pattern is safe.
inline std::shared_ptr<const RuleSet> keptAlive(std::shared_ptr<const RuleSet> rules) {
  static std::vector<std::shared_ptr<const RuleSet>> all;
  if (rules) all.push_back(rules);
  return rules;
}

inline std::shared_ptr<const RuleSet> loadProfileFile(const std::filesystem::path& path,
                                                      const std::vector<std::string>& variants) {
  rules::BuildResult built = rules::loadRuleSetFile(path, variants);
  if (!built.rules) {
    std::string message = "profile " + path.string() + " does not build:";
    for (const auto& e : built.errors)
      message += "\n  " + e.toString();
    throw std::runtime_error(message);
  }
  return keptAlive(built.rules);
}

inline std::shared_ptr<const RuleSet> profile(const std::string& id,
                                              const std::vector<std::string>& variants = {}) {
  return loadProfileFile(profileDir() / (id + ".json"), variants);
}

inline std::shared_ptr<const RuleSet> modified(const std::shared_ptr<const RuleSet>& base,
                                               void (*change)(RuleSet&)) {
  auto copy = std::make_shared<RuleSet>(*base);
  change(*copy);
  return keptAlive(copy);
}

struct ProfileCombo {
  std::string label;  // "mau-mau+ace_skips"
  std::shared_ptr<const RuleSet> rules;
};

// Every built-in and fixture profile with every allowed combination of its variants.
inline std::vector<ProfileCombo> everyProfileAndVariantCombination() {
  std::vector<ProfileCombo> out;
  std::vector<std::filesystem::path> files;
  for (const auto& dir : {profileDir(), fixtureDir()})
    for (const auto& entry : std::filesystem::directory_iterator(dir))
      if (entry.is_regular_file() && entry.path().extension() == ".json")
        files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    std::vector<rules::ProfileError> errors;
    const auto doc = rules::readJsonFile(file, file.string(), errors);
    if (!doc) {
      ADD_FAILURE() << file << " does not read";
      continue;
    }
    for (const auto& combo : rules::variantCombinations(rules::describeVariants(*doc))) {
      rules::BuildResult built = rules::buildRuleSet(*doc, combo, file.string());
      std::string label = file.stem().string();
      for (const auto& v : combo)
        label += "+" + v;
      if (!built.rules) {
        ADD_FAILURE() << label << " does not build: "
                      << (built.errors.empty() ? "" : built.errors.front().toString());
        continue;
      }
      out.push_back({label, built.rules});
    }
  }
  return out;
}

// A profile dealt two cards each, so a hand's end is a few moves away.
inline std::shared_ptr<const RuleSet> twoCards(const std::string& id,
                                               const std::vector<std::string>& variants = {},
                                               EmptyStock empty = EmptyStock::Reshuffle) {
  auto rules = std::make_shared<RuleSet>(*profile(id, variants));
  rules->handSize.fill(2);
  rules->emptyStock = empty;
  return keptAlive(rules);
}

// --- rigged decks ------------------------------------------------------------------------------

// An exact position: each seat's hand (in deal order), the start card, then the stock from the
// top. The rest of the deck follows in a fixed order below the cards named here.
struct Deal {
  int players = 2;
  int dealer = 0;
  std::vector<std::string> hands;  // by seat, "4S 9C KD 8H"
  std::string start;               // the card turned up ("" when the stock list starts with it)
  std::string stock;               // the stock after the start card, top first
};

inline std::vector<Card> deckOrder(const RuleSet& rules, const Deal& deal) {
  const int players = deal.players;
  const int perHand = rules.handSizeFor(players);
  if (static_cast<int>(deal.hands.size()) != players)
    throw std::invalid_argument("one hand per seat");
  std::vector<std::vector<Card>> hands;
  for (const auto& h : deal.hands) {
    hands.push_back(cards(h));
    if (static_cast<int>(hands.back().size()) != perHand)
      throw std::invalid_argument("a rigged hand must hold " + std::to_string(perHand) +
                                  " cards: " + h);
  }
  std::vector<Card> order;
  for (int round = 0; round < perHand; ++round)
    for (int i = 1; i <= players; ++i)
      order.push_back(hands[static_cast<std::size_t>((deal.dealer + i) % players)]
                           [static_cast<std::size_t>(round)]);
  for (Card c : cards(deal.start))
    order.push_back(c);
  for (Card c : cards(deal.stock))
    order.push_back(c);
  // Every face as often as the deck holds it; what is not named yet goes below, in order.
  std::map<int, int> left;
  const int decks = rules.decksFor(players);
  for (int s = 0; s < kSuitCount; ++s)
    for (int r = 1; r <= kRankCount; ++r)
      if (rules.hasRank(static_cast<Rank>(r)))
        left[Card(static_cast<Suit>(s), static_cast<Rank>(r)).face()] = decks;
  for (Card c : order) {
    auto it = left.find(c.face());
    if (it == left.end() || it->second == 0)
      throw std::invalid_argument("the rigged deck names " + cardCode(c) + " too often");
    --it->second;
  }
  for (auto& [face, n] : left)
    for (; n > 0; --n)
      order.push_back(Card::fromCode(static_cast<std::uint8_t>(face)));
  // With two decks the copies of a face are numbered from the top: the first named is copy 0.
  std::map<int, int> copies;
  for (Card& c : order)
    c = Card(c.suit(), c.rank(), copies[c.face()]++);
  return order;
}

// --- a table -----------------------------------------------------------------------------------

inline std::string describeAll(const ActionList& list) {
  std::vector<std::string> out;
  for (const Action& a : list)
    out.push_back(describe(a));
  std::sort(out.begin(), out.end());
  std::string joined;
  for (const auto& s : out)
    joined += (joined.empty() ? "" : ", ") + s;
  return joined;
}

// Everything about a state that can be asked from outside, as text: two states with the same
// fingerprint are the same to every player and to the engine's own questions.
inline std::string fingerprint(const GameState& s) {
  std::ostringstream out;
  out << "phase " << static_cast<int>(s.phase()) << " cur " << s.currentPlayer() << " dealer "
      << s.dealer() << " dir " << s.direction() << " hand# " << s.handNumber() << " parts "
      << static_cast<int>(s.participants()) << " target " << s.target() << " winner "
      << s.matchWinner() << " top " << cardCode(s.topCard()) << " suit "
      << static_cast<int>(s.activeSuit()) << s.suitDeclared() << " pending " << s.pendingDraw()
      << " draws " << s.drawsThisTurn() << " lastDrawn " << cardCode(s.lastDrawn()) << " cont "
      << s.continuingRank() << " unann " << s.unannouncedSeat() << " lastWinner "
      << s.lastHandWinner() << " ok " << s.cardsAccountedFor() << "\nstock";
  for (int i = 0; i < s.stockSize(); ++i)
    out << ' ' << static_cast<int>(s.stockCard(i).code());
  out << "\ndiscard";
  for (int i = 0; i < s.discardSize(); ++i)
    out << ' ' << static_cast<int>(s.discardCard(i).code());
  for (int seat = 0; seat < s.players(); ++seat) {
    out << "\nseat " << seat << " score " << s.score(seat) << " hand " << codes(s.hand(seat));
    Observation o;
    s.observe(seat, o);
    out << " obs " << o.currentPlayer << o.pendingDraw << o.stockSize << o.passesInARow
        << o.unannouncedSeat << o.turnSkips << o.turnReverses << o.turnDrawAdded
        << static_cast<int>(o.tieBreakSeats) << " legal " << describeAll(o.legal);
  }
  return out.str();
}

class Table {
 public:
  Table(std::shared_ptr<const RuleSet> rules, const Deal& deal, std::uint64_t seed = 7)
      : rules_(std::move(rules)), seed_(seed) {
    MatchConfig config;
    config.players = deal.players;
    config.seed = seed;
    config.firstDealer = deal.dealer;
    config.firstDeck = deckOrder(*rules_, deal);
    state_.emplace(GameState::newMatch(*rules_, config, &events));
  }
  Table(std::shared_ptr<const RuleSet> rules, const MatchConfig& config)
      : rules_(std::move(rules)), seed_(config.seed) {
    state_.emplace(GameState::newMatch(*rules_, config, &events));
  }

  GameState& state() { return *state_; }
  const RuleSet& rules() const { return *rules_; }
  int current() const { return state_->currentPlayer(); }
  std::string hand(int seat) const { return faces(state_->hand(seat)); }

  // The positions above, rebuilt with this table's seed.
  void thinStock(int keep) { test::thinStock(*state_, keep, seed_); }
  void giveAwayStock(int seat) { test::giveAwayStock(*state_, seat, seed_); }
  void arrange(const std::vector<std::vector<Card>>& hands,
               const std::vector<Card>& discardBottomFirst, const std::vector<Card>& stockTopFirst,
               int seat) {
    test::arrange(*state_, hands, discardBottomFirst, stockTopFirst, seat, seed_);
  }
  void setScore(int seat, int points) { test::setScore(*state_, seat, points, seed_); }

  std::string legal(int seat) const {
    ActionList list;
    state_->legalActions(seat, list);
    return describeAll(list);
  }

  // Applies an action the test expects to be accepted; the events it caused are in `last`.
  void act(int seat, const Action& a) {
    last.clear();
    const ApplyResult r = state_->apply(seat, a, &last);
    ASSERT_TRUE(r.accepted) << "seat " << seat << " " << describe(a) << ": " << explain(r.refusal);
    events.insert(events.end(), last.begin(), last.end());
    ASSERT_TRUE(state_->cardsAccountedFor());
  }
  void play(int seat, std::string_view code, std::optional<Suit> declare = std::nullopt,
            bool announce = false) {
    const Card c = findInHand(seat, code);
    act(seat, Action::play(c, declare.value_or(c.suit()), announce));
  }
  void draw(int seat) { act(seat, Action::draw()); }
  void pass(int seat) { act(seat, Action::pass()); }

  // Applies an action the test expects to be refused; checks the state did not change.
  Refusal refuse(int seat, const Action& a) {
    const std::string before = fingerprint(*state_);
    EventLog none;
    const ApplyResult r = state_->apply(seat, a, &none);
    EXPECT_FALSE(r.accepted) << describe(a);
    EXPECT_NE(r.refusal.code, RefusalCode::None) << describe(a);
    EXPECT_FALSE(explain(r.refusal).empty());
    EXPECT_EQ(r.refusal, state_->whyIllegal(seat, a));
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(before, fingerprint(*state_));
    return r.refusal;
  }
  Refusal refusePlay(int seat, std::string_view code, Suit declare = Suit::Clubs) {
    return refuse(seat, Action::play(findInHand(seat, code), declare));
  }

  Card findInHand(int seat, std::string_view code) const {
    const Card face = card(code);
    Card found = face;
    state_->hand(seat).forEach([&](Card c) {
      if (c.sameFace(face) && !state_->hand(seat).contains(found)) found = c;
    });
    return found;
  }

  int count(EventType type, const EventLog& log) const {
    return static_cast<int>(
        std::count_if(log.begin(), log.end(), [&](const Event& e) { return e.type == type; }));
  }
  int countLast(EventType type) const { return count(type, last); }
  const Event* firstOf(EventType type, const EventLog& log) const {
    for (const Event& e : log)
      if (e.type == type) return &e;
    return nullptr;
  }

  EventLog events;  // everything so far
  EventLog last;    // the events of the last accepted action

 private:
  std::shared_ptr<const RuleSet> rules_;
  std::uint64_t seed_;
  std::optional<GameState> state_;
};

}  // namespace test
}  // namespace ochos::engine
