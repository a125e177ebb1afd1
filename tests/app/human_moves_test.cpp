#include <gtest/gtest.h>

#include "forgotten_call.hpp"
#include "ochos/app/hand/human_moves.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"

// The human's moves sent to a match without a window.
namespace ochos::app {

using engine::Action;
using engine::Card;
using engine::EventLog;
using engine::kFacesPerDeck;
using engine::Observation;
using engine::Phase;
using engine::RuleSet;
using engine::Suit;

namespace {

std::shared_ptr<const RuleSet> crazyEights() {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return library.build("crazy-eights", {}).rules;
}

// Mau-Mau ("Mau" is the call, Catch! its enforcement) dealt two cards each: the human's first
// turn starts with two cards.
std::shared_ptr<const RuleSet> mauMauOfTwoCards() {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  auto rules = std::make_shared<RuleSet>(*library.build("mau-mau", {}).rules);
  rules->handSize.fill(2);
  return rules;
}

AppOptions easySeats() {
  AppOptions options;
  options.players = 3;
  options.difficulty = "easy";
  return options;
}

// A card of the human's hand that `wanted` accepts, on a deal where the human plays first.
struct Deal {
  TableMatch match;
  HumanMoves moves{match};
  Card card = Card::unknown();

  template <class Wanted>
  explicit Deal(Wanted wanted, std::shared_ptr<const RuleSet> rules = crazyEights())
      : match(easySeats(), std::move(rules), false, [](const EventLog&) {}) {
    for (std::uint64_t seed = 1; seed < 400 && !card.isKnown(); ++seed) {
      match.newMatch(seed);
      const Observation& obs = match.humanObservation();
      if (!obs.myTurn() || obs.phase != Phase::Playing) continue;
      for (int code = 0; code < kFacesPerDeck && !card.isKnown(); ++code) {
        const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
        if (obs.hand.contains(c) && wanted(moves, c)) card = c;
      }
    }
  }
};

bool severalSuits(const HumanMoves& moves, Card c) {
  const std::vector<Action> plays = moves.legalPlaysOf(c);
  for (const Action& a : plays)
    if (a.suit != plays.front().suit) return true;
  return false;
}

TEST(HumanMoves, NothingIsSentBeforeTheHumanMayAct) {
  Deal deal([](const HumanMoves& m, Card c) { return !m.legalPlaysOf(c).empty(); });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_EQ(deal.moves.tryPlay(deal.card, false, 0), PlayOutcome::NotNow);
  deal.moves.draw(false, 0);
  EXPECT_EQ(deal.match.version(), version);
}

TEST(HumanMoves, AnIllegalCardComesBackWithTheEnginesReason) {
  Deal deal([](const HumanMoves& m, Card c) { return m.legalPlaysOf(c).empty(); });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_EQ(deal.moves.tryPlay(deal.card, true, 10), PlayOutcome::Refused);
  EXPECT_EQ(deal.match.version(), version);
  const TableMessage& message = deal.moves.message();
  EXPECT_TRUE(message.refusal);
  EXPECT_FALSE(message.text.empty());
  EXPECT_TRUE(message.shown(13.9));
  EXPECT_FALSE(message.shown(14.0));
}

TEST(HumanMoves, AWildThatNamesASuitWaitsForTheSuit) {
  Deal deal(severalSuits);
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_EQ(deal.moves.tryPlay(deal.card, true, 0), PlayOutcome::ChoosingSuit);
  EXPECT_EQ(deal.moves.pendingWild(), deal.card);
  EXPECT_EQ(deal.match.version(), version);  // nothing sent yet

  deal.moves.chooseSuit(Suit::Spades, 0);
  EXPECT_FALSE(deal.moves.pendingWild());
  EXPECT_GT(deal.match.version(), version);
  EXPECT_EQ(deal.match.game().actions().back().action.suit, Suit::Spades);
}

TEST(HumanMoves, ALegalCardIsPlayed) {
  Deal deal([](const HumanMoves& m, Card c) {
    return !m.legalPlaysOf(c).empty() && !severalSuits(m, c);
  });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_EQ(deal.moves.tryPlay(deal.card, true, 0), PlayOutcome::Played);
  EXPECT_GT(deal.match.version(), version);
  EXPECT_EQ(deal.match.game().actions().back().action.card, deal.card);
}

bool anyPlay(const HumanMoves& m, const Observation& obs) {
  for (int code = 0; code < kFacesPerDeck; ++code) {
    const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
    if (obs.hand.contains(c) && !m.legalPlaysOf(c).empty()) return true;
  }
  return false;
}

TEST(HumanMoves, TheStockLightsUpOnlyWhenDrawingIsTheOnlyMove) {
  Deal stuck([](const HumanMoves& m, Card) { return m.drawIsOnlyMove(); });
  ASSERT_TRUE(stuck.card.isKnown()) << "a deal where no card fits";
  EXPECT_FALSE(anyPlay(stuck.moves, stuck.match.humanObservation()));
  Deal free([](const HumanMoves& m, Card c) { return !m.legalPlaysOf(c).empty(); });
  ASSERT_TRUE(free.card.isKnown());
  EXPECT_FALSE(free.moves.drawIsOnlyMove());
}

// "Mau" is offered with two cards only when a card can be played now to leave one; with none
// that fits, the player must draw and the call would be a lie.
TEST(HumanMoves, TheCallIsOfferedOnlyWhenAPlayCanLeaveOneCard) {
  Deal playable([](const HumanMoves& m, Card c) { return !m.legalPlaysOf(c).empty(); },
                mauMauOfTwoCards());
  ASSERT_TRUE(playable.card.isKnown());
  ASSERT_EQ(playable.match.humanObservation().hand.size(), 2);
  EXPECT_TRUE(playable.moves.lastCardButtonShown());
  playable.moves.sayLastCard(0);
  EXPECT_TRUE(playable.moves.announceArmed());

  Deal stuck([](const HumanMoves& m, Card) { return m.drawIsOnlyMove(); }, mauMauOfTwoCards());
  ASSERT_TRUE(stuck.card.isKnown());
  ASSERT_EQ(stuck.match.humanObservation().hand.size(), 2);
  EXPECT_FALSE(stuck.moves.lastCardButtonShown());
  stuck.moves.sayLastCard(0);
  EXPECT_FALSE(stuck.moves.announceArmed());
}

TEST(HumanMoves, ACallArmedLapsesWithADraw) {
  Deal deal(
      [](const HumanMoves& m, Card c) {
        return !m.legalPlaysOf(c).empty() && m.hasLegal(engine::ActionType::Draw);
      },
      mauMauOfTwoCards());
  ASSERT_TRUE(deal.card.isKnown()) << "Mau-Mau lets a player draw instead of playing";
  deal.moves.sayLastCard(0);
  ASSERT_TRUE(deal.moves.announceArmed());
  deal.moves.draw(true, 0);
  EXPECT_FALSE(deal.moves.announceArmed());
}

// With R3's table penalty a refused play costs a card. With "Mau" armed, a card that does not
// fit is sent once, without the call (the engine lists no call with it): one penalty, and the
// player reads why the card does not fit.
TEST(HumanMoves, AnArmedCallDoesNotSendARefusedPlayTwice) {
  auto rules = std::make_shared<RuleSet>(*mauMauOfTwoCards());
  rules->illegalPlayPenalty = 1;
  Deal deal([](const HumanMoves& m,
               Card c) { return m.legalPlaysOf(c).empty() && m.lastCardButtonShown(); },
            rules);
  ASSERT_TRUE(deal.card.isKnown()) << "two cards, one that fits and one that does not";
  deal.moves.sayLastCard(0);
  ASSERT_TRUE(deal.moves.announceArmed());
  const engine::GameState& state = deal.match.game().state();
  const int human = deal.match.human();
  const std::string why =
      deal.match.refusalWords(state.whyIllegal(human, Action::play(deal.card, deal.card.suit())));
  const std::size_t logged = deal.match.game().actions().size();

  EXPECT_EQ(deal.moves.tryPlay(deal.card, true, 10), PlayOutcome::Refused);
  EXPECT_EQ(deal.match.game().actions().size(), logged + 1) << "one penalised refusal";
  EXPECT_EQ(state.hand(human).size(), 3);
  EXPECT_EQ(deal.moves.message().text, why);
  EXPECT_TRUE(deal.moves.announceArmed()) << "the call waits for a card that fits";
}

TEST(HumanMoves, APickUpOutOfTurnIsAShortWordNotARefusal) {
  Deal deal([](const HumanMoves&, Card) { return true; });
  deal.moves.waitForTurn(5);
  EXPECT_FALSE(deal.moves.message().text.empty());
  EXPECT_FALSE(deal.moves.message().refusal);
  EXPECT_TRUE(deal.moves.message().shown(6.5));
  EXPECT_FALSE(deal.moves.message().shown(7.0));
}

std::shared_ptr<const RuleSet> profile(const std::string& id) {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return library.build(id, {}).rules;
}

// A Mau-Mau table (the call is only enforced when someone catches it) where the human may now
// catch a computer that forgot to say "Mau".
struct ForgottenCall {
  TableMatch match{easySeats(), profile("mau-mau"), false, [](const EventLog&) {}};
  HumanMoves moves{match};
  bool found = catch_tables::dealUntilAComputerForgets(match);
  int offender = match.humanObservation().unannouncedSeat;
  std::string offenderName = offender >= 0 ? match.seats()[offender].name : "";
};

// Every Catch! press gets an answer at once, as the status line shows it.
TEST(HumanMoves, ACatchSaysAtOnceWhoWasCaughtAndTheirPenalty) {
  ForgottenCall table;
  ASSERT_TRUE(table.found);
  const int before = table.match.humanObservation().handSizes[table.offender];
  table.moves.watchCatchWindow(10);
  table.moves.catchOpponent(11);
  EXPECT_EQ(table.match.humanObservation().handSizes[table.offender], before + 1);
  EXPECT_FALSE(table.moves.message().refusal);
  EXPECT_EQ(table.moves.message().text,
            i18n::tr("table.catch_done.one",
                     {{"player", table.offenderName}, {"call", "Mau"}, {"count", "1"}}));
  EXPECT_TRUE(table.moves.message().shown(11));
}

TEST(HumanMoves, ACatchAfterTheNextMoveIsTooLateThenNobodysToCatch) {
  ForgottenCall table;
  ASSERT_TRUE(table.found);
  table.moves.watchCatchWindow(10);
  // The seat to act moves on, and the chance has passed.
  const int seat = catch_tables::seatToAct(table.match.game().state());
  const std::optional<Action> move = catch_tables::forgetfulMove(table.match, seat);
  ASSERT_TRUE(move.has_value());
  ASSERT_TRUE(table.match.perform(seat, *move).accepted);
  if (table.match.humanMayCatch()) GTEST_SKIP() << "the next player forgot the call too";
  table.moves.watchCatchWindow(10.5);
  const std::uint64_t version = table.match.version();
  EXPECT_TRUE(table.moves.catchJustMissed(11));
  EXPECT_FALSE(table.moves.catchJustMissed(10 + HumanMoves::kTooLateSeconds + 1));

  table.moves.catchOpponent(11);
  EXPECT_EQ(table.match.version(), version);
  EXPECT_TRUE(table.moves.message().refusal);
  EXPECT_EQ(table.moves.message().text,
            i18n::tr("table.catch_too_late", {{"player", table.offenderName}}));

  table.moves.catchOpponent(10 + HumanMoves::kTooLateSeconds + 1);
  EXPECT_EQ(table.moves.message().text, i18n::tr("table.catch_nobody", {{"call", "Mau"}}));
}

TEST(HumanMoves, ACatchWithNobodyToCatchSaysSo) {
  TableMatch match(easySeats(), profile("mau-mau"), false, [](const EventLog&) {});
  HumanMoves moves(match);
  match.newMatch(1);
  const std::uint64_t version = match.version();
  moves.catchOpponent(3);
  EXPECT_EQ(match.version(), version);
  EXPECT_TRUE(moves.message().shown(3));
  EXPECT_EQ(moves.message().text, i18n::tr("table.catch_nobody", {{"call", "Mau"}}));
}

// Ochos Locos penalises a forgotten call by itself: K still gets an answer, saying why.
TEST(HumanMoves, ACatchWhereTheRulesEnforceTheCallExplainsThatNoneIsNeeded) {
  TableMatch match(easySeats(), profile("ochos-locos"), false, [](const EventLog&) {});
  HumanMoves moves(match);
  match.newMatch(1);
  moves.catchOpponent(3);
  EXPECT_TRUE(moves.message().shown(3));
  EXPECT_EQ(moves.message().text,
            i18n::tr("table.catch_automatic", {{"call", match.rules().lastCardCall}}));
}

}  // namespace
}  // namespace ochos::app
