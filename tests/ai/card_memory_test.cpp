// What the AI infers about hidden cards must always be true (a wrong inference would make it
// search impossible deals), and its samples must be complete, consistent deals.
#include <gtest/gtest.h>

#include <algorithm>

#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/move_heuristics.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Card;
using engine::cardCode;
using engine::CardSet;
using engine::Game;
using engine::GameState;
using engine::kSuitCount;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;
using engine::Suit;
using engine::suitName;

namespace {

class MemoryOverRandomGames : public ::testing::TestWithParam<std::string> {};

TEST_P(MemoryOverRandomGames, InferencesHoldForTheTrueHands) {
  const auto rules = testing::profileByName(GetParam());
  ASSERT_NE(rules, nullptr) << GetParam();
  ai::CardMemory memory;
  ai::Determinizer determinizer;
  Rng rng(5);
  Observation obs;
  int informative = 0;
  int voids = 0;
  int publicVoids = 0;
  for (std::uint64_t n = 1; n <= 60; ++n) {
    MatchConfig mc;
    mc.players = 2 + static_cast<int>(n % 3);
    mc.seed = n;
    mc.singleHand = true;
    Game game(rules, mc);
    ai::RandomAgent random(n);
    for (int step = 0; step < 400 && game.state().phase() == Phase::Playing; ++step) {
      const int seat = game.state().currentPlayer();
      const int viewer = static_cast<int>((n + static_cast<std::uint64_t>(step)) %
                                          static_cast<std::uint64_t>(mc.players));
      game.observe(viewer, obs);
      memory.update(obs);
      if (memory.informative()) ++informative;
      const CardSet unseen = obs.unseenCards();
      for (int s = 0; s < mc.players; ++s) {
        if (s == viewer) continue;
        const CardSet truth = game.state().hand(s);
        const auto& slots = memory.slots(s);
        ASSERT_EQ(static_cast<int>(slots.size()), truth.size());
        truth.forEach([&](Card c) {
          bool somewhere = false;
          for (const CardSet& slot : slots)
            somewhere = somewhere || slot.contains(c);
          EXPECT_TRUE(somewhere) << rules->id << ": " << cardCode(c) << " ruled out for seat " << s;
        });
        // Slots keep the order the cards arrived in.
        const auto& arrivals = memory.slotArrivals(s);
        ASSERT_EQ(arrivals.size(), slots.size());
        for (std::size_t i = 1; i < arrivals.size(); ++i)
          EXPECT_LT(arrivals[i - 1], arrivals[i]) << rules->id << ": seat " << s;
        for (int suit = 0; suit < kSuitCount; ++suit) {
          if (!((memory.voidSuits(s) >> suit) & 1U)) continue;
          ++voids;
          EXPECT_TRUE((truth & ai::suitCards(static_cast<Suit>(suit))).empty())
              << rules->id << ": seat " << s << " wrongly believed void in "
              << suitName(static_cast<Suit>(suit));
        }
      }
      // What anyone at the table can tell, the viewer's own hand included.
      for (int s = 0; s < mc.players; ++s) {
        for (int suit = 0; suit < kSuitCount; ++suit) {
          if (!((memory.publicVoids(s) >> suit) & 1U)) continue;
          ++publicVoids;
          EXPECT_TRUE((game.state().hand(s) & ai::suitCards(static_cast<Suit>(suit))).empty())
              << rules->id << ": seat " << s << " publicly believed void in "
              << suitName(static_cast<Suit>(suit));
        }
      }
      for (int i = 0; i < game.state().stockSize(); ++i)
        EXPECT_TRUE(memory.stockPool().contains(game.state().stockCard(i)));

      // A sample deals exactly the unseen cards, in the right amounts.
      determinizer.prepare(obs, &memory);
      const GameState sample = determinizer.sample(obs, rng);
      EXPECT_TRUE(sample.cardsAccountedFor());
      EXPECT_EQ(sample.hand(viewer), obs.hand);
      CardSet dealt;
      for (int s = 0; s < mc.players; ++s) {
        EXPECT_EQ(sample.hand(s).size(), obs.handSizes[static_cast<std::size_t>(s)]);
        if (s == viewer) continue;
        dealt |= sample.hand(s);
        // Each dealt card filled one slot: the deal's arrival order is the memory's.
        std::vector<int> filled;
        sample.hand(s).forEach([&](Card c) {
          filled.push_back(determinizer.arrivals()[static_cast<std::size_t>(s)][c.code()]);
        });
        std::sort(filled.begin(), filled.end());
        EXPECT_EQ(filled, memory.slotArrivals(s)) << rules->id << ": seat " << s;
      }
      for (int i = 0; i < sample.stockSize(); ++i)
        dealt.add(sample.stockCard(i));
      EXPECT_EQ(dealt, unseen);

      // One hand dealt again on its own (Hard mends a deal hand by hand): the other hands stay
      // as they were, every card of the new hand is one its slot allows, and the deal is whole.
      determinizer.dealHands(rng);
      const auto before = determinizer.hands();
      const int redealt = (viewer + 1 + step % (mc.players - 1)) % mc.players;
      const bool mendedHand = determinizer.redealSeat(redealt, rng);
      for (int s = 0; s < mc.players; ++s) {
        if (s != redealt || !mendedHand) {
          EXPECT_EQ(determinizer.hands()[static_cast<std::size_t>(s)],
                    before[static_cast<std::size_t>(s)]);
        }
      }
      const GameState mended = determinizer.finish(obs, rng);
      EXPECT_TRUE(mended.cardsAccountedFor());
      const auto r = static_cast<std::size_t>(redealt);
      EXPECT_EQ(mended.hand(redealt).size(), obs.handSizes[r]);
      if (mendedHand) {
        const auto& slots = memory.slots(redealt);
        const auto& arrivals = memory.slotArrivals(redealt);
        mended.hand(redealt).forEach([&](Card c) {
          const int arrival = determinizer.arrivals()[r][c.code()];
          if (arrival < 0) return;  // from before the history: any of those slots
          const auto at = std::find(arrivals.begin(), arrivals.end(), arrival);
          ASSERT_NE(at, arrivals.end()) << rules->id << ": " << cardCode(c);
          EXPECT_TRUE(slots[static_cast<std::size_t>(at - arrivals.begin())].contains(c))
              << rules->id << ": " << cardCode(c) << " dealt to a slot that rules it out";
        });
      }

      game.observe(seat, obs);
      game.apply(seat, random.act(obs));
    }
  }
  if (rules->mustPlayIfAble) {
    EXPECT_GT(informative, 0);
    EXPECT_GT(voids, 0);
    EXPECT_GT(publicVoids, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Profiles, MemoryOverRandomGames,
                         ::testing::Values("ochos-locos", "ochos-locos+action_cards",
                                           "crazy-eights", "mau-mau", "fixture-draw-five",
                                           "switch"));

}  // namespace
}  // namespace ochos
