// What each level of computer opponent does in positions a card player would recognise.
#include <gtest/gtest.h>

#include <atomic>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/ai/easy_agent.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/medium_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::ActionType;
using engine::Suit;

namespace {

using testing::card;
using testing::makePosition;

ai::HardConfig smallBudget(int playouts = 300) {
  ai::HardConfig c;
  c.playouts = playouts;
  c.maxWork = 0;
  c.maxMillis = 0;
  return c;
}

TEST(HardAgent, TakesTheWinningMoveWhenOneExists) {
  // Voluntary draws (the fixture rules): drawing is legal, but the last card goes out.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const auto p = makePosition(testing::fixtureDrawFive(), {card("KH")},
                                {card("2C"), card("3C"), card("4D"), card("9S")}, card("2H"),
                                Suit::Hearts, seed);
    ASSERT_GE(p.obs.legal.size(), 2);
    ai::HardAgent hard(seed, smallBudget());
    const Action a = hard.act(p.obs);
    EXPECT_EQ(a.type, ActionType::Play);
    EXPECT_EQ(a.card, card("KH"));
  }
}

TEST(HardAgent, GoesOutWithAWildRatherThanKeepingIt) {
  const auto p = makePosition(testing::crazyEights(), {card("8S")}, {card("2C"), card("KD")},
                              card("5H"), Suit::Hearts);
  ai::HardAgent hard(3, smallBudget());
  const Action a = hard.act(p.obs);
  EXPECT_EQ(a.type, ActionType::Play);
}

TEST(HardAgent, AnswersAtOnceWhenOnlyOneMoveIsLegal) {
  // Must play if able (Ochos Locos): the only fitting card is the only legal move.
  const auto p = makePosition(testing::ochosLocos(), {card("3H"), card("KC"), card("QS")},
                              {card("2C"), card("3C"), card("4D")}, card("9H"), Suit::Hearts);
  ASSERT_EQ(p.obs.legal.size(), 1);
  ai::HardAgent hard(1);
  EXPECT_TRUE(hard.act(p.obs) == p.obs.legal[0]);
  EXPECT_EQ(hard.lastReport().playouts, 0);
}

TEST(HardAgent, SameSeedSameDecision) {
  const auto p = makePosition(
      testing::ochosLocos(), {card("3H"), card("3S"), card("9H"), card("8C"), card("KS")},
      {card("2C"), card("3C"), card("4D"), card("7D"), card("JD")}, card("3D"), Suit::Diamonds);
  ai::HardAgent a(42, smallBudget(500));
  ai::HardAgent b(42, smallBudget(500));
  const Action first = a.act(p.obs);
  EXPECT_TRUE(first == b.act(p.obs));
  EXPECT_EQ(a.lastReport().playouts, b.lastReport().playouts);
  EXPECT_EQ(a.lastReport().means, b.lastReport().means);
}

TEST(HardAgent, CanBeCancelledAndReportsProgress) {
  const auto p = makePosition(
      testing::ochosLocos(), {card("3H"), card("3S"), card("9H"), card("8C"), card("KS")},
      {card("2C"), card("3C"), card("4D"), card("7D"), card("JD")}, card("3D"), Suit::Diamonds);
  ai::HardAgent hard(7, smallBudget(1'000'000));
  ai::ThinkControl control;
  std::atomic<int> calls{0};
  double last = 0.0;
  control.progress = [&](double f) {
    ++calls;
    last = f;
    if (calls == 3) control.cancel = true;  // the GUI's "stop thinking" from another thread
  };
  const Action a = hard.act(p.obs, &control);
  EXPECT_TRUE(p.state.isLegal(0, a));
  EXPECT_TRUE(hard.lastReport().cancelled);
  EXPECT_LT(hard.lastReport().playouts, 1'000'000);
  EXPECT_GE(calls.load(), 3);
  EXPECT_DOUBLE_EQ(last, 1.0);
}

// A search that only a cap can stop: a budget of 50 million playouts.
struct EndlessSearch {
  testing::Position position = makePosition(
      testing::ochosLocos(), {card("3H"), card("3S"), card("9H"), card("8C"), card("KS")},
      {card("2C"), card("3C"), card("4D"), card("7D"), card("JD")}, card("3D"), Suit::Diamonds);
  ai::HardConfig config(double maxWork, double maxMillis) const {
    ai::HardConfig c;
    c.playouts = 50'000'000;
    c.maxWork = maxWork;
    c.maxMillis = maxMillis;
    return c;
  }
};

TEST(HardAgent, RespectsItsWallClockCap) {
  const EndlessSearch search;
  const auto& p = search.position;
  ai::HardAgent hard(7, search.config(0, 20));
  hard.act(p.obs);
  EXPECT_TRUE(hard.lastReport().timedOut);
  EXPECT_LT(hard.lastReport().millis, 500.0);
}

