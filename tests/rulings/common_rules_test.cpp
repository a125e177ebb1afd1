// Rules common to every preset (RULES.md "Common to every preset" and the edge-case list): the end
// of a hand (R1), blocked hands (R2), illegal plays (R3), the cut (R4), two players (R9), draw
// stacking (R10), reshuffles, declared suits, two decks, determinism and what a seat may see.
#include <gtest/gtest.h>

#include <set>
#include <type_traits>

#include "rulings_support.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> withHandSize(std::shared_ptr<const RuleSet> base, int cards) {
  auto rules = std::make_shared<RuleSet>(*base);
  rules->handSize.fill(static_cast<std::uint8_t>(cards));
  return rules;
}

std::shared_ptr<const RuleSet> ochosActions() {
  return test::profile("ochos-locos", {"action_cards"});
}

// R1: the hand ends the instant the last card is played; a draw-two goes unanswered.
TEST(CommonRules, LastCardEffectIsIgnored_R1) {
  Table t(withHandSize(ochosActions(), 2), Deal{2, 0, {"3C 4C", "5H 2H"}, "9H", "KS QS"});
  t.play(1, "5H", std::nullopt, true);
  t.draw(0);  // KS does not fit: the turn ends by itself
  ASSERT_EQ(t.current(), 1);
  t.play(1, "2H");
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.state().lastHandWinner(), 1);
  EXPECT_EQ(t.countLast(EventType::DrawPenaltyPending), 0);
  EXPECT_EQ(t.state().pendingDraw(), 0);
  EXPECT_EQ(t.hand(0), test::faces("3C 4C KS"));
}

TEST(CommonRules, LastCardSkipIsIgnored_R1) {
  Table t(withHandSize(ochosActions(), 2), Deal{3, 0, {"3C 4C", "5H JH", "6C 7C"}, "9H", "KS QS"});
  t.play(1, "5H", std::nullopt, true);
  t.draw(2);
  t.draw(0);
  t.play(1, "JH");
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 0);
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
}

// Edge cases: a wild last card goes out without declaring; a declared suit lasts until the next
// card and never leaks into the next hand.
TEST(CommonRules, WildLastCardGoesOutWithoutDeclaringAndSuitDoesNotLeak) {
  Table t(withHandSize(test::profile("ochos-locos"), 2),
          Deal{2, 0, {"3S 8C", "8H 5D"}, "4D", "KC QC"});
  t.play(1, "8H", Suit::Spades, true);
  EXPECT_TRUE(t.state().suitDeclared());
  EXPECT_EQ(t.state().activeSuit(), Suit::Spades);
  t.play(0, "3S", std::nullopt, true);
  EXPECT_FALSE(t.state().suitDeclared());  // only until the next card
  EXPECT_EQ(t.state().activeSuit(), Suit::Spades);
  t.draw(1);  // KC does not fit
  ASSERT_EQ(t.current(), 0);
  EXPECT_EQ(t.legal(0), "play 8C clubs");  // one action: no suit to name
  t.play(0, "8C");
  EXPECT_EQ(t.countLast(EventType::SuitDeclared), 0);
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  t.state().beginNextHand(nullptr);
  EXPECT_FALSE(t.state().suitDeclared());
  EXPECT_EQ(t.state().activeSuit(), t.state().topCard().suit());
}

