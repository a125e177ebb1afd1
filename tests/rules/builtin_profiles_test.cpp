// The built-in profiles say what RULES.md says, and every variant combination loads.

#include <gtest/gtest.h>

#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::AfterDraw;
using engine::EmptyStock;
using engine::LastCardRule;
using engine::Rank;
using engine::RuleSet;
using engine::ScoringMode;
using engine::StartAction;
using engine::StartWild;

namespace {

const ProfileLibrary& library() {
  static const ProfileLibrary lib = ProfileLibrary::load(builtInProfileDir(), std::nullopt);
  return lib;
}

std::shared_ptr<const RuleSet> build(const std::string& id,
                                     const std::vector<std::string>& variants = {}) {
  const BuildResult built = library().build(id, variants);
  EXPECT_TRUE(built) << id << testing::dump(built.errors);
  return built.rules;
}

std::shared_ptr<const RuleSet> fixture(const std::string& name) {
  const BuildResult built = loadRuleSetFile(testing::dataDir() + "/profiles/" + name + ".json", {});
  EXPECT_TRUE(built) << name << testing::dump(built.errors);
  return built.rules;
}

std::vector<std::string> variantIds(const std::string& id) {
  std::vector<std::string> ids;
  for (const VariantInfo& v : library().find(id)->variants)
    ids.push_back(v.id);
  return ids;
}

TEST(BuiltInProfiles, AllLoadWithoutErrors) {
  for (const BrokenProfile& b : library().broken()) {
    ADD_FAILURE() << b.path << testing::dump(b.errors);
  }
  for (const char* id : {"crazy-eights", "ochos-locos", "mau-mau", "switch"}) {
    const ProfileInfo* info = library().find(id);
    ASSERT_NE(info, nullptr) << id;
    EXPECT_TRUE(info->builtIn);
    EXPECT_FALSE(info->name.empty());
    EXPECT_GT(info->description.size(), 100U) << id << ": a one-paragraph description";
    EXPECT_FALSE(info->source.empty());
  }
}

TEST(BuiltInProfiles, EveryAllowedVariantCombinationLoads) {
  int built = 0;
  for (const ProfileInfo& info : library().profiles()) {
    for (const auto& combo : variantCombinations(info.variants)) {
      const BuildResult result = library().build(info.id, combo);
      EXPECT_TRUE(result) << info.id << testing::dump(result.errors);
      if (result) {
        EXPECT_EQ(result.rules->activeVariants, combo);
      }
      ++built;
    }
  }
  EXPECT_GE(built, 64 + 64 + 16 + 1);
}

TEST(BuiltInProfiles, VariantsAreListedInFileOrder) {
  EXPECT_EQ(variantIds("crazy-eights"),
            (std::vector<std::string>{"special_cards", "draw_one", "no_reshuffle", "last_card",
                                      "eight_start", "penalty_points"}));
  EXPECT_EQ(variantIds("ochos-locos"),
            (std::vector<std::string>{"action_cards", "draw_until_playable", "no_eight_on_eight",
                                      "silent_eight", "two_decks", "table_penalty"}));
  EXPECT_EQ(variantIds("mau-mau"),
            (std::vector<std::string>{"nine_reverses", "ace_skips", "mau_mau_doubles",
                                      "draw_until_playable"}));
}

TEST(CrazyEightsProfile, TableAndDeal) {
  const auto r = build("crazy-eights");
  EXPECT_EQ(r->minPlayers, 2);
  EXPECT_EQ(r->maxPlayers, 7);
  EXPECT_EQ(r->handSizeFor(2), 7);
  for (int n = 3; n <= 7; ++n)
    EXPECT_EQ(r->handSizeFor(n), 5);
  EXPECT_EQ(r->deckSizeFor(5), 52);
  EXPECT_EQ(r->deckSizeFor(6), 104);
}

TEST(CrazyEightsProfile, VoluntaryDrawUntilPlayableAndMustPlayIt) {
  const auto r = build("crazy-eights");
  EXPECT_FALSE(r->mustPlayIfAble);
  EXPECT_EQ(r->maxDrawsPerTurn, 0);
  EXPECT_TRUE(r->stopDrawingWhenPlayable);
  EXPECT_TRUE(r->mustPlayDrawnCard);  // R12
  EXPECT_EQ(r->afterDraw, AfterDraw::DrawnCardOnly);
}

TEST(CrazyEightsProfile, EightsWildWinnerCollectsFiftyPerPlayer) {
  const auto r = build("crazy-eights");
  EXPECT_TRUE(r->effect(Rank::Eight).wild);
  EXPECT_TRUE(r->wildDeclaresSuit);
  EXPECT_FALSE(r->hasActionCards());
  EXPECT_EQ(r->scoring, ScoringMode::WinnerCollects);
  EXPECT_EQ(r->targetFor(2), 100);
  EXPECT_EQ(r->targetFor(4), 200);
  EXPECT_TRUE(r->singleHandOffered);
  EXPECT_EQ(r->value(Rank::Eight), 50);
  EXPECT_EQ(r->value(Rank::King), 10);
  EXPECT_EQ(r->value(Rank::Ace), 1);
  EXPECT_EQ(r->value(Rank::Seven), 7);
  EXPECT_EQ(r->startWild, StartWild::Bury);
  EXPECT_EQ(r->lastCard, LastCardRule::None);
}

TEST(CrazyEightsProfile, Variants) {
  const auto special = build("crazy-eights", {"special_cards"});
  EXPECT_TRUE(special->effect(Rank::Queen).skip);
  EXPECT_TRUE(special->effect(Rank::Ace).reverse);
  EXPECT_EQ(special->effect(Rank::Two).draw, 2);
  EXPECT_TRUE(special->effect(Rank::Two).answersDraw);
  EXPECT_FALSE(special->effect(Rank::Eight).answersDraw);  // "With an 8 you cannot defend"
  EXPECT_TRUE(special->reverseSkipsWithTwoPlayers);        // R9

  const auto one = build("crazy-eights", {"draw_one"});
  EXPECT_EQ(one->maxDrawsPerTurn, 1);
  EXPECT_FALSE(one->mustPlayDrawnCard);
  EXPECT_EQ(build("crazy-eights", {"no_reshuffle"})->emptyStock, EmptyStock::Pass);
  const auto last = build("crazy-eights", {"last_card"});
  EXPECT_EQ(last->lastCard, LastCardRule::Challenge);  // R13
  EXPECT_EQ(last->lastCardPenalty, 2);
  EXPECT_EQ(build("crazy-eights", {"eight_start"})->startWild, StartWild::DealerDeclares);
  const auto penalty = build("crazy-eights", {"penalty_points"});
  EXPECT_EQ(penalty->scoring, ScoringMode::PenaltyPoints);
  EXPECT_EQ(penalty->targetFor(3), 150);
}

TEST(OchosLocosProfile, Base) {
  const auto r = build("ochos-locos");
  EXPECT_EQ(r->minPlayers, 2);
  EXPECT_EQ(r->maxPlayers, 5);
  EXPECT_EQ(r->deckSizeFor(5), 52);  // R5: one deck unless the variant says otherwise
  for (int n = 2; n <= 5; ++n)
    EXPECT_EQ(r->handSizeFor(n), 7);
  EXPECT_TRUE(r->mustPlayIfAble);
  EXPECT_EQ(r->maxDrawsPerTurn, 1);
  EXPECT_FALSE(r->mustPlayDrawnCard);
  EXPECT_TRUE(r->effect(Rank::Eight).wild);
  EXPECT_TRUE(r->wildOnWild);
  EXPECT_FALSE(r->hasActionCards());
  EXPECT_EQ(r->lastCard, LastCardRule::Automatic);
  EXPECT_EQ(r->lastCardPenalty, 2);
  EXPECT_EQ(r->scoring, ScoringMode::PenaltyPoints);  // R6
  EXPECT_EQ(r->targetFor(3), 100);
  EXPECT_EQ(r->targetChoices, (std::vector<int>{100, 200}));
  EXPECT_EQ(r->illegalPlayPenalty, 0);  // R3
  EXPECT_EQ(r->startWild, StartWild::Bury);
}

TEST(OchosLocosProfile, Variants) {
  const auto action = build("ochos-locos", {"action_cards"});
  EXPECT_TRUE(action->effect(Rank::Jack).skip);
  EXPECT_TRUE(action->effect(Rank::Queen).reverse);
  EXPECT_EQ(action->effect(Rank::Two).draw, 2);
  EXPECT_TRUE(action->drawStacking);
  EXPECT_TRUE(action->effect(Rank::Two).answersDraw);
  EXPECT_FALSE(action->effect(Rank::Eight).answersDraw);  // R10

  const auto until = build("ochos-locos", {"draw_until_playable"});
  EXPECT_EQ(until->maxDrawsPerTurn, 0);
  EXPECT_TRUE(until->mustPlayDrawnCard);
  EXPECT_FALSE(build("ochos-locos", {"no_eight_on_eight"})->wildOnWild);  // R11
  EXPECT_FALSE(build("ochos-locos", {"silent_eight"})->wildDeclaresSuit);
  const auto two = build("ochos-locos", {"two_decks"});
  EXPECT_EQ(two->deckSizeFor(4), 52);
  EXPECT_EQ(two->deckSizeFor(5), 104);                                        // R5
  EXPECT_EQ(build("ochos-locos", {"table_penalty"})->illegalPlayPenalty, 1);  // R3 opt-in
}

TEST(MauMauProfile, Base) {
  const auto r = build("mau-mau");
  EXPECT_EQ(r->ranksInDeck(), 8);
  EXPECT_FALSE(r->hasRank(Rank::Six));
  EXPECT_EQ(r->deckSizeFor(5), 32);
  EXPECT_EQ(r->deckSizeFor(6), 64);
  EXPECT_EQ(r->maxPlayers, 8);
  EXPECT_EQ(r->handSizeFor(4), 5);
  EXPECT_TRUE(r->effect(Rank::Jack).wild);
  EXPECT_FALSE(r->wildOnWild);  // no J on J
  EXPECT_EQ(r->effect(Rank::Seven).draw, 2);
  EXPECT_TRUE(r->effect(Rank::Seven).answersDraw);
  EXPECT_FALSE(r->effect(Rank::Jack).answersDraw);
  EXPECT_TRUE(r->effect(Rank::Eight).skip);
  EXPECT_FALSE(r->mustPlayIfAble);
  EXPECT_EQ(r->maxDrawsPerTurn, 1);
  EXPECT_EQ(r->startWild, StartWild::OwnSuitStands);  // R14
  EXPECT_EQ(r->startAction, StartAction::Applies);    // R14
  EXPECT_EQ(r->lastCard, LastCardRule::Challenge);
  EXPECT_EQ(r->lastCardPenalty, 1);
  EXPECT_EQ(r->lastCardCall, "Mau");
  EXPECT_EQ(r->value(Rank::Jack), 20);
  EXPECT_EQ(r->value(Rank::Ace), 11);
  EXPECT_EQ(r->value(Rank::Queen), 10);
  EXPECT_EQ(r->value(Rank::Nine), 9);
  EXPECT_EQ(r->scoring, ScoringMode::PenaltyPoints);
  EXPECT_EQ(r->targetFor(4), 100);
}

TEST(MauMauProfile, Variants) {
  EXPECT_TRUE(build("mau-mau", {"nine_reverses"})->effect(Rank::Nine).reverse);
  const auto ace = build("mau-mau", {"ace_skips"});
  EXPECT_TRUE(ace->effect(Rank::Ace).skip);
  EXPECT_TRUE(ace->effect(Rank::Eight).skip);
  const auto doubles = build("mau-mau", {"mau_mau_doubles"});
  EXPECT_EQ(doubles->finishBonusRanks, 1U << static_cast<int>(Rank::Jack));
  EXPECT_EQ(doubles->finishMultiplier, 2);
  EXPECT_EQ(build("mau-mau", {"draw_until_playable"})->maxDrawsPerTurn, 0);
}

TEST(SwitchProfile, Base) {
  const auto r = build("switch");
  EXPECT_TRUE(r->effect(Rank::Ace).wild);
  EXPECT_EQ(r->effect(Rank::Two).draw, 2);
  EXPECT_TRUE(r->effect(Rank::Eight).skip);
  EXPECT_TRUE(r->effect(Rank::Jack).reverse);
  EXPECT_EQ(r->startAction, StartAction::Bury);
  EXPECT_EQ(r->handSizeFor(6), 7);
  EXPECT_NE(r->lastCard, LastCardRule::None);
}

TEST(FixtureProfiles, DrawFive) {
  const auto r = fixture("fixture-draw-five");
  EXPECT_EQ(r->deckSizeFor(5), 52);
  EXPECT_EQ(r->minPlayers, 2);
  EXPECT_EQ(r->maxPlayers, 5);
  EXPECT_EQ(r->handSizeFor(2), 7);
  EXPECT_EQ(r->handSizeFor(3), 5);
  EXPECT_EQ(r->handSizeFor(5), 5);
  EXPECT_TRUE(r->effect(Rank::Eight).wild);
  EXPECT_FALSE(r->mustPlayIfAble);
  EXPECT_EQ(r->maxDrawsPerTurn, 5);
  EXPECT_FALSE(r->stopDrawingWhenPlayable);
  EXPECT_EQ(r->afterDraw, AfterDraw::AnyPlayable);
  EXPECT_FALSE(r->mustPlayDrawnCard);
  EXPECT_EQ(r->emptyStock, EmptyStock::Pass);
  EXPECT_FALSE(r->hasActionCards());
}

TEST(FixtureProfiles, SeveralCardsOfOneRankAndDealerDeclares) {
  const auto r = fixture("fixture-multi-rank");
  EXPECT_TRUE(r->multipleSameRank);
  EXPECT_EQ(r->startWild, StartWild::DealerDeclares);
  EXPECT_EQ(r->startAction, StartAction::Ignored);
}

}  // namespace
}  // namespace ochos::rules
