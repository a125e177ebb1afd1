// Crazy Eights (seed 001) as RULES.md rules it: the worked examples, voluntary drawing,
// draw-until-playable with the drawn card that must be played (R12), the buried or declared 8
// start card, winner-collects scoring and the target of 50 points per player.
#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> crazyEights(const std::vector<std::string>& variants = {}) {
  return test::profile("crazy-eights", variants);
}

// The worked example deals four cards to each of three players.
std::shared_ptr<const RuleSet> crazyEightsWithHands(int cardsEach) {
  auto rules = std::make_shared<RuleSet>(*crazyEights());
  rules->handSize[3] = static_cast<std::uint8_t>(cardsEach);
  return rules;
}

constexpr int kAnna = 0, kBen = 1, kCarla = 2;

// Seed 001: "Oben liegt die Karo-9. Anna hat Pik-4, Kreuz-9, Karo-König und Herz-8 ..."
TEST(CrazyEights, WorkedExampleAnnaBenCarla) {
  Table t(crazyEightsWithHands(4),
          Deal{3, kCarla, {"4S 9C KD 8H", "8S 2C 5H 3S", "2H 6S 4H JH"}, "9D", "3H 10C"});
  ASSERT_EQ(t.current(), kAnna);  // left of the dealer
  // Anna may play the 9C (rank), the KD (suit) or the 8H (always, any suit named) - or draw,
  // since in Crazy Eights drawing is allowed even when a card fits.
  EXPECT_EQ(t.legal(kAnna),
            "draw, play 8H clubs, play 8H diamonds, play 8H hearts, play 8H spades, play 9C clubs, "
            "play KD diamonds");
  EXPECT_EQ(t.refusePlay(kAnna, "4S").code, RefusalCode::DoesNotMatch);
  t.play(kAnna, "KD");

  // Ben has no diamond and no king, but the 8S: he plays it and names clubs.
  EXPECT_EQ(t.legal(kBen), "draw, play 8S clubs, play 8S diamonds, play 8S hearts, play 8S spades");
  t.play(kBen, "8S", Suit::Clubs);
  const Event* declared = t.firstOf(EventType::SuitDeclared, t.last);
  ASSERT_NE(declared, nullptr);
  EXPECT_EQ(declared->seat, kBen);
  EXPECT_EQ(declared->suit, Suit::Clubs);
  EXPECT_EQ(t.state().activeSuit(), Suit::Clubs);
  EXPECT_TRUE(t.state().suitDeclared());

  // Carla has no club and no 8: she must draw, draws 3H (no good, keeps drawing), then 10C.
  EXPECT_EQ(t.legal(kCarla), "draw");
  t.draw(kCarla);
  EXPECT_EQ(t.state().lastDrawn(), test::card("3H"));
  EXPECT_EQ(t.legal(kCarla), "draw");
  t.draw(kCarla);
  EXPECT_EQ(t.state().lastDrawn(), test::card("10C"));
  // R12: the card that fits must be played; no pass, no further draw.
  EXPECT_EQ(t.legal(kCarla), "play 10C clubs");
  t.refuse(kCarla, Action::pass());
  t.refuse(kCarla, Action::draw());
  t.play(kCarla, "10C");
  EXPECT_EQ(t.hand(kCarla), test::faces("2H 6S 4H JH 3H"));
  // The declared suit lasted only until the next card.
  EXPECT_FALSE(t.state().suitDeclared());
  EXPECT_EQ(t.current(), kAnna);
}

// Seed 001, "Punkte": Anna goes out; Ben holds 8C 3H = 53, Carla QD AS 7C = 18; Anna scores 71.
TEST(CrazyEights, WinnerCollectsFiftyThreePlusEighteenIsSeventyOne) {
  Table t(crazyEightsWithHands(3),
          Deal{3, kCarla, {"5S 6S KS", "2S 8C 3H", "QD AS 7C"}, "9S", "4S 3S 10S"});
  t.play(kAnna, "5S");
  t.play(kBen, "2S");
  t.draw(kCarla);  // voluntary: the AS would fit
  t.play(kCarla, "4S");
  t.play(kAnna, "6S");
  t.draw(kBen);
  t.play(kBen, "3S");
  t.draw(kCarla);
  t.play(kCarla, "10S");
  t.play(kAnna, "KS");  // R1: the hand ends at once
  ASSERT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.hand(kBen), test::faces("8C 3H"));
  EXPECT_EQ(t.hand(kCarla), test::faces("QD AS 7C"));
  EXPECT_EQ(t.state().handValue(kBen), 53);
  EXPECT_EQ(t.state().handValue(kCarla), 18);
  EXPECT_EQ(t.state().score(kAnna), 71);
  EXPECT_EQ(t.state().score(kBen), 0);
  EXPECT_EQ(t.state().score(kCarla), 0);
  EXPECT_EQ(t.state().lastHandWinner(), kAnna);
  int scored = 0;
  for (const Event& e : t.last) {
    if (e.type != EventType::HandScored) continue;
    ++scored;
    EXPECT_EQ(e.value, e.seat == kAnna ? 71 : 0);
    EXPECT_EQ(e.other, e.seat == kAnna ? 0 : (e.seat == kBen ? 2 : 3));
  }
  EXPECT_EQ(scored, 3);
}