// The GUI's cap counts work, not time: two searches with the same seed stop at exactly the same
// point and decide alike, however fast the machine or busy the other core. (A wall-clock cap
// stops them wherever the clock says, a few deals apart.)
TEST(HardAgent, ItsWorkCapStopsAtTheSamePointEveryTime) {
  const EndlessSearch search;
  const auto& p = search.position;
  ai::HardAgent first(7, search.config(5, 0));
  ai::HardAgent second(7, search.config(5, 0));
  const Action a = first.act(p.obs);
  const Action b = second.act(p.obs);
  EXPECT_EQ(a, b);
  const ai::SearchReport& r1 = first.lastReport();
  const ai::SearchReport& r2 = second.lastReport();
  EXPECT_TRUE(r1.workCapped);
  EXPECT_FALSE(r1.timedOut);
  EXPECT_EQ(r1.playouts, r2.playouts);
  EXPECT_EQ(r1.worlds, r2.worlds);
  EXPECT_EQ(r1.means, r2.means);
  EXPECT_GT(r1.work, 5.0);
  EXPECT_LT(r1.work, 6.0);  // it stops within one deal of the cap
  EXPECT_LT(r1.playouts, 50'000);
}

TEST(MediumAgent, NamesItsLongestSuit) {
  // Only the 8 fits; Medium holds three hearts, one club.
  const auto p = makePosition(
      testing::ochosLocos(), {card("8S"), card("2H"), card("5H"), card("9H"), card("3C")},
      {card("2C"), card("3D"), card("4D"), card("7D"), card("JD")}, card("KD"), Suit::Diamonds);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    ai::MediumAgent medium(seed);
    const Action a = medium.act(p.obs);
    EXPECT_EQ(a.type, ActionType::Play);
    EXPECT_EQ(a.suit, Suit::Hearts);
  }
}

TEST(MediumAgent, StaysInItsLongSuitAndKeepsTheEight) {
  // 5C switches to clubs (Medium holds three more); the 8 stays in hand as the escape.
  const auto p = makePosition(
      testing::ochosLocos(),
      {card("8S"), card("5C"), card("2C"), card("9C"), card("JC"), card("KH")},
      {card("2D"), card("3D"), card("4D"), card("7D"), card("JD")}, card("5H"), Suit::Hearts);
  ai::MediumAgent medium(1);
  const Action a = medium.act(p.obs);
  EXPECT_EQ(a.card, card("5C"));
}

TEST(MediumAgent, AlwaysAnnouncesItsLastCard) {
  const auto p = makePosition(testing::ochosLocos(), {card("4C"), card("9C")},
                              {card("2D"), card("3D"), card("4D")}, card("2C"), Suit::Clubs);
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    ai::MediumAgent medium(seed);
    const Action a = medium.act(p.obs);
    EXPECT_EQ(a.type, ActionType::Play);
    EXPECT_TRUE(a.announce);
  }
}

TEST(EasyAgent, SometimesForgetsItsLastCardButPlaysLegally) {
  const auto p = makePosition(testing::ochosLocos(), {card("4C"), card("9C")},
                              {card("2D"), card("3D"), card("4D")}, card("2C"), Suit::Clubs);
  int forgot = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    ai::EasyAgent easy(seed);
    const Action a = easy.act(p.obs);
    ASSERT_TRUE(p.state.isLegal(0, a));
    if (!a.announce) ++forgot;
  }
  EXPECT_GT(forgot, 10);
  EXPECT_LT(forgot, 100);
}

TEST(EasyAgent, NamesASuitItHolds) {
  const auto p =
      makePosition(testing::ochosLocos(), {card("8S"), card("2H"), card("5H"), card("3C")},
                   {card("2C"), card("3D"), card("4D"), card("7D")}, card("KD"), Suit::Diamonds);
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    ai::EasyAgent easy(seed);
    const Action a = easy.act(p.obs);
    EXPECT_TRUE(a.suit == Suit::Hearts || a.suit == Suit::Clubs) << describe(a);
  }
}

TEST(AgentFactory, MakesEveryLevel) {
  std::string error;
  for (const char* spec : {"easy", "medium", "hard", "hard:500"}) {
    auto agent = ai::makeAgent(spec, 1, &error);
    ASSERT_NE(agent, nullptr) << spec << ": " << error;
  }
  // A malformed budget is an error, not the default strength under another name.
  for (const char* spec : {"hard:lots", "hard:", "hard:0", "hard:12x", "medium:", "easy:3"}) {
    error.clear();
    EXPECT_EQ(ai::makeAgent(spec, 1, &error), nullptr) << spec;
    EXPECT_FALSE(error.empty()) << spec;
  }
}

}  // namespace
}  // namespace ochos