// R2: every player passes in turn with nothing to play and nothing to draw.
TEST(CommonRules, BlockedHandEndsWhenEveryonePasses_R2) {
  Table t(test::profile("crazy-eights", {"no_reshuffle"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C"}, "KH", ""});
  t.thinStock(0);
  EXPECT_EQ(t.legal(1), "pass");
  t.refuse(1, Action::draw());
  t.pass(1);  // seat 0 has only a pass as well: it passes by itself
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  const Event* ended = t.firstOf(EventType::HandEnded, t.last);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->seat, kNoSeat);
  EXPECT_EQ(t.state().lastHandWinner(), -1);
}

// R2 and the common rules: with nothing to draw, a player who can play may not pass.
TEST(CommonRules, NoPassWhileACardCanBePlayed) {
  for (const char* id : {"crazy-eights", "ochos-locos", "mau-mau", "switch"}) {
    auto rules = std::make_shared<RuleSet>(*test::profile(id));
    rules->emptyStock = EmptyStock::Pass;
    rules->handSize.fill(5);
    Table t(rules, Deal{2, 0, {"KS KC KD QC QD", "9H QS QH 9S 9D"}, "10H", ""});
    t.thinStock(0);
    EXPECT_EQ(t.legal(1), "play 9H hearts, play QH hearts") << id;
    t.refuse(1, Action::pass());
  }
}

// The fixture's rule from another engine: with nothing to draw, anyone may pass.
TEST(CommonRules, PassAlwaysLetsAPlayerPassWhenNothingCanBeDrawn) {
  auto rules = std::make_shared<RuleSet>(*test::profile("crazy-eights"));
  rules->emptyStock = EmptyStock::Pass;
  rules->emptyStockPass = EmptyStockPass::Always;
  rules->handSize.fill(5);
  Table t(rules, Deal{2, 0, {"KS KC KD QC QD", "9H QS QH 9S 9D"}, "10H", ""});
  t.thinStock(0);
  EXPECT_EQ(t.legal(1), "pass, play 9H hearts, play QH hearts");
  t.pass(1);  // seat 0 can neither play nor draw: it passes by itself
  EXPECT_EQ(t.countLast(EventType::TurnPassed), 2);
  // Two passes in a row with two players: blocked, though seat 1 held cards that fit.
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
}

// The fixture's other rule: a hand is blocked only after one pass more than there are players.
TEST(CommonRules, BlockedAfterOneMorePassThanPlayers) {
  auto rules = std::make_shared<RuleSet>(*test::profile("crazy-eights", {"no_reshuffle"}));
  rules->blockedAfter = BlockedAfter::PlayersPlusOne;
  Table t(rules, Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C"}, "KH", ""});
  t.thinStock(0);
  t.pass(1);  // seat 0 and then seat 1 again have only a pass: they pass by themselves
  EXPECT_EQ(t.countLast(EventType::TurnPassed), 3);
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
}

// R3: an illegal play is refused with a reason and changes nothing.
TEST(CommonRules, IllegalPlayRefusedWithReason_R3) {
  Table t(test::profile("ochos-locos"),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 2D"}, "4H", "KS"});
  Refusal why = t.refusePlay(1, "6C");
  EXPECT_EQ(why.code, RefusalCode::DoesNotMatch) << explain(why);
  EXPECT_EQ(explain(why),
            "The six of clubs matches neither the suit (hearts) nor the rank (four) of the top "
            "card.");
  why = t.refuse(1, Action::play(test::card("AH")));
  EXPECT_EQ(why.code, RefusalCode::CardNotHeld) << explain(why);
  EXPECT_EQ(explain(why), "You do not hold the ace of hearts.");
  why = t.refuse(0, Action::play(test::card("2S")));
  EXPECT_EQ(why.code, RefusalCode::NotYourTurn) << explain(why);
  // Ochos Locos: you must play if you can (no voluntary draw).
  why = t.refuse(1, Action::draw());
  EXPECT_EQ(why.code, RefusalCode::MustPlayNotDraw) << explain(why);
  t.refuse(1, Action::pass());
  t.refuse(1, Action::announceLastCard());
  t.refuse(0, Action::catchPlayer(1));
  t.refuse(1, Action::declare(Suit::Hearts));
  t.refuse(7, Action::draw());
  t.refuse(-1, Action::draw());
  t.play(1, "5H");
}

// Malformed actions (a card code beyond the decks, a suit beyond the four) are refused too.
TEST(CommonRules, MalformedActionsRefused) {
  Table t(test::profile("ochos-locos", {"two_decks"}),
          Deal{5,
               0,
               {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 8D", "QC 3D 4D 5D 6D 7D 9D",
                "2C 3C 4C 5C 6C 7C 9C", "2H 3H 4H 6H 7H 9H 10H"},
               "4H",
               "KS"});
  // A code 128 above the held 5H's is beyond both decks, yet names the same bit of a 128-bit set.
  const Card held = t.findInHand(1, "5H");
  const Card alias = Card::fromCode(static_cast<std::uint8_t>(held.code() + 128));
  EXPECT_EQ(t.refuse(1, Action::play(alias)).code, RefusalCode::NoSuchCard);
  EXPECT_EQ(t.refuse(1, Action::play(Card::unknown())).code, RefusalCode::NoSuchCard);
  EXPECT_EQ(t.refuse(1, Action::play(t.findInHand(1, "8D"), static_cast<Suit>(9))).code,
            RefusalCode::NoSuchSuit);
  t.play(1, "5H");
}

// R3, opt-in table penalty: the card goes back to the hand and the player draws one.
TEST(CommonRules, TablePenaltyVariantDrawsOne_R3) {
  Table t(test::profile("ochos-locos", {"table_penalty"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 2D"}, "4H", "KS"});
  EventLog events;
  const ApplyResult r = t.state().apply(1, Action::play(test::card("6C")), &events);
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(r.refusal.code, RefusalCode::DoesNotMatch) << explain(r.refusal);
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.front().type, EventType::IllegalPlayPenalty);
  EXPECT_EQ(t.hand(1), test::faces("5H 6C 7C 9C JS QS 2D KS"));
  EXPECT_EQ(t.current(), 1);
  EXPECT_TRUE(t.state().cardsAccountedFor());
}

// R4: everyone cuts, the lowest card deals (ace low), ties cut again.
TEST(CommonRules, CutForDealer_R4) {
  int ties = 0, aces = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    MatchConfig config;
    config.players = 4;
    config.seed = seed;
    EventLog log;
    const GameState s = GameState::newMatch(*test::profile("ochos-locos"), config, &log);
    std::uint8_t contenders = 0x0F;
    std::vector<Event> round;
    int dealer = -1;
    std::size_t i = 0;
    while (dealer < 0) {
      round.clear();
      for (int n = std::popcount(static_cast<unsigned>(contenders)); n > 0; --n, ++i) {
        ASSERT_LT(i, log.size());
        ASSERT_EQ(log[i].type, EventType::DealerCut);
        ASSERT_TRUE((contenders >> log[i].seat) & 1U) << "only the tied cut again";
        round.push_back(log[i]);
      }
      int lowest = 99;
      for (const Event& e : round)
        lowest = std::min(lowest, static_cast<int>(e.card.rank()));
      std::uint8_t low = 0;
      for (const Event& e : round)
        if (static_cast<int>(e.card.rank()) == lowest)
          low = static_cast<std::uint8_t>(low | (1U << e.seat));
      if (std::popcount(static_cast<unsigned>(low)) == 1) {
        dealer = std::countr_zero(static_cast<unsigned>(low));
        if (lowest == 1) ++aces;
      } else {
        ++ties;
        contenders = low;
      }
    }
    EXPECT_EQ(s.dealer(), dealer) << seed;
    ASSERT_LT(i, log.size());
    EXPECT_EQ(log[i].type, EventType::DealerChosen);
    EXPECT_EQ(log[i].seat, dealer);
    EXPECT_EQ(s.currentPlayer(), (dealer + 1) % 4) << "left of the dealer starts";
  }
  EXPECT_GT(ties, 0) << "some seed should produce a tie";
  EXPECT_GT(aces, 0) << "some seed should have the ace (low) deal";
}

// R9 and the edge case: with two players, a skip and a reverse both give the same player another
// turn.
TEST(CommonRules, TwoPlayersReverseActsAsSkip_R9) {
  Table t(ochosActions(), Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "QH JH 7C 9C JS QS 2D"}, "4H", "KS"});
  t.play(1, "QH");
  EXPECT_EQ(t.current(), 1);
  EXPECT_EQ(t.state().direction(), 1);
  EXPECT_EQ(t.countLast(EventType::DirectionReversed), 0);
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 1);
  t.play(1, "JH");
  EXPECT_EQ(t.current(), 1);
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 1);
}

TEST(CommonRules, ReverseWithThreePlayers) {
  Table t(ochosActions(),
          Deal{3,
               0,
               {"2S 3S 4S 5S 6S 7S 9S", "QH JH 7C 9C JS QS 2D", "3H 5H 6H 7H 9H 10H KH"},
               "4H",
               "KS"});
  t.play(1, "QH");
  EXPECT_EQ(t.countLast(EventType::DirectionReversed), 1);
  EXPECT_EQ(t.state().direction(), -1);
  EXPECT_EQ(t.current(), 0);
}

// R10: a draw-two stacks with another two; taking the total ends the turn; an 8 does not defend;
// the pending total is shown to the player who must answer it.
TEST(CommonRules, DrawTwoStacking_R10) {
  Table t(ochosActions(),
          Deal{3,
               2,
               {"2H 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C", "2D 8D 4D 5D 6D 7D 9D"},
               "10H",
               "KS KH KC KD QS"});
  t.play(0, "2H");
  EXPECT_EQ(t.state().pendingDraw(), 2);
  EXPECT_EQ(t.legal(1), "draw, play 2C clubs");
  t.play(1, "2C");
  const Event* pending = t.firstOf(EventType::DrawPenaltyPending, t.last);
  ASSERT_NE(pending, nullptr);
  EXPECT_EQ(pending->seat, 2);
  EXPECT_EQ(pending->value, 4);
  Observation o;
  t.state().observe(2, o);
  EXPECT_EQ(o.pendingDraw, 4);
  EXPECT_EQ(t.legal(2), "draw, play 2D diamonds");
  const Refusal why = t.refusePlay(2, "8D", Suit::Clubs);
  EXPECT_EQ(why.code, RefusalCode::MustAnswerDrawPassOn) << explain(why);
  EXPECT_TRUE(why.wildDoesNotDefend) << explain(why);
  EXPECT_EQ(explain(why),
            "You must answer the draw of 4 with a card that passes it on or take the cards. A "
            "wild card does not defend.");
  t.refusePlay(2, "5D");
  t.refuse(2, Action::pass());
  t.draw(2);
  EXPECT_EQ(t.hand(2), test::faces("2D 8D 4D 5D 6D 7D 9D KS KH KC KD"));
  const Event* taken = t.firstOf(EventType::DrawPenaltyTaken, t.last);
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ(taken->value, 4);
  EXPECT_EQ(t.current(), 0);  // taking the penalty ends the turn
  EXPECT_EQ(t.state().pendingDraw(), 0);
}

// Edge case: draw-2 stacking crosses a reshuffle.
TEST(CommonRules, DrawPenaltyCrossesAReshuffle) {
  Table t(ochosActions(),
          Deal{3,
               2,
               {"2H 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C", "2D 8D 4D 5D 6D 7D 9D"},
               "10H",
               "KS"});
  t.thinStock(1);
  const int circulating = t.state().stockSize() + t.state().discardSize();
  t.play(0, "2H");
  t.play(1, "2C");
  t.draw(2);
  EXPECT_EQ(t.countLast(EventType::StockReshuffled), 1);
  EXPECT_EQ(t.state().hand(2).size(), 11);
  EXPECT_TRUE(t.state().hand(2).contains(test::card("KS")));
  EXPECT_EQ(t.state().topCard(), test::card("2C"));
  EXPECT_EQ(t.state().discardSize(), 1);
  EXPECT_EQ(t.state().stockSize(), circulating + 2 - 1 - 4);
}

// Edge case: nothing left even after a reshuffle: draw what there is.
TEST(CommonRules, DrawPenaltyTakesWhatThereIs) {
  auto rules = std::make_shared<RuleSet>(*ochosActions());
  rules->emptyStock = EmptyStock::Pass;
  Table t(rules, Deal{3,
                      2,
                      {"2H 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C", "2D 8D 4D 5D 6D 7D 9D"},
                      "10H",
                      "KS"});
  t.thinStock(1);
  t.play(0, "2H");
  t.play(1, "2C");
  t.draw(2);
  EXPECT_EQ(t.state().hand(2).size(), 8);
  const Event* taken = t.firstOf(EventType::DrawPenaltyTaken, t.last);
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ(taken->value, 1);
  // Seat 0 can neither play on the 2C nor draw: its turn passes by itself.
  EXPECT_EQ(t.count(EventType::TurnPassed, t.last), 1);
  EXPECT_EQ(t.current(), 1);
}

TEST(CommonRules, DrawPenaltyWithNothingAtAll) {
  Table t(ochosActions(),
          Deal{3,
               2,
               {"2H 3S 4S 5S 6S 7S 9S", "2C 3C 4C 5C 6C 7C 9C", "2D 8D 4D 5D 6D 7D 9D"},
               "10H",
               "KS"});
  t.play(0, "2H");
  t.play(1, "2C");
  t.giveAwayStock(0);  // only the 2C is left on the table
  ASSERT_TRUE(t.state().cardsAccountedFor());
  EXPECT_EQ(t.legal(2), "draw, play 2D diamonds");
  t.draw(2);
  EXPECT_EQ(t.state().hand(2).size(), 7);
  EXPECT_EQ(t.current(), 0);
}

// Edge case: two decks - identical cards are distinct objects; every card is accounted for.
TEST(CommonRules, TwoDecksIdenticalCardsAreDistinct) {
  Table t(test::profile("ochos-locos", {"two_decks"}),
          Deal{5,
               0,
               {"2S 3S 4S 5S 6S 7S 9S", "QH QH 7C 9C JS QS 2D", "QC 3D 4D 5D 6D 7D 9D",
                "2C 3C 4C 5C 6C 7C 9C", "2H 3H 4H 5H 6H 7H 9H"},
               "KH",
               "KS"});
  EXPECT_EQ(t.state().deckSize(), 104);
  EXPECT_EQ(t.state().hand(1).size(), 7);
  const Card first(Suit::Hearts, Rank::Queen, 0), second(Suit::Hearts, Rank::Queen, 1);
  EXPECT_TRUE(t.state().hand(1).contains(first));
  EXPECT_TRUE(t.state().hand(1).contains(second));
  EXPECT_NE(first, second);
  EXPECT_TRUE(first.sameFace(second));
  // The two queens are one choice.
  EXPECT_EQ(t.legal(1), "play QH hearts");
  t.act(1, Action::play(second));
  EXPECT_TRUE(t.state().hand(1).contains(first));
  EXPECT_FALSE(t.state().hand(1).contains(second));
  EXPECT_EQ(t.state().topCard(), second);
  EXPECT_TRUE(t.state().cardsAccountedFor());
  t.refuse(2, Action::play(second));  // it is on the discard pile now
}

// The engine's own loop guard: forced draw-and-play turns that would recycle the same two cards for
// ever (every other card in the hands, the skipped players holding them) end as a blocked hand.
TEST(CommonRules, ForcedEndlessLoopEndsBlocked) {
  Table t(test::profile("mau-mau", {"draw_until_playable"}),
          Deal{4,
               3,
               {"7C 9C 10C QC KC", "7H 9H 10H QH KH", "7D 9D 10D QD KD", "7S 9S 10S QS KS"},
               "AC",
               ""});
  std::vector<std::vector<Card>> hands(4);
  hands[0] = test::cards("8S 7C 9C");
  hands[2] = test::cards("7D 9D");
  CardSet rest;
  for (const char* c : {"8S", "7C", "9C", "7D", "9D", "8H"})
    rest.add(test::card(c));
  int i = 0;
  for (int s = 0; s < kSuitCount; ++s)
    for (Rank r : {Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen,
                   Rank::King, Rank::Ace}) {
      const Card c(static_cast<Suit>(s), r);
      if (!rest.contains(c)) hands[static_cast<std::size_t>(i++ % 2 == 0 ? 1 : 3)].push_back(c);
    }
  t.arrange(hands, {test::card("8H")}, {}, 0);
  ASSERT_TRUE(t.state().cardsAccountedFor());
  t.play(0, "8S");  // seat 1 skips
  long actions = 0;
  while (t.state().phase() == Phase::Playing) {
    ActionList list;
    const int seat = t.current();
    ASSERT_TRUE(seat == 0 || seat == 2);
    t.state().legalActions(seat, list);
    ASSERT_EQ(list.size(), 1) << "every move is forced";
    ASSERT_TRUE(t.state().apply(seat, list[0], nullptr).accepted);
    ASSERT_LT(++actions, 4L * GameState::kMaxTurnsPerHand);
  }
  EXPECT_EQ(t.state().lastHandWinner(), -1);
  EXPECT_GT(t.state().turnsThisHand(), GameState::kMaxTurnsPerHand);
  EXPECT_TRUE(t.state().cardsAccountedFor());
}

// Search clones states by copying them: no heap inside.
static_assert(std::is_trivially_copyable_v<GameState>);

// Determinism: the same rules, seed and actions give the same game; copies are independent.
TEST(CommonRules, DeterministicAndCopiesAreIndependent) {
  const auto rules = test::profile("crazy-eights", {"special_cards", "last_card"});
  MatchConfig config;
  config.players = 4;
  config.seed = 99;
  GameState a = GameState::newMatch(*rules, config, nullptr);
  GameState b = GameState::newMatch(*rules, config, nullptr);
  EXPECT_EQ(test::fingerprint(a), test::fingerprint(b));
  Rng rng(5);
  for (int step = 0; step < 300 && a.phase() == Phase::Playing; ++step) {
    ActionList list;
    a.legalActions(a.currentPlayer(), list);
    const Action act = list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))];
    const GameState before = a;
    const std::string print = test::fingerprint(before);
    ASSERT_TRUE(a.apply(a.currentPlayer(), act, nullptr).accepted);
    ASSERT_TRUE(b.apply(b.currentPlayer(), act, nullptr).accepted);
    EXPECT_EQ(test::fingerprint(before), print) << "a copy does not follow the original";
    GameState c = before;
    ASSERT_TRUE(c.apply(c.currentPlayer(), act, nullptr).accepted);
    EXPECT_EQ(test::fingerprint(c), test::fingerprint(a))
        << "a copy plays on exactly like the original";
  }
  EXPECT_EQ(test::fingerprint(a), test::fingerprint(b));
  MatchConfig other = config;
  other.seed = 100;
  EXPECT_NE(test::fingerprint(GameState::newMatch(*rules, other, nullptr)),
            test::fingerprint(GameState::newMatch(*rules, config, nullptr)));
}