// R12: draw one at a time until a card fits, and that card must be played - even when the player
// held another playable card and drew voluntarily.
TEST(CrazyEights, DrawnPlayableCardMustBePlayed) {
  Table t(crazyEights(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 2D"}, "4H", "KC 3C KH"});
  ASSERT_EQ(t.current(), 1);
  EXPECT_NE(t.legal(1).find("draw"), std::string::npos);  // may draw though 5H fits
  t.draw(1);                                              // KC: no good
  EXPECT_EQ(t.legal(1), "draw");
  t.draw(1);  // 3C
  EXPECT_EQ(t.legal(1), "draw");
  t.draw(1);  // KH fits
  EXPECT_EQ(t.legal(1), "play KH hearts");
  const Refusal why = t.refusePlay(1, "5H");
  EXPECT_EQ(why.code, RefusalCode::OnlyDrawnCard) << explain(why);
  t.refuse(1, Action::pass());
  t.play(1, "KH");
  EXPECT_EQ(t.hand(1), test::faces("5H 6C 7C 9C JS QS 2D KC 3C"));
}

// An 8 drawn counts as playable (R12) and then declares any suit.
TEST(CrazyEights, DrawnEightMustBePlayedAndDeclares) {
  Table t(crazyEights(), Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "8D"});
  t.draw(1);
  EXPECT_EQ(t.legal(1), "play 8D clubs, play 8D diamonds, play 8D hearts, play 8D spades");
  t.play(1, "8D", Suit::Diamonds);  // its own suit is allowed
  EXPECT_EQ(t.state().activeSuit(), Suit::Diamonds);
}

// Edge case: the stock runs out in the middle of drawing until playable - the discard pile but
// its top card is shuffled into a new stock and the drawing goes on.
TEST(CrazyEights, StockRunsOutWhileDrawingUntilPlayable) {
  Table t(crazyEights(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "KC 3C"});
  t.thinStock(2);
  const int discardBefore = t.state().discardSize();
  ASSERT_GT(discardBefore, 2);
  t.draw(1);
  t.draw(1);
  ASSERT_EQ(t.state().stockSize(), 0);
  EXPECT_EQ(t.legal(1), "draw");
  int draws = 2;
  while (t.state().currentPlayer() == 1 && t.legal(1) == "draw") {
    t.draw(1);
    if (draws++ == 2) {
      ASSERT_EQ(t.countLast(EventType::StockReshuffled), 1);
      EXPECT_EQ(t.state().topCard(), test::card("4H"));
      EXPECT_EQ(t.state().discardSize(), 1);
      EXPECT_EQ(t.state().stockSize(), discardBefore - 1 - 1);  // one drawn already
    }
  }
  // Stopped on a card that fits and must be played.
  ASSERT_TRUE(t.state().lastDrawn().isKnown());
  EXPECT_TRUE(t.state().isPlayable(t.state().lastDrawn()));
  EXPECT_EQ(t.legal(1).find("draw"), std::string::npos);
  EXPECT_EQ(t.legal(1).find("pass"), std::string::npos);
}

// "Ohne Neumischen" and the base rule's last resort: nothing left to draw, pass and keep what
// you drew.
TEST(CrazyEights, NoReshufflePassesAndKeepsTheDrawnCards) {
  Table t(crazyEights({"no_reshuffle"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "KC 3C"});
  t.thinStock(2);
  t.draw(1);
  t.draw(1);
  // Nothing to draw, nothing fits: the turn passes by itself.
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.countLast(EventType::TurnPassed), 1);
  EXPECT_EQ(t.hand(1), test::faces("5C 6C 7C 9C JS QS 2D KC 3C"));
  EXPECT_EQ(t.state().phase(), Phase::Playing);
}

TEST(CrazyEights, NoReshuffleStillAllowsPlayingWithAnEmptyStock) {
  Table t(crazyEights({"no_reshuffle"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 2D"}, "4H", ""});
  t.thinStock(0);
  EXPECT_EQ(t.legal(1), "play 5H hearts");
  t.play(1, "5H");
}

// Start card: an 8 is buried in the middle of the stock and the next card turned.
TEST(CrazyEights, EightAsStartCardIsBuried) {
  Table t(crazyEights(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "8H", "8C 4D"});
  EXPECT_EQ(t.count(EventType::StartCardBuried, t.events), 2);
  EXPECT_EQ(t.state().topCard(), test::card("4D"));
  EXPECT_EQ(t.state().activeSuit(), Suit::Diamonds);
  EXPECT_FALSE(t.state().suitDeclared());
  EXPECT_EQ(t.current(), 1);
  // Both eights are somewhere in the middle of the stock, not on top or at the bottom.
  const int n = t.state().stockSize();
  for (int i = 0; i < n; ++i) {
    const Card c = t.state().stockCard(i);
    if (c.rank() != Rank::Eight || (c.suit() != Suit::Hearts && c.suit() != Suit::Clubs)) continue;
    EXPECT_GT(i, n / 4) << cardCode(c);
    EXPECT_LT(i, 3 * n / 4) << cardCode(c);
  }
  EXPECT_TRUE(t.state().cardsAccountedFor());
}

// Variant "8 als Startkarte": the dealer names the suit instead.
TEST(CrazyEights, EightStartVariantDealerDeclares) {
  Table t(crazyEights({"eight_start"}),
          Deal{3, 1, {"2S 3S 4S 5S 6S", "5C 6C 7C 9C JS", "QS 2D 3D 4D 5D"}, "8H", "4C"});
  ASSERT_EQ(t.state().phase(), Phase::DealerDeclares);
  EXPECT_EQ(t.state().topCard(), test::card("8H"));
  EXPECT_EQ(t.legal(1), "declare clubs, declare diamonds, declare hearts, declare spades");
  EXPECT_EQ(t.legal(2), "");
  EXPECT_EQ(t.legal(0), "");
  EXPECT_EQ(t.refuse(2, Action::play(test::card("QS"), Suit::Spades)).code,
            RefusalCode::DealerMustDeclare);
  EXPECT_EQ(t.refuse(0, Action::declare(Suit::Hearts)).code, RefusalCode::OnlyDealerDeclares);
  t.act(1, Action::declare(Suit::Spades));
  EXPECT_EQ(t.state().phase(), Phase::Playing);
  EXPECT_EQ(t.current(), 2);  // left of the dealer
  EXPECT_EQ(t.state().activeSuit(), Suit::Spades);
  EXPECT_EQ(t.legal(2), "draw, play QS spades");
}

// Target: 50 points per player at the table.
TEST(CrazyEights, TargetIsFiftyPerPlayer) {
  for (int players = 2; players <= 7; ++players) {
    MatchConfig config;
    config.players = players;
    config.seed = 3;
    Table t(crazyEights(), config);
    EXPECT_EQ(t.state().target(), 50 * players) << players;
  }
}

// Two decks from six players, every card distinct and accounted for.
TEST(CrazyEights, TwoDecksFromSixPlayers) {
  for (int players = 5; players <= 7; ++players) {
    MatchConfig config;
    config.players = players;
    config.seed = 11;
    Table t(crazyEights(), config);
    EXPECT_EQ(t.state().deckSize(), players >= 6 ? 104 : 52);
    for (int seat = 0; seat < players; ++seat)
      EXPECT_EQ(t.state().hand(seat).size(), 5);
    EXPECT_TRUE(t.state().cardsAccountedFor());
  }
}

// Two players get seven cards, three or more five.
TEST(CrazyEights, HandSizes) {
  for (int players = 2; players <= 4; ++players) {
    MatchConfig config;
    config.players = players;
    Table t(crazyEights(), config);
    for (int seat = 0; seat < players; ++seat)
      EXPECT_EQ(t.state().hand(seat).size(), players == 2 ? 7 : 5);
  }
}

// Variant "Sonderkarten": Q skips, A reverses, 2 draws two; an 8 does not defend (R10).
TEST(CrazyEights, SpecialCardsQueenSkipsAceReversesTwoDraws) {
  Table t(crazyEights({"special_cards"}),
          Deal{3, 2, {"QH 3S 4S 5S 6S", "AH 3C 4C 5C 6C", "2H 8D 4D 5D 6D"}, "9H", "7C 7D 7S"});
  t.play(0, "QH");  // seat 1 skips
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 1);
  EXPECT_EQ(t.current(), 2);
  t.play(2, "2H");  // seat 0 must draw two
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.state().pendingDraw(), 2);
  EXPECT_EQ(t.legal(0), "draw");
  t.draw(0);
  EXPECT_EQ(t.hand(0), test::faces("3S 4S 5S 6S 7C 7D"));
  EXPECT_EQ(t.current(), 1);
  t.play(1, "AH");  // follows the 2H; the direction reverses
  EXPECT_EQ(t.state().direction(), -1);
  EXPECT_EQ(t.current(), 0);
}

TEST(CrazyEights, EightDoesNotDefendAgainstTwo) {
  Table t(crazyEights({"special_cards"}),
          Deal{2, 0, {"2H 8D 4D 5D 6D 7D 9D", "2C 8C 8S 3C 4C 5C 6C"}, "9H", "KS KH"});
  t.play(1, "8C", Suit::Hearts);
  t.play(0, "2H");
  EXPECT_EQ(t.state().pendingDraw(), 2);
  EXPECT_EQ(t.legal(1), "draw, play 2C clubs");
  const Refusal why = t.refusePlay(1, "8S", Suit::Hearts);
  EXPECT_TRUE(why.wildDoesNotDefend) << explain(why);
}

}  // namespace
}  // namespace ochos::engine
