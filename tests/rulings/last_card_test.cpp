// R13: announcing the last card. Ochos Locos penalises a forgotten announcement automatically when
// the next player acts; Crazy Eights' "last card" variant, Mau-Mau and Switch let any other player
// catch it until the next player acts.
#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;
using test::twoCards;

int drawnFor(const EventLog& log, int seat, DrawCause cause) {
  int n = 0;
  for (const Event& e : log)
    if (e.type == EventType::CardDrawn && e.seat == seat && e.other == static_cast<int>(cause)) ++n;
  return n;
}

TEST(LastCardAutomatic, AnnouncedWithThePlay_R13) {
  Table t(twoCards("ochos-locos"), Deal{2, 0, {"3C 4C", "5H 6H"}, "9H", "KS QS"});
  EXPECT_EQ(t.legal(1), "play 5H hearts announce, play 6H hearts announce");
  t.play(1, "5H", std::nullopt, true);
  EXPECT_EQ(t.countLast(EventType::LastCardAnnounced), 1);
  EXPECT_EQ(t.state().unannouncedSeat(), -1);
  t.draw(0);
  EXPECT_EQ(t.countLast(EventType::LastCardMissed), 0);
  EXPECT_EQ(t.state().hand(1).size(), 1);
}

TEST(LastCardAutomatic, ForgottenCostsTwoCardsWhenTheNextPlayerActs_R13) {
  Table t(twoCards("ochos-locos"), Deal{2, 0, {"3C 4C", "5H 6H"}, "9H", "KS QS JS"});
  t.play(1, "5H");  // no announcement
  EXPECT_EQ(t.state().unannouncedSeat(), 1);
  EXPECT_EQ(t.legal(1), "announce");
  EXPECT_EQ(t.legal(0), "draw");  // nobody has to catch it
  const Refusal why = t.refuse(0, Action::catchPlayer(1));
  EXPECT_EQ(why.code, RefusalCode::NoCatchInRules) << explain(why);
  t.draw(0);
  ASSERT_GE(t.last.size(), 3U);
  EXPECT_EQ(t.last[0].type, EventType::LastCardMissed);
  EXPECT_EQ(t.last[0].seat, 1);
  EXPECT_EQ(drawnFor(t.last, 1, DrawCause::LastCard), 2);
  EXPECT_EQ(t.hand(1), test::faces("6H KS QS"));
  EXPECT_EQ(t.hand(0), test::faces("3C 4C JS"));
  EXPECT_EQ(t.state().unannouncedSeat(), -1);
  t.refuse(1, Action::announceLastCard());
}

TEST(LastCardAutomatic, SeparateAnnouncementBeforeTheNextPlayerActs_R13) {
  Table t(twoCards("ochos-locos"), Deal{2, 0, {"3C 4C", "5H 6H"}, "9H", "KS QS JS"});
  t.play(1, "5H");
  t.act(1, Action::announceLastCard());
  EXPECT_EQ(t.countLast(EventType::LastCardAnnounced), 1);
  t.draw(0);
  EXPECT_EQ(t.countLast(EventType::LastCardMissed), 0);
  EXPECT_EQ(t.hand(1), test::faces("6H"));
}

// Announcing is only for the play that leaves exactly one card.
TEST(LastCardAutomatic, AnnounceFlagOnlyWhenOneCardIsLeft) {
  auto rules = std::make_shared<RuleSet>(*test::profile("ochos-locos"));
  rules->handSize.fill(3);
  Table t(rules, Deal{2, 0, {"3C 4C 5C", "5H 6H 7H"}, "9H", "KS QS JS"});
  const Refusal why = t.refuse(1, Action::play(test::card("5H"), Suit::Hearts, true));
  EXPECT_EQ(why.code, RefusalCode::AnnounceWithOneCard) << explain(why);
  EXPECT_EQ(t.legal(1), "play 5H hearts, play 6H hearts, play 7H hearts");
}

// While a forgotten last card can still be penalised, the next player's pass-only turn waits; once
// the card is announced it passes by itself.
TEST(LastCardAutomatic, PassOnlyTurnWaitsForTheWindow) {
  Table t(twoCards("ochos-locos", {}, EmptyStock::Pass), Deal{2, 0, {"3C 4C", "5H 6H"}, "9H", ""});
  t.thinStock(0);
  t.play(1, "5H");
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.legal(0), "pass");
  t.act(1, Action::announceLastCard());
  EXPECT_EQ(t.countLast(EventType::TurnPassed), 1);
  EXPECT_EQ(t.current(), 1);
  EXPECT_EQ(t.legal(1), "play 6H hearts");
}