// A seat sees its own hand and the public table, never another hand: dealt and drawn cards of
// others are hidden in the history.
TEST(CommonRules, ObservationHidesOtherHands) {
  MatchConfig config;
  config.players = 3;
  config.seed = 4;
  Game game(test::profile("crazy-eights"), config);
  Rng rng(8);
  for (int step = 0; step < 40 && game.state().phase() == Phase::Playing; ++step) {
    const int seat = game.state().currentPlayer();
    ActionList list;
    game.state().legalActions(seat, list);
    ASSERT_TRUE(
        game.apply(seat, list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))])
            .accepted);
  }
  for (int seat = 0; seat < 3; ++seat) {
    const Observation o = game.observe(seat);
    EXPECT_EQ(o.hand, game.state().hand(seat));
    if (seat != game.state().currentPlayer()) {
      EXPECT_FALSE(o.lastDrawn.isKnown());
    }
    int hiddenSeen = 0;
    for (const Event& e : o.handHistory) {
      if (e.type != EventType::CardDealt && e.type != EventType::CardDrawn) continue;
      if (e.seat == seat) {
        EXPECT_TRUE(e.card.isKnown());
      } else {
        EXPECT_FALSE(e.card.isKnown()) << eventTypeName(e.type);
        ++hiddenSeen;
      }
    }
    EXPECT_GE(hiddenSeen, 10);  // the others' deal at least
    // Nothing in the observation names a card of another hand.
    CardSet visible = o.hand;
    for (Card c : o.discard)
      visible.add(c);
    for (const Event& e : o.handHistory)
      if (e.card.isKnown() && e.type != EventType::DealerCut) visible.add(e.card);
    for (int other = 0; other < 3; ++other) {
      if (other == seat) continue;
      const CardSet leaked = visible & game.state().hand(other);
      // Only cards that were public (buried start cards) may be both seen and now in a hand.
      leaked.forEach([&](Card c) {
        bool wasPublic = false;
        for (const Event& e : o.handHistory)
          wasPublic |= e.card == c &&
                       (e.type == EventType::StartCardBuried ||
                        e.type == EventType::StartCardTurned || e.type == EventType::CardPlayed);
        EXPECT_TRUE(wasPublic) << cardCode(c) << " of seat " << other << " visible to seat "
                               << seat;
      });
    }
  }
}

