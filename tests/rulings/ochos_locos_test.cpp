// Ochos Locos (seed 000): must play if able, draw one and maybe play it, eights wild (also on
// eights unless R11), the buried start 8, players and decks (R5), and its variants.
#include <gtest/gtest.h>

#include <stdexcept>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::Table;

std::shared_ptr<const RuleSet> ochosLocos(const std::vector<std::string>& variants = {}) {
  return test::profile("ochos-locos", variants);
}

const Deal kBasic{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5H 6C 7C 9C JS QS 8D"}, "4H", "KC 3H"};

// You must play if you can: no draw while a card fits.
TEST(OchosLocos, MustPlayIfAble) {
  Table t(ochosLocos(), kBasic);
  EXPECT_EQ(t.legal(1),
            "play 5H hearts, play 8D clubs, play 8D diamonds, play 8D hearts, play 8D spades");
  const Refusal why = t.refuse(1, Action::draw());
  EXPECT_EQ(why.code, RefusalCode::MustPlayNotDraw) << explain(why);
}

// Cannot play: draw one; if it is playable you may play it at once, else the turn ends.
TEST(OchosLocos, DrawOneThenTurnEnds) {
  Table t(ochosLocos(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "KC 3H"});
  EXPECT_EQ(t.legal(1), "draw");
  t.draw(1);  // KC: no good
  EXPECT_EQ(t.countLast(EventType::TurnPassed), 1);
  EXPECT_EQ(t.current(), 0);
  EXPECT_EQ(t.hand(1), test::faces("5C 6C 7C 9C JS QS 2D KC"));
}

TEST(OchosLocos, DrawnPlayableCardMayBePlayedOrKept) {
  Table t(ochosLocos(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "3H KC"});
  t.draw(1);  // 3H fits
  EXPECT_EQ(t.legal(1), "pass, play 3H hearts");
  t.refuse(1, Action::draw());  // one card only
  t.pass(1);
  EXPECT_EQ(t.current(), 0);
  EXPECT_TRUE(t.state().hand(1).contains(test::card("3H")));
}

TEST(OchosLocos, DrawnPlayableCardPlayedAtOnce) {
  Table t(ochosLocos(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "3H KC"});
  t.draw(1);
  t.play(1, "3H");
  EXPECT_EQ(t.state().topCard(), test::card("3H"));
  EXPECT_EQ(t.current(), 0);
}

// An 8 is wild and may be played on anything, including an 8; it declares any of the four suits.
TEST(OchosLocos, EightOnEightAllowed) {
  Table t(ochosLocos(), Deal{2, 0, {"8S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 8D"}, "4H", "KC"});
  t.play(1, "8D", Suit::Clubs);
  EXPECT_EQ(t.legal(0), "play 8S clubs, play 8S diamonds, play 8S hearts, play 8S spades");
  t.play(0, "8S", Suit::Hearts);
  EXPECT_EQ(t.state().activeSuit(), Suit::Hearts);
}

// R11, variant "no eight on eight".
TEST(OchosLocos, NoEightOnEight_R11) {
  Table t(ochosLocos({"no_eight_on_eight"}),
          Deal{2, 0, {"8S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 8D"}, "4H", "KC"});
  t.play(1, "8D", Suit::Clubs);
  EXPECT_EQ(t.legal(0), "draw");
  const Refusal why = t.refusePlay(0, "8S", Suit::Hearts);
  EXPECT_EQ(why.code, RefusalCode::WildOnWild) << explain(why);
}

// Variant "silent eight": no suit is declared; the 8's own suit stands.
TEST(OchosLocos, SilentEight) {
  Table t(ochosLocos({"silent_eight"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 8D"}, "4H", "KC"});
  EXPECT_EQ(t.legal(1), "play 8D diamonds");
  t.play(1, "8D");
  EXPECT_EQ(t.countLast(EventType::SuitDeclared), 0);
  EXPECT_EQ(t.state().activeSuit(), Suit::Diamonds);
  EXPECT_FALSE(t.state().suitDeclared());
}

// Start card: an 8 is buried in the middle of the stock and the next card turned, again while
// it is an 8.
TEST(OchosLocos, StartEightIsBuried) {
  Table t(ochosLocos(),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "8H", "8C 8D 4D"});
  EXPECT_EQ(t.count(EventType::StartCardBuried, t.events), 3);
  EXPECT_EQ(t.state().topCard(), test::card("4D"));
  EXPECT_TRUE(t.state().cardsAccountedFor());
}

// R5: 2-5 players, one deck; variant "two decks" from five players.
TEST(OchosLocos, PlayersAndDecks_R5) {
  for (int players = 1; players <= 6; ++players) {
    MatchConfig config;
    config.players = players;
    if (players < 2 || players > 5) {
      EXPECT_THROW(GameState::newMatch(*ochosLocos(), config, nullptr), std::invalid_argument);
      continue;
    }
    const GameState one = GameState::newMatch(*ochosLocos(), config, nullptr);
    EXPECT_EQ(one.deckSize(), 52);
    for (int seat = 0; seat < players; ++seat)
      EXPECT_EQ(one.hand(seat).size(), 7);
    const GameState two = GameState::newMatch(*ochosLocos({"two_decks"}), config, nullptr);
    EXPECT_EQ(two.deckSize(), players == 5 ? 104 : 52);
    EXPECT_TRUE(two.cardsAccountedFor());
  }
}

// Target 100 by default, 200 offered.
TEST(OchosLocos, Targets) {
  const auto rules = ochosLocos();
  EXPECT_EQ(rules->targetFor(4), 100);
  EXPECT_NE(std::find(rules->targetChoices.begin(), rules->targetChoices.end(), 200),
            rules->targetChoices.end());
  MatchConfig config;
  config.players = 3;
  config.target = 200;
  EXPECT_EQ(GameState::newMatch(*rules, config, nullptr).target(), 200);
}

// Variant "draw until playable": draw until a card fits, and play it.
TEST(OchosLocos, DrawUntilPlayableVariant) {
  Table t(ochosLocos({"draw_until_playable"}),
          Deal{2, 0, {"2S 3S 4S 5S 6S 7S 9S", "5C 6C 7C 9C JS QS 2D"}, "4H", "KC 3C 4C"});
  t.draw(1);
  EXPECT_EQ(t.legal(1), "draw");
  t.draw(1);
  t.draw(1);  // 4C: the rank fits
  EXPECT_EQ(t.legal(1), "play 4C clubs");
  t.play(1, "4C");
}

// Variant "action cards": J skips, Q reverses, 2 draws two (see common_rules_test for R9/R10).
TEST(OchosLocos, ActionCardsVariant) {
  const auto rules = ochosLocos({"action_cards"});
  EXPECT_TRUE(rules->effect(Rank::Jack).skip);
  EXPECT_TRUE(rules->effect(Rank::Queen).reverse);
  EXPECT_EQ(rules->effect(Rank::Two).draw, 2);
  EXPECT_TRUE(rules->effect(Rank::Two).answersDraw);
  EXPECT_FALSE(rules->effect(Rank::Eight).answersDraw);
  Table t(rules, Deal{3,
                      0,
                      {"2S 3S 4S 5S 6S 7S 9S", "JH 6C 7C 9C JS QS 2D", "3H 5H 6H 7H 9H 10H KH"},
                      "4H",
                      "KC"});
  t.play(1, "JH");
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 1);
  EXPECT_EQ(t.current(), 0);
}

// Without the variant, J, Q and 2 are plain cards.
TEST(OchosLocos, NoActionCardsByDefault) {
  Table t(ochosLocos(),
          Deal{3,
               0,
               {"2S 3S 4S 5S 6S 7S 9S", "JH 6C 7C 9C JS QS 2D", "3H 5H 6H 7H 9H 10H KH"},
               "4H",
               "KC"});
  t.play(1, "JH");
  EXPECT_EQ(t.countLast(EventType::TurnSkipped), 0);
  EXPECT_EQ(t.current(), 2);
}

// Scoring is penalty points (R6) and a blocked hand follows R8 (see scoring_test).
TEST(OchosLocos, PenaltyPointsProfile_R6) {
  const auto rules = ochosLocos();
  EXPECT_EQ(rules->scoring, ScoringMode::PenaltyPoints);
  EXPECT_EQ(rules->lastCard, LastCardRule::Automatic);
  EXPECT_EQ(rules->lastCardPenalty, 2);
  EXPECT_EQ(rules->illegalPlayPenalty, 0);  // R3: off by default
}

}  // namespace
}  // namespace ochos::engine