// The penalty is drawn before the next player's action takes effect.
TEST(LastCardAutomatic, PenaltyComesBeforeTheNextPlayersDraw) {
  Table t(twoCards("ochos-locos", {}, EmptyStock::Pass),
          Deal{2, 0, {"3C 4C", "5H 6H"}, "9H", "KS"});
  t.thinStock(1);
  t.play(1, "5H");
  t.draw(0);
  EXPECT_EQ(t.countLast(EventType::LastCardMissed), 1);
  EXPECT_EQ(drawnFor(t.last, 1, DrawCause::LastCard), 1);  // only the KS was left
  EXPECT_EQ(t.hand(1), test::faces("6H KS"));
  EXPECT_EQ(t.hand(0), test::faces("3C 4C"));
  EXPECT_EQ(t.current(), 1);  // seat 0 had nothing left to do
}

// Challenge (Crazy Eights "last card"): any other player may catch until the next player acts.
TEST(LastCardChallenge, AnyOtherPlayerMayCatch_R13) {
  Table t(twoCards("crazy-eights", {"last_card"}),
          Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  t.play(0, "5H");
  EXPECT_EQ(t.state().unannouncedSeat(), 0);
  EXPECT_EQ(t.legal(0), "announce");
  EXPECT_EQ(t.legal(1), "catch 0, draw");
  EXPECT_EQ(t.legal(2), "catch 0");
  t.refuse(0, Action::catchPlayer(0));
  t.refuse(2, Action::catchPlayer(1));
  t.act(2, Action::catchPlayer(0));
  const Event* caught = t.firstOf(EventType::LastCardCaught, t.last);
  ASSERT_NE(caught, nullptr);
  EXPECT_EQ(caught->seat, 0);
  EXPECT_EQ(caught->other, 2);
  EXPECT_EQ(drawnFor(t.last, 0, DrawCause::LastCard), 2);
  EXPECT_EQ(t.hand(0), test::faces("7H KS QS"));
  EXPECT_EQ(t.current(), 1);  // the turn did not move
  t.refuse(1, Action::catchPlayer(0));
}

TEST(LastCardChallenge, WindowClosesWhenTheNextPlayerActs_R13) {
  Table t(twoCards("crazy-eights", {"last_card"}),
          Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  t.play(0, "5H");
  t.draw(1);  // KS
  EXPECT_EQ(t.countLast(EventType::LastCardMissed), 0);
  EXPECT_EQ(t.state().unannouncedSeat(), -1);
  t.refuse(2, Action::catchPlayer(0));
  t.refuse(0, Action::announceLastCard());
  EXPECT_EQ(t.hand(0), test::faces("7H"));
}

TEST(LastCardChallenge, AnnouncedPlayerCannotBeCaught) {
  Table t(twoCards("crazy-eights", {"last_card"}),
          Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  t.play(0, "5H", std::nullopt, true);
  const Refusal why = t.refuse(2, Action::catchPlayer(0));
  EXPECT_EQ(why.code, RefusalCode::NothingToCatch) << explain(why);
  EXPECT_EQ(t.legal(2), "");
}

TEST(LastCardChallenge, NoLastCardRuleWithoutTheVariant) {
  Table t(twoCards("crazy-eights"), Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  EXPECT_EQ(t.legal(0), "draw, play 5H hearts, play 7H hearts");
  const Refusal why = t.refuse(0, Action::play(test::card("5H"), Suit::Hearts, true));
  EXPECT_EQ(why.code, RefusalCode::NoAnnouncementInRules) << explain(why);
  t.play(0, "5H");
  EXPECT_EQ(t.state().unannouncedSeat(), -1);
}

// Mau-Mau: "Mau" forgotten and caught costs one card.
TEST(LastCardChallenge, MauMauPenaltyIsOneCard) {
  Table t(twoCards("mau-mau"), Deal{2, 0, {"7C 9C", "10H QH"}, "9H", "KS QS JS"});
  t.play(1, "10H");
  t.act(0, Action::catchPlayer(1));
  EXPECT_EQ(drawnFor(t.last, 1, DrawCause::LastCard), 1);
  EXPECT_EQ(t.hand(1), test::faces("QH KS"));
}

// With two players a skip gives the forgetful player the next turn: acting closes the window.
TEST(LastCardChallenge, SkipToSelfClosesTheWindow) {
  Table t(twoCards("mau-mau"), Deal{2, 0, {"7C 9C", "8H QH"}, "9H", "KS QS JS"});
  t.play(1, "8H");  // seat 0 skips: seat 1 again
  EXPECT_EQ(t.current(), 1);
  EXPECT_EQ(t.legal(0), "catch 1");
  t.play(1, "QH");
  EXPECT_EQ(t.state().phase(), Phase::HandOver);
  EXPECT_EQ(t.state().lastHandWinner(), 1);
}

}  // namespace
}  // namespace ochos::engine
