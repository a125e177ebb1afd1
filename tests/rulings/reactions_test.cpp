// The protocol for acting out of turn (R13): who is asked, in which order, until when. The GUI,
// ochos-sim and the benchmarks all play it through these functions.
#include "ochos/engine/reactions.hpp"

#include <gtest/gtest.h>

#include "rulings_support.hpp"

namespace ochos::engine {
namespace {

using test::Deal;
using test::twoCards;

Game dealt(std::shared_ptr<const RuleSet> rules, const Deal& deal) {
  MatchConfig config;
  config.players = deal.players;
  config.seed = 7;
  config.firstDealer = deal.dealer;
  config.firstDeck = test::deckOrder(*rules, deal);
  return Game(std::move(rules), config);
}

void play(Game& game, int seat, std::string_view code) {
  const Card c = test::card(code);
  Card held = c;
  game.state().hand(seat).forEach([&](Card h) {
    if (h.sameFace(c)) held = h;
  });
  ASSERT_TRUE(game.apply(seat, Action::play(held, held.suit())).accepted);
}

// Seat 0 plays down to one card without a word; seat 1 is to act.
Game forgottenLastCard(int players) {
  std::vector<std::string> hands = {"5H 7H", "9C 10C", "3D 4D", "6S 2S"};
  hands.resize(static_cast<std::size_t>(players));
  Game game = dealt(twoCards("crazy-eights", {"last_card"}),
                    Deal{players, players - 1, hands, "9H", "KS QS JS"});
  play(game, 0, "5H");
  return game;
}

TEST(Reactions, NobodyIsAskedWhileEveryLastCardWasSaid) {
  Game game = dealt(twoCards("crazy-eights", {"last_card"}),
                    Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  EXPECT_TRUE(reactors(game.state()).empty());
  Observation view;
  int asked = 0;
  const auto ask = [&](int, const Observation&) -> std::optional<Action> {
    ++asked;
    return std::nullopt;
  };
  EXPECT_FALSE(nextReaction(game, ask, view));
  EXPECT_EQ(asked, 0);
}

TEST(Reactions, TheForgetfulPlayerFirstThenTurnOrderFromTheSeatToAct_R13) {
  Game game = forgottenLastCard(4);
  ASSERT_EQ(game.state().currentPlayer(), 1);
  // Seat 1 is to act: catching is among its turn's actions, so it is not asked out of turn.
  EXPECT_EQ(reactors(game.state()), (std::vector<int>{0, 2, 3}));
}

TEST(Reactions, OnlyTheForgetfulPlayerWhenNobodyMayCatch_R13) {
  Game game =
      dealt(twoCards("ochos-locos"), Deal{3, 2, {"5H 7H", "9C 10C", "3D 4D"}, "9H", "KS QS JS"});
  play(game, 0, "5H");
  ASSERT_EQ(game.state().unannouncedSeat(), 0);
  EXPECT_EQ(reactors(game.state()), (std::vector<int>{0}));
}

TEST(Reactions, ASkipBackToTheForgetfulPlayerLeavesTheOthersToCatch_R13) {
  Game game = dealt(twoCards("mau-mau"), Deal{2, 0, {"7C 9C", "8H QH"}, "9H", "KS QS JS"});
  play(game, 1, "8H");  // seat 0 skips: seat 1 again, with one card and no word said
  ASSERT_EQ(game.state().currentPlayer(), 1);
  EXPECT_EQ(reactors(game.state()), (std::vector<int>{0}));
}

TEST(Reactions, ALateAnnouncementComesBeforeAnyCatch_R13) {
  Game game = forgottenLastCard(3);
  std::vector<int> asked;
  const auto ask = [&](int seat, const Observation& view) -> std::optional<Action> {
    asked.push_back(seat);
    return view.legal[0];  // announce for the forgetful player, catch for the others
  };
  Observation view;
  const std::vector<Reaction> applied = playReactions(game, ask, view);
  ASSERT_EQ(applied.size(), 1U);
  EXPECT_EQ(applied[0].seat, 0);
  EXPECT_EQ(applied[0].action.type, ActionType::Announce);
  EXPECT_EQ(asked, (std::vector<int>{0}));  // the window closed: nobody else was asked
  EXPECT_EQ(game.state().unannouncedSeat(), -1);
}

TEST(Reactions, TheFirstCatchInOrderIsTakenAndAnIllegalOfferIsNone_R13) {
  Game game = forgottenLastCard(4);
  const auto ask = [&](int seat, const Observation&) -> std::optional<Action> {
    if (seat == 0) return std::nullopt;            // still silent
    if (seat == 2) return Action::catchPlayer(3);  // not the one who forgot
    return Action::catchPlayer(0);                 // seat 3
  };
  Observation view;
  const std::vector<Reaction> applied = playReactions(game, ask, view);
  ASSERT_EQ(applied.size(), 1U);
  EXPECT_EQ(applied[0].seat, 3);
  EXPECT_EQ(game.state().hand(0).size(), 3);  // one card and the two of the penalty
  EXPECT_TRUE(reactors(game.state()).empty());
}

TEST(Reactions, EachSeatSeesOnlyItsOwnView) {
  Game game = forgottenLastCard(3);
  const auto ask = [&](int seat, const Observation& view) -> std::optional<Action> {
    EXPECT_EQ(view.seat, seat);
    EXPECT_EQ(view.hand, game.state().hand(seat));
    return std::nullopt;
  };
  Observation view;
  EXPECT_TRUE(playReactions(game, ask, view).empty());
}

}  // namespace
}  // namespace ochos::engine
