// Matches: dealer and first-player rotation, the end at the target (fixed or per player), the
// single-hand quick game and tie-break extra hands (R7).
#include <gtest/gtest.h>

#include "ochos/engine/rng.hpp"
#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> twoCards(const std::string& id,
                                        const std::vector<std::string>& variants = {}) {
  auto rules = std::make_shared<RuleSet>(*test::profile(id, variants));
  rules->handSize.fill(2);
  return rules;
}

// Plays random legal actions until the hand is over.
void playOut(GameState& s, Rng& rng, EventLog* log = nullptr) {
  for (int step = 0;
       step < 1000000 && (s.phase() == Phase::Playing || s.phase() == Phase::DealerDeclares);
       ++step) {
    const int seat = s.phase() == Phase::DealerDeclares ? s.dealer() : s.currentPlayer();
    ActionList list;
    s.legalActions(seat, list);
    ASSERT_FALSE(list.empty());
    ASSERT_TRUE(s.apply(seat,
                        list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))],
                        log)
                    .accepted);
  }
}

int firstTurn(const EventLog& log) {
  for (const Event& e : log)
    if (e.type == EventType::TurnStarted) return e.seat;
  return -1;
}

// The deal rotates one seat left after each hand; the player left of the dealer starts.
// A seed names a deal on every platform (the values were taken once; MinGW under Wine and Clang
// with libc++ run this too): a bug report's seed shows its reader the same cards.
TEST(Match, TheSameSeedDealsTheSameCardsEverywhere) {
  MatchConfig config;
  config.players = 3;
  config.seed = 3;
  const GameState s = GameState::newMatch(*test::profile("crazy-eights"), config, nullptr);
  EXPECT_EQ(s.dealer(), 1);  // cut for (R4)
  EXPECT_EQ(test::codes(s.hand(0)), "6C AD 3D 4S 8S");
  EXPECT_EQ(test::codes(s.hand(1)), "AC 8C 10C KC 10H");
  EXPECT_EQ(test::codes(s.hand(2)), "5C 7C 9C KD 10S");
  EXPECT_EQ(cardCode(s.topCard()), "QD");
}

TEST(Match, DealerAndFirstPlayerRotate) {
  MatchConfig config;
  config.players = 4;
  config.seed = 21;
  config.firstDealer = 2;
  config.target = 100000;  // never ends
  EventLog log;
  GameState s = GameState::newMatch(*test::profile("ochos-locos"), config, &log);
  Rng rng(3);
  for (int hand = 0; hand < 8; ++hand) {
    EXPECT_EQ(s.dealer(), (2 + hand) % 4);
    EXPECT_EQ(s.handNumber(), hand + 1);
    EXPECT_EQ(firstTurn(log), (3 + hand) % 4) << "hand " << hand + 1;
    playOut(s, rng);
    ASSERT_EQ(s.phase(), Phase::HandOver);
    log.clear();
    s.beginNextHand(&log);
    const Event* started = nullptr;
    for (const Event& e : log)
      if (e.type == EventType::HandStarted && started == nullptr) started = &e;
    ASSERT_NE(started, nullptr);
    EXPECT_EQ(started->seat, s.dealer());
    EXPECT_EQ(started->value, hand + 2);
  }
}

// Ochos Locos: the match ends when a total reaches the target; the lowest total wins.
TEST(Match, EndsAtFixedTargetLowestWins) {
  Table t(twoCards("ochos-locos"), Deal{3, 0, {"3D 4D", "5H 6H", "KC QC"}, "9H", "2S 3S"});
  EXPECT_EQ(t.state().target(), 100);
  t.setScore(0, 60);  // + 10 = 70
  t.setScore(1, 65);  // + 0 = 65
  t.setScore(2, 78);  // + 22 = 100
  t.play(1, "5H", std::nullopt, true);
  t.draw(2);
  t.draw(0);
  t.play(1, "6H");
  ASSERT_EQ(t.state().phase(), Phase::MatchOver);
  EXPECT_EQ(t.state().score(2), 100);
  EXPECT_EQ(t.state().matchWinner(), 1);
  EXPECT_NE(t.firstOf(EventType::MatchEnded, t.last), nullptr);
}

// Crazy Eights: the first to 50 points per player wins.
TEST(Match, WinnerCollectsEndsAtTargetPerPlayer) {
  Table t(twoCards("crazy-eights"), Deal{2, 0, {"3D 4D", "5H 6H"}, "9H", "2S 3S 7H"});
  EXPECT_EQ(t.state().target(), 100);
  t.setScore(1, 95);
  t.play(1, "5H");
  t.draw(0);
  t.draw(0);
  t.draw(0);
  t.play(0, "7H");
  t.play(1, "6H");
  ASSERT_EQ(t.state().phase(), Phase::MatchOver);
  EXPECT_EQ(t.state().score(1), 95 + 3 + 4 + 2 + 3);
  EXPECT_EQ(t.state().matchWinner(), 1);
}