// The hands are laid open only once the hand is over (for scoring); never during play.
TEST(CommonRules, ObservationRevealsHandsOnlyAfterTheHand) {
  MatchConfig config;
  config.players = 3;
  config.seed = 11;
  config.singleHand = true;
  Game game(test::profile("crazy-eights"), config);
  Rng rng(5);
  for (int step = 0; step < 2000 && game.state().phase() == Phase::Playing; ++step) {
    const int seat = game.state().currentPlayer();
    for (int s = 0; s < 3; ++s) {
      const Observation o = game.observe(s);
      for (const CardSet& revealed : o.revealedHands)
        ASSERT_TRUE(revealed.empty()) << "seat " << s << " saw a hand during play";
    }
    ActionList list;
    game.state().legalActions(seat, list);
    ASSERT_TRUE(
        game.apply(seat, list[static_cast<int>(rng.below(static_cast<std::uint32_t>(list.size())))])
            .accepted);
  }
  const Phase phase = game.state().phase();
  ASSERT_TRUE(phase == Phase::HandOver || phase == Phase::MatchOver) << phaseName(phase);
  for (int s = 0; s < 3; ++s) {
    const Observation o = game.observe(s);
    for (int other = 0; other < 3; ++other)
      EXPECT_EQ(o.revealedHands[static_cast<std::size_t>(other)], game.state().hand(other));
    for (int other = 3; other < kMaxSeats; ++other)
      EXPECT_TRUE(o.revealedHands[static_cast<std::size_t>(other)].empty());
  }
}

}  // namespace
}  // namespace ochos::engine
