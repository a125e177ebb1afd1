// A refusal tells the player why: over random positions of every profile and variant, every
// illegal action is tried and what its refusal says is checked against the position ("you must
// play the card you drew" only when that card can be played, "you cannot pass while you can
// still draw" only when drawing is legal, …).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rulings_support.hpp"
#include "ochos/engine/reactions.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/engine/rule_queries.hpp"

namespace ochos::engine {
namespace {

// Every action a seat could try now: each card it holds played with each suit named (with and
// without a call), draw, pass, announce, a catch of each seat, each suit declared.
std::vector<Action> candidates(const GameState& s, int seat) {
  std::vector<Action> out{Action::draw(), Action::pass(), Action::announceLastCard()};
  for (int suit = 0; suit < kSuitCount; ++suit)
    out.push_back(Action::declare(static_cast<Suit>(suit)));
  for (int target = 0; target < s.players(); ++target)
    out.push_back(Action::catchPlayer(target));
  s.hand(seat).forEach([&](Card c) {
    for (int suit = 0; suit < kSuitCount; ++suit)
      for (bool call : {false, true})
        out.push_back(Action::play(c, static_cast<Suit>(suit), call));
  });
  return out;
}

bool drawnCardFits(const GameState& s) {
  return s.drawsThisTurn() > 0 && s.playableCards().contains(s.lastDrawn());
}

bool isWild(const GameState& s, Card c) {
  return wildCards(s.rules()).contains(c);
}

// What the refusal claims about the position, checked. Empty when true, else what is false.
std::string falseClaim(const GameState& s, int seat, const Action& a, const Refusal& r) {
  using enum RefusalCode;
  const auto claim = [](bool holds, const char* what) { return holds ? "" : std::string(what); };
  switch (r.code) {
    case NotYourTurn:
      return claim(seat != s.currentPlayer(), "it is this seat's turn");
    case CardNotHeld:
      return claim(!s.hand(seat).contains(a.card), "the card is held");
    case AnnounceWithOneCard:
      return claim(s.hand(seat).size() != 2, "the call would leave one card");
    case SameRankOnly:
      return claim(s.continuingRank() && a.card.rank() != r.rank && r.rank == s.topCard().rank(),
                   "the card continues the turn's rank");
    case MustAnswerDraw:
    case MustAnswerDrawPassOn:
    case PassMustAnswerDraw:
      return claim(s.pendingDraw() > 0, "no draw is pending");
    case OnlyDrawnCard:
      return claim(s.drawsThisTurn() > 0 && a.card != s.lastDrawn(), "nothing was drawn");
    case MustPlayDrawnCard:
    case DrewPlayableMustPlay:
    case DrewPlayablePlayOrPass:
      return claim(drawnCardFits(s), "the drawn card does not fit");
    case WildOnWild:
      return claim(isWild(s, a.card) && isWild(s, s.topCard()), "the cards are not both wild");
    case DoesNotFollowCalled:
      return claim(s.suitDeclared() && r.suit == s.activeSuit() && a.card.suit() != r.suit,
                   "the card follows the called suit");
    case DoesNotMatch:
      return claim(r.suit == s.activeSuit() && r.rank == s.topCard().rank() &&
                       a.card.suit() != r.suit && a.card.rank() != r.rank,
                   "the card matches the suit or the rank");
    case PlayedThisTurn:
      return claim(s.continuingRank(), "nothing was played this turn");
    case NothingToDraw:
      return claim(!s.canDrawCard(), "a card can be drawn");
    case DrawLimitReached:
      return claim(s.rules().maxDrawsPerTurn != 0 && s.drawsThisTurn() >= s.rules().maxDrawsPerTurn,
                   "the draw limit is not reached");
    case MustPlayNotDraw:
    case MustPlayWhenCan:
      return claim(!s.playableCards().empty(), "no card can be played");
    case CannotPassWhileCanDraw:
      return claim(s.isLegal(seat, Action::draw()), "drawing is not legal");
    case CannotCatchSelf:
      return claim(a.target == seat, "the target is another seat");
    case NothingToCatch:
      return claim(a.target != s.unannouncedSeat(), "the target can be caught");
    default:
      return {};
  }
}

void checkEveryIllegalAction(const GameState& s, int seat, const std::string& where) {
  for (const Action& a : candidates(s, seat)) {
    const Refusal r = s.whyIllegal(seat, a);
    if (!r) continue;
    const std::string wrong = falseClaim(s, seat, a, r);
    EXPECT_TRUE(wrong.empty()) << where << ": seat " << seat << " " << describe(a)
                               << " refused with \"" << explain(r) << "\" but " << wrong;
  }
}

TEST(RefusalClaims, EveryRefusalIsTrueOfItsPositionInRandomMatchesOfEveryProfile) {
  const auto profiles = test::everyProfileAndVariantCombination();
  ASSERT_FALSE(profiles.empty());
  Rng rng(29);
  long checkedPositions = 0;
  for (const auto& p : profiles) {
    for (int players : {p.rules->minPlayers, p.rules->maxPlayers}) {
      MatchConfig config;
      config.players = players;
      config.seed = rng.next();
      Game game(p.rules, config);
      for (int step = 0; step < 300 && game.state().phase() != Phase::MatchOver; ++step) {
        if (game.state().phase() == Phase::HandOver) {
          game.beginNextHand();
          continue;
        }
        const GameState& s = game.state();
        const std::string where =
            p.label + " with " + std::to_string(players) + " at step " + std::to_string(step);
        checkEveryIllegalAction(s, s.currentPlayer(), where);
        checkEveryIllegalAction(s, (s.currentPlayer() + 1) % players, where);
        ++checkedPositions;
        if (::testing::Test::HasFailure()) return;
        ActionList legal;
        s.legalActions(s.currentPlayer(), legal);
        ASSERT_FALSE(legal.empty()) << where;
        const Action a =
            legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
        ASSERT_TRUE(game.apply(s.currentPlayer(), a).accepted) << where;
      }
    }
  }
  std::printf("[ refusals ] %ld positions, every illegal action of two seats each\n",
              checkedPositions);
}

}  // namespace
}  // namespace ochos::engine