TEST(Match, WinnerCollectsBelowTargetGoesOn) {
  Table t(twoCards("crazy-eights"), Deal{2, 0, {"3D 4D", "5H 6H"}, "9H", "2S 3S 7H"});
  t.setScore(1, 80);
  t.play(1, "5H");
  t.draw(0);
  t.draw(0);
  t.draw(0);
  t.play(0, "7H");
  t.play(1, "6H");
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.state().matchWinner(), -1);
}

// A single-hand quick game: whoever goes out wins the match.
TEST(Match, SingleHandQuickGame) {
  MatchConfig config;
  config.players = 3;
  config.seed = 5;
  config.singleHand = true;
  Rng rng(9);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    config.seed = seed;
    GameState s = GameState::newMatch(*test::profile("crazy-eights"), config, nullptr);
    EXPECT_TRUE(s.singleHand());
    playOut(s, rng);
    if (s.lastHandWinner() >= 0) {
      ASSERT_EQ(s.phase(), Phase::MatchOver);
      EXPECT_EQ(s.matchWinner(), s.lastHandWinner());
    }
  }
}

// R7: players tied at the lowest total play extra hands among themselves until one is lowest; the
// deal and the first player rotate among them.
TEST(Match, TieBreakExtraHands_R7) {
  Table t(twoCards("ochos-locos"), Deal{3, 0, {"3D 4D", "5H 6H", "KC QC"}, "9H", "2S 3S"});
  t.setScore(0, 95);  // + 10 = 105: the target is reached
  t.setScore(1, 50);  // + 0 = 50
  t.setScore(2, 28);  // + 22 = 50: tied with seat 1
  t.play(1, "5H", std::nullopt, true);
  t.draw(2);
  t.draw(0);
  t.play(1, "6H");
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  const Event* tie = t.firstOf(EventType::TieBreakStarted, t.last);
  ASSERT_NE(tie, nullptr);
  EXPECT_EQ(tie->value, 0b110);
  EXPECT_EQ(t.state().matchWinner(), -1);

  Rng rng(4);
  int dealerBefore = t.state().dealer();
  for (int extra = 0; extra < 50 && t.state().phase() == Phase::HandOver; ++extra) {
    EventLog log;
    t.state().beginNextHand(&log);
    EXPECT_EQ(t.state().participants(), 0b110);
    EXPECT_FALSE(t.state().inHand(0));
    EXPECT_TRUE(t.state().hand(0).empty());
    EXPECT_EQ(t.state().hand(1).size(), 2);
    EXPECT_EQ(t.state().hand(2).size(), 2);
    EXPECT_TRUE(t.state().cardsAccountedFor());
    // The deal moves to the next player taking part; the other one starts.
    const int expectedDealer = dealerBefore == 1 ? 2 : 1;
    EXPECT_EQ(t.state().dealer(), expectedDealer);
    EXPECT_EQ(firstTurn(log), 3 - expectedDealer);
    ActionList none;
    t.state().legalActions(0, none);
    EXPECT_TRUE(none.empty()) << "seat 0 sits the extra hand out";
    const Refusal why = t.refuse(0, Action::draw());
    EXPECT_EQ(why.code, RefusalCode::NotYourTurn) << explain(why);
    dealerBefore = t.state().dealer();
    playOut(t.state(), rng, &log);
    EXPECT_EQ(t.state().score(0), 105);
  }
  ASSERT_EQ(t.state().phase(), Phase::MatchOver);
  const int w = t.state().matchWinner();
  ASSERT_TRUE(w == 1 || w == 2);
  EXPECT_LE(t.state().score(w), t.state().score(3 - w));
}

// R7: still tied after an extra hand, its winner breaks the tie.
TEST(Match, ExtraHandWinnerBreaksARemainingTie_R7) {
  Table t(twoCards("ochos-locos"), Deal{3, 0, {"3D 4D", "5H 6H", "KC QC"}, "9H", "2S 3S"});
  t.setScore(0, 95);
  t.setScore(1, 50);
  t.setScore(2, 28);
  t.play(1, "5H", std::nullopt, true);
  t.draw(2);
  t.draw(0);
  t.play(1, "6H");
  ASSERT_NE(t.firstOf(EventType::TieBreakStarted, t.last), nullptr);
  // The deal moves from seat 0 to seat 1, the next player taking part; seat 2 starts.
  t.state().beginNextHand(nullptr);
  ASSERT_EQ(t.state().dealer(), 1);
  ASSERT_EQ(t.state().currentPlayer(), 2);
  // Seat 2 goes out; seat 1 adds 7 and is tied again at 57.
  t.arrange({{}, test::cards("3H 4C"), test::cards("5H")}, test::cards("9H"), {}, 2);
  ASSERT_TRUE(t.state().cardsAccountedFor());
  t.setScore(2, 57);
  t.play(2, "5H");
  ASSERT_EQ(t.state().phase(), Phase::MatchOver);
  EXPECT_EQ(t.state().score(1), 57);
  EXPECT_EQ(t.state().score(2), 57);
  EXPECT_EQ(t.state().matchWinner(), 2);
}

}  // namespace
}  // namespace ochos::engine
